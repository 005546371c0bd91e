// `npm run bench`: requests per second and p99 for GET /api/users/me on SQLite and PostgreSQL, beside a
// bare Fastify route returning the same JSON (the floor), each server in its own process. Then the bulk
// import of 500 students, beside its floor: hashing 500 passwords the same way and nothing else.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { hashPassword } from '../packages/server/src/lib/passwords.ts';

const root = new URL('..', import.meta.url).pathname;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const startProcess = (script: string, env: Record<string, string>, ready: RegExp) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, script)], {
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

const load = async (url: string, token?: string) => {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  // Warm up (JIT, caches, connection pool) before measuring.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
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

const measureApp = async (label: string, port: number, extra: Record<string, string>) => {
  const server = await startProcess('packages/server/src/main.ts', serverEnv(port, extra), /is running on/);
  try {
    const login = await fetch(`http://127.0.0.1:${port}/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'student1', password: 'brickyard' }),
    });
    const { token, user } = (await login.json()) as { token: string; user: unknown };
    const figures = await load(`http://127.0.0.1:${port}/api/users/me`, token);
    return { label, ...figures, user, importMs: await timeImport(port) };
  } finally {
    await stop(server);
  }
};

const main = async () => {
  console.log(`GET /api/users/me, ${CONNECTIONS} connections, ${DURATION} s each (after a 2 s warm-up)\n`);
  const sqlite = await measureApp('Brickyard on SQLite', 3301, {});

  const floorServer = await startProcess(
    'bench/floor-server.ts',
    { PORT: '3300', FLOOR_BODY: JSON.stringify(sqlite.user) },
    /floor ready/,
  );
  let floor: { rps: number; p99: number };
  try {
    floor = await load('http://127.0.0.1:3300/api/users/me');
  } finally {
    await stop(floorServer);
  }

  const rows = [{ label: 'bare Fastify (floor)', ...floor }, sqlite];
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  const database = `brickyard_bench_${process.pid}`;
  let pgReachable = true;
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
      rows.push(await measureApp('Brickyard on PostgreSQL', 3302, { DATABASE_URL: url.toString() }));
    } finally {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  }

  console.log('| target | requests/s | p99 (ms) | ratio to floor |');
  console.log('|---|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.label} | ${Math.round(row.rps)} | ${row.p99} | ${((row.rps / floor.rps) * 100).toFixed(0)}% |`,
    );
  }

  const hashing = await timeHashing();
  console.log(`\nPOST /api/users/import of ${IMPORT_ROWS} students (one request)\n`);
  console.log('| target | time (ms) | floor / time |');
  console.log('|---|---:|---:|');
  console.log(`| ${IMPORT_ROWS} argon2id hashes, 4 at a time (floor) | ${Math.round(hashing)} | 100% |`);
  for (const row of rows.slice(1) as Array<{ label: string; importMs: number }>) {
    console.log(
      `| ${row.label} | ${Math.round(row.importMs)} | ${((hashing / row.importMs) * 100).toFixed(0)}% |`,
    );
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
