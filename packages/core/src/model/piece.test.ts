import { describe, expect, it } from 'vitest';
import {
  CODE_EXERCISE_ENTRIES_MESSAGE,
  HintSchema,
  IMAGE_EN_MESSAGE,
  PIECE_FORMAT_GROUPS,
  PIECE_FORMAT_MESSAGE,
  PIECE_FORMATS,
  PIECE_TABLE_SHAPE_MESSAGE,
  type Piece,
  PieceSchema,
  TABLE_PROPORTION_MESSAGE,
  TABLE_SHAPE_MESSAGE,
} from './piece.ts';
import { imageForLocale } from './piece-image.ts';

const message = (value: unknown) => PieceSchema.safeParse(value).error?.issues[0]?.message;
const text = (t: string): Piece => ({ format: 'text', data: { style: 'content', text: t } });

const valid: Record<(typeof PIECE_FORMATS)[number], unknown> = {
  text: { format: 'text', data: { style: 'heading', text: 'Loops' } },
  image: {
    format: 'image',
    data: {
      images: { en: { url: '/files/cat.png', alt: 'A cat' }, ar: { url: '/files/cat-ar.png' } },
      caption: 'Cat',
    },
  },
  section: { format: 'section', data: { title: 'Intro', pieces: [text('hello')] } },
  columns: { format: 'columns', data: { left: [text('l')], right: [text('r')] } },
  definition: { format: 'definition', data: { name: 'Variable', description: 'A named value' } },
  table: {
    format: 'table',
    data: {
      rows: 2,
      columns: 2,
      proportions: [1, 3],
      hasHeader: true,
      cells: [
        [
          { format: 'text', data: { text: 'a' } },
          { format: 'text', data: { text: 'b' } },
        ],
        [
          { format: 'text', data: { text: 'c' } },
          { format: 'text', data: { text: 'd' } },
        ],
      ],
    },
  },
  'piece-table': {
    format: 'piece-table',
    data: {
      table: [
        [{ pieces: [text('a')] }, { pieces: [] }],
        [{ pieces: [text('c')] }, { pieces: [text('d')] }],
      ],
      hasHeaderRow: true,
      hasHeaderColumn: false,
    },
  },
  link: { format: 'link', data: { action: 'tab', label: 'Docs', link: 'https://developer.mozilla.org' } },
  embed: { format: 'embed', data: { url: 'https://example.com/widget', height: 400 } },
  'embed-editor': {
    format: 'embed-editor',
    data: {
      editor: { language: 'javascript', code: 'let x = 1;' },
      solution: 'let x = 2;',
      size: 'medium',
      autoStart: false,
      image: '/files/still.png',
    },
  },
  editor: { format: 'editor', data: { language: 'python', code: 'print("hi")' } },
  code: { format: 'code', data: { language: 'javascript', code: 'console.log(1)' } },
  video: { format: 'video', data: { url: 'https://www.youtube.com/embed/abc' } },
  syntax: {
    format: 'syntax',
    data: { code: 'for (;;) {}', highlights: [{ highlight: 'for', description: 'starts a loop' }] },
  },
  list: { format: 'list', data: { type: 'numbered', items: [{ content: 'one' }, { content: 'two' }] } },
  codeExercise: {
    format: 'codeExercise',
    data: { language: 'python', entries: [{ code: 'print(1 + 1)', result: '2' }] },
  },
  purpose: { format: 'purpose', data: { value: 'project' } },
  signal: { format: 'signal', data: { value: 'think' } },
  handler: { format: 'handler', data: { value: 'onClick' } },
  audience: { format: 'audience', data: { value: 'instructor' } },
};

describe('PieceSchema', () => {
  it.each(PIECE_FORMATS)('parses a %s piece', (format) => {
    const result = PieceSchema.safeParse(valid[format]);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data?.format).toBe(format);
  });

  it('puts every format in one picker group', () => {
    const grouped = PIECE_FORMAT_GROUPS.flatMap((g) => g.formats);
    expect([...grouped].sort()).toEqual([...PIECE_FORMATS].sort());
  });

  it('names the formats when the format is unknown', () => {
    expect(message({ format: 'marquee', data: {} })).toBe(PIECE_FORMAT_MESSAGE);
  });

  it('checks pieces nested in sections and columns', () => {
    const result = PieceSchema.safeParse({
      format: 'section',
      data: {
        title: 'S',
        pieces: [{ format: 'columns', data: { left: [], right: [{ format: 'text', data: {} }] } }],
      },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['data', 'pieces', 0, 'data', 'right', 0, 'data', 'style']);
    expect(result.error?.issues[0]?.message).toBe('Style is required');
  });

  it('text style is heading, subheading or content', () => {
    expect(message({ format: 'text', data: { style: 'title', text: 'x' } })).toBe(
      'Style must be one of: heading, subheading, content',
    );
  });

  it('an image needs its English version', () => {
    expect(message({ format: 'image', data: { images: { de: { url: '/files/de.png' } } } })).toBe(
      IMAGE_EN_MESSAGE,
    );
  });

  it('table proportions run from 1 to 5', () => {
    const table = valid.table as { data: Record<string, unknown> };
    expect(message({ ...table, data: { ...table.data, proportions: [1, 6] } })).toBe(
      TABLE_PROPORTION_MESSAGE,
    );
    expect(TABLE_PROPORTION_MESSAGE).toBe('Proportions must be between 1 and 5');
  });

  it("a table's cells match its rows and columns", () => {
    const table = valid.table as { data: Record<string, unknown> };
    expect(message({ ...table, data: { ...table.data, rows: 3 } })).toBe(TABLE_SHAPE_MESSAGE);
  });

  it('piece-table rows have the same number of cells', () => {
    expect(
      message({
        format: 'piece-table',
        data: {
          table: [[{ pieces: [] }, { pieces: [] }], [{ pieces: [] }]],
          hasHeaderRow: false,
          hasHeaderColumn: false,
        },
      }),
    ).toBe(PIECE_TABLE_SHAPE_MESSAGE);
  });

  it('a link needs a label', () => {
    expect(message({ format: 'link', data: { action: 'editor', label: ' ', link: '/x' } })).toBe(
      'Label is required',
    );
  });

  it('embeds and videos only load http(s) addresses', () => {
    expect(message({ format: 'embed', data: { url: 'javascript:alert(1)' } })).toBe(
      'URL must be a full web address starting with http:// or https://',
    );
    expect(PieceSchema.safeParse({ format: 'video', data: { url: '/local.mp4' } }).success).toBe(false);
  });

  it('list type is numbered or bulleted', () => {
    expect(message({ format: 'list', data: { type: 'dotted', items: [] } })).toBe(
      'List type must be one of: numbered, bulleted',
    );
  });

  it('a code exercise keeps at least one entry', () => {
    expect(message({ format: 'codeExercise', data: { language: 'python', entries: [] } })).toBe(
      CODE_EXERCISE_ENTRIES_MESSAGE,
    );
  });

  it('badges take values from their lists', () => {
    expect(message({ format: 'signal', data: { value: 'dance' } })).toBe(
      'Signal must be one of: code, learn, design, think, introduction, test, challenge, do',
    );
    expect(message({ format: 'audience', data: { value: 'parent' } })).toBe(
      'Audience must be one of: student, instructor, admin',
    );
    expect(message({ format: 'purpose', data: { value: 'fun' } })).toBe(
      'Purpose must be one of: course, project',
    );
  });

  it('embed-editor size is small, medium or large', () => {
    const piece = valid['embed-editor'] as { data: Record<string, unknown> };
    expect(message({ ...piece, data: { ...piece.data, size: 'huge' } })).toBe(
      'Size must be one of: small, medium, large',
    );
  });
});

describe('imageForLocale', () => {
  const piece = PieceSchema.parse(valid.image);
  if (piece.format !== 'image') throw new Error('expected an image piece');

  it('uses the translated image when there is one', () => {
    expect(imageForLocale(piece, 'ar')?.url).toBe('/files/cat-ar.png');
  });

  it('falls back to English', () => {
    expect(imageForLocale(piece, 'de')?.url).toBe('/files/cat.png');
  });
});

describe('HintSchema', () => {
  it('holds pieces', () => {
    expect(HintSchema.safeParse({ pieces: [text('Try a loop')] }).success).toBe(true);
  });

  it('refuses a hint with a broken piece', () => {
    const result = HintSchema.safeParse({ pieces: [{ format: 'text', data: { style: 'content' } }] });
    expect(result.error?.issues[0]?.message).toBe('Text is required');
  });
});
