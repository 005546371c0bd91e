// Building blocks shared by every model file: ids, locales, the spec's generic messages.
import { z } from 'zod';
import { type FieldName, maxCharsMessage, requiredMessage } from '../api/messages.ts';
import { LOCALES } from '../basics.ts';
import { installCatalogueMessages } from './zod-messages.ts';

installCatalogueMessages();

export { maxCharsMessage, requiredMessage };

export const LocaleSchema = z.enum(LOCALES);

/** Ids are opaque strings (`_id` in the API). */
export const IdSchema = z.string().min(1).max(64);
export type Id = z.infer<typeof IdSchema>;

/** A trimmed string that must not be empty, with the spec's "{field} is required" message. */
export const requiredText = (field: FieldName, max = 200) =>
  z
    .string({ error: requiredMessage(field) })
    .trim()
    .min(1, requiredMessage(field))
    .max(max, maxCharsMessage(field, max));

export const IsoDateSchema = z.string().datetime({ offset: true });

/** Per-locale variants of a value; `en` is the fallback. */
export const translationsOf = <T extends z.ZodType>(schema: T) => z.partialRecord(LocaleSchema, schema);
