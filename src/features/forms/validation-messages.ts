import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { VALIDATION_MESSAGES, isValidationMessage, type TValidationMessage } from '../../../contracts/validation/messages';

/**
 * The §5 messages travel as their English texts (contracts/validation/messages.ts); this map
 * shows them in the active language. A new message in the contract without a translation here
 * fails to compile.
 */
const TRANSLATED: Record<TValidationMessage, MessageDescriptor> = {
  [VALIDATION_MESSAGES.required]: msg`Required`,
  [VALIDATION_MESSAGES.number]: msg`Must be a number`,
  [VALIDATION_MESSAGES.minimum]: msg`Must be at least 1`,
  [VALIDATION_MESSAGES.email]: msg`Invalid email address`,
  [VALIDATION_MESSAGES.noSpace]: msg`Space is an invalid character.`,
  [VALIDATION_MESSAGES.alphanumeric]: msg`Alphanumeric characters only`,
  [VALIDATION_MESSAGES.usPostalCodeLength]: msg`Must be 5 characters`,
  [VALIDATION_MESSAGES.caPostalCodeLength]: msg`Must be 6 characters`,
  [VALIDATION_MESSAGES.invalidPostalCode]: msg`Invalid Postal Code`,
  [VALIDATION_MESSAGES.emailsDoNotMatch]: msg`Emails do not match`,
};

/** A field error in the active language; texts that are not §5 messages pass through. */
export function translateValidation(i18n: I18n, error: unknown): string | undefined {
  if (typeof error !== 'string' || error === '') return undefined;
  return isValidationMessage(error) ? i18n._(TRANSLATED[error]) : error;
}
