// A text piece: a heading (h3), a subheading (h4) or rich content. The page itself holds the h1 and h2.
import type { TextPiece as TextPieceType } from '@brickyard/core';
import { Title } from '@mantine/core';
import { useMemo } from 'react';
import { plainText, SafeHtml } from './SafeHtml.tsx';

export function TextPiece({ piece }: { piece: TextPieceType }) {
  const { style, text } = piece.data;
  // Headings show their words only: the rich editor wraps text in paragraphs, which a heading cannot hold.
  const heading = useMemo(() => (style === 'content' ? '' : plainText(text)), [style, text]);
  if (style === 'content') return <SafeHtml html={text} />;
  return (
    <Title order={style === 'heading' ? 3 : 4} dir="auto">
      {heading}
    </Title>
  );
}
