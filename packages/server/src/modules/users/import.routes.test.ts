import { IMPORT_MAX_ROWS, requiredMessage } from '@brickyard/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';

let h: Harness;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;
let classId: string;
let schoolId: string;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.user({ roles: ['admin'] });
  teacher = await h.user({ roles: ['teacher'] });
  student = await h.user();
  schoolId = await h.environment({ name: 'Import School' });
  classId = await h.classWith(teacher, []);
  await h.db.updateTable('classes').set({ school_id: schoolId }).where('id', '=', classId).execute();
  await h.user({ username: 'jose1' });
});
afterAll(() => h.close());

const importRows = (payload: unknown, as?: TestUser) =>
  h.request({ method: 'POST', url: '/api/users/import', payload: payload as object, ...(as ? { as } : {}) });

const rows = [
  { first_name: 'José', last_name: 'Núñez', email: 'jose@example.org' },
  { first_name: 'José', last_name: 'Álvarez', email: '' },
  { first_name: 'Zoë', last_name: 'Brontë', gender: 'female' },
];

describe('POST /api/users/import', () => {
  it('needs a login (401) and is for admins only (403), writing nothing', async () => {
    const before = await h.count('users');
    expect((await importRows({ rows })).statusCode).toBe(401);
    for (const as of [teacher, student]) expect((await importRows({ rows }, as)).statusCode).toBe(403);
    expect(await h.count('users')).toBe(before);
  });

  it('reports every bad row and writes nothing (400)', async () => {
    const before = await h.count('users');
    const response = await importRows(
      {
        rows: [
          ...rows,
          { first_name: '', last_name: 'Nobody' },
          { first_name: 'Al', last_name: 'B', email: 'nope' },
        ],
      },
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toEqual([
      { path: 'rows.3.first_name', message: requiredMessage('First name') },
      { path: 'rows.4.email', message: 'Email address is invalid' },
    ]);
    expect(await h.count('users')).toBe(before);
  });

  it(`refuses an empty file, more than ${IMPORT_MAX_ROWS} rows and an unknown class (400)`, async () => {
    expect(json(await importRows({ rows: [] }, admin)).message).toMatch('The file has no students in it');
    const many = Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => ({ first_name: 'A', last_name: 'B' }));
    expect((await importRows({ rows: many }, admin)).statusCode).toBe(400);
    const unknown = await importRows({ rows, class: 'no-such-class' }, admin);
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toBe('Unknown class');
  });

  it('creates students with counted usernames and one-time passwords that log in, in the class', async () => {
    const response = await importRows({ rows, class: classId }, admin);
    expect(response.statusCode).toBe(201);
    const { users } = json(response);
    // jose1 was taken before the import.
    expect(users.map((u: { username: string }) => u.username)).toEqual(['jose2', 'jose3', 'zoe1']);
    for (const user of users) expect(user.password).toMatch(/^[a-z0-9]{8}$/);

    const read = await h.request({ method: 'GET', url: `/api/users/${users[2]._id}`, as: admin });
    expect(json(read)).toMatchObject({
      username: 'zoe1',
      first_name: 'Zoë',
      last_name: 'Brontë',
      gender: 'female',
      roles: ['student'],
      resetPassword: true,
      classes: [classId],
      school: { _id: schoolId },
    });
    const first = json(await h.request({ method: 'GET', url: `/api/users/${users[0]._id}`, as: admin }));
    expect(first.email).toBe('jose@example.org');

    const login = await h.request({
      method: 'POST',
      url: '/auth/local',
      payload: { username: 'zoe1', password: users[2].password },
    });
    expect(login.statusCode).toBe(200);
    expect(json(login).user.resetPassword).toBe(true);
  });
});
