// @vitest-environment jsdom
// The autosave's promises (issue 20 item 7): no lost work. The network is the one thing stood in for: each
// test answers the hook's requests as the server would, and reads what the hook sent.
import type { ProjectView } from '@brickyard/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, readDraft, useProjectAutosave } from './use-project-autosave.ts';

const project = (overrides: Partial<ProjectView> = {}): ProjectView =>
  ({
    _id: `p${Math.random().toString(36).slice(2)}`,
    name: 'Counter',
    language: 'javascript',
    files: [{ name: 'main.js', content: 'let n = 0;\n' }],
    version: 1,
    canEdit: true,
    ...overrides,
  }) as ProjectView;

interface Sent {
  url: string;
  method: string;
  body: { files: { name: string; content: string }[]; version: number; checkpoint?: boolean };
  keepalive: boolean;
}

/** The requests the hook sent, and how the next ones are answered (a saved project, by default). */
let sent: Sent[];
let answer: (request: Sent) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const savedAs = (view: ProjectView) => (request: Sent) =>
  json(200, { ...view, files: request.body.files, version: request.body.version + 1 });

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const request: Sent = {
      url,
      method: init.method ?? 'GET',
      body: JSON.parse(String(init.body)),
      keepalive: init.keepalive === true,
    };
    sent.push(request);
    return answer(request);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the timers run `ms` further and the promises they start settle. */
const wait = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe('useProjectAutosave', () => {
  it('keeps every change in the browser at once and saves it, naming its version, once typing stops', async () => {
    const view = project();
    answer = savedAs(view);
    const { result } = renderHook(() => useProjectAutosave(view));
    expect(result.current.status).toBe('saved');
    const typed = [{ name: 'main.js', content: 'let n = 1;\n' }];
    act(() => result.current.setFiles(typed));
    expect(result.current.status).toBe('dirty');
    expect(readDraft(view._id)?.files).toEqual(typed);
    await wait(AUTOSAVE_DELAY_MS - 1);
    expect(sent).toHaveLength(0);
    await wait(1);
    expect(sent).toEqual([
      {
        url: `/api/projects/${view._id}`,
        method: 'PUT',
        body: { files: typed, version: 1 },
        keepalive: false,
      },
    ]);
    expect(result.current.status).toBe('saved');
    expect(readDraft(view._id)).toBeNull();
    // The next save names the version the server answered.
    act(() => result.current.setFiles([{ name: 'main.js', content: 'let n = 2;\n' }]));
    await wait(AUTOSAVE_DELAY_MS);
    expect(sent[1]?.body.version).toBe(2);
  });

  it('stops at a save refused as stale, keeping the text, until the student keeps theirs with force', async () => {
    const view = project();
    answer = () =>
      json(409, { message: 'Saved elsewhere', version: 3, updatedAt: '2026-11-27T10:00:00.000Z' });
    const { result } = renderHook(() => useProjectAutosave(view));
    const mine = [{ name: 'main.js', content: 'mine\n' }];
    act(() => result.current.setFiles(mine));
    await wait(AUTOSAVE_DELAY_MS);
    expect(result.current.status).toBe('conflict');
    expect(readDraft(view._id)?.files).toEqual(mine);
    // Typing on does not leave the conflict behind.
    act(() => result.current.setFiles([{ name: 'main.js', content: 'mine, more\n' }]));
    expect(result.current.status).toBe('conflict');
    answer = savedAs(view);
    await act(async () => {
      await result.current.keepMine();
    });
    const forced = sent.at(-1)!;
    expect(forced.url).toBe(`/api/projects/${view._id}?force=true`);
    expect(forced.body).toMatchObject({
      files: [{ name: 'main.js', content: 'mine, more\n' }],
      checkpoint: true,
    });
    expect(result.current.status).toBe('saved');
  });

  it('waits out a lost connection with the work kept, and saves when the server answers again', async () => {
    const view = project();
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useProjectAutosave(view));
    const typed = [{ name: 'main.js', content: 'offline\n' }];
    act(() => result.current.setFiles(typed));
    await wait(AUTOSAVE_DELAY_MS);
    expect(result.current.status).toBe('offline');
    expect(readDraft(view._id)?.files).toEqual(typed);
    answer = savedAs(view);
    await wait(5000);
    expect(result.current.status).toBe('saved');
    expect(sent.at(-1)?.body).toEqual({ files: typed, version: 1 });
  });

  it('brings back a draft a crash left, and sends it at once', async () => {
    const view = project();
    const left = [{ name: 'main.js', content: 'before the crash\n' }];
    localStorage.setItem(
      `brickyard.project-draft.${view._id}`,
      JSON.stringify({ files: left, version: 1, at: '2026-11-27T09:00:00.000Z' }),
    );
    answer = savedAs(view);
    const { result } = renderHook(() => useProjectAutosave(view));
    expect(result.current.restoredDraft).toBe(true);
    expect(result.current.files).toEqual(left);
    await wait(0);
    expect(sent.map((s) => s.body)).toEqual([{ files: left, version: 1 }]);
    expect(result.current.status).toBe('saved');
  });

  it('never saves a project the reader may not change, and saves what is left when the page goes', async () => {
    const theirs = project({ canEdit: false });
    answer = savedAs(theirs);
    const other = renderHook(() => useProjectAutosave(theirs));
    act(() => other.result.current.setFiles([{ name: 'main.js', content: 'not mine\n' }]));
    await wait(AUTOSAVE_DELAY_MS);
    expect(sent).toHaveLength(0);
    expect(readDraft(theirs._id)).toBeNull();

    const view = project();
    answer = savedAs(view);
    const { result, unmount } = renderHook(() => useProjectAutosave(view));
    act(() => result.current.setFiles([{ name: 'main.js', content: 'leaving\n' }]));
    unmount();
    await wait(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ keepalive: true, body: { checkpoint: true, version: 1 } });
  });
});
