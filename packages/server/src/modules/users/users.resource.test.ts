import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';
import { USERNAME_EXISTS } from './users.resource.ts';

let h: Harness;
let admin: TestUser;
let teacher: TestUser;
let otherTeacher: TestUser;
let instructor: TestUser;
let student: TestUser;
let classmate: TestUser;
let stranger: TestUser;
/** The teacher's class: student and classmate, with the instructor. */
let teacherClass: string;

/** The file's seven people and their two classes, on `harness`. */
const seven = async (harness: Harness) => {
  const people = {
    admin: await harness.user({ roles: ['admin'], firstName: 'Ada', lastName: 'Admin' }),
    teacher: await harness.user({ roles: ['teacher'], firstName: 'Tess', lastName: 'Teacher' }),
    otherTeacher: await harness.user({ roles: ['teacher'] }),
    instructor: await harness.user({ roles: ['instructor'] }),
    student: await harness.user({ firstName: 'Zoe', lastName: 'Zebra' }),
    classmate: await harness.user({ firstName: 'Amy', lastName: 'Apple' }),
    stranger: await harness.user({ firstName: 'Sid', lastName: 'Stranger' }),
  };
  const teacherClass = await harness.classWith(people.teacher, [people.student, people.classmate], {
    instructors: [people.instructor],
  });
  await harness.classWith(people.otherTeacher, [people.stranger]);
  return { ...people, teacherClass };
};

// An admin's list and search cover every user there is, and tests here add users: the tests that count or search
// the whole list read a database of their own, `alone`, that holds the seven people only and is never written to.
let alone: Harness;
let everyone: Awaited<ReturnType<typeof seven>>;

beforeAll(async () => {
  h = await createHarness();
  ({ admin, teacher, otherTeacher, instructor, student, classmate, stranger, teacherClass } = await seven(h));
  alone = await createHarness();
  everyone = await seven(alone);
});
afterAll(async () => {
  await h.close();
  await alone.close();
});

describe('GET /api/users', () => {
  it('needs a login', async () => {
    expect((await h.request({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });

  it('refuses students', async () => {
    const response = await h.request({ method: 'GET', url: '/api/users', as: student });
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toBeTruthy();
  });

  it('shows a teacher only the students of their classes', async () => {
    const body = json(await h.request({ method: 'GET', url: '/api/users', as: teacher }));
    expect(body.items.map((u: { _id: string }) => u._id).sort()).toEqual([student.id, classmate.id].sort());
    expect(body.count).toBe(2);
  });

  it('shows an instructor the students of the classes they instruct', async () => {
    const body = json(await h.request({ method: 'GET', url: '/api/users', as: instructor }));
    expect(body.count).toBe(2);
  });

  it('lets an admin filter by role and name, sort, and page from zero', async () => {
    const { admin, student } = everyone;
    const teachers = json(await alone.request({ method: 'GET', url: '/api/users?role=teacher', as: admin }));
    expect(teachers.items.every((u: { roles: string[] }) => u.roles.includes('teacher'))).toBe(true);
    expect(teachers.count).toBe(2);
    const byName = json(await alone.request({ method: 'GET', url: '/api/users?last_name=ZEB', as: admin }));
    expect(byName.items.map((u: { _id: string }) => u._id)).toEqual([student.id]);
    const literal = json(await alone.request({ method: 'GET', url: '/api/users?last_name=%25', as: admin }));
    expect(literal.count).toBe(0);
    const page0 = json(
      await alone.request({ method: 'GET', url: '/api/users?limit=3&page=0&sort=last_name', as: admin }),
    );
    const page1 = json(
      await alone.request({ method: 'GET', url: '/api/users?limit=3&page=1&sort=last_name', as: admin }),
    );
    expect(page0.count).toBe(7);
    expect(page0.pages).toBe(3);
    expect(page0.items).toHaveLength(3);
    expect(page0.items[0].last_name).toBe('Admin');
    expect(page1.items[0]._id).not.toBe(page0.items[0]._id);
    const desc = json(
      await alone.request({ method: 'GET', url: '/api/users?sort=-last_name&limit=1', as: admin }),
    );
    expect(desc.items[0].last_name).toBe('Zebra');
  });

  it('lists the students of one class for its staff only', async () => {
    const mine = json(
      await h.request({ method: 'GET', url: `/api/users?class=${teacherClass}`, as: instructor }),
    );
    expect(mine.items.map((u: { _id: string }) => u._id).sort()).toEqual([student.id, classmate.id].sort());
    expect(
      (await h.request({ method: 'GET', url: `/api/users?class=${teacherClass}`, as: otherTeacher }))
        .statusCode,
    ).toBe(403);
    const unknown = await h.request({ method: 'GET', url: '/api/users?class=nope', as: admin });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toBe('Unknown class');
  });

  it('treats empty filters as no filter', async () => {
    const response = await alone.request({
      method: 'GET',
      url: '/api/users?page=0&limit=10&first_name=&last_name=&username=&role=',
      as: everyone.admin,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).count).toBe(7);
  });

  it('answers 400 with a message for bad paging, sorting and filters', async () => {
    const limit = await h.request({ method: 'GET', url: '/api/users?limit=0', as: admin });
    expect(limit.statusCode).toBe(400);
    expect(json(limit).message).toMatch(/limit must be 1 or more/);
    const sort = await h.request({ method: 'GET', url: '/api/users?sort=password_hash', as: admin });
    expect(sort.statusCode).toBe(400);
    expect(json(sort).message).toMatch(/sort must be one of/);
    const role = await h.request({ method: 'GET', url: '/api/users?role=wizard', as: admin });
    expect(role.statusCode).toBe(400);
  });
});

describe('GET /api/users/:id', () => {
  it('needs a login', async () => {
    expect((await h.request({ method: 'GET', url: `/api/users/${student.id}` })).statusCode).toBe(401);
  });

  it('lets users read themselves and teachers their students', async () => {
    expect(
      (await h.request({ method: 'GET', url: `/api/users/${student.id}`, as: student })).statusCode,
    ).toBe(200);
    const read = await h.request({ method: 'GET', url: `/api/users/${student.id}`, as: teacher });
    expect(json(read).username).toBe(student.username);
  });

  it("refuses another class's teacher and another student (403)", async () => {
    expect(
      (await h.request({ method: 'GET', url: `/api/users/${student.id}`, as: otherTeacher })).statusCode,
    ).toBe(403);
    expect(
      (await h.request({ method: 'GET', url: `/api/users/${student.id}`, as: classmate })).statusCode,
    ).toBe(403);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await h.request({ method: 'GET', url: '/api/users/doesnotexist', as: admin });
    expect(response.statusCode).toBe(404);
    expect(json(response).message).toBe('User not found');
  });
});

describe('POST /api/users (admin user editor)', () => {
  const valid = {
    username: 'newkid',
    password: 'secret',
    first_name: 'New',
    last_name: 'Kid',
    roles: ['student'],
  };

  it('needs a login and the admin role', async () => {
    expect((await h.request({ method: 'POST', url: '/api/users', payload: valid })).statusCode).toBe(401);
    expect(
      (await h.request({ method: 'POST', url: '/api/users', payload: valid, as: teacher })).statusCode,
    ).toBe(403);
  });

  it('answers 400 with the spec messages for bad input and writes nothing', async () => {
    const before = await h.db.selectFrom('users').select('id').execute();
    const upper = await h.request({
      method: 'POST',
      url: '/api/users',
      payload: { ...valid, username: 'NewKid' },
      as: admin,
    });
    expect(upper.statusCode).toBe(400);
    expect(json(upper).message).toMatch(/Only lowercase letters and numbers allowed as valid username/);
    const short = await h.request({
      method: 'POST',
      url: '/api/users',
      payload: { ...valid, password: 'abc' },
      as: admin,
    });
    expect(json(short).errors[0]).toMatchObject({
      path: 'password',
      message: 'Please input a password of at least 4 characters',
    });
    const longLast = await h.request({
      method: 'POST',
      url: '/api/users',
      payload: { ...valid, last_name: 'x'.repeat(17) },
      as: admin,
    });
    expect(json(longLast).errors[0].message).toBe('Last name must be 16 characters or fewer');
    const taken = await h.request({
      method: 'POST',
      url: '/api/users',
      payload: { ...valid, username: student.username },
      as: admin,
    });
    expect(taken.statusCode).toBe(400);
    expect(json(taken).message).toBe(USERNAME_EXISTS);
    const future = await h.request({
      method: 'POST',
      url: '/api/users',
      payload: { ...valid, birthMonth: 2, birthYear: new Date().getFullYear() + 4 },
      as: admin,
    });
    expect(future.statusCode).toBe(400);
    expect(json(future).errors).toMatchObject([
      { path: 'birthYear', message: 'A date of birth cannot be in the future' },
    ]);
    expect(await h.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
  });

  it('creates the user, who can then log in', async () => {
    const response = await h.request({ method: 'POST', url: '/api/users', payload: valid, as: admin });
    expect(response.statusCode).toBe(201);
    const created = json(response);
    expect(created).toMatchObject({ username: 'newkid', first_name: 'New', roles: ['student'] });
    const readBack = json(await h.request({ method: 'GET', url: `/api/users/${created._id}`, as: admin }));
    expect(readBack.last_name).toBe('Kid');
    const login = await h.request({
      method: 'POST',
      url: '/auth/local',
      payload: { username: 'newkid', password: 'secret' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 400 for a school that does not exist, and keeps a real one (the fuzz tests found a 500)', async () => {
    const before = await h.count('users');
    const unknown = await h.request({
      method: 'POST',
      url: '/api/users',
      payload: { ...valid, username: 'schooled', school: student.id },
      as: admin,
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(json(unknown).errors).toMatchObject([{ path: 'school', message: 'Unknown school' }]);
    expect(await h.count('users')).toBe(before);
    const school = await h.environment({ name: 'Real School' });
    const created = await h.request({
      method: 'POST',
      url: '/api/users',
      payload: { ...valid, username: 'schooled', school },
      as: admin,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(json(created).school).toEqual({ _id: school, school_name: 'Real School' });
  });
});

describe('PUT /api/users/:id', () => {
  it('needs a login', async () => {
    expect(
      (await h.request({ method: 'PUT', url: `/api/users/${student.id}`, payload: { first_name: 'X' } }))
        .statusCode,
    ).toBe(401);
  });

  it('lets a student change their own core details and read them back', async () => {
    const pupil = await h.user();
    const response = await h.request({
      method: 'PUT',
      url: `/api/users/${pupil.id}`,
      payload: { first_name: 'Zoey', avatar: 3 },
      as: pupil,
    });
    expect(response.statusCode).toBe(200);
    const row = await h.db
      .selectFrom('users')
      .select(['first_name', 'avatar'])
      .where('id', '=', pupil.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Zoey', avatar: 3 });
  });

  it('refuses a student changing their username or roles, naming the fields', async () => {
    const response = await h.request({
      method: 'PUT',
      url: `/api/users/${student.id}`,
      payload: { username: 'boss', roles: ['admin'] },
      as: student,
    });
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toBe('You are not allowed to change: username, roles');
    const roles = await h.db
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', student.id)
      .execute();
    expect(roles.map((r) => r.role)).toEqual(['student']);
  });

  it("lets a teacher edit their student's name but not another class's student", async () => {
    const editor = await h.user({ roles: ['teacher'] });
    const pupil = await h.user();
    await h.classWith(editor, [pupil]);
    const own = await h.request({
      method: 'PUT',
      url: `/api/users/${pupil.id}`,
      payload: { last_name: 'Appleby' },
      as: editor,
    });
    expect(own.statusCode).toBe(200);
    expect(json(own).last_name).toBe('Appleby');
    const other = await h.request({
      method: 'PUT',
      url: `/api/users/${stranger.id}`,
      payload: { last_name: 'Hacked' },
      as: editor,
    });
    expect(other.statusCode).toBe(403);
  });

  it('answers 400 for bad values and unknown fields', async () => {
    const long = await h.request({
      method: 'PUT',
      url: `/api/users/${student.id}`,
      payload: { last_name: 'y'.repeat(17) },
      as: student,
    });
    expect(long.statusCode).toBe(400);
    expect(json(long).message).toMatch(/Last name must be 16 characters or fewer/);
    const unknown = await h.request({
      method: 'PUT',
      url: `/api/users/${student.id}`,
      payload: { xp: 1000 },
      as: student,
    });
    expect(unknown.statusCode).toBe(400);
    const xp = await h.db
      .selectFrom('users')
      .select('xp')
      .where('id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(xp.xp).toBe(0);
  });

  it('refuses a date of birth in the future or over 100 years ago, whole or in halves, and writes nothing', async () => {
    const now = new Date();
    const thisYear = now.getFullYear();
    // Someone of their own in another teacher's class: the test saves (and clears) their date of birth.
    const born = await h.user();
    await h.classWith(otherTeacher, [born]);
    const put = (payload: object, as: TestUser = admin) =>
      h.request({ method: 'PUT', url: `/api/users/${born.id}`, payload, as });
    const stored = () =>
      h.db
        .selectFrom('users')
        .select(['birth_month', 'birth_year'])
        .where('id', '=', born.id)
        .executeTakeFirstOrThrow();
    expect((await put({ birthMonth: 3, birthYear: 2012 }, teacher)).statusCode).toBe(403);
    const ok = await put({ birthMonth: now.getMonth() + 1, birthYear: thisYear });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await stored()).toEqual({ birth_month: now.getMonth() + 1, birth_year: thisYear });

    const cases: [object, string, string][] = [
      [{ birthMonth: 2, birthYear: thisYear + 4 }, 'birthYear', 'A date of birth cannot be in the future'],
      [
        { birthMonth: 2, birthYear: thisYear - 100 },
        'birthYear',
        'Birth year must be within the last 100 years',
      ],
      [{ birthMonth: 13, birthYear: 2012 }, 'birthMonth', 'Birth month must be a number from 1 to 12'],
    ];
    // A later month alone, with the stored year (this one), is in the future too; there is none in December.
    if (now.getMonth() < 11)
      cases.push([{ birthMonth: 12 }, 'birthMonth', 'A date of birth cannot be in the future']);
    for (const [payload, path, message] of cases) {
      const response = await put(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response).errors).toContainEqual(expect.objectContaining({ path, message }));
    }
    expect(await stored()).toEqual({ birth_month: now.getMonth() + 1, birth_year: thisYear });

    const cleared = await put({ birthMonth: null, birthYear: null });
    expect(cleared.statusCode).toBe(200);
    expect(json(cleared)).toMatchObject({ birthMonth: null, birthYear: null });
    expect(await stored()).toEqual({ birth_month: null, birth_year: null });
  });

  it('lets an admin change roles and usernames, refusing a taken username', async () => {
    const tester = await h.user();
    const ok = await h.request({
      method: 'PUT',
      url: `/api/users/${tester.id}`,
      payload: { roles: ['student', 'betaTester'] },
      as: admin,
    });
    expect(json(ok).roles).toEqual(['betaTester', 'student']);
    const taken = await h.request({
      method: 'PUT',
      url: `/api/users/${tester.id}`,
      payload: { username: teacher.username },
      as: admin,
    });
    expect(taken.statusCode).toBe(400);
    expect(json(taken).message).toBe(USERNAME_EXISTS);
  });
});

describe('DELETE /api/users/:id', () => {
  it('needs a login, the admin role, and not oneself', async () => {
    expect((await h.request({ method: 'DELETE', url: `/api/users/${stranger.id}` })).statusCode).toBe(401);
    expect(
      (await h.request({ method: 'DELETE', url: `/api/users/${stranger.id}`, as: teacher })).statusCode,
    ).toBe(403);
    expect((await h.request({ method: 'DELETE', url: `/api/users/${admin.id}`, as: admin })).statusCode).toBe(
      403,
    );
  });

  it('deletes a user and their memberships', async () => {
    const doomed = await h.user();
    // A class of another teacher's, so that the shared teacher's students stay the two.
    await h.classWith(await h.user({ roles: ['teacher'] }), [doomed]);
    expect(
      (await h.request({ method: 'DELETE', url: `/api/users/${doomed.id}`, as: admin })).statusCode,
    ).toBe(204);
    expect((await h.request({ method: 'GET', url: `/api/users/${doomed.id}`, as: admin })).statusCode).toBe(
      404,
    );
    const memberships = await h.db
      .selectFrom('class_members')
      .select('user_id')
      .where('user_id', '=', doomed.id)
      .execute();
    expect(memberships).toHaveLength(0);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await h.request({ method: 'DELETE', url: '/api/users/nobody', as: admin })).statusCode).toBe(404);
  });
});

describe('PUT /api/users/:id/locale', () => {
  it('needs a login', async () => {
    expect(
      (await h.request({ method: 'PUT', url: `/api/users/${student.id}/locale`, payload: { locale: 'ar' } }))
        .statusCode,
    ).toBe(401);
  });

  it("refuses setting someone else's language", async () => {
    const response = await h.request({
      method: 'PUT',
      url: `/api/users/${student.id}/locale`,
      payload: { locale: 'ar' },
      as: teacher,
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 for an unknown locale', async () => {
    const response = await h.request({
      method: 'PUT',
      url: `/api/users/${student.id}/locale`,
      payload: { locale: 'fr' },
      as: student,
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors[0].path).toBe('locale');
  });

  it('remembers the language for the user', async () => {
    const speaker = await h.user();
    const response = await h.request({
      method: 'PUT',
      url: `/api/users/${speaker.id}/locale`,
      payload: { locale: 'ar' },
      as: speaker,
    });
    expect(json(response).locale).toBe('ar');
    const me = json(await h.request({ method: 'GET', url: '/api/users/me', as: speaker }));
    expect(me.locale).toBe('ar');
  });
});

describe('GET /api/users: instructor search and class instructors', () => {
  it('finds users whose first name, last name or username contains q (any case)', async () => {
    const { admin, student, instructor } = everyone;
    const response = await alone.request({ method: 'GET', url: '/api/users?q=ZEB', as: admin });
    expect(json(response).items.map((u: { _id: string }) => u._id)).toEqual([student.id]);
    const byUsername = await alone.request({
      method: 'GET',
      url: `/api/users?q=${instructor.username}`,
      as: admin,
    });
    expect(json(byUsername).items.map((u: { _id: string }) => u._id)).toEqual([instructor.id]);
  });

  it('matches a first name in any case, takes % and _ literally, and keeps the caller’s scope', async () => {
    const { admin, teacher, student, classmate } = everyone;
    const ids = (response: { body: string }) => json(response).items.map((u: { _id: string }) => u._id);
    expect(ids(await alone.request({ method: 'GET', url: '/api/users?q=zOE', as: admin }))).toEqual([
      student.id,
    ]);
    expect(ids(await alone.request({ method: 'GET', url: '/api/users?q=%25', as: admin }))).toEqual([]);
    expect(ids(await alone.request({ method: 'GET', url: '/api/users?q=_', as: admin }))).toEqual([]);
    // One character is enough; a teacher still finds only the students of their classes.
    const one = await alone.request({ method: 'GET', url: '/api/users?q=s&sort=last_name', as: teacher });
    expect(ids(one)).toEqual([classmate.id, student.id]);
    const mixed = await alone.request({ method: 'GET', url: '/api/users?q=STRANGER', as: teacher });
    expect(json(mixed).count).toBe(0);
  });

  it('refuses a search text over 100 characters (400)', async () => {
    const response = await h.request({ method: 'GET', url: `/api/users?q=${'a'.repeat(101)}`, as: admin });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors[0]).toMatchObject({
      path: 'q',
      message: 'Search text must be 100 characters or fewer',
    });
  });

  it("lists a class's instructors with classRole=instructor, for those who may see the class", async () => {
    const url = `/api/users?class=${teacherClass}&classRole=instructor`;
    const response = await h.request({ method: 'GET', url, as: admin });
    expect(json(response).items.map((u: { _id: string }) => u._id)).toEqual([instructor.id]);
    expect((await h.request({ method: 'GET', url, as: teacher })).statusCode).toBe(200);
    expect((await h.request({ method: 'GET', url, as: otherTeacher })).statusCode).toBe(403);
  });

  it('refuses classRole without a class, and an unknown classRole (400)', async () => {
    const alone = await h.request({ method: 'GET', url: '/api/users?classRole=instructor', as: admin });
    expect(alone.statusCode).toBe(400);
    expect(json(alone).message).toBe('classRole needs a class');
    const unknown = await h.request({ method: 'GET', url: '/api/users?class=x&classRole=parent', as: admin });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errors).toContainEqual(
      expect.objectContaining({
        path: 'classRole',
        message: 'classRole must be student or instructor',
      }),
    );
  });
});
