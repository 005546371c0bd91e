// A learner's own order of a question's options (issue 17): shuffled, so the right answer is not where the
// author happened to write it (first, in every shipped question), and the same for that learner every time the
// question is shown, so a reload does not move what they were about to click. No Math.random: the order comes
// from the learner's id and the question's.

/** A 32-bit FNV-1a hash of a string's UTF-16 code units. */
export const hashText = (text: string) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
};

/** Mulberry32: a small seeded generator of numbers in [0, 1). */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** `items` in an order fixed by `seed` (Fisher-Yates driven by the seeded generator); a copy. */
export const shuffledBy = <T>(items: readonly T[], seed: string): T[] => {
  const out = [...items];
  const random = seededRandom(hashText(seed));
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

/** The seed of one learner's order of one question's options. */
export const optionOrderSeed = (learnerId: string, questionId: string) => `${learnerId}:${questionId}`;
