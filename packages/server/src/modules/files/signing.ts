// Signed upload addresses: the key, type, size and expiry are bound by an HMAC, so changing any of them (or
// waiting too long) makes the address useless. The key is derived from the server's secret for this use only.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface UploadGrant {
  key: string;
  type: string;
  size: number;
  /** Seconds since the epoch. */
  expires: number;
}

export const uploadSigner = (secret: string) => {
  const key = createHmac('sha256', secret).update('brickyard file uploads').digest();
  const sign = (grant: UploadGrant) =>
    createHmac('sha256', key)
      .update(`${grant.key}\n${grant.type}\n${grant.size}\n${grant.expires}`)
      .digest('hex');
  return {
    sign,
    /** Whether `signature` was made by `sign` for exactly this grant (in constant time). */
    verify(grant: UploadGrant, signature: string) {
      const expected = Buffer.from(sign(grant), 'hex');
      const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
};

/** Whether the bytes start as a file of this image type does. */
export const looksLike = (type: string, data: Buffer) => {
  const starts = (...bytes: number[]) => bytes.every((b, i) => data[i] === b);
  switch (type) {
    case 'image/png':
      return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case 'image/jpeg':
      return starts(0xff, 0xd8, 0xff);
    case 'image/gif':
      return (
        data.subarray(0, 6).toString('latin1') === 'GIF87a' ||
        data.subarray(0, 6).toString('latin1') === 'GIF89a'
      );
    case 'image/webp':
      return (
        data.subarray(0, 4).toString('latin1') === 'RIFF' &&
        data.subarray(8, 12).toString('latin1') === 'WEBP'
      );
    default:
      return false;
  }
};
