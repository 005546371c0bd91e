import { describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { databaseMigratedTo, insertGlobalCommunity } from '../../test/migration-fixtures.ts';
import { migrateToLatest } from '../database.ts';

const database = databaseMigratedTo('0013-feedback-seen');

describe('migration 0014-plain-descriptions', () => {
  it('turns the HTML a rich text editor wrote into plain-text fields back into words, translations too', async () => {
    const handle = database();
    const { db } = handle;
    const communityId = await insertGlobalCommunity(db);
    const changedAt = '2026-03-04T05:06:07.000Z';
    const row = (kind: string, body: object, translations: object = {}) => ({
      id: newId(),
      kind,
      variant: null,
      community_id: communityId,
      language: 'javascript',
      title: kind,
      draft: 0,
      archived: 0,
      core: 0,
      author_id: null,
      version: 3,
      body: JSON.stringify(body),
      translations: JSON.stringify(translations),
      created_at: changedAt,
      updated_at: changedAt,
    });
    const lesson = row(
      'assessments',
      {
        type: 'conceptIntro',
        description: '<p>Your very first JavaScript instruction.</p>',
        learningObjectives: '<p>Rich text stays rich</p>',
      },
      { ar: { description: '<p>أول تعليمة لك</p>' } },
    );
    const challenge = row('challenges', { description: '<p>Fish &amp; chips</p>', summary: '<p>A game</p>' });
    const course = row('courses', {
      description: '<p>Learn</p>',
      stages: [
        { title: 'One', description: '<p>First<br>steps</p>' },
        { title: 'Two', description: 'Plain' },
      ],
    });
    const clean = row('topics', { description: 'The <p> element makes a paragraph' });
    const reference = row('references', { description: '<p>References are rich text</p>' });
    // biome-ignore lint/suspicious/noExplicitAny: the table as it stood before this migration
    await (db as any).insertInto('content').values([lesson, challenge, course, clean, reference]).execute();
    await migrateToLatest(handle);
    const rows = new Map(
      (
        await db
          .selectFrom('content')
          .select(['id', 'body', 'translations', 'version', 'updated_at'])
          .execute()
      ).map((r) => [r.id, { ...r, body: JSON.parse(r.body), translations: JSON.parse(r.translations) }]),
    );
    expect(rows.get(lesson.id)?.body).toEqual({
      type: 'conceptIntro',
      description: 'Your very first JavaScript instruction.',
      learningObjectives: '<p>Rich text stays rich</p>',
    });
    expect(rows.get(lesson.id)?.translations).toEqual({ ar: { description: 'أول تعليمة لك' } });
    expect(rows.get(challenge.id)?.body).toEqual({ description: 'Fish & chips', summary: 'A game' });
    expect(rows.get(course.id)?.body).toEqual({
      description: 'Learn',
      stages: [
        { title: 'One', description: 'First\nsteps' },
        { title: 'Two', description: 'Plain' },
      ],
    });
    // Mended rows move their version on (caches check it) but keep when their author last changed them.
    for (const id of [lesson.id, challenge.id, course.id]) {
      expect(Number(rows.get(id)?.version)).toBe(4);
      expect(rows.get(id)?.updated_at).toBe(changedAt);
    }
    // What was not the editor's markup, and rich-text fields, are left alone.
    for (const untouched of [clean, reference]) {
      expect(rows.get(untouched.id)?.body).toEqual(JSON.parse(untouched.body));
      expect(Number(rows.get(untouched.id)?.version)).toBe(3);
    }
  });
});
