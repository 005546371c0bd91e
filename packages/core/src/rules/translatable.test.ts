import { describe, expect, it } from 'vitest';
import { isRichText, translatableTexts } from './translatable.ts';

describe('translatableTexts', () => {
  it("lists an item's words down through its pieces and sections, skipping code, ids and settings", () => {
    const body = {
      _id: 'x',
      title: 'Loops',
      subheading: '',
      description: '<p>Repeat things</p>',
      language: 'python',
      url: 'https://example.org',
      pieces: [
        { format: 'text', data: { style: 'heading', text: 'Why loop?' } },
        { format: 'code', data: { text: 'for i in range(3): print(i)' } },
        { format: 'list', data: { type: 'bulleted', items: [{ content: 'Once' }, { content: 'Twice' }] } },
        { format: 'definition', data: { name: 'loop', description: 'Doing again' } },
        { format: 'embed-editor', data: { editor: 'print(1)', solution: 'print(2)' } },
      ],
      sections: [
        { _id: 's', title: 'More', pieces: [{ format: 'text', data: { text: '<p>And more</p>' } }] },
      ],
      hints: [{ _id: 'h', pieces: [{ format: 'text', data: { text: 'Try range' } }] }],
      starter: 'print(0)',
    };
    expect(translatableTexts(body)).toEqual([
      ['title'],
      ['description'],
      ['pieces', 0, 'data', 'text'],
      ['pieces', 2, 'data', 'items', 0, 'content'],
      ['pieces', 2, 'data', 'items', 1, 'content'],
      ['pieces', 3, 'data', 'name'],
      ['pieces', 3, 'data', 'description'],
      ['sections', 0, 'title'],
      ['sections', 0, 'pieces', 0, 'data', 'text'],
      ['hints', 0, 'pieces', 0, 'data', 'text'],
    ]);
  });

  it('finds the texts of options, decomposition steps and table cells', () => {
    const body = {
      fieldOptions: [{ _id: 'o', data: { text: 'Yes', isCorrect: true } }],
      decomposition: [{ text: 'Plan it', hints: [] }],
      pieces: [
        {
          format: 'table',
          data: { rows: 1, columns: 1, cells: [[{ format: 'text', data: { text: 'A1' } }]] },
        },
        {
          format: 'piece-table',
          data: { table: [[{ pieces: [{ format: 'text', data: { text: 'B1' } }] }]] },
        },
        {
          format: 'syntax',
          data: { code: 'x = 1', highlights: [{ highlight: 'x', description: 'A name' }] },
        },
      ],
    };
    expect(translatableTexts(body)).toEqual([
      ['fieldOptions', 0, 'data', 'text'],
      ['decomposition', 0, 'text'],
      ['pieces', 0, 'data', 'cells', 0, 0, 'data', 'text'],
      ['pieces', 1, 'data', 'table', 0, 0, 'pieces', 0, 'data', 'text'],
      ['pieces', 2, 'data', 'highlights', 0, 'description'],
    ]);
  });

  it('has nothing for an empty or odd body', () => {
    expect(translatableTexts(null)).toEqual([]);
    expect(translatableTexts({ title: 3, pieces: 'no' })).toEqual([]);
  });
});

describe('isRichText', () => {
  it('tells HTML from plain text', () => {
    expect(isRichText('<p>Hi</p>')).toBe(true);
    expect(isRichText('a < b and c > d')).toBe(false);
    expect(isRichText('Plain')).toBe(false);
  });
});
