// Dates of birth. An account keeps a birth month and a birth year (no day); the signup asks for those two, the
// user editor reads a typed date, and the CSV import reads two columns. One set of rules for all three, on both
// sides: the date must exist, must not be in the future, and must fall within the last 100 years.

import { message } from '../api/messages.ts';
import { westernDigits } from './digits.ts';

/** Birth years offered and accepted: the current year and the 99 before it. */
export const BIRTH_YEAR_SPAN = 100;
export const BIRTH_YEAR_MESSAGE = message('birthYearRange', { years: BIRTH_YEAR_SPAN });
export const BIRTH_DATE_FUTURE_MESSAGE = message('birthDateFuture');
export const DATE_OF_BIRTH_FORMAT_MESSAGE = message('dateOfBirthFormat');
export const DATE_OF_BIRTH_NO_SUCH_DAY = message('dateOfBirthNoSuchDay');

/** The birth years a signup offers, newest first. */
export const birthYears = (currentYear: number) =>
  Array.from({ length: BIRTH_YEAR_SPAN }, (_, index) => currentYear - index);

/** Whether a year is one of `birthYears` on `today`. */
export const isBirthYear = (year: number, today: Date) =>
  Number.isInteger(year) && year <= today.getFullYear() && year > today.getFullYear() - BIRTH_YEAR_SPAN;

/** Days in a month (1–12) of a year, leap years counted: 29 for February 2012, 28 for February 2030. */
export const daysInMonth = (month: number, year: number) => {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
};

/** What is wrong with a birth year on `today`, or null: in the future, or more than 100 years ago. */
export const birthYearProblem = (birthYear: number, today: Date) =>
  isBirthYear(birthYear, today)
    ? null
    : birthYear > today.getFullYear()
      ? BIRTH_DATE_FUTURE_MESSAGE
      : BIRTH_YEAR_MESSAGE;

/** Whether a birth month of a birth year has not begun yet on `today` (December of this year, in November). */
export const isFutureBirthMonth = (birthMonth: number, birthYear: number, today: Date) =>
  birthYear > today.getFullYear() || (birthYear === today.getFullYear() && birthMonth > today.getMonth() + 1);

export interface BirthDateProblem {
  field: 'birthMonth' | 'birthYear';
  message: string;
}

/**
 * What is wrong with a birth month and year on `today`, or null. Either may be missing (null or undefined):
 * what is there is checked.
 */
export const birthDateProblem = (
  birthMonth: number | null | undefined,
  birthYear: number | null | undefined,
  today: Date,
): BirthDateProblem | null => {
  if (birthYear === null || birthYear === undefined) return null;
  const yearProblem = birthYearProblem(birthYear, today);
  if (yearProblem) return { field: 'birthYear', message: yearProblem };
  if (birthMonth !== null && birthMonth !== undefined && isFutureBirthMonth(birthMonth, birthYear, today))
    return { field: 'birthMonth', message: BIRTH_DATE_FUTURE_MESSAGE };
  return null;
};

export type DateOfBirthReading =
  | { kind: 'empty' }
  | { kind: 'date'; birthMonth: number; birthYear: number }
  | { kind: 'problem'; message: string };

/**
 * A date of birth as typed in the user editor: dd/mm/yyyy (or with dots or dashes, as other countries write
 * it), or mm/yyyy, since only the month and the year are kept. The day is checked against the month and the
 * year (no 31/02), the whole date against `today`. Empty text is "not given". Arabic-Indic and Persian digits
 * read as 0–9 (١٤/٠٣/٢٠١٢).
 */
export const readDateOfBirth = (text: string, today: Date): DateOfBirthReading => {
  const trimmed = westernDigits(text).trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = /^(?:(\d{1,2})\s*[/.-]\s*)?(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(trimmed);
  if (!match) return { kind: 'problem', message: DATE_OF_BIRTH_FORMAT_MESSAGE };
  const day = match[1] === undefined ? null : Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (month < 1 || month > 12 || (day !== null && (day < 1 || day > daysInMonth(month, year))))
    return { kind: 'problem', message: DATE_OF_BIRTH_NO_SUCH_DAY };
  const problem = birthDateProblem(month, year, today);
  if (problem) return { kind: 'problem', message: problem.message };
  if (day !== null && year === today.getFullYear() && month === today.getMonth() + 1 && day > today.getDate())
    return { kind: 'problem', message: BIRTH_DATE_FUTURE_MESSAGE };
  return { kind: 'date', birthMonth: month, birthYear: year };
};

/** A kept birth month and year as the editor shows them: "03/2012"; empty when either is missing. */
export const formatBirthMonth = (birthMonth: number | null, birthYear: number | null) =>
  birthMonth && birthYear ? `${String(birthMonth).padStart(2, '0')}/${birthYear}` : '';
