// A failed call as a person reads it: no status names, no field names the server adds for API clients.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import ar from '../i18n/locales/ar.json';
import en from '../i18n/locales/en.json';
import { describeError, errorMessage, errorTitle, readableMessage } from './describe-error.ts';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: en }, ar: { translation: ar } } });
});

describe('describeError', () => {
  it('titles a failure by what it means, never by the status name', () => {
    const t = i18n.getFixedT('en');
    const unauthorized = describeError(new ApiError(401, 'Unauthorized', { message: 'Incorrect login' }), t);
    expect(unauthorized.title).toBe(en.httpStatus['401']);
    expect(unauthorized.title).not.toMatch(/Unauthorized/);
    expect(errorTitle(new ApiError(400, 'Bad Request', null), t)).toBe(en.httpStatus['400']);
    // A status the locale files do not name: "something went wrong", not the status text.
    expect(errorTitle(new ApiError(418, "I'm a teapot", null), t)).toBe(en.errors.generic);
    expect(errorMessage(new ApiError(415, 'Unsupported Media Type', null), t)).toBe(en.errors.generic);
  });

  it('drops the field names the server adds for API clients and translates what the web knows', () => {
    const t = i18n.getFixedT('en');
    expect(readableMessage(t, 'Title is required (body title)')).toBe('Title is required');
    expect(readableMessage(t, 'Page must be 1 or more (query page)')).toBe('Page must be 1 or more');
    expect(readableMessage(t, 'The request is not valid (body)')).toBe('The request is not valid');
    const arabic = i18n.getFixedT('ar');
    expect(readableMessage(arabic, 'Class code not found (body classCode)')).not.toMatch(/classCode/);
  });
});
