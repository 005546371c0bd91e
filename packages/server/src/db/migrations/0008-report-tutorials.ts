// Frozen in time: never edit after it has shipped; add a new migration instead.
import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types.ts';

/**
 * A problem report names the step it is about and now also the tutorial that step belongs to, so a
 * tutorial's authors find every open report on it (its steps' included) with one indexed query.
 */
export const reportTutorials: MigrationFactory = () => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('problem_reports')
      .addColumn('tutorial_id', 'text', (c) => c.references('content.id').onDelete('cascade'))
      .execute();
    const reports = (await db.selectFrom('problem_reports').select(['id', 'brick_id']).execute()) as {
      id: string;
      brick_id: string;
    }[];
    if (reports.length > 0) {
      const bricks = (await db
        .selectFrom('content')
        .select(['id', 'body'])
        .where('kind', '=', 'bricks')
        .execute()) as { id: string; body: string }[];
      const parents = new Map(
        bricks.map((b) => {
          const parent = (JSON.parse(b.body) as { parent?: unknown }).parent;
          return [b.id, typeof parent === 'string' && parent ? parent : null] as const;
        }),
      );
      for (const report of reports) {
        let root = report.brick_id;
        const seen = new Set<string>();
        for (let up = parents.get(root); up && !seen.has(up); up = parents.get(root)) {
          seen.add(root);
          root = up;
        }
        await db
          .updateTable('problem_reports')
          .set({ tutorial_id: root })
          .where('id', '=', report.id)
          .execute();
      }
    }
    await db.schema
      .createIndex('problem_reports_tutorial')
      .on('problem_reports')
      .columns(['tutorial_id', 'resolved'])
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('problem_reports_tutorial').execute();
    await db.schema.alterTable('problem_reports').dropColumn('tutorial_id').execute();
  },
});
