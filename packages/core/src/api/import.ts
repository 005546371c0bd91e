// Bulk CSV import of students (users page): the browser reads the file and sends rows; the server makes
// every account or none. Each student gets a username from their first name and a random password,
// returned once, with `resetPassword` set so they choose their own at first login (DECISIONS.md).
import { z } from 'zod';
import { IdSchema } from '../model/common.ts';
import {
  birthYearSchema,
  EmailSchema,
  FirstNameSchema,
  GENDERS,
  type Gender,
  LastNameSchema,
  refineBirthMonth,
} from '../model/user.ts';
import { westernDigits } from '../rules/digits.ts';
import { foldText } from '../rules/usernames.ts';
import { IMPORT_GENDER_MESSAGE, IMPORT_HEADER_MESSAGE, message } from './messages.ts';

/** Rows one request may create: 500 argon2 hashes take about 4 s on two cores (docs/performance.md). */
export const IMPORT_MAX_ROWS = 500;
/** A teacher's import names a class of their own. */
export const IMPORT_OWN_CLASS = message('importOwnClass');
export const IMPORT_BIRTH_MONTH_MESSAGE = message('importBirthMonth');
export const IMPORT_EMPTY_MESSAGE = message('importEmpty');
export const IMPORT_TOO_MANY_MESSAGE = message('importTooMany', { max: IMPORT_MAX_ROWS });
export const IMPORT_UNKNOWN_CLASS = message('unknownClass');
export const IMPORT_ARCHIVED_CLASS = message('archivedClass');
/** `auto` detects the file's encoding (`detectEncoding`); the others are chosen by the person. */
export const IMPORT_ENCODINGS = ['auto', 'UTF-8', 'ISO-8859-1'] as const;
export const IMPORT_SEPARATORS = [',', ';', '\t'] as const;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
/** A CSV cell holds text: "7" (or "٧") is the number 7; anything else is left for the schema to refuse. */
const cellNumber = (value: unknown) => {
  const blank = blankToUndefined(value);
  if (typeof blank !== 'string') return blank;
  const western = westernDigits(blank);
  return /^\s*\d+\s*$/.test(western) ? Number(western) : blank;
};

const ImportRowFieldsSchema = z
  .object({
    first_name: FirstNameSchema,
    last_name: LastNameSchema,
    email: z.preprocess(blankToUndefined, EmailSchema.optional()),
    gender: z.preprocess(blankToUndefined, z.enum(GENDERS, { error: IMPORT_GENDER_MESSAGE }).optional()),
    birthMonth: z.preprocess(
      cellNumber,
      z
        .number({ error: IMPORT_BIRTH_MONTH_MESSAGE })
        .int(IMPORT_BIRTH_MONTH_MESSAGE)
        .min(1, IMPORT_BIRTH_MONTH_MESSAGE)
        .max(12, IMPORT_BIRTH_MONTH_MESSAGE)
        .optional(),
    ),
    birthYear: z.preprocess(cellNumber, birthYearSchema().optional()),
  })
  .strict();
/** One student of the file; a birth month and year together must not be in the future. */
export const ImportRowSchema = refineBirthMonth(ImportRowFieldsSchema);
export type ImportRow = z.infer<typeof ImportRowSchema>;
/** A row as the browser sends it: the CSV's text, or numbers for the birth fields. */
export type ImportRowInput = z.input<typeof ImportRowSchema>;

export const ImportBodySchema = z
  .object({
    rows: z.array(ImportRowSchema).min(1, IMPORT_EMPTY_MESSAGE).max(IMPORT_MAX_ROWS, IMPORT_TOO_MANY_MESSAGE),
    /** The class the students join, if any. */
    class: IdSchema.optional(),
  })
  .strict();
export type ImportBody = z.infer<typeof ImportBodySchema>;
export type ImportBodyInput = z.input<typeof ImportBodySchema>;

export const ImportedUserSchema = z.object({
  _id: IdSchema,
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  /** Shown once: only its hash is kept. */
  password: z.string(),
});
export type ImportedUser = z.infer<typeof ImportedUserSchema>;
/** The new students in the order of the rows sent. */
export const ImportResponseSchema = z.object({ users: z.array(ImportedUserSchema) });
export type ImportResponse = z.infer<typeof ImportResponseSchema>;

export type ImportField = keyof ImportRow;

/** Letters only, lower case, accents folded: "E-mail" → "email", "Prénom" → "prenom". */
const headerKey = (header: string) => foldText(header).replace(/[^\p{L}]/gu, '');

/** Column names a school's spreadsheet may use, in the app's languages (en, it, de, fr, ar). */
const HEADER_NAMES: Record<ImportField, readonly string[]> = {
  first_name: [
    'First name',
    'Firstname',
    'First',
    'Forename',
    'Given name',
    'Nome',
    'Vorname',
    'Prénom',
    'الاسم الأول',
  ],
  last_name: [
    'Last name',
    'Lastname',
    'Last',
    'Surname',
    'Family name',
    'Cognome',
    'Nachname',
    'Familienname',
    'Nom de famille',
    'اسم العائلة',
  ],
  email: ['Email', 'Email address', 'Mail', 'Posta elettronica', 'Courriel', 'البريد الإلكتروني'],
  gender: ['Gender', 'Sex', 'Genere', 'Sesso', 'Geschlecht', 'Genre', 'Sexe', 'الجنس'],
  birthMonth: [
    'Birth month',
    'Month of birth',
    'Mese di nascita',
    'Geburtsmonat',
    'Mois de naissance',
    'شهر الميلاد',
  ],
  birthYear: [
    'Birth year',
    'Year of birth',
    'Anno di nascita',
    'Geburtsjahr',
    'Année de naissance',
    'سنة الميلاد',
  ],
};
const HEADERS = new Map<string, ImportField>(
  (Object.entries(HEADER_NAMES) as [ImportField, readonly string[]][]).flatMap(([field, names]) =>
    names.map((name) => [headerKey(name), field] as const),
  ),
);

/** Which field a CSV header names: "First name", "first_name", "Firstname", "Vorname" and the like. */
export const importField = (header: string): ImportField | undefined => HEADERS.get(headerKey(header));

/** Gender words of the app's languages, and f / m, as the server's values. */
const GENDER_WORDS: Record<Gender, readonly string[]> = {
  female: ['female', 'f', 'femmina', 'weiblich', 'w', 'femme', 'أنثى'],
  male: ['male', 'm', 'maschio', 'männlich', 'homme', 'ذكر'],
  other: ['other', 'altro', 'divers', 'anderes', 'autre', 'آخر'],
};
const GENDER_VALUES = new Map<string, Gender>(
  (Object.entries(GENDER_WORDS) as [Gender, readonly string[]][]).flatMap(([gender, words]) =>
    words.map((word) => [headerKey(word), gender] as const),
  ),
);
const genderValue = (text: string) => GENDER_VALUES.get(headerKey(text)) ?? text;

export interface ImportProblem {
  /** 1-based, counting the header as row 1, as a spreadsheet numbers them. */
  row: number;
  /** The row's field (`first_name`…), or `header` for the header row. */
  field: string;
  message: string;
}

/** A row as read from the file: the text of each column the header names. */
export type ImportRowText = { first_name: string; last_name: string } & Partial<Record<ImportField, string>>;

export interface ImportTable {
  /** One per student, with the fields the header names; empty rows are left out. */
  rows: ImportRowText[];
  /** The spreadsheet row number of each of `rows`, for messages. */
  lines: number[];
  /** Headers that name no field we know, so the person can see what was not read. */
  ignored: string[];
  problems: ImportProblem[];
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * A parsed CSV table (blank lines included, so rows keep their spreadsheet numbers) as import rows, with
 * every problem the server would report, row by row.
 */
export const readImportTable = (table: readonly (readonly string[])[]): ImportTable => {
  const headerIndex = table.findIndex((cells) => !isBlank(cells));
  const header = headerIndex === -1 ? [] : table[headerIndex]!;
  const fields = header.map(importField);
  const ignored = header.filter((name, index) => !fields[index] && name.trim() !== '').map((h) => h.trim());
  if (!fields.includes('first_name') || !fields.includes('last_name')) {
    return {
      rows: [],
      lines: [],
      ignored,
      problems: [{ row: headerIndex + 1 || 1, field: 'header', message: IMPORT_HEADER_MESSAGE }],
    };
  }
  const rows: ImportRowText[] = [];
  const lines: number[] = [];
  const problems: ImportProblem[] = [];
  table.forEach((cells, index) => {
    if (index <= headerIndex || isBlank(cells)) return;
    const row: ImportRowText = { first_name: '', last_name: '' };
    fields.forEach((field, column) => {
      if (field) row[field] = (cells[column] ?? '').trim();
    });
    if (row.gender) row.gender = genderValue(row.gender);
    rows.push(row);
    lines.push(index + 1);
    const result = ImportRowSchema.safeParse(row);
    if (!result.success)
      for (const issue of result.error.issues)
        problems.push({ row: index + 1, field: issue.path.join('.'), message: issue.message });
  });
  return { rows, lines, ignored, problems };
};

/** A student named on more than one row of a file. */
export interface RepeatedStudent {
  first_name: string;
  last_name: string;
  /** Their spreadsheet rows, in order: the first is kept when repeats are left out. */
  lines: number[];
}

/** Who a row names: first and last name, ignoring case, accents and spacing ("Zoë  Quinn" is "zoe quinn"). */
const nameKey = (row: ImportRowText) =>
  [row.first_name, row.last_name].map((name) => foldText(name).replace(/\s+/g, ' ').trim()).join('\u0000');

/**
 * The students a file names more than once, in the order they first appear. A school's export often repeats a
 * pupil (two sets, a copied block); importing every row would make "amy1" and "amy2" for one child, so the
 * import asks before sending them. Two children may share a name, so this warns rather than refuses.
 */
export const repeatedStudents = (
  rows: readonly ImportRowText[],
  lines: readonly number[],
): RepeatedStudent[] => {
  const byKey = new Map<string, RepeatedStudent>();
  rows.forEach((row, index) => {
    const key = nameKey(row);
    if (!row.first_name.trim() || !row.last_name.trim()) return;
    const seen = byKey.get(key);
    if (seen) seen.lines.push(lines[index]!);
    else byKey.set(key, { first_name: row.first_name, last_name: row.last_name, lines: [lines[index]!] });
  });
  return [...byKey.values()].filter((student) => student.lines.length > 1);
};

/** The table without the later rows of each repeated student. */
export const withoutRepeats = (table: Pick<ImportTable, 'rows' | 'lines'>) => {
  const later = new Set(
    repeatedStudents(table.rows, table.lines).flatMap((student) => student.lines.slice(1)),
  );
  const keep = table.lines.map((line) => !later.has(line));
  return {
    rows: table.rows.filter((_, index) => keep[index]),
    lines: table.lines.filter((_, index) => keep[index]),
  };
};
