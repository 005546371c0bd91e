import {
  BIRTH_YEAR_MESSAGE,
  IMPORT_ARCHIVED_CLASS,
  IMPORT_BIRTH_MONTH_MESSAGE,
  IMPORT_GENDER_MESSAGE,
  IMPORT_MAX_ROWS,
  requiredMessage,
} from '@brickyard/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';
import { IMPORT_FORBIDDEN } from './import.routes.ts';
import { mapLimit } from './import.service.ts';

let h: Harness;
let admin: TestUser;
let teacher: TestUser;
let classId: string;
let archivedClassId: string;
let schoolId: string;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.user({ roles: ['admin'] });
  teacher = await h.user({ roles: ['teacher'] });
  schoolId = await h.environment({ name: 'Import School' });
  classId = await h.classWith(teacher, []);
  archivedClassId = await h.classWith(teacher, []);
  await h.db.updateTable('classes').set({ school_id: schoolId }).where('id', '=', classId).execute();
  await h.db.updateTable('classes').set({ archived: 1 }).where('id', '=', archivedClassId).execute();
  // Taken before any import: the first José must get jose2.
  await h.user({ username: 'jose1' });
});
afterAll(() => h.close());

const importRows = (payload: unknown, as?: TestUser) =>
  h.request({ method: 'POST', url: '/api/users/import', payload: payload as object, ...(as ? { as } : {}) });

/** A new class of the teacher's at the school, for a test that adds students to it. */
const schoolClass = async () => {
  const id = await h.classWith(teacher, []);
  await h.db.updateTable('classes').set({ school_id: schoolId }).where('id', '=', id).execute();
  return id;
};

const counts = async () => ({ users: await h.count('users'), members: await h.count('class_members') });

const rows = [
  { first_name: 'José', last_name: 'Núñez', email: 'jose@example.org', birthMonth: '3', birthYear: '2013' },
  { first_name: 'Jose', last_name: 'Álvarez', email: '', gender: '' },
  { first_name: 'Zoë', last_name: 'Brontë', gender: 'female' },
];

describe('POST /api/users/import', () => {
  it('needs a login (401)', async () => {
    const before = await counts();
    const response = await importRows({ rows });
    expect(response.statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('is for admins and teachers only (403), even with rows that are not valid, writing nothing', async () => {
    const others: TestUser[] = [];
    for (const role of ['student', 'contentCreator', 'translator', 'instructor'] as const)
      others.push(await h.user({ roles: [role] }));
    const before = await counts();
    for (const as of others) {
      for (const payload of [{ rows, class: classId }, { rows: [{ first_name: '' }] }]) {
        const response = await importRows(payload, as);
        expect(response.statusCode, as.username).toBe(403);
        expect(json(response).message).toBe(IMPORT_FORBIDDEN);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('reports every bad row with its field and message and writes nothing (400)', async () => {
    const before = await counts();
    const response = await importRows(
      {
        rows: [
          ...rows,
          { first_name: '', last_name: 'Nobody' },
          { first_name: 'Al', last_name: 'B', email: 'nope', gender: 'robot' },
          { first_name: 'Cy', last_name: 'D', birthMonth: '13', birthYear: '1800' },
        ],
        class: classId,
      },
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toMatchObject([
      { path: 'rows.3.first_name', message: requiredMessage('firstName') },
      { path: 'rows.4.email', message: 'Email address is invalid' },
      { path: 'rows.4.gender', message: IMPORT_GENDER_MESSAGE },
      { path: 'rows.5.birthMonth', message: IMPORT_BIRTH_MONTH_MESSAGE },
      { path: 'rows.5.birthYear', message: BIRTH_YEAR_MESSAGE },
    ]);
    expect(json(response).message).toBe('First name is required (body rows.3.first_name)');
    expect(await counts()).toEqual(before);
  });

  it(`refuses no rows, more than ${IMPORT_MAX_ROWS}, unknown fields, an unknown or archived class (400)`, async () => {
    const before = await counts();
    const empty = await importRows({ rows: [] }, admin);
    expect(empty.statusCode).toBe(400);
    expect(json(empty).message).toMatch('The file has no students in it');
    const many = Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => ({ first_name: 'A', last_name: 'B' }));
    const tooMany = await importRows({ rows: many }, admin);
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany).message).toMatch(`At most ${IMPORT_MAX_ROWS} students can be imported at once`);
    const extra = await importRows({ rows: [{ first_name: 'A', last_name: 'B', password: 'x' }] }, admin);
    expect(extra.statusCode).toBe(400);
    const unknown = await importRows({ rows, class: 'aaaaaaaaaaaaaaaaaaaaaaaa' }, admin);
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toMatchObject({
      message: 'Unknown class',
      errors: [{ path: 'class', message: 'Unknown class' }],
    });
    const archived = await importRows({ rows, class: archivedClassId }, admin);
    expect(archived.statusCode).toBe(400);
    expect(json(archived).message).toBe(IMPORT_ARCHIVED_CLASS);
    expect(await counts()).toEqual(before);
  });

  it('creates students in the class with counted usernames and one-time passwords that log in', async () => {
    const ownClass = await schoolClass();
    const before = await counts();
    const response = await importRows({ rows, class: ownClass }, admin);
    expect(response.statusCode).toBe(201);
    const { users } = json<{ users: { _id: string; username: string; password: string }[] }>(response);
    // jose1 was taken before the import; "José" and "Jose" share the base "jose".
    expect(users.map((u) => u.username)).toEqual(['jose2', 'jose3', 'zoe1']);
    for (const user of users) expect(user.password).toMatch(/^[bcdfghjkmnpqrstvwxz2-9]{8}$/);
    expect(new Set(users.map((u) => u.password)).size).toBe(3);
    expect(await counts()).toEqual({ users: before.users + 3, members: before.members + 3 });

    const read = async (id: string) =>
      json(await h.request({ method: 'GET', url: `/api/users/${id}`, as: admin }));
    expect(await read(users[0]!._id)).toMatchObject({
      username: 'jose2',
      first_name: 'José',
      last_name: 'Núñez',
      email: 'jose@example.org',
      birthMonth: 3,
      birthYear: 2013,
      gender: null,
    });
    expect(await read(users[2]!._id)).toMatchObject({
      username: 'zoe1',
      first_name: 'Zoë',
      last_name: 'Brontë',
      email: null,
      gender: 'female',
      roles: ['student'],
      resetPassword: true,
      classes: [ownClass],
      school: { _id: schoolId },
      learningEnvironments: { student: [schoolId] },
    });
    const classmates = json(
      await h.request({ method: 'GET', url: `/api/users?class=${ownClass}&limit=50`, as: teacher }),
    );
    expect(classmates.items.map((u: { username: string }) => u.username).sort()).toEqual([
      'jose2',
      'jose3',
      'zoe1',
    ]);
    const stored = await h.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'zoe1')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);

    for (const user of users) {
      const login = await h.request({
        method: 'POST',
        url: '/auth/local',
        payload: { username: user.username, password: user.password },
      });
      expect(login.statusCode, user.username).toBe(200);
      expect(json(login).user).toMatchObject({
        username: user.username,
        resetPassword: true,
        roles: ['student'],
      });
    }
  });

  it('without a class, makes students of no class and no school; the next import counts on', async () => {
    // A name no other test imports, so that the first import of it here takes noe1.
    const earlier = await importRows({ rows: [{ first_name: 'Noé', last_name: 'First' }] }, admin);
    expect(earlier.statusCode).toBe(201);
    expect(json(earlier).users.map((u: { username: string }) => u.username)).toEqual(['noe1']);
    const response = await importRows({ rows: [{ first_name: 'Noë', last_name: 'Again' }] }, admin);
    expect(response.statusCode).toBe(201);
    const [user] = json(response).users;
    expect(user.username).toBe('noe2');
    const read = json(await h.request({ method: 'GET', url: `/api/users/${user._id}`, as: admin }));
    expect(read).toMatchObject({ classes: [], school: null, roles: ['student'], resetPassword: true });
  });

  it('gives two imports of the same names at the same moment different usernames', async () => {
    const names = Array.from({ length: 5 }, (_, n) => ({ first_name: 'Ömer', last_name: `Twin${n}` }));
    const ownClass = await schoolClass();
    const [first, second] = await Promise.all([
      importRows({ rows: names, class: ownClass }, admin),
      importRows({ rows: names, class: ownClass }, admin),
    ]);
    expect([first!.statusCode, second!.statusCode]).toEqual([201, 201]);
    const usernames = [...json(first!).users, ...json(second!).users].map(
      (u: { username: string }) => u.username,
    );
    expect(usernames.sort()).toEqual(Array.from({ length: 10 }, (_, n) => `omer${n + 1}`).sort());
  });
});

describe("a teacher's new pupils (issue 22)", () => {
  it("refuses a teacher without a class or with another teacher's class (403), writing nothing", async () => {
    const otherTeacher = await h.user({ roles: ['teacher'] });
    const before = await counts();
    const classless = await importRows({ rows }, teacher);
    expect(classless.statusCode).toBe(403);
    expect(json(classless).message).toBe(
      'Teachers create students for a class of their own: choose one of your classes',
    );
    const theirs = await importRows({ rows, class: await schoolClass() }, otherTeacher);
    expect(theirs.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('creates students in their own class, at its school, with one-time passwords, read back', async () => {
    const own = await schoolClass();
    const response = await importRows(
      { rows: [{ first_name: 'Pia', last_name: 'Pupil' }], class: own },
      teacher,
    );
    expect(response.statusCode, response.body).toBe(201);
    const [pupil] = json(response).users;
    expect(pupil).toMatchObject({
      first_name: 'Pia',
      last_name: 'Pupil',
      username: expect.stringMatching(/^pia/),
    });
    const stored = await h.db
      .selectFrom('users')
      .select(['school_id', 'reset_password'])
      .where('id', '=', pupil._id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ school_id: schoolId, reset_password: 1 });
    const members = await h.db
      .selectFrom('class_members')
      .select(['user_id', 'role'])
      .where('class_id', '=', own)
      .execute();
    expect(members).toEqual([{ user_id: pupil._id, role: 'student' }]);
    const login = await h.request({
      method: 'POST',
      url: '/auth/local',
      payload: { username: pupil.username, password: pupil.password },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('mapLimit', () => {
  it('keeps the order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimit([5, 1, 4, 2, 3, 0], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running -= 1;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });
});
