// All SQL about stickers: the pre-created ones (no author) and those teachers made.
import type { Sticker, StickerCreate, StickerUpdate } from '@brickyard/core';
import type { Conn } from '../../db/conn.ts';
import type { StickerTable } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

const COLUMNS = [
  'id',
  'title',
  'icon',
  'color',
  'background_color',
  'xp',
  'author_id',
  'preset_key',
] as const;

/** The same columns for queries that join stickers as `s`. */
export const S_COLUMNS = COLUMNS.map((column) => `s.${column}` as const);

type Row = Pick<StickerTable, (typeof COLUMNS)[number]>;

export const toSticker = (row: Row): Sticker => ({
  _id: row.id,
  title: row.title,
  icon: row.icon,
  color: row.color,
  backgroundColor: row.background_color,
  xp: Number(row.xp),
  author: row.author_id,
  key: row.preset_key,
});

/** The stickers `userId` may give: the pre-created ones, then their own, oldest first. */
export const listUsableStickers = async (db: Conn, userId: string) =>
  (
    await db
      .selectFrom('stickers')
      .select(COLUMNS)
      .where((w) => w.or([w('author_id', 'is', null), w('author_id', '=', userId)]))
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  ).map(toSticker);

export const loadStickers = async (db: Conn, ids: readonly string[]) =>
  ids.length === 0
    ? []
    : (await db.selectFrom('stickers').select(COLUMNS).where('id', 'in', ids).execute()).map(toSticker);

export const insertSticker = async (db: Conn, input: StickerCreate, authorId: string, now: string) => {
  const row = {
    id: newId(),
    title: input.title,
    icon: input.icon,
    color: input.color,
    background_color: input.backgroundColor,
    xp: 0,
    preset_key: null,
    author_id: authorId,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('stickers').values(row).execute();
  return toSticker(row);
};

export const updateSticker = async (db: Conn, id: string, input: StickerUpdate, now: string) => {
  await db
    .updateTable('stickers')
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.icon !== undefined ? { icon: input.icon } : {}),
      ...(input.color !== undefined ? { color: input.color } : {}),
      ...(input.backgroundColor !== undefined ? { background_color: input.backgroundColor } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
  return (await loadStickers(db, [id]))[0]!;
};
