// @vitest-environment jsdom
// The item editor's promises (issue 20 item 7): a save names its version, a stale one opens the conflict, the
// conflict's ways out, a new item made by its first save, and no unsaved change lost on the way out. The network is
// the one thing stood in for: each test answers the hook's requests as the server would, and reads what it sent.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The app's i18next, so the hook's messages are worded as in the app.
import '../../i18n/index.ts';
import { NEW_ITEM } from './item-editor-logic.ts';
import { useItemEditor } from './use-item-editor.ts';

vi.mock('../../api/session.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/session.ts')>()),
  useUser: () => ({
    _id: 'u1',
    current_community: 'c1',
    roles: ['teacher'],
    learningEnvironments: { admin: [], contentCreator: ['c1'], translator: [] },
  }),
}));

interface Item {
  _id: string;
  version: number;
  title: string;
  community: string;
  author: string;
  description: string;
  language: string;
  translations?: Record<string, unknown>;
}
const stored = (overrides: Partial<Item> = {}): Item => ({
  _id: 'i1',
  version: 3,
  title: 'Loops',
  community: 'c1',
  author: 'u1',
  description: 'About loops',
  language: 'python',
  translations: {},
  ...overrides,
});

interface Sent {
  url: string;
  method: string;
  body: Record<string, unknown> | undefined;
}
/** The requests the hook sent, and how they are answered (by default, as the server stores them). */
let sent: Sent[];
let item: Item;
let refuse: ((request: Sent) => Response | null) | null;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const stale = () =>
  json(409, { message: 'Someone else saved', version: 9, updatedAt: '2026-11-01T00:00:00.000Z' });

const serve = (request: Sent): Response => {
  const refused = refuse?.(request);
  if (refused) return refused;
  if (request.method === 'GET') return json(200, item);
  if (request.method === 'POST' && request.url.endsWith('/copy'))
    return json(200, { ...item, _id: 'copy1', version: 1 });
  if (request.method === 'POST') {
    item = { ...stored(), ...(request.body as Partial<Item>), _id: 'i2', version: 1 };
    return json(200, item);
  }
  const { version, ...fields } = request.body as Partial<Item>;
  item = { ...item, ...fields, version: (version ?? 0) + 1 };
  return json(200, item);
};

beforeEach(() => {
  sent = [];
  item = stored();
  refuse = null;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const request: Sent = {
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(request);
    return serve(request);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const writes = () => sent.filter((request) => request.method !== 'GET');

/** The hook in a page at `path` of a router (the leaving guard needs one), with somewhere else to go. */
function open(path: string, id: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let router: ReturnType<typeof createMemoryRouter> | null = null;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter(
      [
        { path: '/edit/reference/:id', element: children },
        { path: '*', element: createElement('p', null, 'elsewhere') },
      ],
      { initialEntries: [path] },
    );
    return createElement(QueryClientProvider, { client }, createElement(RouterProvider, { router }));
  };
  const hook = renderHook(
    () =>
      useItemEditor<Item>('references', 'reference', id, {
        payload: (draft) => ({ title: draft.title, description: draft.description }),
        savedMessage: 'Saved',
        newBody: (params) => ({ title: 'New reference', language: params.get('language') ?? 'python' }),
      }),
    { wrapper },
  );
  return { ...hook, router: () => router! };
}

const opened = async (path = '/edit/reference/i1', id = 'i1') => {
  const editor = open(path, id);
  await waitFor(() => expect(editor.result.current.draft).not.toBeNull());
  return editor;
};

const typeTitle = (editor: Awaited<ReturnType<typeof opened>>, title: string) =>
  act(() => editor.result.current.change((draft) => ({ ...draft, title })));

describe('useItemEditor', () => {
  it('opens the stored item unchanged; only what the author does makes it unsaved', async () => {
    const editor = await opened();
    expect(editor.result.current.draft).toEqual(stored());
    expect(editor.result.current.dirty).toBe(false);
    typeTitle(editor, 'Loops and lists');
    expect(editor.result.current.dirty).toBe(true);
    expect(writes()).toEqual([]);
  });

  it('saves naming the version the working copy was made on, then shows the item as stored', async () => {
    const editor = await opened();
    typeTitle(editor, 'Loops and lists');
    let saved = false;
    await act(async () => {
      saved = await editor.result.current.save();
    });
    expect(saved).toBe(true);
    expect(writes()).toEqual([
      {
        url: '/api/references/i1',
        method: 'PUT',
        body: { title: 'Loops and lists', description: 'About loops', translations: {}, version: 3 },
      },
    ]);
    expect(editor.result.current.draft).toMatchObject({ title: 'Loops and lists', version: 4 });
    expect(editor.result.current.dirty).toBe(false);
  });

  it('opens the conflict on a stale save, keeps what was typed, and a forced save settles it', async () => {
    const editor = await opened();
    typeTitle(editor, 'Mine');
    refuse = (request) => (request.method === 'PUT' && !request.url.includes('force') ? stale() : null);
    await act(async () => {
      expect(await editor.result.current.save()).toBe(false);
    });
    expect(editor.result.current.conflict).toBe(true);
    expect(editor.result.current.dirty).toBe(true);
    expect(editor.result.current.draft?.title).toBe('Mine');
    await act(async () => {
      expect(await editor.result.current.save({ force: true })).toBe(true);
    });
    expect(writes().at(-1)?.url).toBe('/api/references/i1?force=true');
    expect(editor.result.current.conflict).toBe(false);
    expect(editor.result.current.draft?.title).toBe('Mine');
  });

  it('says a failed save that is not stale without opening the conflict', async () => {
    const editor = await opened();
    typeTitle(editor, 'Mine');
    refuse = (request) => (request.method === 'PUT' ? json(500, { message: 'Broken' }) : null);
    await act(async () => {
      expect(await editor.result.current.save()).toBe(false);
    });
    expect(editor.result.current.conflict).toBe(false);
    expect(editor.result.current.dirty).toBe(true);
  });

  it("discards the author's changes and reads the stored item as the conflict's third way out", async () => {
    const editor = await opened();
    typeTitle(editor, 'Mine');
    refuse = (request) => (request.method === 'PUT' ? stale() : null);
    await act(async () => {
      await editor.result.current.save();
    });
    item = stored({ title: 'Theirs', version: 9 });
    await act(async () => {
      await editor.result.current.discardAndReload();
    });
    expect(editor.result.current.draft).toMatchObject({ title: 'Theirs', version: 9 });
    expect(editor.result.current.conflict).toBe(false);
    expect(editor.result.current.dirty).toBe(false);
  });

  it('saves a copy under a new title as another way out', async () => {
    const editor = await opened();
    typeTitle(editor, 'Mine');
    await act(async () => {
      await editor.result.current.saveAsCopy();
    });
    expect(writes().map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/references/i1/copy',
      'PUT /api/references/copy1',
    ]);
    expect(writes()[1]?.body).toMatchObject({ version: 1, description: 'About loops' });
    expect(editor.router().state.location.pathname).toBe('/edit/reference/copy1');
  });

  it('makes a new item with its first save, which gives the page its address', async () => {
    const editor = await opened('/edit/reference/new?language=javascript', NEW_ITEM);
    expect(editor.result.current.creating).toBe(true);
    expect(sent).toEqual([]);
    typeTitle(editor, 'Closures');
    await act(async () => {
      expect(await editor.result.current.save()).toBe(true);
    });
    expect(writes()).toEqual([
      {
        url: '/api/references',
        method: 'POST',
        body: {
          title: 'Closures',
          language: 'javascript',
          description: '',
          translations: {},
        },
      },
    ]);
    expect(editor.router().state.location.pathname).toBe('/edit/reference/i2');
  });

  it('saves unsaved changes before leaving the page, and goes once they are saved', async () => {
    const editor = await opened();
    typeTitle(editor, 'Mine');
    await act(async () => {
      await editor.router().navigate('/library');
    });
    await waitFor(() => expect(editor.router().state.location.pathname).toBe('/library'));
    expect(writes()).toHaveLength(1);
    expect(writes()[0]?.body).toMatchObject({ title: 'Mine', version: 3 });
  });

  it('stays when the save on the way out is refused, and then asks whether to leave without saving', async () => {
    const editor = await opened();
    typeTitle(editor, 'Mine');
    refuse = (request) => (request.method === 'PUT' ? stale() : null);
    await act(async () => {
      await editor.router().navigate('/library');
    });
    await waitFor(() => expect(editor.result.current.conflict).toBe(true));
    expect(editor.router().state.location.pathname).toBe('/edit/reference/i1');
    act(() => editor.result.current.closeConflict());
    await act(async () => {
      await editor.router().navigate('/library');
    });
    await waitFor(() => expect(editor.result.current.leaveUnsaved).toBe(true));
    expect(writes()).toHaveLength(1);
    act(() => editor.result.current.answerLeave(true));
    await waitFor(() => expect(editor.router().state.location.pathname).toBe('/library'));
    expect(writes()).toHaveLength(1);
  });
});
