// The spec's generic `/api/{resource}/{id}` contract as one mechanism. Each resource declares its schemas,
// its store functions and who may do what; this file turns the declaration into five routes.
import { keyed, type ListQuery, ListQuerySchema, listOf, pagesFor, type User } from '@brickyard/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/conn.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { errorResponses, IdParamsSchema } from '../../lib/route-schemas.ts';

export type Operation = 'list' | 'read' | 'create' | 'update' | 'remove';

export interface ResourceContext {
  db: Conn;
  user: User;
  now: string;
}

export interface Resource<Item, Create, Update, Filter> {
  /** The path segment: `/api/{name}`. */
  name: string;
  /** "User", "Learning environment": used in messages. */
  label: string;
  item: z.ZodType<Item>;
  create: z.ZodType<Create>;
  update: z.ZodType<Update>;
  filter: z.ZodObject<z.ZodRawShape>;
  sorts: readonly string[];
  /** The module registers `POST /api/{name}` itself (users: signup without a login shares the path). */
  ownCreateRoute?: boolean;
  /** Role gate, checked before the body is read. */
  allowed(user: User, operation: Operation): boolean;
  /** Object check: whether this user may do this to this item (wrong owner → 403). */
  mayTouch(
    ctx: ResourceContext,
    item: Item,
    operation: 'read' | 'update' | 'remove',
    body?: Update,
  ): Promise<boolean>;
  list(ctx: ResourceContext, filter: Filter, query: ListQuery): Promise<{ items: Item[]; count: number }>;
  get(db: Conn, id: string): Promise<Item | null>;
  /** Creates the row(s) inside the transaction and returns the new id. */
  insert(ctx: ResourceContext, body: Create): Promise<string>;
  patch(ctx: ResourceContext, item: Item, body: Update): Promise<void>;
  remove(ctx: ResourceContext, item: Item): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: the mechanism is generic over every resource's types
export const registerResource = <R extends Resource<any, any, any, any>>(
  context: AppContext,
  resource: R,
) => {
  type Item = z.infer<R['item']>;
  const { app, db } = context;
  const base = `/api/${resource.name}`;
  const tags = [resource.name];
  const security = [{ bearer: [] }];
  const errors = errorResponses(400, 401, 403, 404);
  const gate = (operation: Operation) => async (request: FastifyRequest) => {
    if (!resource.allowed(request.user, operation)) throw forbidden();
  };
  /** Role gate for lists; an empty filter (`role=`, as a form sends it) means no filter. */
  const listGate = async (request: FastifyRequest) => {
    await gate('list')(request);
    const query = request.query as Record<string, unknown>;
    for (const key of Object.keys(query)) if (query[key] === '') delete query[key];
  };
  const ctxOf = (request: FastifyRequest, conn: Conn = db): ResourceContext => ({
    db: conn,
    user: request.user,
    now: nowIso(),
  });
  const missing = () => notFound(keyed('labelNotFound', { label: resource.label }));
  const sortValues = resource.sorts.flatMap((s) => [s, `-${s}`]);
  const querySchema = ListQuerySchema.extend(resource.filter.shape).extend({
    sort: z
      .enum(sortValues as [string, ...string[]], { error: `sort must be one of ${sortValues.join(', ')}` })
      .optional(),
  });

  app.get(
    base,
    {
      preValidation: listGate,
      schema: {
        tags,
        security,
        summary: `List ${resource.name}`,
        querystring: querySchema,
        response: { 200: listOf(resource.item), ...errors },
      },
    },
    async (request) => {
      const { page, limit, sort, ...filter } = request.query as ListQuery & Record<string, unknown>;
      const { items, count } = await resource.list(ctxOf(request), filter, { page, limit, sort });
      return { items, count, pages: pagesFor(count, limit) };
    },
  );

  app.get(
    `${base}/:id`,
    {
      preValidation: gate('read'),
      schema: {
        tags,
        security,
        summary: `One of ${resource.name}`,
        params: IdParamsSchema,
        response: { 200: resource.item, ...errors },
      },
    },
    async (request) => {
      const item = await resource.get(db, request.params.id);
      if (!item) throw missing();
      if (!(await resource.mayTouch(ctxOf(request), item, 'read'))) throw forbidden();
      return item;
    },
  );

  if (!resource.ownCreateRoute)
    app.post(
      base,
      {
        preValidation: gate('create'),
        schema: {
          tags,
          security,
          summary: `Create one of ${resource.name}`,
          body: resource.create,
          response: { 201: resource.item, ...errors },
        },
      },
      async (request, reply) => {
        const item = await db.transaction().execute(async (trx) => {
          const id = await resource.insert(ctxOf(request, trx), request.body);
          return resource.get(trx, id);
        });
        return reply.status(201).send(item as Item);
      },
    );

  app.put(
    `${base}/:id`,
    {
      preValidation: gate('update'),
      schema: {
        tags,
        security,
        summary: `Update one of ${resource.name}`,
        params: IdParamsSchema,
        body: resource.update,
        response: { 200: resource.item, ...errors },
      },
    },
    async (request) =>
      db.transaction().execute(async (trx) => {
        const ctx = ctxOf(request, trx);
        const item = await resource.get(trx, request.params.id);
        if (!item) throw missing();
        if (!(await resource.mayTouch(ctx, item, 'update', request.body))) throw forbidden();
        await resource.patch(ctx, item, request.body);
        return (await resource.get(trx, request.params.id)) as Item;
      }),
  );

  app.delete(
    `${base}/:id`,
    {
      preValidation: gate('remove'),
      schema: {
        tags,
        security,
        summary: `Delete one of ${resource.name}`,
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await db.transaction().execute(async (trx) => {
        const ctx = ctxOf(request, trx);
        const item = await resource.get(trx, request.params.id);
        if (!item) throw missing();
        if (!(await resource.mayTouch(ctx, item, 'remove'))) throw forbidden();
        await resource.remove(ctx, item);
      });
      return reply.status(204).send(null);
    },
  );
};
