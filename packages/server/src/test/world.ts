// One school world for the authorization matrix and the fuzz tests: the ten identities the matrix asks about,
// and an object of each kind belonging to "student", teacher A or the content creator, so that every route's
// path can be filled with something real. Built once per test file through the API where that is cheap and
// straight into the database where the API has no way in (seeded course content).
import { LIBRARY_KINDS, type LibraryKind } from '@brickyard/core';
import { expect } from 'vitest';
import { insertAchievements, insertSeedRows, loadSeedCourse, type SeedRow } from '../db/seed/courses/load.ts';
import { nowIso } from '../lib/ids.ts';
import { testCourse } from '../modules/learn/test-course.ts';
import { setContentUnlocked } from '../modules/users/users.store.ts';
import { createHarness, type Harness, json, type TestUser } from './harness.ts';
import { startSmtp } from './smtp.ts';

export const IDENTITIES = [
  'anonymous',
  'student',
  'classmate',
  'otherStudent',
  'teacherA',
  'teacherB',
  'instructor',
  'translator',
  'creator',
  'admin',
] as const;
export type Identity = (typeof IDENTITIES)[number];
export type Person = Exclude<Identity, 'anonymous'>;

/** The library kinds that have editors (`/api/{kind}`, `/api/library/{kind}/{id}`). */
export { LIBRARY_KINDS };
export type Kind = LibraryKind;

export const CLASS_PASSWORD = 'classpass';
export const SIGNUP_CODE = 'matrix-signup-code';
/** A PNG's first bytes, as the upload check reads them. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(24, 1),
]);

/** A minimal body `POST /api/{kind}` accepts. */
export const newItemBody = (kind: Kind, title: string): Record<string, unknown> => ({
  title,
  language: 'javascript',
  ...(kind === 'assessments' ? { type: 'quiz' } : {}),
});

export interface World {
  h: Harness;
  people: Record<Person, TestUser>;
  globalCommunity: string;
  school: string;
  classA: string;
  classB: string;
  /** A class of a teacher who is none of the identities: students join it by its code. */
  classC: { id: string; code: string };
  /** The seeded test course (published, in the global community, made by the creator) and its rows. */
  course: string;
  rows: SeedRow[];
  seeded: (kind: SeedRow['kind'], title: string) => string;
  /** One library item of each kind, made by the creator in the global community. */
  item: Record<Kind, string>;
  /** A second assessment by the creator, to move a question to. */
  targetAssessment: string;
  /** A reference learners may read (tagged "reference", published). */
  learnerReference: string;
  /** A problem report a student made on the seeded tutorial. */
  report: string;
  /** The student's project, with one earlier version kept. */
  studentProject: string;
  studentProjectVersion: string;
  /** A sticker teacher A made. */
  sticker: string;
  /** An image the creator uploaded (`/files/{key}`). */
  fileKey: string;
  /** Someone who logs in with a password (the login routes), and their class login. */
  loginUser: TestUser;
  /** Someone with an email address, who forgot their password. */
  forgetfulUser: TestUser;
  forgetfulEmail: string;
  /** The id of a seeded question's option with this text. */
  optionOf(question: string, text: string): string;
  /** The stored version of a library item (saves and links name it). */
  version(id: string): Promise<number>;
  /** A new student of class A (as "student" is: same teacher, instructor and classmates). */
  freshStudentOfA(): Promise<TestUser>;
  /** A new class like class A: teacher A's, with instructor, student and classmate. */
  freshClassLikeA(): Promise<string>;
  /** A new user with the instructor role, in no class. */
  freshInstructor(): Promise<TestUser>;
  /** A new library item of `kind` made by the creator. */
  freshItem(kind: Kind): Promise<string>;
  /** A signed upload address for a PNG (the creator asked for it). */
  signedUpload(): Promise<string>;
  /** A refresh token of a new login by `loginUser`. */
  refreshToken(): Promise<string>;
}

const ok = async (response: { statusCode: number; body: string }, status = 201) => {
  expect(response.statusCode, response.body).toBe(status);
  return json(response);
};

export const buildWorld = async (h: Harness): Promise<World> => {
  const globalCommunity = await h.environment({ name: 'Global', type: 'Community', global: true });
  const school = await h.environment({ name: 'Matrix School' });
  const inCommunity = (role: 'translator' | 'contentCreator') => ({
    communityId: globalCommunity,
    environmentRoles: [{ environmentId: globalCommunity, role }],
  });
  const people: Record<Person, TestUser> = {
    student: await h.user({ roles: ['student'], schoolId: school, firstName: 'Stu', lastName: 'Dent' }),
    classmate: await h.user({ roles: ['student'], schoolId: school }),
    otherStudent: await h.user({ roles: ['student'], schoolId: school }),
    teacherA: await h.user({ roles: ['teacher'], schoolId: school }),
    teacherB: await h.user({ roles: ['teacher'], schoolId: school }),
    instructor: await h.user({ roles: ['instructor'], schoolId: school }),
    translator: await h.user({ roles: ['translator'], ...inCommunity('translator') }),
    creator: await h.user({ roles: ['contentCreator'], ...inCommunity('contentCreator') }),
    admin: await h.user({ roles: ['admin'], communityId: globalCommunity }),
  };
  const { student, classmate, otherStudent, teacherA, teacherB, instructor, creator } = people;
  const classA = await h.classWith(teacherA, [student, classmate], {
    instructors: [instructor],
    password: CLASS_PASSWORD,
  });
  const classB = await h.classWith(teacherB, [otherStudent]);
  const teacherC = await h.user({ roles: ['teacher'], schoolId: school });
  const code = 'JOINCX';
  const classC = { id: await h.classWith(teacherC, [], { code }), code };
  const loginUser = await h.user({ roles: ['student'], schoolId: school });
  await h.classWith(teacherC, [loginUser], { password: CLASS_PASSWORD });
  const forgetfulUser = await h.user({ roles: ['student'], schoolId: school });
  const forgetfulEmail = 'forgetful@example.com';
  await h.db.updateTable('users').set({ email: forgetfulEmail }).where('id', '=', forgetfulUser.id).execute();

  const now = nowIso();
  const rows = loadSeedCourse(testCourse);
  await insertSeedRows(h.db, rows, { communityId: globalCommunity, authorId: creator.id, now });
  await insertAchievements(h.db, now);
  const seeded = (kind: SeedRow['kind'], title: string) => {
    const row = rows.find((r) => r.kind === kind && r.title === title);
    if (!row) throw new Error(`no ${kind} called ${title}`);
    return row.id;
  };
  const course = seeded('courses', 'Test Course');
  for (const cls of [classA, classB])
    await h.db
      .insertInto('class_courses')
      .values({ class_id: cls, course_id: course, position: 0 })
      .execute();
  // Every stage open to everyone, so that a learner's route reaches its item whatever they did before.
  for (const person of Object.values(people)) await setContentUnlocked(h.db, person.id, true, now);
  await ok(
    await h.request({
      method: 'PUT',
      url: '/api/users/me/update-course',
      as: student,
      payload: { currentCourse: course },
    }),
    200,
  );

  const create = async (kind: Kind, title: string) =>
    (
      await ok(
        await h.request({
          method: 'POST',
          url: `/api/${kind}`,
          as: creator,
          payload: newItemBody(kind, title),
        }),
      )
    )._id as string;
  const item: Record<Kind, string> = {
    courses: course,
    assessments: seeded('assessments', 'Warm-up quiz'),
    bricks: seeded('bricks', 'First program'),
    tutorials: await create('tutorials', 'Matrix tutorial'),
    challenges: seeded('challenges', 'Say hello'),
    topics: seeded('topics', 'Output'),
    links: await create('links', 'Matrix link'),
    references: seeded('references', 'Values'),
    faqs: await create('faqs', 'Matrix FAQ'),
    definitions: await create('definitions', 'Matrix definition'),
  };
  const targetAssessment = await create('assessments', 'Matrix target quiz');

  const step = seeded('bricks', 'Read');
  const report = (
    await ok(
      await h.request({
        method: 'POST',
        url: `/api/learn/bricks/${item.bricks}/reports`,
        as: student,
        payload: { brick: step, text: 'The picture is missing' },
      }),
    )
  )._id as string;

  const project = await ok(
    await h.request({
      method: 'POST',
      url: '/api/projects',
      as: student,
      payload: { name: 'My game', language: 'javascript' },
    }),
  );
  const files = [{ name: 'main.js', content: 'console.log("hello")' }];
  await ok(
    await h.request({
      method: 'PUT',
      url: `/api/projects/${project._id}`,
      as: student,
      payload: { files, checkpoint: true, version: project.version },
    }),
    200,
  );
  const versions = await ok(
    await h.request({ method: 'GET', url: `/api/projects/${project._id}/versions`, as: student }),
    200,
  );
  const sticker = await ok(
    await h.request({ method: 'POST', url: '/api/stickers', as: teacherA, payload: { title: 'Great' } }),
  );

  const signedUpload = async () =>
    (
      await ok(
        await h.request({
          method: 'POST',
          url: '/api/files',
          as: creator,
          payload: { filename: 'a.png', filetype: 'image/png', size: PNG_BYTES.length },
        }),
        200,
      )
    ).signedUrl as string;
  const uploaded = await ok(
    await h.request({
      method: 'PUT',
      url: await signedUpload(),
      headers: { 'content-type': 'image/png' },
      payload: PNG_BYTES,
    }),
  );

  return {
    h,
    people,
    globalCommunity,
    school,
    classA,
    classB,
    classC,
    course,
    rows,
    seeded,
    item,
    targetAssessment,
    learnerReference: item.references,
    report,
    studentProject: project._id,
    studentProjectVersion: versions[0]._id,
    sticker: sticker._id,
    fileKey: String(uploaded.url).replace('/files/', ''),
    loginUser,
    forgetfulUser,
    forgetfulEmail,
    optionOf(question, text) {
      const row = rows.find((r) => r.kind === 'questions' && r.title === question);
      const options = (row?.body.fieldOptions ?? []) as { _id: string; data: { text: string } }[];
      const option = options.find((o) => o.data.text === text);
      if (!option) throw new Error(`no option ${text} in ${question}`);
      return option._id;
    },
    async version(id) {
      const row = await h.db
        .selectFrom('content')
        .select('version')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.version);
    },
    async freshStudentOfA() {
      const user = await h.user({ roles: ['student'], schoolId: school });
      await h.db
        .insertInto('class_members')
        .values({ class_id: classA, user_id: user.id, role: 'student', joined_at: nowIso() })
        .execute();
      return user;
    },
    freshClassLikeA: () => h.classWith(teacherA, [student, classmate], { instructors: [instructor] }),
    freshInstructor: () => h.user({ roles: ['instructor'], schoolId: school }),
    freshItem: (kind) => create(kind, `Fresh ${kind}`),
    signedUpload,
    async refreshToken() {
      const login = await ok(
        await h.request({
          method: 'POST',
          url: '/auth/local',
          payload: { username: loginUser.username, password: loginUser.password },
        }),
        200,
      );
      return login.refreshToken as string;
    },
  };
};

/**
 * The world on a harness of its own, with a real SMTP server beside it (so "forgotten details" can send its
 * mail; without one it refuses everyone alike), and the way to close both.
 */
export const openWorld = async () => {
  const smtp = await startSmtp();
  const h = await createHarness({
    TEACHER_SIGNUP_CODE: SIGNUP_CODE,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  });
  const world = await buildWorld(h);
  return {
    world,
    close: async () => {
      await h.close();
      await smtp.close();
    },
  };
};
