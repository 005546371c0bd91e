import { isAcceptableClassCode } from '@brickyard/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../lib/tokens.ts';
import { login } from '../../modules/auth/auth.service.ts';
import { globalCommunityIds, loadItems, loadReferenceTree } from '../../modules/content/content.store.ts';
import { isLearnerReference } from '../../modules/learn/references.service.ts';
import { listUserIds, loadUsers } from '../../modules/users/users.store.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { type DatabaseHandle, migrateToLatest } from '../database.ts';
import { DEMO_ACCOUNTS, DEMO_CLASS_CODE, DEMO_PASSWORD, isEmpty, seedDemo, seedProduction } from './demo.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

const deps = (h: DatabaseHandle) => ({
  db: h.db,
  tokens: createAccessTokens('x'.repeat(40), 60),
  refreshTtlSeconds: 60,
});
const client = { ip: '127.0.0.1', userAgent: null };

describe('first-run data', () => {
  it('runs the migrations once: a second run changes nothing', async () => {
    handle = await openTestDatabase();
    expect(await migrateToLatest(handle)).toEqual([]);
  });

  it('demo: every account logs in with the demo password and lands with its roles', async () => {
    handle = await openTestDatabase();
    expect(await isEmpty(handle.db)).toBe(true);
    await seedDemo(handle.db);
    expect(await isEmpty(handle.db)).toBe(false);
    for (const account of DEMO_ACCOUNTS) {
      const result = await login(deps(handle), account.username, DEMO_PASSWORD, client);
      expect(result.user.roles).toEqual([...account.roles].sort());
    }
  });

  it('demo: the class code follows the rules for class codes', () => {
    expect(isAcceptableClassCode(DEMO_CLASS_CODE)).toBe(true);
  });

  it("demo: the students are in teacher's class, with instructor as its instructor", async () => {
    handle = await openTestDatabase();
    await seedDemo(handle.db);
    const teacher = await handle.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'teacher')
      .executeTakeFirstOrThrow();
    const { ids } = await listUserIds(handle.db, { memberOfClassesOf: teacher.id }, { offset: 0, limit: 10 });
    const students = await loadUsers(handle.db, ids);
    expect(students.map((s) => s.username).sort()).toEqual(['student1', 'student2', 'student3']);
    const instructor = await handle.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'instructor')
      .executeTakeFirstOrThrow();
    const taught = await listUserIds(
      handle.db,
      { memberOfClassesOf: instructor.id },
      { offset: 0, limit: 10 },
    );
    expect(taught.count).toBe(3);
  });

  it('demo: learners have an HTML, a CSS and a jQuery reference; the piece guide is for authors only', async () => {
    handle = await openTestDatabase();
    await seedDemo(handle.db);
    const communities = await globalCommunityIds(handle.db);
    const learnerTitles = async (language: string) =>
      (await loadReferenceTree(handle!.db, language, communities))
        .filter(isLearnerReference)
        .map((r) => r.title);
    for (const [language, first] of [
      ['html', 'Elements and tags'],
      ['css', 'Adding CSS to a page'],
      ['jquery', 'About jQuery'],
    ] as const) {
      const titles = await learnerTitles(language);
      expect(titles.length, language).toBeGreaterThanOrEqual(8);
      expect(titles, language).toContain(first);
    }
    const javascript = await loadReferenceTree(handle.db, 'javascript', communities);
    const guide = javascript.find((r) => r.title === 'Piece guide (for authors)');
    expect(guide?.body.metaTags).toEqual(['note']);
    expect(javascript.filter(isLearnerReference).map((r) => r.title)).not.toContain(guide?.title);
  });

  it("demo: every stored body reads back as its kind's (core stored body schemas)", async () => {
    handle = await openTestDatabase();
    await seedDemo(handle.db);
    const rows = await handle.db.selectFrom('content').select(['id', 'kind']).execute();
    expect(rows.length).toBeGreaterThan(100);
    const items = await loadItems(
      handle.db,
      rows.map((row) => row.id),
    );
    expect(items.map((item) => item.kind).sort()).toEqual(rows.map((row) => row.kind).sort());
  });

  it('production: only an admin, whose one-time password works and must be changed', async () => {
    handle = await openTestDatabase();
    const password = await seedProduction(handle.db);
    expect(password.length).toBeGreaterThanOrEqual(12);
    const users = await handle.db.selectFrom('users').select('username').execute();
    expect(users).toEqual([{ username: 'admin' }]);
    const result = await login(deps(handle), 'admin', password, client);
    expect(result.user.resetPassword).toBe(true);
    expect(result.user.roles).toEqual(['admin']);
  });
});
