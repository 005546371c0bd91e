import { z } from 'zod';
import { UserSchema } from '../model/user.ts';

export const LoginBodySchema = z.object({
  username: z.string().trim().toLowerCase().min(1, 'Username is required').max(100),
  password: z.string().min(1, 'Password is required').max(200),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const CodeLoginBodySchema = z.object({
  username: z.string().trim().toLowerCase().min(1, 'Username is required').max(100),
  classPassword: z.string().min(1, 'Class password is required').max(200),
});
export type CodeLoginBody = z.infer<typeof CodeLoginBodySchema>;

/** The refresh token comes in the body or, for the web app, in the HttpOnly cookie. */
export const RefreshBodySchema = z.object({ refreshToken: z.string().min(1).max(500).optional() }).strict();
export type RefreshBody = z.infer<typeof RefreshBodySchema>;

export const TokenResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  user: UserSchema,
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

export const CsrfResponseSchema = z.object({ csrfToken: z.string() });

export const REFRESH_COOKIE = 'refreshToken';
