import { UserSchema } from '@brickyard/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler, ResponseContractError, simplifyNullable } from './serializer.ts';

const user = {
  _id: 'u1',
  username: 'sam',
  first_name: 'Sam "the" coder',
  last_name: 'Stüdent\n',
  last_name_initial: 'S',
  email: null,
  birthMonth: 3,
  birthYear: null,
  gender: 'female',
  roles: ['admin', 'student'],
  avatar: null,
  classes: ['c1', 'c2'],
  contentUnlocked: false,
  resetPassword: true,
  xp: 7.5,
  current_course: null,
  current_community: 'g',
  school: { _id: 's', school_name: 'Springfield' },
  learningEnvironments: { student: ['s'], teacher: [], admin: [], contentCreator: [], translator: [] },
  locale: 'ar',
  created: '2026-11-22T06:23:47.488Z',
};

describe('the response serializer', () => {
  const fast = createSerializerCompiler({ validate: false })({ schema: UserSchema });
  const checked = createSerializerCompiler({ validate: true })({ schema: UserSchema });

  it('writes exactly what JSON.stringify writes for a valid value, nulls included', () => {
    expect(fast(user)).toBe(JSON.stringify(user));
    const noSchool = { ...user, school: null };
    expect(JSON.parse(fast(noSchool))).toEqual(noSchool);
  });

  it('never writes a field the schema does not declare', () => {
    const out = JSON.parse(fast({ ...user, password_hash: '$argon2id$secret' }));
    expect(out).not.toHaveProperty('password_hash');
  });

  it('in test mode refuses a response outside its contract', () => {
    expect(() => checked({ ...user, xp: 'lots' })).toThrow(ResponseContractError);
    expect(checked(user)).toBe(JSON.stringify(user));
  });

  it('turns nullable unions into type arrays', () => {
    expect(simplifyNullable({ anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] })).toEqual({
      type: ['string', 'null'],
      maxLength: 3,
    });
    const union = { anyOf: [{ type: 'string' }, { type: 'number' }] };
    expect(simplifyNullable(union)).toEqual(union);
  });

  it('writes open records and unknown values', () => {
    const record = createSerializerCompiler({ validate: false })({
      schema: z.record(z.string(), z.unknown()),
    });
    expect(record({ A: 1, B: ['x', null] })).toBe('{"A":1,"B":["x",null]}');
  });
});
