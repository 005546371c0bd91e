// Published courses (`GET /api/courses?draft=false`), as the class details page offers them.
import type { CourseSummary } from '@brickyard/core';
import { useQuery } from '@tanstack/react-query';
import { request } from './client.ts';

/** Enough for any school's choice of courses on one page. */
const COURSES_LIMIT = 200;

export const usePublishedCourses = () =>
  useQuery({
    queryKey: ['courses', 'published'],
    queryFn: ({ signal }) =>
      request<{ items: CourseSummary[]; count: number }>(`/api/courses?draft=false&limit=${COURSES_LIMIT}`, {
        signal,
      }),
    staleTime: 60_000,
  });
