// What a code editor is given, shared by the page-facing editor (CodeEditor.tsx) and CodeMirror's own
// (CodeMirrorEditor.tsx), which loads in a chunk of its own.
export type CodeLanguage = 'javascript' | 'python' | 'html' | 'css';

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  language: CodeLanguage;
  readOnly?: boolean;
  /** Read out by screen readers for the editing area. */
  label: string;
  /** A line to mark, such as the line of the last error. */
  errorLine?: number | null;
}
