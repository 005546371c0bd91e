// A browser where someone logged in before is known to their account: a signed "device" cookie names the user
// and a random nonce of that browser. An attempt that carries it is counted on its own device limit instead of
// the account's and the address's, so the owner still logs in from their usual browser while someone else
// hammers their account, even from the same school address (OWASP's "device cookies" against lockout abuse).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'device';
/** A known browser stays known for a year after its last login. */
export const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 3600;

export interface Device {
  userId: string;
  nonce: string;
}

export const createDeviceTokens = (secret: string) => {
  // A key of its own, derived from the server's secret, so a device token can never pass as anything else.
  const key = createHmac('sha256', secret).update('brickyard device cookie').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    /** A token for `userId` on this browser, keeping its nonce when it already has one. */
    sign(userId: string, nonce = randomBytes(12).toString('base64url')) {
      const body = `${Buffer.from(userId).toString('base64url')}.${nonce}`;
      return { token: `${body}.${mac(body)}`, nonce };
    },
    /** The device a token names, or null when it is malformed or not signed by this server. */
    verify(token: string | undefined): Device | null {
      if (!token || token.length > 300) return null;
      const [user, nonce, signature, ...rest] = token.split('.');
      if (!user || !nonce || !signature || rest.length > 0) return null;
      const expected = Buffer.from(mac(`${user}.${nonce}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return { userId: Buffer.from(user, 'base64url').toString(), nonce };
    },
  };
};
export type DeviceTokens = ReturnType<typeof createDeviceTokens>;
