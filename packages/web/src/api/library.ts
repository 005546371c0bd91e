// The authoring library's calls: the content table, an item for its editor, create, save (with its version),
// copy, publishing a course, and the rows of the ids an editor's lists hold.
import type { LibraryKind, LibraryRow, PublishCourseResult } from '@brickyard/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, versionedSave } from './client.ts';

const enc = encodeURIComponent;

/** The library's filters as the URL and the server name them; an empty value means "any". */
export interface LibraryFilters {
  name: string;
  status: '' | 'draft' | 'published';
  language: string;
  archived: 'true' | 'false';
  author: string;
  core: '' | 'true' | 'false';
}

export interface LibraryPage {
  items: LibraryRow[];
  count: number;
  pages: number;
}

export const useLibraryList = (
  kind: LibraryKind,
  variant: string | null,
  filters: LibraryFilters,
  page: number,
  limit = 20,
) =>
  useQuery({
    queryKey: ['library', 'list', kind, variant, filters, page, limit],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(limit) });
      if (variant) query.set('variant', variant);
      for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
      return request<LibraryPage>(`/api/library/${kind}?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const itemKey = (kind: LibraryKind, id: string) => ['library', 'item', kind, id];

export const fetchItem = <T>(kind: LibraryKind, id: string, signal?: AbortSignal) =>
  request<T>(`/api/library/${kind}/${enc(id)}`, signal ? { signal } : {});

export const useLibraryItem = <T>(kind: LibraryKind, id: string, enabled = true) =>
  useQuery({
    queryKey: itemKey(kind, id),
    queryFn: ({ signal }) => fetchItem<T>(kind, id, signal),
    enabled,
    // An editor works on its own copy of the item; a refetch behind its back would not reach the form.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const createItem = (
  kind: LibraryKind,
  body: Record<string, unknown>,
  options: { keepalive?: boolean } = {},
) =>
  request<LibraryRow>(`/api/${kind}`, {
    method: 'POST',
    body,
    ...(options.keepalive ? { keepalive: true } : {}),
  });

/** Saves naming `body.version`; a stale one fails with 409 (`staleSave`) unless `force`. */
export const saveItem = (
  kind: LibraryKind,
  id: string,
  body: Record<string, unknown>,
  options: { force?: boolean; keepalive?: boolean } = {},
) => versionedSave<LibraryRow>(`/api/${kind}/${enc(id)}`, body, options);

export const copyItem = (kind: LibraryKind, id: string, language?: string) =>
  request<LibraryRow>(`/api/${kind}/${enc(id)}/copy`, {
    method: 'POST',
    body: language ? { language } : {},
  });

/** The rows of these ids, in their order (titles for a course's or a stage's lists). */
export const useLibraryLookup = (ids: readonly string[]) =>
  useQuery({
    queryKey: ['library', 'lookup', [...ids].sort()],
    queryFn: ({ signal }) =>
      request<{ items: LibraryRow[] }>('/api/library/lookup', {
        method: 'POST',
        body: { ids: [...new Set(ids)] },
        signal,
      }),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    select: (data) => new Map(data.items.map((row) => [row._id, row])),
  });

/** After a create, save, copy or archive: the library's lists are out of date. */
export const useInvalidateLibrary = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['library', 'list'] });
};

/** Publishes a course naming its version; `drafts` publishes the draft stages and items inside too. */
export const publishCourse = (id: string, body: { version: number; drafts: boolean }) =>
  request<PublishCourseResult>(`/api/courses/${enc(id)}/publish`, { method: 'POST', body });
