import { describe, expect, it } from 'vitest';
import { hashText, optionOrderSeed, seededRandom, shuffledBy } from './shuffle.ts';

describe('shuffledBy', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f'];

  it('gives the same order for the same seed, every time, and leaves its input alone', () => {
    const first = shuffledBy(items, optionOrderSeed('learner-1', 'question-1'));
    expect(shuffledBy(items, optionOrderSeed('learner-1', 'question-1'))).toEqual(first);
    expect([...first].sort()).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('is a fixed function of its seed (no Math.random): known orders stay known', () => {
    expect(hashText('')).toBe(0x811c9dc5);
    expect(hashText('a')).toBe(0xe40c292c);
    const random = seededRandom(1);
    const draws = [random(), random(), random()];
    expect(draws.every((d) => d >= 0 && d < 1)).toBe(true);
    expect(seededRandom(1)()).toBe(draws[0]);
    expect(shuffledBy(items, 's1')).toEqual(shuffledBy([...items], 's1'));
  });

  it('differs between learners and between questions, and moves the first item away for many of them', () => {
    const orders = new Set<string>();
    let firstMoved = 0;
    for (let learner = 0; learner < 60; learner++) {
      const order = shuffledBy(items, optionOrderSeed(`learner-${learner}`, 'question-1'));
      orders.add(order.join(''));
      if (order[0] !== 'a') firstMoved += 1;
    }
    // Each of the 60 orders is one of 720; the first item stays first in about one in six.
    expect(orders.size).toBeGreaterThan(40);
    expect(firstMoved).toBeGreaterThan(30);
    expect(shuffledBy(items, optionOrderSeed('l', 'q1'))).not.toEqual(
      shuffledBy(items, optionOrderSeed('l', 'q2')),
    );
  });

  it('handles empty and single lists', () => {
    expect(shuffledBy([], 'x')).toEqual([]);
    expect(shuffledBy(['only'], 'x')).toEqual(['only']);
  });
});
