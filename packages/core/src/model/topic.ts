// Topics: what a skill covers, each introduced by a concept intro and practised with a boost.

import { z } from 'zod';
import { message } from '../api/messages.ts';
import { IdSchema, requiredText } from './common.ts';
import {
  ContentLanguageSchema,
  ContentMetaSchema,
  contentCreateSchema,
  contentFlagsShape,
  contentUpdateSchema,
  ImageRefSchema,
  TagSchema,
} from './content.ts';
import { plainDescription } from './rich-text.ts';

export const TOPIC_TAG_MESSAGE = message('topicTag');
export const TopicTagsSchema = z.array(TagSchema, { error: TOPIC_TAG_MESSAGE }).min(1, TOPIC_TAG_MESSAGE);

export const TopicSchema = ContentMetaSchema.extend({
  title: z.string(),
  description: z.string(),
  language: ContentLanguageSchema,
  thumbnail: ImageRefSchema.nullable(),
  tags: z.array(z.string()),
  forTeachers: z.boolean(),
  /** Assessment ids: the concept intro (lesson) that introduces the topic and the boost that practises it. */
  conceptIntro: IdSchema.nullable(),
  boost: IdSchema.nullable(),
});
export type Topic = z.infer<typeof TopicSchema>;

const topicEditableShape = {
  ...contentFlagsShape,
  title: requiredText('title'),
  description: plainDescription('description'),
  thumbnail: ImageRefSchema.nullable(),
  tags: TopicTagsSchema,
  forTeachers: z.boolean(),
  conceptIntro: IdSchema.nullable(),
  boost: IdSchema.nullable(),
};

/** A new topic may start as an empty draft (authoring.md §4); its tags are required once it is saved with them. */
export const TopicCreateSchema = contentCreateSchema(topicEditableShape, {
  title: requiredText('title'),
  language: ContentLanguageSchema,
});
export type TopicCreate = z.infer<typeof TopicCreateSchema>;

export const TopicUpdateSchema = contentUpdateSchema(topicEditableShape);
export type TopicUpdate = z.infer<typeof TopicUpdateSchema>;
