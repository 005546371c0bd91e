// Skill-topic tags on assessments, questions, bricks, tutorials and challenges: one skill and up to 25 topics.

import { z } from 'zod';
import { maxCharsMessage, message } from '../api/messages.ts';
import { TOPICS_PER_PAIR_MAX } from '../constants.ts';
import { IdSchema } from './common.ts';

export const TOPICS_PER_PAIR_MESSAGE = message('topicsPerSkill', { max: TOPICS_PER_PAIR_MAX });

/** A saved pair: the skill (a reference tagged "skill") and the topics it covers. */
export const SkillTopicPairSchema = z.object({
  skill: IdSchema,
  topics: z
    .array(IdSchema)
    .min(1, message('skillNeedsTopic'))
    .max(TOPICS_PER_PAIR_MAX, TOPICS_PER_PAIR_MESSAGE),
});
export type SkillTopicPair = z.infer<typeof SkillTopicPairSchema>;

/** A pair as an editor holds it, possibly still empty. */
export const SkillTopicPairDraftSchema = z.object({
  skill: z.string().max(64, maxCharsMessage('skill', 64)),
  topics: z
    .array(z.string().max(64, maxCharsMessage('topic', 64)))
    .max(TOPICS_PER_PAIR_MAX, TOPICS_PER_PAIR_MESSAGE),
});
export type SkillTopicPairDraft = z.infer<typeof SkillTopicPairDraftSchema>;

/**
 * Pairs with an empty skill or no topic are dropped before saving (authoring spec §5); empty topic
 * entries go too.
 */
export const dropEmptySkillTopicPairs = (pairs: readonly SkillTopicPairDraft[]): SkillTopicPair[] => {
  const kept: SkillTopicPair[] = [];
  for (const pair of pairs) {
    const skill = pair.skill.trim();
    const topics = pair.topics.map((topic) => topic.trim()).filter((topic) => topic.length > 0);
    if (skill.length > 0 && topics.length > 0) kept.push({ skill, topics });
  }
  return kept;
};

/** What create and update bodies accept: editor pairs, cleaned on parse. */
export const SkillTopicPairsInputSchema = z
  .array(SkillTopicPairDraftSchema)
  .overwrite(dropEmptySkillTopicPairs);
export type SkillTopicPairsInput = z.input<typeof SkillTopicPairsInputSchema>;
