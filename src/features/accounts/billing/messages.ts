import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CardUpdateRefusal } from '../../../../machines/rules/billing';
import type { CardField } from './capture';

/** What the card form says about a field the capture script refused (nothing was sent). */
export const cardFieldErrors: Record<CardField, MessageDescriptor> = {
  number: msg`Enter a valid card number. Check the digits and try again.`,
  expiry: msg`Enter an expiry date that has not passed.`,
  securityCode: msg`Enter the security code from the card (3 digits, 4 for American Express).`,
};

export const nameLooksLikeCardNumber = msg`Enter the name on the card here, not its number.`;

export const captureUnavailable = msg`Card entry is not available right now. Please try again in a moment.`;

/** Why a card of the wallet cannot be updated here. */
export const cardUpdateRefusals: Record<CardUpdateRefusal, MessageDescriptor> = {
  noAccounts: msg`No account pays with this card, so there is nothing to update.`,
  accountIdsMissing: msg`This card cannot be updated online. Please contact customer service.`,
};

/** §3 payment type names (PP is PPAL, AP is APPY, AM is AZPY), as subscribers know them. */
export const paymentTypeLabels: Record<string, MessageDescriptor> = {
  CC: msg`Card`,
  PPAL: msg`PayPal account`,
  APPY: msg`Apple Pay wallet`,
  AZPY: msg`Amazon Pay account`,
};
