import { MINIMUM_NUMBER_BOUND } from '../constants';
import { VALIDATION_MESSAGES as M, type TValidationMessage } from './messages';

/**
 * The generic checks of §5 as plain functions, with no zod: the sign-in forms check with them
 * directly (./sign-in-forms.ts), on /login's first load, and ./check-schemas.ts chains them into
 * zod fields for every other form. A chain stops at the first failing check, so a field shows
 * exactly one message, in the order the spec lists the checks. Every check but Required passes on
 * an empty value, so optional fields stay optional.
 */
export type TCheck = (value: string) => TValidationMessage | null;

/**
 * Text that can be stored and mailed: no NUL character and no unpaired UTF-16 surrogate (PostgreSQL
 * refuses both, and JSON can carry them as \u0000 and \ud800). In unicode mode a character class
 * matches a lone surrogate but never half of a pair, so one class covers both.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this rejects
export const WELL_FORMED_TEXT = /^[^\u0000\uD800-\uDFFF]*$/u;
export const WELL_FORMED_MESSAGE = 'Contains a character that is not allowed';

export const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/** Numeric: an optionally signed integer or decimal, surrounding whitespace ignored (as isNaN did). */
const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/** One @, no whitespace, a dotted domain whose last label has two or more characters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

const ALPHANUMERIC = /^[A-Za-z0-9 ]*$/;

export const checkRequired: TCheck = (v) => (isBlank(v) ? M.required : null);
export const checkNumber: TCheck = (v) => (v === '' || NUMERIC.test(v) ? null : M.number);
/** Minimum with the spec's only bound, 1; a non-number is the Number check's business. */
export const checkMinimum: TCheck = (v) => (NUMERIC.test(v) && Number(v) < MINIMUM_NUMBER_BOUND ? M.minimum : null);
export const checkEmail: TCheck = (v) => (v === '' || EMAIL_PATTERN.test(v) ? null : M.email);
export const checkNoSpace: TCheck = (v) => (/\s/.test(v) ? M.noSpace : null);
export const checkAlphanumeric: TCheck = (v) => (ALPHANUMERIC.test(v) ? null : M.alphanumeric);

/** The first failing check's message, or null. */
export function firstFailure(value: string, checks: readonly TCheck[]): TValidationMessage | null {
  for (const check of checks) {
    const message = check(value);
    if (message) return message;
  }
  return null;
}
