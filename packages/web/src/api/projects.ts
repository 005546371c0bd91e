// Projects: the profile list, one project with its files, saves, archive and kept versions.
import type {
  ClassProjectSummary,
  NewProject,
  ProjectSave,
  ProjectSummary,
  ProjectVersion,
  ProjectView,
} from '@brickyard/core';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { request, versionedSave } from './client.ts';

export interface ProjectListFilters {
  /** Whose projects; everyone's (admins) when left out. */
  user?: string;
  page: number;
  archived: boolean;
  sort: string;
  language?: string;
  name?: string;
  /** Only projects of at least this many characters. */
  minSize?: number;
  /** Only the projects made for this tutorial or challenge. */
  learningProject?: string;
  limit?: number;
}

export const useProjectList = (filters: ProjectListFilters) =>
  useQuery({
    queryKey: ['projects', 'list', filters],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        page: String(filters.page),
        archived: String(filters.archived),
        sort: filters.sort,
      });
      if (filters.user) query.set('user', filters.user);
      if (filters.language) query.set('language', filters.language);
      if (filters.name) query.set('name', filters.name);
      if (filters.minSize) query.set('minSize', String(filters.minSize));
      if (filters.learningProject) query.set('learningProject', filters.learningProject);
      if (filters.limit) query.set('limit', String(filters.limit));
      return request<{ items: ProjectSummary[]; count: number; pages: number }>(`/api/projects?${query}`, {
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });

export const useCreateProject = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (project: NewProject) =>
      request<ProjectView>('/api/projects', { method: 'POST', body: project }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['projects', 'list'] }),
  });
};

export const useArchiveProject = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      request<ProjectView>(`/api/projects/${id}/archive`, { method: 'PUT', body: { archived } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['projects', 'list'] }),
  });
};

export const useProject = (id: string) =>
  useQuery({
    queryKey: ['projects', 'one', id],
    queryFn: ({ signal }) => request<ProjectView>(`/api/projects/${id}`, { signal }),
    // The editor holds the working copy: a refetch must not replace what the student is typing.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Saves naming `save.version`; a stale one fails with 409 (`staleSave`) unless `force`. */
export const saveProject = (
  id: string,
  save: ProjectSave,
  options: { force?: boolean; keepalive?: boolean } = {},
) => versionedSave<ProjectView>(`/api/projects/${id}`, save, options);

export const useProjectVersions = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ['projects', 'versions', id],
    queryFn: ({ signal }) => request<ProjectVersion[]>(`/api/projects/${id}/versions`, { signal }),
    enabled,
  });

export const restoreProjectVersion = (id: string, versionId: string) =>
  request<ProjectView>(`/api/projects/${id}/versions/${versionId}/restore`, { method: 'POST' });

export interface ClassProjectFilters {
  archived: boolean;
  sort: string;
  language?: string;
  /** Project name or the student's first or last name. */
  q?: string;
  limit: number;
}

type ClassProjectPage = { items: ClassProjectSummary[]; count: number; pages: number };

const classProjectsPage = (
  classId: string,
  filters: ClassProjectFilters,
  page: number,
  signal: AbortSignal,
) => {
  const query = new URLSearchParams({
    page: String(page),
    archived: String(filters.archived),
    sort: filters.sort,
    limit: String(filters.limit),
  });
  if (filters.language) query.set('language', filters.language);
  if (filters.q) query.set('q', filters.q);
  return request<ClassProjectPage>(`/api/classes/${encodeURIComponent(classId)}/projects?${query}`, {
    signal,
  });
};

/** A class's projects a page at a time (the class's project browser). */
export const useClassProjects = (classId: string, filters: ClassProjectFilters, page: number) =>
  useQuery({
    queryKey: ['projects', 'class', classId, 'page', filters, page],
    queryFn: ({ signal }) => classProjectsPage(classId, filters, page, signal),
    placeholderData: keepPreviousData,
  });

/** A class's projects as one growing list: Show More adds the next page (the project wall). */
export const useClassWall = (classId: string, filters: ClassProjectFilters) =>
  useInfiniteQuery({
    queryKey: ['projects', 'class', classId, 'wall', filters],
    queryFn: ({ signal, pageParam }) => classProjectsPage(classId, filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, all) => (all.length < last.pages ? all.length : undefined),
    placeholderData: keepPreviousData,
  });

export const useStarProject = (classId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, starred }: { projectId: string; starred: boolean }) =>
      request<{ starredProjects: string[] }>(
        `/api/classes/${encodeURIComponent(classId)}/starred-projects/${encodeURIComponent(projectId)}`,
        { method: 'PUT', body: { starred } },
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['projects', 'class', classId] }),
        client.invalidateQueries({ queryKey: ['classes', 'one', classId] }),
      ]),
  });
};
