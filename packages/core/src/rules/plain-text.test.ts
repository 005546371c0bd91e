import { describe, expect, it } from 'vitest';
import { AssessmentUpdateSchema } from '../model/assessment.ts';
import { isEditorMarkup, plainTextOf } from './plain-text.ts';

describe('plainTextOf', () => {
  it('turns what the rich text editor wrote into its words', () => {
    expect(plainTextOf('<p>Your very first JavaScript instruction.</p>')).toBe(
      'Your very first JavaScript instruction.',
    );
    expect(plainTextOf('<p>Fish &amp; chips &lt;3&nbsp;now</p>')).toBe('Fish & chips <3 now');
    expect(plainTextOf('<p>One<br>two</p><ul><li><p>three</p></li></ul>')).toBe('One\ntwo\nthree');
    expect(plainTextOf('<p onclick="x()">Learn <script>bad()</script>HTML</p>')).toBe('Learn HTML');
    expect(plainTextOf('<p>Hi<script>alert(1)</script><img src=x onerror=alert(2)></p>')).toBe('Hi');
    expect(plainTextOf('<h3>Title</h3><p><strong>bold</strong> &#39;x&#39; &#x41;</p>')).toBe(
      "Title\nbold 'x' A",
    );
  });

  it('keeps a plain text as it is, even one that speaks about tags', () => {
    for (const text of [
      '',
      'Plain words.',
      'The <p> element makes a paragraph',
      'a < b && c > d',
      'x &amp; y',
    ])
      expect(plainTextOf(text)).toBe(text);
    expect(isEditorMarkup('The <p> element')).toBe(false);
    expect(isEditorMarkup('  <p>x</p>\n')).toBe(true);
  });

  it('is what the plain-text fields of a body store', () => {
    const parsed = AssessmentUpdateSchema.parse({ version: 1, description: '<p>Hello <em>you</em></p>' });
    expect(parsed.description).toBe('Hello you');
  });
});
