// The authorization matrix's declarations (issue 17): for every registered operation, who gets through its
// gates, and the path values, query and body a request needs (a body that passes validation, so refused
// identities reach the gate). `authorization-matrix.test.ts` checks them against the app; the fuzz tests use
// the same path values to reach real objects.
//
// Adding a route is adding one entry to RULES: its method and URL pattern as registered, its values, `allow`.
import { SYSTEM_CONSTANTS } from '@brickyard/core/constants';
import type { TestUser } from './harness.ts';
import {
  CLASS_PASSWORD,
  IDENTITIES,
  type Identity,
  type Kind,
  LIBRARY_KINDS,
  newItemBody,
  type Person,
  PNG_BYTES,
  SIGNUP_CODE,
  type World,
} from './world.ts';

/** What one request of a row sees: the world, who sends it, and the "student" of this request. */
export interface Ctx {
  w: World;
  who: Identity;
  /** The world's student, or a new student of class A for rows marked `freshStudent`. */
  student: TestUser;
}
type Maybe<T> = T | Promise<T>;

export interface Rule {
  /** `METHOD /url/:pattern`, exactly as registered. */
  route: string;
  params?: (c: Ctx) => Maybe<Record<string, string>>;
  query?: (c: Ctx) => Maybe<Record<string, string>>;
  body?: (c: Ctx) => Maybe<unknown>;
  headers?: Record<string, string>;
  /** Who gets through the gates. */
  allow: readonly Identity[];
  /** The status refused identities get: 403 unless said here (anonymous: 401 unless said here). */
  deny?: Partial<Record<Identity, number>> & { others?: number };
  /** Every request acts on a new student of class A (routes that delete them or end their sessions). */
  freshStudent?: boolean;
  /** Run as the identity before its request (outside the "nothing written" check). */
  before?: (c: Ctx) => Promise<void>;
}

export const LOGGED_IN = IDENTITIES.filter((i) => i !== 'anonymous');
const EVERYONE = IDENTITIES;
const STUDENTS = ['student', 'classmate', 'otherStudent'] as const;
/** Admin, contentCreator or translator in their current community (the library's gate). */
const AUTHORS = ['translator', 'creator', 'admin'] as const;
/** Who changes content: translators change translations only, so a save of content refuses them. */
const EDITORS = ['creator', 'admin'] as const;
/** The student themself, the teacher and instructor of their class, admins. */
const STUDENT_AND_STAFF = ['student', 'teacherA', 'instructor', 'admin'] as const;

let unique = 0;
const next = () => `${Date.now().toString(36)}${++unique}`;

const id = (value: string) => ({ id: value });

/** The request's student's password request (made once per request's context), pending or approved. */
const passwordRequests = new WeakMap<Ctx, Promise<{ requestId: string; secret: string }>>();
const passwordRequest = (c: Ctx, state: 'pending' | 'approved') => {
  let made = passwordRequests.get(c);
  if (!made) {
    made = (async () => {
      const asked = await c.w.h.request({
        method: 'POST',
        url: '/auth/password-requests',
        payload: { username: c.student.username, classPassword: CLASS_PASSWORD },
      });
      if (asked.statusCode !== 201) throw new Error(`password request answered ${asked.statusCode}`);
      const created = asked.json() as { requestId: string; secret: string };
      if (state === 'approved') {
        const approved = await c.w.h.request({
          method: 'POST',
          url: `/api/classes/${c.w.classA}/password-requests/${created.requestId}`,
          payload: { approve: true },
          as: c.w.people.teacherA,
        });
        if (approved.statusCode !== 200) throw new Error(`approval answered ${approved.statusCode}`);
      }
      return created;
    })();
    passwordRequests.set(c, made);
  }
  return made;
};
const learnQuery = (c: Ctx) => ({ course: c.w.course });

const libraryRules = (kind: Kind): Rule[] => {
  const deletable = kind === 'references' || kind === 'faqs' || kind === 'definitions';
  return [
    { route: `GET /api/library/${kind}/:id`, params: (c) => id(c.w.item[kind]), allow: AUTHORS },
    { route: `POST /api/${kind}`, body: () => newItemBody(kind, `Matrix ${kind} ${next()}`), allow: EDITORS },
    {
      // A save that changes the item (here `draft`), which refuses translators; a save of translations
      // alone lets them through (the library's own tests cover that).
      route: `PUT /api/${kind}/:id`,
      params: (c) => id(c.w.item[kind]),
      body: async (c) => ({ version: await c.w.version(c.w.item[kind]), draft: false }),
      allow: EDITORS,
    },
    {
      route: `POST /api/${kind}/:id/copy`,
      params: (c) => id(c.w.item[kind]),
      body: () => ({}),
      allow: EDITORS,
    },
    ...(deletable
      ? [
          {
            route: `DELETE /api/${kind}/:id`,
            params: async (c: Ctx) => id(await c.w.freshItem(kind)),
            allow: EDITORS,
          },
        ]
      : []),
  ];
};

const linkRules: Rule[] = (['bricks', 'challenges', 'tutorials'] as const).flatMap((kind) =>
  (['starter', 'solution'] as const).map(
    (link): Rule => ({
      route: `POST /api/${kind}/:id/${link}`,
      params: (c) => id(c.w.item[kind]),
      body: async (c) => ({ [`${link}Id`]: null, version: await c.w.version(c.w.item[kind]) }),
      allow: EDITORS,
    }),
  ),
);

const markedItem = (c: Ctx, path: 'tutorials' | 'challenges' | 'projects' | 'assessments') =>
  path === 'tutorials'
    ? c.w.item.bricks
    : path === 'challenges'
      ? c.w.item.challenges
      : path === 'assessments'
        ? c.w.seeded('assessments', 'Warm-up quiz')
        : c.w.studentProject;

const markingRules: Rule[] = (['tutorials', 'challenges', 'projects', 'assessments'] as const).flatMap(
  (path) => {
    const params = (c: Ctx) => ({
      id: c.w.classA,
      studentId: c.student.id,
      itemId: markedItem(c, path),
    });
    return [
      {
        route: `GET /api/classes/:id/students/:studentId/marking/${path}/:itemId`,
        params,
        allow: ['teacherA', 'admin'],
      },
      {
        route: `PUT /api/classes/:id/students/:studentId/marking/${path}/:itemId`,
        params,
        body: () => ({}),
        allow: ['teacherA', 'admin'],
      },
    ];
  },
);

/** A learner's feedback: read by the learner and their class's staff; "seen" by the learner alone. */
const feedbackRules: Rule[] = [
  {
    route: 'GET /api/users/:id/feedback',
    params: (c) => id(c.student.id),
    allow: STUDENT_AND_STAFF,
  },
  ...(['tutorials', 'challenges', 'projects', 'assessments'] as const).flatMap((path): Rule[] => {
    const params = (c: Ctx) => ({ id: c.student.id, itemId: markedItem(c, path) });
    return [
      { route: `GET /api/users/:id/feedback/${path}/:itemId`, params, allow: STUDENT_AND_STAFF },
      {
        route: `PUT /api/users/:id/feedback/${path}/:itemId/seen`,
        params,
        // Something to have seen: the class's teacher comments on the work first.
        before: async (c) => {
          const { itemId } = params(c);
          const marked = await c.w.h.request({
            method: 'PUT',
            url: `/api/classes/${c.w.classA}/students/${c.student.id}/marking/${path}/${itemId}`,
            payload: { comments: [{ text: 'Well done' }] },
            as: c.w.people.teacherA,
          });
          if (marked.statusCode !== 200) throw new Error(`marking answered ${marked.statusCode}`);
        },
        body: () => ({ feedbackAt: new Date().toISOString() }),
        allow: ['student'],
      },
    ];
  }),
];

const profileRules: Rule[] = ['profile', 'badges', 'classes', 'class-projects'].map((part) => ({
  route: `GET /api/users/:id/${part}`,
  params: (c) => id(c.student.id),
  allow: STUDENT_AND_STAFF,
}));

export const RULES: Rule[] = [
  // Logging in and sessions: open to all; the credentials are the gate.
  {
    route: 'POST /auth/local',
    body: (c) => ({ username: c.w.loginUser.username, password: c.w.loginUser.password }),
    allow: EVERYONE,
  },
  // A forgotten password: the class password only asks the teacher; the asking browser's secret logs in once
  // the teacher approved. Each request acts on a new student (a request is answered and used once).
  {
    route: 'POST /auth/password-requests',
    body: (c) => ({ username: c.student.username, classPassword: CLASS_PASSWORD }),
    allow: EVERYONE,
    freshStudent: true,
  },
  {
    route: 'POST /auth/password-requests/:id/state',
    params: async (c) => id((await passwordRequest(c, 'pending')).requestId),
    body: async (c) => ({ secret: (await passwordRequest(c, 'pending')).secret }),
    allow: EVERYONE,
    freshStudent: true,
  },
  {
    route: 'POST /auth/local/code',
    body: async (c) => {
      const { requestId, secret } = await passwordRequest(c, 'approved');
      return { requestId, secret };
    },
    allow: EVERYONE,
    freshStudent: true,
  },
  {
    route: 'GET /api/classes/:id/password-requests',
    params: (c) => id(c.w.classA),
    allow: ['teacherA', 'admin'],
  },
  {
    route: 'POST /api/classes/:id/password-requests/:requestId',
    params: async (c) => ({ id: c.w.classA, requestId: (await passwordRequest(c, 'pending')).requestId }),
    body: () => ({ approve: true }),
    allow: ['teacherA', 'admin'],
    freshStudent: true,
  },
  {
    route: 'POST /auth/local/token',
    body: async (c) => ({ refreshToken: await c.w.refreshToken() }),
    allow: EVERYONE,
  },
  {
    route: 'POST /auth/local/token/reject',
    body: async (c) => ({ refreshToken: await c.w.refreshToken() }),
    allow: EVERYONE,
  },
  { route: 'GET /auth/csrf', allow: EVERYONE },

  // Users.
  { route: 'GET /api/users/me', allow: LOGGED_IN },
  {
    route: 'GET /api/users',
    allow: ['teacherA', 'teacherB', 'instructor', 'translator', 'creator', 'admin'],
  },
  {
    route: 'POST /api/users',
    body: () => ({ username: `new${next()}`, password: 'password1', first_name: 'New', last_name: 'Person' }),
    allow: ['admin'],
    // Without a login the route is signup, which needs a class code or the signup code.
  },
  { route: 'GET /api/users/:id', params: (c) => id(c.student.id), allow: STUDENT_AND_STAFF },
  {
    route: 'PUT /api/users/:id',
    params: (c) => id(c.student.id),
    body: () => ({ first_name: 'Stu' }),
    allow: STUDENT_AND_STAFF,
  },
  { route: 'DELETE /api/users/:id', params: (c) => id(c.student.id), allow: ['admin'], freshStudent: true },
  {
    route: 'PUT /api/users/:id/locale',
    params: (c) => id(c.student.id),
    body: () => ({ locale: 'en' }),
    allow: ['student'],
  },
  {
    route: 'PUT /api/users/:id/core-info',
    params: (c) => id(c.student.id),
    body: () => ({ first_name: 'Stu' }),
    allow: STUDENT_AND_STAFF,
  },
  {
    route: 'PUT /api/users/:id/update-course',
    params: (c) => id(c.student.id),
    body: (c) => ({ currentCourse: c.w.course }),
    allow: ['student', 'admin'],
  },
  // The class login link's names: open to everyone, logged in or not.
  { route: 'GET /api/classes/:id/login', params: (c) => id(c.w.classA), allow: EVERYONE },
  {
    route: 'GET /api/learning_environments/:id/members',
    params: (c) => id(c.w.school),
    allow: ['admin'],
  },
  {
    route: 'PUT /api/users/:id/updateLearningEnvironment',
    params: (c) => id(c.w.people.translator.id),
    body: (c) => ({ learningEnvironmentId: c.w.globalCommunity }),
    allow: ['translator', 'admin'],
  },
  {
    route: 'GET /api/users/:id/communities',
    params: (c) => id(c.w.people.translator.id),
    allow: ['translator', 'admin'],
  },
  {
    route: 'PUT /api/users/:id/reset',
    params: (c) => id(c.student.id),
    body: () => ({ newPassword: 'another-password' }),
    allow: ['student', 'admin'],
    freshStudent: true,
  },
  {
    route: 'PUT /api/users/:id/reset-student',
    params: (c) => id(c.student.id),
    body: (c) => ({ classId: c.w.classA }),
    allow: ['teacherA', 'admin'],
    freshStudent: true,
  },
  {
    route: 'PUT /api/users/:id/unlockContent',
    params: (c) => id(c.student.id),
    body: () => ({ contentUnlocked: true }),
    allow: ['teacherA', 'instructor', 'admin'],
  },
  {
    route: 'PUT /api/users/:username/resetForgottenDetails',
    params: (c) => ({ username: c.w.forgetfulUser.username }),
    body: (c) => ({ email: c.w.forgetfulEmail }),
    allow: EVERYONE,
  },
  { route: 'POST /api/users/generateUsername', body: () => ({ firstname: 'Ada' }), allow: EVERYONE },
  {
    route: 'POST /api/users/signup/check',
    body: () => ({ signupCode: SIGNUP_CODE, username: `free${next()}` }),
    allow: EVERYONE,
  },
  {
    route: 'POST /api/users/import',
    body: (c) => ({ rows: [{ first_name: 'Imported', last_name: 'Pupil' }], class: c.w.classA }),
    // Admins, and a teacher into a class of their own (issue 22).
    allow: ['teacherA', 'admin'],
  },
  // Logged in, or with the signup code (a teacher signing up); anonymous without it: 401.
  { route: 'POST /api/learning_environments/search', body: () => ({ query: 'Matrix' }), allow: LOGGED_IN },

  // Schools and communities.
  { route: 'GET /api/learning_environments', allow: LOGGED_IN },
  {
    route: 'POST /api/learning_environments',
    body: () => ({
      name: `School ${next()}`,
      type: 'Academy',
      postcode: 'AB1 2CD',
      low_age: 11,
      high_age: 18,
    }),
    allow: ['admin'],
  },
  { route: 'GET /api/learning_environments/:id', params: (c) => id(c.w.school), allow: LOGGED_IN },
  {
    route: 'PUT /api/learning_environments/:id',
    params: (c) => id(c.w.school),
    body: () => ({ name: 'Matrix School' }),
    allow: ['admin'],
  },
  {
    route: 'DELETE /api/learning_environments/:id',
    params: async (c) => id(await c.w.h.environment()),
    allow: ['admin'],
  },

  // Classes.
  { route: 'GET /api/classes', allow: ['teacherA', 'teacherB', 'instructor', 'admin'] },
  {
    route: 'POST /api/classes',
    body: () => ({ name: 'New class', password: 'classpass' }),
    allow: ['teacherA', 'teacherB', 'admin'],
  },
  {
    route: 'GET /api/classes/:id',
    params: (c) => id(c.w.classA),
    allow: ['teacherA', 'instructor', 'admin'],
  },
  {
    route: 'PUT /api/classes/:id',
    params: (c) => id(c.w.classA),
    body: () => ({ name: 'Class A' }),
    allow: ['teacherA', 'admin'],
  },
  {
    route: 'DELETE /api/classes/:id',
    params: async (c) => id(await c.w.freshClassLikeA()),
    allow: ['admin'],
  },
  {
    route: 'POST /api/classes/classCodeExists/:code',
    params: (c) => ({ code: c.w.classC.code }),
    allow: EVERYONE,
  },
  {
    route: 'POST /api/classes/addUserToClass/:code',
    params: (c) => ({ code: c.w.classC.code }),
    allow: STUDENTS,
  },
  {
    route: 'DELETE /api/classes/:id/student/:memberId',
    params: (c) => ({ id: c.w.classA, memberId: c.student.id }),
    allow: ['teacherA', 'admin'],
    freshStudent: true,
  },
  {
    route: 'POST /api/classes/:id/instructor/:memberId',
    params: async (c) => ({ id: c.w.classA, memberId: (await c.w.freshInstructor()).id }),
    allow: ['admin'],
  },
  {
    route: 'DELETE /api/classes/:id/instructor/:memberId',
    params: async (c) => ({ id: await c.w.freshClassLikeA(), memberId: c.w.people.instructor.id }),
    allow: ['admin'],
  },
  {
    route: 'POST /api/classes/:id/beta-testers',
    params: async (c) => id(await c.w.h.classWith(c.w.people.teacherA, [await c.w.freshStudentOfA()])),
    allow: ['admin'],
  },
  {
    route: 'GET /api/classes/:id/projects',
    params: (c) => id(c.w.classA),
    allow: ['teacherA', 'instructor', 'admin'],
  },
  {
    route: 'PUT /api/classes/:id/starred-projects/:projectId',
    params: (c) => ({ id: c.w.classA, projectId: c.w.studentProject }),
    body: () => ({ starred: false }),
    allow: ['teacherA', 'admin'],
  },
  {
    route: 'POST /api/classes/:id/progress/:courseId',
    params: (c) => ({ id: c.w.classA, courseId: c.w.course }),
    body: () => ({}),
    allow: ['teacherA', 'admin'],
  },
  ...markingRules,

  // Learning: any logged-in learner may take a published course of the global community.
  { route: 'GET /api/courses/:id/home', params: (c) => id(c.w.course), allow: LOGGED_IN },
  {
    route: 'GET /api/learn/assessments/:id',
    params: (c) => id(c.w.item.assessments),
    query: learnQuery,
    allow: LOGGED_IN,
  },
  {
    route: 'POST /api/learn/assessments/:id/answers',
    params: (c) => id(c.w.item.assessments),
    query: learnQuery,
    before: async (c) => {
      await send(c, 'GET', `/api/learn/assessments/${c.w.item.assessments}?course=${c.w.course}`);
    },
    body: (c) => ({
      question: c.w.seeded('questions', 'Pick B'),
      answer: { option: c.w.optionOf('Pick B', 'B') },
    }),
    allow: LOGGED_IN,
  },
  {
    route: 'POST /api/learn/assessments/:id/skip',
    params: (c) => id(c.w.seeded('assessments', 'Second warm-up')),
    query: learnQuery,
    // Three wrong answers first: only then may a question be skipped.
    before: async (c) => {
      const quiz = c.w.seeded('assessments', 'Second warm-up');
      await send(c, 'GET', `/api/learn/assessments/${quiz}?course=${c.w.course}`);
      for (let i = 0; i < 3; i++)
        await send(c, 'POST', `/api/learn/assessments/${quiz}/answers?course=${c.w.course}`, {
          question: c.w.seeded('questions', 'Order the lines'),
          answer: {},
        });
    },
    body: (c) => ({ question: c.w.seeded('questions', 'Order the lines') }),
    allow: LOGGED_IN,
  },
  {
    route: 'POST /api/learn/assessments/:id/self-mark',
    params: (c) => id(c.w.seeded('assessments', 'Self check')),
    query: learnQuery,
    // A free-text answer kept for the learner's own mark first.
    before: async (c) => {
      const quiz = c.w.seeded('assessments', 'Self check');
      await send(c, 'GET', `/api/learn/assessments/${quiz}?course=${c.w.course}`);
      await send(c, 'POST', `/api/learn/assessments/${quiz}/answers?course=${c.w.course}`, {
        question: c.w.seeded('questions', 'Explain a loop'),
        answer: { text: 'It repeats things.' },
      });
    },
    body: (c) => ({ question: c.w.seeded('questions', 'Explain a loop'), right: true }),
    allow: LOGGED_IN,
  },
  {
    route: 'POST /api/learn/assessments/:id/retake',
    params: (c) => id(c.w.seeded('assessments', 'Second warm-up')),
    query: learnQuery,
    // Finished first (three wrong answers, then skip): only a finished assessment is taken again.
    before: async (c) => {
      const quiz = c.w.seeded('assessments', 'Second warm-up');
      const question = c.w.seeded('questions', 'Order the lines');
      await send(c, 'GET', `/api/learn/assessments/${quiz}?course=${c.w.course}`);
      for (let i = 0; i < 3; i++)
        await send(c, 'POST', `/api/learn/assessments/${quiz}/answers?course=${c.w.course}`, {
          question,
          answer: {},
        });
      await send(c, 'POST', `/api/learn/assessments/${quiz}/skip?course=${c.w.course}`, { question });
    },
    allow: LOGGED_IN,
  },
  {
    route: 'GET /api/learn/bricks/:id',
    params: (c) => id(c.w.item.bricks),
    query: learnQuery,
    allow: LOGGED_IN,
  },
  ...(['open', 'complete'] as const).map(
    (event): Rule => ({
      route: `POST /api/learn/bricks/:id/${event}`,
      params: (c) => id(c.w.item.bricks),
      query: learnQuery,
      body: (c) => ({ brick: c.w.seeded('bricks', 'Read') }),
      allow: LOGGED_IN,
    }),
  ),
  {
    route: 'POST /api/learn/bricks/:id/reports',
    params: (c) => id(c.w.item.bricks),
    query: learnQuery,
    body: (c) => ({ brick: c.w.seeded('bricks', 'Read'), text: 'Typo in the first line' }),
    allow: LOGGED_IN,
  },
  {
    route: 'GET /api/learn/challenges/:id',
    params: (c) => id(c.w.item.challenges),
    query: learnQuery,
    allow: LOGGED_IN,
  },
  {
    route: 'PUT /api/learn/challenges/:id/progress',
    params: (c) => id(c.w.item.challenges),
    query: learnQuery,
    body: () => ({ decomposition: [] }),
    allow: LOGGED_IN,
  },
  { route: 'GET /api/references', query: () => ({ language: 'javascript' }), allow: LOGGED_IN },
  { route: 'GET /api/references/:id', params: (c) => id(c.w.learnerReference), allow: LOGGED_IN },
  { route: 'GET /api/users/:id/trackers', params: (c) => id(c.student.id), allow: STUDENT_AND_STAFF },
  { route: 'GET /api/achievement/user/:id', params: (c) => id(c.student.id), allow: STUDENT_AND_STAFF },
  ...profileRules,
  ...feedbackRules,
  // Published courses of one's own communities; `class` asks for a class's, which its staff may see.
  {
    route: 'GET /api/courses',
    query: (c) => ({ class: c.w.classA }),
    allow: ['teacherA', 'instructor', 'admin'],
  },

  // Projects: made on one's own profile; read by the owner, their teachers and instructors, admins.
  { route: 'POST /api/projects', body: () => ({ name: 'Another', language: 'python' }), allow: LOGGED_IN },
  { route: 'GET /api/projects', query: (c) => ({ user: c.student.id }), allow: STUDENT_AND_STAFF },
  { route: 'GET /api/projects/:id', params: (c) => id(c.w.studentProject), allow: STUDENT_AND_STAFF },
  {
    route: 'PUT /api/projects/:id',
    params: (c) => id(c.w.studentProject),
    // Saved over whatever version is stored (each allowed caller saves once more).
    query: () => ({ force: 'true' }),
    body: () => ({ name: 'My game', version: 1 }),
    allow: ['student'],
  },
  {
    route: 'PUT /api/projects/:id/archive',
    params: (c) => id(c.w.studentProject),
    body: () => ({ archived: false }),
    allow: ['student', 'admin'],
  },
  {
    route: 'GET /api/projects/:id/versions',
    params: (c) => id(c.w.studentProject),
    allow: STUDENT_AND_STAFF,
  },
  {
    route: 'GET /api/projects/:id/versions/:versionId',
    params: (c) => ({ id: c.w.studentProject, versionId: c.w.studentProjectVersion }),
    allow: STUDENT_AND_STAFF,
  },
  {
    route: 'POST /api/projects/:id/versions/:versionId/restore',
    params: (c) => ({ id: c.w.studentProject, versionId: c.w.studentProjectVersion }),
    allow: ['student'],
  },

  // Stickers: teachers and admins; a sticker is changed by its maker (or an admin).
  { route: 'GET /api/stickers', allow: ['teacherA', 'teacherB', 'admin'] },
  { route: 'POST /api/stickers', body: () => ({ title: 'Nice' }), allow: ['teacherA', 'teacherB', 'admin'] },
  {
    route: 'PUT /api/stickers/:id',
    params: (c) => id(c.w.sticker),
    body: () => ({ title: 'Great' }),
    allow: ['teacherA', 'admin'],
  },

  // The library: authors read, editors change (translators change translations only).
  {
    route: 'GET /api/library/tags/:tagKind',
    params: () => ({ tagKind: 'skills' }),
    query: () => ({ q: 'Val' }),
    allow: AUTHORS,
  },
  { route: 'POST /api/library/lookup', body: (c) => ({ ids: [c.w.course] }), allow: AUTHORS },
  { route: 'GET /api/library/:kind', params: () => ({ kind: 'courses' }), allow: AUTHORS },
  ...(['references', 'faqs', 'definitions'] as const).map(
    (kind): Rule => ({
      route: `GET /api/library/${kind}/tree`,
      query: () => ({ language: 'javascript' }),
      allow: AUTHORS,
    }),
  ),
  {
    route: 'POST /api/assessments/:id/questions/:questionId/move',
    params: (c) => ({ id: c.w.item.assessments, questionId: c.w.seeded('questions', 'Pick the vowels') }),
    body: async (c) => ({
      to: c.w.targetAssessment,
      copy: true,
      version: await c.w.version(c.w.item.assessments),
    }),
    allow: EDITORS,
  },
  ...linkRules,
  {
    route: 'POST /api/courses/:id/publish',
    params: (c) => id(c.w.item.courses),
    body: async (c) => ({ version: await c.w.version(c.w.item.courses), drafts: true }),
    allow: EDITORS,
  },
  { route: 'GET /api/library/bricks/:id/reports', params: (c) => id(c.w.item.bricks), allow: AUTHORS },
  { route: 'POST /api/library/reports/:id/resolve', params: (c) => id(c.w.report), allow: EDITORS },
  ...LIBRARY_KINDS.flatMap(libraryRules),

  // Uploads: authors ask for a signed address; the signature alone lets the image in; images are public.
  {
    route: 'POST /api/files',
    body: () => ({ filename: 'a.png', filetype: 'image/png', size: PNG_BYTES.length }),
    allow: AUTHORS,
  },
  {
    route: 'PUT /api/files/upload/:key',
    params: async (c) => {
      const signed = new URL(await c.w.signedUpload(), 'http://x');
      signedQueries.set(c, Object.fromEntries(signed.searchParams));
      return { key: signed.pathname.split('/').pop()! };
    },
    query: (c) => signedQueries.get(c)!,
    headers: { 'content-type': 'image/png' },
    body: () => PNG_BYTES,
    allow: EVERYONE,
  },
  { route: 'GET /files/:key', params: (c) => ({ key: c.w.fileKey }), allow: EVERYONE },

  // Public settings and health.
  { route: 'GET /api/site', allow: EVERYONE },
  { route: 'GET /api/constants', allow: EVERYONE },
  {
    route: 'GET /api/constants/:name',
    params: () => ({ name: Object.keys(SYSTEM_CONSTANTS)[0]! }),
    allow: EVERYONE,
  },
  { route: 'GET /api/health', allow: EVERYONE },
];
const signedQueries = new WeakMap<Ctx, Record<string, string>>();

/**
 * Routes that are not operations of their own: the API documentation's pages, and the HEAD route Fastify adds
 * beside each GET (same handler and gates). The web app's static files and the runner frames are not
 * registered in tests, which run without a built web app.
 */
export const NOT_OPERATIONS = (method: string, url: string) =>
  method === 'HEAD' || url === '/api/docs' || url.startsWith('/api/docs/');

/** The user whose token a request of this identity carries (none for anonymous). */
export const tokenOf = (c: Ctx): TestUser | undefined =>
  c.who === 'anonymous' ? undefined : c.who === 'student' ? c.student : c.w.people[c.who as Person];

/** A request as `c.who` (the before hooks' own requests). */
const send = (c: Ctx, method: string, url: string, payload?: unknown) => {
  const token = tokenOf(c);
  return c.w.h.request({
    method: method as 'GET',
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    ...(token ? { as: token } : {}),
  });
};

/** A rule's request for `c`: its URL with the path values and query filled in, and its body. */
export const requestOf = async (rule: Rule, c: Ctx) => {
  const [method, pattern] = rule.route.split(' ') as [string, string];
  const params = (await rule.params?.(c)) ?? {};
  const path = pattern.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${rule.route}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const query = (await rule.query?.(c)) ?? {};
  const search = new URLSearchParams(query).toString();
  return {
    method,
    url: search ? `${path}?${search}` : path,
    params,
    query,
    body: await rule.body?.(c),
    headers: rule.headers,
  };
};
