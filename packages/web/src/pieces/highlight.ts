// Syntax highlighting for code pieces: highlight.js with the languages the courses teach. Its output escapes
// the code, so the markup it returns is safe to insert.
import hljs from 'highlight.js/lib/core';
import css from 'highlight.js/lib/languages/css';
import javascript from 'highlight.js/lib/languages/javascript';
import python from 'highlight.js/lib/languages/python';
import xml from 'highlight.js/lib/languages/xml';

hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('python', python);
hljs.registerLanguage('html', xml);
hljs.registerLanguage('css', css);

const HIGHLIGHTED = ['javascript', 'python', 'html', 'css'];

/** Other names the library uses for these languages (project languages, file extensions). */
const ALIASES: Record<string, string> = {
  js: 'javascript',
  jquery: 'javascript',
  mixed: 'javascript',
  py: 'python',
  python3: 'python',
  htm: 'html',
  xml: 'html',
  web: 'html',
};

/** The highlight.js language for a piece's language, or undefined when it is not one we highlight. */
export const highlightLanguage = (language?: string | null): string | undefined => {
  const name = language?.trim().toLowerCase();
  if (!name) return undefined;
  const resolved = ALIASES[name] ?? name;
  return hljs.getLanguage(resolved) ? resolved : undefined;
};

/**
 * Highlighted HTML for `code`. A known language is highlighted as that language; without one highlight.js
 * guesses among the four. The result is escaped markup, safe for `dangerouslySetInnerHTML`.
 */
export const highlightCode = (code: string, language?: string | null): string => {
  const name = highlightLanguage(language);
  if (name) return hljs.highlight(code, { language: name, ignoreIllegals: true }).value;
  return hljs.highlightAuto(code, HIGHLIGHTED).value;
};
