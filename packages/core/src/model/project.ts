import { z } from 'zod';
import { PROJECT_NAME_MESSAGE } from '../api/messages.ts';
import { PROJECT_NAME_MAX } from '../constants.ts';
import { IdSchema, IsoDateSchema, requiredMessage } from './common.ts';
import { enumOf, UrlSchema } from './content.ts';

/** "scratch" is block coding; "mixed" shows blocks beside the JavaScript they generate (DECISIONS.md). */
export const PROJECT_LANGUAGES = [
  'javascript',
  'python',
  'scratch',
  'mixed',
  'html',
  'css',
  'jquery',
  'web',
] as const;
export const ProjectLanguageSchema = enumOf(PROJECT_LANGUAGES, 'Language');
export type ProjectLanguage = z.infer<typeof ProjectLanguageSchema>;

/** The languages a student picks from when creating a project on their profile. */
export const STUDENT_PROJECT_LANGUAGES = [
  'javascript',
  'python',
] as const satisfies readonly ProjectLanguage[];

export const ProjectNameSchema = z
  .string({ error: requiredMessage('Project name') })
  .trim()
  .min(1, requiredMessage('Project name'))
  .max(PROJECT_NAME_MAX, PROJECT_NAME_MESSAGE);

export const PROJECT_FILES_MAX = 50;
export const PROJECT_FILE_NAME_MAX = 100;
export const PROJECT_FILE_CONTENT_MAX = 500_000;

/** One source file; block projects keep their workspace as a file too. */
export const ProjectFileSchema = z.object({
  name: z
    .string({ error: requiredMessage('File name') })
    .trim()
    .min(1, requiredMessage('File name'))
    .max(PROJECT_FILE_NAME_MAX, `File name must be ${PROJECT_FILE_NAME_MAX} characters or fewer`)
    .regex(/^[\w.-]+$/, 'File name may only use letters, digits, dots, dashes and underscores'),
  content: z
    .string()
    .max(PROJECT_FILE_CONTENT_MAX, `File content must be ${PROJECT_FILE_CONTENT_MAX} characters or fewer`),
});
export type ProjectFile = z.infer<typeof ProjectFileSchema>;

export const ProjectFilesSchema = z
  .array(ProjectFileSchema)
  .max(PROJECT_FILES_MAX, `A project can have at most ${PROJECT_FILES_MAX} files`)
  .refine((files) => new Set(files.map((f) => f.name)).size === files.length, 'File names must be unique');

export const ProjectSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  language: ProjectLanguageSchema,
  /** The owner. */
  user: IdSchema,
  archived: z.boolean(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
  /** The brick, tutorial or challenge the project was started from; null for a free project. */
  learningProject: IdSchema.nullable(),
  classesSharedWith: z.array(IdSchema),
  image: UrlSchema.nullable(),
  files: z.array(ProjectFileSchema),
});
export type Project = z.infer<typeof ProjectSchema>;

export const ProjectCreateSchema = z.object({
  name: ProjectNameSchema,
  language: ProjectLanguageSchema,
  /** Defaults to the caller; only staff may create for someone else. */
  user: IdSchema.optional(),
  learningProject: IdSchema.nullable().optional(),
  classesSharedWith: z.array(IdSchema).optional(),
  image: UrlSchema.nullable().optional(),
  files: ProjectFilesSchema.optional(),
});
export type ProjectCreate = z.infer<typeof ProjectCreateSchema>;

export const ProjectUpdateSchema = z
  .object({
    name: ProjectNameSchema,
    archived: z.boolean(),
    classesSharedWith: z.array(IdSchema),
    image: UrlSchema.nullable(),
    files: ProjectFilesSchema,
  })
  .partial()
  .strict();
export type ProjectUpdate = z.infer<typeof ProjectUpdateSchema>;
