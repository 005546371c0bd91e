import { describe, expect, it } from 'vitest';
import {
  dropEmptySkillTopicPairs,
  SkillTopicPairSchema,
  SkillTopicPairsInputSchema,
  TOPICS_PER_PAIR_MESSAGE,
} from './skill-topic.ts';

const topics = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);

describe('dropEmptySkillTopicPairs', () => {
  it('drops pairs with an empty skill or no topic and keeps the rest', () => {
    const kept = dropEmptySkillTopicPairs([
      { skill: 'loops', topics: ['for', 'while'] },
      { skill: '', topics: ['for'] },
      { skill: 'functions', topics: [] },
      { skill: '  ', topics: ['x'] },
      { skill: 'arrays', topics: ['', '  '] },
    ]);
    expect(kept).toEqual([{ skill: 'loops', topics: ['for', 'while'] }]);
  });

  it('trims and removes empty topic entries', () => {
    expect(dropEmptySkillTopicPairs([{ skill: ' loops ', topics: ['', ' for '] }])).toEqual([
      { skill: 'loops', topics: ['for'] },
    ]);
  });
});

describe('SkillTopicPairsInputSchema', () => {
  it('cleans the pairs on parse', () => {
    const parsed = SkillTopicPairsInputSchema.parse([
      { skill: 'loops', topics: ['for'] },
      { skill: '', topics: [] },
    ]);
    expect(parsed).toEqual([{ skill: 'loops', topics: ['for'] }]);
  });

  it('allows 25 topics per pair and refuses 26', () => {
    expect(SkillTopicPairsInputSchema.safeParse([{ skill: 's', topics: topics(25) }]).success).toBe(true);
    const result = SkillTopicPairsInputSchema.safeParse([{ skill: 's', topics: topics(26) }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(TOPICS_PER_PAIR_MESSAGE);
    expect(TOPICS_PER_PAIR_MESSAGE).toBe('A skill can have at most 25 topics');
  });
});

describe('SkillTopicPairSchema', () => {
  it('parses a saved pair', () => {
    expect(SkillTopicPairSchema.safeParse({ skill: 'loops', topics: ['for'] }).success).toBe(true);
  });

  it('needs a topic', () => {
    const result = SkillTopicPairSchema.safeParse({ skill: 'loops', topics: [] });
    expect(result.error?.issues[0]?.message).toBe('A skill needs at least one topic');
  });
});
