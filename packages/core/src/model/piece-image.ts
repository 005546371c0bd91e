// The image an image piece shows a reader. Apart from piece.ts, whose schemas (and the rich-text sanitiser they
// use) the pages that only show pieces do not load.
import type { Locale } from '../basics.ts';
import type { ImagePiece, ImageSource } from './piece.ts';

/** The image for a locale, falling back to English when no translated image exists. */
export const imageForLocale = (piece: Pick<ImagePiece, 'data'>, locale: Locale): ImageSource | undefined =>
  piece.data.images[locale] ?? piece.data.images.en;
