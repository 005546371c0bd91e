import { describe, expect, it } from 'vitest';
import {
  ClassCreateSchema,
  ClassSchema,
  ClassUpdateSchema,
  JoinClassCodeSchema,
  SignupClassCodeSchema,
} from './class.ts';

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('ClassSchema', () => {
  it('parses a class as the API presents it', () => {
    const value = {
      _id: 'k1',
      classId: 'ABCDEF',
      name: '7B Computing',
      year: 'Year 7',
      courses: ['c1'],
      students: ['s1', 's2'],
      instructors: [],
      teacher: 't1',
      archived: false,
      starredProjects: ['p1'],
      password: 'secret',
      createdAt: '2024-09-01T08:00:00.000Z',
    };
    expect(ClassSchema.parse(value)).toEqual(value);
  });

  it('refuses a year outside Year 7 to Year 13', () => {
    const result = ClassSchema.shape.year.safeParse('Year 6');
    expect(message(result)).toBe(
      'Year must be one of: Year 7, Year 8, Year 9, Year 10, Year 11, Year 12, Year 13',
    );
  });
});

describe('ClassCreateSchema', () => {
  it('accepts a name and a password', () => {
    expect(ClassCreateSchema.parse({ name: ' 7B ', password: 'abcd', year: 'Year 8' })).toEqual({
      name: '7B',
      password: 'abcd',
      year: 'Year 8',
    });
  });

  it('needs a class name', () => {
    expect(message(ClassCreateSchema.safeParse({ name: '  ', password: 'abcd' }))).toBe(
      'Class Name Required',
    );
    expect(message(ClassCreateSchema.safeParse({ password: 'abcd' }))).toBe('Class Name Required');
  });

  it('needs a class password of at least 4 characters', () => {
    expect(message(ClassCreateSchema.safeParse({ name: '7B', password: '' }))).toBe(
      'Class Password Required',
    );
    expect(message(ClassCreateSchema.safeParse({ name: '7B' }))).toBe('Class Password Required');
    expect(message(ClassCreateSchema.safeParse({ name: '7B', password: 'abc' }))).toBe(
      'Password must be 4 characters or more',
    );
  });
});

describe('ClassUpdateSchema', () => {
  it('accepts archiving and starring', () => {
    expect(ClassUpdateSchema.safeParse({ archived: true, starredProjects: ['p1'] }).success).toBe(true);
  });

  it('keeps the password rules', () => {
    expect(message(ClassUpdateSchema.safeParse({ password: 'ab' }))).toBe(
      'Password must be 4 characters or more',
    );
  });

  it('refuses fields a save may not change', () => {
    const result = ClassUpdateSchema.safeParse({ teacher: 't2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});

describe('class codes', () => {
  it('the join modal forces upper case', () => {
    expect(JoinClassCodeSchema.parse(' abcdef ')).toBe('ABCDEF');
  });

  it('the join modal asks for a code when empty', () => {
    expect(message(JoinClassCodeSchema.safeParse(''))).toBe('Please Enter a Code');
  });

  it('codes are letters only', () => {
    expect(message(JoinClassCodeSchema.safeParse('AB12'))).toBe('Class Code is only Upper Case Letters');
  });

  it('signup refuses lower case and asks for a missing code', () => {
    expect(SignupClassCodeSchema.safeParse('ABCDEF').success).toBe(true);
    expect(message(SignupClassCodeSchema.safeParse('abcdef'))).toBe('Class Code is only Upper Case Letters');
    expect(message(SignupClassCodeSchema.safeParse(''))).toBe('Class Code is required');
  });
});
