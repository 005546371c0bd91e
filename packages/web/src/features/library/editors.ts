// Where a library item opens: `/edit/{editor}/{id}` (the editor of its tab, core `LIBRARY_TABS`).
export const editorPath = (editor: string, id: string) => `/edit/${editor}/${encodeURIComponent(id)}`;
