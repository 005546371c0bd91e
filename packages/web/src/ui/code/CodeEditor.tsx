// The code editor as pages use it: CodeMirror loads in its own chunk, the first time a page shows an editor.
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { CodeEditorProps, CodeLanguage } from './types.ts';

export type { CodeEditorProps, CodeLanguage } from './types.ts';

const CodeMirrorEditor = lazy(() => import('./CodeMirrorEditor.tsx'));

export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<Skeleton height={288} radius="sm" />}>
      <CodeMirrorEditor {...props} />
    </Suspense>
  );
}

/** The editor language for a project file name. */
export const languageOfFile = (name: string): CodeLanguage => {
  if (name.endsWith('.py')) return 'python';
  if (name.endsWith('.html')) return 'html';
  if (name.endsWith('.css')) return 'css';
  return 'javascript';
};
