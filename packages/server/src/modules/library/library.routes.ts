// The authoring library's calls (authoring.md §7): `GET /api/library/{kind}` lists one community's content
// (the spec's `library=true` queries; the learner's `GET /api/courses` and `/api/references` stay theirs),
// `GET /api/library/{kind}/{id}` reads an item for its editor, and `POST /api/{kind}`, `PUT /api/{kind}/{id}`
// and `POST /api/{kind}/{id}/copy` create, save (naming the version edited; 409 when stale) and copy.
import {
  AUTHOR_REPORTS_MAX,
  AuthorReportSchema,
  ConflictBodySchema,
  CopyRequestSchema,
  hasAuthoringRole,
  IdSchema,
  LIBRARY_KINDS,
  type LibraryKind,
  LibraryQuerySchema,
  LibraryRowSchema,
  LookupRequestSchema,
  linkProjectSchema,
  listOf,
  MoveQuestionSchema,
  NOT_AUTHOR_MESSAGE,
  PROJECT_LINK_KINDS,
  PROJECT_LINKS,
  PublishCourseResultSchema,
  PublishCourseSchema,
  SaveQuerySchema,
  TAG_KINDS,
  TagOptionSchema,
  TagSearchQuerySchema,
  TREE_KINDS,
  TREE_MAX,
  TreeListSchema,
  TreeQuerySchema,
} from '@brickyard/core';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { forbidden } from '../../lib/errors.ts';
import { errorResponses, IdParamsSchema } from '../../lib/route-schemas.ts';
import { presentItem } from './item-read.service.ts';
import { DELETABLE_KINDS } from './library-items.service.ts';
import { KINDS, type KindSpec } from './library-kinds.service.ts';
import { libraryReads } from './library-reads.service.ts';
import { libraryWrites } from './library-writes.service.ts';
import { resolveTutorialReport, tutorialReports } from './reports.service.ts';

const tags = ['library'];
const security = [{ bearer: [] }];

/** Authoring routes need admin, contentCreator or translator in the current community (authoring.md §2). */
const authorsOnly = async (request: FastifyRequest) => {
  if (!hasAuthoringRole(request.user)) throw forbidden(NOT_AUTHOR_MESSAGE);
};

const KindParamsSchema = z.object({
  kind: z.enum(LIBRARY_KINDS, { error: `kind must be one of: ${LIBRARY_KINDS.join(', ')}` }),
});

export const libraryRoutes = async ({ app, db }: AppContext) => {
  const writes = libraryWrites(db);
  const reads = libraryReads(db);
  const savedRow = reads.saved;
  /**
   * A library route's options: an authoring role (checked before the body is read; the scope has logged the
   * caller in), its schema.
   */
  const authoring = <S extends FastifySchema>(schema: S) => ({
    preValidation: authorsOnly,
    schema: { tags, security, ...schema },
  });

  app.get(
    '/api/library/tags/:tagKind',
    authoring({
      summary: 'Tag autocomplete: skills, topics, FAQs or references whose title holds q (at most 32)',
      params: z.object({
        tagKind: z.enum(TAG_KINDS, { error: `Tags are one of: ${TAG_KINDS.join(', ')}` }),
      }),
      querystring: TagSearchQuerySchema,
      response: { 200: z.object({ items: z.array(TagOptionSchema) }), ...errorResponses(400, 401, 403) },
    }),
    async (request) =>
      reads.tags(request.user, request.params.tagKind, request.query.q, request.query.language),
  );

  app.post(
    '/api/library/lookup',
    authoring({
      summary:
        'Library rows by id (the titles a course or stage lists), from the communities you author in and the global ones',
      body: LookupRequestSchema,
      response: { 200: z.object({ items: z.array(LibraryRowSchema) }), ...errorResponses(400, 401, 403) },
    }),
    async (request) => reads.lookup(request.user, request.body.ids),
  );

  app.get(
    '/api/library/:kind',
    authoring({
      summary: "The library's content table for your current community: filters, newest first",
      params: KindParamsSchema,
      querystring: LibraryQuerySchema,
      response: { 200: listOf(LibraryRowSchema), ...errorResponses(400, 401, 403) },
    }),
    async (request) => reads.list(request.user, request.params.kind, request.query),
  );

  app.post(
    '/api/assessments/:id/questions/:questionId/move',
    authoring({
      summary:
        'Move a question to another assessment, or copy it there (copy: true); name the version of this one',
      params: z.object({ id: IdSchema, questionId: IdSchema }),
      body: MoveQuestionSchema,
      response: {
        200: z.object({ question: IdSchema, source: LibraryRowSchema, target: LibraryRowSchema }),
        409: ConflictBodySchema,
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (request) => {
      const { id, questionId } = request.params;
      const question = await writes.moveQuestion(request.user, id, questionId, request.body);
      return { question, source: await savedRow(id), target: await savedRow(request.body.to) };
    },
  );

  app.post(
    '/api/courses/:id/publish',
    authoring({
      summary:
        'Publish a course, naming its version; drafts: true publishes its draft stages and the draft items inside them too. Says what learners still do not see, and why',
      params: IdParamsSchema,
      body: PublishCourseSchema,
      response: {
        200: PublishCourseResultSchema,
        409: ConflictBodySchema,
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (request) => {
      const result = await writes.publishCourse(request.user, request.params.id, request.body);
      return { course: await savedRow(request.params.id), ...result };
    },
  );

  for (const kind of PROJECT_LINK_KINDS)
    for (const link of PROJECT_LINKS)
      app.post(
        `/api/${kind}/:id/${link}`,
        authoring({
          summary: `Link one of your projects as the ${link} of a ${KINDS[kind].label.toLowerCase()} (null unlinks); name its version`,
          params: IdParamsSchema,
          body: linkProjectSchema(`${link}Id`),
          response: {
            200: LibraryRowSchema,
            409: ConflictBodySchema,
            ...errorResponses(400, 401, 403, 404),
          },
        }),
        async (request) => {
          const body = request.body as unknown as Record<string, string | null> & { version: number };
          await writes.linkProject(
            request.user,
            kind,
            request.params.id,
            link,
            body[`${link}Id`] ?? null,
            body.version,
          );
          return savedRow(request.params.id);
        },
      );

  app.get(
    '/api/library/bricks/:id/reports',
    authoring({
      summary: `A tutorial's open problem reports, on it and its steps, newest first (at most ${AUTHOR_REPORTS_MAX})`,
      params: IdParamsSchema,
      response: { 200: z.object({ items: z.array(AuthorReportSchema) }), ...errorResponses(401, 403, 404) },
    }),
    async (request) => ({ items: await tutorialReports(db, request.user, request.params.id) }),
  );

  app.post(
    '/api/library/reports/:id/resolve',
    authoring({
      summary: 'Mark a problem report resolved',
      params: IdParamsSchema,
      response: { 204: z.null(), ...errorResponses(401, 403, 404) },
    }),
    async (request, reply) => {
      await resolveTutorialReport(db, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  for (const kind of TREE_KINDS)
    app.get(
      `/api/library/${kind}/tree`,
      authoring({
        summary: `The tree list of one language's ${kind} in your current community (unarchived, at most ${TREE_MAX})`,
        querystring: TreeQuerySchema,
        response: { 200: TreeListSchema, ...errorResponses(400, 401, 403) },
      }),
      async (request) => reads.tree(request.user, kind, request.query.language),
    );

  for (const kind of LIBRARY_KINDS) {
    const spec: KindSpec = KINDS[kind as LibraryKind];
    app.get(
      `/api/library/${kind}/:id`,
      authoring({
        summary: `One ${spec.label.toLowerCase()} as its editor reads it, with its translations`,
        params: IdParamsSchema,
        response: { 200: spec.entity, ...errorResponses(401, 403, 404) },
      }),
      async (request) => presentItem(db, request.user, kind, request.params.id),
    );

    app.post(
      `/api/${kind}`,
      authoring({
        summary: `Create a ${spec.label.toLowerCase()} in your current community (a draft unless draft is false)`,
        body: spec.create,
        response: { 201: LibraryRowSchema, ...errorResponses(400, 401, 403) },
      }),
      async (request, reply) => {
        const id = await writes.create(request.user, kind, request.body as Record<string, unknown>);
        return reply.status(201).send(await savedRow(id));
      },
    );

    app.put(
      `/api/${kind}/:id`,
      authoring({
        summary: `Save a ${spec.label.toLowerCase()}: name the version you edited; force=true saves over a newer one`,
        params: IdParamsSchema,
        querystring: SaveQuerySchema,
        body: spec.update,
        response: {
          200: LibraryRowSchema,
          409: ConflictBodySchema,
          ...errorResponses(400, 401, 403, 404),
        },
      }),
      async (request) => {
        await writes.update(
          request.user,
          kind,
          request.params.id,
          request.body as Record<string, unknown>,
          request.query.force === true,
        );
        return savedRow(request.params.id);
      },
    );

    if ((DELETABLE_KINDS as readonly string[]).includes(kind))
      app.delete(
        `/api/${kind}/:id`,
        authoring({
          summary: `Delete a ${spec.label.toLowerCase()} (its child pages move up to its parent)`,
          params: IdParamsSchema,
          response: { 204: z.null(), ...errorResponses(401, 403, 404) },
        }),
        async (request, reply) => {
          await writes.remove(request.user, kind, request.params.id);
          return reply.status(204).send(null);
        },
      );

    app.post(
      `/api/${kind}/:id/copy`,
      authoring({
        summary: `Copy a ${spec.label.toLowerCase()} into your current community, as your draft`,
        params: IdParamsSchema,
        body: CopyRequestSchema.optional(),
        response: { 201: LibraryRowSchema, ...errorResponses(400, 401, 403, 404) },
      }),
      async (request, reply) => {
        const id = await writes.copy(request.user, kind, request.params.id, request.body?.language);
        return reply.status(201).send(await savedRow(id));
      },
    );
  }
};
