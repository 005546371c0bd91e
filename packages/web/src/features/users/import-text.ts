// The bulk import's wording shared by its steps: its own messages, the columns' names, a repeated student.
import {
  IMPORT_ARCHIVED_CLASS,
  IMPORT_BIRTH_MONTH_MESSAGE,
  IMPORT_EMPTY_MESSAGE,
  IMPORT_UNKNOWN_CLASS,
  type RepeatedStudent,
} from '@brickyard/core';
import type { TFunction } from 'i18next';
import { translateMessage } from '../../ui/schema-messages.ts';

/** Green and orange titles on their light backgrounds fall below 4.5:1; the text colour passes. */
export const DARK_TITLE = { title: { color: 'var(--mantine-color-text)' } };

/** The import's own messages; the others are the schemas' shared ones. */
const MESSAGE_KEYS: Record<string, string> = {
  [IMPORT_BIRTH_MONTH_MESSAGE]: 'bulkImport.errors.birthMonth',
  [IMPORT_EMPTY_MESSAGE]: 'bulkImport.errors.empty',
  [IMPORT_UNKNOWN_CLASS]: 'bulkImport.errors.unknownClass',
  [IMPORT_ARCHIVED_CLASS]: 'bulkImport.errors.archivedClass',
};
export const translate = (t: TFunction, message: string) => {
  const key = MESSAGE_KEYS[message];
  return key ? t(key) : translateMessage(t, message);
};

/** "Amy Lee: rows 2, 5 and 8", in the reader's language. */
export const repeatText = (t: TFunction, language: string, student: RepeatedStudent) =>
  t('bulkImport.repeatRows', {
    name: `${student.first_name} ${student.last_name}`,
    rows: new Intl.ListFormat(language, { type: 'conjunction' }).format(student.lines.map(String)),
  });

export const fieldName = (t: TFunction, field: string) =>
  t(`bulkImport.fields.${field}`, { defaultValue: field });
