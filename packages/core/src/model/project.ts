import { z } from 'zod';
import { maxCharsMessage, message, PROJECT_NAME_MESSAGE } from '../api/messages.ts';
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
export const ProjectLanguageSchema = enumOf(PROJECT_LANGUAGES, 'language');
export type ProjectLanguage = z.infer<typeof ProjectLanguageSchema>;

/** The languages a student picks from when creating a project on their profile. */
export const STUDENT_PROJECT_LANGUAGES = [
  'javascript',
  'python',
] as const satisfies readonly ProjectLanguage[];

export const ProjectNameSchema = z
  .string({ error: requiredMessage('projectName') })
  .trim()
  .min(1, requiredMessage('projectName'))
  .max(PROJECT_NAME_MAX, PROJECT_NAME_MESSAGE);

export const PROJECT_FILES_MAX = 50;
export const PROJECT_FILE_NAME_MAX = 100;
export const PROJECT_FILE_CONTENT_MAX = 500_000;

/** One source file; block projects keep their workspace as a file too. */
export const ProjectFileSchema = z.object({
  name: z
    .string({ error: requiredMessage('fileName') })
    .trim()
    .min(1, requiredMessage('fileName'))
    .max(PROJECT_FILE_NAME_MAX, maxCharsMessage('fileName', PROJECT_FILE_NAME_MAX))
    .regex(/^[\w.-]+$/, message('fileNameLetters')),
  content: z.string().max(PROJECT_FILE_CONTENT_MAX, maxCharsMessage('fileContent', PROJECT_FILE_CONTENT_MAX)),
});
export type ProjectFile = z.infer<typeof ProjectFileSchema>;

export const ProjectFilesSchema = z
  .array(ProjectFileSchema)
  .max(PROJECT_FILES_MAX, message('projectFilesMax', { max: PROJECT_FILES_MAX }))
  .refine((files) => new Set(files.map((f) => f.name)).size === files.length, message('fileNamesUnique'));

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
