// References, FAQs and definitions share one shape: a titled page of sections of pieces, in a tree.
import { z } from 'zod';
import { IdSchema, requiredText } from './common.ts';
import {
  ContentMetaSchema,
  contentCreateSchema,
  contentFlagsShape,
  contentUpdateSchema,
  enumOf,
  plainText,
  ReferenceLanguageSchema,
} from './content.ts';
import { PiecesSchema } from './piece.ts';
import { richText } from './rich-text.ts';

/** "skill" references are the skills of skill-topic pairs; "reference" items are what learners see. */
export const META_TAGS = ['definition', 'reference', 'skill', 'note', 'faq'] as const;
export const MetaTagSchema = enumOf(META_TAGS, 'metaTag');
export type MetaTag = z.infer<typeof MetaTagSchema>;

export const ReferenceSectionSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  pieces: PiecesSchema,
});
export type ReferenceSection = z.infer<typeof ReferenceSectionSchema>;

export const ReferenceSchema = ContentMetaSchema.extend({
  title: z.string(),
  description: z.string(),
  language: ReferenceLanguageSchema,
  pieces: PiecesSchema,
  sections: z.array(ReferenceSectionSchema),
  /** The parent item in the reference tree; null at the root. */
  parent: IdSchema.nullable(),
  metaTags: z.array(MetaTagSchema),
});
export type Reference = z.infer<typeof ReferenceSchema>;

export const ReferenceSectionInputSchema = z
  .object({ _id: IdSchema.optional(), title: plainText('sectionTitle'), pieces: PiecesSchema })
  .strict();
export type ReferenceSectionInput = z.infer<typeof ReferenceSectionInputSchema>;

const referenceEditableShape = {
  ...contentFlagsShape,
  title: requiredText('title'),
  description: richText('description'),
  pieces: PiecesSchema,
  sections: z.array(ReferenceSectionInputSchema),
  parent: IdSchema.nullable(),
  metaTags: z.array(MetaTagSchema),
};

export const ReferenceCreateSchema = contentCreateSchema(referenceEditableShape, {
  title: requiredText('title'),
  language: ReferenceLanguageSchema,
});
export type ReferenceCreate = z.infer<typeof ReferenceCreateSchema>;

export const ReferenceUpdateSchema = contentUpdateSchema(referenceEditableShape);
export type ReferenceUpdate = z.infer<typeof ReferenceUpdateSchema>;

export const FaqSchema = ReferenceSchema;
export type Faq = Reference;
export const FaqCreateSchema = ReferenceCreateSchema;
export type FaqCreate = ReferenceCreate;
export const FaqUpdateSchema = ReferenceUpdateSchema;
export type FaqUpdate = ReferenceUpdate;

export const DefinitionSchema = ReferenceSchema;
export type Definition = Reference;
export const DefinitionCreateSchema = ReferenceCreateSchema;
export type DefinitionCreate = ReferenceCreate;
export const DefinitionUpdateSchema = ReferenceUpdateSchema;
export type DefinitionUpdate = ReferenceUpdate;
