// The badge formats (purpose, signal, handler, audience): a small badge with the value, named in the reader's
// language where it is one of a fixed list.
import type { BadgePiece as BadgePieceType } from '@brickyard/core';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Text in shade 9 keeps 4.5:1 on the light badge backgrounds.
const COLOURS = { purpose: 'blue', signal: 'grape', handler: 'teal', audience: 'indigo' } as const;

export function BadgePiece({ piece }: { piece: BadgePieceType }) {
  const { t } = useTranslation();
  const value =
    piece.format === 'handler'
      ? piece.data.value
      : t(`pieces.values.${piece.format}.${piece.data.value}`, { defaultValue: piece.data.value });
  return (
    <div>
      <Badge variant="light" color={COLOURS[piece.format]} c={`${COLOURS[piece.format]}.9`} tt="none">
        {t(`pieces.badges.${piece.format}`, { value })}
      </Badge>
    </div>
  );
}
