// Uploads (authoring.md §7 "Upload"): ask for a signed address, then PUT the file there. Images only.

import { z } from 'zod';
import { keyed, message } from './messages.ts';

export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export const UPLOAD_EXTENSIONS: Record<UploadType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** How long a signed address stays valid. */
export const UPLOAD_TTL_SECONDS = 10 * 60;

export const IMAGES_ONLY_MESSAGE = message('imagesOnly');
export const UPLOAD_TOO_BIG_MESSAGE = message('uploadTooBig', { megabytes: UPLOAD_MAX_BYTES / 1024 / 1024 });

/** `POST /api/files`: what is about to be uploaded. */
export const FileRequestSchema = z
  .object({
    filename: z
      .string({ error: message('required', { field: 'filename' }) })
      .trim()
      .min(1, message('required', { field: 'filename' }))
      .max(200, message('maxChars', { field: 'filename', max: 200 })),
    filetype: z.enum(UPLOAD_TYPES, { error: IMAGES_ONLY_MESSAGE }),
    size: z
      .number({ error: message('uploadSizeRequired') })
      .int(message('uploadSizeWhole'))
      .min(1, message('fileEmpty'))
      .max(UPLOAD_MAX_BYTES, UPLOAD_TOO_BIG_MESSAGE),
  })
  .strict();
export type FileRequest = z.infer<typeof FileRequestSchema>;

export const SignedUploadSchema = z.object({
  /** Where to PUT the file, with its type as the Content-Type; valid until `expiresAt`. */
  signedUrl: z.string(),
  /** Where the file will be served from once uploaded. */
  url: z.string(),
  expiresAt: z.string(),
});
export type SignedUpload = z.infer<typeof SignedUploadSchema>;

export const UPLOAD_INVALID_MESSAGE = message('uploadInvalid');
export const UPLOAD_EXPIRED_MESSAGE = message('uploadExpired');
export const UPLOAD_USED_MESSAGE = message('uploadUsed');
const TYPE_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
};
export const uploadNotTypeMessage = (type: string) =>
  keyed('uploadNotType', { type: TYPE_NAMES[type] ?? type });
