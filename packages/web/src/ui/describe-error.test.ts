// A failed call as a person reads it: no status names, no field names the server adds for API clients.
import {
  ALREADY_IN_CLASS,
  CONTENT_LOCKED,
  DATABASE_UNAVAILABLE,
  INCORRECT_LOGIN,
  INVALID_CLASS_CODE,
  NOT_ALLOWED,
  SESSION_EXPIRED,
  TOO_MANY_FAILURES,
  TOO_MANY_JOIN_GUESSES,
} from '@brickyard/core';
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

  it('says the server messages people meet most in the reader’s language', () => {
    const arabic = i18n.getFixedT('ar');
    for (const message of [
      INCORRECT_LOGIN,
      TOO_MANY_FAILURES,
      SESSION_EXPIRED,
      CONTENT_LOCKED,
      NOT_ALLOWED,
      DATABASE_UNAVAILABLE,
      TOO_MANY_JOIN_GUESSES,
      INVALID_CLASS_CODE,
      ALREADY_IN_CLASS,
    ]) {
      const said = readableMessage(arabic, message);
      expect(said, message).not.toBe(message);
      expect(said, message).toMatch(/[\u0600-\u06ff]/);
    }
    const locked = describeError(new ApiError(403, 'Forbidden', { message: CONTENT_LOCKED }), arabic);
    expect(locked).toEqual({
      title: ar.httpStatus['403'],
      message: ar.messages.contentLocked,
      details: [],
    });
  });

  it('says a keyed answer by its key and parameters, with the field named in the reader’s language', () => {
    const arabic = i18n.getFixedT('ar');
    const answer = new ApiError(400, 'Bad Request', {
      message: 'Title must be 200 characters or fewer (body title)',
      key: 'maxChars',
      params: { field: 'title', max: 200 },
      errors: [
        {
          path: 'title',
          message: 'Title must be 200 characters or fewer',
          key: 'maxChars',
          params: { field: 'title', max: 200 },
        },
        // A text the web's catalogue does not know, sent by key: said by the key alone.
        {
          path: 'language',
          message: 'A topic cannot be written in css',
          key: 'kindNotInLanguage',
          params: { label: 'topic', language: 'css' },
        },
      ],
    });
    const described = describeError(answer, arabic);
    const maxChars = ar.messages.maxChars.replace('{{field}}', ar.fields.title).replace('{{max}}', '200');
    expect(described.message).toBe(maxChars);
    expect(described.details).toEqual([
      maxChars,
      ar.messages.kindNotInLanguage.replace('{{label}}', 'topic').replace('{{language}}', 'css'),
    ]);
    // A parameter that is an API parameter's spelling, not a field of the catalogue, is shown as it is spelt.
    const query = describeError(
      new ApiError(400, 'Bad Request', {
        message: 'page must be 0 or more (query page)',
        key: 'atLeast',
        params: { field: 'page', min: 0 },
      }),
      arabic,
    );
    expect(query.message).toBe(ar.messages.atLeast.replace('{{field}}', 'page').replace('{{min}}', '0'));
  });
});
