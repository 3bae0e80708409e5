import { z } from 'zod';
import { MINIMUM_NUMBER_BOUND } from '../constants';
import { VALIDATION_MESSAGES as M, type TValidationMessage } from './messages';

/**
 * The generic checks of §5 as plain functions, and `textField` to chain them into one zod field.
 * A chain stops at the first failing check, so a field shows exactly one message, in the order
 * the spec lists the checks. Every check but Required passes on an empty value, so optional
 * fields stay optional.
 */
export type TCheck = (value: string) => TValidationMessage | null;

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

/** A string field validated by the checks in order; a missing or non-string value is 'Required'. */
export function textField(...checks: TCheck[]) {
  return z
    .string({ required_error: M.required, invalid_type_error: M.required })
    .superRefine((value, ctx) => {
      const message = firstFailure(value, checks);
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    });
}

/** The generic checks of §5 as single-field schemas. */
export const ZRequiredSchema = textField(checkRequired);
export const ZNumberSchema = textField(checkNumber);
export const ZMinimumSchema = textField(checkNumber, checkMinimum);
export const ZEmailSchema = textField(checkEmail);
export const ZNoSpaceSchema = textField(checkNoSpace);
export const ZAlphanumericSchema = textField(checkAlphanumeric);
