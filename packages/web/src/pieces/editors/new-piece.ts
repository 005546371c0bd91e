// What a newly inserted piece of each format holds before its author fills it in.
import type { Piece, PieceFormat } from '@brickyard/core';

const id = () => crypto.randomUUID();

export const newPiece = (format: PieceFormat): Piece => {
  switch (format) {
    case 'text':
      return { _id: id(), format, data: { style: 'content', text: '' } };
    case 'image':
      return { _id: id(), format, data: { images: {}, caption: '' } } as unknown as Piece;
    case 'section':
      return { _id: id(), format, data: { title: '', pieces: [] } };
    case 'columns':
      return { _id: id(), format, data: { left: [], right: [] } };
    case 'definition':
      return { _id: id(), format, data: { name: '', description: '' } };
    case 'table':
      return {
        _id: id(),
        format,
        data: {
          rows: 2,
          columns: 2,
          proportions: [1, 1],
          hasHeader: true,
          cells: [0, 1].map(() => [0, 1].map(() => ({ format: 'text' as const, data: { text: '' } }))),
        },
      };
    case 'piece-table':
      return {
        _id: id(),
        format,
        data: {
          table: [0, 1].map(() => [0, 1].map(() => ({ pieces: [] }))),
          hasHeaderRow: true,
          hasHeaderColumn: false,
        },
      };
    case 'link':
      return { _id: id(), format, data: { action: 'tab', label: '', link: '' } };
    case 'embed':
      return { _id: id(), format, data: { url: '', title: '', height: 400 } };
    case 'embed-editor':
      return {
        _id: id(),
        format,
        data: { editor: { language: 'python', code: '' }, solution: '', size: 'medium', autoStart: false },
      };
    case 'editor':
      return { _id: id(), format, data: { language: 'python', code: '' } };
    case 'code':
      return { _id: id(), format, data: { language: 'python', code: '' } };
    case 'video':
      return { _id: id(), format, data: { url: '', caption: '' } };
    case 'syntax':
      return { _id: id(), format, data: { language: 'python', code: '', highlights: [] } };
    case 'list':
      return { _id: id(), format, data: { type: 'bulleted', items: [{ content: '' }] } };
    case 'codeExercise':
      return {
        _id: id(),
        format,
        data: { language: 'python', instructions: '', entries: [{ code: '', result: '' }] },
      };
    case 'purpose':
      return { _id: id(), format, data: { value: 'course' } };
    case 'signal':
      return { _id: id(), format, data: { value: 'learn' } };
    case 'handler':
      return { _id: id(), format, data: { value: '' } };
    case 'audience':
      return { _id: id(), format, data: { value: 'student' } };
  }
};
