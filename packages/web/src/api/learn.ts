// The learner's calls: the course home, assessments and answers, tutorials, challenges, problem reports
// and the reference tree. Queries carry the locale: the server answers in the user's language.
import type {
  Answer,
  AnswerResult,
  BrickEventResult,
  BrickReport,
  ChallengeProgressResult,
  ChallengeTrackerUpdate,
  LearnerAssessment,
  LearnerChallenge,
  LearnerTutorial,
  ReferenceNode,
  ReferencePage,
} from '@brickyard/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from './client.ts';
import { courseHomeQuery } from './course-home-query.ts';
import { getSession, updateUser } from './session.ts';

/** Where a learner screen opens its item: preview (for those allowed) and which course (else the current). */
export interface OpenOptions {
  preview: boolean;
  course: string | null;
}

export const openQuery = ({ preview, course }: OpenOptions) => {
  const query = new URLSearchParams();
  if (preview) query.set('preview', 'true');
  if (course) query.set('course', course);
  const text = query.toString();
  return text ? `?${text}` : '';
};

const useLocaleKey = () => useTranslation().i18n.language;

/** The learner's xp changed on the server: show it everywhere at once. */
const setXp = (xp: number) => {
  const user = getSession().user;
  if (user && user.xp !== xp) updateUser({ ...user, xp });
};

export const useCourseHome = (courseId: string | null, preview: boolean) => {
  const locale = useLocaleKey();
  return useQuery({ ...courseHomeQuery(courseId, preview, locale), placeholderData: keepPreviousData });
};

export const useAssessment = (id: string, options: OpenOptions) => {
  const locale = useLocaleKey();
  return useQuery({
    queryKey: ['learn', 'assessment', id, options, locale],
    queryFn: ({ signal }) =>
      request<LearnerAssessment>(`/api/learn/assessments/${id}${openQuery(options)}`, { signal }),
    // Opening starts the tracker; the page keeps its own progress from the answers afterwards.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    // Switching the language fetches the assessment again: the page stays, and so does what the learner has
    // typed, until the translated text arrives. Another assessment never shows this one meanwhile.
    placeholderData: (previous) => (previous?._id === id ? previous : undefined),
  });
};

/** One answer to check (or a skip) of one question. */
export type AnswerInput = { question: string; answer?: Answer; skip?: boolean };

export const useAnswer = (id: string, options: OpenOptions) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswerInput) =>
      input.skip
        ? request<AnswerResult>(`/api/learn/assessments/${id}/skip${openQuery(options)}`, {
            method: 'POST',
            body: { question: input.question },
          })
        : request<AnswerResult>(`/api/learn/assessments/${id}/answers${openQuery(options)}`, {
            method: 'POST',
            body: { question: input.question, answer: input.answer ?? {} },
          }),
    onSuccess: (result) => {
      setXp(result.xp);
      if (result.finished) void client.invalidateQueries({ queryKey: ['learn', 'home'] });
    },
  });
};

/**
 * Once the learner has seen that they finished (Finish pressed): the assessment is read again, so opening it later
 * shows its result (a finished assessment opens in preview).
 */
export const useAssessmentFinished = (id: string) => {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ['learn', 'assessment', id] });
};

/** A learner marks their own free-text answer right or not yet (self-marked assessments). */
export const useSelfMark = (id: string, options: OpenOptions) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { question: string; right: boolean }) =>
      request<AnswerResult>(`/api/learn/assessments/${id}/self-mark${openQuery(options)}`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: (result) => {
      setXp(result.xp);
      if (result.finished) void client.invalidateQueries({ queryKey: ['learn', 'home'] });
    },
  });
};

/** Takes a finished assessment again (when it allows multiple attempts): the page opens it afresh. */
export const useRetake = (id: string, options: OpenOptions) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request<LearnerAssessment>(
        `/api/learn/assessments/${id}/retake${openQuery({ ...options, preview: false })}`,
        {
          method: 'POST',
        },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['learn', 'assessment', id] }),
  });
};

export const useTutorial = (project: string, options: OpenOptions) => {
  const locale = useLocaleKey();
  return useQuery({
    queryKey: ['learn', 'tutorial', project, options, locale],
    queryFn: ({ signal }) =>
      request<LearnerTutorial>(`/api/learn/bricks/${project}${openQuery(options)}`, { signal }),
    refetchOnWindowFocus: false,
  });
};

export const useBrickEvent = (project: string, options: OpenOptions) => {
  const client = useQueryClient();
  return useMutation({
    scope: { id: `tutorial-${project}` },
    mutationFn: ({ event, brick }: { event: 'open' | 'complete'; brick: string }) =>
      request<BrickEventResult>(`/api/learn/bricks/${project}/${event}${openQuery(options)}`, {
        method: 'POST',
        body: { brick },
      }),
    onSuccess: (result) => {
      // The page keeps its own copy of the steps' state; opened again, the tutorial is read afresh (otherwise
      // a finished tutorial reopened within the cache's time showed its steps as they were when it was loaded).
      void client.invalidateQueries({ queryKey: ['learn', 'tutorial', project], refetchType: 'none' });
      if (result.finished) void client.invalidateQueries({ queryKey: ['learn', 'home'] });
    },
  });
};

export const useProblemReport = (project: string, options: OpenOptions) =>
  useMutation({
    mutationFn: (body: { brick: string; text: string }) =>
      request<BrickReport>(`/api/learn/bricks/${project}/reports${openQuery(options)}`, {
        method: 'POST',
        body,
      }),
  });

export const useChallenge = (id: string, options: OpenOptions) => {
  const locale = useLocaleKey();
  return useQuery({
    queryKey: ['learn', 'challenge', id, options, locale],
    queryFn: ({ signal }) =>
      request<LearnerChallenge>(`/api/learn/challenges/${id}${openQuery(options)}`, { signal }),
    refetchOnWindowFocus: false,
  });
};

/** Applies a tick or a hints panel change to the cached challenge at once, as the server will. */
const applyProgress = (challenge: LearnerChallenge, body: ChallengeTrackerUpdate): LearnerChallenge => {
  const now = new Date().toISOString();
  const opening = body.decomposition?.find((change) => change.hintsShowing)?.item;
  return {
    ...challenge,
    decomposition: challenge.decomposition.map((item) => {
      const change = body.decomposition?.find((c) => c.item === item._id);
      const ticked = change?.completed ?? item.completed;
      return {
        ...item,
        completed: ticked,
        dateCompleted: ticked === item.completed ? item.dateCompleted : ticked ? now : null,
        hintsShowing: change?.hintsShowing ?? (opening ? false : item.hintsShowing),
      };
    }),
  };
};

export const useChallengeProgress = (id: string, options: OpenOptions) => {
  const client = useQueryClient();
  const key = ['learn', 'challenge', id];
  const mutation = useMutation({
    // One change at a time, in order: each builds on the tracker the one before it saved.
    scope: { id: `challenge-${id}` },
    mutationKey: ['challenge-progress', id],
    mutationFn: (body: ChallengeTrackerUpdate) =>
      request<ChallengeProgressResult>(`/api/learn/challenges/${id}/progress${openQuery(options)}`, {
        method: 'PUT',
        body,
      }),
    // A refused change is undone by reading the challenge again.
    onError: () => client.invalidateQueries({ queryKey: key }),
    onSuccess: (result) => {
      // While later changes wait their turn, their optimistic ticks stay; the last answer settles all.
      if (client.isMutating({ mutationKey: ['challenge-progress', id] }) <= 1)
        client.setQueriesData({ queryKey: key }, result.challenge);
      if (result.challenge.completed) void client.invalidateQueries({ queryKey: ['learn', 'home'] });
    },
  });
  /** Ticks and hint panels show at once; the server's answer (with its timestamps) then replaces them. */
  const change = (body: ChallengeTrackerUpdate, onError?: () => void) => {
    client.setQueriesData<LearnerChallenge>({ queryKey: key }, (challenge) =>
      challenge ? applyProgress(challenge, body) : challenge,
    );
    mutation.mutate(body, { onError });
  };
  return { ...mutation, change };
};

export const useReferenceTree = (language: string) => {
  const locale = useLocaleKey();
  return useQuery({
    queryKey: ['references', language, locale],
    queryFn: ({ signal }) =>
      request<{ language: string; items: ReferenceNode[] }>(
        `/api/references?language=${encodeURIComponent(language)}`,
        {
          signal,
        },
      ),
    staleTime: 60_000,
  });
};

export const useReferencePage = (id: string | null) => {
  const locale = useLocaleKey();
  return useQuery({
    queryKey: ['reference', id, locale],
    queryFn: ({ signal }) => request<ReferencePage>(`/api/references/${id}`, { signal }),
    enabled: !!id,
    staleTime: 60_000,
  });
};
