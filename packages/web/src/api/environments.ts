// Calls about learning environments (schools and content communities): the admin's search and lists, one
// environment with its people and classes, and creating, editing and archiving them (issue 22).
import type {
  EnvironmentCreate,
  EnvironmentMembers,
  LearningEnvironment,
  LearningEnvironmentType,
  LearningEnvironmentUpdate,
} from '@brickyard/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';

export interface EnvironmentPage {
  items: LearningEnvironment[];
  count: number;
  pages: number;
}

/** Environments whose name holds `name` (the first 20 by name); nothing is asked for an empty search. */
export const useEnvironmentSearch = (name: string) =>
  useQuery({
    queryKey: ['environments', 'search', name],
    queryFn: ({ signal }) =>
      request<EnvironmentPage>(`/api/learning_environments?${new URLSearchParams({ name, limit: '20' })}`, {
        signal,
      }),
    enabled: name.trim().length > 0,
    placeholderData: keepPreviousData,
  });

/** These environments by id, in one call (the names of a person's schools and communities). */
export const useEnvironmentsById = (ids: readonly string[]) => {
  const sorted = [...new Set(ids)].sort();
  return useQuery({
    queryKey: ['environments', 'ids', sorted],
    queryFn: ({ signal }) =>
      request<EnvironmentPage>(
        `/api/learning_environments?${new URLSearchParams({ ids: sorted.join(','), limit: String(sorted.length) })}`,
        { signal },
      ),
    enabled: sorted.length > 0,
  });
};

/** The admin's list of schools and communities: 25 a page, by name. */
export const ENVIRONMENTS_PAGE_SIZE = 25;

export interface EnvironmentFilters {
  /** Part of the name ('' for any). */
  name: string;
  /** One type ('' for any): a school's type, or `Community` for the content communities. */
  type: LearningEnvironmentType | '';
  /** Archived ones too (otherwise those in use only). */
  withArchived: boolean;
}

export const useEnvironmentList = (filters: EnvironmentFilters, page: number) =>
  useQuery({
    queryKey: ['environments', 'list', filters, page],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        page: String(page),
        limit: String(ENVIRONMENTS_PAGE_SIZE),
        sort: 'name',
      });
      // Empty filters are left out: the server reads a missing filter as "any".
      if (filters.name) query.set('name', filters.name);
      if (filters.type) query.set('type', filters.type);
      if (!filters.withArchived) query.set('archived', 'false');
      return request<EnvironmentPage>(`/api/learning_environments?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

const oneKey = (id: string) => ['environments', 'one', id];

export const useEnvironment = (id: string) =>
  useQuery({
    queryKey: oneKey(id),
    queryFn: ({ signal }) =>
      request<LearningEnvironment>(`/api/learning_environments/${encodeURIComponent(id)}`, { signal }),
  });

/** An environment's people by role (the first 50 of each) and a school's classes (the first 100). */
export const useEnvironmentMembers = (id: string) =>
  useQuery({
    queryKey: ['environments', 'members', id],
    queryFn: ({ signal }) =>
      request<EnvironmentMembers>(`/api/learning_environments/${encodeURIComponent(id)}/members`, {
        signal,
      }),
  });

/** Creates a school (or other establishment) or a content community. */
export const useCreateEnvironment = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EnvironmentCreate) =>
      request<LearningEnvironment>('/api/learning_environments', { method: 'POST', body }),
    onSuccess: async (created) => {
      client.setQueryData(oneKey(created._id), created);
      await client.invalidateQueries({ queryKey: ['environments', 'list'] });
    },
  });
};

/** Saves an environment's details, or archives or restores it. */
export const useUpdateEnvironment = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LearningEnvironmentUpdate) =>
      request<LearningEnvironment>(`/api/learning_environments/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body,
      }),
    onSuccess: async (saved) => {
      client.setQueryData(oneKey(id), saved);
      // Lists and searches name it (the list, the user editor's roles, the community menu).
      await client.invalidateQueries({
        predicate: ({ queryKey }) =>
          (queryKey[0] === 'environments' && queryKey[1] !== 'one' && queryKey[1] !== 'members') ||
          (queryKey[0] === 'users' && queryKey[1] === 'communities'),
      });
    },
  });
};
