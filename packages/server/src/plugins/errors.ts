// The one error handler: every failure leaves as `{ message, key?, params?, errors? }` with a status a client can
// act on. `message` is English; `key` and `params` name it in core's catalogue (api/messages.ts), so the browser
// says it in the reader's language; each field error carries its own.
import { keyed, message, SERVER_ISSUE } from '@brickyard/core';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/unavailable.ts';
import {
  type FieldError,
  fieldError,
  HttpError,
  keyedText,
  type Said,
  StaleSaveError,
  withPlace,
} from '../lib/errors.ts';
import { ResponseContractError } from './serializer.ts';

const BODY_LIMIT_TEXT = (limit: number) => `${Math.round(limit / 1024)} KB`;

const pathOf = (instancePath: string, params: Record<string, unknown> | undefined) => {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = params && typeof params.missingProperty === 'string' ? params.missingProperty : '';
  return [path, missing].filter(Boolean).join('.');
};

/** The answer's body for a message, with its key and parameters when the catalogue made it. */
const body = (said: Said, errors?: FieldError[]) => ({ ...keyedText(said), ...(errors ? { errors } : {}) });

/**
 * What the router answers before any route runs (Fastify's `frameworkErrors`): an address that is not valid
 * UTF-8, or a path segment longer than any id.
 */
export const frameworkErrors = (error: FastifyError, _request: unknown, reply: FastifyReply) => {
  const said =
    error.code === 'FST_ERR_BAD_URL'
      ? message('badUrl')
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? message('addressTooLong')
        : message('requestNotHandled');
  return reply.status(error.statusCode ?? 400).send(body(said));
};

export const registerErrorHandler = (app: FastifyInstance, bodyLimit: number) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof StaleSaveError) {
      return reply
        .status(409)
        .send({ message: error.message, ...error.keyed, version: error.version, updatedAt: error.updatedAt });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(body({ message: error.message, ...error.keyed }, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) =>
        fieldError(pathOf(issue.instancePath, issue.params as Record<string, unknown>), issue.message ?? ''),
      );
      const first = errors[0];
      const where =
        error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'request');
      const said = first
        ? withPlace({ ...first, message: first.message || message('valueNotValid') }, where, first.path)
        : keyed('requestNotValid', { where });
      return reply.status(400).send(body(said, errors));
    }
    if (error instanceof ResponseContractError || isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      return reply.status(500).send(body(SERVER_ISSUE));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.status(400).send(body(message('bodyNotJson')));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send(body(message('bodyEmpty')));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send(
          body(
            keyed('bodyTooLarge', {
              size: BODY_LIMIT_TEXT(request.routeOptions?.bodyLimit ?? bodyLimit),
            }),
          ),
        );
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send(body(message('unsupportedMediaType')));
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.status(400).send(body(message('contentLengthMismatch')));
      case 'FST_ERR_BAD_URL':
        return reply.status(400).send(body(message('badUrl')));
    }
    if (error instanceof SyntaxError) {
      return reply.status(400).send(body(message('bodyNotJson')));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(error.message || message('requestNotHandled')));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(body(DATABASE_UNAVAILABLE));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(SERVER_ISSUE));
  });
};
