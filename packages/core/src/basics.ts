// The plain values the first page of the web app needs (languages, a few limits, the CSRF header name), with no
// schema library behind them: the web app loads zod only with the pages that validate forms.
export const LOCALES = ['en', 'ar', 'it', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const RTL_LOCALES: readonly Locale[] = ['ar'];
/**
 * The cookie in which the web app mirrors the locale a browser chose last, so that the server sends the
 * prerendered pages in it. A preference, not a secret: scripts may read it.
 */
export const LOCALE_COOKIE = 'brickyard_locale';
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const PASSWORD_MIN = 4;
export const LAST_NAME_MAX = 16;
export const AVATAR_COUNT = 12;

/** The header that carries the double-submit CSRF token on cookie-authenticated calls. */
export const CSRF_HEADER = 'x-csrf-token';

export const fullName = (user: { first_name: string; last_name: string }) =>
  `${user.first_name} ${user.last_name}`.trim();

/** The kinds of learning establishment (the signup's and the admin's choices). */
export const LEARNING_ENVIRONMENT_TYPES = [
  'Academy',
  'Children Centre',
  'Code Club',
  'College',
  'Free School',
  'Home Educated',
  'Independent',
  'LA Maintained School',
  'Private Tutoring',
  'Public Institution (Library/Museum)',
  'Special School',
  'University',
  'Other',
] as const;

// What rich text may hold, shared by the server's sanitiser (rules/sanitize-html.ts) and the browser's (web
// pieces/SafeHtml.tsx, DOMPurify): here, so that pages which only show rich text do not load the sanitiser.

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
