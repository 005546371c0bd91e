// Starts the real server for the e2e tests on a fresh temporary data directory (a new SQLite database,
// migrated and seeded with the demo accounts), and stops it when Playwright stops this process.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.E2E_PORT ?? '3110';

const webDist = process.env.WEB_DIST ?? join(repoRoot, 'packages/web/dist');
if (!existsSync(join(webDist, 'index.html'))) {
  console.error(`e2e: ${webDist} is missing; run \`npm run build -w packages/web\` first.`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'brickyard-e2e-'));
console.log(`e2e: server on port ${port}, data in ${dataDir}`);

// A real SMTP server for the server's mail: each message it accepts is appended as a JSON line to
// E2E_MAILBOX (set by playwright.config.ts), where specs read the mail a person would have received.
const mailbox = process.env.E2E_MAILBOX;
if (mailbox) writeFileSync(mailbox, '');
const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const mail = {
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      if (mailbox) appendFileSync(mailbox, `${JSON.stringify(mail)}\n`);
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    ACCESS_TOKEN_TTL: '3',
    TEACHER_SIGNUP_CODE: 'e2e-teachers-welcome',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NODE_ENV: 'test',
  },
});

const cleanUp = () => {
  try {
    rmSync(dataDir, { recursive: true, force: true });
  } catch {
    // A temp folder left behind is harmless.
  }
};

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null) child.kill(signal);
  // The server closes gracefully; if it hangs, do not let the test run hang with it.
  setTimeout(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  }, 5_000).unref();
};

process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGHUP', () => stop('SIGTERM'));

child.on('exit', (code, signal) => {
  cleanUp();
  smtp.close();
  process.exit(code ?? (stopping && signal ? 0 : 1));
});
