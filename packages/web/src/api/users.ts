// Calls about users: the admin list and the per-user locale.
import type { Locale, Role, User } from '@brickyard/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
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
