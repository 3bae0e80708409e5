import { z } from 'zod';
import { firstFailure, checkAlphanumeric, checkEmail, checkMinimum, checkNoSpace, checkNumber, checkRequired, type TCheck } from './checks';
import { VALIDATION_MESSAGES as M } from './messages';

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
