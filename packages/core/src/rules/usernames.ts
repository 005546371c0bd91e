// Usernames made from a first name (student signup, bulk import): the name's letters, lower case and
// without accents, plus a counter: "Zoë" → "zoe1", then "zoe2" when that is taken.

/** Letters that carry no separate accent mark, so NFKD leaves them as they are. */
const FOLDED: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Lower case without accents, for searching and for usernames: "Škola Ørsted" → "skola orsted". */
export const foldText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđðþı]/g, (letter) => FOLDED[letter] ?? letter);

export const USERNAME_BASE_MAX = 20;

/** The letters a username starts with; "student" when the name has no Latin letters at all. */
export const usernameBase = (firstName: string) =>
  foldText(firstName)
    .replace(/[^a-z]/g, '')
    .slice(0, USERNAME_BASE_MAX) || 'student';

/** The first of base1, base2, … that is not taken. */
export const nextFreeUsername = (base: string, taken: ReadonlySet<string>) => {
  for (let counter = 1; ; counter += 1) {
    const candidate = `${base}${counter}`;
    if (!taken.has(candidate)) return candidate;
  }
};

/** How many suggestions one signup looks up at once, and their random number's range per round. */
export const SUGGESTION_BATCH = 8;
const SUGGESTION_RANGES = [
  [10, 1000],
  [1000, 100000],
] as const;

/**
 * Usernames to suggest for a first name: the base and a random number, never a count of how many such
 * usernames exist (a sequential counter told anyone how many "student…" accounts there were). `round` 0 asks
 * for two- and three-digit numbers; later rounds for longer ones, when those are crowded. `randomInt(min, max)`
 * returns a whole number from min up to but not including max.
 */
export const usernameSuggestions = (
  base: string,
  round: number,
  randomInt: (min: number, max: number) => number,
) => {
  const [min, max] = SUGGESTION_RANGES[Math.min(round, SUGGESTION_RANGES.length - 1)]!;
  // Always as many distinct candidates (two equal draws would make the lookup shorter, and tell a little).
  const wanted = Math.min(SUGGESTION_BATCH, max - min + 1);
  const candidates = new Set<string>();
  while (candidates.size < wanted) candidates.add(`${base}${randomInt(min, max)}`);
  return [...candidates];
};

/** Usernames for several first names at once (bulk import): each the first free one after those before it. */
export const assignUsernames = (firstNames: readonly string[], taken: ReadonlySet<string>) => {
  const used = new Set(taken);
  return firstNames.map((firstName) => {
    const username = nextFreeUsername(usernameBase(firstName), used);
    used.add(username);
    return username;
  });
};
