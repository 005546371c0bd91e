import { describe, expect, it } from 'vitest';
import { ImportRowSchema } from '../api/import.ts';
import { StudentDetailsSchema, StudentSignupSchema } from '../api/signup.ts';
import { CoreInfoSchema, UserCreateSchema, UserUpdateSchema } from '../model/user.ts';
import {
  BIRTH_DATE_FUTURE_MESSAGE,
  BIRTH_YEAR_MESSAGE,
  birthDateProblem,
  birthYears,
  DATE_OF_BIRTH_FORMAT_MESSAGE,
  DATE_OF_BIRTH_NO_SUCH_DAY,
  daysInMonth,
  formatBirthMonth,
  readDateOfBirth,
} from './birth-date.ts';

// 26 November 2030, local time, as the browser and the server read "today".
const TODAY = new Date(2030, 10, 26);
const now = new Date();
const thisYear = now.getFullYear();
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('days in a month', () => {
  it('counts leap years as the calendar does', () => {
    expect(daysInMonth(2, 2030)).toBe(28);
    expect(daysInMonth(2, 2012)).toBe(29);
    expect(daysInMonth(2, 2000)).toBe(29);
    expect(daysInMonth(2, 1900)).toBe(28);
    expect(daysInMonth(4, 2012)).toBe(30);
    expect(daysInMonth(12, 2012)).toBe(31);
  });
});

describe('reading a typed date of birth', () => {
  it('refuses a day the month does not have, instead of keeping its month', () => {
    expect(readDateOfBirth('31/02/2030', TODAY)).toEqual({
      kind: 'problem',
      message: DATE_OF_BIRTH_NO_SUCH_DAY,
    });
    expect(readDateOfBirth('29/02/2013', TODAY)).toEqual({
      kind: 'problem',
      message: DATE_OF_BIRTH_NO_SUCH_DAY,
    });
    expect(readDateOfBirth('31/04/2013', TODAY)).toEqual({
      kind: 'problem',
      message: DATE_OF_BIRTH_NO_SUCH_DAY,
    });
    expect(readDateOfBirth('14/13/2013', TODAY)).toEqual({
      kind: 'problem',
      message: DATE_OF_BIRTH_NO_SUCH_DAY,
    });
    expect(readDateOfBirth('00/03/2013', TODAY)).toEqual({
      kind: 'problem',
      message: DATE_OF_BIRTH_NO_SUCH_DAY,
    });
  });

  it('reads Arabic-Indic and Persian digits as 0–9', () => {
    const march2012 = { kind: 'date', birthMonth: 3, birthYear: 2012 };
    expect(readDateOfBirth('١٤/٠٣/٢٠١٢', TODAY)).toEqual(march2012);
    expect(readDateOfBirth('۱۴/۰۳/۲۰۱۲', TODAY)).toEqual(march2012);
    expect(readDateOfBirth('٣١/٠٢/٢٠٣٠', TODAY)).toEqual({
      kind: 'problem',
      message: DATE_OF_BIRTH_NO_SUCH_DAY,
    });
  });

  it('keeps the month and year of a real date, written with slashes, dots or dashes', () => {
    const march2012 = { kind: 'date', birthMonth: 3, birthYear: 2012 };
    expect(readDateOfBirth('14/03/2012', TODAY)).toEqual(march2012);
    expect(readDateOfBirth(' 14.3.2012 ', TODAY)).toEqual(march2012);
    expect(readDateOfBirth('14-03-2012', TODAY)).toEqual(march2012);
    expect(readDateOfBirth('29/02/2012', TODAY)).toEqual({ kind: 'date', birthMonth: 2, birthYear: 2012 });
  });

  it('reads month and year alone, as the editor shows a kept date', () => {
    expect(readDateOfBirth('03/2012', TODAY)).toEqual({ kind: 'date', birthMonth: 3, birthYear: 2012 });
    expect(readDateOfBirth(formatBirthMonth(3, 2012), TODAY)).toEqual({
      kind: 'date',
      birthMonth: 3,
      birthYear: 2012,
    });
  });

  it('refuses dates in the future, to the day', () => {
    const future = { kind: 'problem', message: BIRTH_DATE_FUTURE_MESSAGE };
    expect(readDateOfBirth('01/02/2031', TODAY)).toEqual(future);
    expect(readDateOfBirth('01/12/2030', TODAY)).toEqual(future);
    expect(readDateOfBirth('27/11/2030', TODAY)).toEqual(future);
    expect(readDateOfBirth('12/2030', TODAY)).toEqual(future);
    expect(readDateOfBirth('26/11/2030', TODAY)).toEqual({ kind: 'date', birthMonth: 11, birthYear: 2030 });
    expect(readDateOfBirth('11/2030', TODAY)).toEqual({ kind: 'date', birthMonth: 11, birthYear: 2030 });
  });

  it('refuses a year more than 100 years ago', () => {
    expect(readDateOfBirth('01/01/1931', TODAY)).toEqual({ kind: 'date', birthMonth: 1, birthYear: 1931 });
    expect(readDateOfBirth('31/12/1930', TODAY)).toEqual({ kind: 'problem', message: BIRTH_YEAR_MESSAGE });
  });

  it('asks for the dd/mm/yyyy form for anything else, and reads empty text as not given', () => {
    for (const text of ['14/03/12', '14 March 2012', '2012-03-14', '14/03', 'soon', '1/2/3/2012'])
      expect(readDateOfBirth(text, TODAY), text).toEqual({
        kind: 'problem',
        message: DATE_OF_BIRTH_FORMAT_MESSAGE,
      });
    expect(readDateOfBirth('   ', TODAY)).toEqual({ kind: 'empty' });
  });

  it('shows a kept month and year as mm/yyyy', () => {
    expect(formatBirthMonth(3, 2012)).toBe('03/2012');
    expect(formatBirthMonth(null, 2012)).toBe('');
  });
});

describe('birth month and year', () => {
  it('are checked together against today', () => {
    expect(birthDateProblem(11, 2030, TODAY)).toBeNull();
    expect(birthDateProblem(12, 2030, TODAY)).toEqual({
      field: 'birthMonth',
      message: BIRTH_DATE_FUTURE_MESSAGE,
    });
    expect(birthDateProblem(1, 2031, TODAY)).toEqual({
      field: 'birthYear',
      message: BIRTH_DATE_FUTURE_MESSAGE,
    });
    expect(birthDateProblem(null, 1930, TODAY)).toEqual({ field: 'birthYear', message: BIRTH_YEAR_MESSAGE });
    expect(birthDateProblem(12, null, TODAY)).toBeNull();
  });

  it('offer the current year and the 99 before it', () => {
    expect(birthYears(2030)).toHaveLength(100);
    expect(birthYears(2030)[0]).toBe(2030);
    expect(birthYears(2030).at(-1)).toBe(1931);
  });
});

describe('the schemas that hold a birth month and year', () => {
  // Months of this year still to come; in December there are none, so the checks use next year too.
  const nextYear = thisYear + 1;
  const details = { first_name: 'Zoë', last_name: 'Quinn', gender: 'female' };

  it('the signup refuses a birth month or year still to come, on the month', () => {
    expect(
      issues(StudentDetailsSchema.safeParse({ ...details, birthMonth: 1, birthYear: nextYear })),
    ).toEqual([{ path: 'birthYear', message: BIRTH_DATE_FUTURE_MESSAGE }]);
    if (now.getMonth() < 11)
      expect(
        issues(StudentDetailsSchema.safeParse({ ...details, birthMonth: 12, birthYear: thisYear })),
      ).toEqual([{ path: 'birthMonth', message: BIRTH_DATE_FUTURE_MESSAGE }]);
    expect(
      StudentDetailsSchema.safeParse({ ...details, birthMonth: now.getMonth() + 1, birthYear: thisYear })
        .success,
    ).toBe(true);
  });

  it('the signup says so while other fields are still missing', () => {
    if (now.getMonth() === 11) return;
    expect(issues(StudentDetailsSchema.safeParse({ birthMonth: 12, birthYear: thisYear }))).toContainEqual({
      path: 'birthMonth',
      message: BIRTH_DATE_FUTURE_MESSAGE,
    });
  });

  it('the whole signup body, the user editor and the import apply the same rule', () => {
    const body = {
      ...details,
      classCode: 'BRKDMZ',
      username: 'zoe1',
      password: 'abcd',
      birthMonth: 1,
      birthYear: nextYear,
    };
    expect(issues(StudentSignupSchema.safeParse(body))).toContainEqual({
      path: 'birthYear',
      message: BIRTH_DATE_FUTURE_MESSAGE,
    });
    const user = { username: 'zoe1', password: 'abcd', first_name: 'Zoë', last_name: 'Quinn' };
    expect(issues(UserCreateSchema.safeParse({ ...user, birthMonth: 2, birthYear: nextYear }))).toEqual([
      { path: 'birthYear', message: BIRTH_DATE_FUTURE_MESSAGE },
    ]);
    expect(issues(UserCreateSchema.safeParse({ ...user, birthMonth: 2, birthYear: 1900 }))).toEqual([
      { path: 'birthYear', message: BIRTH_YEAR_MESSAGE },
    ]);
    expect(UserCreateSchema.safeParse({ ...user, birthMonth: 2, birthYear: thisYear - 12 }).success).toBe(
      true,
    );
    expect(issues(UserUpdateSchema.safeParse({ birthYear: nextYear }))).toEqual([
      { path: 'birthYear', message: BIRTH_DATE_FUTURE_MESSAGE },
    ]);
    expect(UserUpdateSchema.safeParse({ birthMonth: null, birthYear: null }).success).toBe(true);
    expect(
      issues(ImportRowSchema.safeParse({ first_name: 'A', last_name: 'B', birthYear: String(nextYear) })),
    ).toEqual([{ path: 'birthYear', message: BIRTH_DATE_FUTURE_MESSAGE }]);
    if (now.getMonth() < 11)
      expect(
        issues(
          ImportRowSchema.safeParse({
            first_name: 'A',
            last_name: 'B',
            birthMonth: '12',
            birthYear: String(thisYear),
          }),
        ),
      ).toEqual([{ path: 'birthMonth', message: BIRTH_DATE_FUTURE_MESSAGE }]);
  });

  it('a CSV row reads birth columns written in Arabic-Indic or Persian digits', () => {
    const row = ImportRowSchema.safeParse({
      first_name: 'A',
      last_name: 'B',
      birthMonth: '٣',
      birthYear: '۲۰۱۲',
    });
    expect(row.success && { month: row.data.birthMonth, year: row.data.birthYear }).toEqual({
      month: 3,
      year: 2012,
    });
  });

  it('core details hold no birth date at all', () => {
    expect(CoreInfoSchema.safeParse({ birthYear: 2012 }).success).toBe(false);
  });
});
