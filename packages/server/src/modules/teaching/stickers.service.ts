// Stickers (learner-teacher.md §7): the ones a teacher may give (the pre-created ones and their own), making one,
// and changing one's own (admins: any a teacher made; the pre-created ones stay as they are).
import {
  isAdmin,
  message,
  STICKER_NOT_YOURS,
  type StickerCreate,
  type StickerUpdate,
  type User,
} from '@brickyard/core';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { insertSticker, listUsableStickers, loadStickers, updateSticker } from './stickers.store.ts';

export const usableStickers = async (db: Db, user: User) => ({
  items: await listUsableStickers(db, user._id),
});

export const makeSticker = (db: Db, user: User, sticker: StickerCreate) =>
  insertSticker(db, sticker, user._id, nowIso());

export const changeSticker = (db: Db, user: User, id: string, changes: StickerUpdate) =>
  db.transaction().execute(async (trx) => {
    const [sticker] = await loadStickers(trx, [id]);
    if (!sticker) throw notFound(message('stickerNotFound'));
    const mine = sticker.author === user._id;
    if (!mine && !(isAdmin(user) && sticker.author !== null)) throw forbidden(STICKER_NOT_YOURS);
    return updateSticker(trx, sticker._id, changes, nowIso());
  });
