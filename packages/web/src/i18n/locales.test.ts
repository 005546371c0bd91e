// Every string a person reads exists in all four languages, with the same placeholders.
import { TEXT_CONTAINERS, TEXT_KEYS } from '@brickyard/core';
import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json';
import de from './locales/de.json';
import en from './locales/en.json';
import it_ from './locales/it.json';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const english = flatten(en);

describe.each([
  ['ar', ar],
  ['it', it_],
  ['de', de],
])('the %s locale', (_name, strings) => {
  const other = flatten(strings as Tree);

  it('has exactly the English keys', () => {
    expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
  });

  it('keeps every placeholder of the English text and fills every string', () => {
    for (const [key, text] of Object.entries(english)) {
      if (!(key in other)) continue;
      expect(placeholders(other[key] ?? ''), key).toEqual(placeholders(text));
      expect(other[key]?.trim(), key).not.toBe('');
    }
  });
});

describe('labels built from data', () => {
  it("names every part of a translated text's path (the translation form's labels)", () => {
    for (const key of [...TEXT_KEYS, ...TEXT_CONTAINERS].filter((k) => k !== 'data'))
      expect(english[`editor.translate.fields.${key}`], key).toBeTruthy();
  });
});
