// Calls about classes: the staff list, creating, editing, archiving; students, instructors, beta testers.
import {
  type Class,
  type ClassCreate,
  type ClassPasswordRequest,
  type ClassUpdate,
  INSTRUCTOR_SEARCH_MIN,
  type JoinedClass,
  type PasswordRequestState,
  SEARCH_RESULTS_MAX,
  type User,
} from '@brickyard/core';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { request } from './client.ts';
import { updateUser } from './session.ts';

interface ClassPage {
  items: Class[];
  count: number;
  pages: number;
}

/** A teacher's classes fit one page; the server caps a page at 1000. */
const CLASSES_LIMIT = 200;

export const useClasses = (archived: boolean) =>
  useQuery({
    queryKey: ['classes', 'list', archived],
    queryFn: ({ signal }) =>
      request<ClassPage>(`/api/classes?archived=${archived}&limit=${CLASSES_LIMIT}&sort=name`, { signal }),
  });

export const useCreateClass = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClassCreate) => request<Class>('/api/classes', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['classes'] }),
  });
};

export const useSetClassArchived = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      request<Class>(`/api/classes/${encodeURIComponent(id)}`, { method: 'PUT', body: { archived } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['classes'] }),
  });
};

/** A student joins a class with its code; their user is reloaded so the new class shows everywhere. */
export const useJoinClass = () =>
  useMutation({
    mutationFn: (code: string) =>
      request<JoinedClass>(`/api/classes/addUserToClass/${encodeURIComponent(code)}`, { method: 'POST' }),
    onSuccess: async () => updateUser(await request<User>('/api/users/me')),
  });

export const useClass = (id: string) =>
  useQuery({
    queryKey: ['classes', 'one', id],
    queryFn: ({ signal }) => request<Class>(`/api/classes/${encodeURIComponent(id)}`, { signal }),
  });

export const CLASS_STUDENTS_PAGE_SIZE = 10;

export const useClassStudents = (classId: string, lastName: string, page: number) =>
  useQuery({
    queryKey: ['users', 'class', classId, lastName, page],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        class: classId,
        page: String(page),
        limit: String(CLASS_STUDENTS_PAGE_SIZE),
        sort: 'last_name',
      });
      if (lastName) query.set('last_name', lastName);
      return request<{ items: User[]; count: number; pages: number }>(`/api/users?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const useUnlockContent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, contentUnlocked }: { userId: string; contentUnlocked: boolean }) =>
      request<User>(`/api/users/${encodeURIComponent(userId)}/unlockContent`, {
        method: 'PUT',
        body: { contentUnlocked },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['users', 'class'] }),
  });
};

export const useResetStudent = () =>
  useMutation({
    mutationFn: ({ userId, classId }: { userId: string; classId: string }) =>
      request<{ resetCode: string }>(`/api/users/${encodeURIComponent(userId)}/reset-student`, {
        method: 'PUT',
        body: { classId },
      }),
  });

export const useRemoveStudent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, userId }: { classId: string; userId: string }) =>
      request<void>(`/api/classes/${encodeURIComponent(classId)}/student/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['users', 'class'] }),
  });
};

export const useUpdateClass = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ClassUpdate }) =>
      request<Class>(`/api/classes/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: (saved) => {
      client.setQueryData(['classes', 'one', saved._id], saved);
      return client.invalidateQueries({ queryKey: ['classes', 'list'] });
    },
  });
};

export const CLASS_INSTRUCTORS_PAGE_SIZE = 10;

export const useClassInstructors = (classId: string, page: number) =>
  useQuery({
    queryKey: ['users', 'class', classId, 'instructors', page],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        class: classId,
        classRole: 'instructor',
        page: String(page),
        limit: String(CLASS_INSTRUCTORS_PAGE_SIZE),
        sort: 'last_name',
      });
      return request<{ items: User[]; count: number; pages: number }>(`/api/users?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** Users whose name or username contains `text` (the instructor search: from 1 character, 32 results). */
export const useUserSearch = (text: string) =>
  useQuery({
    queryKey: ['users', 'search', text],
    queryFn: ({ signal }) =>
      request<{ items: User[] }>(
        `/api/users?${new URLSearchParams({ q: text, limit: String(SEARCH_RESULTS_MAX), sort: 'last_name' })}`,
        { signal },
      ),
    enabled: text.length >= INSTRUCTOR_SEARCH_MIN,
    staleTime: 30_000,
  });

const instructorPath = (classId: string, userId: string) =>
  `/api/classes/${encodeURIComponent(classId)}/instructor/${encodeURIComponent(userId)}`;

/**
 * After a change of instructors, or a failed one (someone else may have changed things meanwhile): the class
 * (its `instructors`), its lists of people and the search results are read again.
 */
const refreshInstructors = (client: QueryClient, classId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['classes', 'one', classId] }),
    client.invalidateQueries({ queryKey: ['users', 'class', classId] }),
    client.invalidateQueries({ queryKey: ['users', 'search'] }),
  ]);

export const useAddInstructor = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, userId }: { classId: string; userId: string }) =>
      request<Class>(instructorPath(classId, userId), { method: 'POST' }),
    onSettled: (_saved, _error, { classId }) => refreshInstructors(client, classId),
  });
};

export const useRemoveInstructor = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, userId }: { classId: string; userId: string }) =>
      request<void>(instructorPath(classId, userId), { method: 'DELETE' }),
    onSettled: (_result, _error, { classId }) => refreshInstructors(client, classId),
  });
};

export const useSetBetaTesters = () =>
  useMutation({
    mutationFn: (classId: string) =>
      request<{ students: number }>(`/api/classes/${encodeURIComponent(classId)}/beta-testers`, {
        method: 'POST',
      }),
  });

/** How often an open students page looks for new password requests. */
export const PASSWORD_REQUESTS_POLL_MS = 10_000;

/** The class's open password requests (its teacher and admins only), refreshed while the page is open. */
export const useClassPasswordRequests = (classId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['classes', classId, 'password-requests'],
    queryFn: () =>
      request<ClassPasswordRequest[]>(`/api/classes/${encodeURIComponent(classId)}/password-requests`),
    enabled: enabled && !!classId,
    refetchInterval: PASSWORD_REQUESTS_POLL_MS,
  });

export const useAnswerPasswordRequest = (classId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, approve }: { requestId: string; approve: boolean }) =>
      request<PasswordRequestState>(
        `/api/classes/${encodeURIComponent(classId)}/password-requests/${encodeURIComponent(requestId)}`,
        { method: 'POST', body: { approve } },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['classes', classId, 'password-requests'] }),
  });
};
