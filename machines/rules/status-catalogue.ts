/**
 * SPEC §4 Status catalogue: for each status key (an order's orderStatus), the title shown, whether
 * it is shown in the danger colour and its primary action. Pure data: the titles' texts live in
 * src/features/accounts/status-messages.ts; "not shown" in the spec is no danger and no action.
 */

/** The §4 "Other catalogues" action names a status can offer as its primary action. */
export const PRIMARY_ACTIONS = ['Resume', 'Renew Now', 'Pay Now'] as const;
export type PrimaryAction = (typeof PRIMARY_ACTIONS)[number];

/** The titles the catalogue shows; the spec's "same as the key" statuses get their own. */
export const STATUS_TITLES = [
  'canceled',
  'suspended',
  'expired',
  'paymentDue',
  'active',
  'future',
  'gift',
  'suspendedOverCreditLimit',
  'unpaid',
  'onHold',
  'awaitingPayment',
  'completed',
  'partiallyCanceled',
  'partiallyReturned',
  'returned',
  'transferred',
  'paymentMethodNeedsUpdated',
  'undeliverable',
  'awaitingActivation',
  'revoked',
  'activated',
  'pending',
  'deceased',
  'base',
  'finished',
  'discontinued',
  'nonSubscribingDonor',
] as const;
export type StatusTitle = (typeof STATUS_TITLES)[number];

export interface StatusEntry {
  /** null for a key the catalogue does not know: it displays as the key itself. */
  title: StatusTitle | null;
  danger: boolean;
  primaryAction: PrimaryAction | null;
}

const entry = (title: StatusTitle, primaryAction: PrimaryAction | null = null, danger = false): StatusEntry => ({
  title,
  danger,
  primaryAction,
});

/** The §4 table, row by row. */
export const STATUS_CATALOGUE: Readonly<Record<string, StatusEntry>> = {
  canceled: entry('canceled'),
  cancelled: entry('canceled'),
  suspended: entry('suspended', 'Resume', true),
  expired: entry('expired'),
  'expired-renew': entry('expired', 'Renew Now'),
  pastdue: entry('paymentDue', 'Pay Now'),
  active: entry('active'),
  'active-renew': entry('active', 'Renew Now'),
  renewing_soon: entry('active', 'Renew Now'),
  future: entry('future'),
  gift: entry('gift'),
  // Not shown in §4: the hold ends when the unpaid volumes are paid, so Pay Now is the way out.
  'suspended over credit limit': entry('suspendedOverCreditLimit', 'Pay Now', true),
  unpaid: entry('unpaid', 'Pay Now'),
  'on hold': entry('onHold'),
  'awaiting payment': entry('awaitingPayment', 'Pay Now'),
  completed: entry('completed'),
  'partially canceled': entry('partiallyCanceled'),
  'partially returned': entry('partiallyReturned'),
  returned: entry('returned'),
  transferred: entry('transferred'),
  'payment method needs updated': entry('paymentMethodNeedsUpdated', null, true),
  undeliverable: entry('undeliverable', null, true),
  // Resin statuses.
  enqueue: entry('future'),
  issued: entry('awaitingActivation'),
  revoked: entry('revoked', null, true),
  redeemed: entry('activated'),
  // Not in the §4 table, but in §4's list of French status labels: shown by their names in both
  // languages rather than as raw keys (issue 17 item 4). None offers an action.
  pending: entry('pending'),
  deceased: entry('deceased'),
  base: entry('base'),
  finished: entry('finished'),
  discontinued: entry('discontinued'),
  'non-subscribing donor': entry('nonSubscribingDonor'),
};

/** The catalogue entry of an orderStatus; keys are matched without regard to case or outer spaces. */
export function statusOf(orderStatus: string): StatusEntry & { key: string } {
  const key = orderStatus.trim().toLowerCase();
  const known = Object.hasOwn(STATUS_CATALOGUE, key) ? STATUS_CATALOGUE[key] : undefined;
  return { key: orderStatus, ...(known ?? { title: null, danger: false, primaryAction: null }) };
}
