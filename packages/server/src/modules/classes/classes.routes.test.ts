import {
  ALREADY_IN_CLASS,
  CLASS_CODE_LETTERS_MESSAGE,
  CLASS_NAME_REQUIRED,
  CLASS_PASSWORD_MIN_MESSAGE,
  INVALID_CLASS_CODE,
  isAcceptableClassCode,
} from '@brickyard/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';
import { TOO_MANY_JOIN_GUESSES } from './classes.routes.ts';
import { JOIN_LIMITS } from './classes.service.ts';

let h: Harness;
let admin: TestUser;
let teacher: TestUser;
let otherTeacher: TestUser;
let instructor: TestUser;
let student: TestUser;
let publishedCourse: string;
let draftCourse: string;

let globalCommunity: string;

/** A course row; in the global community unless another community is named. */
const course = (draft: boolean, options: { community?: string; title?: string; archived?: boolean } = {}) =>
  h.course({
    community: options.community ?? globalCommunity,
    title: options.title ?? (draft ? 'Draft course' : 'Published course'),
    draft,
    archived: options.archived,
  });

beforeAll(async () => {
  h = await createHarness();
  globalCommunity = await h.environment({ type: 'Community', global: true });
  admin = await h.user({ roles: ['admin'] });
  teacher = await h.user({ roles: ['teacher'] });
  otherTeacher = await h.user({ roles: ['teacher'] });
  instructor = await h.user({ roles: ['instructor'] });
  student = await h.user({ roles: ['student'] });
  publishedCourse = await course(false);
  draftCourse = await course(true);
});
afterAll(() => h.close());

const create = (as: TestUser | undefined, payload: object) =>
  h.request({ method: 'POST', url: '/api/classes', payload, as });
const valid = { name: 'Year 9 Python', password: 'secret', year: 'Year 9' };

describe('POST /api/classes', () => {
  it('needs a login and the teacher or admin role', async () => {
    expect((await create(undefined, valid)).statusCode).toBe(401);
    expect((await create(student, valid)).statusCode).toBe(403);
    expect((await create(instructor, valid)).statusCode).toBe(403);
  });

  it('answers 400 with the spec messages and writes nothing', async () => {
    const before = await h.db.selectFrom('classes').select('id').execute();
    const noName = await create(teacher, { ...valid, name: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(json(noName).errors[0]).toMatchObject({ path: 'name', message: CLASS_NAME_REQUIRED });
    const shortPassword = await create(teacher, { ...valid, password: 'abc' });
    expect(json(shortPassword).errors[0].message).toBe(CLASS_PASSWORD_MIN_MESSAGE);
    const year = await create(teacher, { ...valid, year: 'Year 14' });
    expect(year.statusCode).toBe(400);
    const draft = await create(teacher, { ...valid, courses: [draftCourse] });
    expect(draft.statusCode).toBe(400);
    expect(json(draft).message).toContain('Draft course');
    expect(json(draft).errors[0].path).toBe('courses');
    expect(await h.db.selectFrom('classes').select('id').execute()).toHaveLength(before.length);
  });

  it('creates a class with a fresh code and a hashed password, and reads it back', async () => {
    const response = await create(teacher, { ...valid, courses: [publishedCourse] });
    expect(response.statusCode).toBe(201);
    const cls = json(response);
    expect(cls).toMatchObject({
      name: 'Year 9 Python',
      year: 'Year 9',
      teacher: teacher.id,
      courses: [publishedCourse],
    });
    expect(isAcceptableClassCode(cls.classId)).toBe(true);
    expect(cls).not.toHaveProperty('password');
    const row = await h.db
      .selectFrom('classes')
      .select('password_hash')
      .where('id', '=', cls._id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const read = json(await h.request({ method: 'GET', url: `/api/classes/${cls._id}`, as: teacher }));
    expect(read.classId).toBe(cls.classId);
  });

  it('lets an admin, and only an admin, create a class for another teacher', async () => {
    const byAdmin = await create(admin, { ...valid, teacher: otherTeacher.id });
    expect(json(byAdmin).teacher).toBe(otherTeacher.id);
    const byTeacher = await create(teacher, { ...valid, teacher: otherTeacher.id });
    expect(byTeacher.statusCode).toBe(403);
    const notATeacher = await create(admin, { ...valid, teacher: student.id });
    expect(notATeacher.statusCode).toBe(400);
  });
});

describe('GET /api/classes', () => {
  // A teacher and an instructor of this block's own: the classes other tests make, instruct or archive stay out.
  let ownTeacher: TestUser;
  let ownInstructor: TestUser;
  let own: string;
  let others: string;
  beforeAll(async () => {
    ownTeacher = await h.user({ roles: ['teacher'] });
    ownInstructor = await h.user({ roles: ['instructor'] });
    own = await h.classWith(ownTeacher, [student], { instructors: [ownInstructor] });
    others = await h.classWith(otherTeacher, []);
  });

  it('needs a login and a staff role', async () => {
    expect((await h.request({ method: 'GET', url: '/api/classes' })).statusCode).toBe(401);
    expect((await h.request({ method: 'GET', url: '/api/classes', as: student })).statusCode).toBe(403);
  });

  it('shows teachers their classes, instructors theirs, admins all', async () => {
    const mine = json(await h.request({ method: 'GET', url: '/api/classes?limit=100', as: ownTeacher }));
    const mineIds = mine.items.map((c: { _id: string }) => c._id);
    expect(mineIds).toContain(own);
    expect(mineIds).not.toContain(others);
    expect(mine.items.every((c: { teacher: string }) => c.teacher === ownTeacher.id)).toBe(true);
    const instructed = json(await h.request({ method: 'GET', url: '/api/classes', as: ownInstructor }));
    expect(instructed.items.map((c: { _id: string }) => c._id)).toEqual([own]);
    const all = json(await h.request({ method: 'GET', url: '/api/classes?limit=100', as: admin }));
    expect(all.items.map((c: { _id: string }) => c._id)).toEqual(expect.arrayContaining([own, others]));
  });

  it('lists the members and filters archived classes apart', async () => {
    // Archives a class of its own teacher's, so that the shared classes stay as they were.
    const archiver = await h.user({ roles: ['teacher'] });
    const kept = await h.classWith(archiver, [student], { instructors: [instructor] });
    const shelved = await h.classWith(archiver, [student], { instructors: [instructor] });
    const read = json(await h.request({ method: 'GET', url: `/api/classes/${shelved}`, as: archiver }));
    expect(read.students).toEqual([student.id]);
    expect(read.instructors).toEqual([instructor.id]);
    await h.request({
      method: 'PUT',
      url: `/api/classes/${shelved}`,
      payload: { archived: true },
      as: archiver,
    });
    const active = json(
      await h.request({ method: 'GET', url: '/api/classes?archived=false&limit=100', as: archiver }),
    );
    expect(active.items.map((c: { _id: string }) => c._id)).toEqual([kept]);
    const archived = json(
      await h.request({ method: 'GET', url: '/api/classes?archived=true', as: archiver }),
    );
    expect(archived.items.map((c: { _id: string }) => c._id)).toEqual([shelved]);
  });

  it("refuses another teacher's class (403) and answers 404 for an unknown one", async () => {
    expect(
      (await h.request({ method: 'GET', url: `/api/classes/${others}`, as: ownTeacher })).statusCode,
    ).toBe(403);
    expect((await h.request({ method: 'GET', url: '/api/classes/nope', as: ownTeacher })).statusCode).toBe(
      404,
    );
  });

  it('answers 400 for a bad filter', async () => {
    expect(
      (await h.request({ method: 'GET', url: '/api/classes?archived=maybe', as: ownTeacher })).statusCode,
    ).toBe(400);
  });
});

describe('PUT and DELETE /api/classes/:id', () => {
  let own: string;
  beforeAll(async () => {
    own = await h.classWith(teacher, [student], { password: 'oldpass' });
  });

  it('needs a login, and the class teacher or an admin', async () => {
    expect(
      (await h.request({ method: 'PUT', url: `/api/classes/${own}`, payload: { name: 'X' } })).statusCode,
    ).toBe(401);
    const other = await h.request({
      method: 'PUT',
      url: `/api/classes/${own}`,
      payload: { name: 'Mine now' },
      as: otherTeacher,
    });
    expect(other.statusCode).toBe(403);
    const byStudent = await h.request({
      method: 'PUT',
      url: `/api/classes/${own}`,
      payload: { name: 'X' },
      as: student,
    });
    expect(byStudent.statusCode).toBe(403);
  });

  it('answers 400 for bad input, unknown fields included', async () => {
    const empty = await h.request({
      method: 'PUT',
      url: `/api/classes/${own}`,
      payload: { name: '' },
      as: teacher,
    });
    expect(json(empty).message).toContain(CLASS_NAME_REQUIRED);
    const starred = await h.request({
      method: 'PUT',
      url: `/api/classes/${own}`,
      payload: { starredProjects: ['p'] },
      as: teacher,
    });
    expect(starred.statusCode).toBe(400);
  });

  it("saves the name and a new class password, which then proves a student's password request", async () => {
    // A class and student of its own: the shared class keeps its name and password for the other tests.
    const pupil = await h.user();
    const renamed = await h.classWith(teacher, [pupil], { password: 'oldpass' });
    const saved = await h.request({
      method: 'PUT',
      url: `/api/classes/${renamed}`,
      payload: { name: 'Renamed', password: 'newpass' },
      as: teacher,
    });
    expect(json(saved).name).toBe('Renamed');
    const asked = await h.request({
      method: 'POST',
      url: '/auth/password-requests',
      payload: { username: pupil.username, classPassword: 'newpass' },
    });
    expect(asked.statusCode).toBe(201);
  });

  it('lets only admins delete a class', async () => {
    const doomed = await h.classWith(teacher, []);
    expect(
      (await h.request({ method: 'DELETE', url: `/api/classes/${doomed}`, as: teacher })).statusCode,
    ).toBe(403);
    expect((await h.request({ method: 'DELETE', url: `/api/classes/${doomed}`, as: admin })).statusCode).toBe(
      204,
    );
    expect((await h.request({ method: 'GET', url: `/api/classes/${doomed}`, as: admin })).statusCode).toBe(
      404,
    );
  });
});

describe('PUT /api/classes/:id: the details page (year group and courses)', () => {
  let schoolTeacher: TestUser;
  let classId: string;
  let globalCourse: string;
  let schoolCourse: string;
  let otherSchoolCourse: string;
  let laterArchived: string;
  const put = (payload: object, as?: TestUser) =>
    h.request({ method: 'PUT', url: `/api/classes/${classId}`, payload, ...(as ? { as } : {}) });
  const stored = async () => {
    const row = await h.db
      .selectFrom('classes')
      .select('year')
      .where('id', '=', classId)
      .executeTakeFirstOrThrow();
    const courses = await h.db
      .selectFrom('class_courses')
      .select('course_id')
      .where('class_id', '=', classId)
      .orderBy('position')
      .execute();
    return { year: row.year, courses: courses.map((c) => c.course_id) };
  };

  beforeAll(async () => {
    const school = await h.environment({ name: 'Details School' });
    const otherSchool = await h.environment({ name: 'Elsewhere School' });
    schoolTeacher = await h.user({ roles: ['teacher'], schoolId: school });
    globalCourse = await course(false, { title: 'Global course' });
    schoolCourse = await course(false, { title: 'School course', community: school });
    otherSchoolCourse = await course(false, { title: 'Elsewhere course', community: otherSchool });
  });
  // Each test saves to (and archives a course of) its own: a new Year 7 class with no courses, instructed.
  beforeEach(async () => {
    laterArchived = await course(false, { title: 'Soon archived' });
    classId = json(await create(schoolTeacher, { ...valid, year: 'Year 7' }))._id;
    await h.request({
      method: 'POST',
      url: `/api/classes/${classId}/instructor/${instructor.id}`,
      as: admin,
    });
  });
  /** The year and courses the saving test leaves. */
  const saveYear10 = async () =>
    expect(
      (await put({ year: 'Year 10', courses: [schoolCourse, globalCourse, laterArchived] }, schoolTeacher))
        .statusCode,
    ).toBe(200);

  it('is refused to the class instructor (read-only), another teacher and a student (403)', async () => {
    for (const as of [instructor, otherTeacher, student]) {
      expect((await put({ year: 'Year 12', courses: [globalCourse] }, as)).statusCode).toBe(403);
    }
    expect((await put({ year: 'Year 12' })).statusCode).toBe(401);
    expect(await stored()).toEqual({ year: 'Year 7', courses: [] });
  });

  it('saves the year and the courses of the global community and the school, and reads them back', async () => {
    const response = await put(
      { year: 'Year 10', courses: [schoolCourse, globalCourse, laterArchived] },
      schoolTeacher,
    );
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      year: 'Year 10',
      courses: [schoolCourse, globalCourse, laterArchived],
    });
    const read = json(await h.request({ method: 'GET', url: `/api/classes/${classId}`, as: instructor }));
    expect(read).toMatchObject({ year: 'Year 10', courses: [schoolCourse, globalCourse, laterArchived] });
  });

  it("refuses another school's course, a draft or an unknown id by name (400), writing nothing", async () => {
    await saveYear10();
    for (const [id, named] of [
      [otherSchoolCourse, 'Elsewhere course'],
      [draftCourse, 'Draft course'],
      ['no-such-course', 'no-such-course'],
    ] as const) {
      const response = await put({ year: 'Year 13', courses: [globalCourse, id] }, schoolTeacher);
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toBe(
        `Only published courses open to this class's school can be attached, not: ${named}`,
      );
    }
    // An admin may attach only what the class's students can take, too.
    expect((await put({ courses: [otherSchoolCourse] }, admin)).statusCode).toBe(400);
    expect(await stored()).toEqual({ year: 'Year 10', courses: [schoolCourse, globalCourse, laterArchived] });
  });

  it('keeps a course archived since it was attached, but does not attach it again once removed', async () => {
    await saveYear10();
    await h.db.updateTable('content').set({ archived: 1 }).where('id', '=', laterArchived).execute();
    const kept = await put({ year: 'Year 11', courses: [schoolCourse, laterArchived] }, schoolTeacher);
    expect(kept.statusCode).toBe(200);
    expect(await stored()).toEqual({ year: 'Year 11', courses: [schoolCourse, laterArchived] });
    expect((await put({ courses: [schoolCourse] }, schoolTeacher)).statusCode).toBe(200);
    const again = await put({ courses: [schoolCourse, laterArchived] }, schoolTeacher);
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toContain('Soon archived');
    expect(await stored()).toEqual({ year: 'Year 11', courses: [schoolCourse] });
  });

  it('lets an admin attach the school’s courses and clear the year', async () => {
    const response = await put({ year: null, courses: [globalCourse, schoolCourse] }, admin);
    expect(response.statusCode).toBe(200);
    expect(await stored()).toEqual({ year: null, courses: [globalCourse, schoolCourse] });
  });
});

describe('class codes: checking and joining', () => {
  let code: string;
  let classId: string;
  beforeAll(async () => {
    const cls = json(await create(teacher, valid));
    code = cls.classId;
    classId = cls._id;
  });

  it('checks a code without a login', async () => {
    const yes = await h.request({ method: 'POST', url: `/api/classes/classCodeExists/${code}` });
    expect(json(yes)).toEqual({ exists: true });
    const no = await h.request({ method: 'POST', url: '/api/classes/classCodeExists/BCDBCD' });
    expect(json(no)).toEqual({ exists: false });
  });

  it('reads a code in any case', async () => {
    const lower = await h.request({
      method: 'POST',
      url: `/api/classes/classCodeExists/${code.toLowerCase()}`,
    });
    expect(json(lower)).toEqual({ exists: true });
  });

  it('answers 400 with a message a pupil can act on for a code that is not letters', async () => {
    const response = await h.request({ method: 'POST', url: '/api/classes/classCodeExists/abc1' });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toContain(CLASS_CODE_LETTERS_MESSAGE);
  });

  it('joining needs a login and the student role', async () => {
    expect((await h.request({ method: 'POST', url: `/api/classes/addUserToClass/${code}` })).statusCode).toBe(
      401,
    );
    expect(
      (await h.request({ method: 'POST', url: `/api/classes/addUserToClass/${code}`, as: teacher }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses an unknown code with the spec message', async () => {
    const response = await h.request({
      method: 'POST',
      url: '/api/classes/addUserToClass/BCDBCD',
      as: student,
    });
    expect(response.statusCode).toBe(404);
    expect(json(response).message).toBe(INVALID_CLASS_CODE);
  });

  it('joins with the code in any case, once', async () => {
    const joiner = await h.user();
    const response = await h.request({
      method: 'POST',
      url: `/api/classes/addUserToClass/${code.toLowerCase()}`,
      as: joiner,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      _id: classId,
      name: valid.name,
      classId: code,
      courses: [],
      currentCourse: null,
    });
    const me = json(await h.request({ method: 'GET', url: '/api/users/me', as: joiner }));
    expect(me.classes).toEqual([classId]);
    const again = await h.request({ method: 'POST', url: `/api/classes/addUserToClass/${code}`, as: joiner });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(ALREADY_IN_CLASS);
  });

  it('pauses a student who guesses class codes, per student and per address, counting a burst at once', async () => {
    const guesser = await h.user();
    const join = (as: TestUser, joinCode: string, ip: string) =>
      h.request({ method: 'POST', url: `/api/classes/addUserToClass/${joinCode}`, as, remoteAddress: ip });
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => join(guesser, `QQQ${String.fromCharCode(65 + i)}`, '10.30.0.1')),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 404)).toHaveLength(JOIN_LIMITS.student);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - JOIN_LIMITS.student);
    // Even the right code waits now, from any address; nothing was joined.
    const right = await join(guesser, code, '10.30.0.2');
    expect(right.statusCode).toBe(429);
    expect(json(right)).toMatchObject({ message: TOO_MANY_JOIN_GUESSES });
    expect(json(await h.request({ method: 'GET', url: '/api/users/me', as: guesser })).classes).toEqual([]);
    // Another student at the same address still joins: the address allows a whole school's typos.
    expect((await join(await h.user(), code, '10.30.0.1')).statusCode).toBe(200);
  });

  it('treats an archived class as an unknown code', async () => {
    const archived = json(await create(teacher, valid));
    await h.request({
      method: 'PUT',
      url: `/api/classes/${archived._id}`,
      payload: { archived: true },
      as: teacher,
    });
    expect(
      json(await h.request({ method: 'POST', url: `/api/classes/classCodeExists/${archived.classId}` })),
    ).toEqual({ exists: false });
    const join = await h.request({
      method: 'POST',
      url: `/api/classes/addUserToClass/${archived.classId}`,
      as: student,
    });
    expect(join.statusCode).toBe(404);
  });
});

describe('joining a class picks its course (issue 18)', () => {
  const join = (as: TestUser, code: string) =>
    h.request({ method: 'POST', url: `/api/classes/addUserToClass/${code}`, as });
  const currentCourse = async (as: TestUser) =>
    json(await h.request({ method: 'GET', url: '/api/users/me', as })).current_course;

  it('makes the class’s only course the student’s current course, and says so', async () => {
    const cls = json(await create(teacher, { ...valid, courses: [publishedCourse] }));
    const joiner = await h.user();
    const response = await join(joiner, cls.classId);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      _id: cls._id,
      name: valid.name,
      classId: cls.classId,
      courses: [publishedCourse],
      currentCourse: publishedCourse,
    });
    expect(await currentCourse(joiner)).toBe(publishedCourse);
  });

  it('with several courses, picks the class’s first one open to the student, over the one they had', async () => {
    const second = await course(false, { title: 'Second course' });
    const third = await course(false, { title: 'Third course' });
    const cls = json(await create(teacher, { ...valid, courses: [second, third] }));
    // A draft or archived course the class kept is passed over: the picker would not offer it.
    await h.db.updateTable('content').set({ archived: 1 }).where('id', '=', second).execute();
    const joiner = await h.user();
    const picked = await h.request({
      method: 'PUT',
      url: '/api/users/me/update-course',
      payload: { currentCourse: publishedCourse },
      as: joiner,
    });
    expect(picked.statusCode).toBe(200);
    const response = await join(joiner, cls.classId);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ courses: [third], currentCourse: third });
    expect(await currentCourse(joiner)).toBe(third);
  });

  it('leaves the current course alone when the class has no course open to the student', async () => {
    const cls = json(await create(teacher, valid));
    const joiner = await h.user();
    await h.request({
      method: 'PUT',
      url: '/api/users/me/update-course',
      payload: { currentCourse: publishedCourse },
      as: joiner,
    });
    const response = await join(joiner, cls.classId);
    expect(json(response)).toMatchObject({ courses: [], currentCourse: publishedCourse });
    expect(await currentCourse(joiner)).toBe(publishedCourse);
  });

  it('changes nothing when the join is refused', async () => {
    const cls = json(await create(teacher, { ...valid, courses: [publishedCourse] }));
    const joiner = await h.user();
    expect((await join(joiner, cls.classId)).statusCode).toBe(200);
    await h.request({
      method: 'PUT',
      url: '/api/users/me/update-course',
      payload: { currentCourse: null },
      as: joiner,
    });
    expect((await join(joiner, cls.classId)).statusCode).toBe(409);
    expect(await currentCourse(joiner)).toBeNull();
  });
});

describe('class members: students and instructors', () => {
  let own: string;
  let pupil: TestUser;
  beforeAll(async () => {
    pupil = await h.user();
    own = await h.classWith(teacher, [pupil]);
  });
  /** A class of the teacher's with one student, for a test that changes who is in it. */
  const freshClass = async () => {
    const member = await h.user();
    return { member, classId: await h.classWith(teacher, [member]) };
  };

  it('removing a student needs a login and the class teacher or an admin', async () => {
    const url = `/api/classes/${own}/student/${pupil.id}`;
    expect((await h.request({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await h.request({ method: 'DELETE', url, as: otherTeacher })).statusCode).toBe(403);
    expect((await h.request({ method: 'DELETE', url, as: pupil })).statusCode).toBe(403);
  });

  it('removes a student, then answers 404 for one not in the class', async () => {
    const { member, classId } = await freshClass();
    const url = `/api/classes/${classId}/student/${member.id}`;
    expect((await h.request({ method: 'DELETE', url, as: teacher })).statusCode).toBe(204);
    const read = json(await h.request({ method: 'GET', url: `/api/classes/${classId}`, as: teacher }));
    expect(read.students).toEqual([]);
    const again = await h.request({ method: 'DELETE', url, as: teacher });
    expect(again.statusCode).toBe(404);
    expect(json(again).message).toBe('That student is not in this class');
  });

  it('instructors: only admins add and remove them', async () => {
    const url = `/api/classes/${own}/instructor/${instructor.id}`;
    expect((await h.request({ method: 'POST', url })).statusCode).toBe(401);
    expect((await h.request({ method: 'POST', url, as: teacher })).statusCode).toBe(403);
    expect((await h.request({ method: 'DELETE', url, as: teacher })).statusCode).toBe(403);
  });

  it('answers 404 for an unknown class or user, and 400 for an id that cannot be one', async () => {
    const membersBefore = await h.count('class_members');
    const unknownClass = await h.request({
      method: 'POST',
      url: `/api/classes/${newId()}/instructor/${instructor.id}`,
      as: admin,
    });
    expect(unknownClass.statusCode).toBe(404);
    expect(json(unknownClass).message).toBe('Class not found');
    const unknownUser = await h.request({
      method: 'POST',
      url: `/api/classes/${own}/instructor/${newId()}`,
      as: admin,
    });
    expect(unknownUser.statusCode).toBe(404);
    expect(json(unknownUser).message).toBe('User not found');
    const tooLong = await h.request({
      method: 'POST',
      url: `/api/classes/${own}/instructor/${'x'.repeat(65)}`,
      as: admin,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(await h.count('class_members')).toBe(membersBefore);
  });

  it('refuses a student as instructor with a message', async () => {
    const response = await h.request({
      method: 'POST',
      url: `/api/classes/${own}/instructor/${student.id}`,
      as: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Only instructors and teachers can be added as instructors');
  });

  it('adds an instructor once, who then sees the class, and removes them', async () => {
    const { classId } = await freshClass();
    const url = `/api/classes/${classId}/instructor/${instructor.id}`;
    const added = await h.request({ method: 'POST', url, as: admin });
    expect(json(added).instructors).toEqual([instructor.id]);
    expect(
      (await h.request({ method: 'GET', url: `/api/classes/${classId}`, as: instructor })).statusCode,
    ).toBe(200);
    expect((await h.request({ method: 'POST', url, as: admin })).statusCode).toBe(409);
    expect((await h.request({ method: 'DELETE', url, as: admin })).statusCode).toBe(204);
    expect(
      (await h.request({ method: 'GET', url: `/api/classes/${classId}`, as: instructor })).statusCode,
    ).toBe(403);
    expect((await h.request({ method: 'DELETE', url, as: admin })).statusCode).toBe(404);
  });
});

describe('POST /api/classes/:id/beta-testers', () => {
  const roles = async (userId: string) =>
    (await h.db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute())
      .map((r) => r.role)
      .sort();

  it('is for admins only: 401 without a login, 403 for the class teacher and for others', async () => {
    const pupil = await h.user();
    const classId = await h.classWith(teacher, [pupil]);
    const url = `/api/classes/${classId}/beta-testers`;
    expect((await h.request({ method: 'POST', url })).statusCode).toBe(401);
    for (const as of [teacher, instructor, student]) {
      expect((await h.request({ method: 'POST', url, as })).statusCode).toBe(403);
    }
    expect(await roles(pupil.id)).toEqual(['student']);
  });

  it('answers 404 for an unknown class and 400 for an id that cannot be one', async () => {
    const response = await h.request({
      method: 'POST',
      url: `/api/classes/${newId()}/beta-testers`,
      as: admin,
    });
    expect(response.statusCode).toBe(404);
    expect(json(response).message).toBe('Class not found');
    const bad = await h.request({
      method: 'POST',
      url: `/api/classes/${'x'.repeat(65)}/beta-testers`,
      as: admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("gives every student of the class the role once, and no one else's", async () => {
    const [first, second, outside] = [await h.user(), await h.user(), await h.user()];
    const classId = await h.classWith(teacher, [first, second], { instructors: [instructor] });
    const url = `/api/classes/${classId}/beta-testers`;
    const response = await h.request({ method: 'POST', url, as: admin });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ students: 2 });
    expect((await h.request({ method: 'POST', url, as: admin })).statusCode).toBe(200);
    expect(await roles(first.id)).toEqual(['betaTester', 'student']);
    expect(await roles(second.id)).toEqual(['betaTester', 'student']);
    expect(await roles(outside.id)).toEqual(['student']);
    expect(await roles(instructor.id)).toEqual(['instructor']);
    const readBack = await h.request({ method: 'GET', url: `/api/users/${first.id}`, as: admin });
    expect(json(readBack).roles).toContain('betaTester');
  });
});
