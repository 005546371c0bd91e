// The badge formats (purpose, signal, audience, handler), as their one viewer shows them: a value from a fixed
// list, named in the author's language, or for a handler any text.
import { type BadgePiece, BRICK_AUDIENCES, BRICK_PURPOSES, BRICK_SIGNALS } from '@brickyard/core';
import { useTranslation } from 'react-i18next';
import { type PieceEditorProps, SelectField, TextField } from './fields.tsx';

const VALUES = { purpose: BRICK_PURPOSES, signal: BRICK_SIGNALS, audience: BRICK_AUDIENCES } as const;

export function BadgePieceEditor<P extends BadgePiece>({ piece, onChange, readOnly }: PieceEditorProps<P>) {
  const { t } = useTranslation();
  const format: BadgePiece['format'] = piece.format;
  // The value is one of the format's own values: the select offers no other.
  const set = (value: string) => onChange({ ...piece, data: { ...piece.data, value } } as P);
  if (format === 'handler')
    return (
      <TextField
        label={t('pieceEditor.formats.handler')}
        value={piece.data.value}
        readOnly={readOnly}
        onChange={set}
      />
    );
  return (
    <SelectField
      label={t(`pieceEditor.formats.${format}`)}
      value={piece.data.value}
      values={VALUES[format]}
      name={(v) => t(`pieces.values.${format}.${v}`)}
      readOnly={readOnly}
      onChange={set}
    />
  );
}
