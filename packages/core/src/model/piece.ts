// Content pieces: the blocks every lesson, step, question and reference is built from, one shape per `format`.

import { z } from 'zod';
import { maxCharsMessage, message } from '../api/messages.ts';
import { TABLE_PROPORTION_MAX, TABLE_PROPORTION_MIN } from '../constants.ts';
import { IdSchema, requiredText, translationsOf } from './common.ts';
import { enumOf, longText, plainText, UrlSchema, WebUrlSchema } from './content.ts';
import { ProjectLanguageSchema } from './project.ts';
import { richText } from './rich-text.ts';

// Brick badges are pieces too, so their value lists live here and brick.ts reuses them.
export const BRICK_PURPOSES = ['course', 'project'] as const;
export const BrickPurposeSchema = enumOf(BRICK_PURPOSES, 'purpose');
export type BrickPurpose = z.infer<typeof BrickPurposeSchema>;

export const BRICK_SIGNALS = [
  'code',
  'learn',
  'design',
  'think',
  'introduction',
  'test',
  'challenge',
  'do',
] as const;
export const BrickSignalSchema = enumOf(BRICK_SIGNALS, 'signal');
export type BrickSignal = z.infer<typeof BrickSignalSchema>;

export const BRICK_AUDIENCES = ['student', 'instructor', 'admin'] as const;
export const BrickAudienceSchema = enumOf(BRICK_AUDIENCES, 'audience');
export type BrickAudience = z.infer<typeof BrickAudienceSchema>;

export const PIECE_FORMATS = [
  'text',
  'image',
  'section',
  'columns',
  'definition',
  'table',
  'piece-table',
  'link',
  'embed',
  'embed-editor',
  'editor',
  'code',
  'video',
  'syntax',
  'list',
  'codeExercise',
  'purpose',
  'signal',
  'handler',
  'audience',
] as const;
export type PieceFormat = (typeof PIECE_FORMATS)[number];

/** How the format picker groups the formats into labelled sections. */
export const PIECE_FORMAT_GROUPS: readonly { label: string; formats: readonly PieceFormat[] }[] = [
  { label: 'Text', formats: ['text', 'list', 'definition', 'section', 'columns'] },
  { label: 'Media', formats: ['image', 'video', 'embed'] },
  { label: 'Tables', formats: ['table', 'piece-table'] },
  { label: 'Code', formats: ['code', 'syntax', 'editor', 'embed-editor', 'codeExercise'] },
  { label: 'Links', formats: ['link'] },
  { label: 'Badges', formats: ['purpose', 'signal', 'handler', 'audience'] },
];

const pieceId = IdSchema.optional();

export const TEXT_STYLES = ['heading', 'subheading', 'content'] as const;
export const TextPieceSchema = z.object({
  _id: pieceId,
  format: z.literal('text'),
  data: z.object({
    style: enumOf(TEXT_STYLES, 'style'),
    text: richText('text'),
  }),
});

export const ImageSourceSchema = z.object({
  url: UrlSchema,
  alt: plainText('altText', 300).optional(),
});
export type ImageSource = z.infer<typeof ImageSourceSchema>;

export const IMAGE_EN_MESSAGE = message('imageEnglish');
export const ImagePieceSchema = z.object({
  _id: pieceId,
  format: z.literal('image'),
  data: z.object({
    /** One image per locale; `en` is shown when no translated image exists. */
    images: translationsOf(ImageSourceSchema).refine((images) => images.en !== undefined, {
      message: IMAGE_EN_MESSAGE,
      path: ['en'],
    }),
    caption: plainText('caption', 500).optional(),
  }),
});

export const SectionPieceSchema = z.object({
  _id: pieceId,
  format: z.literal('section'),
  data: z.object({
    title: plainText('sectionTitle'),
    get pieces(): z.ZodArray<typeof PieceSchema> {
      return z.array(PieceSchema);
    },
  }),
});

export const ColumnsPieceSchema = z.object({
  _id: pieceId,
  format: z.literal('columns'),
  data: z.object({
    get left(): z.ZodArray<typeof PieceSchema> {
      return z.array(PieceSchema);
    },
    get right(): z.ZodArray<typeof PieceSchema> {
      return z.array(PieceSchema);
    },
  }),
});

export const DefinitionPieceSchema = z.object({
  _id: pieceId,
  format: z.literal('definition'),
  data: z.object({
    name: requiredText('name'),
    description: richText('description'),
    /** The library definition it came from, when picked from the library. */
    definition: IdSchema.nullable().optional(),
  }),
});

export const TABLE_PROPORTION_MESSAGE = message('tableProportions', {
  min: TABLE_PROPORTION_MIN,
  max: TABLE_PROPORTION_MAX,
});
export const TableCellSchema = z.object({
  format: z.literal('text'),
  data: z.object({ text: richText('cellText') }),
});
export type TableCell = z.infer<typeof TableCellSchema>;

export const TABLE_SHAPE_MESSAGE = message('tableShape');
export const TablePieceSchema = z.object({
  _id: pieceId,
  format: z.literal('table'),
  data: z
    .object({
      rows: z
        .number()
        .int()
        .min(1, message('tableRowsMin'))
        .max(100, message('tableRowsMax', { max: 100 })),
      columns: z
        .number()
        .int()
        .min(1, message('tableColumnsMin'))
        .max(20, message('tableColumnsMax', { max: 20 })),
      proportions: z.array(
        z
          .number()
          .int(TABLE_PROPORTION_MESSAGE)
          .min(TABLE_PROPORTION_MIN, TABLE_PROPORTION_MESSAGE)
          .max(TABLE_PROPORTION_MAX, TABLE_PROPORTION_MESSAGE),
      ),
      hasHeader: z.boolean(),
      cells: z.array(z.array(TableCellSchema)),
    })
    .superRefine((table, ctx) => {
      if (table.proportions.length !== table.columns) {
        ctx.addIssue({ code: 'custom', path: ['proportions'], message: message('tableProportionPerColumn') });
      }
      if (table.cells.length !== table.rows || table.cells.some((row) => row.length !== table.columns)) {
        ctx.addIssue({ code: 'custom', path: ['cells'], message: TABLE_SHAPE_MESSAGE });
      }
    }),
});

export const PIECE_TABLE_SHAPE_MESSAGE = message('pieceTableShape');
export const PieceTablePieceSchema = z.object({
  _id: pieceId,
  format: z.literal('piece-table'),
  data: z.object({
    /** Rows of cells; each cell holds pieces. */
    get table(): z.ZodArray<z.ZodArray<z.ZodObject<{ pieces: z.ZodArray<typeof PieceSchema> }>>> {
      return z
        .array(z.array(z.object({ pieces: z.array(PieceSchema) })).min(1, message('tableRowCells')))
        .min(1, message('tableOneRow'))
        .refine((rows) => rows.every((row) => row.length === rows[0]?.length), PIECE_TABLE_SHAPE_MESSAGE);
    },
    hasHeaderRow: z.boolean(),
    hasHeaderColumn: z.boolean(),
  }),
});

export const LINK_ACTIONS = ['tab', 'editor'] as const;
export const LinkPieceSchema = z.object({
  _id: pieceId,
  format: z.literal('link'),
  data: z.object({
    /** "tab" opens the link in a new tab; "editor" opens it in the code editor. */
    action: enumOf(LINK_ACTIONS, 'action'),
    label: requiredText('label'),
    link: UrlSchema,
  }),
});

export const EmbedPieceSchema = z.object({
  _id: pieceId,
  format: z.literal('embed'),
  data: z.object({
    url: WebUrlSchema,
    title: plainText('title').optional(),
    height: z
      .number()
      .int()
      .min(50, message('atLeast', { field: 'height', min: 50 }))
      .max(2000, message('atMost', { field: 'height', max: 2000 }))
      .optional(),
  }),
});

/** The code an editor piece starts with. */
export const EditorSpecSchema = z.object({
  language: ProjectLanguageSchema,
  code: longText('code', 200_000),
});
export type EditorSpec = z.infer<typeof EditorSpecSchema>;

export const EDITOR_SIZES = ['small', 'medium', 'large'] as const;
export const EmbedEditorPieceSchema = z.object({
  _id: pieceId,
  format: z.literal('embed-editor'),
  data: z.object({
    editor: EditorSpecSchema,
    /** Sent only to roles allowed to see solutions, or in preview (DECISIONS.md "Learning"). */
    solution: longText('solution', 200_000).optional(),
    size: enumOf(EDITOR_SIZES, 'size'),
    /** Without auto-start the piece shows a still image with a play button and loads on click. */
    autoStart: z.boolean(),
    image: UrlSchema.nullable().optional(),
  }),
});

export const EditorPieceSchema = z.object({
  _id: pieceId,
  format: z.literal('editor'),
  data: EditorSpecSchema,
});

export const CodePieceSchema = z.object({
  _id: pieceId,
  format: z.literal('code'),
  data: z.object({
    language: plainText('language', 30).optional(),
    code: longText('code', 200_000),
  }),
});

export const VideoPieceSchema = z.object({
  _id: pieceId,
  format: z.literal('video'),
  data: z.object({
    url: WebUrlSchema,
    caption: plainText('caption', 500).optional(),
  }),
});

export const SyntaxHighlightSchema = z.object({
  highlight: z
    .string()
    .min(1, message('cannotBeEmpty', { field: 'highlight' }))
    .max(1000, maxCharsMessage('highlight', 1000)),
  description: richText('description'),
});
export type SyntaxHighlight = z.infer<typeof SyntaxHighlightSchema>;

export const SyntaxPieceSchema = z.object({
  _id: pieceId,
  format: z.literal('syntax'),
  data: z.object({
    language: plainText('language', 30).optional(),
    code: longText('code', 200_000),
    highlights: z.array(SyntaxHighlightSchema),
  }),
});

export const LIST_TYPES = ['numbered', 'bulleted'] as const;
export const ListPieceSchema = z.object({
  _id: pieceId,
  format: z.literal('list'),
  data: z.object({
    type: enumOf(LIST_TYPES, 'listType'),
    items: z.array(z.object({ content: richText('listItem') })),
  }),
});

export const CODE_EXERCISE_ENTRIES_MESSAGE = message('codeExerciseEntries');
export const CodeExercisePieceSchema = z.object({
  _id: pieceId,
  format: z.literal('codeExercise'),
  data: z.object({
    language: ProjectLanguageSchema,
    instructions: richText('instructions').optional(),
    entries: z
      .array(z.object({ code: longText('code', 200_000), result: longText('result', 200_000) }))
      .min(1, CODE_EXERCISE_ENTRIES_MESSAGE),
  }),
});

export const PurposePieceSchema = z.object({
  _id: pieceId,
  format: z.literal('purpose'),
  data: z.object({ value: BrickPurposeSchema }),
});

export const SignalPieceSchema = z.object({
  _id: pieceId,
  format: z.literal('signal'),
  data: z.object({ value: BrickSignalSchema }),
});

export const HandlerPieceSchema = z.object({
  _id: pieceId,
  format: z.literal('handler'),
  data: z.object({ value: requiredText('handler', 100) }),
});

export const AudiencePieceSchema = z.object({
  _id: pieceId,
  format: z.literal('audience'),
  data: z.object({ value: BrickAudienceSchema }),
});

export const PIECE_FORMAT_MESSAGE = message('pieceFormat', { values: PIECE_FORMATS.join(', ') });
export const PieceSchema = z.discriminatedUnion(
  'format',
  [
    TextPieceSchema,
    ImagePieceSchema,
    SectionPieceSchema,
    ColumnsPieceSchema,
    DefinitionPieceSchema,
    TablePieceSchema,
    PieceTablePieceSchema,
    LinkPieceSchema,
    EmbedPieceSchema,
    EmbedEditorPieceSchema,
    EditorPieceSchema,
    CodePieceSchema,
    VideoPieceSchema,
    SyntaxPieceSchema,
    ListPieceSchema,
    CodeExercisePieceSchema,
    PurposePieceSchema,
    SignalPieceSchema,
    HandlerPieceSchema,
    AudiencePieceSchema,
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? PIECE_FORMAT_MESSAGE : undefined) },
);
// A piece holds pieces (sections, columns, tables): named, so the OpenAPI document refers to it by name.
z.globalRegistry.add(PieceSchema, { id: 'Piece' });
export type Piece = z.infer<typeof PieceSchema>;
export type TextPiece = z.infer<typeof TextPieceSchema>;
export type ImagePiece = z.infer<typeof ImagePieceSchema>;
export type SectionPiece = z.infer<typeof SectionPieceSchema>;
export type ColumnsPiece = z.infer<typeof ColumnsPieceSchema>;
export type DefinitionPiece = z.infer<typeof DefinitionPieceSchema>;
export type TablePiece = z.infer<typeof TablePieceSchema>;
export type PieceTablePiece = z.infer<typeof PieceTablePieceSchema>;
export type PieceTableCell = PieceTablePiece['data']['table'][number][number];
export type LinkPiece = z.infer<typeof LinkPieceSchema>;
export type EmbedPiece = z.infer<typeof EmbedPieceSchema>;
export type EmbedEditorPiece = z.infer<typeof EmbedEditorPieceSchema>;
export type EditorPiece = z.infer<typeof EditorPieceSchema>;
export type CodePiece = z.infer<typeof CodePieceSchema>;
export type VideoPiece = z.infer<typeof VideoPieceSchema>;
export type SyntaxPiece = z.infer<typeof SyntaxPieceSchema>;
export type ListPiece = z.infer<typeof ListPieceSchema>;
export type CodeExercisePiece = z.infer<typeof CodeExercisePieceSchema>;
export type BadgePiece = z.infer<
  | typeof PurposePieceSchema
  | typeof SignalPieceSchema
  | typeof HandlerPieceSchema
  | typeof AudiencePieceSchema
>;

export const PiecesSchema = z.array(PieceSchema);

/** A hint shown on request in questions, steps and challenge decomposition. */
export const HintSchema = z.object({
  _id: pieceId,
  pieces: PiecesSchema,
});
export type Hint = z.infer<typeof HintSchema>;
