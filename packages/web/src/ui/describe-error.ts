// Turns a failed call into what a person reads (spec §8): a title from the status, the server's message,
// and the server's field errors, which take precedence over both when present.
import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from '../api/client.ts';

export interface ErrorDescription {
  title: string;
  message: string;
  details: string[];
}

/** The spec's server messages may carry a "ValidationError: Path " prefix; it is noise to a person. */
export const stripValidationPrefix = (message: string) => message.replace(/^ValidationError: (Path )?/, '');

export const describeError = (error: unknown, t: TFunction): ErrorDescription => {
  if (error instanceof ApiError) {
    const title = t(`httpStatus.${error.status}`, { defaultValue: error.statusText || String(error.status) });
    const message = error.body?.message
      ? stripValidationPrefix(error.body.message)
      : t(error.status >= 500 ? 'errors.server' : 'errors.generic');
    const details = (error.body?.errors ?? []).map((entry) => stripValidationPrefix(entry.message));
    return { title, message, details };
  }
  if (error instanceof NetworkError)
    return { title: t('errors.server'), message: t('errors.network'), details: [] };
  return { title: t('errors.server'), message: t('errors.generic'), details: [] };
};

/** A failed call as a red toast: `title` (or the status), the server's message and its field errors. */
export const errorToast = (error: unknown, t: TFunction, title?: string) => {
  const described = describeError(error, t);
  return {
    color: 'red',
    title: title ?? described.title,
    message: [described.message, ...described.details].join(' · '),
  } as const;
};
