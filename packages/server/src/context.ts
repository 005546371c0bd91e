// What every module's route function receives from `buildApp` (app.ts), in a file of its own so that no module
// imports the app that registers it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Caches } from './caches.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle, Db } from './db/database.ts';
import type { AccessTokens } from './lib/tokens.ts';

/** A Fastify instance (or scope) whose routes are typed by their zod schemas. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
export type TypedApp = ReturnType<typeof typed>;

/** What every module's route function receives. */
export interface AppContext {
  /**
   * The scope the module's routes are registered in. Modules registered as signed-in (app.ts) get a scope whose
   * every request is authenticated first: `request.user` is set, or the answer is 401.
   */
  app: TypedApp;
  db: Db;
  dialect: DatabaseHandle['dialect'];
  config: Config;
  tokens: AccessTokens;
  /** The app's caches (caches.ts), made by `buildApp` for this app alone. */
  caches: Caches;
  /** Authenticates one request (401 without a valid access token); signed-in scopes run it for every request. */
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * Registers routes in a scope of their own whose every request is authenticated first, for a module that
   * also has routes open to everyone.
   */
  signedIn: (routes: (app: TypedApp) => Promise<void> | void) => Promise<void>;
  /** See buildApp's options. */
  failurePause?: (ms: number) => Promise<void>;
}
