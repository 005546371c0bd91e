// Calls about classes: the staff list, creating one, archiving and restoring.
import type { Class, ClassCreate, JoinedClass, User } from '@brickyard/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
