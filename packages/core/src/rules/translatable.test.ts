import { describe, expect, it } from 'vitest';
import { isRichText, pathText, textsOnly, translatableTexts, untranslatablePath } from './translatable.ts';

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

describe('translatableTexts of captions and questions', () => {
  it('asks for captions and embed titles, and for the options of choice questions only', () => {
    const pieces = [
      { format: 'image', data: { images: { en: { url: '/a.png', alt: 'A' } }, caption: 'A cat' } },
      { format: 'video', data: { url: 'https://example.org/v', caption: 'Watch' } },
      { format: 'embed', data: { url: 'https://example.org', title: 'A game' } },
    ];
    expect(translatableTexts({ pieces })).toEqual([
      ['pieces', 0, 'data', 'caption'],
      ['pieces', 1, 'data', 'caption'],
      ['pieces', 2, 'data', 'title'],
    ]);
    const option = (text: string, description = '') => ({
      _id: 'o',
      data: { text, description, pieces: [] },
    });
    expect(translatableTexts({ fieldType: 'radio', fieldOptions: [option('Yes', 'Because')] })).toEqual([
      ['fieldOptions', 0, 'data', 'text'],
      ['fieldOptions', 0, 'data', 'description'],
    ]);
    for (const fieldType of ['textfield', 'missing_word', 'fill_in_blanks', 'code_challenge'])
      expect(translatableTexts({ fieldType, fieldOptions: [option('answer', 'input')] })).toEqual([]);
    expect(
      translatableTexts({ fieldType: 'multi_stage', fieldOptions: [option('x = 5', 'Make x 5')] }),
    ).toEqual([['fieldOptions', 0, 'data', 'description']]);
  });
});

describe('untranslatablePath', () => {
  it('lets texts through containers, by key and by position', () => {
    expect(
      untranslatablePath({
        title: 'Kurs',
        stages: [null, { title: 'Zwei', description: null }],
        pieces: [{ data: { text: '<p>Hallo</p>', items: [{ content: 'Eins' }] } }],
      }),
    ).toBeNull();
    expect(untranslatablePath(undefined)).toBeNull();
    expect(untranslatablePath({})).toBeNull();
  });

  it('names the first thing that is not a text', () => {
    expect(untranslatablePath({ stages: [null, null, { title: 'Drei', introQuizzes: ['q1'] }] })).toEqual([
      'stages',
      2,
      'introQuizzes',
    ]);
    expect(untranslatablePath({ fieldType: 'textfield' })).toEqual(['fieldType']);
    expect(untranslatablePath({ fieldOptions: [{ data: { isCorrect: true } }] })).toEqual([
      'fieldOptions',
      0,
      'data',
      'isCorrect',
    ]);
    expect(untranslatablePath({ pieces: [{ format: 'text', data: { text: 'x' } }] })).toEqual([
      'pieces',
      0,
      'format',
    ]);
    expect(untranslatablePath({ title: 5 })).toEqual(['title']);
    expect(untranslatablePath({ pieces: 'many' })).toEqual(['pieces']);
    expect(untranslatablePath({ stages: ['Eins'] })).toEqual(['stages', 0]);
    expect(untranslatablePath('Kurs')).toEqual([]);
  });

  it('reads a path as a person would', () => {
    expect(pathText(['translations', 'de', 'stages', 2, 'introQuizzes'])).toBe(
      'translations.de.stages[2].introQuizzes',
    );
    expect(pathText(['questions', 0, 'translations', 'de', 'fieldType'])).toBe(
      'questions[0].translations.de.fieldType',
    );
  });
});

describe('textsOnly', () => {
  it("keeps a translation's texts at the body's text paths and nothing else", () => {
    const body = {
      title: 'Quiz',
      fieldType: 'radio',
      fieldOptions: [{ _id: 'o', data: { text: 'Yes', isCorrect: true, pieces: [] } }],
      pieces: [
        { format: 'code', data: { code: 'x' } },
        { format: 'text', data: { text: 'Hi' } },
      ],
    };
    expect(
      textsOnly(body, {
        title: 'Quiz (de)',
        fieldType: 'textfield',
        fieldOptions: [{ _id: 'x', data: { text: 'Ja', isCorrect: false } }],
        pieces: [{ data: { code: 'y', text: 'z' } }, { format: 'code', data: { text: 'Hallo' } }],
      }),
    ).toEqual({
      title: 'Quiz (de)',
      fieldOptions: [{ data: { text: 'Ja' } }],
      pieces: [null, { data: { text: 'Hallo' } }],
    });
    expect(textsOnly(body, null)).toEqual({});
  });
});

describe('isRichText', () => {
  it('tells HTML from plain text', () => {
    expect(isRichText('<p>Hi</p>')).toBe(true);
    expect(isRichText('a < b and c > d')).toBe(false);
    expect(isRichText('Plain')).toBe(false);
  });
});
