// Small SQL pieces that read the same on SQLite and PostgreSQL.
import { type RawBuilder, sql } from 'kysely';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column like '%text%'`, with the user's `%`, `_` and `\` taken literally. Pass lower-case text to a lower-cased column. */
export const containsText = (column: RawBuilder<unknown>, text: string) =>
  sql<boolean>`${column} like ${`%${escapeLike(text)}%`} escape '\\'`;
