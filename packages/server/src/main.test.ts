// The server as a process: it starts, serves, and stops cleanly; a bad setting stops it at start.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer, waitFor } from './test/server-process.ts';

const start = startServer;

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
