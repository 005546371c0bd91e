// Rich text as the server stores it: rebuilt from an allowlist, so the output holds only tags written here.
// The browser sanitises again when it shows rich text (web `pieces/SafeHtml.tsx`, with the same allowlist).
//
// htmlparser2's tokenizer reads the HTML the way a browser's tokenizer does (tags, attributes, entities,
// comments, raw text such as script content), in one pass. What is written out is built here from its tokens
// alone: allowed tags without attributes (but a checked `href`), and text escaped, so the output cannot hold a
// tag, attribute or address that was not chosen here, however the input was written. The open elements are
// kept here too, at most `MAX_DEPTH` deep, so every step costs the same whatever came before: the time grows
// with the length of the input and no faster (docs/performance.md "The rich-text sanitiser").
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { RICH_TEXT_TAGS, SAFE_HREF } from '../basics.ts';

export { RICH_TEXT_TAGS, SAFE_HREF };

/** Allowed elements open inside each other at most this deep; a tag deeper than that is left out, its text kept. */
export const MAX_DEPTH = 100;

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
/** Elements whose content is not text a reader should see: dropped with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'template',
  'textarea',
  'title',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'select',
]);
/** Foreign elements, which a browser closes at once when written `<svg/>`. */
const FOREIGN = new Set(['svg', 'math']);
/** Opening one of these closes an open paragraph, as a browser does (a paragraph holds no blocks). */
const CLOSES_P = new Set(['p', 'ul', 'ol', 'li', 'pre', 'h3', 'h4', 'blockquote']);
/** A new list item closes the open one of its own list only: these stand between. */
const LIST_ITEM_SCOPE = new Set(['ul', 'ol', 'blockquote', 'pre', 'h3', 'h4']);

const TEXT_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '\u00a0': '&nbsp;',
  '\0': '',
};
/** Text as a browser writes it back (`innerHTML`), so text written in the editor is stored as it came. */
const escapeText = (text: string) => text.replace(/[&<>\u00a0\0]/g, (c) => TEXT_ESCAPES[c]!);
const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (c) => (c === '"' ? '&quot;' : TEXT_ESCAPES[c]!));

/** The href an `a` may keep (its entities already decoded), cleaned and checked, or null. */
const safeHref = (value: string) => {
  // Browsers ignore spaces around an address, and control characters and spaces inside a scheme.
  const cleaned = value
    .trim()
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/ /g, '%20');
  return SAFE_HREF.test(cleaned) ? cleaned : null;
};

/** `html` with only the allowed tags (without attributes, but a safe `href`), comments and scripts removed. */
export const sanitizeHtml = (html: string): string => {
  let out = '';
  /** The allowed elements written and not yet closed, innermost last (at most `MAX_DEPTH`). */
  const open: string[] = [];
  /** How many of each name `open` holds, so a closing tag of an element that is not open costs nothing. */
  const openCount = new Map<string, number>();
  /** The element whose content is being dropped, and how many of it are open inside each other. */
  let dropping = '';
  let dropDepth = 0;
  /** The tag being read: its name, whether it will be written, and its href (once read, null if refused). */
  let tag = '';
  let keep = false;
  let hrefRead = false;
  let href: string | null = null;
  let readingHref = false;
  let attribute = '';
  /** Text read but not yet written: the tokenizer hands over "<<<" a character at a time, written here at once. */
  let textStart = 0;
  let textEnd = 0;

  const writeText = () => {
    if (textEnd > textStart) out += escapeText(html.slice(textStart, textEnd));
    textStart = textEnd = 0;
  };
  const pop = () => {
    const name = open.pop()!;
    openCount.set(name, openCount.get(name)! - 1);
    out += `</${name}>`;
  };
  /** Closes the innermost open `name` and everything inside it, unless one of `stopAt` comes first. */
  const closeThrough = (name: string, stopAt?: Set<string>) => {
    if (!openCount.get(name)) return;
    for (let i = open.length - 1; i >= 0; i--) {
      if (open[i] === name) {
        while (open.length > i) pop();
        return;
      }
      if (stopAt?.has(open[i]!)) return;
    }
  };

  const openTag = (selfClosing: boolean) => {
    const name = tag;
    tag = '';
    if (dropping) {
      if (name === dropping && !(selfClosing && FOREIGN.has(name))) dropDepth += 1;
      return;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!(selfClosing && FOREIGN.has(name))) {
        dropping = name;
        dropDepth = 1;
      }
      return;
    }
    if (!keep) return;
    if (name === 'br') {
      out += '<br>';
      return;
    }
    if (CLOSES_P.has(name)) closeThrough('p');
    if (name === 'li') closeThrough('li', LIST_ITEM_SCOPE);
    if (name === 'a') closeThrough('a');
    if ((name === 'h3' || name === 'h4') && (open.at(-1) === 'h3' || open.at(-1) === 'h4')) pop();
    if (open.length >= MAX_DEPTH) return;
    open.push(name);
    openCount.set(name, (openCount.get(name) ?? 0) + 1);
    out += name === 'a' && href !== null ? `<a href="${escapeAttribute(href)}">` : `<${name}>`;
  };

  const callbacks: TokenizerCallbacks = {
    ontext(start, end) {
      if (dropping) return;
      if (start !== textEnd) {
        writeText();
        textStart = start;
      }
      textEnd = end;
    },
    ontextentity(codePoint) {
      writeText();
      if (dropping) return;
      const c = String.fromCodePoint(codePoint);
      out += TEXT_ESCAPES[c] ?? c;
    },
    onopentagname(start, end) {
      writeText();
      tag = html.slice(start, end).toLowerCase();
      keep = !dropping && ALLOWED.has(tag);
      hrefRead = false;
      href = null;
      readingHref = false;
    },
    onattribname(start, end) {
      // Only an `a` that will be written reads its attributes, and only the first href counts (as in browsers).
      readingHref = keep && tag === 'a' && !hrefRead && html.slice(start, end).toLowerCase() === 'href';
      attribute = '';
    },
    onattribdata(start, end) {
      if (readingHref) attribute += html.slice(start, end);
    },
    onattribentity(codePoint) {
      if (readingHref) attribute += String.fromCodePoint(codePoint);
    },
    onattribend() {
      if (!readingHref) return;
      readingHref = false;
      // A refused address still counts as the element's href: a later one is not read.
      hrefRead = true;
      href = safeHref(attribute);
      attribute = '';
    },
    onopentagend() {
      openTag(false);
    },
    onselfclosingtag() {
      openTag(true);
    },
    onclosetag(start, end) {
      writeText();
      const name = html.slice(start, end).toLowerCase();
      if (dropping) {
        if (name === dropping) {
          dropDepth -= 1;
          if (dropDepth === 0) dropping = '';
        }
        return;
      }
      if (ALLOWED.has(name)) closeThrough(name);
    },
    onend() {
      writeText();
      while (open.length > 0) pop();
    },
    oncdata() {},
    oncomment() {},
    ondeclaration() {},
    onprocessinginstruction() {},
  };

  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
  return out;
};
