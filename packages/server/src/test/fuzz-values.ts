// Request values for the fuzz tests, made from a route's own schemas (their JSON Schema, as zod writes it):
// values that look valid, to get past validation into the handlers, and hostile ones built from them.
//
// A small generator of our own rather than fast-check: fast-check does not read JSON Schema (we would write
// an arbitrary per schema by hand, or add a converter), the routes' schemas are the single source here, and
// shrinking buys little when each failure prints the exact request that caused it. A seeded generator gives
// the same cases on every run, so CI and a developer see the same failures.

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  default?: unknown;
  nullable?: boolean;
};

/** A seeded pseudo-random source (mulberry32): the same seed gives the same cases. */
export const random = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
};
export type Random = ReturnType<typeof random>;

export const seedOf = (text: string) => {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
};

/** Strings people do not usually type: each must be stored or refused, never crash a route. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u202etxt.exe',
  '\u200f\u200e\u200b\u2066',
  'مرحبا بالعالم',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301',
  '\ud800',
  '\uffff\ufffe',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "' OR 1=1 --",
  '"; drop table users; --',
  '%00%2e%2e%2f',
  '../../etc/passwd',
  `\${7*7}{{7*7}}`,
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '__proto__',
  'constructor',
  ' ',
  '',
  '\n\r\t',
];
export const HOSTILE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER - 2,
  2 ** 31,
  2 ** 63,
  4.9e-324,
];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

/** Strings tried against a `pattern` before giving up on matching it. */
const PATTERN_CANDIDATES = [
  'abc123',
  'abc',
  'ABCDEF',
  'ABCDEFGH',
  '#ffffff',
  '#1e88e5',
  'main.js',
  'index.html',
  '/files/a.png',
  'https://example.com/a.png',
  'a@example.com',
  '2024',
  '12',
];

export interface Pools {
  /** Ids of real objects (anyone's): a string that looks like an id is often one of these. */
  ids: readonly string[];
}

const isIdLike = (schema: JsonSchema) =>
  schema.maxLength === 64 && (schema.minLength ?? 0) <= 1 && !schema.pattern && !schema.format;

const resolve = (schema: JsonSchema, root: JsonSchema): JsonSchema => {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return root.$defs?.[name] ?? {};
};

const typesOf = (schema: JsonSchema): string[] => {
  if (schema.type) return [schema.type].flat();
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
};

/** A value the schema accepts, as far as a generator can tell (patterns are matched from a few candidates). */
export const validValue = (
  input: JsonSchema,
  root: JsonSchema,
  r: Random,
  pools: Pools,
  depth = 0,
): unknown => {
  const schema = resolve(input, root);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return r.pick(schema.enum);
  if (schema.anyOf?.length || schema.oneOf?.length) {
    const branches = (schema.anyOf ?? schema.oneOf)!;
    const usable =
      depth > 4 ? branches.filter((b) => !typesOf(resolve(b, root)).includes('object')) : branches;
    return validValue(r.pick(usable.length ? usable : branches), root, r, pools, depth + 1);
  }
  if (schema.allOf?.length) return validValue(schema.allOf[0]!, root, r, pools, depth + 1);
  const types = typesOf(schema);
  if (schema.nullable && r.chance(0.1)) return null;
  const type = types.length
    ? r.pick(types.filter((t) => t !== 'null').length ? types.filter((t) => t !== 'null') : types)
    : 'any';
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return r.chance(0.5);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? min + 101) - 1, min + 100);
      return r.int(Math.ceil(min), Math.max(Math.ceil(min), Math.floor(max)));
    }
    case 'string':
      return validString(schema, r, pools);
    case 'array': {
      const itemSchema = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      if (schema.prefixItems) return schema.prefixItems.map((s) => validValue(s, root, r, pools, depth + 1));
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? min + 2, min + (depth > 3 ? 0 : 2));
      const n = r.int(min, Math.max(min, max));
      return Array.from({ length: n }, () => validValue(itemSchema ?? {}, root, r, pools, depth + 1));
    }
    case 'object': {
      const result: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        if (required.has(key) || (depth < 4 && r.chance(0.5)))
          result[key] = validValue(property, root, r, pools, depth + 1);
      if (typeof schema.additionalProperties === 'object' && depth < 4 && r.chance(0.5))
        result[r.pick(['en', 'ar', 'it', 'de', 'x'])] = validValue(
          schema.additionalProperties,
          root,
          r,
          pools,
          depth + 1,
        );
      return result;
    }
    default:
      return r.pick([1, 'text', true, null, {}, []]);
  }
};

const validString = (schema: JsonSchema, r: Random, pools: Pools): string => {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 40;
  const fits = (s: string) =>
    s.length >= min && s.length <= max && (!schema.pattern || new RegExp(schema.pattern, 'u').test(s));
  if (schema.format === 'email') return 'someone@example.com';
  if (schema.format === 'uri') return 'https://example.com/page';
  if (schema.format === 'date-time') return new Date(Date.UTC(2024, 0, 1)).toISOString();
  if (isIdLike(schema) && pools.ids.length && r.chance(0.7)) return r.pick(pools.ids);
  if (schema.pattern) {
    const found = PATTERN_CANDIDATES.filter(fits);
    if (found.length) return r.pick(found);
  }
  const length = r.int(Math.max(min, 1), Math.max(Math.max(min, 1), Math.min(max, min + 12)));
  const letters = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const text = Array.from({ length }, () => letters[r.int(0, letters.length - 1)]).join('');
  return text.slice(0, max);
};

/** Every path to a value inside `value` (the root is []). */
const pathsOf = (value: unknown, prefix: (string | number)[] = []): (string | number)[][] => {
  const paths = [prefix];
  if (Array.isArray(value)) for (const [i, v] of value.entries()) paths.push(...pathsOf(v, [...prefix, i]));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) paths.push(...pathsOf(v, [...prefix, k]));
  return paths;
};

const setAt = (value: unknown, path: (string | number)[], replacement: unknown): unknown => {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? setAt(v, rest, replacement) : v));
  const object = value as Record<string, unknown>;
  return { ...object, [head!]: setAt(object[head as string], rest, replacement) };
};

const deepNesting = (levels: number) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** A hostile variant of a valid value: one thing wrong with it (or all of it replaced), and what that was. */
export const hostileValue = (valid: unknown, r: Random): { value: unknown; how: string } => {
  const paths = pathsOf(valid);
  const path = r.pick(paths);
  const at = path.join('.') || '(root)';
  switch (r.int(0, 9)) {
    case 0:
      return { value: setAt(valid, path, r.pick(HOSTILE_STRINGS)), how: `odd string at ${at}` };
    case 1:
      return { value: setAt(valid, path, r.pick(HOSTILE_NUMBERS)), how: `odd number at ${at}` };
    case 2:
      return {
        value: setAt(valid, path, r.pick([null, true, [], {}, [1, 'a'], { $gt: '' }, 'x'.repeat(100_000)])),
        how: `wrong type or huge string at ${at}`,
      };
    case 3: {
      // Leave one key out.
      const objects = paths.filter((p) => {
        let v: unknown = valid;
        for (const k of p) v = (v as Record<string, unknown>)[k as string];
        return v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 0;
      });
      if (!objects.length) return { value: {}, how: 'empty object' };
      const p = r.pick(objects);
      let v: unknown = valid;
      for (const k of p) v = (v as Record<string, unknown>)[k as string];
      const key = r.pick(Object.keys(v as object));
      const { [key]: _gone, ...rest } = v as Record<string, unknown>;
      return { value: setAt(valid, p, rest), how: `without ${[...p, key].join('.')}` };
    }
    case 4: {
      // An extra key, often one that pollutes prototypes when merged carelessly.
      const objects = paths.filter((p) => {
        let v: unknown = valid;
        for (const k of p) v = (v as Record<string, unknown>)[k as string];
        return v && typeof v === 'object' && !Array.isArray(v);
      });
      const p = objects.length ? r.pick(objects) : [];
      const key = r.chance(0.6) ? r.pick(PROTO_KEYS) : `extra${r.int(0, 99)}`;
      let v: unknown = valid;
      for (const k of p) v = (v as Record<string, unknown>)[k as string];
      const base = v && typeof v === 'object' && !Array.isArray(v) ? v : {};
      // JSON.parse makes "__proto__" an own key, as a request body would have it.
      const extended = JSON.parse(
        JSON.stringify(base)
          .replace(/^\{/, `{"${key}":{"isAdmin":true,"roles":["admin"]},`)
          .replace(/,\}$/, '}'),
      );
      return { value: setAt(valid, p, extended), how: `extra key ${key} at ${p.join('.') || '(root)'}` };
    }
    case 5:
      return { value: setAt(valid, path, deepNesting(r.pick([20, 60, 300]))), how: `deep nesting at ${at}` };
    case 6:
      return {
        value: setAt(
          valid,
          path,
          Array.from({ length: r.pick([1000, 20_000]) }, () => 'x'),
        ),
        how: `long array at ${at}`,
      };
    case 7:
      return { value: r.pick([null, [], 'text', 42, [valid]]), how: 'body of another type' };
    case 8:
      return {
        value: setAt(valid, path, `${r.pick(HOSTILE_STRINGS)}${'ß'.repeat(r.int(1, 300))}`),
        how: `unicode at ${at}`,
      };
    default:
      return {
        value: setAt(valid, path, r.pick(['<b>x</b>', '<svg onload=alert(1)>', '\u0000'])),
        how: `markup or NUL at ${at}`,
      };
  }
};
