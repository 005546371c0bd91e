// Rich text from the library, sanitised before it reaches the page: basic formatting only, links open in a
// new tab, no scripts, styles or event handlers. `dir="auto"` lets right-to-left text read right to left.
import { RICH_TEXT_TAGS, SAFE_HREF } from '@brickyard/core';
import DOMPurify from 'dompurify';
import { createElement, useMemo } from 'react';

const ALLOWED_TAGS = [...RICH_TEXT_TAGS];
const ALLOWED_ATTR = ['href'];

/** Blocks whose direction follows their own text, so an Arabic paragraph in an English page reads right to left. */
const TEXT_BLOCKS = new Set(['P', 'LI', 'H3', 'H4', 'BLOCKQUOTE']);

// A purifier of our own, so the hook below applies to library rich text only; it is registered once, here.
const purifier = typeof window === 'undefined' ? null : DOMPurify(window);
purifier?.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href')?.trim() ?? '';
    if (!SAFE_HREF.test(href)) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else if (TEXT_BLOCKS.has(node.tagName)) {
    node.setAttribute('dir', 'auto');
  }
});

/** The sanitised HTML of `html`: the allowed tags and link addresses only. */
export const sanitize = (html: string): string =>
  purifier ? purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false }) : '';

/** The text of rich `html`, without its markup (for headings, titles and labels). */
export const plainText = (html: string): string => {
  const clean = sanitize(html);
  if (!clean) return '';
  return new DOMParser().parseFromString(clean, 'text/html').body.textContent?.trim() ?? '';
};

type SafeHtmlElement = 'div' | 'span' | 'p' | 'li' | 'td' | 'th' | 'dd' | 'dt' | 'section' | 'blockquote';

interface SafeHtmlProps {
  html: string;
  /** The wrapper element; a `div` unless the context needs another (a `span` inside a line, an `li`). */
  as?: SafeHtmlElement;
  className?: string;
  id?: string;
}

export function SafeHtml({ html, as = 'div', className, id }: SafeHtmlProps) {
  const clean = useMemo(() => sanitize(html), [html]);
  const classes = ['piece-rich', className].filter(Boolean).join(' ');
  return createElement(as, {
    id,
    className: classes,
    dir: 'auto',
    dangerouslySetInnerHTML: { __html: clean },
  });
}
