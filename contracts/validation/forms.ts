import { z } from 'zod';
import { text } from '../schemas/fields';
import {
  checkAlphanumeric,
  checkEmail,
  checkNoSpace,
  checkNumber,
  checkRequired,
  firstFailure,
  isBlank,
  textField,
} from './checks';
import { VALIDATION_MESSAGES as M } from './messages';
import { NO_POSTAL_CODE_PLACEHOLDER } from '../reference/postalCodes';
import { checkPostalCodeFor, checkStateFor } from './postalCode';

/**
 * The §5 form rules as zod schemas. The SPA plugs them into @mantine/form with
 * `schemaResolver(schema, { sync: true })`; the gateway may run the same schemas on lookup payloads.
 * Messages are the §5 texts (see messages.ts). Schemas never transform values, so a form's values
 * type is the schema's input type.
 */

const optionalText = text().optional();

/**
 * postalCode of the account-number and email forms: required, no spaces, alphanumeric only (§5); or
 * '%', the placeholder of an address without a postal code (§5: "the country's default is used"),
 * which the forms' "no postal code" box fills in.
 */
const compactPostalCode = textField((value) =>
  value.trim() === NO_POSTAL_CODE_PLACEHOLDER ? null : firstFailure(value, [checkRequired, checkNoSpace, checkAlphanumeric]),
);

/** Same emails, ignoring surrounding space and case (an address's case does not matter for delivery). */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

// ---- Account number form --------------------------------------------------------------------

export const ZAccountNumberFormSchema = z.object({
  accountNumber: textField(checkRequired, checkNumber, checkNoSpace),
  postalCode: compactPostalCode,
  /** Shown when CaptureEmail is on: optional, but a valid email when given. */
  captureEmail: textField(checkEmail).optional(),
  /** Defaults to checked (§9). */
  emailOptIn: z.boolean().optional(),
  /** The bot-check token; required only when the challenge is enabled (see the factory below). */
  recaptchaToken: optionalText,
  /** Asked, and required, when the address has no postal code: the second fact of issue 16. */
  lastName: optionalText,
});
export type TAccountNumberForm = z.infer<typeof ZAccountNumberFormSchema>;

/**
 * The account-number form with the bot-check challenge required when RecaptchaEnabled is on, and
 * the last name required for an address without a postal code.
 */
export function accountNumberFormSchema(options: { recaptchaEnabled: boolean }) {
  const base = options.recaptchaEnabled ? ZAccountNumberFormSchema.extend({ recaptchaToken: textField(checkRequired) }) : ZAccountNumberFormSchema;
  return base.superRefine((values, ctx) => {
    if (values.postalCode.trim() === NO_POSTAL_CODE_PLACEHOLDER && isBlank(values.lastName ?? '')) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['lastName'], message: M.required });
    }
  });
}

// ---- Email form -----------------------------------------------------------------------------

export const ZEmailFormSchema = z.object({
  email: textField(checkRequired, checkEmail),
  postalCode: compactPostalCode,
});
export type TEmailForm = z.infer<typeof ZEmailFormSchema>;

// ---- Name and address form ------------------------------------------------------------------

export const ZNameAddressFormSchema = z
  .object({
    firstName: textField(checkRequired),
    lastName: textField(checkRequired),
    address1: textField(checkRequired),
    address2: optionalText,
    city: textField(checkRequired),
    country: textField(checkRequired),
    state: optionalText,
    postalCode: optionalText,
  })
  .superRefine((form, ctx) => {
    const state = checkStateFor(form.country, form.state);
    if (state) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['state'], message: state });
    const postal = checkPostalCodeFor(form.country, form.postalCode ?? '');
    if (postal) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['postalCode'], message: postal });
  });
export type TNameAddressForm = z.infer<typeof ZNameAddressFormSchema>;

// ---- Contact customer service form ----------------------------------------------------------

export const ZContactAddressFormSchema = z.object({
  name: textField(checkRequired),
  address1: textField(checkRequired),
  address2: optionalText,
  city: textField(checkRequired),
  state: optionalText,
  postalCode: optionalText,
  country: textField(checkRequired),
});

/** The chosen subject (title and prompt); null until one is chosen. */
export const ZEmailSubjectSelectedSchema = z
  .object({ title: text(), prompt: text() })
  .nullable()
  .superRefine((subject, ctx) => {
    if (!subject || isBlank(subject.title)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: M.required });
  });

export const ZContactFormSchema = z
  .object({
    email1: textField(checkRequired, checkEmail),
    email2: textField(checkRequired, checkEmail),
    address: ZContactAddressFormSchema,
    accountNumber: optionalText,
    productSelected: textField(checkRequired),
    emailSubjectSelected: ZEmailSubjectSelectedSchema,
    emailAdditionalInfo: textField(checkRequired),
  })
  .superRefine((form, ctx) => {
    // A mismatch is reported only once email2 is itself valid: one message per field.
    if (firstFailure(form.email2, [checkRequired, checkEmail]) === null && !sameEmail(form.email1, form.email2)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['email2'], message: M.emailsDoNotMatch });
    }
  });
export type TContactForm = z.infer<typeof ZContactFormSchema>;

// ---- Email change form ----------------------------------------------------------------------

export const ZEmailChangeFormSchema = z
  .object({
    email: textField(checkRequired, checkEmail),
    confirmEmail: textField(checkRequired, checkEmail),
  })
  .superRefine((form, ctx) => {
    if (firstFailure(form.confirmEmail, [checkRequired, checkEmail]) === null && !sameEmail(form.email, form.confirmEmail)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['confirmEmail'], message: M.emailsDoNotMatch });
    }
  });
export type TEmailChangeForm = z.infer<typeof ZEmailChangeFormSchema>;
