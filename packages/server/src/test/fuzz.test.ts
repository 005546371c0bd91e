// Property-based fuzzing (issue 17): every POST, PUT and PATCH route gets request bodies, path values and
// query strings made from its own schemas, valid-looking ones (to reach the handler) and hostile ones (wrong
// types, missing and extra keys, prototype keys, huge strings, deep nesting, unicode, RTL marks, NUL, numbers
// at the limits, markup, other people's ids), sent as an admin and as a student against the shared world.
// Whatever is sent: never a 5xx, every request answers (a timeout fails the case rather than hanging the
// suite), and a 4xx answer leaves every table as it was (`db-snapshot.ts` says which tables are left out).
// The cases are fixed by a seed per route, so every run sends the same ones.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registeredRoutes } from '../app.ts';
import { RULES, requestOf } from './authorization-rules.ts';
import { changedTables, type Snapshot, snapshot } from './db-snapshot.ts';
import {
  HOSTILE_STRINGS,
  hostileValue,
  type JsonSchema,
  type Pools,
  random,
  seedOf,
  validValue,
} from './fuzz-values.ts';
import type { TestUser } from './harness.ts';
import { withTimeout } from './request-timeout.ts';
import { openWorld, type World } from './world.ts';

/** Cases per route and identity: kept small so the suite stays quick (see the figures in docs/performance.md). */
const VALID_CASES = 4;
const HOSTILE_CASES = 8;
/** Fixed, so CI and a developer send the same cases; FUZZ_SEED=n explores others (a finding names its input). */
const SEED = Number(process.env.FUZZ_SEED ?? 17);

/** Bodies that are not JSON values the schemas could describe, sent as text. */
const RAW_BODIES = [
  'not json',
  '{"unfinished":',
  '{"__proto__":{"isAdmin":true,"roles":["admin"]}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
];

const toJsonSchema = (schema: unknown): JsonSchema | null => {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return null;
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
};

/** Like encodeURIComponent, but a lone surrogate becomes the bytes it would be (invalid UTF-8) instead of throwing. */
const encodePathValue = (value: string) =>
  value
    .split(/([\ud800-\udfff])/u)
    .map((part) => (/^[\ud800-\udfff]$/u.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

const asQuery = (value: unknown): Record<string, string> => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
};

let w: World;
let pools: Pools;
let current: Snapshot;
let requests = 0;
let snapshotMs = 0;
/** Answers by route and status, printed with FUZZ_REPORT=1 (how far the valid-looking cases get). */
const tally = new Map<string, Map<number, number>>();
const startedAt = Date.now();

interface Case {
  how: string;
  url: string;
  payload?: unknown;
  raw?: string;
  headers?: Record<string, string> | undefined;
}

let closeWorld: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ world: w, close: closeWorld } = await openWorld());
  pools = {
    ids: [
      ...Object.values(w.people).map((p) => p.id),
      w.classA,
      w.classB,
      w.classC.id,
      w.school,
      w.globalCommunity,
      ...Object.values(w.item),
      w.targetAssessment,
      w.studentProject,
      w.studentProjectVersion,
      w.sticker,
      w.report,
      ...w.rows.map((row) => row.id).slice(0, 20),
    ],
  };
});

afterAll(async () => {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`fuzz: ${requests} requests in ${seconds} s (snapshots ${(snapshotMs / 1000).toFixed(1)} s)`);
  if (process.env.FUZZ_REPORT)
    for (const [route, counts] of tally)
      console.log(route, [...counts].map(([status, n]) => `${status}×${n}`).join(' '));
  await closeWorld?.();
});

const routes = () =>
  registeredRoutes(w.h.app).filter(
    (r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !r.url.startsWith('/api/docs'),
  );

/** `value` with a NUL character added to each of its strings. */
const withNul = (value: unknown): unknown => {
  if (typeof value === 'string') return `${value}\u0000`;
  if (Array.isArray(value)) return value.map(withNul);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNul(v)]));
  return value;
};

const ruleOf = new Map(RULES.map((rule) => [rule.route, rule]));

/**
 * The requests one route gets as one identity: valid-looking ones first (the matrix's own request for the
 * route, which reaches real objects, then bodies made from the schema), then hostile ones, each with one part
 * made hostile (body, path values or query), built on the matrix's request or on a made one.
 */
const casesFor = async (
  method: string,
  url: string,
  schema: Record<string, unknown> | undefined,
  as: 'admin' | 'student',
) => {
  const r = random(seedOf(`${SEED} ${method} ${url} ${as}`));
  const params = toJsonSchema(schema?.params);
  const query = toJsonSchema(schema?.querystring);
  const body = toJsonSchema(schema?.body);
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const rule = ruleOf.get(`${method} ${url}`);
  const student = rule?.freshStudent ? await w.freshStudentOfA() : w.people.student;
  const known = rule ? await requestOf(rule, { w, who: as, student }) : null;

  const paramValue = (name: string, hostile: boolean) => {
    if (hostile)
      return r.pick([...HOSTILE_STRINGS.filter(Boolean), 'x'.repeat(r.pick([65, 199, 201, 5000]))]);
    if (known && r.chance(0.8)) return known.params[name]!;
    if (name === 'code') return w.classC.code;
    if (name === 'username') return w.people.student.username;
    const own = params?.properties?.[name];
    return String(own ? validValue(own, params!, r, pools) : r.pick(pools.ids));
  };
  const madeBody = () => (body ? validValue(body, body, r, pools) : undefined);
  const make = (hostilePart: 'none' | 'params' | 'query' | 'body', fromMatrix: boolean): Case => {
    const hostileName = hostilePart === 'params' ? r.pick(names) : null;
    const values = Object.fromEntries(names.map((n) => [n, paramValue(n, n === hostileName)]));
    const path = url.replace(/:(\w+)/g, (_m, n: string) => encodePathValue(values[n]!));
    let search: Record<string, string> =
      known && (fromMatrix || r.chance(0.5))
        ? known.query
        : query
          ? asQuery(validValue(query, query, r, pools))
          : {};
    let how = hostilePart === 'none' ? 'valid-looking' : `hostile ${hostilePart}`;
    if (hostilePart === 'params') how += `: ${hostileName}`;
    if (hostilePart === 'query') {
      const hostile = hostileValue(search, r);
      search = asQuery(hostile.value);
      how += `: ${hostile.how}`;
    }
    const qs = new URLSearchParams(search).toString();
    const made: Case = { how, url: qs ? `${path}?${qs}` : path };
    const base = known?.body !== undefined && fromMatrix ? known.body : madeBody();
    if (hostilePart === 'body') {
      const hostile = hostileValue(base ?? {}, r);
      made.payload = hostile.value;
      made.how += `: ${hostile.how}`;
    } else if (base !== undefined) made.payload = base;
    if (known?.headers) made.headers = known.headers;
    return made;
  };
  const cases: Case[] = [];
  for (let i = 0; i < VALID_CASES; i++) cases.push(make('none', i < 2));
  const parts = (['body', 'params', 'query'] as const).filter((p) =>
    p === 'params' ? names.length > 0 : p === 'query' ? !!query : true,
  );
  for (let i = 0; i < HOSTILE_CASES; i++) cases.push(make(parts[i % parts.length]!, i % 2 === 0));
  const raw = make('none', true);
  cases.push({ ...raw, how: 'raw body', payload: undefined, raw: r.pick(RAW_BODIES), headers: undefined });
  // NUL in every string of a valid request (PostgreSQL's text cannot hold it): refused, never a 500.
  const nul = make('none', true);
  cases.push({ ...nul, how: 'NUL in every string of the body', payload: withNul(nul.payload) });
  return cases;
};

const send = async (method: string, user: TestUser | undefined, c: Case): Promise<LightMyRequestResponse> => {
  requests += 1;
  return withTimeout(
    w.h.request({
      method: method as 'POST',
      url: c.url,
      ...(c.raw !== undefined
        ? { payload: c.raw, headers: { 'content-type': 'application/json' } }
        : c.payload !== undefined
          ? { payload: c.payload as object, ...(c.headers ? { headers: c.headers } : {}) }
          : {}),
      ...(user ? { as: user } : {}),
    }),
    `${method} ${c.url}`,
  );
};

const show = (c: Case) => {
  const sent = c.raw ?? (c.payload === undefined ? '' : JSON.stringify(c.payload));
  return `${c.how} | ${c.url.slice(0, 200)} | ${sent.slice(0, 300)}`;
};

describe('fuzzing every POST, PUT and PATCH route from its schemas', () => {
  it('finds the routes to fuzz', () => {
    expect(routes().length).toBeGreaterThan(50);
  });

  /** The messages of a refusal's body that carry no catalogue key. */
  const unkeyedMessages = (response: LightMyRequestResponse) => {
    const body = response.json() as {
      message: string;
      key?: string;
      errors?: { message: string; key?: string }[];
    };
    return [body, ...(body.errors ?? [])].filter((said) => !said.key).map((said) => said.message);
  };

  it.each(['admin', 'student'] as const)(
    'as %s',
    async (as) => {
      const user = w.people[as];
      const problems: string[] = [];
      all: for (const route of routes()) {
        const cases = await casesFor(route.method, route.url, route.schema as Record<string, unknown>, as);
        // Making the cases may write (a new student, a login): the comparison starts after.
        current = await snapshot(w.h.database);
        for (const c of cases) {
          let response: LightMyRequestResponse;
          try {
            response = await send(route.method, user, c);
          } catch (error) {
            // A request that never answers may hold what the next ones wait for: stop here and say which.
            problems.push(`${route.method} ${route.url}: ${(error as Error).message} | ${show(c)}`);
            break all;
          }
          const counts = tally.get(`${route.method} ${route.url}`) ?? new Map<number, number>();
          counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
          tally.set(`${route.method} ${route.url}`, counts);
          const t0 = performance.now();
          const after = await snapshot(w.h.database);
          snapshotMs += performance.now() - t0;
          if (response.statusCode >= 500)
            problems.push(
              `${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 200)} | ${show(c)}`,
            );
          else if (response.statusCode >= 400) {
            const written = changedTables(current, after);
            if (written.length)
              problems.push(
                `${route.method} ${route.url}: ${response.statusCode} but wrote ${written.join(', ')} | ${show(c)}`,
              );
            // Every refusal is said by key, so the browser can say it in the reader's language (issue 20 item 4).
            const unkeyed = unkeyedMessages(response);
            if (unkeyed.length)
              problems.push(
                `${route.method} ${route.url}: ${response.statusCode} without a key: ${unkeyed.join(' / ')}`,
              );
          }
          current = after;
        }
      }
      expect(problems).toEqual([]);
    },
    600_000,
  );

  it('left Object.prototype alone', () => {
    const probe = {} as Record<string, unknown>;
    expect([probe.isAdmin, probe.roles, probe.admin]).toEqual([undefined, undefined, undefined]);
  });
});
