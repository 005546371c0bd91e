// The server as a process: it starts, serves, and stops cleanly; a bad setting stops it at start.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../..', import.meta.url).pathname;

const start = (env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST: join(tmpdir(), 'no-web'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
};

const waitFor = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('the server process', () => {
  it('creates the demo data, serves, and exits 0 on SIGTERM', async () => {
    // 3400–3649: clear of the ports fetch refuses to call (3659 among them).
    const port = 3400 + Math.floor(Math.random() * 250);
    const server = start({ PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'brickyard-main-')) });
    let child: ChildProcess | undefined = server.child;
    try {
      await waitFor(() => server.output().includes('is running on'), 20_000);
      expect(server.output()).toContain('student1');
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', database: { dialect: 'sqlite', up: true } });
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      child = undefined;
    } finally {
      child?.kill('SIGKILL');
    }
  }, 30_000);

  it('refuses to start on a bad setting, naming the variable', async () => {
    const server = start({ PORT: 'eighty', DATA_DIR: mkdtempSync(join(tmpdir(), 'brickyard-main-')) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Configuration error: PORT must be a whole number, got "eighty"');
  }, 30_000);
});
