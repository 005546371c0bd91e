// Response serialisation: each route's zod response schema compiled once to JSON Schema and then to a
// fast-json-stringify function. Only declared fields are written, so a stray column never leaks. Under
// NODE_ENV=test every response is also checked against its zod schema, so tests catch a route that answers
// outside its contract. (zod's own serializer cost about 5 µs a response; see docs/performance.md.)
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

export class ResponseContractError extends Error {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super(
      `Response does not match its schema: ${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
    this.name = 'ResponseContractError';
  }
}

type JsonSchema = Record<string, unknown>;

/** `anyOf: [X, {type: 'null'}]` becomes `type: [X, 'null']`, which fast-json-stringify writes without a runtime check. */
export const simplifyNullable = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplifyNullable(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === 'null');
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === 'string' && !other.anyOf) {
      const { anyOf: _dropped, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
};

const isZod = (schema: unknown): schema is z.ZodType =>
  !!schema && typeof schema === 'object' && '_zod' in schema;

export const toJsonSchema = (schema: z.ZodType) =>
  simplifyNullable(
    z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }),
  ) as JsonSchema;

export const createSerializerCompiler =
  (options: { validate: boolean }) =>
  ({ schema }: { schema: unknown }) => {
    if (!isZod(schema)) return fastJson(schema as unknown as Parameters<typeof fastJson>[0]);
    const stringify = fastJson(toJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
    if (!options.validate) return (data: unknown) => stringify(data);
    return (data: unknown) => {
      const result = schema.safeParse(data);
      if (!result.success) throw new ResponseContractError(result.error.issues);
      return stringify(data);
    };
  };
