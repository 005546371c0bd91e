// Stickers a teacher awards while marking: a short title on a coloured icon, worth some xp.
import { z } from 'zod';
import { STICKER_TITLE_MAX } from '../constants.ts';
import { IdSchema, requiredMessage } from './common.ts';
import { ColourSchema, XpSchema } from './content.ts';

export const STICKER_TITLE_MESSAGE = `Sticker title must be ${STICKER_TITLE_MAX} characters or fewer`;
export const DEFAULT_STICKER_ICON = 'star';
export const DEFAULT_STICKER_COLOR = '#ffffff';
export const DEFAULT_STICKER_BACKGROUND_COLOR = '#1e88e5';

export const StickerTitleSchema = z
  .string({ error: requiredMessage('Sticker title') })
  .trim()
  .min(1, requiredMessage('Sticker title'))
  .max(STICKER_TITLE_MAX, STICKER_TITLE_MESSAGE);

/** An icon name from the sticker icon list. */
export const StickerIconSchema = z
  .string({ error: requiredMessage('Icon') })
  .min(1, requiredMessage('Icon'))
  .max(50, 'Icon must be 50 characters or fewer')
  .regex(/^[a-z0-9-]+$/, 'Icon must be a name from the icon list');

export const StickerSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  icon: z.string(),
  color: z.string(),
  backgroundColor: z.string(),
  xp: z.number().min(0),
  /** Who made it; null for the pre-created stickers everyone can use. */
  author: IdSchema.nullable(),
});
export type Sticker = z.infer<typeof StickerSchema>;

/** A new sticker gets the default icon and colours unless chosen. */
export const StickerCreateSchema = z
  .object({
    title: StickerTitleSchema,
    icon: StickerIconSchema.default(DEFAULT_STICKER_ICON),
    color: ColourSchema.default(DEFAULT_STICKER_COLOR),
    backgroundColor: ColourSchema.default(DEFAULT_STICKER_BACKGROUND_COLOR),
    xp: XpSchema.default(0),
  })
  .strict();
export type StickerCreate = z.infer<typeof StickerCreateSchema>;

export const StickerUpdateSchema = z
  .object({
    title: StickerTitleSchema,
    icon: StickerIconSchema,
    color: ColourSchema,
    backgroundColor: ColourSchema,
    xp: XpSchema,
  })
  .partial()
  .strict();
export type StickerUpdate = z.infer<typeof StickerUpdateSchema>;
