// How a stored content body is read back (ARCHITECTURE.md "Data"): each kind's "stored body" schema is derived
// from its entity schema, so the two never drift apart. It is the entity schema made lenient in the ways a row
// written months ago needs, and kept strict in what would make a reader fail:
// - every field is optional (older rows lack fields added since), and objects keep keys no schema names;
// - the refinements, limits and transforms are left out (a body was checked and sanitised when written; running
//   the sanitiser again on every read would cost and could change nothing);
// - an enum or a literal is read as its JSON type (a value retired from a list still reads);
// - but each value has the JSON type its field declares (a title is a string, pieces are a list of objects), and
//   a piece's `format` is one the schema knows, its data then shaped as that format's.
// A body that breaks these was not written by this code: the store refuses to read it and names the row.
import { z } from 'zod';
import { AssessmentSchema, QuestionSchema } from './assessment.ts';
import { BrickSchema } from './brick.ts';
import { ChallengeSchema } from './challenge.ts';
import { ContentMetaSchema } from './content.ts';
import type { ContentBodies, StoredContentKind } from './content-body.ts';
import { CourseSchema } from './course.ts';
import { LinkSchema } from './link.ts';
import { ReferenceSchema } from './reference.ts';
import { TopicSchema } from './topic.ts';
import { TutorialSchema } from './tutorial.ts';

type AnySchema = z.core.$ZodType;
type Def = AnySchema['_zod']['def'] & Record<string, unknown>;

const derived = new WeakMap<AnySchema, z.ZodType>();
const deriving = new Set<AnySchema>();

/** A JSON value's type, as lenient as a stored value needs: what a field of `schema` may hold in a body. */
const storedShapeOf = (schema: AnySchema): z.ZodType => {
  const known = derived.get(schema);
  if (known) return known;
  // A schema that holds itself (a section's pieces are pieces) refers to its derived form once it exists.
  if (deriving.has(schema)) return z.lazy(() => derived.get(schema) as z.ZodType);
  deriving.add(schema);
  try {
    const shape = deriveShape(schema._zod.def as Def);
    derived.set(schema, shape);
    return shape;
  } finally {
    deriving.delete(schema);
  }
};

const literalType = (values: readonly unknown[]): z.ZodType => {
  const types = new Set(values.map((value) => (value === null ? 'null' : typeof value)));
  if (types.size !== 1) return z.unknown();
  const [type] = types;
  if (type === 'string') return z.string();
  if (type === 'number') return z.number();
  if (type === 'boolean') return z.boolean();
  if (type === 'null') return z.null();
  return z.unknown();
};

/** An object's fields, each optional and lenient (but those in `kept`, kept as they are); unnamed keys are kept. */
const looseObjectOf = (shape: Record<string, AnySchema>, kept: readonly string[] = []) =>
  z.looseObject(
    Object.fromEntries(
      Object.entries(shape).map(([key, field]) => [
        key,
        kept.includes(key) ? (field as z.ZodType) : storedShapeOf(field).optional(),
      ]),
    ),
  );

/** A union told apart by a field (pieces by `format`): each known value's shape, and nothing else. */
const discriminatedOf = (discriminator: string, options: readonly AnySchema[]) =>
  z.discriminatedUnion(
    discriminator,
    options.map((option) =>
      looseObjectOf((option._zod.def as Def & { shape: Record<string, AnySchema> }).shape, [discriminator]),
    ) as unknown as [z.ZodObject, ...z.ZodObject[]],
  );

const deriveShape = (def: Def): z.ZodType => {
  switch (def.type) {
    case 'string':
    case 'enum':
    case 'template_literal':
      return z.string();
    case 'number':
      return z.number();
    case 'boolean':
      return z.boolean();
    case 'null':
      return z.null();
    case 'literal':
      return literalType(def.values as unknown[]);
    case 'object':
      return looseObjectOf(def.shape as Record<string, AnySchema>);
    case 'array':
      return z.array(storedShapeOf(def.element as AnySchema));
    case 'record':
      return z.record(z.string(), storedShapeOf(def.valueType as AnySchema));
    case 'union': {
      const options = def.options as readonly AnySchema[];
      if (typeof def.discriminator === 'string') return discriminatedOf(def.discriminator, options);
      return z.union(options.map(storedShapeOf) as [z.ZodType, z.ZodType, ...z.ZodType[]]);
    }
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return storedShapeOf(def.innerType as AnySchema);
    case 'nullable':
      return storedShapeOf(def.innerType as AnySchema).nullable();
    case 'pipe':
      // A transform's input is what was written, unless it is a codec's; either way, the input side.
      return storedShapeOf(def.in as AnySchema);
    case 'lazy':
      return storedShapeOf((def.getter as () => AnySchema)());
    default:
      return z.unknown();
  }
};

/** Each kind's entity schema, the row's own fields (and what readers are given beside it) left out. */
const ENTITIES: Record<StoredContentKind, { entity: z.ZodObject; omitted?: string[]; ids?: string[] }> = {
  courses: { entity: CourseSchema },
  assessments: {
    entity: AssessmentSchema,
    omitted: ['xpValue', 'noChallenges', 'noSlides'],
    ids: ['questions'],
  },
  questions: { entity: QuestionSchema, omitted: ['version', 'updatedAt'] },
  bricks: { entity: BrickSchema, omitted: ['action'], ids: ['bricks'] },
  tutorials: { entity: TutorialSchema },
  challenges: { entity: ChallengeSchema },
  topics: { entity: TopicSchema },
  links: { entity: LinkSchema },
  references: { entity: ReferenceSchema },
  faqs: { entity: ReferenceSchema },
  definitions: { entity: ReferenceSchema },
};

const ROW_FIELDS = [...Object.keys(ContentMetaSchema.shape), 'tracker'];

const storedBodySchemaOf = ({ entity, omitted = [], ids = [] }: (typeof ENTITIES)[StoredContentKind]) => {
  const left = new Set([...ROW_FIELDS, ...omitted, ...ids]);
  const fields = Object.fromEntries(Object.entries(entity.shape).filter(([key]) => !left.has(key)));
  return looseObjectOf(fields).extend(
    Object.fromEntries(ids.map((key) => [key, z.array(z.string()).optional()])),
  );
};

/** Each kind's stored body schema: what the content store parses every body it reads with. */
export const STORED_BODY_SCHEMAS = Object.fromEntries(
  Object.entries(ENTITIES).map(([kind, entity]) => [kind, storedBodySchemaOf(entity)]),
) as unknown as { [K in StoredContentKind]: z.ZodType<ContentBodies[K]> };

/** A stored body read back as its kind's, or the first way it breaks that kind's shape (`path: problem`). */
export const parseStoredBody = <K extends StoredContentKind>(
  kind: K,
  body: unknown,
): { ok: true; body: ContentBodies[K] } | { ok: false; problem: string } => {
  const result = STORED_BODY_SCHEMAS[kind].safeParse(body);
  if (result.success) return { ok: true, body: result.data };
  const [issue] = result.error.issues;
  return { ok: false, problem: `${issue?.path.join('.') || '(body)'}: ${issue?.message ?? 'invalid'}` };
};
