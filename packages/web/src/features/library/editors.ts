// Where library items open, and which editors exist so far (the others arrive with the rest of the library).
const READY = new Set([
  'course',
  'assessment',
  'brick',
  'topic',
  'link',
  'challenge',
  'reference',
  'definition',
  'faq',
]);

export const hasEditor = (editor: string) => READY.has(editor);

export const editorPath = (editor: string, id: string) => `/edit/${editor}/${encodeURIComponent(id)}`;
