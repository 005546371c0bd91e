// Published courses (`GET /api/courses?draft=false`), as the class details page and the course picker offer them.
import type { CourseSummary, User } from '@brickyard/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import { updateUser } from './session.ts';

/** Enough for any school's choice of courses on one page. */
const COURSES_LIMIT = 200;

/** The published courses open to the user, or (with `classId`) to that class's students. */
export const usePublishedCourses = (classId?: string) =>
  useQuery({
    queryKey: ['courses', 'published', classId ?? 'mine'],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ draft: 'false', limit: String(COURSES_LIMIT) });
      if (classId) query.set('class', classId);
      return request<{ items: CourseSummary[]; count: number }>(`/api/courses?${query}`, { signal });
    },
    staleTime: 60_000,
  });

/** The learner picks the course their learn home follows. */
export const useUpdateCourse = () =>
  useMutation({
    mutationFn: (currentCourse: string) =>
      request<User>('/api/users/me/update-course', { method: 'PUT', body: { currentCourse } }),
    onSuccess: (user) => updateUser(user),
  });
