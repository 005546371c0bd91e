// Highlighted, read-only code: what code, editor, embedded-editor and code-exercise pieces show.
import { useMemo } from 'react';
import { highlightCode, highlightLanguage } from './highlight.ts';

interface CodeBlockProps {
  code: string;
  language?: string | null;
}

export function CodeBlock({ code, language }: CodeBlockProps) {
  const html = useMemo(() => highlightCode(code, language), [code, language]);
  const name = highlightLanguage(language);
  return (
    <pre className="piece-code" dir="ltr">
      <code
        className={name ? `hljs language-${name}` : 'hljs'}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: highlight.js escapes the code it returns
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </pre>
  );
}
