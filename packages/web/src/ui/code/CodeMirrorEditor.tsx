// CodeMirror 6 with the language of the file: loaded only by pages that edit code (CodeEditor.tsx). Tab indents
// in it, so a note under an editable one says the way out CodeMirror keeps: Escape, then Tab (within 2 s).
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import {
  bracketMatching,
  defaultHighlightStyle,
  HighlightStyle,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from '@codemirror/language';
import { Compartment, EditorState, type Extension, StateEffect, StateField } from '@codemirror/state';
import {
  Decoration,
  type DecorationSet,
  drawSelection,
  EditorView,
  highlightActiveLine,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { Text } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { darkenedFor } from '../../app/theme.ts';
import type { CodeEditorProps, CodeLanguage } from './types.ts';

/** The active line's background as drawn on white (CodeMirror's #cceeff44). */
const ACTIVE_LINE = '#f1faff';

/**
 * CodeMirror's own colours, each darkened where needed to reach 4.5:1 on the active line's pale blue (its
 * green strings were 4.26:1 there).
 */
const readableHighlightStyle = HighlightStyle.define(
  defaultHighlightStyle.specs.map((spec) =>
    typeof spec.color === 'string' ? { ...spec, color: darkenedFor(spec.color, ACTIVE_LINE) } : spec,
  ),
);

const languageOf = (language: CodeLanguage): Extension => {
  switch (language) {
    case 'javascript':
      return javascript();
    case 'python':
      return python();
    case 'html':
      return html();
    case 'css':
      return css();
  }
};

// The line an error points at, marked until the code changes.
const setErrorLine = StateEffect.define<number | null>();
const errorLineField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = transaction.docChanged ? Decoration.none : marks.map(transaction.changes);
    for (const effect of transaction.effects)
      if (effect.is(setErrorLine)) {
        const line = effect.value;
        next =
          line && line <= transaction.state.doc.lines
            ? Decoration.set([
                Decoration.line({ class: 'cm-error-line' }).range(transaction.state.doc.line(line).from),
              ])
            : Decoration.none;
      }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

const theme = EditorView.theme({
  '&': { fontSize: '15px', border: '1px solid var(--mantine-color-gray-4)', borderRadius: '6px' },
  '&.cm-focused': { outline: '2px solid var(--mantine-color-blue-6)', outlineOffset: '1px' },
  '.cm-scroller': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    minHeight: '18rem',
  },
  '.cm-gutters': { backgroundColor: 'var(--mantine-color-gray-0)', color: 'var(--mantine-color-gray-7)' },
  '.cm-error-line': { backgroundColor: 'var(--mantine-color-red-1)' },
});

/** Editable or not; an editable editor is described by the hint that says how to leave it. */
const editing = (readOnly: boolean, hintId: string): Extension => [
  EditorState.readOnly.of(readOnly),
  EditorView.editable.of(!readOnly),
  readOnly ? [] : EditorView.contentAttributes.of({ 'aria-describedby': hintId }),
];

export default function CodeMirrorEditor({
  value,
  onChange,
  language,
  readOnly = false,
  label,
  errorLine = null,
}: CodeEditorProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const languageSlot = useRef(new Compartment());
  const readOnlySlot = useRef(new Compartment());

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is made once; later props go in by effects
  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          highlightActiveLine(),
          indentOnInput(),
          bracketMatching(),
          indentUnit.of('    '),
          syntaxHighlighting(readableHighlightStyle, { fallback: true }),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          languageSlot.current.of(languageOf(language)),
          readOnlySlot.current.of(editing(readOnly, hintId)),
          errorLineField,
          theme,
          // tabindex: the code is reached by Tab (and scrolled by keys) also when it is read-only, where it is not
          // contenteditable; axe does not count contenteditable as focusable, so its scroller needs this too.
          EditorView.contentAttributes.of({ 'aria-label': label, dir: 'ltr', tabindex: '0' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current?.(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value)
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: languageSlot.current.reconfigure(languageOf(language)) });
  }, [language]);

  useEffect(() => {
    view.current?.dispatch({
      effects: readOnlySlot.current.reconfigure(editing(readOnly, hintId)),
    });
  }, [readOnly, hintId]);

  useEffect(() => {
    view.current?.dispatch({ effects: setErrorLine.of(errorLine) });
  }, [errorLine]);

  return (
    <div>
      <div ref={host} dir="ltr" className="code-editor" />
      {/* A read-only editor is not focusable, so it needs no way out. */}
      {!readOnly && (
        <Text id={hintId} size="xs" c="dimmed" mt={4}>
          {t('runner.leaveEditor')}
        </Text>
      )}
    </div>
  );
}
