// Uploads (authoring.md §7): `POST /api/files` (filename, filetype, size) answers a signed address and the
// file's url; the browser PUTs the image there (the signature is the permission: key, type, size and expiry
// are bound in it); `GET /files/{key}` serves it with headers that keep it an image.
import {
  FileRequestSchema,
  hasAuthoringRole,
  keyed,
  message,
  NOT_AUTHOR_MESSAGE,
  SignedUploadSchema,
  UPLOAD_EXPIRED_MESSAGE,
  UPLOAD_EXTENSIONS,
  UPLOAD_INVALID_MESSAGE,
  UPLOAD_MAX_BYTES,
  UPLOAD_TTL_SECONDS,
  UPLOAD_TYPES,
  UPLOAD_USED_MESSAGE,
  type UploadType,
  uploadNotTypeMessage,
} from '@brickyard/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { FILE_KEY, type FileStore, localDiskStore } from './file-store.ts';
import { looksLike, uploadSigner } from './signing.ts';

const tags = ['files'];

const UploadQuerySchema = z.object({
  type: z.string().max(50),
  size: z.coerce.number().int().min(1).max(UPLOAD_MAX_BYTES),
  expires: z.coerce.number().int(),
  signature: z.string().max(128),
});

const TYPE_OF_EXTENSION = Object.fromEntries(
  Object.entries(UPLOAD_EXTENSIONS).map(([type, extension]) => [extension, type]),
) as Record<string, UploadType>;

/** An uploaded file is only ever an image: no sniffing, no scripts, not framed elsewhere. */
const FILE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; sandbox",
  'content-disposition': 'inline',
  'x-content-type-options': 'nosniff',
};

const authorsOnly = async (request: FastifyRequest) => {
  if (!hasAuthoringRole(request.user)) throw forbidden(NOT_AUTHOR_MESSAGE);
};

export const filesRoutes = async (
  context: AppContext,
  store: FileStore = localDiskStore(context.config.dataDir),
) => {
  const { app, config } = context;
  const signer = uploadSigner(config.jwtSecret);

  await context.signedIn((signedIn) => {
    signedIn.post(
      '/api/files',
      {
        preValidation: authorsOnly,
        schema: {
          tags,
          security: [{ bearer: [] }],
          summary: 'A signed address to PUT one image to (PNG, JPEG, GIF or WebP, at most 5 MB), and its url',
          body: FileRequestSchema,
          response: { 200: SignedUploadSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const { filetype, size } = request.body;
        const key = `${newId()}.${UPLOAD_EXTENSIONS[filetype]}`;
        const expires = Math.floor(Date.now() / 1000) + UPLOAD_TTL_SECONDS;
        const signature = signer.sign({ key, type: filetype, size, expires });
        const query = new URLSearchParams({
          type: filetype,
          size: String(size),
          expires: String(expires),
          signature,
        });
        return {
          signedUrl: `/api/files/upload/${key}?${query}`,
          url: `/files/${key}`,
          expiresAt: new Date(expires * 1000).toISOString(),
        };
      },
    );
  });

  // The PUT reads the image's bytes as they are: its own scope, so only it accepts image bodies.
  await app.register(async (scope: FastifyInstance) => {
    scope.addContentTypeParser(
      [...UPLOAD_TYPES],
      { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/api/files/upload/:key',
      {
        bodyLimit: UPLOAD_MAX_BYTES,
        schema: {
          tags,
          summary: 'Upload the image to its signed address, sent as its type',
          params: z.object({ key: z.string().max(80) }),
          querystring: UploadQuerySchema,
          response: { 201: z.object({ url: z.string() }), ...errorResponses(400, 403, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const { key } = request.params;
        const { type, size, expires, signature } = request.query;
        if (!FILE_KEY.test(key) || !signer.verify({ key, type, size, expires }, signature))
          throw forbidden(UPLOAD_INVALID_MESSAGE);
        if (expires < Date.now() / 1000) throw forbidden(UPLOAD_EXPIRED_MESSAGE);
        const sentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (sentType !== type) throw badRequest(keyed('fileTypeSigned', { type }));
        const data = request.body as Buffer;
        if (!Buffer.isBuffer(data) || data.length !== size)
          throw badRequest(keyed('fileSizeSigned', { size }));
        if (!looksLike(type, data)) throw badRequest(uploadNotTypeMessage(type));
        if (!(await store.create(key, data))) throw conflict(UPLOAD_USED_MESSAGE);
        return reply.status(201).send({ url: `/files/${key}` });
      },
    );
  });

  app.get(
    '/files/:key',
    {
      schema: { hide: true, params: z.object({ key: z.string().max(80) }) },
    },
    async (request, reply) => {
      const { key } = request.params;
      const data = FILE_KEY.test(key) ? await store.read(key) : null;
      if (!data) throw notFound(message('fileNotFound'));
      const type = TYPE_OF_EXTENSION[key.split('.').pop() ?? ''];
      if (!type) throw notFound(message('fileNotFound'));
      return reply.headers({ ...FILE_HEADERS, 'content-type': type }).send(data);
    },
  );
};
