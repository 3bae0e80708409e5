import { describe, expect, it } from 'vitest';
import type { TOrder } from '../../contracts/schemas/order';
import { servSubject } from '../../machines/paths/orders.paths';
import { subscriptionTerm } from '../../machines/rules/subscription-term';

/** Issue 13 item 4: one term per order, decided by its status, dates first. */
/** The path models' sample print subscription, without auto-renew unless a test says so. */
const order = (over: Partial<TOrder>): TOrder => ({ ...servSubject.order, autoRenew: false, subscriptionEnd: '2027-04-01', ...over });

describe('subscriptionTerm', () => {
  it('auto-renew on: renews on the end date for the renewal price, the issue as detail', () => {
    expect(subscriptionTerm(order({ autoRenew: true, renewalPrice: 29.99 }), 23)).toEqual({ kind: 'renews', date: '2027-04-01', price: 29.99, issue: 23 });
  });
  it('a gift received never says it renews: the donor pays', () => {
    expect(subscriptionTerm(order({ autoRenew: true, isGift: true, isRecipient: true }), 23)).toEqual({ kind: 'expires', date: '2027-04-01' });
  });
  it('auto-renew off: expires on the end date; the account issue only for its own print subscription', () => {
    expect(subscriptionTerm(order({}), 23)).toEqual({ kind: 'expires', date: '2027-04-01', issue: 23 });
    expect(subscriptionTerm(order({ systemCode: 'RESIN' }), 23)).toEqual({ kind: 'expires', date: '2027-04-01' });
  });
  it('expired statuses ended on the end date', () => {
    expect(subscriptionTerm(order({ orderStatus: 'expired-renew', autoRenew: true }), 23)).toEqual({ kind: 'ended', date: '2027-04-01' });
  });
  it('closed orders say when they were closed, whatever the end date', () => {
    expect(subscriptionTerm(order({ orderStatus: 'canceled', closedOn: '2026-10-15' }), 23)).toEqual({ kind: 'canceled', date: '2026-10-15' });
    expect(subscriptionTerm(order({ orderStatus: 'transferred' }))).toEqual({ kind: 'transferred' });
    expect(subscriptionTerm(order({ orderStatus: 'revoked', closedOn: '2026-10-15' }))).toEqual({ kind: 'revoked', date: '2026-10-15' });
  });
  it('nothing for a series, a shop order or an order without an end', () => {
    expect(subscriptionTerm(order({ isContinuity: true, isPf: true }))).toBeNull();
    expect(subscriptionTerm(order({ subscriptionEnd: undefined }))).toBeNull();
    expect(subscriptionTerm(order({ orderStatus: 'completed' }))).toBeNull();
  });
});
