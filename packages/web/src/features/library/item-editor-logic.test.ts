// The item editor's decisions (issue 20 item 7): a new item's working copy, when the stored item replaces what is
// shown, what saves and creates send, and what leaving or closing the tab does.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import {
  createRequest,
  failedSave,
  leaveAction,
  NEW_ITEM,
  newWorkingCopy,
  savedItem,
  savePayload,
  storedId,
  storedReplacesShown,
  unloadAction,
  type Versioned,
} from './item-editor-logic.ts';

const none = { admin: [] as string[], contentCreator: [] as string[], translator: [] as string[] };
const person = (lists: Partial<typeof none> = {}) =>
  ({
    _id: 'u1',
    current_community: 'c1',
    roles: ['teacher'],
    learningEnvironments: { ...none, ...lists },
  }) as unknown as Parameters<typeof savePayload>[0];
const creator = person({ contentCreator: ['c1'] });
const translator = person({ translator: ['c1'] });

interface Item extends Versioned {
  description: string;
  questions?: { _id: string }[];
}
const item = (overrides: Partial<Item> = {}): Item => ({
  _id: 'i1',
  version: 3,
  title: 'Loops',
  community: 'c1',
  author: 'u1',
  description: 'About loops',
  translations: { ar: { title: 'حلقات' } },
  ...overrides,
});
const editable = (draft: Item) => ({ title: draft.title, description: draft.description });

describe('newWorkingCopy', () => {
  it("starts a new item from its first fields, unsaved (version 0), in the author's community", () => {
    const copy = newWorkingCopy<Record<string, unknown>>(
      'references',
      { title: 'New reference', language: 'python' },
      creator,
    );
    expect(copy).toMatchObject({
      _id: NEW_ITEM,
      version: 0,
      title: 'New reference',
      language: 'python',
      community: 'c1',
      draft: true,
      author: 'u1',
      translations: {},
    });
  });

  it('gives a new assessment an empty list of questions', () => {
    const copy = newWorkingCopy<Record<string, unknown>>(
      'assessments',
      { title: 'Quiz', language: 'python', type: 'quiz' },
      creator,
    );
    expect(copy).toMatchObject({ questions: [], noChallenges: 0, noSlides: 0, type: 'quiz' });
  });
});

describe('storedReplacesShown', () => {
  it('shows the stored item when nothing or another item is shown', () => {
    expect(storedReplacesShown(item(), null, false)).toBe(true);
    expect(storedReplacesShown(item(), item({ _id: 'other' }), true)).toBe(true);
  });

  it('takes a newer stored version only while the author has changed nothing', () => {
    expect(storedReplacesShown(item({ version: 4 }), item(), false)).toBe(true);
    expect(storedReplacesShown(item({ version: 4 }), item(), true)).toBe(false);
    expect(storedReplacesShown(item({ version: 3 }), item(), false)).toBe(false);
  });
});

describe('savePayload', () => {
  it("sends another creator's translations only: the content is its author's (issue 22)", () => {
    const coAuthor = { ...creator, _id: 'u2' } as typeof creator;
    expect(savePayload(coAuthor, item(), editable)).toEqual({ translations: { ar: { title: 'حلقات' } } });
    expect(savePayload(creator, item(), editable)).toMatchObject({ title: 'Loops' });
  });

  it("sends a content editor's fields with every translation", () => {
    expect(savePayload(creator, item(), editable)).toEqual({
      title: 'Loops',
      description: 'About loops',
      translations: { ar: { title: 'حلقات' } },
    });
  });

  it("sends a translator's translations only, or what the editor sends for them", () => {
    expect(savePayload(translator, item(), editable)).toEqual({ translations: { ar: { title: 'حلقات' } } });
    expect(savePayload(translator, item({ translations: undefined }), editable)).toEqual({});
    expect(savePayload(translator, item(), editable, () => ({ questions: [] }))).toEqual({ questions: [] });
  });
});

describe('createRequest', () => {
  it("sends the create's own fields with the editable ones, and the parts only in a save after it", () => {
    const current = item({ _id: NEW_ITEM, version: 0 }) as Item & { language: string };
    current.language = 'python';
    const body = { title: 'Loops', questions: [{ _id: 'q1' }] };
    expect(createRequest(body, current, ['title', 'language'])).toEqual({
      body: { title: 'Loops', language: 'python' },
      parts: true,
    });
    expect(createRequest({ title: 'Loops', questions: [] }, current, []).parts).toBe(false);
  });
});

describe('savedItem', () => {
  it('is the item read back, or the working copy with the saved id and version', () => {
    const sent = item({ _id: NEW_ITEM, version: 0 });
    const stored = item({ _id: 'i9', version: 1, description: 'cleaned' });
    expect(savedItem(sent, stored, { _id: 'i9', version: 1 })).toBe(stored);
    expect(savedItem(sent, null, { _id: 'i9', version: 1 })).toEqual({ ...sent, _id: 'i9', version: 1 });
  });
});

describe('failedSave', () => {
  it('opens the conflict for a stale save (409 naming the stored version), and toasts anything else', () => {
    const stale = new ApiError(409, 'Conflict', {
      message: 'Stale',
      version: 4,
      updatedAt: '2026-11-01T00:00:00.000Z',
    } as ConstructorParameters<typeof ApiError>[2]);
    expect(failedSave(stale)).toBe('conflict');
    expect(failedSave(new ApiError(409, 'Conflict', { message: 'Taken' }))).toBe('toast');
    expect(failedSave(new ApiError(500, 'Server Error', null))).toBe('toast');
    expect(failedSave(new Error('offline'))).toBe('toast');
  });
});

describe('leaving', () => {
  it('saves on the way out, and asks instead after a conflict left unsettled', () => {
    expect(leaveAction(false)).toBe('save');
    expect(leaveAction(true)).toBe('ask');
  });

  it('closing the tab creates a new item, saves a stored one, and asks after an unsettled conflict', () => {
    expect(unloadAction(null, false)).toBe('none');
    expect(unloadAction(item({ _id: NEW_ITEM }), false)).toBe('create');
    expect(unloadAction(item(), false)).toBe('save');
    expect(unloadAction(item(), true)).toBe('ask');
  });

  it("reads a new item again by the id its first save gave it, else by the address's", () => {
    expect(storedId(item({ _id: 'i9' }), NEW_ITEM)).toBe('i9');
    expect(storedId(item({ _id: NEW_ITEM }), 'i1')).toBe('i1');
    expect(storedId(null, 'i1')).toBe('i1');
  });
});
