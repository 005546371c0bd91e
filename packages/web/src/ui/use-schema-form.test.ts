// @vitest-environment jsdom
// The one form hook (issue 20 item 5): a core schema's problems show when the form says, in the reader's
// language, follow what is typed, and the server's field errors sit on their fields until the field changes.
import {
  passwordPairSchema,
  requiredMessage,
  STUDENT_PASSWORD_MESSAGE,
  UsernameSchema,
} from '@brickyard/core';
import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { createElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api/client.ts';
import ar from '../i18n/locales/ar.json';
import en from '../i18n/locales/en.json';
import { type SchemaFormOptions, useSchemaForm } from './use-schema-form.ts';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: en }, ar: { translation: ar } } });
});

const PairSchema = passwordPairSchema(STUDENT_PASSWORD_MESSAGE);
type Pair = { password: string; passwordConfirm: string };
const empty: Pair = { password: '', passwordConfirm: '' };

const render = <Values extends Record<string, unknown>>(
  options: SchemaFormOptions<Values>,
  locale = 'en',
) => {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(I18nextProvider, { i18n }, children);
  void i18n.changeLanguage(locale);
  return renderHook(() => useSchemaForm(options), { wrapper });
};
/** What an input does when typed into and left. */
const type = (
  form: { getInputProps: (path: string) => { onChange: (value: unknown) => void } },
  path: string,
  value: string,
) => act(() => form.getInputProps(path).onChange(value));
const leave = (form: { getInputProps: (path: string) => { onBlur?: () => void } }, path: string) =>
  act(() => form.getInputProps(path).onBlur?.());

describe('useSchemaForm', () => {
  it('shows a field’s problem once it is left, then follows the typing', () => {
    const { result } = render({ initialValues: empty, schema: PairSchema });
    expect(result.current.invalid).toBe(true);
    expect(result.current.getInputProps('password').error).toBeUndefined();
    type(result.current, 'password', 'ab');
    expect(result.current.getInputProps('password').error).toBeUndefined();
    leave(result.current, 'password');
    expect(result.current.getInputProps('password').error).toBe(en.signup.errors.studentPasswordMin);
    type(result.current, 'password', 'abcdef');
    expect(result.current.getInputProps('password').error).toBeUndefined();
    // The other field's rule reads the first: it shows once that field is left too.
    expect(result.current.errorOf('passwordConfirm')).toBeUndefined();
    leave(result.current, 'passwordConfirm');
    expect(result.current.errorOf('passwordConfirm')).toBe(en.signup.errors.passwordsDiffer);
    type(result.current, 'passwordConfirm', 'abcdef');
    expect(result.current.invalid).toBe(false);
  });

  it('says the problem in the reader’s language, or in the form’s own words', () => {
    const { result } = render({ initialValues: empty, schema: PairSchema, show: 'always' }, 'ar');
    expect(result.current.errorOf('password')).toBe(
      ar.messages.required.replace('{{field}}', ar.fields.password),
    );
    const own = render({
      initialValues: empty,
      schema: PairSchema,
      show: 'always',
      messages: { [requiredMessage('password')]: 'mine' },
    });
    expect(own.result.current.errorOf('password')).toBe('mine');
    void i18n.changeLanguage('en');
  });

  it('shows a field filled from the start at once', () => {
    const { result } = render({ initialValues: { password: 'ab', passwordConfirm: '' }, schema: PairSchema });
    expect(result.current.errorOf('password')).toBe(en.signup.errors.studentPasswordMin);
    expect(result.current.errorOf('passwordConfirm')).toBeUndefined();
  });

  it('sends only valid values, and shows every problem when it does not', () => {
    const handler = vi.fn();
    const { result } = render({ initialValues: empty, schema: PairSchema, show: 'submit' });
    leave(result.current, 'password');
    expect(result.current.errorOf('password')).toBeUndefined();
    act(() => result.current.handleSubmit(handler)());
    expect(handler).not.toHaveBeenCalled();
    expect(result.current.submitted).toBe(true);
    expect(result.current.errorOf('password')).toBe(en.signup.errors.passwordRequired);
    type(result.current, 'password', 'secret1');
    type(result.current, 'passwordConfirm', 'secret1');
    act(() => result.current.handleSubmit(handler)());
    expect(handler).toHaveBeenCalledWith({ password: 'secret1', passwordConfirm: 'secret1' });
    act(() => result.current.hide());
    type(result.current, 'password', '');
    expect(result.current.errorOf('password')).toBeUndefined();
  });

  it('checks what the schema reads, and takes plain checks where zod must not load', () => {
    const { result } = render({
      initialValues: { age: '' },
      schema: z.object({ age: z.number({ error: requiredMessage('minAge') }) }),
      toSchema: (values) => ({ age: values.age === '' ? undefined : Number(values.age) }),
      show: 'always',
    });
    expect(result.current.errorOf('age')).toBe(en.signup.errors.minAgeRequired);
    type(result.current, 'age', '7');
    expect(result.current.invalid).toBe(false);
    const plain = render({
      initialValues: { name: '' },
      check: (values) => (values.name ? {} : { name: 'Name?' }),
      show: 'always',
    });
    expect(plain.result.current.errorOf('name')).toBe('Name?');
  });

  it('puts the server’s field errors on their fields until they change', () => {
    const { result } = render({
      initialValues: { username: 'ada', password: 'secret1' },
      schema: z.object({ username: UsernameSchema, password: z.string() }),
    });
    expect(result.current.invalid).toBe(false);
    let paths: string[] = [];
    act(() => {
      paths = result.current.setServerErrors(
        new ApiError(400, 'Bad Request', {
          message: 'ValidationError',
          errors: [{ path: 'username', message: 'The specified username already exists in the system' }],
        }),
      );
    });
    expect(paths).toEqual(['username']);
    expect(result.current.getInputProps('username').error).toBe(en.messages.usernameExists);
    expect(result.current.invalid).toBe(true);
    type(result.current, 'password', 'other12');
    expect(result.current.errorOf('username')).toBe(en.messages.usernameExists);
    type(result.current, 'username', 'grace');
    expect(result.current.errorOf('username')).toBeUndefined();
    expect(result.current.invalid).toBe(false);
    // A failure that names no field leaves the form as it was.
    act(() => {
      paths = result.current.setServerErrors(new ApiError(500, 'Internal Server Error', null));
    });
    expect(paths).toEqual([]);
  });

  it('goes back to its first values with nothing shown', () => {
    const { result } = render({ initialValues: empty, schema: PairSchema });
    type(result.current, 'password', 'x');
    leave(result.current, 'password');
    expect(result.current.errorOf('password')).toBeDefined();
    act(() => result.current.reset());
    expect(result.current.values).toEqual(empty);
    expect(result.current.errorOf('password')).toBeUndefined();
  });
});
