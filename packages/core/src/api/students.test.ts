import { describe, expect, it } from 'vitest';
import { asOneTimeCode, RESET_CODE_LENGTH } from './students.ts';

describe('asOneTimeCode', () => {
  const lengths = [RESET_CODE_LENGTH];
  it('reads a code typed in lower case or in groups as it was made', () => {
    expect(asOneTimeCode('bcdf2345', lengths)).toBe('BCDF2345');
    expect(asOneTimeCode('bcdf 2345', lengths)).toBe('BCDF2345');
  });

  it('offers no other reading for what is already a code, or could not be one', () => {
    expect(asOneTimeCode('BCDF2345', lengths)).toBeNull();
    expect(asOneTimeCode('bcdf234', lengths)).toBeNull();
    expect(asOneTimeCode('password', lengths)).toBeNull();
    expect(asOneTimeCode('bcdf2340', lengths)).toBeNull();
  });
});
