// The connection every store function takes: the database itself, or a transaction a service opened on it.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

export type Conn = Kysely<Database> | Transaction<Database>;
