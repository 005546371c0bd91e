// Every message core's schemas and the server give a person has a key in core's catalogue
// (`@brickyard/core/api/messages`): the server's answers carry it beside the English text, and the texts the
// schemas make in the browser are found by `keyedOf`. Here a message is said by its key, in the reader's language
// (`messages.<key>` in each locale file, with its field's name from `fields.<name>`); a text without a key (an
// older server, a message not from the catalogue) is shown as it came. The catalogue has no schema in it, so
// showing an error loads no zod.
import { FIELDS, type KeyedMessage, keyedOf, MESSAGES, requestMessage } from '@brickyard/core/api/messages';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** A field's name in the reader's language: a catalogue field by its key, an API parameter as it is spelt. */
const fieldName = (t: TFunction, name: string) =>
  Object.hasOwn(FIELDS, name)
    ? t(`fields.${name}`, { defaultValue: FIELDS[name as keyof typeof FIELDS] })
    : name;

/** A keyed message in the reader's language (the English text when the locale lacks it). */
export const sayKeyed = (t: TFunction, { key, params }: KeyedMessage) => {
  if (!Object.hasOwn(MESSAGES, key)) return undefined;
  const values: Record<string, string | number> = { ...params };
  if (params?.field !== undefined) values.field = fieldName(t, String(params.field));
  return t(`messages.${key}`, { ...values, defaultValue: MESSAGES[key] });
};

/** A message in the reader's language when the catalogue made it, else as it came. */
export const translateMessage = (t: TFunction, message: string) => {
  const keyed = keyedOf(message);
  return (keyed && sayKeyed(t, keyed)) ?? message;
};

export type FieldErrors = Partial<Record<string, string>>;

/** The first problem of each field (dotted path), in English as the schema words it. */
export const fieldErrors = (schema: z.ZodType, values: unknown): FieldErrors => {
  const result = schema.safeParse(values);
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
};

/**
 * A server's field errors by path (the same shape as `fieldErrors`). Each keyed one is remembered by its text
 * (`requestMessage`), so `translateMessage` says it by its key wherever the form shows it.
 */
export const serverFieldErrors = (
  errors: ReadonlyArray<{ path: string; message: string } & Partial<KeyedMessage>> | undefined,
) => {
  const byPath: FieldErrors = {};
  for (const entry of errors ?? []) {
    if (entry.key && Object.hasOwn(MESSAGES, entry.key) && !keyedOf(entry.message))
      requestMessage({ key: entry.key, params: entry.params });
    byPath[entry.path] ??= entry.message;
  }
  return byPath;
};
