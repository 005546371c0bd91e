import { z } from 'zod';
import { UserSchema } from '../model/user.ts';
import { requiredMessage } from './messages.ts';

export const LoginBodySchema = z.object({
  username: z.string().trim().toLowerCase().min(1, requiredMessage('username')).max(100),
  password: z.string().min(1, requiredMessage('password')).max(200),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/**
 * "Forgotten password, with my class password": a student asks their teacher for a way back in. The class
 * password alone never opens an account (every classmate knows it); it only proves the request comes from
 * someone in the class, and the teacher, who can see who is asking, approves it.
 */
export const PasswordRequestBodySchema = z.object({
  username: z.string().trim().toLowerCase().min(1, requiredMessage('username')).max(100),
  classPassword: z.string().min(1, requiredMessage('classPassword')).max(200),
});
export type PasswordRequestBody = z.infer<typeof PasswordRequestBodySchema>;

/** A pending request waits this long for the teacher; an approved one can be used this long, once. */
export const PASSWORD_REQUEST_PENDING_MINUTES = 30;
export const PASSWORD_REQUEST_APPROVED_MINUTES = 15;

export const PASSWORD_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'used', 'expired'] as const;
export type PasswordRequestStatus = (typeof PASSWORD_REQUEST_STATUSES)[number];

/** What the asking browser keeps: the request and its secret, which no one else ever sees. */
export const PasswordRequestCreatedSchema = z.object({
  requestId: z.string(),
  secret: z.string(),
  expiresAt: z.string(),
});
export type PasswordRequestCreated = z.infer<typeof PasswordRequestCreatedSchema>;

/** The asking browser shows the request's state and, once approved, logs in with it. */
export const PasswordRequestSecretSchema = z.object({ secret: z.string().min(1).max(200) }).strict();
export const PasswordRequestStateSchema = z.object({
  status: z.enum(PASSWORD_REQUEST_STATUSES),
  expiresAt: z.string(),
});
export type PasswordRequestState = z.infer<typeof PasswordRequestStateSchema>;

/** Logging in with an approved request: once, within its time, from the browser that asked. */
export const CodeLoginBodySchema = z
  .object({ requestId: z.string().min(1).max(100), secret: z.string().min(1).max(200) })
  .strict();
export type CodeLoginBody = z.infer<typeof CodeLoginBodySchema>;

/** A request as the class's teacher sees it on the students page. */
export const ClassPasswordRequestSchema = z.object({
  _id: z.string(),
  student: z.object({ _id: z.string(), username: z.string(), first_name: z.string(), last_name: z.string() }),
  status: z.enum(PASSWORD_REQUEST_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type ClassPasswordRequest = z.infer<typeof ClassPasswordRequestSchema>;
export const PasswordRequestDecisionSchema = z.object({ approve: z.boolean() }).strict();

/** The refresh token comes in the body or, for the web app, in the HttpOnly cookie. */
export const RefreshBodySchema = z.object({ refreshToken: z.string().min(1).max(500).optional() }).strict();
export type RefreshBody = z.infer<typeof RefreshBodySchema>;

export const TokenResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  user: UserSchema,
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

export const CsrfResponseSchema = z.object({
  csrfToken: z.string(),
  /** Whether this browser's refresh cookie can still be refreshed (false: nobody is signed in here). */
  session: z.boolean(),
});

export const REFRESH_COOKIE = 'refreshToken';
