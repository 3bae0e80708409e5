import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { VALIDATION_MESSAGES as M } from '../../../contracts/validation/messages';
import type { ContactFailureCode } from '../../../machines/flows/contact-form.machine';
import { translateValidation } from '../forms/validation-messages';

/** The error panel of a failed send (§2 "On failure it shows an error panel"), by failure code. */
export const contactFailureMessages: Record<ContactFailureCode, MessageDescriptor> = {
  RATE_LIMITED: msg`You have sent several messages in a short time. Please wait a while, then try again.`,
  SESSION_REQUIRED: msg`Your session has ended. Please sign in again, then send your message.`,
  REJECTED: msg`We could not accept this message. Please check the form, then try again.`,
  SEND_FAILED: msg`Sorry, we could not send your message. Please try again in a few minutes.`,
};

/**
 * §5 Contact form: "each required and in email format. The messages are not shown", and the
 * address's required fields, "The message is not shown". Ours say which field is missing. The
 * rules stay the contract's (ZContactFormSchema); only the texts shown differ per field.
 */
const DESIGNED: Record<string, Partial<Record<string, MessageDescriptor>>> = {
  email1: { [M.required]: msg`Please enter your email address`, [M.email]: msg`Please enter a valid email address, like name@example.com` },
  email2: { [M.required]: msg`Please enter your email address again`, [M.email]: msg`Please enter a valid email address, like name@example.com` },
  'address.name': { [M.required]: msg`Please enter your name` },
  'address.address1': { [M.required]: msg`Please enter your street address` },
  'address.city': { [M.required]: msg`Please enter your city` },
  'address.country': { [M.required]: msg`Please choose your country` },
};

/** A contact-form field error in the active language: the designed text, else the §5 message. */
export function contactFieldError(i18n: I18n, path: string, error: unknown): string | undefined {
  const designed = typeof error === 'string' ? DESIGNED[path]?.[error] : undefined;
  return designed ? i18n._(designed) : translateValidation(i18n, error);
}
