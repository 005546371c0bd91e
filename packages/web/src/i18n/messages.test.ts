// Issue 20, "Messages in the reader's language": every message of core's catalogue and every field it names is
// in the English locale as core words it (so the two cannot drift), and locales.test.ts holds the other three
// locales to the English keys and placeholders.
import { FIELDS, MESSAGES } from '@brickyard/core/api/messages';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';

describe('the catalogue in the locale files', () => {
  it('holds every message of core, worded as core words it', () => {
    expect(en.messages).toEqual(MESSAGES);
  });

  it('holds every field the messages name', () => {
    expect(en.fields).toEqual(FIELDS);
  });
});
