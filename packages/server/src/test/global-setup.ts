// Once per test run of the server project. On PostgreSQL, each test file works in a schema of its own; they are
// all dropped here at the end of the run rather than by each file as it ends: dropping a schema while another
// file's migrations list the database's tables (Kysely's introspection asks `has_schema_privilege` of every
// schema by name) made that file fail now and then with "schema … does not exist". The run's schemas share a
// prefix of their own, so two runs against one database leave each other alone.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    schemaPrefix: string;
  }
}

export default function setup(project: TestProject) {
  const prefix = `t_${randomBytes(3).toString('hex')}_`;
  project.provide('schemaPrefix', prefix);
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (process.env.TEST_DIALECT !== 'postgres' || !url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ nspname: string }>(
        'select nspname from pg_namespace where starts_with(nspname, $1)',
        [prefix],
      );
      for (const { nspname } of rows) await client.query(`drop schema "${nspname}" cascade`);
    } finally {
      await client.end();
    }
  };
}
