// Getting an account: `POST /api/users` serves both an admin creating a user (with a login) and a student or
// teacher signing up (without one); whether a class code exists (before any account does); generated usernames;
// the teacher's first-stage check; school search.
import {
  ClassCodeExistsResponseSchema,
  ErrorBodySchema,
  EstablishmentSearchBodySchema,
  EstablishmentSearchResponseSchema,
  GenerateUsernameBodySchema,
  GenerateUsernameResponseSchema,
  SignupClassCodeSchema,
  StudentSignupSchema,
  TeacherSignupCheckSchema,
  TeacherSignupSchema,
  UserCreateSchema,
  UserSchema,
} from '@brickyard/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { unauthorized } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { parseBody } from '../../lib/validation.ts';
import { bearerToken } from '../../plugins/auth.ts';
import {
  checkTeacherSignup,
  classCodeExists,
  generateUsername,
  requireSignupCode,
  type SignupDeps,
  searchEstablishments,
  signUpStudent,
  signUpTeacher,
} from './signup.service.ts';
import { createUser } from './users.service.ts';

const errors = errorResponses(400, 401, 403, 404, 429);

/** The body of `POST /api/users`, for the documentation: which one applies is decided per request. */
const CreateUserBodySchema = z.union([UserCreateSchema, StudentSignupSchema, TeacherSignupSchema]);

const hasKey = (body: unknown, key: string) =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && key in body;

export const signupRoutes = async ({ app, db, config, requireUser }: AppContext) => {
  const deps: SignupDeps = { db, teacherSignupCode: config.teacherSignupCode };
  /** Logs the caller in when they send a token (a bad one is still a 401); lets anonymous callers through. */
  const optionalUser = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== undefined || bearerToken(request))
      await requireUser(request, reply);
  };
  app.post(
    '/api/classes/classCodeExists/:code',
    {
      schema: {
        tags: ['classes'],
        summary: 'Whether an active class has this join code (student signup, before any account exists)',
        params: z.object({ code: SignupClassCodeSchema }),
        response: { 200: ClassCodeExistsResponseSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => ({ exists: await classCodeExists(deps, request.params.code, request.ip) }),
  );

  /** The body as sent: the route's union schema documents it, the handler checks it with the right part. */
  const sent = new WeakMap<FastifyRequest, unknown>();

  app.post(
    '/api/users',
    {
      onRequest: optionalUser,
      preValidation: async (request) => {
        sent.set(request, request.body);
      },
      attachValidation: true,
      schema: {
        tags: ['users'],
        summary:
          'Create a user (admins, logged in) or sign up (students with classCode, teachers with signupCode)',
        description:
          'With a bearer token: an admin creates any user. Without one: a student signs up with their class ' +
          "code and joins that class, or a teacher signs up with the server's signup code into an existing " +
          'school (school) or a new one (newSchool). Log in afterwards with POST /auth/local.',
        body: CreateUserBodySchema,
        response: { 201: UserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = sent.get(request);
      if (request.user) {
        const created = await createUser(db, request.user, parseBody(UserCreateSchema, body));
        return reply.status(201).send(created);
      }
      if (hasKey(body, 'classCode'))
        return reply
          .status(201)
          .send(await signUpStudent(deps, parseBody(StudentSignupSchema, body), request.ip));
      if (hasKey(body, 'signupCode'))
        return reply
          .status(201)
          .send(await signUpTeacher(deps, parseBody(TeacherSignupSchema, body), request.ip));
      throw unauthorized();
    },
  );

  app.post(
    '/api/users/generateUsername',
    {
      schema: {
        tags: ['users'],
        summary: 'A free username made from a first name (student signup)',
        body: GenerateUsernameBodySchema,
        response: { 200: GenerateUsernameResponseSchema, 400: errors[400] },
      },
    },
    async (request) => ({ generatedName: await generateUsername(db, request.body.firstname) }),
  );

  app.post(
    '/api/users/signup/check',
    {
      schema: {
        tags: ['users'],
        summary: 'Teacher signup, first stage: the signup code is right and the username is free',
        body: TeacherSignupCheckSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => checkTeacherSignup(deps, request.body, request.ip),
  );

  app.post(
    '/api/learning_environments/search',
    {
      onRequest: optionalUser,
      schema: {
        tags: ['learning_environments'],
        summary:
          'Find schools by name (at least 3 letters, up to 32 results): logged in, or with the signup code',
        body: EstablishmentSearchBodySchema,
        response: { 200: EstablishmentSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!request.user) {
        if (request.body.signupCode === undefined) throw unauthorized();
        await requireSignupCode(deps, request.body.signupCode, request.ip);
      }
      return { items: await searchEstablishments(db, request.body.query) };
    },
  );
};
