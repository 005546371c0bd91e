import { describe, expect, it } from 'vitest';
import { RICH_TEXT_MAX } from './content.ts';
import { richText } from './rich-text.ts';

describe('richText', () => {
  it('stores the sanitised text', () => {
    expect(richText('text').parse('<p onclick="x()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
  });

  it('refuses a text over the limit as sent, with a message a person can act on', () => {
    const result = richText('text', 10).safeParse('<p>Hello there</p>');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Text must be 10 characters or fewer']);
    expect(richText('text').safeParse('x'.repeat(RICH_TEXT_MAX + 1)).success).toBe(false);
    expect(richText('text').safeParse('x'.repeat(RICH_TEXT_MAX)).success).toBe(true);
  });

  it('refuses a text that the sanitiser makes longer than the limit, as it would be stored', () => {
    expect(richText('text', 16).parse('a < b & c')).toBe('a &lt; b &amp; c');
    const result = richText('text', 12).safeParse('a < b < c');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Text must be 12 characters or fewer']);
    expect(richText('text').safeParse('<'.repeat(RICH_TEXT_MAX / 4)).success).toBe(true);
    expect(richText('text').safeParse('<'.repeat(RICH_TEXT_MAX / 4 + 1)).success).toBe(false);
  });
});
