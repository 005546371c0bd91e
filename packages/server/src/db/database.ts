// Opens the database (embedded SQLite by default, PostgreSQL when configured) and runs the migrations.
import SqliteDatabase from 'better-sqlite3';
import {
  type CompiledQuery,
  Kysely,
  type LogEvent,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  SqliteDialect,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { type Dialect, MIGRATIONS } from './migrations/index.ts';
import { registerReader } from './precompiled.ts';
import type { Database } from './schema.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

export type Db = Kysely<Database>;

/** Runs a compiled read outside any transaction, seeing committed data only. */
export type RowReader = <R>(query: CompiledQuery) => Promise<R[]>;

export interface DatabaseHandle {
  db: Db;
  /**
   * The fast path for hot reads outside a transaction. On a SQLite file it is a second, read-only
   * connection (WAL lets it read while the writer works) with no mutex; elsewhere it is the pool.
   */
  read: RowReader;
  dialect: Dialect;
  /** The PostgreSQL schema in use when not the default (each test file has its own). */
  schema?: string;
  /**
   * Tells `listener` of every error on a pooled PostgreSQL connection that no query was waiting for (the server
   * restarted, a backend was terminated, a network cut): the pool drops that connection and opens a new one
   * for the next query, so the server keeps serving. Without a listener such an error would end the process.
   */
  onConnectionError(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

/** How long a request waits for a pooled PostgreSQL connection before it is answered 503 rather than hanging. */
export const CONNECT_TIMEOUT_MS = 5_000;

// bigint columns (login window) come back as numbers, not strings.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/**
 * better-sqlite3 compiles a statement on every prepare(); Kysely prepares each query it runs. Keeping the
 * compiled statements by SQL text removes most of the cost of a query (see docs/performance.md).
 *
 * Rows are read as arrays and turned into objects by a function made once per statement from its column
 * names: better-sqlite3 builds each row object key by key, which costs about half again as much on lists.
 * Repeated column names keep the last value, as better-sqlite3's own objects do.
 */
type CachedStatement = {
  reader: boolean;
  all(...parameters: unknown[]): unknown[];
  run(...parameters: unknown[]): SqliteDatabase.RunResult;
  iterate(...parameters: unknown[]): IterableIterator<unknown>;
};

const rowMaker = (columns: readonly string[]) =>
  // The body is built from the statement's column names, each quoted as a JSON string.
  new Function('r', `return {${columns.map((c, i) => `${JSON.stringify(c)}: r[${i}]`).join(', ')}};`) as (
    row: unknown[],
  ) => unknown;

const cachedStatement = (statement: SqliteDatabase.Statement): CachedStatement => {
  if (!statement.reader) return statement as unknown as CachedStatement;
  const make = rowMaker(statement.columns().map((c) => c.name));
  const raw = statement.raw(true);
  return {
    reader: true,
    all: (...parameters) => (raw.all(...parameters) as unknown[][]).map(make),
    run: (...parameters) => raw.run(...parameters),
    *iterate(...parameters) {
      for (const row of raw.iterate(...parameters) as IterableIterator<unknown[]>) yield make(row);
    },
  };
};

const withStatementCache = (sqlite: SqliteDatabase.Database, size = 500) => {
  const cache = new Map<string, CachedStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = cachedStatement(sqlite.prepare(sql));
        if (cache.size >= size) cache.delete(cache.keys().next().value as string);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
};

/**
 * The pool as Kysely sees it, except that a connection whose query found the server gone is destroyed when it
 * is released rather than kept: node-postgres learns that its socket closed a moment after the query failed,
 * so Kysely (which releases without saying why) would hand the dead connection to the next request.
 */
const droppingLostConnections = (pool: pg.Pool) => {
  const lost = new WeakSet<pg.PoolClient>();
  const watched = new WeakSet<pg.PoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      if (!watched.has(client)) {
        watched.add(client);
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        client.query = ((...args: unknown[]) => {
          const result = query(...args);
          if (result instanceof Promise)
            result.catch((error: unknown) => {
              if (isDatabaseUnavailable(error)) lost.add(client);
            });
          return result;
        }) as typeof client.query;
      }
      // pg-pool gives each checkout its own release; a truthy argument destroys the connection.
      const release = client.release;
      client.release = (error?: Error | boolean) => release(lost.has(client) ? error || true : error);
      return client;
    },
    end: () => pool.end(),
  };
};

export const openDatabase = (
  config: DatabaseConfig,
  options: {
    searchPath?: string;
    poolSize?: number;
    /** How the PostgreSQL connections name themselves (`pg_stat_activity.application_name`). */
    applicationName?: string;
    /** Told the text of every query run through Kysely (tests count queries with it). */
    onQuery?: (sql: string) => void;
  } = {},
) => {
  const log = options.onQuery
    ? (event: LogEvent) => {
        if (event.level === 'query') options.onQuery!(event.query.sql);
      }
    : undefined;
  if (config.dialect === 'sqlite') {
    const sqlite = new SqliteDatabase(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('busy_timeout = 5000');
    const writer = withStatementCache(sqlite);
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: writer }),
      ...(log ? { log } : {}),
    });
    // An in-memory database exists only on its own connection: its reads go through Kysely.
    if (config.file === ':memory:') {
      const read: RowReader = async <R>(query: CompiledQuery) =>
        (await db.executeQuery<R>(query)).rows as R[];
      registerReader(db, read);
      return {
        db,
        dialect: 'sqlite',
        read,
        onConnectionError: () => {},
        close: () => db.destroy(),
      } satisfies DatabaseHandle as DatabaseHandle;
    }
    const readerConnection = new SqliteDatabase(config.file, { readonly: true });
    readerConnection.pragma('busy_timeout = 5000');
    const reader = withStatementCache(readerConnection);
    const read: RowReader = async <R>(query: CompiledQuery) =>
      reader.prepare(query.sql).all(...(query.parameters as unknown[])) as R[];
    registerReader(db, read);
    return {
      db,
      dialect: 'sqlite',
      read,
      onConnectionError: () => {},
      close: async () => {
        readerConnection.close();
        await db.destroy();
      },
    } satisfies DatabaseHandle as DatabaseHandle;
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    application_name: options.applicationName ?? 'brickyard',
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle connection's error reaches the pool; a connection in use emits it on its client, where pg-pool
  // listens only while the connection is idle. Both must be heard, or Node ends the process on an
  // "Unhandled 'error' event". The query that was running fails on its own and is answered 503
  // (plugins/errors.ts); the pool drops the broken connection.
  const listeners: ((error: Error) => void)[] = [];
  const tell = (error: Error) => {
    for (const listener of listeners) listener(error);
  };
  pool.on('error', tell);
  pool.on('connect', (client) => client.on('error', tell));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: droppingLostConnections(pool) }),
    ...(log ? { log } : {}),
  });
  const read: RowReader = async <R>(query: CompiledQuery) => (await db.executeQuery<R>(query)).rows as R[];
  registerReader(db, read);
  return {
    db,
    dialect: 'postgres',
    read,
    ...(options.searchPath ? { schema: options.searchPath } : {}),
    onConnectionError: (listener) => {
      listeners.push(listener);
    },
    close: () => db.destroy(),
  } satisfies DatabaseHandle as DatabaseHandle;
};

export const migrateToLatest = (handle: DatabaseHandle) => migrate(handle);

/** Runs the migrations up to and including `name` (tests of a migration's data changes). */
export const migrateUpTo = (handle: DatabaseHandle, name: string) => migrate(handle, name);

const migrate = async ({ db, dialect, schema }: DatabaseHandle, upTo?: string) => {
  const provider: MigrationProvider = {
    getMigrations: async () => {
      const migrations: Record<string, Migration> = {};
      for (const [name, factory] of MIGRATIONS) migrations[name] = factory(dialect);
      return migrations;
    },
  };
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${(error as Error)?.message ?? error}`);
  }
  return results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
};
