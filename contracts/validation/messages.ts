/**
 * Every validation message of §5, as a stable English message key. Zod issues carry these texts
 * verbatim; the UI translates them through a map keyed by the same texts, the gateway returns
 * them in `fieldErrors`. Never reword one without updating the translation map.
 */
export const VALIDATION_MESSAGES = {
  required: 'Required',
  number: 'Must be a number',
  minimum: 'Must be at least 1',
  email: 'Invalid email address',
  noSpace: 'Space is an invalid character.',
  alphanumeric: 'Alphanumeric characters only',
  usPostalCodeLength: 'Must be 5 characters',
  caPostalCodeLength: 'Must be 6 characters',
  invalidPostalCode: 'Invalid Postal Code',
  emailsDoNotMatch: 'Emails do not match',
} as const;

export type TValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
export type TValidationMessage = (typeof VALIDATION_MESSAGES)[TValidationMessageKey];

const ALL_MESSAGES: ReadonlySet<string> = new Set(Object.values(VALIDATION_MESSAGES));

export function isValidationMessage(text: string): text is TValidationMessage {
  return ALL_MESSAGES.has(text);
}
