// Turns a failed call into what a person reads (spec §8): a title from the status, the server's message,
// and the server's field errors, which take precedence over both when present. What a person reads is never a
// status name ("Bad Request"), an error code or a field's name: titles come from the locale files, the server's
// messages lose the part that names the request's fields, and the messages the web knows are translated.

import type { ErrorBody } from '@brickyard/core';
import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from '../api/client.ts';
import { sayKeyed, translateMessage } from './schema-messages.ts';

/** A message of the server's answer: its English text and, when it has one, its key and parameters. */
type Said = Pick<ErrorBody, 'message' | 'key' | 'params'>;

export interface ErrorDescription {
  title: string;
  message: string;
  details: string[];
}

/** The spec's server messages may carry a "ValidationError: Path " prefix; it is noise to a person. */
export const stripValidationPrefix = (message: string) => message.replace(/^ValidationError: (Path )?/, '');

/**
 * A server message as a person reads it: without the "ValidationError: Path " prefix, without the
 * " (body first_name)" the server adds for API clients, and in the reader's language when the web knows it.
 */
export const readableMessage = (t: TFunction, message: string) =>
  translateMessage(
    t,
    stripValidationPrefix(message).replace(
      /\s*\((?:body|query|params|headers|request)(?: [\w.[\]-]+)?\)$/,
      '',
    ),
  );

/** What the server said, as a person reads it: by its key when it carries one, else made readable. */
export const saidByServer = (t: TFunction, said: Said) =>
  (said.key && sayKeyed(t, { key: said.key, params: said.params })) ?? readableMessage(t, said.message);

/** The title of a failed call: the status said for people, or "something went wrong". */
const statusTitle = (t: TFunction, status: number) =>
  t(`httpStatus.${status}`, { defaultValue: t(status >= 500 ? 'errors.server' : 'errors.generic') });

export const describeError = (error: unknown, t: TFunction): ErrorDescription => {
  if (error instanceof ApiError) {
    const title = statusTitle(t, error.status);
    const message = error.body?.message
      ? saidByServer(t, error.body)
      : t(error.status >= 500 ? 'errors.server' : 'errors.generic');
    const details = (error.body?.errors ?? []).map((entry) => saidByServer(t, entry));
    return { title, message, details };
  }
  if (error instanceof NetworkError)
    return { title: t('errors.server'), message: t('errors.network'), details: [] };
  return { title: t('errors.server'), message: t('errors.generic'), details: [] };
};

/** What went wrong in one sentence: the server's message made readable, or the status said for people. */
export const errorMessage = (error: unknown, t: TFunction) => {
  if (error instanceof ApiError)
    return error.body?.message ? saidByServer(t, error.body) : statusTitle(t, error.status);
  return describeError(error, t).message;
};

/** The status of a failed call said for people (for the calls whose rule is "say the status"). */
export const errorTitle = (error: unknown, t: TFunction) =>
  error instanceof ApiError ? statusTitle(t, error.status) : t('errors.generic');

/** A failed call as a red toast: `title` (or the status), the server's message and its field errors. */
export const errorToast = (error: unknown, t: TFunction, title?: string) => {
  const described = describeError(error, t);
  return {
    color: 'red',
    title: title ?? described.title,
    message: [described.message, ...described.details].join(' · '),
  } as const;
};
