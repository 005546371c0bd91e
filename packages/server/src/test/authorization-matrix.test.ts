// The authorization matrix (issue 17): every registered operation × ten identities, with who may pass each
// route's gates declared once per route in `authorization-rules.ts`. A refused identity must get exactly the
// declared status and write nothing; an allowed one must not get 401 or 403 (a 2xx, or a 400/404/409 when the
// minimal body or an earlier row's write makes it so: the gate let them through), and at least one allowed
// identity gets a 2xx. A registered route without a declaration, or a declaration without a route, fails the
// first test and names it. One world serves every row; rows that destroy what they act on make it afresh, and
// rows that need another row's request first (NEEDS_FIRST) send it themselves, whatever order the rows run in.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../app.ts';
import { type Ctx, NOT_OPERATIONS, RULES, type Rule, requestOf, tokenOf } from './authorization-rules.ts';
import { changedTables, snapshot } from './db-snapshot.ts';
import { RequestTimeout, withTimeout } from './request-timeout.ts';
import { IDENTITIES, type Identity, openWorld, type World } from './world.ts';

let w: World;
/** Set when a request did not answer: it may hold what later rows wait for, so they stop at once. */
let hung: string | null = null;
interface Prepared {
  who: Identity;
  url: string;
  send(): Promise<LightMyRequestResponse>;
}

type Request = Awaited<ReturnType<typeof requestOf>>;

/** Sends `request` as `c.who`; a request that does not answer stops the rows after it. */
const sendAs = (request: Request, c: Ctx, label: string) => {
  const token = tokenOf(c);
  return withTimeout(
    w.h.request({
      method: request.method as 'GET',
      url: request.url,
      ...(request.headers ? { headers: request.headers } : {}),
      ...(request.body !== undefined ? { payload: request.body as object } : {}),
      ...(token ? { as: token } : {}),
    }),
    label,
  ).catch((error: unknown) => {
    if (error instanceof RequestTimeout) hung = error.message;
    throw error;
  });
};

/**
 * Rows that act on what another row's request leaves behind, and that row: each request of theirs is preceded
 * by the other row's request, as the same identity, so that no row relies on another having run before it
 * (CI shuffles the order).
 */
const NEEDS_FIRST: Partial<Record<string, string>> = {
  // A step is completed only once it is open.
  'POST /api/learn/bricks/:id/complete': 'POST /api/learn/bricks/:id/open',
};

const sendFirst = async (rule: Rule, c: Ctx) => {
  const route = NEEDS_FIRST[rule.route];
  if (!route) return;
  const first = RULES.find((r) => r.route === route);
  if (!first) throw new Error(`${rule.route} needs ${route} first, which RULES does not declare`);
  const request = await requestOf(first, c);
  await first.before?.(c);
  await sendAs(request, c, `${route} as ${c.who}, before ${rule.route}`);
};

const prepare = async (rule: Rule, who: Identity): Promise<Prepared> => {
  const student = rule.freshStudent ? await w.freshStudentOfA() : w.people.student;
  const c: Ctx = { w, who, student };
  const request = await requestOf(rule, c);
  await sendFirst(rule, c);
  await rule.before?.(c);
  return { who, url: request.url, send: () => sendAs(request, c, `${rule.route} as ${who}`) };
};

const deniedStatus = (rule: Rule, who: Identity) =>
  rule.deny?.[who] ?? (who === 'anonymous' ? 401 : (rule.deny?.others ?? 403));

let closeWorld: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ world: w, close: closeWorld } = await openWorld());
});

afterAll(async () => {
  await closeWorld?.();
});

const key = (method: string, url: string) => `${method} ${url}`;

describe('authorization matrix', () => {
  it('declares every registered operation once, and only registered ones', () => {
    const registered = new Set(
      registeredRoutes(w.h.app)
        .filter((r) => !NOT_OPERATIONS(r.method, r.url))
        .map((r) => key(r.method, r.url)),
    );
    const declared = RULES.map((r) => r.route);
    const twice = declared.filter((route, i) => declared.indexOf(route) !== i);
    expect(twice, 'declared more than once').toEqual([]);
    expect(
      [...registered].filter((route) => !declared.includes(route)),
      'registered routes without a declaration in RULES',
    ).toEqual([]);
    expect(
      declared.filter((route) => !registered.has(route)),
      'declarations of routes that are not registered',
    ).toEqual([]);
  });

  for (const rule of RULES)
    it(rule.route, async () => {
      expect(hung, 'an earlier request hung').toBeNull();
      const allowed = new Set<Identity>(rule.allow);
      const refused = IDENTITIES.filter((who) => !allowed.has(who));
      const problems: string[] = [];

      // Refused identities: the declared status, and not a row written by any of them.
      const requests = [];
      for (const who of refused) requests.push(await prepare(rule, who));
      const before = await snapshot(w.h.database);
      for (const request of requests) {
        const response = await request.send();
        const expected = deniedStatus(rule, request.who);
        if (response.statusCode !== expected)
          problems.push(
            `${request.who}: ${response.statusCode} instead of ${expected} (${response.body.slice(0, 200)})`,
          );
      }
      const written = changedTables(before, await snapshot(w.h.database));
      if (written.length) problems.push(`refused identities wrote to ${written.join(', ')}`);

      // Allowed identities: through the gates, and at least one of them all the way (a 2xx).
      const statuses: string[] = [];
      for (const who of rule.allow) {
        const response = await (await prepare(rule, who)).send();
        statuses.push(`${who} ${response.statusCode}`);
        if (process.env.MATRIX_REPORT && response.statusCode >= 300)
          console.log(`${rule.route} ${who} ${response.statusCode} ${response.body.slice(0, 160)}`);
        if (response.statusCode === 401 || response.statusCode === 403 || response.statusCode >= 500)
          problems.push(`${who}: ${response.statusCode}, allowed (${response.body.slice(0, 200)})`);
      }
      if (!statuses.some((s) => / 2\d\d$/.test(s)))
        problems.push(`no allowed identity got a 2xx: ${statuses.join(', ')}`);

      expect(problems).toEqual([]);
    });
});
