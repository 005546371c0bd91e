// Calls about users: the admin list, the per-user locale and the community one authors in.
import type { Locale, Role, User, UserCommunity } from '@brickyard/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { updateUser } from './session.ts';

export interface UserFilters {
  first_name: string;
  last_name: string;
  username: string;
  role: Role | '';
}

export interface UserPage {
  items: User[];
  count: number;
  pages: number;
}

export const USERS_PAGE_SIZE = 10;

export const useUsers = (filters: UserFilters, page: number) =>
  useQuery({
    queryKey: ['users', 'list', filters, page],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(USERS_PAGE_SIZE) });
      // Empty filters are left out: the server reads a missing filter as "any" (an empty role is invalid).
      for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
      return request<UserPage>(`/api/users?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** Saves the locale on the server so it follows the person to any device; the page switches on success. */
export const useSetLocale = () =>
  useMutation({
    mutationFn: ({ userId, locale }: { userId: string; locale: Locale }) =>
      request<User>(`/api/users/${encodeURIComponent(userId)}/locale`, { method: 'PUT', body: { locale } }),
    onSuccess: (user) => updateUser(user),
  });

/** The communities the user may author in (the navbar's community menu); only asked of authors. */
export const useMyCommunities = (enabled: boolean) =>
  useQuery({
    queryKey: ['users', 'communities', 'me'],
    queryFn: ({ signal }) => request<UserCommunity[]>('/api/users/me/communities', { signal }),
    enabled,
    staleTime: 60_000,
  });

/** Switches the community the user authors in; everything cached was of the other one, so all of it reloads. */
export const useChooseCommunity = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (learningEnvironmentId: string) =>
      request<User>('/api/users/me/updateLearningEnvironment', {
        method: 'PUT',
        body: { learningEnvironmentId },
      }),
    onSuccess: async (user) => {
      updateUser(user);
      await client.invalidateQueries();
    },
  });
};
