import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { statusOf } from '../../machines/rules/status-catalogue';
import { primaryActionMessages, statusLabel } from '../../src/features/accounts/status-messages';

/**
 * SPEC §4 Status catalogue, as the subscriber reads it (en-US source texts): title shown, danger
 * colour and primary action of every row. "Same as the key" rows read as their key.
 */
const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });
const shown = (key: string) => {
  const status = statusOf(key);
  return { title: statusLabel(status, i18n), danger: status.danger, action: status.primaryAction ? i18n._(primaryActionMessages[status.primaryAction]) : null };
};

describe('§4 status catalogue as shown', () => {
  it.each([
    ['canceled', 'Canceled', false, null],
    ['cancelled', 'Canceled', false, null],
    ['suspended', 'Suspended', true, 'Resume'],
    ['expired', 'Expired', false, null],
    ['expired-renew', 'Expired', false, 'Renew Now'],
    ['pastdue', 'Payment Due', false, 'Pay Now'],
    ['active', 'Active', false, null],
    ['active-renew', 'Active', false, 'Renew Now'],
    ['renewing_soon', 'Active', false, 'Renew Now'],
    ['future', 'Future', false, null],
    ['gift', 'Gift', false, null],
    ['unpaid', 'Unpaid', false, 'Pay Now'],
    ['on hold', 'On Hold', false, null],
    ['awaiting payment', 'Awaiting payment', false, 'Pay Now'],
    ['undeliverable', 'Undeliverable', true, null],
    ['enqueue', 'Future', false, null],
    ['issued', 'Awaiting Activation', false, null],
    ['revoked', 'Revoked', true, null],
    ['redeemed', 'Activated', false, null],
    ['payment method needs updated', 'Payment method needs updated', true, null],
    ['pending', 'Pending', false, null],
    ['deceased', 'Deceased', false, null],
    ['base', 'Base', false, null],
    ['finished', 'Finished', false, null],
    ['discontinued', 'Discontinued', false, null],
    ['Non-Subscribing Donor', 'Non-Subscribing donor', false, null],
  ])('%s shows %s', (key, title, danger, action) => {
    expect(shown(key)).toEqual({ title, danger, action });
  });

  it('shows the "same as the key" rows by their key, and an unknown key as itself', () => {
    for (const key of ['completed', 'partially canceled', 'partially returned', 'returned', 'transferred']) {
      expect(shown(key).title.toLowerCase()).toBe(key);
      expect(shown(key).action).toBeNull();
    }
    expect(shown('in review')).toEqual({ title: 'in review', danger: false, action: null });
  });
});
