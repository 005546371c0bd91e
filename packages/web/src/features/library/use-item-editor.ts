// One library item in an editor (authoring.md §4): the author's working copy, saved naming the version it was
// made on. A stale save (409) opens the conflict modal, whose "Force Save" and "Save as Copy" both keep what
// the author typed. Leaving the page with unsaved changes saves first; closing the tab saves on the way out.
import { copyTitle, type LibraryKind, mayEditContentIn } from '@brickyard/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client.ts';
import {
  copyItem,
  fetchItem,
  itemKey,
  saveItem,
  useInvalidateLibrary,
  useLibraryItem,
} from '../../api/library.ts';
import { useUser } from '../../api/session.ts';
import { errorToast } from '../../ui/describe-error.ts';
import { editorPath } from './editors.ts';

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
  /** The save was refused as stale: the conflict modal is open. */
  conflict: boolean;
  change(update: (current: T) => T): void;
  save(options?: { force?: boolean }): Promise<boolean>;
  saveAsCopy(): Promise<void>;
  closeConflict(): void;
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
  },
): ItemEditor<T> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const invalidate = useInvalidateLibrary();
  const query = useLibraryItem<T>(kind, id);
  const [draft, setDraft] = useState<T | null>(null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  // The latest working copy, for saves started by leaving the page.
  const latest = useRef<T | null>(null);
  latest.current = draft;
  const { savedMessage } = options;
  const user = useUser();
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
    if (query.data && (!latest.current || latest.current._id !== query.data._id)) {
      setDraft(query.data);
      setDirty(false);
    }
  }, [query.data]);

  const change = useCallback((update: (current: T) => T) => {
    setDraft((current) => (current ? update(current) : current));
    setDirty(true);
  }, []);

  const save = useCallback(
    async ({ force = false }: { force?: boolean } = {}) => {
      const current = latest.current;
      if (!current) return false;
      setSaving(true);
      try {
        const row = await saveItem(
          kind,
          current._id,
          { ...payload(current), version: current.version },
          { force },
        );
        // The stored item, as the server made it (ids for new parts, rich text cleaned), replaces the working
        // copy unless the author typed on while the save travelled; then only the version moves on.
        const stored = await fetchItem<T>(kind, current._id).catch(() => null);
        if (latest.current === current) {
          latest.current = stored ?? { ...current, version: row.version };
          setDraft(latest.current);
          setDirty(false);
        } else setDraft((d) => (d ? { ...d, version: row.version } : d));
        setConflict(false);
        client.setQueryData(itemKey(kind, current._id), stored ?? { ...current, version: row.version });
        notifications.show({
          color: 'green',
          message: typeof savedMessage === 'function' ? savedMessage(current) : savedMessage,
        });
        await invalidate();
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) setConflict(true);
        else notifications.show(errorToast(error, t, t('editor.saveFailed')));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [kind, payload, savedMessage, client, invalidate, t],
  );

  const reload = useCallback(async () => {
    const stored = await fetchItem<T>(kind, id);
    latest.current = stored;
    setDraft(stored);
    setDirty(false);
    client.setQueryData(itemKey(kind, id), stored);
  }, [kind, id, client]);

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
      notifications.show({ color: 'green', message: t('editor.copied') });
      await invalidate();
      navigate(editorPath(editor, copy._id), { replace: true });
    } catch (error) {
      notifications.show(errorToast(error, t, t('editor.saveFailed')));
    } finally {
      setSaving(false);
    }
  }, [kind, editor, payload, invalidate, navigate, t]);

  // Leaving for another page of the app: save first, then go (stay if the save failed). One save per attempt
  // to leave, however often the page renders meanwhile.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const leaving = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      leaving.current = false;
      return;
    }
    if (leaving.current) return;
    leaving.current = true;
    void save().then((saved) => (saved ? blocker.proceed() : blocker.reset()));
  }, [blocker, save]);

  // Closing the tab or reloading: the save goes out with the page (a request that outlives it).
  useEffect(() => {
    if (!dirty) return;
    const onUnload = () => {
      const current = latest.current;
      if (current)
        void saveItem(
          kind,
          current._id,
          { ...payload(current), version: current.version },
          { keepalive: true },
        ).catch(() => undefined);
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty, kind, payload]);

  return {
    draft,
    query,
    dirty,
    saving,
    conflict,
    change,
    save,
    saveAsCopy,
    closeConflict: () => setConflict(false),
    discard: () => setDirty(false),
    latest: () => latest.current,
    reload,
  };
}
