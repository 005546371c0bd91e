// Translating library content (authoring.md §3, issue 7): every text field has per-locale values beside the
// English one, kept in `translations[locale]` in the body's shape. An editor switches its texts between English
// and a translation; in a translation only texts change, right to left for Arabic, with the English shown
// under each field and what is still untranslated counted.
import { isRichText, LOCALES, type Locale, type TextPath, translatableTexts } from '@brickyard/core';
import { Badge, Card, Paper, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../pieces/SafeHtml.tsx';
import { RichTextInput } from '../../ui/RichTextInput.tsx';

export type Path = readonly (string | number)[];
type Json = unknown;

export const getAt = (value: Json, path: Path): Json =>
  path.reduce<Json>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string | number, Json>)[key] : undefined),
    value,
  );

/** `value` with `path` set to `next`, creating objects and arrays (null-filled) on the way. */
export const setAt = (value: Json, path: Path, next: Json): Json => {
  if (path.length === 0) return next;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof key === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    while (list.length <= key) list.push(null);
    list[key] = setAt(list[key], rest, next);
    return list;
  }
  const object = value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as object) } : {};
  (object as Record<string, Json>)[key] = setAt((object as Record<string, Json>)[key], rest, next);
  return object;
};

export const TRANSLATION_LOCALES = LOCALES.filter((l) => l !== 'en') as Exclude<Locale, 'en'>[];

/** How many of these English texts have no translation in `translation`. */
export const untranslatedCount = (english: Json, translation: Json, paths: readonly Path[]) =>
  paths.filter((path) => {
    const source = getAt(english, path);
    const target = getAt(translation, path);
    return (
      typeof source === 'string' && source.trim() !== '' && !(typeof target === 'string' && target.trim())
    );
  }).length;

/** The switch between the English text and a translation. Translators, who cannot edit English, start in one. */
export function LocaleSwitch({
  value,
  onChange,
  withEnglish,
  untranslated,
}: {
  value: Locale;
  onChange(locale: Locale): void;
  withEnglish: boolean;
  untranslated: number;
}) {
  const { t } = useTranslation();
  const locales = withEnglish ? LOCALES : TRANSLATION_LOCALES;
  return (
    <div>
      <Text size="sm" fw={500} id="text-language" mb={4}>
        {t('editor.translate.label')}
      </Text>
      <SegmentedControl
        aria-labelledby="text-language"
        value={value}
        onChange={(next) => onChange(next as Locale)}
        data={locales.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
      />
      {value !== 'en' && (
        <Text size="sm" mt={4} aria-live="polite">
          {untranslated === 0
            ? t('editor.translate.allDone')
            : t('editor.translate.missing', { count: untranslated })}
        </Text>
      )}
    </div>
  );
}

/**
 * A text field of the item: the English value, or in a translation the translated value with the English
 * beneath it (an empty translation shows English to learners).
 */
export function TranslatableText({
  label,
  locale,
  english,
  translated,
  onEnglish,
  onTranslated,
  multiline,
  required,
  readOnly,
  description,
}: {
  label: string;
  locale: Locale;
  english: string;
  translated: string;
  onEnglish(value: string): void;
  onTranslated(value: string): void;
  multiline?: boolean;
  required?: boolean;
  readOnly?: boolean;
  description?: ReactNode;
}) {
  const { t } = useTranslation();
  const inTranslation = locale !== 'en';
  const value = inTranslation ? translated : english;
  const missing = inTranslation && english.trim() !== '' && translated.trim() === '';
  const props = {
    label,
    value,
    readOnly,
    required: required && !inTranslation,
    description: inTranslation ? (
      <span>
        {missing && (
          <Badge size="xs" color="orange" variant="light" me={6}>
            {t('editor.translate.notYet')}
          </Badge>
        )}
        {t('editor.translate.english')}: <bdi>{english || '—'}</bdi>
      </span>
    ) : (
      description
    ),
    onChange: (event: { currentTarget: { value: string } }) =>
      inTranslation ? onTranslated(event.currentTarget.value) : onEnglish(event.currentTarget.value),
  };
  // A translation is typed in its own language's direction (Arabic right to left), whatever the page's;
  // the label and the English beneath stay in the page's.
  // English text keeps its own direction inside a right-to-left page (plaintext bidi).
  const typed = inTranslation
    ? { lang: locale, styles: { input: { direction: locale === 'ar' ? 'rtl' : 'ltr' } } as const }
    : { styles: { input: { unicodeBidi: 'plaintext' } } as const };
  return multiline ? (
    <Textarea {...props} {...typed} autosize minRows={2} />
  ) : (
    <TextInput {...props} {...typed} />
  );
}

/** A rich text's words, without its tags: an editor left empty gives "<p></p>", which is no translation. */
const hasWords = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '';

/** "Sections 1 › Pieces 2 › Text" for a path of the item (numbers from 1; the pieces' `data` left out). */
const usePathLabel = () => {
  const { t } = useTranslation();
  return (path: TextPath) => {
    const parts: string[] = [];
    for (const segment of path) {
      if (typeof segment === 'number') {
        const last = parts.length - 1;
        if (last >= 0) parts[last] = `${parts[last]}${/\d$/.test(parts[last]!) ? ',' : ''} ${segment + 1}`;
      } else if (segment !== 'data') parts.push(t(`editor.translate.fields.${segment}`));
    }
    return parts.join(' › ');
  };
};

/** One part of an item with its own translations: the item itself, or one of its questions (own rows). */
export interface TranslationPart {
  key: string;
  heading?: string;
  english: unknown;
  translation: unknown;
  onChange(path: TextPath, value: string): void;
}

/** What is still untranslated across the parts. */
export const untranslatedInParts = (parts: readonly TranslationPart[]) =>
  parts.reduce(
    (sum, part) => sum + untranslatedCount(part.english, part.translation, translatableTexts(part.english)),
    0,
  );

/**
 * Every text of an item in one language (authoring.md §3): each with its English beneath, rich texts in the
 * rich text editor, what is not yet translated marked. Only texts change here; the item's structure is edited
 * in English.
 */
export function TranslationForm({
  parts,
  locale,
  readOnly,
}: {
  parts: readonly TranslationPart[];
  locale: Locale;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const withTexts = parts
    .map((part) => ({ part, paths: translatableTexts(part.english) }))
    .filter(({ paths }) => paths.length > 0);
  if (withTexts.length === 0) return <Text c="dimmed">{t('editor.translate.nothing')}</Text>;
  return (
    <Stack gap="xl" lang={locale}>
      {withTexts.map(({ part, paths }) =>
        part.heading ? (
          <Card key={part.key} withBorder component="section" aria-label={part.heading}>
            <Title order={2} size="h4" mb="sm" lang="en">
              <bdi>{part.heading}</bdi>
            </Title>
            <TranslationFields part={part} paths={paths} locale={locale} readOnly={readOnly} />
          </Card>
        ) : (
          <TranslationFields key={part.key} part={part} paths={paths} locale={locale} readOnly={readOnly} />
        ),
      )}
    </Stack>
  );
}

function TranslationFields({
  part,
  paths,
  locale,
  readOnly,
}: {
  part: TranslationPart;
  paths: readonly TextPath[];
  locale: Locale;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const label = usePathLabel();
  return (
    <Stack gap="md">
      {paths.map((path) => {
        const source = String(getAt(part.english, path) ?? '');
        const target = getAt(part.translation, path);
        const translated = typeof target === 'string' ? target : '';
        const key = path.join('.');
        const name = part.heading ? `${part.heading} › ${label(path)}` : label(path);
        if (!isRichText(source))
          return (
            <TranslatableText
              key={key}
              label={name}
              locale={locale}
              english={source}
              translated={translated}
              onEnglish={() => {}}
              onTranslated={(value) => part.onChange(path, value)}
              multiline={source.length > 80}
              readOnly={readOnly}
            />
          );
        return (
          <div key={key}>
            <RichTextInput
              label={name}
              value={translated}
              dir={locale === 'ar' ? 'rtl' : 'ltr'}
              readOnly={readOnly}
              onChange={(html) => part.onChange(path, hasWords(html) ? html : '')}
            />
            <Paper withBorder p="xs" mt={4} bg="var(--mantine-color-gray-0)" lang="en" dir="auto">
              <Text size="xs" c="dimmed" mb={2}>
                {!hasWords(translated) && (
                  <Badge size="xs" color="orange" variant="light" me={6}>
                    {t('editor.translate.notYet')}
                  </Badge>
                )}
                {t('editor.translate.english')}
              </Text>
              <SafeHtml html={source} />
            </Paper>
          </div>
        );
      })}
    </Stack>
  );
}
