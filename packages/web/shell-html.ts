// The HTML and CSS work of prerender.ts, kept apart so that it can be tested without a build.
import { JSDOM } from 'jsdom';
import postcss, { type AtRule } from 'postcss';

/** Moves the stylesheet links before the scripts and their preloads: the browser fetches them first. */
export const stylesheetsFirst = (html: string) => {
  const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
  let out = html;
  for (const link of links) out = out.replace(link, '');
  const firstScript = out.search(/\s*<script type="module"/);
  if (firstScript < 0) return html;
  return out.slice(0, firstScript) + links.join('') + out.slice(firstScript);
};

/** States and parts a rule may style later (hovered, focused, a placeholder): such rules are kept. */
const STATES =
  /::?(?:before|after|placeholder|selection|marker|first-letter|first-line|hover|focus|focus-visible|focus-within|active|visited|disabled|checked|indeterminate|invalid|autofill|-webkit-[\w-]+|-moz-[\w-]+)(?![\w-])/g;

/**
 * The rules of `css` that style something in the page `html` (in any state or screen width): the page's first
 * paint needs only these, inlined; the full stylesheet follows after it (public/shell-boot.js).
 */
export const criticalCss = (css: string, html: string) => {
  const { document } = new JSDOM(html).window;
  const used = (selector: string) => {
    const plain = selector.replace(STATES, '').trim();
    if (plain === '' || plain === '*') return true;
    try {
      return document.querySelector(plain) !== null;
    } catch {
      // A selector jsdom cannot read is kept rather than guessed away.
      return true;
    }
  };
  const sheet = postcss.parse(css);
  sheet.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && (rule.parent as AtRule).name.endsWith('keyframes')) return;
    if (!rule.selectors.some(used)) rule.remove();
  });
  sheet.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return sheet.toString();
};

/** The page's stylesheet links and scripts, moved into an inert template that public/shell-boot.js loads. */
export const APP_FILES =
  /\s*<(?:link rel="stylesheet"|script type="module"|link rel="modulepreload")[^>]*>(?:<\/script>)?/g;
