// A numbered or bulleted list of rich-text items.
import type { ListPiece as ListPieceType } from '@brickyard/core';
import { SafeHtml } from './SafeHtml.tsx';

export function ListPiece({ piece }: { piece: ListPieceType }) {
  const items = piece.data.items.map((item, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: items are positional
    <SafeHtml key={i} as="li" html={item.content} />
  ));
  const List = piece.data.type === 'numbered' ? 'ol' : 'ul';
  return (
    <List dir="auto" style={{ margin: 0, paddingInlineStart: '1.5rem' }}>
      {items}
    </List>
  );
}
