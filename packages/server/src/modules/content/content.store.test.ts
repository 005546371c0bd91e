import { afterEach, describe, expect, it } from 'vitest';
import { createCaches } from '../../caches.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { openTestDatabase } from '../../test/harness.ts';
import {
  createContentCache,
  insertItems,
  loadContent,
  loadContents,
  loadItem,
  updateItem,
} from './content.store.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

const NOW = '2026-01-01T00:00:00.000Z';
const topic = (id: string, title: string) => ({
  id,
  kind: 'topics' as const,
  variant: null,
  communityId: 'community-1',
  language: 'en',
  title,
  draft: false,
  core: false,
  authorId: null,
  body: { title, tags: ['loops'], conceptIntro: null, boost: null },
  translations: {},
});

const open = async () => {
  handle = await openTestDatabase();
  const { db } = handle;
  await db
    .insertInto('learning_environments')
    .values({
      id: 'community-1',
      name: 'School',
      name_search: 'school',
      type: 'school',
      postcode: null,
      low_age: null,
      high_age: null,
      admin_ward: null,
      is_global: 0,
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
  return db;
};

describe('content store', () => {
  it('reads a row as an item typed by its kind, the same through the cache and without it', async () => {
    const db = await open();
    await insertItems(db, [topic('t1', 'Loops')], NOW);
    const direct = await loadItem(db, 't1');
    const cached = await loadContent(db, createContentCache(), 'topics', 't1');
    expect(direct).toMatchObject({
      id: 't1',
      kind: 'topics',
      version: 1,
      draft: false,
      communityId: 'community-1',
    });
    expect(cached).toEqual(direct);
    expect(cached?.body.tags).toEqual(['loops']);
    // An item of another kind is not found as this one.
    expect(await loadContent(db, createContentCache(), 'courses', 't1')).toBeNull();
  });

  it('serves a changed row anew, and each app keeps its own cache', async () => {
    const db = await open();
    await insertItems(db, [topic('t1', 'Loops'), topic('t2', 'Lists')], NOW);
    const first = createCaches();
    const second = createCaches();
    const before = await loadContents(db, first.content, ['t1', 't2']);
    expect(first.content.items.size).toBe(2);
    expect(second.content.items.size).toBe(0);
    // Read again unchanged: the very same frozen items.
    const again = await loadContents(db, first.content, ['t1', 't2']);
    expect(again.get('t1')).toBe(before.get('t1'));
    expect(Object.isFrozen(again.get('t1')?.body)).toBe(true);
    const item = before.get('t1')!;
    await updateItem(
      db,
      't1',
      1,
      { ...item, title: 'Loops again', body: { ...item.body, title: 'Loops again' } },
      NOW,
    );
    const after = await loadContents(db, first.content, ['t1', 't2']);
    expect(after.get('t1')?.title).toBe('Loops again');
    expect(after.get('t2')).toBe(before.get('t2'));
    expect(second.content.items.size).toBe(0);
  });

  it("refuses to read a body that breaks its kind's shape, naming the row and the field", async () => {
    const db = await open();
    await insertItems(db, [topic('t1', 'Loops')], NOW);
    await db
      .updateTable('content')
      .set({ body: JSON.stringify({ title: 'Loops', tags: 'loops' }) })
      .where('id', '=', 't1')
      .execute();
    await expect(loadItem(db, 't1')).rejects.toThrow(
      'Content t1 has a body that is not a topics body: tags:',
    );
    await expect(loadContent(db, createContentCache(), 'topics', 't1')).rejects.toThrow(/Content t1/);
  });
});
