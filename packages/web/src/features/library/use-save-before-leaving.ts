// The item editor's way out (use-item-editor.ts): leaving for another page of the app with unsaved changes saves
// first, then goes (it stays if the save failed); after a conflict the author chose not to settle, it asks once
// whether to leave without saving (a save would only be refused again). Closing the tab saves on the way out.
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { leaveAction, unloadAction, type Versioned } from './item-editor-logic.ts';

export function useSaveBeforeLeaving<T extends Versioned>({
  dirty,
  dirtyNow,
  unsettled,
  latest,
  save,
  sendOnUnload,
  closeConflict,
  setDirty,
}: {
  dirty: boolean;
  /** Read when a navigation starts, which may come before the page renders the new state. */
  dirtyNow: RefObject<boolean>;
  /** A conflict the author closed without settling it. */
  unsettled: RefObject<boolean>;
  latest: RefObject<T | null>;
  save(options: { leaving: true }): Promise<boolean>;
  /** The save that goes out with the closing page (a request that outlives it). */
  sendOnUnload(current: T): Promise<unknown>;
  closeConflict(): void;
  setDirty(value: boolean): void;
}) {
  const [leaveUnsaved, setLeaveUnsaved] = useState(false);

  // One save per attempt to leave, however often the page renders meanwhile.
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
    if (leaveAction(unsettled.current) === 'ask') {
      closeConflict();
      setLeaveUnsaved(true);
      return;
    }
    void save({ leaving: true }).then((saved) => (saved ? blocker.proceed() : blocker.reset()));
  }, [blocker, save, unsettled, closeConflict]);

  /** Answers the "leave without saving?" question: leave (the changes are dropped) or stay. */
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

  // Closing the tab or reloading: the save goes out with the page. After a conflict left unsettled that save
  // would be refused, so the browser asks whether to leave.
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (event: BeforeUnloadEvent) => {
      const current = latest.current;
      const action = unloadAction(current, unsettled.current);
      if (action === 'ask') event.preventDefault();
      if (!current || action === 'ask') return;
      void sendOnUnload(current).catch(() => undefined);
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty, latest, unsettled, sendOnUnload]);

  return { leaveUnsaved, answerLeave };
}
