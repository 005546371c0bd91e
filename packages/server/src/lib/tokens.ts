// Short-lived access tokens (HS256 JWT) and opaque refresh tokens (random, stored hashed).
import { createHash, randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

export interface AccessClaims {
  sub: string;
  sid: string;
}

export const createAccessTokens = (secret: string, ttlSeconds: number) => {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  // A token must say when it ends, and may not be older than the lifetime this server gives: a token signed
  // without `exp` (or with a far one) by anyone who ever held the secret is refused.
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'iat'],
    maxAge: ttlSeconds * 1000,
    cache: 1000,
  });
  return {
    sign: (claims: AccessClaims): string => sign(claims),
    /** The claims, or null when the token is malformed, forged or expired. */
    verify: (token: string): AccessClaims | null => {
      try {
        const payload = verify(token) as Partial<AccessClaims>;
        return typeof payload.sub === 'string' && typeof payload.sid === 'string'
          ? { sub: payload.sub, sid: payload.sid }
          : null;
      } catch {
        return null;
      }
    },
  };
};
export type AccessTokens = ReturnType<typeof createAccessTokens>;

export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
