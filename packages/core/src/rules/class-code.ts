// Class join codes: upper-case letters a child can read aloud and type without confusion.
//  - No vowels (A E I O U, and Y), so a code cannot spell a word, rude or otherwise.
//  - No look-alikes: L (l, 1, I) is left out; O, I and U are vowels already.
//  - A short blocklist still catches rude abbreviations that need no vowels.

export const CLASS_CODE_ALPHABET = 'BCDFGHJKMNPQRSTVWXZ';
export const CLASS_CODE_LENGTH = 6;

const BLOCKED = [
  'FCK',
  'FK',
  'FCKN',
  'SHT',
  'KKK',
  'CNT',
  'FGT',
  'NGR',
  'NGGR',
  'DCK',
  'CCK',
  'TWT',
  'PSS',
  'XXX',
  'WTF',
  'STFU',
  'PRN',
  'SX',
  'NZ',
  'SS',
  'KK',
];

/** Whether a code is one we would hand out: the right letters, the right length, nothing rude inside. */
export const isAcceptableClassCode = (code: string) =>
  code.length >= CLASS_CODE_LENGTH &&
  [...code].every((c) => CLASS_CODE_ALPHABET.includes(c)) &&
  !BLOCKED.some((word) => code.includes(word));

/**
 * A new code from a source of random integers in [0, n). The server passes a cryptographic source and retries
 * on the (rare) clash with an existing code.
 */
export const generateClassCode = (randomInt: (n: number) => number, length = CLASS_CODE_LENGTH): string => {
  for (;;) {
    let code = '';
    for (let i = 0; i < length; i++) code += CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)];
    if (isAcceptableClassCode(code)) return code;
  }
};
