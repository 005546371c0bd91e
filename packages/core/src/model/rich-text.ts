// Rich text fields, apart from content.ts so that the schemas without one (and the pages using only those) do
// not load the sanitiser and its HTML tokenizer.

import { type FieldName, maxCharsMessage } from '../api/messages.ts';
import { plainTextOf } from '../rules/plain-text.ts';
import { sanitizeHtml } from '../rules/sanitize-html.ts';
import { longText, RICH_TEXT_MAX } from './content.ts';

/**
 * Rich text: a string of HTML, rebuilt from the allowlist of `sanitizeHtml` whenever it is parsed, so what the
 * server stores holds no script, handler or unsafe address; the viewer sanitises again when it shows it. A text
 * over `max` is refused before the sanitiser reads it, and so is one that the sanitiser makes longer than `max`
 * (text is stored escaped: a bare "<" is written "&lt;", as the rich text editor writes it).
 */
export const richText = (field: FieldName, max = RICH_TEXT_MAX) =>
  longText(field, max).overwrite(sanitizeHtml).max(max, maxCharsMessage(field, max));

/**
 * A longer plain text that learners read as text (a description under a title, a summary): never HTML. What a
 * rich text editor wrote into one (`<p>…</p>`) is turned into its words (core `plainTextOf`).
 */
export const plainDescription = (field: FieldName, max = RICH_TEXT_MAX) =>
  longText(field, max).overwrite(plainTextOf).max(max, maxCharsMessage(field, max));
