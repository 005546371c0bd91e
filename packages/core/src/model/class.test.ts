import { describe, expect, it } from 'vitest';
import { CLASS_CODE_LETTERS_MESSAGE } from '../api/messages.ts';
import {
  ClassCreateSchema,
  ClassSchema,
  ClassUpdateSchema,
  JoinClassCodeSchema,
  normalizeClassCode,
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
  it('are read in any case, without spaces, by both the join modal and the signup', () => {
    for (const schema of [JoinClassCodeSchema, SignupClassCodeSchema]) {
      expect(schema.parse(' abcdef ')).toBe('ABCDEF');
      expect(schema.parse('brkdmz')).toBe('BRKDMZ');
      expect(schema.parse('BrK dMz')).toBe('BRKDMZ');
      expect(schema.parse('BRKDMZ')).toBe('BRKDMZ');
    }
    expect(normalizeClassCode(' brk\tdmz\n')).toBe('BRKDMZ');
  });

  it('the join modal asks for a code when empty', () => {
    expect(message(JoinClassCodeSchema.safeParse(''))).toBe('Please Enter a Code');
    expect(message(JoinClassCodeSchema.safeParse('   '))).toBe('Please Enter a Code');
  });

  it('signup asks for a missing code', () => {
    expect(message(SignupClassCodeSchema.safeParse(''))).toBe('Class Code is required');
    expect(message(SignupClassCodeSchema.safeParse(undefined))).toBe('Class Code is required');
  });

  it('codes are the letters A to Z only, said in words a pupil can act on', () => {
    for (const schema of [JoinClassCodeSchema, SignupClassCodeSchema]) {
      expect(message(schema.safeParse('AB12'))).toBe(CLASS_CODE_LETTERS_MESSAGE);
      expect(message(schema.safeParse('brk-dmz'))).toBe(CLASS_CODE_LETTERS_MESSAGE);
      expect(message(schema.safeParse('صفصف'))).toBe(CLASS_CODE_LETTERS_MESSAGE);
    }
    expect(CLASS_CODE_LETTERS_MESSAGE).toBe('A class code has only the letters A to Z');
  });
});
