import type { LibraryTab } from '@brickyard/core';

// Where a library item opens: `/edit/{editor}/{id}` (the editor of its tab, core `LIBRARY_TABS`).
export const editorPath = (editor: string, id: string) => `/edit/${editor}/${encodeURIComponent(id)}`;

/** A new item of the tab, in `language` if given (the list's filter, or the course it is made for). */
export const newItemPath = (tab: LibraryTab, language: string) => {
  const query = new URLSearchParams();
  if (tab.variant) query.set('type', tab.variant);
  if (language) query.set('language', language);
  return `${editorPath(tab.editor, 'new')}${query.size ? `?${query}` : ''}`;
};
