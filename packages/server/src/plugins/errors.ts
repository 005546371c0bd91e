// The one error handler: every failure leaves as `{ message, errors? }` with a status a client can act on.
import { SERVER_ISSUE } from '@brickyard/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/unavailable.ts';
import { type FieldError, HttpError, StaleSaveError } from '../lib/errors.ts';
import { ResponseContractError } from './serializer.ts';

const BODY_LIMIT_TEXT = (limit: number) => `${Math.round(limit / 1024)} KB`;

const pathOf = (instancePath: string, params: Record<string, unknown> | undefined) => {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = params && typeof params.missingProperty === 'string' ? params.missingProperty : '';
  return [path, missing].filter(Boolean).join('.');
};

export const registerErrorHandler = (app: FastifyInstance, bodyLimit: number) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof StaleSaveError) {
      return reply
        .status(409)
        .send({ message: error.message, version: error.version, updatedAt: error.updatedAt });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        path: pathOf(issue.instancePath, issue.params as Record<string, unknown>),
        message: issue.message ?? 'Invalid value',
      }));
      const first = errors[0];
      const where =
        error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'request');
      const message = first
        ? `${first.message}${first.path ? ` (${where} ${first.path})` : ''}`
        : `The ${where} is not valid`;
      return reply.status(400).send({ message, errors });
    }
    if (error instanceof ResponseContractError || isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      return reply.status(500).send({ message: SERVER_ISSUE });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.status(400).send({ message: 'The request body is not valid JSON' });
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send({ message: 'The request body is empty; send a JSON object' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send({
          message: `The request body is too large; the limit is ${BODY_LIMIT_TEXT(request.routeOptions?.bodyLimit ?? bodyLimit)}`,
        });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send({ message: 'Unsupported content type; send application/json' });
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.status(400).send({ message: 'The request body does not match its Content-Length' });
    }
    if (error instanceof SyntaxError) {
      return reply.status(400).send({ message: 'The request body is not valid JSON' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || 'The request could not be handled' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: SERVER_ISSUE });
  });
};
