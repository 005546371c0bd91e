// The course home's query, shared by the page (useCourseHome in learn.ts) and by the route's loader, which asks
// for the learner's course home as soon as the session is known, beside the page's code instead of after its
// first drawing (a phone on a slow network saves the round trips in between).
import type { CourseHome } from '@brickyard/core';
import { canPreview } from '@brickyard/core/rules/roles';
import { queryOptions } from '@tanstack/react-query';
import i18n from 'i18next';
import { request } from './client.ts';
import { queryClient } from './query-client.ts';
import { sessionSettled } from './session.ts';

export const courseHomeQuery = (courseId: string | null, preview: boolean, locale: string) =>
  queryOptions({
    queryKey: ['learn', 'home', courseId, preview, locale],
    queryFn: ({ signal }) =>
      request<CourseHome>(`/api/courses/${courseId}/home${preview ? '?preview=true' : ''}`, { signal }),
    enabled: !!courseId,
  });

/** /learn (router.tsx): the current course's home, fetched once the session is restored; nothing without one. */
export const prefetchLearnHome = async (url: URL) => {
  const user = await sessionSettled();
  if (!user?.current_course) return;
  const preview = url.searchParams.get('preview') === 'true' && canPreview(user);
  await queryClient.prefetchQuery(courseHomeQuery(user.current_course, preview, i18n.language));
};
