// The teaching calls: the class progress grid, marking a student's work, stickers, the profile pages, and a
// learner's feedback (on their work, and what is new to them).
// Queries carry the locale: the server answers titles in the user's language.
import type {
  AssessmentMarking,
  Badge,
  ChallengeMarking,
  ClassProgress,
  FeedbackList,
  FeedbackSeenResult,
  ItemFeedback,
  MarkingKind,
  MarkingResult,
  MarkingView,
  ProfileSummary,
  ProjectMarking,
  StarredClassProject,
  Sticker,
  StickerCreate,
  StickerUpdate,
  TutorialMarking,
  UserAchievement,
  UserClass,
} from '@brickyard/core';
import { MARKING_PATHS } from '@brickyard/core/rules/marking';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from './client.ts';
import { getSession, updateUser } from './session.ts';

const useLocaleKey = () => useTranslation().i18n.language;
const enc = encodeURIComponent;

const progressUrl = (classId: string, courseId: string) =>
  `/api/classes/${enc(classId)}/progress/${enc(courseId)}`;

export const useClassProgress = (
  classId: string,
  courseId: string | null,
  options: { page: number; filter: string },
) => {
  const locale = useLocaleKey();
  return useQuery({
    queryKey: ['progress', classId, courseId, options, locale],
    queryFn: ({ signal }) =>
      request<ClassProgress>(progressUrl(classId, courseId ?? ''), {
        method: 'POST',
        body: { page: options.page, filter: options.filter },
        signal,
      }),
    enabled: !!courseId,
    placeholderData: keepPreviousData,
  });
};

/** Every student of the grid at once, for the CSV export. */
export const fetchWholeProgress = (classId: string, courseId: string, filter: string) =>
  request<ClassProgress>(progressUrl(classId, courseId), { method: 'POST', body: { filter, all: true } });

export interface MarkingTarget {
  kind: MarkingKind;
  classId: string;
  studentId: string;
  itemId: string;
}

const markingUrl = ({ kind, classId, studentId, itemId }: MarkingTarget) =>
  `/api/classes/${enc(classId)}/students/${enc(studentId)}/marking/${MARKING_PATHS[kind]}/${enc(itemId)}`;

const markingKey = (target: MarkingTarget) => [
  'marking',
  target.kind,
  target.classId,
  target.studentId,
  target.itemId,
];

export const useMarking = (target: MarkingTarget) => {
  const locale = useLocaleKey();
  return useQuery({
    queryKey: [...markingKey(target), locale],
    queryFn: ({ signal }) => request<MarkingView>(markingUrl(target), { signal }),
  });
};

export type MarkingChange = TutorialMarking & ChallengeMarking & ProjectMarking & AssessmentMarking;

export const useSaveMarking = (target: MarkingTarget) => {
  const client = useQueryClient();
  const locale = useLocaleKey();
  return useMutation({
    mutationFn: (change: MarkingChange) =>
      request<MarkingResult>(markingUrl(target), { method: 'PUT', body: change }),
    onSuccess: (result) => {
      client.setQueryData([...markingKey(target), locale], result.marking);
      void client.invalidateQueries({ queryKey: ['progress', target.classId] });
      void client.invalidateQueries({ queryKey: ['profile'] });
      void client.invalidateQueries({ queryKey: ['feedback'] });
      // Marking oneself (an admin who is also the student) shows the new xp at once.
      const me = getSession().user;
      if (me && me._id === target.studentId && me.xp !== result.xp) updateUser({ ...me, xp: result.xp });
    },
  });
};

export const useStickers = () =>
  useQuery({
    queryKey: ['stickers'],
    queryFn: ({ signal }) => request<{ items: Sticker[] }>('/api/stickers', { signal }),
  });

export const useCreateSticker = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sticker: StickerCreate) =>
      request<Sticker>('/api/stickers', { method: 'POST', body: sticker }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['stickers'] }),
  });
};

export const useUpdateSticker = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...sticker }: StickerUpdate & { id: string }) =>
      request<Sticker>(`/api/stickers/${enc(id)}`, { method: 'PUT', body: sticker }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['stickers'] }),
  });
};

const profileQuery = <T>(userId: string, path: string, locale: string) => ({
  queryKey: ['profile', userId, path, locale],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    request<T>(`/api/users/${enc(userId)}/${path}`, { signal }),
});

export const useProfileSummary = (userId: string) =>
  useQuery(profileQuery<ProfileSummary>(userId, 'profile', useLocaleKey()));

export const useBadges = (userId: string) =>
  useQuery(profileQuery<{ items: Badge[] }>(userId, 'badges', useLocaleKey()));

export const useUserClasses = (userId: string) =>
  useQuery(profileQuery<{ items: UserClass[] }>(userId, 'classes', useLocaleKey()));

export const useStarredClassProjects = (userId: string) =>
  useQuery(profileQuery<{ items: StarredClassProject[] }>(userId, 'class-projects', useLocaleKey()));

export const useUserAchievements = (userId: string) =>
  useQuery({
    queryKey: ['profile', userId, 'achievements'],
    queryFn: ({ signal }) => request<UserAchievement[]>(`/api/achievement/user/${enc(userId)}`, { signal }),
  });

// ---- A learner's feedback --------------------------------------------------------------------------------

/** While a learner is logged in, how often their feedback is asked for again (a teacher may be marking). */
const FEEDBACK_REFRESH_MS = 120_000;

/** The learner's marked work with what is new to them; `userId` another learner's, for their teachers. */
export const useFeedbackList = (userId = 'me', enabled = true) => {
  const locale = useLocaleKey();
  return useQuery({
    queryKey: ['feedback', 'list', userId, locale],
    queryFn: async ({ signal }) => {
      const list = await request<FeedbackList>(`/api/users/${enc(userId)}/feedback`, { signal });
      // Marking moves the learner's xp while they are logged in: every page shows the new total.
      const me = getSession().user;
      if (userId === 'me' && me && me.xp !== list.xp) updateUser({ ...me, xp: list.xp });
      return list;
    },
    enabled,
    refetchOnWindowFocus: userId === 'me',
    refetchInterval: userId === 'me' ? FEEDBACK_REFRESH_MS : false,
  });
};

/** The feedback on one piece of the learner's own work. */
export const useItemFeedback = (kind: MarkingKind, itemId: string, enabled = true) =>
  useQuery({
    queryKey: ['feedback', 'item', kind, itemId],
    queryFn: ({ signal }) =>
      request<ItemFeedback>(`/api/users/me/feedback/${MARKING_PATHS[kind]}/${enc(itemId)}`, { signal }),
    enabled,
    refetchOnWindowFocus: true,
  });

/** The learner saw the feedback on a piece of work as it was given up to `feedbackAt`. */
export const useFeedbackSeen = (kind: MarkingKind, itemId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (feedbackAt: string) =>
      request<FeedbackSeenResult>(`/api/users/me/feedback/${MARKING_PATHS[kind]}/${enc(itemId)}/seen`, {
        method: 'PUT',
        body: { feedbackAt },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['feedback', 'list'] }),
  });
};
