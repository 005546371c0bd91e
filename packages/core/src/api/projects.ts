// What the project screens send and receive (learner-teacher.md §2 project, projects, profile projects; §3
// Project; §9 paging and sorts): create, open, save with autosave and kept versions, archive, list.

import { z } from 'zod';
import { CLASS_PROJECTS_PAGE_SIZE, PROFILE_PROJECTS_PAGE_SIZE, PROJECT_DEFAULT_SORT } from '../constants.ts';
import { IdSchema, IsoDateSchema } from '../model/common.ts';
import { enumOf, VersionSchema } from '../model/content.ts';
import {
  type ProjectFile,
  ProjectFilesSchema,
  type ProjectLanguage,
  ProjectLanguageSchema,
  ProjectNameSchema,
} from '../model/project.ts';
import { ListQuerySchema } from './common.ts';
import { maxCharsMessage, message } from './messages.ts';

/** What a student can make on their profile: code, a web page, or blocks (DECISIONS.md: scratch, mixed). */
export const NEW_PROJECT_LANGUAGES = [
  'javascript',
  'python',
  'web',
  'scratch',
  'mixed',
] as const satisfies readonly ProjectLanguage[];
export type NewProjectLanguage = (typeof NEW_PROJECT_LANGUAGES)[number];

/** How many earlier versions of a project are kept; older ones leave first. */
export const PROJECT_VERSIONS_KEPT = 20;
/** Autosaves within this many minutes of the last kept version do not make a new one. */
export const PROJECT_VERSION_INTERVAL_MINUTES = 10;

export const NewProjectSchema = z
  .object({
    name: ProjectNameSchema,
    language: enumOf(NEW_PROJECT_LANGUAGES, 'language'),
    /** Projects are made on one's own profile only: when given, it must be the caller. */
    user: IdSchema.optional(),
    /** The tutorial or challenge the project is the learner's work for (their teacher sees it when marking). */
    learningProject: IdSchema.optional(),
  })
  .strict();
export type NewProject = z.infer<typeof NewProjectSchema>;
export const NOT_A_LEARNING_ITEM = message('notALearningItem');

export const ProjectOwnerSchema = z.object({ _id: IdSchema, first_name: z.string(), last_name: z.string() });

export const ProjectSummarySchema = z.object({
  _id: IdSchema,
  name: z.string(),
  language: ProjectLanguageSchema,
  user: ProjectOwnerSchema,
  archived: z.boolean(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
  /** Characters of code across the files. */
  size: z.number().int(),
});
export type ProjectSummary = z.infer<typeof ProjectSummarySchema>;

export const ProjectViewSchema = ProjectSummarySchema.extend({
  files: ProjectFilesSchema,
  /** Goes up by one with every save; a save names the version it started from. */
  version: z.number().int(),
  /** Whether the caller may save it (only its owner may). */
  canEdit: z.boolean(),
});
export type ProjectView = z.infer<typeof ProjectViewSchema>;

export const PROJECT_SAVE_EMPTY = message('projectSaveEmpty');
export const ProjectSaveSchema = z
  .object({
    name: ProjectNameSchema.optional(),
    files: ProjectFilesSchema.optional(),
    /**
     * The version the editor started from; a different stored version answers 409 (`ConflictBody`), unless the
     * save is sent with `?force=true`.
     */
    version: VersionSchema,
    /** Keep this state as a version now (Save, leaving the page), not only when the interval has passed. */
    checkpoint: z.boolean().optional(),
  })
  .strict()
  .refine((save) => save.name !== undefined || save.files !== undefined, PROJECT_SAVE_EMPTY);
export type ProjectSave = z.infer<typeof ProjectSaveSchema>;

export const ProjectArchiveSchema = z.object({
  archived: z.boolean({ error: message('trueOrFalse', { field: 'archived' }) }),
});

export const PROJECT_LIST_SORTS = ['-updatedAt', '-createdAt', 'name', '-name'] as const;
/** The admin list also sorts by size (characters of code), largest first or smallest first. */
export const ADMIN_PROJECT_SORTS = [...PROJECT_LIST_SORTS, '-size', 'size'] as const;
/** The admin list's size filter: projects of at least this many characters. */
export const PROJECT_SIZE_STEPS = [100, 1000, 10_000] as const;
export const ProjectListQuerySchema = ListQuerySchema.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1, message('atLeast', { field: 'limit', min: 1 }))
    .max(100, message('atMost', { field: 'limit', max: 100 }))
    .default(PROFILE_PROJECTS_PAGE_SIZE),
  sort: enumOf(ADMIN_PROJECT_SORTS, 'sort').default(PROJECT_DEFAULT_SORT),
  /** Only projects of at least this many characters of code. */
  minSize: z.coerce
    .number({ error: message('mustBeNumber', { field: 'minSize' }) })
    .int(message('mustBeWholeNumber', { field: 'minSize' }))
    .min(0, message('atLeast', { field: 'minSize', min: 0 }))
    .max(100_000_000, message('tooLarge', { field: 'minSize' }))
    .optional(),
  /** Whose projects; without it, everyone's (admins only). */
  user: IdSchema.optional(),
  /** Only the projects made for this tutorial or challenge. */
  learningProject: IdSchema.optional(),
  language: ProjectLanguageSchema.optional(),
  archived: z
    .enum(['true', 'false'], { error: message('trueOrFalse', { field: 'archived' }) })
    .default('false'),
  name: z
    .string()
    .trim()
    .max(100, message('maxChars', { field: 'name', max: 100 }))
    .optional(),
});
export type ProjectListQuery = z.infer<typeof ProjectListQuerySchema>;

/**
 * `GET /api/classes/{id}/projects`: the projects of a class's students, for its browser (25 a page) and its
 * wall (24 more with each Show More). `q` finds a project by its name or its owner's first or last name.
 */
export const ClassProjectListQuerySchema = ProjectListQuerySchema.omit({
  user: true,
  name: true,
  learningProject: true,
}).extend({
  limit: z.coerce
    .number()
    .int()
    .min(1, message('atLeast', { field: 'limit', min: 1 }))
    .max(100, message('atMost', { field: 'limit', max: 100 }))
    .default(CLASS_PROJECTS_PAGE_SIZE),
  q: z.string().trim().max(100, maxCharsMessage('search', 100)).optional(),
  /** Only the projects the class's teachers starred. */
  starred: z.enum(['true', 'false'], { error: message('trueOrFalse', { field: 'starred' }) }).optional(),
});
export type ClassProjectListQuery = z.infer<typeof ClassProjectListQuerySchema>;

export const ClassProjectSummarySchema = ProjectSummarySchema.extend({ starred: z.boolean() });
export type ClassProjectSummary = z.infer<typeof ClassProjectSummarySchema>;

/** `PUT /api/classes/{id}/starred-projects/{projectId}`. */
export const StarProjectSchema = z
  .object({ starred: z.boolean({ error: message('trueOrFalse', { field: 'starred' }) }) })
  .strict();

export const PROJECT_NOT_IN_CLASS = message('projectNotInClass');
export const CLASS_PROJECTS_FORBIDDEN = message('classProjectsForbidden');

export const ProjectVersionSchema = z.object({
  _id: IdSchema,
  createdAt: IsoDateSchema,
  size: z.number().int(),
});
export type ProjectVersion = z.infer<typeof ProjectVersionSchema>;
export const ProjectVersionFilesSchema = ProjectVersionSchema.extend({ files: ProjectFilesSchema });

const STARTER_BLOCKS = {
  blocks: {
    languageVersion: 0,
    blocks: [
      {
        type: 'text_print',
        x: 40,
        y: 40,
        inputs: { TEXT: { shadow: { type: 'text', fields: { TEXT: 'Hello!' } } } },
      },
    ],
  },
};

/** The files a new project starts with. */
export const starterFiles = (language: NewProjectLanguage): ProjectFile[] => {
  switch (language) {
    case 'javascript':
      return [{ name: 'main.js', content: 'console.log("Hello!");\n' }];
    case 'python':
      return [{ name: 'main.py', content: 'print("Hello!")\n' }];
    case 'web':
      return [
        {
          name: 'index.html',
          content: '<h1>Hello!</h1>\n<p>This is my web page.</p>\n',
        },
        { name: 'style.css', content: 'h1 {\n  color: #1e88e5;\n}\n' },
        { name: 'script.js', content: '' },
      ];
    case 'scratch':
    case 'mixed':
      // Blockly's saved workspace: one "print Hello!" block, as the other languages start with one line.
      return [{ name: 'blocks.json', content: JSON.stringify(STARTER_BLOCKS) }];
  }
};

/** Characters of code across the files (the admin list sorts and filters by it). */
export const projectSize = (files: readonly ProjectFile[]) =>
  files.reduce((total, file) => total + file.content.length, 0);
