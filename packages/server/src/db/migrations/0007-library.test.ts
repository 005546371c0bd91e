import { describe, expect, it } from 'vitest';
import { newId, nowIso } from '../../lib/ids.ts';
import { databaseMigratedTo, insertGlobalCommunity } from '../../test/migration-fixtures.ts';
import { migrateToLatest } from '../database.ts';

const database = databaseMigratedTo('0006-teaching');

describe('migration 0007-library', () => {
  it("fills the variant column from the assessments' types and the bricks' parents", async () => {
    const handle = database();
    const { db } = handle;
    const now = nowIso();
    const communityId = await insertGlobalCommunity(db);
    const row = (kind: string, body: object) => ({
      id: newId(),
      kind,
      community_id: communityId,
      language: 'python',
      title: kind,
      draft: 0,
      archived: 0,
      core: 0,
      author_id: null,
      version: 1,
      body: JSON.stringify(body),
      translations: '{}',
      created_at: now,
      updated_at: now,
    });
    const lesson = row('assessments', { type: 'conceptIntro' });
    const untyped = row('assessments', {});
    const tutorial = row('bricks', { parent: null });
    const step = row('bricks', { parent: tutorial.id });
    const course = row('courses', {});
    const skill = row('references', { metaTags: ['skill'] });
    const reference = row('references', { metaTags: ['reference'] });
    // biome-ignore lint/suspicious/noExplicitAny: the table as it stood before this migration
    await (db as any)
      .insertInto('content')
      .values([lesson, untyped, tutorial, step, course, skill, reference])
      .execute();
    await migrateToLatest(handle);
    const variants = Object.fromEntries(
      (await db.selectFrom('content').select(['id', 'variant']).execute()).map((r) => [r.id, r.variant]),
    );
    expect(variants).toEqual({
      [lesson.id]: 'conceptIntro',
      [untyped.id]: 'quiz',
      [tutorial.id]: 'tutorial',
      [step.id]: 'step',
      [course.id]: null,
      [skill.id]: 'skill',
      [reference.id]: null,
    });
  });
});
