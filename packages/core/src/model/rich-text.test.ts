import { describe, expect, it } from 'vitest';
import { RICH_TEXT_MAX } from './content.ts';
import { richText } from './rich-text.ts';

describe('richText', () => {
  it('stores the sanitised text', () => {
    expect(richText('Text').parse('<p onclick="x()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
  });

  it('refuses a text over the limit as sent, with a message a person can act on', () => {
    const result = richText('Text', 10).safeParse('<p>Hello there</p>');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Text must be 10 characters or fewer']);
    expect(richText('Text').safeParse('x'.repeat(RICH_TEXT_MAX + 1)).success).toBe(false);
    expect(richText('Text').safeParse('x'.repeat(RICH_TEXT_MAX)).success).toBe(true);
  });
});
