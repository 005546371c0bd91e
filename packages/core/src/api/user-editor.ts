// The user editor's form as typed: the rules the server applies to the names, the username and a new user's
// password, and the date of birth as typed (dd/mm/yyyy, a real day, not in the future), read by core's rule.
import { z } from 'zod';
import { FirstNameSchema, LastNameSchema, NewUserPasswordSchema, UsernameSchema } from '../model/user.ts';
import { readDateOfBirth } from '../rules/birth-date.ts';

/** A date of birth as typed; empty is allowed (it clears the date). */
export const DateOfBirthTextSchema = z.string().superRefine((text, context) => {
  const reading = readDateOfBirth(text, new Date());
  if (reading.kind === 'problem') context.addIssue({ code: 'custom', message: reading.message });
});

/** Every field the editor checks; it leaves out the password for a user who exists, the date where not shown. */
export const UserEditorFormSchema = z.object({
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  username: UsernameSchema,
  dob: DateOfBirthTextSchema,
  password: NewUserPasswordSchema,
});
