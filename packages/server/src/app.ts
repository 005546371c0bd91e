// buildApp(config, db): the whole HTTP application, built the same way for `main` and for tests (app.inject).

import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifySchema, LogController } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import { createCaches } from './caches.ts';
import type { Config } from './config.ts';
import { type AppContext, type TypedApp, typed } from './context.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createAccessTokens } from './lib/tokens.ts';
import { authRoutes, meRoutes } from './modules/auth/auth.routes.ts';
import { passwordRequestRoutes } from './modules/auth/password-requests.routes.ts';
import { classLoginRoutes } from './modules/classes/class-login.routes.ts';
import { classesResource } from './modules/classes/classes.resource.ts';
import { classesRoutes } from './modules/classes/classes.routes.ts';
import { constantsRoutes } from './modules/constants/constants.routes.ts';
import { coursesRoutes } from './modules/courses/courses.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { learnRoutes } from './modules/learn/learn.routes.ts';
import { progressRoutes } from './modules/learn/progress.routes.ts';
import { referencesRoutes } from './modules/learn/references.routes.ts';
import { learningEnvironmentsResource } from './modules/learning-environments/learning-environments.resource.ts';
import { learningEnvironmentsRoutes } from './modules/learning-environments/learning-environments.routes.ts';
import { libraryRoutes } from './modules/library/library.routes.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { registerResource } from './modules/resources/resource.ts';
import { feedbackRoutes } from './modules/teaching/feedback.routes.ts';
import { markingRoutes } from './modules/teaching/marking.routes.ts';
import { profileRoutes } from './modules/teaching/profile.routes.ts';
import { classProgressRoutes } from './modules/teaching/progress.routes.ts';
import { stickersRoutes } from './modules/teaching/stickers.routes.ts';
import { importRoutes } from './modules/users/import.routes.ts';
import { passwordRoutes } from './modules/users/password.routes.ts';
import { signupRoutes } from './modules/users/signup.routes.ts';
import { studentsRoutes } from './modules/users/students.routes.ts';
import { usersResource } from './modules/users/users.resource.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createRequireUser } from './plugins/auth.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/errors.ts';
import { registerRequestShapeChecks } from './plugins/request-shape.ts';
import { registerRunnerFrames } from './plugins/runner-frames.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { createSerializerCompiler } from './plugins/serializer.ts';
import { registerWebApp } from './plugins/web.ts';

export const BODY_LIMIT = 1024 * 1024;

/** A route as registered: its method, URL pattern (`/api/projects/:id`) and schemas. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}
const routesOf = new WeakMap<FastifyInstance, RegisteredRoute[]>();
/** Every route `buildApp` registered: the authorization matrix and the fuzz tests walk them all. */
export const registeredRoutes = (app: FastifyInstance): readonly RegisteredRoute[] => routesOf.get(app) ?? [];

/** Where the web build's files are served: compressed at build time where it pays (web.ts). */
const BUILT_FILE_PREFIXES = ['/assets/', '/pyodide/', '/vendor/', '/runners/'];

// Brotli told each answer's size sets up a window to fit it instead of 4 MB: half the time for a 6 KB answer.
const sizedBrotli = {
  ...zlib,
  brotliCompressSync: (payload: Buffer, options: zlib.BrotliOptions = {}) =>
    zlib.brotliCompressSync(payload, {
      ...options,
      params: { ...options.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: payload.length },
    }),
};

export const buildApp = async (
  config: Config,
  database: DatabaseHandle,
  options: {
    logger?: boolean;
    /** How a failed login waits before it is answered; a real wait unless a test records the waits instead. */
    failurePause?: (ms: number) => Promise<void>;
  } = {},
) => {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    // A hop count trusts that many proxies nearest to us (as proxy-addr reads a number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  });
  const routes: RegisteredRoute[] = [];
  routesOf.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ validate: config.nodeEnv === 'test' }));
  registerErrorHandler(app, BODY_LIMIT);
  database.onConnectionError((error) =>
    app.log.warn({ err: error }, 'a database connection was lost; the next query opens a new one'),
  );
  registerRequestShapeChecks(app);
  // HTML pages and API answers over 1 KB go out compressed (brotli at quality 4, else gzip); the built assets
  // are compressed once at build time and sent as they are (web.ts). Answers up to 64 KB are compressed in one
  // synchronous call (about 0.1 ms for a 20 KB course home): the plugin's default on two cores, 8 KB, sent the
  // course home through a compression stream per response, which cost two thirds of its throughput.
  // The built files are compressed once, at build time (the small ones are not worth it): not again per request.
  app.addHook('onRoute', (route) => {
    if (BUILT_FILE_PREFIXES.some((prefix) => route.url.startsWith(prefix))) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    zlib: sizedBrotli,
  });

  registerSecurityHeaders(app, config.nodeEnv === 'production');

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Brickyard API',
        version: '1.0.0',
        description: 'The API behind the Brickyard web app.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    // Named schemas (the recursive ones: pieces, tutorial steps) go into components, where their $refs point.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const tokens = createAccessTokens(config.jwtSecret, config.accessTokenTtl);
  const requireUser = createRequireUser(database, tokens);
  /** A scope whose every request is authenticated once, before its routes' own hooks (401 otherwise). */
  const signedIn = async (routes: (app: TypedApp) => Promise<void> | void) => {
    await app.register(async (scope) => {
      scope.addHook('onRequest', requireUser);
      await routes(typed(scope));
    });
  };
  const context: AppContext = {
    app: typed(app),
    db: database.db,
    dialect: database.dialect,
    config,
    tokens,
    caches: createCaches(),
    requireUser,
    signedIn,
    ...(options.failurePause ? { failurePause: options.failurePause } : {}),
  };

  // Only the /auth routes read or set cookies; keeping the cookie plugin to them spares every API request its hooks.
  await app.register(async (auth) => {
    await auth.register(fastifyCookie);
    await authRoutes({ ...context, app: typed(auth) });
  });
  // Open to everyone (each route says why): signing up, a forgotten password, uploads to a signed address, the
  // constants and health. The password and file modules put their other routes in a signed-in scope themselves.
  await signupRoutes(context);
  await passwordRoutes(context);
  await filesRoutes(context);
  await constantsRoutes(context);
  await healthRoutes(context, database);
  await classLoginRoutes(context);
  // Every other module is signed-in as a whole: authenticated once for its scope.
  await signedIn(async (scoped) => {
    const inScope = { ...context, app: scoped };
    await meRoutes(inScope);
    await usersRoutes(inScope);
    await importRoutes(inScope);
    registerResource(inScope, usersResource);
    registerResource(inScope, learningEnvironmentsResource);
    await learningEnvironmentsRoutes(inScope);
    registerResource(inScope, classesResource);
    await classesRoutes(inScope);
    await passwordRequestRoutes(inScope);
    await learnRoutes(inScope);
    await referencesRoutes(inScope);
    await progressRoutes(inScope);
    await projectsRoutes(inScope);
    await studentsRoutes(inScope);
    await coursesRoutes(inScope);
    await stickersRoutes(inScope);
    await libraryRoutes(inScope);
    await markingRoutes(inScope);
    await feedbackRoutes(inScope);
    await classProgressRoutes(inScope);
    await profileRoutes(inScope);
  });
  registerRunnerFrames(app, config.webDist);
  await registerWebApp(app, config.webDist);

  await app.ready();
  return app;
};
