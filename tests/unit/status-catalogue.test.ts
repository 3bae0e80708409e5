import { describe, expect, it } from 'vitest';
import { STATUS_CATALOGUE, STATUS_TITLES, statusOf, type PrimaryAction, type StatusTitle } from '../../machines/rules/status-catalogue';

/** SPEC §4 Status catalogue, one row per status key: [key, title, danger, primary action]. */
const TABLE: ReadonlyArray<[string, StatusTitle, boolean, PrimaryAction | null]> = [
  ['canceled', 'canceled', false, null],
  ['cancelled', 'canceled', false, null],
  ['suspended', 'suspended', true, 'Resume'],
  ['expired', 'expired', false, null],
  ['expired-renew', 'expired', false, 'Renew Now'],
  ['pastdue', 'paymentDue', false, 'Pay Now'],
  ['active', 'active', false, null],
  ['active-renew', 'active', false, 'Renew Now'],
  ['renewing_soon', 'active', false, 'Renew Now'],
  ['future', 'future', false, null],
  ['gift', 'gift', false, null],
  // §4 shows neither: a held series is in danger and paying is the way out (issue 13 item 3).
  ['suspended over credit limit', 'suspendedOverCreditLimit', true, 'Pay Now'],
  ['unpaid', 'unpaid', false, 'Pay Now'],
  ['on hold', 'onHold', false, null],
  ['awaiting payment', 'awaitingPayment', false, 'Pay Now'],
  ['completed', 'completed', false, null],
  ['partially canceled', 'partiallyCanceled', false, null],
  ['partially returned', 'partiallyReturned', false, null],
  ['returned', 'returned', false, null],
  ['transferred', 'transferred', false, null],
  ['payment method needs updated', 'paymentMethodNeedsUpdated', true, null],
  ['undeliverable', 'undeliverable', true, null],
  ['enqueue', 'future', false, null],
  ['issued', 'awaitingActivation', false, null],
  ['revoked', 'revoked', true, null],
  ['redeemed', 'activated', false, null],
  // §4's French status labels name these too (issue 17 item 4).
  ['pending', 'pending', false, null],
  ['deceased', 'deceased', false, null],
  ['base', 'base', false, null],
  ['finished', 'finished', false, null],
  ['discontinued', 'discontinued', false, null],
  ['non-subscribing donor', 'nonSubscribingDonor', false, null],
];

describe('status catalogue (§4)', () => {
  it.each(TABLE)('%s shows as %s (danger %s) with primary action %s', (key, title, danger, primaryAction) => {
    expect(statusOf(key)).toEqual({ key, title, danger, primaryAction });
  });

  it('holds exactly the rows of the table', () => {
    expect(Object.keys(STATUS_CATALOGUE).sort()).toEqual(TABLE.map(([key]) => key).sort());
  });

  it('uses every title it declares', () => {
    expect(new Set(TABLE.map(([, title]) => title))).toEqual(new Set(STATUS_TITLES));
  });

  it('only suspended (over the credit limit too), payment method needs updated, undeliverable and revoked are in danger', () => {
    const danger = Object.entries(STATUS_CATALOGUE)
      .filter(([, e]) => e.danger)
      .map(([key]) => key);
    expect(danger.sort()).toEqual(['payment method needs updated', 'revoked', 'suspended', 'suspended over credit limit', 'undeliverable']);
  });

  it('matches keys regardless of case and outer spaces, keeping the key as given', () => {
    expect(statusOf(' Active-Renew ')).toEqual({ key: ' Active-Renew ', title: 'active', danger: false, primaryAction: 'Renew Now' });
    expect(statusOf('On Hold').title).toBe('onHold');
  });

  it('shows an unknown key as itself, with no danger and no action', () => {
    expect(statusOf('in review')).toEqual({ key: 'in review', title: null, danger: false, primaryAction: null });
    // Not fooled by the object prototype.
    expect(statusOf('constructor').title).toBeNull();
    expect(statusOf('toString').primaryAction).toBeNull();
  });
});
