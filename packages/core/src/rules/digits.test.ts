import { describe, expect, it } from 'vitest';
import { westernDigits } from './digits.ts';

describe('westernDigits', () => {
  it('writes Arabic-Indic and Persian digits as Western ones', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernDigits('x = ٢٠;')).toBe('x = 20;');
  });

  it('leaves other text alone', () => {
    expect(westernDigits('مرحبا 42 abc')).toBe('مرحبا 42 abc');
    expect(westernDigits('')).toBe('');
  });
});
