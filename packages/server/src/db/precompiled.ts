// Queries run on every request, compiled once per connection (or transaction) with one bound value: Kysely
// builds and compiles a query anew on every execute, which costs more than SQLite takes to answer a small one.
import { CompiledQuery } from 'kysely';
import type { Conn } from './conn.ts';

// Markers no request can send: a NUL character is refused in every string a request holds (plugins/nul.ts).
const SLOTS = ['\u0000slot0', '\u0000slot1', '\u0000slot2'] as const;

/**
 * `build` makes the query with `slot` where the value goes (and `more[i]` where the i+2nd goes); the result
 * runs it for the values. The query's shape must not depend on the values.
 */
export const precompiled = <R>(
  build: (db: Conn, slot: string, ...more: string[]) => { compile(): CompiledQuery<R> },
) => {
  const compiledFor = new WeakMap<Conn, CompiledQuery<R>>();
  return (db: Conn, ...values: [string, ...string[]]): CompiledQuery<R> => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = build(db, ...SLOTS).compile();
      compiledFor.set(db, compiled);
    }
    return CompiledQuery.raw(
      compiled.sql,
      compiled.parameters.map((p) => {
        const index = SLOTS.indexOf(p as (typeof SLOTS)[number]);
        return index === -1 ? p : values[index];
      }),
    ) as CompiledQuery<R>;
  };
};

/** The reader of each database's root connection (not of its transactions). */
const readers = new WeakMap<object, <R>(query: CompiledQuery) => Promise<R[]>>();

/**
 * Hot reads of a SQLite file go to its read-only connection (database.ts) when they run outside a
 * transaction: no Kysely connection mutex, no promise chain per query. A transaction is another object, so
 * reads inside one still see its own writes.
 */
export const registerReader = (db: object, read: <R>(query: CompiledQuery) => Promise<R[]>) => {
  readers.set(db, read);
};

/**
 * Whether `db` is a database's root connection, outside any transaction: what it reads is committed, so a
 * cache checked by a stamp read on it may serve it. Inside a transaction, reads must see its own writes.
 */
export const isRootConnection = (db: Conn) => readers.has(db);

/** The rows of a compiled read: through the root connection's reader, else (in a transaction) through Kysely. */
export const rowsOf = async <R>(db: Conn, query: CompiledQuery<R>): Promise<R[]> => {
  const read = readers.get(db);
  return read ? read<R>(query) : (await db.executeQuery(query)).rows;
};
