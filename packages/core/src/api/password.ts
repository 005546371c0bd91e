import { z } from 'zod';
import { PASSWORD_MIN } from '../basics.ts';
import { requiredMessage } from '../model/common.ts';
import { EMAIL_INVALID, maxCharsMessage, message, PASSWORDS_DIFFER } from './messages.ts';

/** The new-password modal's wording (§5); the rule is the usual minimum of 4 characters. */
export const NEW_PASSWORD_MESSAGE = message('newPassword');

/** Setting a new password: one's own, or anyone's for an admin. */
export const ResetPasswordBodySchema = z
  .object({
    newPassword: z
      .string({ error: requiredMessage('password') })
      .min(1, requiredMessage('password'))
      .min(PASSWORD_MIN, NEW_PASSWORD_MESSAGE)
      .max(200, maxCharsMessage('password', 200)),
  })
  .strict();
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** The new-password modal's form: the new password typed twice (the server reads `newPassword` only). */
export const NewPasswordFormSchema = z
  .object({
    newPassword: ResetPasswordBodySchema.shape.newPassword,
    confirm: z.string().min(1, requiredMessage('confirmPassword')),
  })
  .refine((value) => value.newPassword === value.confirm, {
    path: ['confirm'],
    message: PASSWORDS_DIFFER,
    // Said even while the password itself breaks a rule, as the modal always did.
    when: (payload) => typeof (payload.value as { confirm?: unknown }).confirm === 'string',
  });

/** "Forgotten password, by email": the username comes in the path. */
export const ForgottenDetailsParamsSchema = z.object({
  username: z
    .string({ error: requiredMessage('username') })
    .trim()
    .toLowerCase()
    .min(1, requiredMessage('username'))
    .max(100),
});

export const ForgottenDetailsBodySchema = z
  .object({
    email: z
      .string({ error: requiredMessage('email') })
      .trim()
      .min(1, requiredMessage('email'))
      .max(254, EMAIL_INVALID)
      .email(EMAIL_INVALID),
  })
  .strict();
export type ForgottenDetailsBody = z.infer<typeof ForgottenDetailsBodySchema>;

export const ForgottenDetailsResponseSchema = z.object({ message: z.string() });
export type ForgottenDetailsResponse = z.infer<typeof ForgottenDetailsResponseSchema>;

export const FORGOTTEN_DETAILS_SENT = message('forgottenDetailsSent');
/** Does not say which of the two was wrong, so the form cannot be used to find out someone's email. */
export const FORGOTTEN_DETAILS_MISMATCH = message('accountNotFound');
export const TEMPORARY_PASSWORD_SUBJECT = 'Your temporary Brickyard password';
/** Temporary passwords use the reset-code alphabet (no vowels, no look-alikes); 12 of them is about 57 bits. */
export const TEMPORARY_PASSWORD_LENGTH = 12;
