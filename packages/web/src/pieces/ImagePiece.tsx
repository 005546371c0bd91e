// An image in the reader's language where one was uploaded, else the English one; alt text and caption.
import { type ImagePiece as ImagePieceType, imageForLocale, LOCALES, type Locale } from '@brickyard/core';
import { useTranslation } from 'react-i18next';

/** i18next's language as one of ours ("de-CH" is "de"); English when it is none of them. */
const toLocale = (language: string | undefined): Locale => {
  const base = language?.split('-')[0];
  return (LOCALES as readonly string[]).includes(base ?? '') ? (base as Locale) : 'en';
};

export function ImagePiece({ piece }: { piece: ImagePieceType }) {
  const { i18n } = useTranslation();
  const image = imageForLocale(piece, toLocale(i18n.language));
  if (!image) return null;
  return (
    <figure className="piece-figure">
      <img src={image.url} alt={image.alt ?? ''} loading="lazy" decoding="async" />
      {piece.data.caption && <figcaption dir="auto">{piece.data.caption}</figcaption>}
    </figure>
  );
}
