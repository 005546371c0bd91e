// An image piece: the English image with its alternative text and caption, and an image per language for
// pictures with words in them (readers of a language without one see the English image).
import { type ImagePiece, LOCALES } from '@brickyard/core';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImageUploader } from '../../ui/ImageUploader.tsx';
import { dataSetter, type PieceEditorProps, TextField } from './fields.tsx';

/** The languages an image may have its own version in, besides English. */
const TRANSLATION_LOCALES = LOCALES.filter((locale) => locale !== 'en');

type Images = ImagePiece['data']['images'];

export function ImagePieceEditor({ piece, onChange, readOnly }: PieceEditorProps<ImagePiece>) {
  const { t } = useTranslation();
  const set = dataSetter(piece, onChange);
  const en = piece.data.images.en;
  return (
    <Stack gap="xs">
      <ImageUploader
        label={t('pieceEditor.image')}
        value={en?.url ?? null}
        disabled={readOnly}
        onChange={(url) =>
          set({ images: url ? { ...piece.data.images, en: { url, alt: en?.alt ?? '' } } : {} })
        }
      />
      <TextField
        label={t('pieceEditor.alt')}
        value={en?.alt ?? ''}
        readOnly={readOnly}
        onChange={(alt) => set({ images: { ...piece.data.images, en: { url: en?.url ?? '', alt } } })}
      />
      <TextField
        label={t('pieceEditor.caption')}
        value={piece.data.caption ?? ''}
        readOnly={readOnly}
        onChange={(caption) => set({ caption })}
      />
      {en && (
        <details className="piece-locale-images">
          <summary>{t('pieceEditor.localeImages')}</summary>
          <Stack gap="xs" mt="xs">
            {TRANSLATION_LOCALES.map((locale) => (
              <LocaleImage
                key={locale}
                locale={locale}
                images={piece.data.images}
                readOnly={readOnly}
                onChange={(images) => set({ images })}
              />
            ))}
          </Stack>
        </details>
      )}
    </Stack>
  );
}

/** One language's own image and its alternative text. */
function LocaleImage({
  locale,
  images,
  readOnly,
  onChange,
}: {
  locale: (typeof TRANSLATION_LOCALES)[number];
  images: Images;
  readOnly?: boolean;
  onChange(images: Images): void;
}) {
  const { t } = useTranslation();
  const image = images[locale];
  const language = t(`languages.${locale}`);
  const withImage = (next: { url: string; alt?: string } | undefined) => {
    const copy = { ...images };
    if (next) copy[locale] = next;
    else delete copy[locale];
    return copy;
  };
  return (
    <Stack gap={4}>
      <ImageUploader
        label={t('pieceEditor.localeImage', { language })}
        value={image?.url ?? null}
        disabled={readOnly}
        onChange={(url) => onChange(withImage(url ? { url, alt: image?.alt ?? '' } : undefined))}
      />
      {image && (
        <TextField
          label={t('pieceEditor.localeAlt', { language })}
          value={image.alt ?? ''}
          readOnly={readOnly}
          onChange={(alt) => onChange(withImage({ url: image.url, alt }))}
        />
      )}
    </Stack>
  );
}
