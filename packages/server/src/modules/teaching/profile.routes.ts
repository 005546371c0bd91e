// Profile routes: the home summary, badges, classes and the starred projects of one's classes. Visible to the
// person, the teachers and instructors of their classes, and admins; everyone else gets 403.
import {
  BadgeListSchema,
  PROFILE_FORBIDDEN,
  ProfileSummarySchema,
  StarredClassProjectListSchema,
  type User,
  UserClassListSchema,
} from '@brickyard/core';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { errorResponses, IdParamsSchema } from '../../lib/route-schemas.ts';
import { readableLearnerId } from '../learn/progress.service.ts';
import { badgesOf, classesOf, profileSummary, starredClassProjects } from './profile.service.ts';

const tags = ['profile'];
const security = [{ bearer: [] }];

/** The id behind `me` or an id, when the caller may see that profile and it exists. */
const profileId = (db: Db, user: User, param: string) =>
  readableLearnerId(db, user, param, PROFILE_FORBIDDEN);

export const profileRoutes = async ({ app, db, caches }: AppContext) => {
  app.get(
    '/api/users/:id/profile',
    {
      schema: {
        tags,
        security,
        summary: 'Profile home: who, xp, current course progress, latest achievements, projects and feedback',
        params: IdParamsSchema,
        response: { 200: ProfileSummarySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      profileSummary(db, caches, await profileId(db, request.user, request.params.id), request.user.locale),
  );

  app.get(
    '/api/users/:id/badges',
    {
      schema: {
        tags,
        security,
        summary: 'The stickers teachers awarded the user, grouped, with how many of each',
        params: IdParamsSchema,
        response: { 200: BadgeListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ items: await badgesOf(db, await profileId(db, request.user, request.params.id)) }),
  );

  app.get(
    '/api/users/:id/classes',
    {
      schema: {
        tags,
        security,
        summary: 'The classes the user belongs to: teacher, year, courses and their role in it',
        params: IdParamsSchema,
        response: { 200: UserClassListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      items: await classesOf(
        db,
        caches,
        await profileId(db, request.user, request.params.id),
        request.user.locale,
      ),
    }),
  );

  app.get(
    '/api/users/:id/class-projects',
    {
      schema: {
        tags,
        security,
        summary: "Projects starred on the walls of the user's classes",
        params: IdParamsSchema,
        response: { 200: StarredClassProjectListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      items: await starredClassProjects(
        db,
        request.user,
        await profileId(db, request.user, request.params.id),
      ),
    }),
  );
};
