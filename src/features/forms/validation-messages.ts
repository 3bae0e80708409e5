import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { WELL_FORMED_MESSAGE } from '../../../contracts/validation/checks';
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

/**
 * Not a §5 message: the well-formed text rule of every free text (contracts/validation/checks.ts), a NUL
 * character or a lone surrogate pasted into a field. It travelled in English to French pages.
 */
const NOT_WELL_FORMED = msg`Contains a character that is not allowed`;

/** A field error in the active language; texts that are neither a §5 message nor the well-formed rule's pass through. */
export function translateValidation(i18n: I18n, error: unknown): string | undefined {
  if (typeof error !== 'string' || error === '') return undefined;
  if (error === WELL_FORMED_MESSAGE) return i18n._(NOT_WELL_FORMED);
  return isValidationMessage(error) ? i18n._(TRANSLATED[error]) : error;
}
