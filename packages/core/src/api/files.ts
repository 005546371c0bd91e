// Uploads (authoring.md §7 "Upload"): ask for a signed address, then PUT the file there. Images only.
import { z } from 'zod';

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

export const IMAGES_ONLY_MESSAGE = 'Only images can be uploaded: PNG, JPEG, GIF or WebP';
export const UPLOAD_TOO_BIG_MESSAGE = `Images must be ${UPLOAD_MAX_BYTES / 1024 / 1024} MB or smaller`;

/** `POST /api/files`: what is about to be uploaded. */
export const FileRequestSchema = z
  .object({
    filename: z
      .string({ error: 'filename is required' })
      .trim()
      .min(1, 'filename is required')
      .max(200, 'filename must be 200 characters or fewer'),
    filetype: z.enum(UPLOAD_TYPES, { error: IMAGES_ONLY_MESSAGE }),
    size: z
      .number({ error: 'size is required: the number of bytes of the file' })
      .int('size must be a whole number of bytes')
      .min(1, 'The file is empty')
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

export const UPLOAD_INVALID_MESSAGE = 'This upload address is not valid: ask for a new one';
export const UPLOAD_EXPIRED_MESSAGE = 'This upload address has expired: ask for a new one';
export const UPLOAD_USED_MESSAGE = 'This upload address has already been used';
const TYPE_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
};
export const uploadNotTypeMessage = (type: string) => `The file is not a ${TYPE_NAMES[type] ?? type} image`;
