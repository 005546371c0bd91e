// Stickers (learner-teacher.md §7 "Stickers: get, create, save"): teachers and admins list the stickers they may
// give (the pre-created ones and their own), make new ones, and change their own.
import {
  isAdmin,
  STICKER_NOT_YOURS,
  STICKERS_FORBIDDEN,
  StickerCreateSchema,
  StickerListSchema,
  StickerSchema,
  StickerUpdateSchema,
} from '@brickyard/core';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { errorResponses, IdParamsSchema } from '../../lib/route-schemas.ts';
import { requireRole } from '../../plugins/auth.ts';
import { insertSticker, listUsableStickers, loadStickers, updateSticker } from './stickers.store.ts';

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
    async (request) => ({ items: await listUsableStickers(db, request.user._id) }),
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
    async (request, reply) =>
      reply.status(201).send(await insertSticker(db, request.body, request.user._id, nowIso())),
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
    async (request) =>
      db.transaction().execute(async (trx) => {
        const [sticker] = await loadStickers(trx, [request.params.id]);
        if (!sticker) throw notFound('Sticker not found');
        const mine = sticker.author === request.user._id;
        if (!mine && !(isAdmin(request.user) && sticker.author !== null)) throw forbidden(STICKER_NOT_YOURS);
        return updateSticker(trx, sticker._id, request.body, nowIso());
      }),
  );
};
