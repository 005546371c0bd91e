// Rich text as the server stores it: rebuilt from an allowlist, so the output holds only tags written here.
// The browser sanitises again when it shows rich text (web `pieces/SafeHtml.tsx`, with the same allowlist).
// Text outside tags is kept as written: a bare "<" that cannot open a tag (as in `x < 5`) stays, as the HTML
// parser reads it as text; one that could ("<b" never closed) becomes "&lt;".

/** The formatting rich text may use; `a` keeps its `href` when the address is a web, mail or in-app one. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'a',
  'span',
  'sub',
  'sup',
  'h3',
  'h4',
  'blockquote',
] as const;

/** Web, mail and in-app addresses; anything else (javascript:, data:, protocol-relative) loses its href. */
export const SAFE_HREF = /^(https?:|mailto:|\/(?!\/)|#)/i;

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
const VOID = new Set(['br']);
/** Elements whose content is not text a reader should see: dropped with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
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

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
};

const decodeEntities = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The href an `a` may keep, decoded and checked, or null. */
const safeHref = (attributes: string) => {
  const match = HREF.exec(attributes);
  if (!match) return null;
  // Browsers decode entities and ignore control characters and spaces inside a scheme before reading it.
  let decoded = '';
  for (const c of decodeEntities(match[1] ?? match[2] ?? match[3] ?? '')) {
    const code = c.charCodeAt(0);
    if (c === ' ') decoded += '%20';
    else if (code > 0x20 && code !== 0x7f) decoded += c;
  }
  return SAFE_HREF.test(decoded) ? decoded : null;
};

/** `html` with only the allowed tags (without attributes, but a safe `href`), comments and scripts removed. */
export const sanitizeHtml = (html: string): string => {
  const input = html.split(String.fromCharCode(0)).join('');
  let out = '';
  let i = 0;
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt < 0) {
      out += input.slice(i);
      break;
    }
    out += input.slice(i, lt);
    i = lt;
    if (input.startsWith('<!--', i)) {
      const end = input.indexOf('-->', i + 4);
      i = end < 0 ? input.length : end + 3;
      continue;
    }
    TAG.lastIndex = i;
    const tag = TAG.exec(input);
    if (!tag) {
      const next = input[i + 1] ?? '';
      // "<" before a letter, "/", "!" or "?" would start markup; anything else is plain text.
      out += /[a-zA-Z/!?]/.test(next) ? '&lt;' : '<';
      i += 1;
      continue;
    }
    i = TAG.lastIndex;
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing) {
        const close = new RegExp(`</${name}\\s*>`, 'ig');
        close.lastIndex = i;
        const end = close.exec(input);
        i = end ? close.lastIndex : input.length;
      }
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      if (!VOID.has(name)) out += `</${name}>`;
      continue;
    }
    if (name === 'a') {
      const href = safeHref(tag[3] ?? '');
      out += href === null ? '<a>' : `<a href="${escapeAttribute(href)}">`;
      continue;
    }
    out += `<${name}>`;
  }
  return out;
};
