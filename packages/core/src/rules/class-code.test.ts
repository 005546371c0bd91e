import { describe, expect, it } from 'vitest';
import { CLASS_CODE_ALPHABET, generateClassCode, isAcceptableClassCode } from './class-code.ts';

/** A seeded generator so the test is repeatable. */
const seeded = (seed: number) => (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % n;
};

describe('class codes', () => {
  it('are six upper-case letters without vowels or look-alikes', () => {
    const random = seeded(42);
    for (let i = 0; i < 2000; i++) {
      const code = generateClassCode(random);
      expect(code).toMatch(/^[A-Z]{6}$/);
      expect(code).not.toMatch(/[AEIOUYL]/);
    }
    expect(CLASS_CODE_ALPHABET).not.toMatch(/[AEIOUYL]/);
  });

  it('never contain a blocked abbreviation', () => {
    expect(isAcceptableClassCode('BFCKMN')).toBe(false);
    expect(isAcceptableClassCode('KKKBCD')).toBe(false);
    expect(isAcceptableClassCode('BCDFGH')).toBe(true);
  });

  it('refuse short codes and other letters', () => {
    expect(isAcceptableClassCode('BCDFG')).toBe(false);
    expect(isAcceptableClassCode('BCDFGA')).toBe(false);
    expect(isAcceptableClassCode('bcdfgh')).toBe(false);
  });

  it('skip a rude draw and draw again', () => {
    // The first six draws spell F C K B C D (blocked); the next six are acceptable.
    const letters = 'FCKBCDBCDFGH';
    let i = 0;
    const scripted = () => CLASS_CODE_ALPHABET.indexOf(letters[i++]!);
    expect(generateClassCode(scripted)).toBe('BCDFGH');
  });
});
