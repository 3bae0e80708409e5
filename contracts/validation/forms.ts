import { z } from 'zod';
import { text } from '../schemas/fields';
import { textField } from './check-schemas';
import { checkEmail, checkRequired, firstFailure, isBlank } from './checks';
import { VALIDATION_MESSAGES as M } from './messages';

/**
 * The §5 form rules as zod schemas (the guest sign-in forms' rules are plain functions, with no zod:
 * ./sign-in-forms.ts). The SPA plugs them into @mantine/form with
 * `schemaResolver(schema, { sync: true })`; the gateway may run the same schemas on lookup payloads.
 * Messages are the §5 texts (see messages.ts). Schemas never transform values, so a form's values
 * type is the schema's input type.
 */

const optionalText = text().optional();

/** Same emails, ignoring surrounding space and case (an address's case does not matter for delivery). */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

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
