// `npm run bench`: requests per second and p99 on SQLite and PostgreSQL for GET /api/users/me, the course
// home of a learner with a tracker on every item of a 3-stage course, and an answer submission (a wrong
// answer: graded and counted in one transaction), each beside a bare Fastify route returning the same JSON
// (the floor), each server in its own process. Then the bulk import of 500 students, beside its floor:
// hashing 500 passwords the same way and nothing else. Then the class progress grid of a class of 500 students
// with a tracker on every item of the course, one request at a time, beside one student's course home. Then
// the authoring library's content table over 5,000 assessments, one request at a time, beside its floor. And the
// rich-text sanitiser on 100 KB and 1 MB of hostile input, in this process (bench/sanitize.ts), and the reading
// back of stored bodies (bench/stored-body.ts).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AnswerResult,
  type ClassProgress,
  type CourseHome,
  type CourseSummary,
  type HomeItem,
  type LearnerAssessment,
  trackerProgress,
} from '@brickyard/core';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { sanitizeHtml } from '../packages/core/src/rules/sanitize-html.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/database.ts';
import type { TrackerTable } from '../packages/server/src/db/schema.ts';
import { javascriptCourse } from '../packages/server/src/db/seed/courses/javascript.ts';
import { newId } from '../packages/server/src/lib/ids.ts';
import { hashPassword } from '../packages/server/src/lib/passwords.ts';
import { saveTrackers, type TrackerWrite } from '../packages/server/src/modules/learn/trackers.store.ts';
import { insertUsers } from '../packages/server/src/modules/users/users.store.ts';
import { hasWebBuild, measureBrowser, webDistOf } from './browser.ts';
import { type LighthouseFigures, measureLighthouse } from './lighthouse.ts';
import { printSanitizeFigures, timeSanitizer } from './sanitize.ts';
import { benchStoredBodies } from './stored-body.ts';

const root = new URL('..', import.meta.url).pathname;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * BENCH_ONLY=home,answer measures only those targets (me, home, answer, import, progress, library, courses,
 * browser, lighthouse, sanitize, bodies);
 * BENCH_PG=0 skips
 * PostgreSQL;
 * BENCH_PROFILE=dir writes the servers' CPU profiles there.
 */
const ONLY = new Set(
  (
    process.env.BENCH_ONLY ??
    'me,home,answer,import,progress,library,courses,browser,lighthouse,sanitize,bodies'
  )
    .split(',')
    .map((s) => s.trim()),
);
const skipped = { rps: Number.NaN, p99: Number.NaN };
const measured = async (target: string, measure: () => Promise<{ rps: number; p99: number }>) =>
  ONLY.has(target) ? measure() : skipped;

const startProcess = (script: string, env: Record<string, string>, ready: RegExp) =>
  new Promise<ChildProcess>((resolve, reject) => {
    // BENCH_PROFILE=dir writes a CPU profile of each server into dir (read it with Chrome's DevTools).
    const profile = process.env.BENCH_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
      : [];
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', join(root, script)], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });

const load = async (url: string, token?: string, post?: object, extra: Record<string, string> = {}) => {
  const headers: Record<string, string> = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  };
  const request = post
    ? {
        method: 'POST' as const,
        body: JSON.stringify(post),
        headers: { ...headers, 'content-type': 'application/json' },
      }
    : { headers };
  // Warm up (JIT, caches, connection pool) before measuring.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, ...request });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...request });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx responses and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
};

const serverEnv = (port: number, extra: Record<string, string>) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  NODE_ENV: 'development',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'brickyard-bench-')),
  WEB_DIST: join(tmpdir(), 'no-web-app'),
  ...extra,
});

const IMPORT_ROWS = 500;

/** Milliseconds for one `POST /api/users/import` of 500 new students, as an admin. */
const timeImport = async (port: number) => {
  const login = await fetch(`http://127.0.0.1:${port}/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'brickyard' }),
  });
  const { token } = (await login.json()) as { token: string };
  const rows = Array.from({ length: IMPORT_ROWS }, (_, n) => ({
    first_name: `Bench${n % 7}`,
    last_name: `Row${n}`,
  }));
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/api/users/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ rows }),
  });
  if (response.status !== 201)
    throw new Error(`import answered ${response.status}: ${await response.text()}`);
  return performance.now() - started;
};

/** The import's floor: the same 500 argon2id hashes, four at a time, in this process. */
const timeHashing = async () => {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < IMPORT_ROWS) {
      next += 1;
      await hashPassword(`password${next}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return performance.now() - started;
};

const call = async <T>(
  port: number,
  path: string,
  token: string,
  init: { method?: string; body?: object } = {},
): Promise<T> => {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<T>;
};

const loginAs = async (port: number, username: string) => {
  const login = await fetch(`http://127.0.0.1:${port}/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'brickyard' }),
  });
  return (await login.json()) as { token: string; user: { _id: string } };
};

/** Makes the demo JavaScript course the current course of the user of `token`; returns it. */
const followJavaScriptCourse = async (port: number, token: string) => {
  const courses = await call<{ items: CourseSummary[] }>(port, '/api/courses?draft=false', token);
  const course = courses.items.find((c) => c.title.startsWith('JavaScript'));
  if (!course) throw new Error('the demo JavaScript course is missing');
  await call(port, '/api/users/me/update-course', token, {
    method: 'PUT',
    body: { currentCourse: course._id },
  });
  return course;
};

/** Gives `userId` a completed tracker on every item of the course home (written straight to the database). */
const completeEverything = async (env: Record<string, string>, userId: string, home: CourseHome) => {
  const database = openDatabase(loadConfig(env).database);
  const now = new Date().toISOString();
  const writes: TrackerWrite[] = [];
  const done = (kind: TrackerWrite['kind'], subjectId: string, body: Record<string, unknown>) =>
    writes.push({ userId, kind, subjectId, completed: true, dateCompleted: now, body });
  for (const stage of home.stages)
    for (const items of Object.values(stage.sections) as HomeItem[][])
      for (const item of items) {
        if (item.kind === 'assessments')
          done('quiz', item._id, { started: true, completed: true, dateCompleted: now });
        if (item.kind === 'bricks')
          done('action', item._id, { project: null, started: true, opened: true, current_progress: 100 });
        if (item.kind === 'challenges') done('challenge', item._id, { decomposition: [], completed: true });
        if (item.kind === 'topics') {
          done('topic', item._id, { introductionComplete: true, boostComplete: true, strength: 100 });
          for (const part of [item.conceptIntro, item.boost])
            if (part)
              done('assessment', part._id, {
                questionsCompleted: [],
                questionsSkipped: [],
                attempts: {},
                isComplete: true,
              });
        }
      }
  await saveTrackers(database.db, writes, now);
  await database.db.destroy();
  return writes.length;
};

const GRID_STUDENTS = 500;
const SEQUENTIAL_WARMUP = 10;
const SEQUENTIAL_RUNS = 50;

/** One request at a time: the median and p95 latency in ms of `SEQUENTIAL_RUNS` requests after a warm-up. */
/** `before` runs ahead of each request, untimed (a write that the timed request must then read). */
const timeSequential = async (
  url: string,
  token?: string,
  post?: object,
  before?: () => Promise<unknown>,
) => {
  const init: RequestInit = {
    method: post ? 'POST' : 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(post ? { 'content-type': 'application/json' } : {}),
    },
    ...(post ? { body: JSON.stringify(post) } : {}),
  };
  const once = async () => {
    await before?.();
    const started = performance.now();
    const response = await fetch(url, init);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < SEQUENTIAL_WARMUP; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL_RUNS; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
};
type Sequential = Awaited<ReturnType<typeof timeSequential>>;
const notTimed: Sequential = { median: Number.NaN, p95: Number.NaN };

/**
 * A class of 500 students taught by `teacherId`, following the course, each with a tracker on every item of it
 * (and on the topics' lessons and boosts), at staggered points: student n has finished the first n % (items + 1)
 * items and is half way through the next. Written straight to the database in a few bulk statements.
 */
const seedGridClass = async (
  env: Record<string, string>,
  teacherId: string,
  courseId: string,
  home: CourseHome,
) => {
  const database = openDatabase(loadConfig(env).database);
  const db = database.db;
  const now = new Date().toISOString();
  const students = Array.from({ length: GRID_STUDENTS }, (_, n) => ({
    id: newId(),
    username: `grid${n}`,
    passwordHash: 'not-a-login',
    firstName: `Pupil${n % 37}`,
    lastName: `Grid${String(n).padStart(3, '0')}`,
    roles: ['student' as const],
    now,
  }));
  for (let i = 0; i < students.length; i += 100) await insertUsers(db, students.slice(i, i + 100));
  const classId = newId();
  await db
    .insertInto('classes')
    .values({
      id: classId,
      code: 'GRDBNC',
      name: 'Grid bench',
      year: 'Year 9',
      teacher_id: teacherId,
      school_id: null,
      password_hash: 'x',
      archived: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('class_members')
    .values(students.map((s) => ({ class_id: classId, user_id: s.id, role: 'student', joined_at: now })))
    .execute();
  await db
    .insertInto('class_courses')
    .values({ class_id: classId, course_id: courseId, position: 0 })
    .execute();

  const items = home.stages.flatMap((stage) => (Object.values(stage.sections) as HomeItem[][]).flat());
  const rows: TrackerTable[] = [];
  for (const [n, student] of students.entries()) {
    const doneCount = n % (items.length + 1);
    for (const [index, item] of items.entries()) {
      const done = index < doneCount;
      const half = index === doneCount;
      const add = (kind: string, subjectId: string, body: Record<string, unknown>) =>
        rows.push({
          id: newId(),
          user_id: student.id,
          kind,
          subject_id: subjectId,
          completed: done ? 1 : 0,
          date_completed: done ? now : null,
          body: JSON.stringify(body),
          progress: trackerProgress(kind, done, body, 2),
          created_at: now,
          updated_at: now,
        });
      if (item.kind === 'assessments') {
        add('quiz', item._id, { started: true, completed: done, dateCompleted: done ? now : null });
        add('assessment', item._id, {
          questionsCompleted: half ? ['q1'] : [],
          questionsSkipped: [],
          attempts: {},
        });
      }
      if (item.kind === 'bricks')
        add('action', item._id, { project: null, started: true, current_progress: half ? 50 : 0 });
      if (item.kind === 'challenges')
        add('challenge', item._id, { decomposition: [{ completed: half || done }, { completed: done }] });
      if (item.kind === 'topics') {
        add('topic', item._id, { introductionComplete: done, boostComplete: done, strength: done ? 100 : 0 });
        for (const part of [item.conceptIntro, item.boost])
          if (part)
            add('assessment', part._id, { questionsCompleted: half ? ['q1'] : [], questionsSkipped: [] });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('trackers')
      .values(rows.slice(i, i + 1000))
      .execute();
  // A database in use has its statistics (autovacuum analyzes a table after enough changes); the bench does not
  // wait for the daemon. Without them PostgreSQL plans this fresh bulk load as if the tables were empty.
  if (database.dialect === 'postgres') await sql`analyze`.execute(db);
  await database.db.destroy();
  return { classId, trackers: rows.length };
};

const LIBRARY_ROWS = 5000;

/** `LIBRARY_ROWS` assessments of every type in the global community, by the content creator, in bulk. */
const seedLibrary = async (env: Record<string, string>, authorId: string) => {
  const database = openDatabase(loadConfig(env).database);
  const db = database.db;
  const global = await db
    .selectFrom('learning_environments')
    .select('id')
    .where('is_global', '=', 1)
    .executeTakeFirstOrThrow();
  const types = ['quiz', 'conceptIntro', 'exam', 'boost'];
  const start = Date.now();
  const rows = Array.from({ length: LIBRARY_ROWS }, (_, n) => {
    const type = types[n % types.length]!;
    const title = `${n % 7 === 0 ? 'Loops' : 'Lists'} practice ${n}`;
    const at = new Date(start - n * 1000).toISOString();
    return {
      id: newId(),
      kind: 'assessments',
      variant: type,
      community_id: global.id,
      language: n % 2 ? 'python' : 'javascript',
      title,
      draft: n % 3 === 0 ? 1 : 0,
      archived: n % 10 === 0 ? 1 : 0,
      core: 0,
      author_id: authorId,
      version: 1,
      body: JSON.stringify({ title, type, questions: [] }),
      translations: '{}',
      created_at: at,
      updated_at: at,
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('content')
      .values(rows.slice(i, i + 500))
      .execute();
  if (database.dialect === 'postgres') await sql`analyze`.execute(db);
  await database.db.destroy();
};

const COURSE_ROWS = 1000;

/**
 * `COURSE_ROWS` published courses in the global community, every other one marked "in development" (beta testers
 * only), for the course picker's list (issue 22).
 */
const seedCourses = async (env: Record<string, string>) => {
  const database = openDatabase(loadConfig(env).database);
  const db = database.db;
  const global = await db
    .selectFrom('learning_environments')
    .select('id')
    .where('is_global', '=', 1)
    .executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  const rows = Array.from({ length: COURSE_ROWS }, (_, n) => {
    const title = `Bench course ${String(n).padStart(4, '0')}`;
    return {
      id: newId(),
      kind: 'courses',
      variant: null,
      community_id: global.id,
      language: n % 2 ? 'python' : 'javascript',
      title,
      draft: 0,
      archived: 0,
      core: 0,
      author_id: null,
      version: 1,
      body: JSON.stringify({ title, inDevelopment: n % 2 === 0, stages: [], colour: '#1e88e5' }),
      translations: '{}',
      created_at: at,
      updated_at: at,
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('content')
      .values(rows.slice(i, i + 500))
      .execute();
  if (database.dialect === 'postgres') await sql`analyze`.execute(db);
  await database.db.destroy();
};

const measureApp = async (label: string, port: number, extra: Record<string, string>) => {
  const env = serverEnv(port, extra);
  const server = await startProcess('packages/server/src/main.ts', env, /is running on/);
  try {
    const { token, user } = await loginAs(port, 'student1');
    const me = await measured('me', () => load(`http://127.0.0.1:${port}/api/users/me`, token));

    // Course home: student1 follows the JavaScript course with every item complete.
    const course = await followJavaScriptCourse(port, token);
    const homePath = `/api/courses/${course._id}/home`;
    const trackers = await completeEverything(env, user._id, await call<CourseHome>(port, homePath, token));
    const homeBody = await call<CourseHome>(port, homePath, token);
    const home = await measured('home', () => load(`http://127.0.0.1:${port}${homePath}`, token));
    // The same, as a browser asks for it: compressed (brotli).
    const homeBrotli = await measured('home', () =>
      load(`http://127.0.0.1:${port}${homePath}`, token, undefined, { 'accept-encoding': 'br' }),
    );
    // One request at a time: the home unchanged since the learner's last load (the server reuses the home it
    // built), and the home right after one of their trackers changed (built again from a fresh read).
    let homeSequential = { unchanged: notTimed, changed: notTimed };
    if (ONLY.has('home')) {
      const database = openDatabase(loadConfig(env).database);
      try {
        const touch = () =>
          database.db
            .updateTable('trackers')
            .set({ updated_at: new Date().toISOString() })
            .where('user_id', '=', user._id)
            .where('kind', '=', 'topic')
            .execute();
        const url = `http://127.0.0.1:${port}${homePath}`;
        homeSequential = {
          unchanged: await timeSequential(url, token),
          changed: await timeSequential(url, token, undefined, touch),
        };
      } finally {
        await database.db.destroy();
      }
    }

    // Answer submission: student2's wrong answer to the first question of the first intro quiz.
    const second = await loginAs(port, 'student2');
    await call(port, '/api/users/me/update-course', second.token, {
      method: 'PUT',
      body: { currentCourse: course._id },
    });
    const quizId = homeBody.stages[0]!.sections.introQuizzes[0]!._id;
    const quiz = await call<LearnerAssessment>(port, `/api/learn/assessments/${quizId}`, second.token);
    const question = quiz.questions[0]!;
    // The seed knows which option is wrong; the learner's view of the question does not say.
    const seeded = javascriptCourse.stages[0]!.introQuizzes[0]!.questions[0]!;
    const wrongText =
      'options' in seeded ? seeded.options.find((o) => !('correct' in o && o.correct))?.text : null;
    const wrongOption = question.options.find((o) => o.text === wrongText);
    if (!wrongOption) throw new Error('no wrong option found for the answer benchmark');
    const wrong = { question: question._id, answer: { option: wrongOption._id } };
    const answerPath = `/api/learn/assessments/${quizId}/answers`;
    const answerBody = await call<AnswerResult>(port, answerPath, second.token, {
      method: 'POST',
      body: wrong,
    });
    if (answerBody.status !== 'wrong') throw new Error(`the wrong answer was graded ${answerBody.status}`);
    const answer = await measured('answer', () =>
      load(`http://127.0.0.1:${port}${answerPath}`, second.token, wrong),
    );

    // The progress grid of a class of 500, one request at a time, beside student1's course home.
    let grid = { time: notTimed, home: notTimed, trackers: 0, path: '', body: null as ClassProgress | null };
    if (ONLY.has('progress')) {
      const teacher = await loginAs(port, 'teacher');
      const seeded = await seedGridClass(env, teacher.user._id, course._id, homeBody);
      const path = `/api/classes/${seeded.classId}/progress/${course._id}`;
      const body = await call<ClassProgress>(port, path, teacher.token, {
        method: 'POST',
        body: { page: 0 },
      });
      if (body.count !== GRID_STUDENTS) throw new Error(`the grid counted ${body.count} students`);
      grid = {
        time: await timeSequential(`http://127.0.0.1:${port}${path}`, teacher.token, { page: 0 }),
        home: await timeSequential(`http://127.0.0.1:${port}${homePath}`, token),
        trackers: seeded.trackers,
        path,
        body,
      };
    }

    // The library's quizzes tab, first page, and the same filtered by name, one request at a time.
    let library = { page: notTimed, named: notTimed, path: '', body: null as unknown };
    if (ONLY.has('library')) {
      const creator = await loginAs(port, 'creator');
      await seedLibrary(env, creator.user._id);
      const path = '/api/library/assessments?variant=quiz';
      const body = await call<{ count: number }>(port, path, creator.token);
      if (body.count < LIBRARY_ROWS / 5) throw new Error(`the library listed ${body.count} quizzes`);
      library = {
        page: await timeSequential(`http://127.0.0.1:${port}${path}`, creator.token),
        named: await timeSequential(
          `http://127.0.0.1:${port}${path}&name=loops&status=published`,
          creator.token,
        ),
        path,
        body,
      };
    }

    // The course picker's first page, one request at a time: a student (finished courses only) and an admin
    // (every course, those in development too).
    let courses = { student: notTimed, admin: notTimed, path: '', body: null as unknown };
    if (ONLY.has('courses')) {
      await seedCourses(env);
      const path = '/api/courses?draft=false&limit=24';
      const admin = await loginAs(port, 'admin');
      const body = await call<{ count: number }>(port, path, token);
      if (body.count < COURSE_ROWS / 2) throw new Error(`the picker listed ${body.count} courses`);
      courses = {
        student: await timeSequential(`http://127.0.0.1:${port}${path}`, token),
        admin: await timeSequential(`http://127.0.0.1:${port}${path}`, admin.token),
        path,
        body,
      };
    }

    return {
      label,
      me,
      home,
      homeBrotli,
      homeSequential,
      answer,
      trackers,
      grid,
      library,
      courses,
      bodies: { user, home: homeBody, answer: answerBody, homePath, answerPath },
      importMs: ONLY.has('import') ? await timeImport(port) : Number.NaN,
    };
  } finally {
    await stop(server);
  }
};

type Figures = { rps: number; p99: number };
type AppRun = Awaited<ReturnType<typeof measureApp>>;

/** The targets measured against running servers. */
const SERVER_TARGETS = ['me', 'home', 'answer', 'import', 'progress', 'library', 'courses'];

const main = async () => {
  if (ONLY.has('sanitize'))
    printSanitizeFigures(
      'sanitizeHtml (packages/core) on hostile and ordinary rich text, in the bench process (median of 5 runs)',
      timeSanitizer(sanitizeHtml),
    );
  if (ONLY.has('bodies')) benchStoredBodies();
  if (SERVER_TARGETS.some((target) => ONLY.has(target))) await benchServers();
  if (ONLY.has('browser')) await benchBrowser();
  if (ONLY.has('lighthouse')) await benchLighthouse();
};

const benchServers = async () => {
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per target (after a 2 s warm-up)\n`);
  const sqlite = await measureApp('Brickyard on SQLite', 3301, {});
  const { bodies } = sqlite;

  const floorServer = await startProcess(
    'bench/floor-server.ts',
    {
      PORT: '3300',
      FLOOR_ROUTES: JSON.stringify([
        { method: 'GET', url: '/api/users/me', body: bodies.user },
        { method: 'GET', url: bodies.homePath, body: bodies.home },
        { method: 'POST', url: bodies.answerPath, body: bodies.answer },
        ...(sqlite.grid.body ? [{ method: 'POST', url: sqlite.grid.path, body: sqlite.grid.body }] : []),
        ...(sqlite.library.body
          ? [{ method: 'GET', url: sqlite.library.path.split('?')[0], body: sqlite.library.body }]
          : []),
        ...(sqlite.courses.body
          ? [{ method: 'GET', url: sqlite.courses.path.split('?')[0], body: sqlite.courses.body }]
          : []),
      ]),
    },
    /floor ready/,
  );
  let floor: Record<'me' | 'home' | 'answer', Figures>;
  let gridFloor = notTimed;
  let libraryFloor = notTimed;
  let coursesFloor = notTimed;
  try {
    const base = 'http://127.0.0.1:3300';
    floor = {
      me: await measured('me', () => load(`${base}/api/users/me`)),
      home: await measured('home', () => load(`${base}${bodies.homePath}`)),
      answer: await measured('answer', () =>
        load(`${base}${bodies.answerPath}`, undefined, { question: 'x', answer: {} }),
      ),
    };
    if (sqlite.grid.body)
      gridFloor = await timeSequential(`${base}${sqlite.grid.path}`, undefined, { page: 0 });
    if (sqlite.library.body) libraryFloor = await timeSequential(`${base}${sqlite.library.path}`);
    if (sqlite.courses.body) coursesFloor = await timeSequential(`${base}${sqlite.courses.path}`);
  } finally {
    await stop(floorServer);
  }

  const runs: AppRun[] = [sqlite];
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  const database = `brickyard_bench_${process.pid}`;
  let pgReachable = process.env.BENCH_PG !== '0';
  if (pgReachable)
    try {
      await admin.connect();
      await admin.query(`create database ${database}`);
    } catch (error) {
      pgReachable = false;
      console.log(
        `PostgreSQL skipped (${(error as Error).message}); set BENCH_PG_URL to an admin connection URL.\n`,
      );
    }
  if (pgReachable) {
    try {
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${database}`;
      runs.push(await measureApp('Brickyard on PostgreSQL', 3302, { DATABASE_URL: url.toString() }));
    } finally {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  }

  // The compressed home is set beside the floor's uncompressed JSON: the ratio is what compressing costs.
  const floorOf = (key: 'me' | 'home' | 'homeBrotli' | 'answer') =>
    floor[key === 'homeBrotli' ? 'home' : key];
  const table = (title: string, key: 'me' | 'home' | 'homeBrotli' | 'answer') => {
    if (!ONLY.has(key === 'homeBrotli' ? 'home' : key)) return;
    console.log(`\n${title}\n`);
    console.log('| target | requests/s | p99 (ms) | ratio to floor |');
    console.log('|---|---:|---:|---:|');
    const rows = [
      { label: 'bare Fastify, same JSON (floor)', figures: floorOf(key) },
      ...runs.map((r) => ({ label: r.label, figures: r[key] })),
    ];
    for (const row of rows)
      console.log(
        `| ${row.label} | ${Math.round(row.figures.rps)} | ${row.figures.p99} | ${((row.figures.rps / floorOf(key).rps) * 100).toFixed(0)}% |`,
      );
  };
  table('GET /api/users/me', 'me');
  table(`GET /api/courses/{id}/home (3 stages, ${sqlite.trackers} trackers, every item complete)`, 'home');
  table(
    'The same course home sent compressed (Accept-Encoding: br), beside the uncompressed floor',
    'homeBrotli',
  );
  if (ONLY.has('home')) {
    const ms = (value: number) => value.toFixed(2);
    console.log(
      `\nThe same course home, one request at a time (${SEQUENTIAL_RUNS} after ${SEQUENTIAL_WARMUP}): unchanged since the last load, and right after one of the learner's trackers changed\n`,
    );
    console.log('| target | unchanged median (ms) | p95 | after a change median (ms) | p95 |');
    console.log('|---|---:|---:|---:|---:|');
    for (const run of runs) {
      const { unchanged, changed } = run.homeSequential;
      console.log(
        `| ${run.label} | ${ms(unchanged.median)} | ${ms(unchanged.p95)} | ${ms(changed.median)} | ${ms(changed.p95)} |`,
      );
    }
  }
  table('POST /api/learn/assessments/{id}/answers (a wrong answer, counted in a transaction)', 'answer');

  if (ONLY.has('import')) {
    const hashing = await timeHashing();
    console.log(`\nPOST /api/users/import of ${IMPORT_ROWS} students (one request)\n`);
    console.log('| target | time (ms) | floor / time |');
    console.log('|---|---:|---:|');
    console.log(`| ${IMPORT_ROWS} argon2id hashes, 4 at a time (floor) | ${Math.round(hashing)} | 100% |`);
    for (const run of runs) {
      console.log(
        `| ${run.label} | ${Math.round(run.importMs)} | ${((hashing / run.importMs) * 100).toFixed(0)}% |`,
      );
    }
  }
  if (ONLY.has('progress')) {
    const ms = (value: number) => value.toFixed(1);
    console.log(
      `\nPOST /api/classes/{id}/progress/{courseId}: ${GRID_STUDENTS} students, ${sqlite.grid.trackers} trackers, one request at a time (${SEQUENTIAL_RUNS} after ${SEQUENTIAL_WARMUP})\n`,
    );
    console.log('| target | median (ms) | p95 (ms) | grid / course home | floor / target |');
    console.log('|---|---:|---:|---:|---:|');
    console.log(
      `| bare Fastify, same JSON (floor) | ${ms(gridFloor.median)} | ${ms(gridFloor.p95)} | | 100% |`,
    );
    for (const run of runs) {
      console.log(
        `| ${run.label}: course home of one student | ${ms(run.grid.home.median)} | ${ms(run.grid.home.p95)} | | ${((gridFloor.median / run.grid.home.median) * 100).toFixed(0)}% |`,
      );
      console.log(
        `| ${run.label}: progress grid | ${ms(run.grid.time.median)} | ${ms(run.grid.time.p95)} | ${(run.grid.time.median / run.grid.home.median).toFixed(1)}× | ${((gridFloor.median / run.grid.time.median) * 100).toFixed(0)}% |`,
      );
    }
  }
  if (ONLY.has('library')) {
    const ms = (value: number) => value.toFixed(1);
    console.log(
      `\nGET /api/library/assessments?variant=quiz: ${LIBRARY_ROWS} assessments in the community, a page of 20, one request at a time (${SEQUENTIAL_RUNS} after ${SEQUENTIAL_WARMUP})\n`,
    );
    console.log('| target | median (ms) | p95 (ms) | floor / target |');
    console.log('|---|---:|---:|---:|');
    console.log(
      `| bare Fastify, same JSON (floor) | ${ms(libraryFloor.median)} | ${ms(libraryFloor.p95)} | 100% |`,
    );
    for (const run of runs) {
      for (const [what, time] of [
        ['first page', run.library.page],
        ['filtered by name and status', run.library.named],
      ] as const)
        console.log(
          `| ${run.label}: ${what} | ${ms(time.median)} | ${ms(time.p95)} | ${((libraryFloor.median / time.median) * 100).toFixed(0)}% |`,
        );
    }
  }
  if (ONLY.has('courses')) {
    const ms = (value: number) => value.toFixed(1);
    console.log(
      `\nGET /api/courses?draft=false&limit=24: ${COURSE_ROWS} published courses, half in development, the first page, one request at a time (${SEQUENTIAL_RUNS} after ${SEQUENTIAL_WARMUP})\n`,
    );
    console.log('| target | median (ms) | p95 (ms) | floor / target |');
    console.log('|---|---:|---:|---:|');
    console.log(
      `| bare Fastify, same JSON (floor) | ${ms(coursesFloor.median)} | ${ms(coursesFloor.p95)} | 100% |`,
    );
    for (const run of runs) {
      for (const [what, time] of [
        ['a student (finished courses only)', run.courses.student],
        ['an admin (in development too)', run.courses.admin],
      ] as const)
        console.log(
          `| ${run.label}: ${what} | ${ms(time.median)} | ${ms(time.p95)} | ${((coursesFloor.median / time.median) * 100).toFixed(0)}% |`,
        );
    }
  }
};

/** Python in the browser and the learner's first-page JavaScript, on the built app (built first if missing). */
const benchBrowser = async () => {
  if (!hasWebBuild(root)) {
    console.log('\nBuilding the web app for the browser benchmark…');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  }
  const port = 3303;
  const env = { ...serverEnv(port, {}), WEB_DIST: webDistOf(root) };
  const server = await startProcess('packages/server/src/main.ts', env, /is running on/);
  try {
    const { token } = await loginAs(port, 'student1');
    const project = await call<{ _id: string; version: number }>(port, '/api/projects', token, {
      method: 'POST',
      body: { name: 'Bench', language: 'python' },
    });
    await call(port, `/api/projects/${project._id}`, token, {
      method: 'PUT',
      body: {
        files: [{ name: 'main.py', content: 'total = sum(range(1000))\nprint("total", total)\n' }],
        version: project.version,
      },
    });
    const figures = await measureBrowser(`http://localhost:${port}`, 'student1', project._id);
    console.log('\nIn headless Chromium (times read in the page)\n');
    console.log('| measure | value | target |');
    console.log('|---|---:|---:|');
    console.log(
      `| Python ready and first run, cold cache (from navigation) | ${Math.round(figures.pythonColdMs)} ms | < 2500 ms |`,
    );
    console.log(
      `| Python ready and first run, warm cache (from navigation) | ${Math.round(figures.pythonWarmMs)} ms | |`,
    );
    console.log(
      `| a warm run of a short program (median of 5) | ${figures.warmRunMs.toFixed(1)} ms | < 50 ms |`,
    );
    const total = figures.learnerScripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    console.log(`| learner's first page JavaScript, gzip | ${(total / 1024).toFixed(1)} KB | < 250 KB |`);
    const sent = figures.learnerScripts.reduce((sum, s) => sum + s.sentBytes, 0);
    console.log(
      `| learner's first page JavaScript, as the server sends it | ${(sent / 1024).toFixed(1)} KB | |`,
    );
    const heavy = figures.learnerScripts.filter((s) => /codemirror|pyodide|blockly/i.test(s.name));
    console.log(
      `\nScripts of the learner's first page (${figures.learnerScripts.length}): ${figures.learnerScripts
        .map((s) => `${s.name.split('/').pop()} ${(s.gzipBytes / 1024).toFixed(1)} KB`)
        .join(', ')}`,
    );
    console.log(
      heavy.length
        ? `Heavy chunks on the first page: ${heavy.map((s) => s.name).join(', ')}`
        : 'No editor or Python code on the first page.',
    );
  } finally {
    await stop(server);
  }
};

/** Lighthouse's floor: the login page's words in a bare page, no style and no script, from a bare server. */
const FLOOR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Floor"><title>Log in</title></head><body><main><h1>Log in</h1><p>Welcome back! Log in with your username and password.</p></main></body></html>`;

/** Lighthouse on a cold load of the login page and of a learner's course home, beside the floor page. */
const benchLighthouse = async () => {
  if (!hasWebBuild(root)) {
    console.log('\nBuilding the web app for Lighthouse…');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  }
  const port = 3304;
  const floorPort = 3305;
  // BENCH_WEB_DIST: another build of the web app (an earlier commit's, say), served by this server, to compare.
  const env = { ...serverEnv(port, {}), WEB_DIST: process.env.BENCH_WEB_DIST ?? webDistOf(root) };
  const server = await startProcess('packages/server/src/main.ts', env, /is running on/);
  const floor = await startProcess(
    'bench/floor-server.ts',
    {
      PORT: String(floorPort),
      FLOOR_ROUTES: JSON.stringify([{ method: 'GET', url: '/floor', body: FLOOR_PAGE, type: 'text/html' }]),
    },
    /floor ready/,
  );
  try {
    // The course home of the demo JavaScript course, as student1 sees it.
    const { token } = await loginAs(port, 'student1');
    await followJavaScriptCourse(port, token);
    const base = `http://127.0.0.1:${port}`;
    const figures = await measureLighthouse([
      { page: 'floor', url: `http://127.0.0.1:${floorPort}/floor` },
      { page: 'login', url: `${base}/login` },
      { page: 'course home', url: `${base}/learn`, session: { loginBase: base, username: 'student1' } },
    ]);
    printLighthouse(figures);
  } finally {
    await stop(floor);
    await stop(server);
  }
};

const printLighthouse = (figures: LighthouseFigures[]) => {
  const runs = figures[0]?.runs ?? 1;
  console.log(
    `\nLighthouse, cold loads (mobile: simulated 4x slower CPU, 150 ms round trips, 1.6 Mbps)${runs > 1 ? `, medians of ${runs} runs` : ''}\n`,
  );
  console.log(
    '| page | device | performance | FCP (ms) | LCP (ms) | TBT (ms) | CLS | floor LCP / LCP | LCP seen here (ms) | accessibility | best practices | SEO |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const f of figures) {
    const floor = figures.find((g) => g.page === 'floor' && g.formFactor === f.formFactor);
    const ratio = floor ? `${((floor.lcpMs / f.lcpMs) * 100).toFixed(0)}%` : '';
    console.log(
      `| ${f.page} | ${f.formFactor} | ${f.performance} | ${Math.round(f.fcpMs)} | ${Math.round(f.lcpMs)} | ${Math.round(f.tbtMs)} | ${f.cls.toFixed(3)} | ${ratio} | ${Math.round(f.observedLcpMs)} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} |`,
    );
  }
  const failed = [...new Set(figures.filter((f) => f.page !== 'floor').flatMap((f) => f.failed))];
  console.log(
    failed.length
      ? `\nAudits not passed: ${failed.join(', ')}`
      : '\nEvery accessibility, best-practice and SEO audit passed.',
  );
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
