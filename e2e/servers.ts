// Each Playwright worker has a server of its own, on a fresh database of its own: the specs a worker runs share
// the demo accounts one after another, as they always did, and never with a spec running beside them in the
// other worker (a spec sets a demo account's language, picks a student's course, counts the library…).
// Server i listens on E2E_PORT + i; its SMTP server's mail is appended to the mailbox file of that port.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How many specs run at once (E2E_WORKERS, 2 by default: this machine kind has two cores). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const BASE_PORT = Number(process.env.E2E_PORT ?? 3110);

/** The port of the server of the worker with this parallel index (0 to E2E_WORKERS − 1). */
export const serverPort = (parallelIndex: number) => BASE_PORT + parallelIndex;

export const serverURL = (parallelIndex: number) => `http://localhost:${serverPort(parallelIndex)}`;

/** Where the SMTP server beside the server on `port` writes the mail it receives (start-server.mjs). */
export const mailboxFile = (port: number) => join(tmpdir(), `brickyard-e2e-mail-${port}.jsonl`);
