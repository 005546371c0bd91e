// The tutorial page's walk through its sub-steps (BrickPage.tsx): which one the address names ("next/next"
// resumes), the learner's actions, opening a sub-step (marks it started, not in preview), and "Got It!".
import type { LearnerAction } from '@brickyard/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { openQuery, useBrickEvent, useTutorial } from '../../api/learn.ts';
import { homeLinkOf, showAwards, useOpenOptions } from './learn-ui.tsx';
import { collectActions, type Leaf, leavesOf, resumeLeaf } from './tutorial-leaves.ts';

export function useTutorialSteps(project: string, step: string, subStep: string) {
  const { t } = useTranslation();
  const options = useOpenOptions();
  const query = useTutorial(project, options);
  const event = useBrickEvent(project, options);
  const navigate = useNavigate();
  const [actions, setActions] = useState<Record<string, LearnerAction>>({});
  const opening = useRef<string | null>(null);
  const tutorial = query.data;
  const preview = tutorial?.preview ?? options.preview;
  const search = openQuery(options);
  const homeLink = homeLinkOf(options);

  useEffect(() => {
    if (tutorial) setActions(collectActions(tutorial.project));
  }, [tutorial]);

  const leaves = useMemo(() => (tutorial ? leavesOf(tutorial.project) : []), [tutorial]);
  const index = leaves.findIndex((leaf) => leaf.step._id === step && leaf.sub._id === subStep);
  const current = index >= 0 ? leaves[index] : undefined;
  const last = index === leaves.length - 1;
  const pathOf = (leaf: Leaf) => `/learn/brick/${project}/${leaf.step._id}/${leaf.sub._id}${search}`;
  const mergeActions = (changed: Record<string, LearnerAction>) => setActions((a) => ({ ...a, ...changed }));

  // "next/next" (from the course home) resumes at the first sub-step not yet complete.
  useEffect(() => {
    if (!tutorial || current || leaves.length === 0) return;
    navigate(pathOf(resumeLeaf(leaves)!), { replace: true });
  });

  // Opening a sub-step marks it started and opened (not in preview).
  useEffect(() => {
    if (!current || preview || actions[current.sub._id]?.started || opening.current === current.sub._id)
      return;
    if (!tutorial) return;
    opening.current = current.sub._id;
    event.mutate(
      { event: 'open', brick: current.sub._id },
      { onSuccess: (result) => mergeActions(result.actions) },
    );
  });

  const goBack = () => navigate(pathOf(leaves[index - 1]!));
  const goNext = () => {
    if (last) navigate(homeLink);
    else navigate(pathOf(leaves[index + 1]!));
  };
  /** "Got It!": completes the sub-step shown (in preview, or when complete, only moves on). */
  const gotIt = () => {
    if (!current) return;
    if (preview || actions[current.sub._id]?.completed === true) return goNext();
    event.mutate(
      { event: 'complete', brick: current.sub._id },
      {
        onSuccess: (result) => {
          mergeActions(result.actions);
          showAwards(result.awards, t);
          if (result.xpAwarded > 0)
            notifications.show({ color: 'teal', message: t('learn.xpIncreased', { xp: result.xpAwarded }) });
          if (result.finished && last)
            notifications.show({ color: 'teal', message: t('learn.brick.finished') });
          goNext();
        },
      },
    );
  };

  return {
    options,
    query,
    event,
    actions,
    preview,
    homeLink,
    leaves,
    index,
    current,
    last,
    pathOf,
    goBack,
    gotIt,
  };
}

/**
 * After Next (or Back) the keyboard's focus moves to the new sub-step's heading, not to the page's <body>;
 * the first sub-step shown keeps the page's usual focus. Returns the heading's ref.
 */
export function useHeadingFocus(shownId: string | undefined) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstShown = useRef<string | null>(null);
  useEffect(() => {
    if (!shownId) return;
    if (firstShown.current === null) firstShown.current = shownId;
    else headingRef.current?.focus();
  }, [shownId]);
  return headingRef;
}
