import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderActionKind } from './order-actions';

/** The labels of a subscription's further actions. */
export const orderActionMessages: Record<OrderActionKind, MessageDescriptor> = {
  suspend: msg`Suspend Delivery`,
  resume: msg`Resume Delivery`,
  replacement: msg`Report a Missing or Damaged Issue`,
  extend: msg`Extend Subscription`,
  seriesSettings: msg`Change Series Settings`,
  stopAutoRenew: msg`Stop Auto Renew`,
  stopCharge: msg`Stop Recurring Charge`,
  startAutoRenew: msg`Start Auto Renew`,
  cancel: msg`Cancel Subscription`,
  transfer: msg`Transfer Subscription`,
  giftOrder: msg`Give as a Gift`,
  giftChange: msg`Revoke or Resend Gift`,
};
