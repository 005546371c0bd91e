// The server as a process of its own (`main.ts` through tsx), for the tests of starting, stopping and crashing.
import { type ChildProcess, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../../..', import.meta.url).pathname;

export interface ServerProcess {
  child: ChildProcess;
  /** The exit code, once the process has ended. */
  exited: Promise<number | null>;
  /** Everything it printed so far. */
  output: () => string;
}

export const startServer = (env: Record<string, string>): ServerProcess => {
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

export const waitFor = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};
