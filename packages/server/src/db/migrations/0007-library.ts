// Frozen in time: never edit after it has shipped; add a new migration instead.
import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types.ts';

/**
 * The authoring library: a `variant` column narrows a kind to a library tab (an assessment's type; a brick
 * without a parent is a tutorial, one with a parent a step) or to the skills among references (what skill
 * tags search), so the library filters on columns and never inside bodies; an index for one community's lists.
 */
export const library: MigrationFactory = () => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
  async up(db: Kysely<any>) {
    await db.schema.alterTable('content').addColumn('variant', 'text').execute();
    const rows = (await db
      .selectFrom('content')
      .select(['id', 'kind', 'body'])
      .where('kind', 'in', ['assessments', 'bricks', 'references'])
      .execute()) as { id: string; kind: string; body: string }[];
    for (const row of rows) {
      const body = JSON.parse(row.body) as { type?: unknown; parent?: unknown; metaTags?: unknown };
      const variant =
        row.kind === 'assessments'
          ? typeof body.type === 'string'
            ? body.type
            : 'quiz'
          : row.kind === 'references'
            ? Array.isArray(body.metaTags) && body.metaTags.includes('skill')
              ? 'skill'
              : null
            : typeof body.parent === 'string' && body.parent
              ? 'step'
              : 'tutorial';
      if (variant === null) continue;
      await db.updateTable('content').set({ variant }).where('id', '=', row.id).execute();
    }
    await db.schema
      .createIndex('content_community_library')
      .on('content')
      .columns(['community_id', 'kind', 'variant', 'archived', 'updated_at'])
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('content_community_library').execute();
    await db.schema.alterTable('content').dropColumn('variant').execute();
  },
});
