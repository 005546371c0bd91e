// No lost work: the working copy is written to this browser's storage on every change (so a crash, a closed
// tab or a lost connection keeps it), saved to the server a moment after typing stops, on Save, and when the
// page is left; a save names the version it started from, so work saved elsewhere is never written over
// without the student choosing to.
import type { ProjectFile, ProjectView } from '@brickyard/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NetworkError, staleSave } from '../../api/client.ts';
import { saveProject } from '../../api/projects.ts';

export const AUTOSAVE_DELAY_MS = 1500;
const RETRY_DELAY_MS = 5000;

export type SaveStatus = 'saved' | 'dirty' | 'saving' | 'offline' | 'conflict' | 'failed';

interface Draft {
  files: ProjectFile[];
  version: number;
  at: string;
}

const draftKey = (id: string) => `brickyard.project-draft.${id}`;
export const readDraft = (id: string): Draft | null => {
  try {
    const text = localStorage.getItem(draftKey(id));
    return text ? (JSON.parse(text) as Draft) : null;
  } catch {
    return null;
  }
};
const writeDraft = (id: string, draft: Draft) => {
  try {
    localStorage.setItem(draftKey(id), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the server save still runs.
  }
};
const clearDraft = (id: string) => {
  try {
    localStorage.removeItem(draftKey(id));
  } catch {
    // Nothing to clear.
  }
};

const sameFiles = (a: readonly ProjectFile[], b: readonly ProjectFile[]) =>
  a.length === b.length && a.every((file, i) => file.name === b[i]!.name && file.content === b[i]!.content);

export const useProjectAutosave = (project: ProjectView) => {
  const id = project._id;
  // A draft left by a crash or a lost connection comes back in place of the saved files.
  const [initial] = useState(() => {
    const draft = project.canEdit ? readDraft(id) : null;
    return draft && !sameFiles(draft.files, project.files) ? draft : null;
  });
  const [files, setFilesState] = useState<ProjectFile[]>(initial?.files ?? project.files);
  const [status, setStatus] = useState<SaveStatus>(initial ? 'dirty' : 'saved');
  const [error, setError] = useState<string | null>(null);
  const filesRef = useRef(files);
  const version = useRef(initial?.version ?? project.version);
  const dirty = useRef(initial !== null);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const schedule = useCallback((delay: number, run: () => void) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(run, delay);
  }, []);

  const save = useCallback(
    async (options: { checkpoint?: boolean; keepalive?: boolean; force?: boolean } = {}): Promise<void> => {
      if (!project.canEdit) return;
      if (inFlight.current) {
        await inFlight.current;
        if (!dirty.current && !options.checkpoint) return;
      }
      if (!dirty.current && !options.checkpoint && !options.force) return;
      if (timer.current) clearTimeout(timer.current);
      const sent = filesRef.current;
      setStatus('saving');
      const attempt = (async () => {
        try {
          const saved = await saveProject(
            id,
            { files: sent, version: version.current, ...(options.checkpoint ? { checkpoint: true } : {}) },
            { force: options.force, keepalive: options.keepalive },
          );
          version.current = saved.version;
          setError(null);
          if (sameFiles(filesRef.current, sent)) {
            dirty.current = false;
            clearDraft(id);
            setStatus('saved');
          } else {
            writeDraft(id, { files: filesRef.current, version: saved.version, at: new Date().toISOString() });
            setStatus('dirty');
          }
        } catch (caught) {
          if (staleSave(caught)) setStatus('conflict');
          else if (caught instanceof NetworkError) {
            setStatus('offline');
            schedule(RETRY_DELAY_MS, () => void save());
          } else {
            setError(caught instanceof Error ? caught.message : String(caught));
            setStatus('failed');
          }
        }
      })();
      inFlight.current = attempt;
      await attempt;
      inFlight.current = null;
      // Typing during the save: that text goes next.
      if (dirty.current && !sameFiles(filesRef.current, sent)) schedule(AUTOSAVE_DELAY_MS, () => void save());
    },
    [id, project.canEdit, schedule],
  );

  const setFiles = useCallback(
    (next: ProjectFile[]) => {
      filesRef.current = next;
      setFilesState(next);
      if (!project.canEdit) return;
      dirty.current = true;
      writeDraft(id, { files: next, version: version.current, at: new Date().toISOString() });
      setStatus((current) => (current === 'conflict' ? current : 'dirty'));
      schedule(AUTOSAVE_DELAY_MS, () => void save());
    },
    [id, project.canEdit, save, schedule],
  );

  /** After a conflict: keep this copy (written over the other), or take the saved one (this copy dropped). */
  const keepMine = useCallback(() => save({ force: true, checkpoint: true }), [save]);
  const takeSaved = useCallback(
    (saved: ProjectView) => {
      filesRef.current = saved.files;
      setFilesState(saved.files);
      version.current = saved.version;
      dirty.current = false;
      clearDraft(id);
      setStatus('saved');
    },
    [id],
  );

  // A draft brought back goes to the server straight away.
  useEffect(() => {
    if (dirty.current) schedule(0, () => void save());
  }, [save, schedule]);

  // Leaving the page (another route, a closed tab, a hidden tab on a phone) saves what is left.
  useEffect(() => {
    const leave = () => {
      if (dirty.current) void save({ keepalive: true, checkpoint: true });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
      if (timer.current) clearTimeout(timer.current);
      leave();
    };
  }, [save]);

  return { files, setFiles, status, error, save, keepMine, takeSaved, restoredDraft: initial !== null };
};
