// Another site's page in a sandboxed frame, loaded when it scrolls into view.
import type { EmbedPiece as EmbedPieceType } from '@brickyard/core';
import { useTranslation } from 'react-i18next';

const DEFAULT_HEIGHT = 400;

export function EmbedPiece({ piece }: { piece: EmbedPieceType }) {
  const { t } = useTranslation();
  const { url, title, height } = piece.data;
  return (
    <iframe
      className="piece-embed"
      src={url}
      title={title || t('pieces.embed')}
      height={height ?? DEFAULT_HEIGHT}
      loading="lazy"
      sandbox="allow-scripts allow-same-origin allow-popups"
    />
  );
}
