// What a migration is: the shape every migration file exports (index.ts lists them in order).
import type { Migration } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';
/** A migration receives the dialect for the rare type difference between SQLite and PostgreSQL. */
export type MigrationFactory = (dialect: Dialect) => Migration;
