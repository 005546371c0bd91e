// Small SQL pieces that read the same on SQLite and PostgreSQL.
import { PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Conn } from './conn.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column like '%text%'`, with the user's `%`, `_` and `\` taken literally. Pass lower-case text to a lower-cased column. */
export const containsText = (column: RawBuilder<unknown>, text: string) =>
  sql<boolean>`${column} like ${`%${escapeLike(text)}%`} escape '\\'`;

/** Whether a field of a JSON text column is `true` (false when absent): SQLite's json_extract, PostgreSQL's jsonb. */
export const jsonFlag = (db: Conn, column: string, field: string) =>
  db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<boolean>`coalesce((${sql.ref(column)}::jsonb ->> ${field}) = 'true', false)`
    : sql<boolean>`coalesce(json_extract(${sql.ref(column)}, ${`$.${field}`}) = 1, 0)`;
