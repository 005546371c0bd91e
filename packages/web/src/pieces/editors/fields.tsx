// What the piece editors share: their props, the list editor a container receives, and the labelled fields most
// of them are made of (text, code, a choice from a list, a program's language).
import { type Piece, type PieceFormat, PROJECT_LANGUAGES, type ProjectLanguage } from '@brickyard/core';
import { NativeSelect, Textarea, TextInput, type TextInputProps } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

export type Change<T> = (next: T) => void;
export type PieceOf<F extends PieceFormat> = Extract<Piece, { format: F }>;

/** The editor of one piece of one format. */
export interface PieceEditorProps<P extends Piece> {
  piece: P;
  onChange: Change<P>;
  readOnly?: boolean;
}

/** The editor of a list of pieces, as a container piece receives it: PiecesEditor.tsx hands itself down (as the
 *  viewers receive `Pieces`, see ../nested.ts), so a container's editor never imports the list that imports it. */
export type PiecesListEditor = ComponentType<{
  label: string;
  pieces: readonly Piece[];
  onChange: Change<Piece[]>;
  readOnly?: boolean;
}>;

/** The editor of a piece that holds pieces of its own (section, columns, piece table). */
export interface ContainerEditorProps<P extends Piece> extends PieceEditorProps<P> {
  PiecesEditor: PiecesListEditor;
}

/** Replaces some of a piece's data, keeping the rest. */
export const dataSetter =
  <P extends Piece>(piece: P, onChange: Change<P>) =>
  (data: Partial<P['data']>) =>
    onChange({ ...piece, data: { ...piece.data, ...data } });

export const codeStyles = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } as const;

interface FieldProps<V extends string = string> {
  label: string;
  value: string;
  readOnly?: boolean;
  onChange: Change<V>;
}

export function TextField({ onChange, ...props }: FieldProps & Omit<TextInputProps, keyof FieldProps>) {
  return <TextInput {...props} onChange={(e) => onChange(e.currentTarget.value)} />;
}

/** Code, in the monospace font, without spelling marks. */
export function CodeField({ label, value, readOnly, onChange }: FieldProps) {
  return (
    <Textarea
      label={label}
      value={value}
      readOnly={readOnly}
      autosize
      minRows={3}
      styles={codeStyles}
      spellCheck={false}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/** One of a fixed list of values, each shown by its `name`. */
export function SelectField<V extends string>({
  label,
  value,
  values,
  name,
  readOnly,
  onChange,
}: FieldProps<V> & { values: readonly V[]; name(value: V): string }) {
  return (
    <NativeSelect
      label={label}
      value={value}
      disabled={readOnly}
      data={values.map((v) => ({ value: v, label: name(v) }))}
      onChange={(e) => onChange(e.currentTarget.value as V)}
    />
  );
}

/** The programming language of a piece's code. */
export function LanguageField({ value, readOnly, onChange }: Omit<FieldProps<ProjectLanguage>, 'label'>) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('pieceEditor.language')}
      value={value}
      values={PROJECT_LANGUAGES}
      name={(v) => t(`pieces.languages.${v}`)}
      readOnly={readOnly}
      onChange={onChange}
    />
  );
}
