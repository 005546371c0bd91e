// Faults at the server: `kill -9` of the server process while a stream of project saves and answers is
// being written, then a restart on the same database. Every write the server acknowledged is there, nothing
// is half-written, and (on SQLite) the file passes its integrity and foreign-key checks. On PostgreSQL the
// same, on a database of its own.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialect } from '../test/harness.ts';
import { type ServerProcess, startServer, waitFor } from '../test/server-process.ts';
import { javascriptCourse } from './seed/courses/javascript.ts';

const KILLS = 3;

// 3650–3899: clear of main.test.ts's ports and of the ports fetch refuses to call.
const port = 3650 + Math.floor(Math.random() * 250);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'brickyard-crash-'));
const pgDatabase = `brickyard_crash_${process.pid}_${Date.now()}`;
const env: Record<string, string> = { PORT: String(port), DATA_DIR: dataDir };
let server: ServerProcess | undefined;

const boot = async () => {
  server = startServer(env);
  await waitFor(() => server!.output().includes('is running on'), 30_000);
};

const call = async <T>(
  path: string,
  token: string | null,
  init: { method?: string; body?: unknown } = {},
) => {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
};
const logIn = async (username: string) =>
  (
    await call<{ token: string }>('/auth/local', null, {
      method: 'POST',
      body: { username, password: 'brickyard' },
    })
  ).token;

beforeAll(async () => {
  if (dialect === 'postgres') {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${pgDatabase}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${pgDatabase}`;
    env.DATABASE_URL = url.toString();
  }
  await boot();
}, 60_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  if (dialect === 'postgres') {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${pgDatabase} with (force)`);
    await admin.end();
  }
});

describe(`kill -9 during writes (${dialect})`, () => {
  it('keeps every acknowledged project save and answer across repeated crashes, and leaves the database sound', async () => {
    let token = await logIn('student1');
    const project = await call<{ _id: string }>('/api/projects', token, {
      method: 'POST',
      body: { name: 'Crash test', language: 'javascript' },
    });
    const courses = await call<{ items: { _id: string; title: string }[] }>(
      '/api/courses?draft=false',
      token,
    );
    const course = courses.items.find((c) => c.title.startsWith('JavaScript'))!;
    await call('/api/users/me/update-course', token, { method: 'PUT', body: { currentCourse: course._id } });
    const home = await call<{ stages: { sections: { introQuizzes: { _id: string }[] } }[] }>(
      `/api/courses/${course._id}/home`,
      token,
    );
    const quizId = home.stages[0]!.sections.introQuizzes[0]!._id;
    const quiz = await call<{ questions: { _id: string; options: { _id: string; text: string }[] }[] }>(
      `/api/learn/assessments/${quizId}`,
      token,
    );
    const question = quiz.questions[0]!;
    // The seed knows which option is wrong; a wrong answer can be sent again and again, each one counted.
    const seeded = javascriptCourse.stages[0]!.introQuizzes[0]!.questions[0]!;
    const wrongText =
      'options' in seeded ? seeded.options.find((o) => !('correct' in o && o.correct))?.text : null;
    const wrong = question.options.find((o) => o.text === wrongText)!;

    let lastSaved = 0;
    let lastAttempts = 0;
    let acknowledged = 0;
    for (let round = 0; round < KILLS; round++) {
      let stop = false;
      const saves = (async () => {
        for (let n = lastSaved + 1; !stop; n++) {
          try {
            await call(`/api/projects/${project._id}`, token, {
              method: 'PUT',
              body: { files: [{ name: 'main.js', content: `console.log(${n});` }], checkpoint: n % 5 === 0 },
            });
            lastSaved = n;
            acknowledged += 1;
          } catch {
            return; // the server died under this request: not acknowledged
          }
        }
      })();
      const answers = (async () => {
        while (!stop) {
          try {
            const result = await call<{ progress: { attempts: Record<string, number> } }>(
              `/api/learn/assessments/${quizId}/answers`,
              token,
              { method: 'POST', body: { question: question._id, answer: { option: wrong._id } } },
            );
            lastAttempts = result.progress.attempts[question._id] ?? 0;
            acknowledged += 1;
          } catch {
            return;
          }
        }
      })();
      // Let the writes run, then kill the server without warning in the middle of them.
      await new Promise((resolve) => setTimeout(resolve, 400 + round * 150));
      server!.child.kill('SIGKILL');
      await server!.exited;
      stop = true;
      await Promise.all([saves, answers]);

      await boot();
      token = await logIn('student1');
      const saved = await call<{ files: { name: string; content: string }[] }>(
        `/api/projects/${project._id}`,
        token,
      );
      const stored = Number(/console\.log\((\d+)\)/.exec(saved.files[0]?.content ?? '')?.[1] ?? 0);
      // The last acknowledged save is there (or one sent after it, which the server wrote but could not answer).
      expect(stored).toBeGreaterThanOrEqual(lastSaved);
      lastSaved = stored;
      const after = await call<{ progress: { attempts: Record<string, number> } }>(
        `/api/learn/assessments/${quizId}`,
        token,
      );
      const attempts = after.progress.attempts[question._id] ?? 0;
      expect(attempts).toBeGreaterThanOrEqual(lastAttempts);
      lastAttempts = attempts;
    }
    expect(acknowledged).toBeGreaterThan(KILLS * 2);

    server!.child.kill('SIGTERM');
    await server!.exited;
    if (dialect === 'sqlite') {
      const file = new SqliteDatabase(join(dataDir, 'brickyard.sqlite'), { readonly: true });
      try {
        expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(file.pragma('foreign_key_check')).toEqual([]);
      } finally {
        file.close();
      }
    } else {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      try {
        // Nothing half-written: every kept version belongs to a project, every tracker to a user.
        const orphans = await client.query(
          `select (select count(*) from project_versions v where not exists (select 1 from projects p where p.id = v.project_id))
                + (select count(*) from trackers t where not exists (select 1 from users u where u.id = t.user_id)) as n`,
        );
        expect(Number(orphans.rows[0].n)).toBe(0);
      } finally {
        await client.end();
      }
    }
  }, 120_000);
});
