// Bulk CSV import of students (users page): the browser reads the file and sends rows; the server makes
// every account or none. Each student gets a username from their first name and a random password,
// returned once, with `resetPassword` set so they choose their own at first login (DECISIONS.md).
import { z } from 'zod';
import { IdSchema } from '../model/common.ts';
import { EmailSchema, FirstNameSchema, GENDERS, LastNameSchema } from '../model/user.ts';

export const IMPORT_MAX_ROWS = 500;
export const IMPORT_HEADER_MESSAGE = 'The first row must name the columns First name and Last name';
export const IMPORT_GENDER_MESSAGE = 'Gender must be female, male or other (or left empty)';
export const IMPORT_ENCODINGS = ['ISO-8859-1', 'UTF-8'] as const;
export const IMPORT_SEPARATORS = [',', ';', '\t'] as const;

const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

export const ImportRowSchema = z
  .object({
    first_name: FirstNameSchema,
    last_name: LastNameSchema,
    email: optionalText(EmailSchema),
    gender: optionalText(z.enum(GENDERS, { error: IMPORT_GENDER_MESSAGE })),
  })
  .strict();
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportBodySchema = z
  .object({
    rows: z
      .array(ImportRowSchema)
      .min(1, 'The file has no students in it')
      .max(IMPORT_MAX_ROWS, `At most ${IMPORT_MAX_ROWS} students can be imported at once`),
    /** The class the students join, if any. */
    class: IdSchema.optional(),
  })
  .strict();
export type ImportBody = z.infer<typeof ImportBodySchema>;

export const ImportedUserSchema = z.object({
  _id: IdSchema,
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  /** Shown once: only its hash is kept. */
  password: z.string(),
});
export type ImportedUser = z.infer<typeof ImportedUserSchema>;
export const ImportResponseSchema = z.object({ users: z.array(ImportedUserSchema) });

/** Which field a CSV header names: "First name", "first_name", "Firstname" and the like. */
const HEADERS: Record<string, keyof ImportRow> = {
  firstname: 'first_name',
  first: 'first_name',
  forename: 'first_name',
  givenname: 'first_name',
  lastname: 'last_name',
  last: 'last_name',
  surname: 'last_name',
  familyname: 'last_name',
  email: 'email',
  emailaddress: 'email',
  gender: 'gender',
};
export const importField = (header: string) => HEADERS[header.toLowerCase().replace(/[^a-z]/g, '')];

export interface ImportProblem {
  /** 1-based, counting the header as row 1, as a spreadsheet numbers them. */
  row: number;
  field: string;
  message: string;
}

/** A parsed CSV table as import rows, with every problem the server would report, row by row. */
export const readImportTable = (table: string[][]) => {
  const [header = [], ...lines] = table;
  const fields = header.map(importField);
  const problems: ImportProblem[] = [];
  if (!fields.includes('first_name') || !fields.includes('last_name')) {
    problems.push({
      row: 1,
      field: 'header',
      message: IMPORT_HEADER_MESSAGE,
    });
    return { rows: [], problems };
  }
  const rows = lines.map((line) => {
    const row: Record<string, string> = {};
    fields.forEach((field, index) => {
      if (field) row[field] = (line[index] ?? '').trim();
    });
    if (row.gender) row.gender = row.gender.toLowerCase();
    return row;
  });
  rows.forEach((row, index) => {
    const result = ImportRowSchema.safeParse(row);
    if (!result.success)
      for (const issue of result.error.issues)
        problems.push({ row: index + 2, field: issue.path.join('.'), message: issue.message });
  });
  return { rows, problems };
};
