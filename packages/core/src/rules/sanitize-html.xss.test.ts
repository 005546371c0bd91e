// The XSS corpus (fixtures/xss-vectors.ts: the OWASP filter evasion cheat sheet and later vectors) through the
// sanitiser: what comes out holds only allowed tags, no attribute but a web, mail or in-app href, and no "<"
// that starts anything else. e2e/rich-text-xss.spec.ts renders the same output in Chromium.
import { describe, expect, it } from 'vitest';
import { OWASP_EVENT_HANDLERS, OWASP_VECTORS, XSS_VECTORS } from './fixtures/xss-vectors.ts';
import { RICH_TEXT_TAGS, SAFE_HREF, sanitizeHtml } from './sanitize-html.ts';

const ALLOWED_TAG = new RegExp(`^<(/?)(${RICH_TEXT_TAGS.join('|')})>$`);
const LINK_TAG = /^<a href="([^"<>]*)">$/;
const SCRIPT_CAPABLE =
  /<\/?(script|style|iframe|frame|frameset|object|embed|applet|svg|math|link|meta|base|form|input|button|img|image|video|audio|source|body|html|template|noscript|textarea|select|isindex|xml|bgsound|marquee|details)\b/i;

/** The href as a browser reads it: character references the sanitiser writes decoded. */
const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Why `html` (the sanitiser's output) could run a script, or null. */
const problem = (html: string) => {
  for (const tag of html.match(/<[^>]*>?/g) ?? []) {
    if (ALLOWED_TAG.test(tag)) continue;
    const link = LINK_TAG.exec(tag);
    if (!link) return `tag ${tag}`;
    const href = decodeAttribute(link[1]!);
    if (!SAFE_HREF.test(href)) return `href ${href}`;
    // What a browser ignores inside a scheme (tabs, newlines, control characters) does not hide one either.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    const bare = href.replace(/[\u0000-\u0020\u007f]/g, '');
    if (/^(javascript|data|vbscript|livescript):/i.test(bare)) return `script address ${href}`;
  }
  if (/<[^>]*\son[a-z]+\s*=/i.test(html)) return 'an event handler';
  if (SCRIPT_CAPABLE.test(html)) return 'a script-capable element';
  return null;
};

describe('the XSS corpus through sanitizeHtml', () => {
  it('holds the cheat sheet: its vectors, every handler it lists and every spelling of "<"', () => {
    expect(OWASP_VECTORS.length).toBeGreaterThanOrEqual(100);
    expect(OWASP_EVENT_HANDLERS.length).toBe(105);
    expect(XSS_VECTORS.length).toBeGreaterThan(OWASP_VECTORS.length + OWASP_EVENT_HANDLERS.length + 70);
  });

  it('knows an unsafe output when it sees one (the check itself)', () => {
    expect(problem('<img src=x onerror=alert(1)>')).toBe('tag <img src=x onerror=alert(1)>');
    expect(problem('<a href="java&#x09;script:x">')).toMatch(/^href/);
    expect(problem('<a href="javascript:x">')).toBe('href javascript:x');
    expect(problem('<p>x</p><a href="/ok">y</a>')).toBeNull();
  });

  it.each(XSS_VECTORS.map((v) => [v.name, v.html] as const))('%s', (_name, html) => {
    const clean = sanitizeHtml(html);
    expect(problem(clean), clean).toBeNull();
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('keeps what a reader can safely be shown of them', () => {
    expect(sanitizeHtml('<a onmouseover="alert(document.cookie)">xxs link</a>')).toBe('<a>xxs link</a>');
    expect(sanitizeHtml('<A HREF="http://66.102.7.147/">XSS</A>')).toBe(
      '<a href="http://66.102.7.147/">XSS</a>',
    );
    expect(sanitizeHtml('&lt;img src=x onerror=alert(1)&gt;')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(sanitizeHtml('<p onclick="window.__xss=1">x</p>')).toBe('<p>x</p>');
  });
});
