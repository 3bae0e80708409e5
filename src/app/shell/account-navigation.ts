import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The navigation entries of §2 "Other screens", in the spec's order. */
export const ACCOUNT_NAVIGATION: ReadonlyArray<{ to: string; label: MessageDescriptor }> = [
  { to: '/accounts/summary', label: msg`Account Summary` },
  { to: '/accounts/subscriptions', label: msg`My Subscriptions` },
  { to: '/accounts/orders', label: msg`Orders` },
  { to: '/accounts/gifts', label: msg`Gift Subscriptions` },
  { to: '/accounts/renewals', label: msg`Renewals` },
  { to: '/accounts/payment', label: msg`Make a Payment` },
  { to: '/accounts/wallet', label: msg`Wallet` },
  // Designed (issue 13): what was done on the account, newest first.
  { to: '/accounts/activity', label: msg`Account Activity` },
  { to: '/accounts/customer-service', label: msg`Customer Service` },
  { to: '/accounts/preferences', label: msg`Communication Preferences` },
  { to: '/accounts/chat', label: msg`Chat` },
  { to: '/accounts/faq', label: msg`FAQ` },
  { to: '/logout', label: msg`Logout` },
];
