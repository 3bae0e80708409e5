import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TActivityKind } from '../../../../contracts/schemas/activity';

/** What each kind of activity says (STYLE rule 5: the gateway sends codes). */
export const activityKindMessages: Record<TActivityKind, MessageDescriptor> = {
  payment: msg`Payment`,
  cardUpdate: msg`Card updated`,
  cancel: msg`Subscription canceled`,
  storeCreditRefund: msg`Refund to store credit`,
  transfer: msg`Subscription transferred`,
  return: msg`Items returned`,
  suspend: msg`Delivery suspended`,
  resume: msg`Delivery resumed`,
  replacement: msg`Missing or damaged issue reported`,
  extension: msg`Subscription extended`,
  seriesUpdate: msg`Series changed`,
  autoRenewStart: msg`Automatic renewal started`,
  autoRenewStop: msg`Automatic renewal stopped`,
  stopCharge: msg`Recurring charge stopped`,
  retentionOffer: msg`Offer accepted`,
  giftOrder: msg`Gift ordered`,
  giftResend: msg`Gift sent to a new email`,
  giftRevoke: msg`Gift revoked`,
  addressChange: msg`Address changed`,
  addressChangeScheduled: msg`Address change scheduled`,
  emailChange: msg`Email changed`,
  preferences: msg`Communication preferences changed`,
  customerServiceMessage: msg`Message to customer service`,
  cancelRequest: msg`Cancellation sent to customer service`,
};
