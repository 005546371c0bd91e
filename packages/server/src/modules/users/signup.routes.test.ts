import {
  AGE_ORDER_MESSAGE,
  ESTABLISHMENT_SEARCH_MESSAGE,
  requiredMessage,
  SEARCH_RESULTS_MAX,
  SIGNUP_CLOSED,
  STUDENT_PASSWORD_MESSAGE,
  TEACHER_PASSWORD_MESSAGE,
  UNKNOWN_CLASS_CODE,
  UNKNOWN_ESTABLISHMENT,
  USERNAME_IN_USE,
  USERNAME_MESSAGE,
  WRONG_SIGNUP_CODE,
} from '@brickyard/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';
import { CODE_FAILURE_LIMIT, TOO_MANY_CODE_FAILURES } from './signup.service.ts';

const SIGNUP_CODE = 'let-teachers-in';
const CLASS_CODE = 'SIGNUPKQ';

let h: Harness;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;
let schoolId: string;
let communityId: string;
let classId: string;

beforeAll(async () => {
  h = await createHarness({ TEACHER_SIGNUP_CODE: SIGNUP_CODE });
  admin = await h.user({ roles: ['admin'] });
  teacher = await h.user({ roles: ['teacher'] });
  student = await h.user();
  schoolId = await h.environment({ name: 'Škola Ørsted Academy' });
  communityId = await h.environment({ name: 'Ørsted Community', type: 'Community', global: true });
  classId = await h.classWith(teacher, [], { code: CLASS_CODE });
  await h.db.updateTable('classes').set({ school_id: schoolId }).where('id', '=', classId).execute();
  await h.classWith(teacher, [], { code: 'ARCHIVEDQ' });
  await h.db.updateTable('classes').set({ archived: 1 }).where('code', '=', 'ARCHIVEDQ').execute();
});
afterAll(() => h.close());

let ipCounter = 0;
/** Each test speaks from its own address, so the limits on wrong codes never leak between tests. */
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const post = (url: string, payload: unknown, options: { as?: TestUser; ip?: string } = {}) =>
  h.request({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: options.ip ?? freshIp(),
    ...(options.as ? { as: options.as } : {}),
  });

const currentYear = new Date().getFullYear();
let unique = 0;
const studentBody = (overrides: Record<string, unknown> = {}) => ({
  classCode: CLASS_CODE,
  username: `pupil${++unique}x`,
  password: 'abcd',
  first_name: 'Zoë',
  last_name: 'Quinn',
  birthMonth: 3,
  birthYear: currentYear - 11,
  gender: 'female',
  email: 'parent@example.org',
  ...overrides,
});
const teacherBody = (overrides: Record<string, unknown> = {}) => ({
  signupCode: SIGNUP_CODE,
  username: `teach${++unique}x`,
  password: 'chalk',
  first_name: 'Tom',
  last_name: 'Turing',
  email: 'tom@example.org',
  school: schoolId,
  ...overrides,
});
const newSchool = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hillside Code Club',
  type: 'Code Club',
  postcode: 'HS1 1AA',
  low_age: 8,
  high_age: 14,
  ...overrides,
});

const logIn = (username: string, password: string) =>
  h.request({
    method: 'POST',
    url: '/auth/local',
    payload: { username, password },
    remoteAddress: freshIp(),
  });

describe('POST /api/users', () => {
  it('needs a login, a class code or a signup code (401)', async () => {
    const before = await h.count('users');
    const response = await post('/api/users', {
      username: 'nobody',
      password: 'abcd',
      first_name: 'A',
      last_name: 'B',
    });
    expect(response.statusCode).toBe(401);
    const badToken = await h.request({
      method: 'POST',
      url: '/api/users',
      payload: studentBody(),
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(badToken.statusCode).toBe(401);
    expect(await h.count('users')).toBe(before);
  });

  it('refuses a logged-in teacher or student creating users (403), even with a class code', async () => {
    const before = await h.count('users');
    for (const as of [teacher, student]) {
      const response = await post('/api/users', studentBody(), { as });
      expect(response.statusCode).toBe(403);
    }
    expect(await h.count('users')).toBe(before);
  });

  it('lets an admin create a user, read back', async () => {
    const response = await post(
      '/api/users',
      {
        username: 'madebyadmin',
        password: 'secret',
        first_name: 'Made',
        last_name: 'ByAdmin',
        roles: ['teacher'],
      },
      { as: admin },
    );
    expect(response.statusCode).toBe(201);
    const got = await h.request({ method: 'GET', url: `/api/users/${json(response)._id}`, as: admin });
    expect(json(got)).toMatchObject({ username: 'madebyadmin', roles: ['teacher'] });
  });

  it("checks an admin's user with the editor's message", async () => {
    const response = await post(
      '/api/users',
      { username: 'shortpw', password: 'abc', first_name: 'A', last_name: 'B' },
      { as: admin },
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toContainEqual(
      expect.objectContaining({
        path: 'password',
        message: 'Please input a password of at least 4 characters',
      }),
    );
  });
});

describe('student signup (POST /api/users with classCode)', () => {
  it('creates the student in the class and its school, who can then log in', async () => {
    const body = studentBody();
    const response = await post('/api/users', body);
    expect(response.statusCode).toBe(201);
    const created = json(response);
    expect(created).toMatchObject({
      username: body.username,
      first_name: 'Zoë',
      roles: ['student'],
      classes: [classId],
      birthMonth: 3,
      birthYear: currentYear - 11,
      gender: 'female',
      email: 'parent@example.org',
      school: { _id: schoolId },
      resetPassword: false,
    });
    expect(created.learningEnvironments.student).toEqual([schoolId]);
    expect(created).not.toHaveProperty('password');
    const login = await logIn(body.username, 'abcd');
    expect(login.statusCode).toBe(200);
  });

  it("makes the class's first published course the new student's current course (issue 18)", async () => {
    const course = (draft: boolean) =>
      h.course({
        community: communityId,
        title: draft ? 'Signup draft' : 'Signup course',
        draft,
        language: 'python',
      });
    const [draft, first, second] = [await course(true), await course(false), await course(false)];
    const withCourses = await h.classWith(teacher, [], { code: 'SIGNUPCRS' });
    await h.db
      .insertInto('class_courses')
      .values(
        [draft, first, second].map((course_id, position) => ({ class_id: withCourses, course_id, position })),
      )
      .execute();
    const response = await post('/api/users', studentBody({ classCode: 'signupcrs' }));
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({ classes: [withCourses], current_course: first });
    // A class without courses leaves the new student to pick one.
    expect(json(await post('/api/users', studentBody())).current_course).toBeNull();
  });

  it('lets the email be left out (the stage was skipped) and keeps the language of the signup', async () => {
    const { email: _skipped, ...body } = studentBody({ locale: 'ar' });
    const response = await post('/api/users', body);
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({ email: null, locale: 'ar' });
  });

  it.each([
    ['a short password', { password: 'abc' }, 'password', STUDENT_PASSWORD_MESSAGE],
    ['no gender', { gender: undefined }, 'gender', requiredMessage('gender')],
    ['no birth month', { birthMonth: undefined }, 'birthMonth', requiredMessage('birthMonth')],
    [
      'a birth year over 100 years ago',
      { birthYear: currentYear - 100 },
      'birthYear',
      'Birth year must be within the last 100 years',
    ],
    [
      'a birth year still to come',
      { birthYear: currentYear + 1 },
      'birthYear',
      'A date of birth cannot be in the future',
    ],
    // This year's December, except in December (then January of next year: still to come).
    [
      'a birth month still to come',
      new Date().getMonth() < 11
        ? { birthMonth: 12, birthYear: currentYear }
        : { birthMonth: 1, birthYear: currentYear + 1 },
      new Date().getMonth() < 11 ? 'birthMonth' : 'birthYear',
      'A date of birth cannot be in the future',
    ],
    [
      'a last name over 16 letters',
      { last_name: 'Abcdefghijklmnopq' },
      'last_name',
      'Last name must be 16 characters or fewer',
    ],
    [
      'a class code with a digit in it',
      { classCode: 'signupk2' },
      'classCode',
      'A class code has only the letters A to Z',
    ],
    ['a bad email', { email: 'not-an-email' }, 'email', 'Email address is invalid'],
    ['a username with capitals', { username: 'Zoe1' }, 'username', USERNAME_MESSAGE],
  ])('answers %s with 400 and writes nothing', async (_name, overrides, path, message) => {
    const before = await h.count('users');
    const response = await post('/api/users', studentBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toContainEqual(expect.objectContaining({ path, message }));
    expect(await h.count('users')).toBe(before);
  });

  it('reads the class code in any case and with spaces, as a pupil types it', async () => {
    for (const classCode of ['signupkq', 'SignUp KQ']) {
      const body = studentBody({ classCode });
      const response = await post('/api/users', body);
      expect(response.statusCode).toBe(201);
      expect(json(response)).toMatchObject({ username: body.username, classes: [classId] });
      const members = await h.db
        .selectFrom('class_members')
        .select('class_id')
        .where('user_id', '=', json(response)._id)
        .execute();
      expect(members).toEqual([{ class_id: classId }]);
    }
  });

  it('refuses an unknown or archived class code with the signup message', async () => {
    const before = await h.count('users');
    for (const classCode of ['NOSUCHCODE', 'ARCHIVEDQ']) {
      const response = await post('/api/users', studentBody({ classCode }));
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        message: UNKNOWN_CLASS_CODE,
        errors: [{ path: 'classCode', message: UNKNOWN_CLASS_CODE }],
      });
    }
    expect(await h.count('users')).toBe(before);
  });

  it('refuses a username someone has, and adds no one to the class', async () => {
    const before = await h.count('users');
    const response = await post('/api/users', studentBody({ username: student.username }));
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toMatchObject([{ path: 'username', message: USERNAME_IN_USE }]);
    expect(await h.count('users')).toBe(before);
  });
});

describe('teacher signup (POST /api/users with signupCode)', () => {
  it('joins an existing school as its teacher', async () => {
    const body = teacherBody();
    const response = await post('/api/users', body);
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      username: body.username,
      roles: ['teacher'],
      email: 'tom@example.org',
      school: { _id: schoolId, school_name: 'Škola Ørsted Academy' },
      learningEnvironments: { teacher: [schoolId] },
    });
    expect((await logIn(body.username, 'chalk')).statusCode).toBe(200);
  });

  it('creates a new establishment with the teacher in it', async () => {
    const { school: _none, ...rest } = teacherBody();
    const response = await post('/api/users', {
      ...rest,
      newSchool: newSchool({ type: 'Home Educated', postcode: null }),
    });
    expect(response.statusCode).toBe(201);
    const created = json(response);
    expect(created.school.school_name).toBe('Hillside Code Club');
    const school = await h.request({
      method: 'GET',
      url: `/api/learning_environments/${created.school._id}`,
      as: admin,
    });
    expect(json(school)).toMatchObject({
      name: 'Hillside Code Club',
      type: 'Home Educated',
      low_age: 8,
      high_age: 14,
    });
  });

  it.each([
    ['a wrong signup code', { signupCode: 'guess' }, 'signupCode', WRONG_SIGNUP_CODE],
    ['a short password', { password: 'abc' }, 'password', TEACHER_PASSWORD_MESSAGE],
    ['no email', { email: '' }, 'email', requiredMessage('email')],
    ['no first name', { first_name: ' ' }, 'first_name', requiredMessage('firstName')],
    ['a community as the school', { school: 'community' }, 'school', UNKNOWN_ESTABLISHMENT],
    [
      'both a school and a new one',
      { newSchool: newSchool() },
      'school',
      'Choose your establishment or create a new one',
    ],
    [
      'a new school without a post code',
      { school: undefined, newSchool: newSchool({ postcode: '' }) },
      'newSchool.postcode',
      requiredMessage('postcode'),
    ],
    [
      'ages the wrong way round',
      { school: undefined, newSchool: newSchool({ low_age: 15 }) },
      'newSchool.low_age',
      AGE_ORDER_MESSAGE,
    ],
    [
      'a new school without a type',
      { school: undefined, newSchool: newSchool({ type: undefined }) },
      'newSchool.type',
      requiredMessage('type'),
    ],
  ])('answers %s with 400 and writes nothing', async (_name, overrides, path, message) => {
    const [users, environments] = [await h.count('users'), await h.count('learning_environments')];
    const body = teacherBody(overrides);
    if (body.school === 'community') body.school = communityId;
    const response = await post('/api/users', body);
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toContainEqual(expect.objectContaining({ path, message }));
    expect([await h.count('users'), await h.count('learning_environments')]).toEqual([users, environments]);
  });

  it('refuses a taken username without creating the new school', async () => {
    const environments = await h.count('learning_environments');
    const { school: _none, ...rest } = teacherBody({ username: teacher.username });
    const response = await post('/api/users', { ...rest, newSchool: newSchool() });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toMatchObject([{ path: 'username', message: USERNAME_IN_USE }]);
    expect(await h.count('learning_environments')).toBe(environments);
  });

  it('is closed when the server has no signup code (403), and GET /api/site says so', async () => {
    const open = await h.request({ method: 'GET', url: '/api/site' });
    expect(json(open)).toEqual({
      supportEmail: 'support@brickyard.local',
      teacherSignup: true,
      emailEnabled: false,
    });
    expect(open.body).not.toContain(SIGNUP_CODE);
    const closed = await createHarness({ SUPPORT_EMAIL: 'help@school.example' });
    try {
      expect(json(await closed.request({ method: 'GET', url: '/api/site' }))).toEqual({
        supportEmail: 'help@school.example',
        teacherSignup: false,
        emailEnabled: false,
      });
      const response = await closed.request({ method: 'POST', url: '/api/users', payload: teacherBody() });
      expect(response.statusCode).toBe(403);
      expect(json(response).message).toBe(SIGNUP_CLOSED);
    } finally {
      await closed.close();
    }
  });

  it(`stops an address after ${CODE_FAILURE_LIMIT} wrong codes (429), and only that address`, async () => {
    const ip = '10.99.0.1';
    // An unknown code asked about counts as one guess, as a wrong code in a signup does.
    expect(json(await post('/api/classes/classCodeExists/NOSUCHCLASS', undefined, { ip })).exists).toBe(
      false,
    );
    for (let attempt = 1; attempt < CODE_FAILURE_LIMIT; attempt += 1) {
      const wrong =
        attempt % 2
          ? teacherBody({ signupCode: `guess${attempt}` })
          : studentBody({ classCode: 'WRONGCODE' });
      expect((await post('/api/users', wrong, { ip })).statusCode).toBe(400);
    }
    const blocked = await post('/api/users', teacherBody(), { ip });
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).message).toBe(TOO_MANY_CODE_FAILURES);
    const check = await post(
      '/api/users/signup/check',
      { signupCode: SIGNUP_CODE, username: 'freeuser' },
      { ip },
    );
    expect(check.statusCode).toBe(429);
    expect((await post(`/api/classes/classCodeExists/${CLASS_CODE}`, undefined, { ip })).statusCode).toBe(
      429,
    );
    expect(json(await post(`/api/classes/classCodeExists/${CLASS_CODE}`, undefined)).exists).toBe(true);
    expect((await post('/api/users', teacherBody(), { ip: '10.99.0.2' })).statusCode).toBe(201);
  });
});

describe('POST /api/users/signup/check', () => {
  it('accepts the right code and a free username', async () => {
    const response = await post('/api/users/signup/check', {
      signupCode: ` ${SIGNUP_CODE} `,
      username: 'freeteacher',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ ok: true });
  });

  it.each([
    ['a wrong code', { signupCode: 'nope', username: 'freeteacher' }, 'signupCode', WRONG_SIGNUP_CODE],
    ['no code', { signupCode: '', username: 'freeteacher' }, 'signupCode', WRONG_SIGNUP_CODE],
    ['a taken username', { signupCode: SIGNUP_CODE, username: 'taken' }, 'username', USERNAME_IN_USE],
    [
      'a username with spaces',
      { signupCode: SIGNUP_CODE, username: 'mr smith' },
      'username',
      USERNAME_MESSAGE,
    ],
    ['no username', { signupCode: SIGNUP_CODE, username: '' }, 'username', requiredMessage('username')],
  ])('answers %s with 400', async (_name, payload, path, message) => {
    if (payload.username === 'taken') payload.username = teacher.username;
    const response = await post('/api/users/signup/check', payload);
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toContainEqual(expect.objectContaining({ path, message }));
  });
});

describe('POST /api/users/generateUsername', () => {
  it('makes a free, valid username from a first name', async () => {
    await h.user({ username: 'zoe' });
    const response = await post('/api/users/generateUsername', { firstname: 'Zoë' });
    expect(response.statusCode).toBe(200);
    const { generatedName } = json(response);
    expect(generatedName).toMatch(/^zoe[0-9]+$/);
    const taken = await h.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', generatedName)
      .executeTakeFirst();
    expect(taken).toBeUndefined();
  });

  it('reveals nothing about how many such usernames exist: the same one lookup, and a random number', async () => {
    const lookups = async () =>
      h.queriesOf(async () => {
        expect((await post('/api/users/generateUsername', { firstname: 'Quentin' })).statusCode).toBe(200);
      });
    const before = await lookups();
    for (let i = 1; i <= 12; i++) await h.user({ username: `quentin${i}` });
    const after = await lookups();
    expect(after).toEqual(before);
    const suggestions = new Set<string>();
    for (let i = 0; i < 6; i++)
      suggestions.add(
        json(await post('/api/users/generateUsername', { firstname: 'Quentin' })).generatedName,
      );
    // Random numbers from 10 to 999: six draws all alike would be a counter, not chance.
    expect(suggestions.size).toBeGreaterThan(1);
  });

  it('needs a first name (400)', async () => {
    const response = await post('/api/users/generateUsername', { firstname: '  ' });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toContainEqual(
      expect.objectContaining({
        path: 'firstname',
        message: requiredMessage('firstName'),
      }),
    );
  });
});

describe('POST /api/learning_environments/search', () => {
  it('needs a login or the signup code (401, then 400 for a wrong code)', async () => {
    expect((await post('/api/learning_environments/search', { query: 'Academy' })).statusCode).toBe(401);
    const wrong = await post('/api/learning_environments/search', { query: 'Academy', signupCode: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toBe(WRONG_SIGNUP_CODE);
  });

  it('finds schools by any part of the name, ignoring case and accents, never communities', async () => {
    const response = await post('/api/learning_environments/search', {
      query: 'orsted',
      signupCode: SIGNUP_CODE,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).items).toEqual([
      { _id: schoolId, name: 'Škola Ørsted Academy', type: 'Academy', postcode: 'AB1 2CD' },
    ]);
    const loggedIn = await post('/api/learning_environments/search', { query: 'SKOLA' }, { as: student });
    expect(json(loggedIn).items.map((i: { _id: string }) => i._id)).toEqual([schoolId]);
  });

  it(`answers at most ${SEARCH_RESULTS_MAX} schools`, async () => {
    for (let n = 0; n <= SEARCH_RESULTS_MAX; n += 1) await h.environment({ name: `Manyschools ${n}` });
    const response = await post(
      '/api/learning_environments/search',
      { query: 'manyschools' },
      { as: teacher },
    );
    expect(json(response).items).toHaveLength(SEARCH_RESULTS_MAX);
  });

  it('needs at least 3 letters (400)', async () => {
    const response = await post('/api/learning_environments/search', { query: 'ab' }, { as: teacher });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toContainEqual(
      expect.objectContaining({ path: 'query', message: ESTABLISHMENT_SEARCH_MESSAGE }),
    );
  });
});
