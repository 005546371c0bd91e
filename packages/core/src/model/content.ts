// The library content row every kind shares (ARCHITECTURE.md "Data"), plus the small field types content bodies reuse.
import { z } from 'zod';
import { type FieldName, message } from '../api/messages.ts';
import { CONTENT_LANGUAGES, REFERENCE_LANGUAGES } from '../constants.ts';
import { IdSchema, IsoDateSchema, maxCharsMessage, requiredMessage, translationsOf } from './common.ts';

/** An enum whose error says "{field} is required" when missing and lists the choices when wrong. */
export const enumOf = <const T extends readonly [string, ...string[]]>(values: T, field: FieldName) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined
        ? requiredMessage(field)
        : message('oneOf', { field, values: values.join(', ') }),
  });

export const CONTENT_KINDS = [
  'courses',
  'assessments',
  'questions',
  'bricks',
  'tutorials',
  'challenges',
  'topics',
  'links',
  'references',
  'faqs',
  'definitions',
  'stickers',
] as const;
export const ContentKindSchema = enumOf(CONTENT_KINDS, 'kind');
export type ContentKind = z.infer<typeof ContentKindSchema>;

/** Courses, assessments, bricks, tutorials, challenges, topics and links are written in one of these. */
export const ContentLanguageSchema = enumOf(CONTENT_LANGUAGES, 'language');
export type ContentLanguage = z.infer<typeof ContentLanguageSchema>;

/** References, FAQs and definitions also cover the web languages. */
export const ReferenceLanguageSchema = enumOf(REFERENCE_LANGUAGES, 'language');
export type ReferenceLanguage = z.infer<typeof ReferenceLanguageSchema>;

export const TITLE_MAX = 200;
export const RICH_TEXT_MAX = 100_000;
export const URL_MAX = 2048;

const textError = (field: FieldName) => (issue: { input?: unknown }) =>
  issue.input === undefined ? requiredMessage(field) : message('mustBeText', { field });

/** Long text kept exactly as written: code, expected output, answers. It is never read as HTML. */
export const longText = (field: FieldName, max = RICH_TEXT_MAX) =>
  // A text over the limit is refused before any later step (rich text's sanitiser) reads it.
  z.string({ error: textError(field) }).max(max, { error: maxCharsMessage(field, max), abort: true });

/** Plain text, trimmed, with a length limit. */
export const plainText = (field: FieldName, max = TITLE_MAX) =>
  z
    .string({ error: textError(field) })
    .trim()
    .max(max, maxCharsMessage(field, max));

/** Each save names the version it edited; a stale version gets 409 (ARCHITECTURE.md "Data"). */
export const VersionSchema = z
  .number({ error: requiredMessage('version') })
  .int(message('mustBeWholeNumber', { field: 'version' }))
  .min(0, message('atLeast', { field: 'version', min: 0 }));

/** A new library item: any editable field, plus the fields every item of this kind must have. */
export const contentCreateSchema = <Editable extends z.ZodRawShape, Required extends z.ZodRawShape>(
  editable: Editable,
  required: Required,
) => z.object(editable).partial().extend(required).strict();

/** An edit: any editable field, and the version it was made on, so a stale save can be refused (409). */
export const contentUpdateSchema = <Editable extends z.ZodRawShape>(editable: Editable) =>
  z.object(editable).partial().extend({ version: VersionSchema }).strict();

/** An address a browser can load: an absolute http(s) URL or a path on our own origin (uploads). */
export const UrlSchema = z
  .string()
  .trim()
  .max(URL_MAX, maxCharsMessage('url', URL_MAX))
  .regex(/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, message('urlStart'));

/** An address on another site, which must be a full http(s) URL. */
export const WebUrlSchema = z
  .url({ protocol: /^https?$/, error: message('urlFull') })
  .max(URL_MAX, maxCharsMessage('url', URL_MAX));

/** A thumbnail, banner or logo: an uploaded image (`thumbnail.image`). */
export const ImageRefSchema = z.object({ image: UrlSchema });
export type ImageRef = z.infer<typeof ImageRefSchema>;

export const COLOUR_MESSAGE = message('colour');
export const ColourSchema = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, COLOUR_MESSAGE);

/** A free keyword tag (topics). */
export const TagSchema = z
  .string()
  .trim()
  .min(1, message('cannotBeEmpty', { field: 'tags' }))
  .max(50, maxCharsMessage('tags', 50));

/** Per-locale overrides of a content body's text fields, one entry per locale ("en" is the body itself). */
export const ContentTranslationsSchema = translationsOf(z.record(z.string(), z.unknown()));
export type ContentTranslations = z.infer<typeof ContentTranslationsSchema>;

/** One library row as the library tables list it, whatever its kind. */
export const ContentRowSchema = z.object({
  _id: IdSchema,
  kind: ContentKindSchema,
  community: IdSchema,
  language: ReferenceLanguageSchema.nullable(),
  title: z.string(),
  draft: z.boolean(),
  archived: z.boolean(),
  core: z.boolean(),
  author: IdSchema.nullable(),
  version: VersionSchema,
  updatedAt: IsoDateSchema,
});
export type ContentRow = z.infer<typeof ContentRowSchema>;

/** Fields every library entity carries besides its body, as the API presents them. */
export const ContentMetaSchema = z.object({
  _id: IdSchema,
  community: IdSchema,
  draft: z.boolean(),
  archived: z.boolean(),
  core: z.boolean(),
  author: IdSchema.nullable(),
  createdBy: IdSchema.nullable(),
  version: VersionSchema,
  updatedAt: IsoDateSchema,
  translations: ContentTranslationsSchema.optional(),
  /**
   * Editors' reads of lessons, quizzes, tutorials, challenges, topics and links: the item is in use (in a
   * published course, or answered by a learner), so its language can no longer change.
   */
  languageLocked: z.boolean().optional(),
});
export type ContentMeta = z.infer<typeof ContentMetaSchema>;

/** Flags an author may set on create and update of any library entity. */
export const contentFlagsShape = {
  draft: z.boolean(),
  archived: z.boolean(),
  core: z.boolean(),
  translations: ContentTranslationsSchema,
};

export const XP_MAX = 10_000;
/** An xp value an author or a teacher sets. */
export const XpSchema = z
  .number({ error: message('mustBeNumber', { field: 'xp' }) })
  .min(0, message('atLeast', { field: 'xp', min: 0 }))
  .max(XP_MAX, message('atMost', { field: 'xp', max: XP_MAX }));
