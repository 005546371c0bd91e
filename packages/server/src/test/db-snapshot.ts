// "Nothing was written": every table's row count and a digest of its rows, taken before and after a request
// and compared. Used by the authorization matrix (a refused caller writes nothing) and the fuzz tests (a 4xx
// answer writes nothing).
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';

/**
 * Tables whose writes on a refused request are intended, left out of the comparison:
 * - `login_failures`: the throttle counters; a wrong password, a wrong class code or a wrong signup code is
 *   counted precisely when the request is refused (that is how guessing is slowed down).
 * - `kysely_migration`, `kysely_migration_lock`: the migrator's own bookkeeping, never written by a request.
 */
export const SNAPSHOT_EXCLUDED = new Set(['login_failures', 'kysely_migration', 'kysely_migration_lock']);

export type Snapshot = Map<string, { rows: number; digest: string }>;

const tableNames = async (database: DatabaseHandle): Promise<string[]> => {
  const query =
    database.dialect === 'sqlite'
      ? sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
      : sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`;
  const { rows } = await query.execute(database.db);
  return rows.map((r) => r.name).filter((name) => !SNAPSHOT_EXCLUDED.has(name));
};

let cachedTables: { database: DatabaseHandle; names: string[] } | null = null;

/**
 * Every table's row count and a digest of its rows (independent of the order rows come back in). PostgreSQL
 * digests each table itself, all in one statement (a round trip per table made the suites three times slower);
 * SQLite, in the test process, hands the rows over.
 */
export const snapshot = async (database: DatabaseHandle): Promise<Snapshot> => {
  if (cachedTables?.database !== database) cachedTables = { database, names: await tableNames(database) };
  const result: Snapshot = new Map();
  if (database.dialect === 'postgres') {
    const parts = cachedTables.names.map(
      (table) =>
        sql`select ${table} as name, count(*)::int as rows,
          md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as digest from ${sql.table(table)} t`,
    );
    const { rows } = await sql<{
      name: string;
      rows: number;
      digest: string;
    }>`${sql.join(parts, sql` union all `)}`.execute(database.db);
    for (const row of rows) result.set(row.name, { rows: Number(row.rows), digest: row.digest });
    return result;
  }
  for (const table of cachedTables.names) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      database.db,
    );
    const lines = rows.map((row) => JSON.stringify(row));
    lines.sort();
    const hash = createHash('sha1');
    for (const line of lines) hash.update(line).update('\n');
    result.set(table, { rows: rows.length, digest: hash.digest('hex') });
  }
  return result;
};

/** The tables that differ between two snapshots, as "table (rows before → after)", by name; empty when none. */
export const changedTables = (before: Snapshot, after: Snapshot): string[] => {
  const changed: string[] = [];
  for (const [table, was] of before) {
    const now = after.get(table);
    if (!now || now.digest !== was.digest)
      changed.push(`${table} (${was.rows} → ${now?.rows ?? 'gone'} rows)`);
  }
  for (const table of after.keys()) if (!before.has(table)) changed.push(`${table} (new)`);
  return changed.sort();
};
