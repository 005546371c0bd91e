// One library item in an editor (authoring.md §4): the author's working copy, saved naming the version it was
// made on. Opening an item changes nothing: only what the author does makes it "unsaved". A new item
// (`/edit/{editor}/new`) lives in the page until its author first saves it; that save creates it, and the page's
// address becomes the item's own. A stale save (409) opens the conflict modal: "Force Save" and "Save as Copy"
// keep what the author typed, "Discard mine and reload" takes the stored item instead. Leaving the page with
// unsaved changes saves first; after a conflict the author chose not to settle, leaving asks once whether to leave
// without saving (a save would only be refused again). Closing the tab saves on the way out.
import { copyTitle, type LibraryKind, mayEditContentIn, newContentBody } from '@brickyard/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, useSearchParams } from 'react-router-dom';
import { staleSave } from '../../api/client.ts';
import {
  copyItem,
  createItem,
  fetchItem,
  itemKey,
  saveItem,
  useInvalidateLibrary,
  useLibraryItem,
} from '../../api/library.ts';
import { useUser } from '../../api/session.ts';
import { errorToast } from '../../ui/describe-error.ts';
import { editorPath } from './editors.ts';

/** The id in a new item's address (`/edit/{editor}/new`): it has none of its own until it is first saved. */
export const NEW_ITEM = 'new';

/** Parts of an item that are rows of their own, saved with it once it exists (not sent when it is created). */
const PART_LISTS = ['questions', 'bricks'] as const;

interface Versioned {
  _id: string;
  version: number;
  title: string;
  community: string;
  translations?: Record<string, unknown>;
}

export interface ItemEditor<T> {
  draft: T | null;
  query: ReturnType<typeof useLibraryItem<T>>;
  dirty: boolean;
  saving: boolean;
  /** The item is new: it is created when it is first saved. */
  creating: boolean;
  /** The save was refused as stale: the conflict modal is open. */
  conflict: boolean;
  /** The author tried to leave after a conflict they did not settle: the "leave without saving?" question is open. */
  leaveUnsaved: boolean;
  change(update: (current: T) => T): void;
  save(options?: { force?: boolean }): Promise<boolean>;
  saveAsCopy(): Promise<void>;
  closeConflict(): void;
  /** Drops the author's changes and reads the item as stored (the conflict's third way out). */
  discardAndReload(): Promise<void>;
  /** Answers the "leave without saving?" question: leave (the changes are dropped) or stay. */
  answerLeave(leave: boolean): void;
  /** Drops unsaved changes (the item is being deleted): leaving no longer saves. */
  discard(): void;
  /** The working copy as it is now (after an awaited save, with the saved version). */
  latest(): T | null;
  /** Reads the item again after a change made elsewhere (a question moved out), dropping the working copy. */
  reload(): Promise<void>;
}

export function useItemEditor<T extends Versioned>(
  kind: LibraryKind,
  editor: string,
  id: string,
  options: {
    /** What a save sends: the editable fields of the working copy (the version is added). */
    payload(draft: T): Record<string, unknown>;
    /** The toast after a save (authoring.md §8), by the item's kind. */
    savedMessage: string | ((draft: T) => string);
    /** What a translator's save sends, when more than the item's own translations (its questions'). */
    translationPayload?(draft: T): Record<string, unknown>;
    /**
     * A new item's first fields, from the address's query (a title and a language at least): the working copy of
     * `/edit/{editor}/new` starts from them, and its first save sends them with the editable fields.
     */
    newBody?(params: URLSearchParams): Record<string, unknown>;
  },
): ItemEditor<T> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const invalidate = useInvalidateLibrary();
  const creating = id === NEW_ITEM;
  const query = useLibraryItem<T>(kind, id, !creating);
  const user = useUser();
  const [params] = useSearchParams();
  const { newBody } = options;
  // A new item's working copy: what the server would make of its first fields, in the author's community.
  const [draft, setDraft] = useState<T | null>(() => {
    if (!creating || !newBody) return null;
    const fields = newBody(params);
    return {
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
    } as unknown as T;
  });
  /** The fields a create needs beside the editable ones (a language, an assessment's type…), by name. */
  const createFields = useRef<string[]>(creating && newBody ? Object.keys(newBody(params)) : []);
  const [dirty, setDirtyState] = useState(false);
  // Read by the leaving guard when a navigation starts, which may come before the page renders the new state
  // (a save that goes on to the new item's address).
  const dirtyNow = useRef(false);
  const setDirty = useCallback((value: boolean) => {
    dirtyNow.current = value;
    setDirtyState(value);
  }, []);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [leaveUnsaved, setLeaveUnsaved] = useState(false);
  // A conflict the author closed without settling it: a save on the way out would be refused again.
  const unsettled = useRef(false);
  // The latest working copy, for saves started by leaving the page.
  const latest = useRef<T | null>(draft);
  latest.current = draft;
  const { savedMessage } = options;
  // What a save sends: the editor's fields for those who edit content (translators send none), every
  // translation of the working copy, and the version it was made on.
  const { translationPayload } = options;
  const payload = useCallback(
    (current: T) =>
      mayEditContentIn(user, current.community)
        ? {
            ...options.payload(current),
            ...(current.translations ? { translations: current.translations } : {}),
          }
        : translationPayload
          ? translationPayload(current)
          : current.translations
            ? { translations: current.translations }
            : {},
    [user, options.payload, translationPayload],
  );

  useEffect(() => {
    const stored = query.data;
    if (!stored) return;
    const shown = latest.current;
    // The stored item replaces what is shown when it is another item, or a newer version while the author has
    // changed nothing (published from the course's publish dialog, saved by the page this editor replaced).
    const newer = !!shown && shown._id === stored._id && stored.version > shown.version && !dirtyNow.current;
    if (!shown || shown._id !== stored._id || newer) {
      latest.current = stored;
      setDraft(stored);
      setDirty(false);
    }
  }, [query.data, setDirty]);

  const change = useCallback(
    (update: (current: T) => T) => {
      setDraft((current) => (current ? update(current) : current));
      setDirty(true);
    },
    [setDirty],
  );

  /** Creates the new item from the working copy (its parts saved next, naming the version made): the stored row. */
  const create = useCallback(
    async (current: T, keepalive = false) => {
      const body = payload(current);
      const fields = Object.fromEntries(
        createFields.current.map((key) => [key, (current as unknown as Record<string, unknown>)[key]]),
      );
      const parts = PART_LISTS.filter(
        (list) => Array.isArray(body[list]) && (body[list] as unknown[]).length > 0,
      );
      const created = await createItem(
        kind,
        Object.fromEntries(
          Object.entries({ ...fields, ...body }).filter(
            ([key]) => !(PART_LISTS as readonly string[]).includes(key),
          ),
        ),
        { keepalive },
      );
      if (parts.length === 0) return created;
      return saveItem(kind, created._id, { ...body, version: created.version }, { keepalive });
    },
    [kind, payload],
  );

  const save = useCallback(
    async ({ force = false, leaving = false }: { force?: boolean; leaving?: boolean } = {}) => {
      const current = latest.current;
      if (!current) return false;
      setSaving(true);
      try {
        const isNew = current._id === NEW_ITEM;
        const row = isNew
          ? await create(current)
          : await saveItem(kind, current._id, { ...payload(current), version: current.version }, { force });
        // The stored item, as the server made it (ids for new parts, rich text cleaned), replaces the working
        // copy unless the author typed on while the save travelled; then only the version moves on.
        const stored = await fetchItem<T>(kind, row._id).catch(() => null);
        const saved = stored ?? { ...current, _id: row._id, version: row.version };
        if (latest.current === current) {
          latest.current = saved;
          setDraft(saved);
          setDirty(false);
        } else setDraft((d) => (d ? { ...d, _id: row._id, version: row.version } : d));
        setConflict(false);
        unsettled.current = false;
        client.setQueryData(itemKey(kind, row._id), saved);
        notifications.show({
          color: 'green',
          message: typeof savedMessage === 'function' ? savedMessage(current) : savedMessage,
        });
        await invalidate();
        // The new item now has an address of its own (unless the author is on the way elsewhere).
        if (isNew && !leaving)
          navigate(editorPath(editor, row._id), { replace: true, state: { created: true } });
        return true;
      } catch (error) {
        if (staleSave(error)) {
          setConflict(true);
          unsettled.current = true;
        } else notifications.show(errorToast(error, t, t('editor.saveFailed')));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [kind, editor, payload, create, savedMessage, client, invalidate, navigate, t, setDirty],
  );

  const reload = useCallback(async () => {
    // The item's own id (a new item has one once its first save made it).
    const current = latest.current?._id;
    const itemId = current && current !== NEW_ITEM ? current : id;
    const stored = await fetchItem<T>(kind, itemId);
    latest.current = stored;
    setDraft(stored);
    setDirty(false);
    client.setQueryData(itemKey(kind, itemId), stored);
  }, [kind, id, client, setDirty]);

  const discardAndReload = useCallback(async () => {
    setSaving(true);
    try {
      await reload();
      setConflict(false);
      unsettled.current = false;
      notifications.show({ color: 'green', message: t('editor.conflict.reloaded') });
    } catch (error) {
      notifications.show(errorToast(error, t, t('editor.conflict.reloadFailed')));
    } finally {
      setSaving(false);
    }
  }, [reload, t]);

  const saveAsCopy = useCallback(async () => {
    const current = latest.current;
    if (!current) return;
    setSaving(true);
    try {
      const copy = await copyItem(kind, current._id);
      await saveItem(kind, copy._id, {
        ...payload(current),
        title: copyTitle(current.title),
        version: copy.version,
      });
      setDirty(false);
      setConflict(false);
      unsettled.current = false;
      notifications.show({ color: 'green', message: t('editor.copied') });
      await invalidate();
      navigate(editorPath(editor, copy._id), { replace: true });
    } catch (error) {
      notifications.show(errorToast(error, t, t('editor.saveFailed')));
    } finally {
      setSaving(false);
    }
  }, [kind, editor, payload, invalidate, navigate, t, setDirty]);

  // Leaving for another page of the app: save first, then go (stay if the save failed). One save per attempt
  // to leave, however often the page renders meanwhile. After a conflict left unsettled, ask instead.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const leaving = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      leaving.current = false;
      return;
    }
    if (leaving.current) return;
    leaving.current = true;
    if (unsettled.current) {
      setConflict(false);
      setLeaveUnsaved(true);
      return;
    }
    void save({ leaving: true }).then((saved) => (saved ? blocker.proceed() : blocker.reset()));
  }, [blocker, save]);

  const answerLeave = useCallback(
    (leave: boolean) => {
      setLeaveUnsaved(false);
      if (blocker.state !== 'blocked') return;
      if (leave) {
        setDirty(false);
        blocker.proceed();
      } else blocker.reset();
    },
    [blocker, setDirty],
  );

  // Closing the tab or reloading: the save goes out with the page (a request that outlives it). After a conflict
  // left unsettled that save would be refused, so the browser asks whether to leave.
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (event: BeforeUnloadEvent) => {
      const current = latest.current;
      if (!current) return;
      if (unsettled.current) {
        event.preventDefault();
        return;
      }
      const sent =
        current._id === NEW_ITEM
          ? create(current, true)
          : saveItem(
              kind,
              current._id,
              { ...payload(current), version: current.version },
              { keepalive: true },
            );
      void sent.catch(() => undefined);
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty, kind, payload, create]);

  return {
    draft,
    query,
    dirty,
    saving,
    creating: draft?._id === NEW_ITEM,
    conflict,
    leaveUnsaved,
    change,
    save: (saveOptions) => save(saveOptions),
    saveAsCopy,
    closeConflict: () => setConflict(false),
    discardAndReload,
    answerLeave,
    discard: () => setDirty(false),
    latest: () => latest.current,
    reload,
  };
}
