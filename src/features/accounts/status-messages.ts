import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { PrimaryAction, StatusEntry, StatusTitle } from '../../../machines/rules/status-catalogue';

/** The titles of the §4 status catalogue; "same as the key" statuses read as their key. */
export const statusTitleMessages: Record<StatusTitle, MessageDescriptor> = {
  canceled: msg`Canceled`,
  suspended: msg`Suspended`,
  expired: msg`Expired`,
  paymentDue: msg`Payment Due`,
  active: msg`Active`,
  future: msg`Future`,
  gift: msg`Gift`,
  suspendedOverCreditLimit: msg`Suspended over credit limit`,
  unpaid: msg`Unpaid`,
  onHold: msg`On Hold`,
  awaitingPayment: msg`Awaiting payment`,
  completed: msg`Completed`,
  partiallyCanceled: msg`Partially canceled`,
  partiallyReturned: msg`Partially returned`,
  returned: msg`Returned`,
  transferred: msg`Transferred`,
  paymentMethodNeedsUpdated: msg`Payment method needs updated`,
  undeliverable: msg`Undeliverable`,
  awaitingActivation: msg`Awaiting Activation`,
  revoked: msg`Revoked`,
  activated: msg`Activated`,
  pending: msg`Pending`,
  deceased: msg`Deceased`,
  base: msg`Base`,
  finished: msg`Finished`,
  discontinued: msg`Discontinued`,
  nonSubscribingDonor: msg`Non-Subscribing donor`,
};

/** The §4 action names of the primary actions. */
export const primaryActionMessages: Record<PrimaryAction, MessageDescriptor> = {
  Resume: msg`Resume`,
  'Renew Now': msg`Renew Now`,
  'Pay Now': msg`Pay Now`,
};

/** The text a status shows: its title, or the key itself when the catalogue does not know it. */
export function statusLabel(status: StatusEntry & { key: string }, i18n: I18n): string {
  return status.title ? i18n._(statusTitleMessages[status.title]) : status.key;
}
