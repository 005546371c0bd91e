// The decisions of the library's item editor (use-item-editor.ts), pure so they can be read and tested alone: a new
// item's working copy, when the stored item replaces what is shown, what a save sends, what a create sends, what
// the working copy becomes once saved, and what leaving the page or closing the tab does.
import {
  type LibraryKind,
  mayChangeItem,
  type mayEditContentIn,
  newContentBody,
  type User,
} from '@brickyard/core';
import { staleSave } from '../../api/client.ts';

/** The id in a new item's address (`/edit/{editor}/new`): it has none of its own until it is first saved. */
export const NEW_ITEM = 'new';

/** Parts of an item that are rows of their own, saved with it once it exists (not sent when it is created). */
export const PART_LISTS = ['questions', 'bricks'] as const;

export interface Versioned {
  _id: string;
  version: number;
  title: string;
  community: string;
  /** Who made it (the author check: they, and admins, change its content). */
  author?: string | null;
  translations?: Record<string, unknown>;
}

type Fields = Record<string, unknown>;
type Author = Pick<User, '_id' | 'current_community'> & Parameters<typeof mayEditContentIn>[0];

/** A new item's working copy: what the server would make of its first fields, in the author's community. */
export const newWorkingCopy = <T>(kind: LibraryKind, fields: Fields, user: Author): T =>
  ({
    ...newContentBody(
      kind,
      typeof fields.type === 'string' ? fields.type : null,
      String(fields.title),
      String(fields.language),
    ),
    ...(kind === 'assessments' ? { questions: [], noChallenges: 0, noSlides: 0 } : {}),
    ...fields,
    _id: NEW_ITEM,
    version: 0,
    community: user.current_community ?? '',
    draft: true,
    archived: false,
    core: false,
    author: user._id,
    createdBy: user._id,
    updatedAt: null,
    translations: {},
  }) as unknown as T;

/**
 * The stored item replaces what is shown when nothing is shown, when it is another item, or when it is a newer
 * version while the author has changed nothing (published from the course's publish dialog, saved by the page this
 * editor replaced). Otherwise the author's working copy stays.
 */
export const storedReplacesShown = (stored: Versioned, shown: Versioned | null, dirty: boolean) =>
  !shown || shown._id !== stored._id || (stored.version > shown.version && !dirty);

/**
 * What a save sends: the editor's fields for those who edit content, with every translation of the working copy;
 * a translator sends the translations only (or what the editor sends for them, its questions' too).
 */
export const savePayload = <T extends Versioned>(
  user: Author,
  current: T,
  editable: (draft: T) => Fields,
  translationPayload?: (draft: T) => Fields,
): Fields =>
  mayChangeItem(user, current.community, current.author)
    ? { ...editable(current), ...(current.translations ? { translations: current.translations } : {}) }
    : translationPayload
      ? translationPayload(current)
      : current.translations
        ? { translations: current.translations }
        : {};

/**
 * A create's body: the fields a create needs beside the editable ones (a language, an assessment's type…), with
 * the save's body, less the parts (rows of their own). `parts` says whether a save must follow to store them.
 */
export const createRequest = (
  body: Fields,
  current: Versioned,
  createFields: readonly string[],
): { body: Fields; parts: boolean } => {
  const fields = Object.fromEntries(createFields.map((key) => [key, (current as unknown as Fields)[key]]));
  const isPart = (key: string) => (PART_LISTS as readonly string[]).includes(key);
  return {
    body: Object.fromEntries(Object.entries({ ...fields, ...body }).filter(([key]) => !isPart(key))),
    parts: PART_LISTS.some((list) => Array.isArray(body[list]) && (body[list] as unknown[]).length > 0),
  };
};

/**
 * What the item is stored as once a save is answered: the stored item as the server made it (ids for new parts,
 * rich text cleaned), or, when it could not be read back, the working copy sent with the saved id and version.
 */
export const savedItem = <T extends Versioned>(
  sent: T,
  stored: T | null,
  row: Pick<Versioned, '_id' | 'version'>,
): T => stored ?? { ...sent, _id: row._id, version: row.version };

/** A failed save: a stale one (409) opens the conflict modal; any other says so in a toast. */
export const failedSave = (error: unknown): 'conflict' | 'toast' => (staleSave(error) ? 'conflict' : 'toast');

/** Leaving for another page with unsaved changes: save first, or ask after a conflict left unsettled. */
export const leaveAction = (unsettled: boolean): 'save' | 'ask' => (unsettled ? 'ask' : 'save');

/**
 * Closing the tab with unsaved changes: the save goes out with the page (create or save); after a conflict left
 * unsettled it would be refused, so the browser asks.
 */
export const unloadAction = (
  current: Versioned | null,
  unsettled: boolean,
): 'none' | 'ask' | 'create' | 'save' =>
  !current ? 'none' : unsettled ? 'ask' : current._id === NEW_ITEM ? 'create' : 'save';

/** The id to read the item again by: its own (a new item has one once its first save made it), or the address's. */
export const storedId = (current: Versioned | null, addressId: string) =>
  current?._id && current._id !== NEW_ITEM ? current._id : addressId;
