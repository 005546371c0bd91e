// Links: a titled web address, opened on another site or embedded, optionally linked to one topic.

import { z } from 'zod';
import { message } from '../api/messages.ts';
import { IdSchema, requiredText } from './common.ts';
import {
  ContentLanguageSchema,
  ContentMetaSchema,
  contentCreateSchema,
  contentFlagsShape,
  contentUpdateSchema,
  WebUrlSchema,
} from './content.ts';

export const ONE_TOPIC_MESSAGE = message('oneTopic');
export const LinkTopicsSchema = z.array(IdSchema).max(1, ONE_TOPIC_MESSAGE);

export const LinkSchema = ContentMetaSchema.extend({
  title: z.string(),
  url: z.string(),
  /** true opens the address on its own site; false embeds it in the page. */
  external: z.boolean(),
  language: ContentLanguageSchema,
  topics: z.array(IdSchema),
});
export type Link = z.infer<typeof LinkSchema>;

const linkEditableShape = {
  ...contentFlagsShape,
  title: requiredText('title'),
  url: WebUrlSchema,
  external: z.boolean(),
  topics: LinkTopicsSchema,
};

/** A new link may start as an empty draft (authoring.md §4); its address is checked whenever it is given. */
export const LinkCreateSchema = contentCreateSchema(linkEditableShape, {
  title: requiredText('title'),
  language: ContentLanguageSchema,
});
export type LinkCreate = z.infer<typeof LinkCreateSchema>;

export const LinkUpdateSchema = contentUpdateSchema(linkEditableShape);
export type LinkUpdate = z.infer<typeof LinkUpdateSchema>;
