import { NO_POSTAL_CODE_PLACEHOLDER } from '../reference/postalCodes';
import {
  WELL_FORMED_MESSAGE,
  WELL_FORMED_TEXT,
  checkAlphanumeric,
  checkEmail,
  checkNoSpace,
  checkNumber,
  checkRequired,
  firstFailure,
  isBlank,
  type TCheck,
} from './checks';
import { VALIDATION_MESSAGES as M, type TValidationMessage } from './messages';
import { checkPostalCodeFor, checkStateFor } from './postalCode';

/**
 * The §5 rules of the three guest sign-in forms (§2), as plain functions with no zod: /login's first
 * load carries the form it opens with, and zod was 13 kB of it (issue 15). Each returns the form's
 * errors by field, one message per field (the first failing check), as @mantine/form's `validate`
 * takes them; an empty object when the form is valid. Messages are the §5 texts (messages.ts).
 */

/** A form's errors by field name. */
export type TFormErrors = Record<string, TValidationMessage | typeof WELL_FORMED_MESSAGE>;

/** A field's checks; `optional` lets the field be absent, and a present value is checked all the same. */
interface TFieldRule {
  checks: readonly TCheck[];
  optional?: boolean;
  /** Free text a person typed: no NUL or lone surrogate, which the gateway refuses (fields.ts `text`). */
  wellFormed?: boolean;
}

const required = (...checks: TCheck[]): TFieldRule => ({ checks });
const optional = (...checks: TCheck[]): TFieldRule => ({ checks, optional: true });
/** Optional free text with no §5 check. */
const optionalText: TFieldRule = { checks: [], optional: true, wellFormed: true };

function fieldErrors(values: object, rules: Record<string, TFieldRule>): TFormErrors {
  const errors: TFormErrors = {};
  for (const [field, rule] of Object.entries(rules)) {
    const value: unknown = (values as Record<string, unknown>)[field];
    if (value === undefined && rule.optional) continue;
    if (typeof value !== 'string') errors[field] = M.required;
    else if (rule.wellFormed && !WELL_FORMED_TEXT.test(value)) errors[field] = WELL_FORMED_MESSAGE;
    else {
      const message = firstFailure(value, rule.checks);
      if (message) errors[field] = message;
    }
  }
  return errors;
}

/**
 * postalCode of the account-number and email forms: required, no spaces, alphanumeric only (§5); or
 * '%', the placeholder of an address without a postal code (§5: "the country's default is used"),
 * which the forms' "no postal code" box fills in.
 */
const compactPostalCode = required((value) =>
  value.trim() === NO_POSTAL_CODE_PLACEHOLDER ? null : firstFailure(value, [checkRequired, checkNoSpace, checkAlphanumeric]),
);

// The forms' values are type aliases, not interfaces: @mantine/form takes them as records.

// ---- Account number form --------------------------------------------------------------------

export type TAccountNumberForm = {
  accountNumber: string;
  postalCode: string;
  /** Shown when CaptureEmail is on: optional, but a valid email when given. */
  captureEmail?: string;
  /** Defaults to checked (§9). */
  emailOptIn?: boolean;
  /** The bot-check token; required only when the challenge is enabled. */
  recaptchaToken?: string;
  /** Asked, and required, when the address has no postal code: the second fact of issue 16. */
  lastName?: string;
};

/**
 * The account-number form, with the bot-check challenge required when RecaptchaEnabled is on (or the
 * gateway asked for it), and the last name required for an address without a postal code.
 */
export function accountNumberFormErrors(values: TAccountNumberForm, options: { recaptchaEnabled: boolean }): TFormErrors {
  const errors = fieldErrors(values, {
    accountNumber: required(checkRequired, checkNumber, checkNoSpace),
    postalCode: compactPostalCode,
    captureEmail: optional(checkEmail),
    recaptchaToken: options.recaptchaEnabled ? required(checkRequired) : optionalText,
    lastName: optionalText,
  });
  if (!errors.lastName && values.postalCode?.trim() === NO_POSTAL_CODE_PLACEHOLDER && isBlank(values.lastName ?? '')) errors.lastName = M.required;
  return errors;
}

// ---- Email form -----------------------------------------------------------------------------

export type TEmailForm = {
  email: string;
  postalCode: string;
};

export function emailFormErrors(values: TEmailForm): TFormErrors {
  return fieldErrors(values, { email: required(checkRequired, checkEmail), postalCode: compactPostalCode });
}

// ---- Name and address form ------------------------------------------------------------------

export type TNameAddressForm = {
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string;
  city: string;
  country: string;
  state?: string;
  postalCode?: string;
};

/** Name and address: the state and postal code follow the country (postalCode.ts). */
export function nameAddressFormErrors(values: TNameAddressForm): TFormErrors {
  const errors = fieldErrors(values, {
    firstName: required(checkRequired),
    lastName: required(checkRequired),
    address1: required(checkRequired),
    address2: optionalText,
    city: required(checkRequired),
    country: required(checkRequired),
    state: optionalText,
    postalCode: optionalText,
  });
  const country = typeof values.country === 'string' ? values.country : '';
  const state = checkStateFor(country, values.state);
  if (state && !errors.state) errors.state = state;
  const postal = checkPostalCodeFor(country, values.postalCode ?? '');
  if (postal && !errors.postalCode) errors.postalCode = postal;
  return errors;
}
