// Code with parts marked and numbered, and below it, under the same numbers, what each part means. Each
// mark points to its description (aria-describedby), so assistive technology links the two as well.
import type { SyntaxPiece as SyntaxPieceType } from '@brickyard/core';
import { Stack } from '@mantine/core';
import { Fragment, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from './SafeHtml.tsx';

interface Segment {
  text: string;
  /** The highlight's number (from 1) when this run is marked. */
  n?: number;
}

/**
 * The code cut into plain and marked runs. Each highlight marks its first occurrence after the previous
 * highlight's (or, failing that, its first anywhere) that overlaps no other mark; one not found stays unmarked.
 */
export const segments = (code: string, highlights: readonly string[]): Segment[] => {
  const marks: { start: number; end: number; n: number }[] = [];
  const free = (start: number, end: number) => !marks.some((m) => start < m.end && end > m.start);
  const find = (text: string, from: number) => {
    for (let at = code.indexOf(text, from); at !== -1; at = code.indexOf(text, at + 1))
      if (free(at, at + text.length)) return at;
    return -1;
  };
  let from = 0;
  highlights.forEach((text, i) => {
    if (!text) return;
    let at = find(text, from);
    if (at === -1) at = find(text, 0);
    if (at === -1) return;
    marks.push({ start: at, end: at + text.length, n: i + 1 });
    from = at + text.length;
  });
  marks.sort((a, b) => a.start - b.start);
  const parts: Segment[] = [];
  let cursor = 0;
  for (const mark of marks) {
    if (mark.start > cursor) parts.push({ text: code.slice(cursor, mark.start) });
    parts.push({ text: code.slice(mark.start, mark.end), n: mark.n });
    cursor = mark.end;
  }
  if (cursor < code.length) parts.push({ text: code.slice(cursor) });
  return parts;
};

export function SyntaxPiece({ piece }: { piece: SyntaxPieceType }) {
  const { t } = useTranslation();
  const baseId = useId();
  const { code, highlights } = piece.data;
  const parts = useMemo(
    () =>
      segments(
        code,
        highlights.map((h) => h.highlight),
      ),
    [code, highlights],
  );
  const descriptionId = (n: number) => `${baseId}-${n}`;
  return (
    <Stack gap="xs">
      <pre className="piece-code" dir="ltr">
        <code>
          {parts.map((part, i) =>
            part.n ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
              <mark key={i} aria-describedby={descriptionId(part.n)}>
                {part.text}
                <sup>
                  <span className="visually-hidden">{t('pieces.highlight', { n: part.n })}</span>
                  <span aria-hidden>{part.n}</span>
                </sup>
              </mark>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
              <Fragment key={i}>{part.text}</Fragment>
            ),
          )}
        </code>
      </pre>
      {highlights.length > 0 && (
        <ol aria-label={t('pieces.highlights')} style={{ margin: 0, paddingInlineStart: '1.75rem' }}>
          {highlights.map((h, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: highlights are positional
            <li key={i} id={descriptionId(i + 1)} className="piece-syntax-item">
              <code className="piece-syntax-highlight" dir="ltr">
                {h.highlight}
              </code>
              <SafeHtml html={h.description} />
            </li>
          ))}
        </ol>
      )}
    </Stack>
  );
}
