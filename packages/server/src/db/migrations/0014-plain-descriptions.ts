// Frozen in time: never edit after it has shipped; add a new migration instead.
import { plainTextOf } from '@brickyard/core';
import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types.ts';

/** The plain-text fields of each kind's body that learners read as text (issue 18). */
const PLAIN_FIELDS: Record<string, readonly string[]> = {
  assessments: ['description'],
  challenges: ['description', 'summary'],
  courses: ['description'],
  topics: ['description'],
  tutorials: ['description'],
};

type Json = Record<string, unknown>;

/** `object` with its plain-text `fields` (and a course's stages' descriptions) mended; whether any changed. */
const mend = (kind: string, object: unknown): boolean => {
  if (!object || typeof object !== 'object' || Array.isArray(object)) return false;
  const record = object as Json;
  let changed = false;
  for (const field of PLAIN_FIELDS[kind] ?? []) {
    const value = record[field];
    if (typeof value !== 'string') continue;
    const plain = plainTextOf(value);
    if (plain !== value) {
      record[field] = plain;
      changed = true;
    }
  }
  if (kind === 'courses' && Array.isArray(record.stages))
    for (const stage of record.stages)
      if (stage && typeof stage === 'object' && typeof (stage as Json).description === 'string') {
        const value = (stage as Json).description as string;
        const plain = plainTextOf(value);
        if (plain !== value) {
          (stage as Json).description = plain;
          changed = true;
        }
      }
  return changed;
};

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * Plain-text fields that a rich text editor wrote HTML into: the editors showed a description under a title (and
 * a challenge's summary) in a rich text editor, which stored its markup (`<p>…</p>`) on the next save, and
 * learners then read the tags literally. Each such value, in the English body and in every translation, becomes
 * its words (core `plainTextOf`: only the editor's markup is touched, a text about tags stays as it is). A mended
 * row's version rises (caches of parsed content check it); its "last changed" stays, as its author changed nothing.
 */
export const plainDescriptions: MigrationFactory = () => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
  async up(db: Kysely<any>) {
    const kinds = Object.keys(PLAIN_FIELDS);
    let after = '';
    for (;;) {
      const rows: { id: string; kind: string; body: string; translations: string }[] = await db
        .selectFrom('content')
        .select(['id', 'kind', 'body', 'translations'])
        .where('kind', 'in', kinds)
        .where('id', '>', after)
        .orderBy('id')
        .limit(500)
        .execute();
      if (rows.length === 0) break;
      after = rows[rows.length - 1]!.id;
      for (const row of rows) {
        const body = parse(row.body);
        const translations = parse(row.translations);
        let changed = mend(row.kind, body);
        if (translations && typeof translations === 'object')
          for (const translation of Object.values(translations as Json))
            changed = mend(row.kind, translation) || changed;
        if (!changed) continue;
        await db
          .updateTable('content')
          .set((eb) => ({
            body: JSON.stringify(body),
            translations: JSON.stringify(translations),
            version: eb('version', '+', 1),
          }))
          .where('id', '=', row.id)
          .execute();
      }
    }
  },
  // The HTML that was there is not worth bringing back: going down leaves the mended texts as they are.
  async down() {},
});
