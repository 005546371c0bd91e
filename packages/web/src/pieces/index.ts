// The piece viewers: how library content (text, images, tables, code…) shows on the learner's pages.
export { EditorBox } from './EditorPiece.tsx';
export { highlightCode } from './highlight.ts';
export { PageBody, type PageContent } from './PageBody.tsx';
export { Pieces, PieceView } from './Pieces.tsx';
export { plainText, SafeHtml, sanitize } from './SafeHtml.tsx';
