// Projects: create on one's own profile, open, save (autosave, 409 on a stale save), archive, versions, lists.
import {
  ClassProjectListQuerySchema,
  ClassProjectSummarySchema,
  ConflictBodySchema,
  IdSchema,
  listOf,
  NewProjectSchema,
  ProjectArchiveSchema,
  ProjectListQuerySchema,
  ProjectSaveSchema,
  ProjectSummarySchema,
  ProjectVersionFilesSchema,
  ProjectVersionSchema,
  ProjectViewSchema,
  pagesFor,
  SaveQuerySchema,
  StarProjectSchema,
} from '@brickyard/core';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errorResponses, IdParamsSchema } from '../../lib/route-schemas.ts';
import {
  archiveProject,
  classProjectList,
  createProject,
  projectList,
  projectVersion,
  projectVersions,
  restoreVersion,
  saveProject,
  starProject,
  viewProject,
} from './projects.service.ts';

const VersionParamsSchema = z.object({ id: IdSchema, versionId: IdSchema });
const StarParamsSchema = z.object({ id: IdSchema, projectId: IdSchema });
const security = [{ bearer: [] }];
const tags = ['projects'];

export const projectsRoutes = async ({ app, db, caches }: AppContext) => {
  app.post(
    '/api/projects',
    {
      schema: {
        tags,
        security,
        summary: 'Create a project on your own profile, with the starter files of its language',
        body: NewProjectSchema,
        response: { 201: ProjectViewSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProject(db, caches, request.user, request.body)),
  );

  app.get(
    '/api/projects',
    {
      schema: {
        tags,
        security,
        summary: "Your projects, a student's (their teachers), or everyone's (admins); 24 a page",
        querystring: ProjectListQuerySchema,
        response: { 200: listOf(ProjectSummarySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { items, count } = await projectList(db, request.user, request.query);
      return { items, count, pages: pagesFor(count, request.query.limit) };
    },
  );

  app.get(
    '/api/classes/:id/projects',
    {
      schema: {
        tags,
        security,
        summary: "The class's students' projects, 25 a page, each saying whether the class starred it",
        params: IdParamsSchema,
        querystring: ClassProjectListQuerySchema,
        response: { 200: listOf(ClassProjectSummarySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { items, count } = await classProjectList(db, request.user, request.params.id, request.query);
      return { items, count, pages: pagesFor(count, request.query.limit) };
    },
  );

  app.put(
    '/api/classes/:id/starred-projects/:projectId',
    {
      schema: {
        tags,
        security,
        summary: "Star a student's project on the class wall, or take the star away (the class's teacher)",
        params: StarParamsSchema,
        body: StarProjectSchema,
        response: {
          200: z.object({ starredProjects: z.array(IdSchema) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      starProject(db, request.user, request.params.id, request.params.projectId, request.body.starred),
  );

  app.get(
    '/api/projects/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A project with its files (owner, their teachers and instructors, admins)',
        params: IdParamsSchema,
        response: { 200: ProjectViewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => viewProject(db, request.user, request.params.id),
  );

  app.put(
    '/api/projects/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Save a project (owner only): name the version you edited; force=true saves over a newer one',
        params: IdParamsSchema,
        body: ProjectSaveSchema,
        querystring: SaveQuerySchema,
        response: { 200: ProjectViewSchema, 409: ConflictBodySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      saveProject(db, request.user, request.params.id, request.body, request.query.force === true),
  );

  app.put(
    '/api/projects/:id/archive',
    {
      schema: {
        tags,
        security,
        summary: 'Archive or restore a project (owner, admins)',
        params: IdParamsSchema,
        body: ProjectArchiveSchema,
        response: { 200: ProjectViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => archiveProject(db, request.user, request.params.id, request.body.archived),
  );

  app.get(
    '/api/projects/:id/versions',
    {
      schema: {
        tags,
        security,
        summary: 'The earlier versions kept of a project, newest first',
        params: IdParamsSchema,
        response: { 200: z.array(ProjectVersionSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => projectVersions(db, request.user, request.params.id),
  );

  app.get(
    '/api/projects/:id/versions/:versionId',
    {
      schema: {
        tags,
        security,
        summary: 'One earlier version with its files',
        params: VersionParamsSchema,
        response: { 200: ProjectVersionFilesSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => projectVersion(db, request.user, request.params.id, request.params.versionId),
  );

  app.post(
    '/api/projects/:id/versions/:versionId/restore',
    {
      schema: {
        tags,
        security,
        summary: 'Put an earlier version back (owner only); the replaced files are kept as a version',
        params: VersionParamsSchema,
        response: { 200: ProjectViewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => restoreVersion(db, request.user, request.params.id, request.params.versionId),
  );
};
