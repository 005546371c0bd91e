// Stickers a teacher awards while marking: a short title on a coloured icon, worth some xp.
import { z } from 'zod';
import { message, STICKER_TITLE_MESSAGE } from '../api/messages.ts';
import { STICKER_TITLE_MAX } from '../constants.ts';
import { IdSchema, requiredMessage } from './common.ts';
import { ColourSchema } from './content.ts';
import { isStickerIcon } from './sticker-icons.ts';

export const DEFAULT_STICKER_ICON = 'star';
export const DEFAULT_STICKER_COLOR = '#ffffff';
export const DEFAULT_STICKER_BACKGROUND_COLOR = '#1e88e5';

export const StickerTitleSchema = z
  .string({ error: requiredMessage('stickerTitle') })
  .trim()
  .min(1, requiredMessage('stickerTitle'))
  .max(STICKER_TITLE_MAX, STICKER_TITLE_MESSAGE);

/** An icon name from the sticker icon list. */
export const StickerIconSchema = z
  .string({ error: requiredMessage('icon') })
  .min(1, requiredMessage('icon'))
  .refine(isStickerIcon, message('stickerIcon'));

export const StickerSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  icon: z.string(),
  color: z.string(),
  backgroundColor: z.string(),
  xp: z.number().min(0),
  /** Who made it; null for the pre-created stickers everyone can use. */
  author: IdSchema.nullable(),
  /** A pre-created sticker's name in the locale files, so its title shows in each language; else null. */
  key: z.string().nullable(),
});
export type Sticker = z.infer<typeof StickerSchema>;

/**
 * A new sticker gets the default icon and colours unless chosen. Stickers made by teachers carry no xp (a
 * sticker is praise; xp moves only by the marking rule), so the body has no xp field and one sent is refused.
 */
export const StickerCreateSchema = z
  .object({
    title: StickerTitleSchema,
    icon: StickerIconSchema.default(DEFAULT_STICKER_ICON),
    color: ColourSchema.default(DEFAULT_STICKER_COLOR),
    backgroundColor: ColourSchema.default(DEFAULT_STICKER_BACKGROUND_COLOR),
  })
  .strict();
export type StickerCreate = z.infer<typeof StickerCreateSchema>;

/** Its author changes a sticker's look and title. */
export const StickerUpdateSchema = z
  .object({
    title: StickerTitleSchema,
    icon: StickerIconSchema,
    color: ColourSchema,
    backgroundColor: ColourSchema,
  })
  .partial()
  .strict();
export type StickerUpdate = z.infer<typeof StickerUpdateSchema>;
