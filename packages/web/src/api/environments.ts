// Calls about learning environments (schools and content communities): the admin's search and lists.
import type { LearningEnvironment } from '@brickyard/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
