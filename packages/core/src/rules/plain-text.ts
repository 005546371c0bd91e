// Plain-text fields (a description under a title, a challenge's summary, a stage's description) are read as
// text by learners, so they hold no HTML. A rich text editor once wrote into them, storing its own markup
// ("<p>Your very first JavaScript instruction.</p>"), which learners then read literally. `plainTextOf` turns
// such a value back into its words; a text that is not the rich text editor's markup is kept as it is, so a
// description may still speak about tags ("The <p> element makes a paragraph").
import { sanitizeHtml } from './sanitize-html.ts';

/** Blocks the rich text editor writes a value in: its whole output starts with one and ends with one (attributes
 * and all, whatever wrote it). */
const BLOCKS = 'p|h3|h4|ul|ol|blockquote|pre';
const EDITOR_MARKUP = new RegExp(`^\\s*<(${BLOCKS})(\\s[^>]*)?>[\\s\\S]*</(${BLOCKS})>\\s*$`, 'i');

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text a character reference stands for (as the sanitiser and the editor write them). */
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });

/** Whether `text` is what a rich text editor wrote (blocks of HTML) rather than plain text. */
export const isEditorMarkup = (text: string) => EDITOR_MARKUP.test(text);

/**
 * `text` as plain text: the rich text editor's markup becomes its words (what the rich text sanitiser keeps of
 * it, so no script's text), one line per block or line break (list items too), with character references
 * decoded; any other text is returned unchanged.
 */
export const plainTextOf = (text: string): string => {
  if (!isEditorMarkup(text)) return text;
  const lines = sanitizeHtml(text)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h3|h4|li|blockquote|pre)>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(lines)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
};
