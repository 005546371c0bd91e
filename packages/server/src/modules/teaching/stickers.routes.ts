// Stickers (learner-teacher.md §7 "Stickers: get, create, save"): teachers and admins list the stickers they may
// give (the pre-created ones and their own), make new ones, and change their own (stickers.service.ts).
import {
  STICKERS_FORBIDDEN,
  StickerCreateSchema,
  StickerListSchema,
  StickerSchema,
  StickerUpdateSchema,
} from '@brickyard/core';
import type { AppContext } from '../../context.ts';
import { errorResponses, IdParamsSchema } from '../../lib/route-schemas.ts';
import { requireRole } from '../../plugins/auth.ts';
import { changeSticker, makeSticker, usableStickers } from './stickers.service.ts';

const tags = ['teaching'];
const security = [{ bearer: [] }];

const teachersOnly = requireRole(STICKERS_FORBIDDEN, 'teacher', 'admin');

export const stickersRoutes = async ({ app, db }: AppContext) => {
  app.get(
    '/api/stickers',
    {
      preValidation: teachersOnly,
      schema: {
        tags,
        security,
        summary: 'The stickers you may give: the pre-created ones and your own',
        response: { 200: StickerListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => usableStickers(db, request.user),
  );

  app.post(
    '/api/stickers',
    {
      preValidation: teachersOnly,
      schema: {
        tags,
        security,
        summary:
          'Make a sticker (title at most 11 characters, an icon from the list, colours); it gives no xp',
        body: StickerCreateSchema,
        response: { 201: StickerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await makeSticker(db, request.user, request.body)),
  );

  app.put(
    '/api/stickers/:id',
    {
      preValidation: teachersOnly,
      schema: {
        tags,
        security,
        summary: 'Change a sticker you made (admins: any sticker a teacher made)',
        params: IdParamsSchema,
        body: StickerUpdateSchema,
        response: { 200: StickerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => changeSticker(db, request.user, request.params.id, request.body),
  );
};
