// One library item in an editor (authoring.md §4): the author's working copy, saved naming the version it was
// made on. Opening an item changes nothing: only what the author does makes it "unsaved". A new item
// (`/edit/{editor}/new`) lives in the page until its author first saves it; that save creates it, and the page's
// address becomes the item's own. A stale save (409) opens the conflict modal: "Force Save" and "Save as Copy"
// keep what the author typed, "Discard mine and reload" takes the stored item instead. Leaving the page with
// unsaved changes saves first; after a conflict the author chose not to settle, leaving asks once whether to leave
// without saving (a save would only be refused again). Closing the tab saves on the way out.
import { copyTitle, type LibraryKind } from '@brickyard/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
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
import {
  createRequest,
  failedSave,
  NEW_ITEM,
  newWorkingCopy,
  savedItem,
  savePayload,
  storedId,
  storedReplacesShown,
  type Versioned,
} from './item-editor-logic.ts';
import { useSaveBeforeLeaving } from './use-save-before-leaving.ts';

export { NEW_ITEM } from './item-editor-logic.ts';

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

export interface ItemEditorOptions<T> {
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
}

export function useItemEditor<T extends Versioned>(
  kind: LibraryKind,
  editor: string,
  id: string,
  options: ItemEditorOptions<T>,
): ItemEditor<T> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const invalidate = useInvalidateLibrary();
  const creating = id === NEW_ITEM;
  const query = useLibraryItem<T>(kind, id, !creating);
  const user = useUser();
  const [params] = useSearchParams();
  const { newBody, savedMessage, translationPayload } = options;
  const { draft, setDraft, dirty, dirtyNow, setDirty, latest, replace, change } = useWorkingCopy<T>(
    () => (creating && newBody ? newWorkingCopy<T>(kind, newBody(params), user) : null),
    query.data,
  );
  /** The fields a create needs beside the editable ones (a language, an assessment's type…), by name. */
  const createFields = useRef<string[]>(creating && newBody ? Object.keys(newBody(params)) : []);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const closeConflict = useCallback(() => setConflict(false), []);
  // A conflict the author closed without settling it: a save on the way out would be refused again.
  const unsettled = useRef(false);
  const payload = useCallback(
    (current: T) => savePayload(user, current, options.payload, translationPayload),
    [user, options.payload, translationPayload],
  );

  /** Creates the new item from the working copy (its parts saved next, naming the version made): the stored row. */
  const create = useCallback(
    async (current: T, keepalive = false) => {
      const body = payload(current);
      const request = createRequest(body, current, createFields.current);
      const created = await createItem(kind, request.body, { keepalive });
      if (!request.parts) return created;
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
        const saved = savedItem(current, await fetchItem<T>(kind, row._id).catch(() => null), row);
        // Unless the author typed on while the save travelled; then only the version moves on.
        if (latest.current === current) replace(saved);
        else setDraft((d) => (d ? { ...d, _id: row._id, version: row.version } : d));
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
        if (failedSave(error) === 'conflict') {
          setConflict(true);
          unsettled.current = true;
        } else notifications.show(errorToast(error, t, t('editor.saveFailed')));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [kind, editor, payload, create, savedMessage, client, invalidate, navigate, t, replace, setDraft, latest],
  );

  const reload = useCallback(async () => {
    const itemId = storedId(latest.current, id);
    const stored = await fetchItem<T>(kind, itemId);
    replace(stored);
    client.setQueryData(itemKey(kind, itemId), stored);
  }, [kind, id, client, replace, latest]);

  /** Runs one of the conflict's ways out, saying so; it settles the conflict when it succeeds. */
  const settle = useCallback(
    async (action: () => Promise<void>, done: string, failed: string, then?: () => Promise<void>) => {
      setSaving(true);
      try {
        await action();
        setConflict(false);
        unsettled.current = false;
        notifications.show({ color: 'green', message: done });
        await then?.();
      } catch (error) {
        notifications.show(errorToast(error, t, failed));
      } finally {
        setSaving(false);
      }
    },
    [t],
  );

  const discardAndReload = useCallback(
    () => settle(reload, t('editor.conflict.reloaded'), t('editor.conflict.reloadFailed')),
    [settle, reload, t],
  );

  const saveAsCopy = useCallback(async () => {
    const current = latest.current;
    if (!current) return;
    let copyId = '';
    const copy = async () => {
      const made = await copyItem(kind, current._id);
      await saveItem(kind, made._id, {
        ...payload(current),
        title: copyTitle(current.title),
        version: made.version,
      });
      copyId = made._id;
      setDirty(false);
    };
    await settle(copy, t('editor.copied'), t('editor.saveFailed'), async () => {
      await invalidate();
      navigate(editorPath(editor, copyId), { replace: true });
    });
  }, [kind, editor, payload, settle, invalidate, navigate, t, setDirty, latest]);

  const sendOnUnload = useCallback(
    (current: T) =>
      current._id === NEW_ITEM
        ? create(current, true)
        : saveItem(kind, current._id, { ...payload(current), version: current.version }, { keepalive: true }),
    [kind, payload, create],
  );
  const { leaveUnsaved, answerLeave } = useSaveBeforeLeaving({
    dirty,
    dirtyNow,
    unsettled,
    latest,
    save,
    sendOnUnload,
    closeConflict,
    setDirty,
  });

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
    closeConflict,
    discardAndReload,
    answerLeave,
    discard: () => setDirty(false),
    latest: () => latest.current,
    reload,
  };
}

/**
 * The working copy beside what is stored: `dirty` once the author changes it, and replaced by the stored item when
 * that is another item or a newer version of an unchanged one (`storedReplacesShown`).
 */
function useWorkingCopy<T extends Versioned>(initial: () => T | null, stored: T | undefined) {
  const [draft, setDraft] = useState<T | null>(initial);
  const [dirty, setDirtyState] = useState(false);
  // Read by the leaving guard when a navigation starts, which may come before the page renders the new state
  // (a save that goes on to the new item's address).
  const dirtyNow = useRef(false);
  const setDirty = useCallback((value: boolean) => {
    dirtyNow.current = value;
    setDirtyState(value);
  }, []);
  // The latest working copy, for saves started by leaving the page.
  const latest = useRef<T | null>(draft);
  latest.current = draft;
  /** The working copy becomes what is stored, with nothing unsaved. */
  const replace = useCallback(
    (item: T) => {
      latest.current = item;
      setDraft(item);
      setDirty(false);
    },
    [setDirty],
  );

  useEffect(() => {
    if (stored && storedReplacesShown(stored, latest.current, dirtyNow.current)) replace(stored);
  }, [stored, replace]);

  const change = useCallback(
    (update: (current: T) => T) => {
      setDraft((current) => (current ? update(current) : current));
      setDirty(true);
    },
    [setDirty],
  );
  return { draft, setDraft, dirty, dirtyNow, setDirty, latest, replace, change };
}
