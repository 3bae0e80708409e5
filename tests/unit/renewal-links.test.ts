import { describe, expect, it } from 'vitest';
import type { TOrder } from '../../contracts/schemas/order';
import {
  buildRenewalLink,
  canEmailGiftCard,
  isRenewable,
  needsPayment,
  renewalLink,
  renewalTarget,
  type RenewalUrls,
} from '../../machines/rules/renewal-links';
import { SEED_PUBLISHERS } from '../../server/seed/publishers';

/** The renewal links of SPEC §3 AvailableActions.Preferences and §6 (gifts use the gift URLs). */

const order = (patch: Partial<TOrder> = {}): TOrder => ({
  orderNumber: 'N500002',
  prodIdAlias: 'NWM',
  accountNumber: '10000002',
  billToAccountNumber: '10000002',
  productName: 'Northwind Monthly',
  subscriptionName: 'Northwind Monthly – 12 issues',
  orderStatus: 'active-renew',
  orderDate: '2026-01-01',
  systemCode: 'SERV',
  isPf: false,
  isContinuity: false,
  isSuspendable: true,
  isResumable: false,
  isDisplayedOnMySubs: true,
  isGift: false,
  isDonor: false,
  isRecipient: false,
  subscriptionStart: '2026-02-01',
  subscriptionEnd: '2027-01-01',
  orderItems: [
    { shipToAccountNumber: '10000002', productDesc: 'Northwind Monthly, 12 issues', itemValue: 29.99, isContinuity: false, subscriptionName: 'Northwind Monthly – 12 issues' },
  ],
  ...patch,
});

const giftOrder = (patch: Partial<TOrder> = {}) =>
  order({
    orderNumber: 'N500010',
    accountNumber: '10000008',
    billToAccountNumber: '10000008',
    orderStatus: 'gift',
    isGift: true,
    isDonor: true,
    orderItems: [
      { shipToAccountNumber: '10000009', productDesc: 'Northwind Monthly, 12 issues', itemValue: 29.99, isContinuity: false, subscriptionName: 'x', recipientName: 'Henry Ellison' },
    ],
    ...patch,
  });

const urls: RenewalUrls = {
  renewSubUrl: 'https://shop.example/renew',
  renewGiftUrl: 'https://shop.example/renew-gift?src=portal',
  makePaymentUrl: '/accounts/payment',
  makeGiftPaymentUrl: '/accounts/payment?gift=true',
  emailGiftCardUrl: 'https://shop.example/gift-card/{accountNumber}/{orderNumber}?p={prodIdAlias}',
};

describe('renewal links (§3 Preferences, §6)', () => {
  it('a subscriber renews and pays for their own account with the subscription URLs', () => {
    expect(renewalLink(urls, 'renew', order())).toBe('https://shop.example/renew?account=10000002&order=N500002');
    expect(renewalLink(urls, 'pay', order())).toBe('/accounts/payment?account=10000002&order=N500002');
    expect(renewalLink(urls, 'emailGiftCard', order())).toBeNull();
  });

  it('a donor uses the gift URLs and the recipient’s shipToAccountNumber', () => {
    expect(renewalTarget(giftOrder())).toEqual({ accountNumber: '10000009', orderNumber: 'N500010', prodIdAlias: 'NWM', gift: true });
    expect(renewalLink(urls, 'renew', giftOrder())).toBe('https://shop.example/renew-gift?src=portal&account=10000009&order=N500010');
    expect(renewalLink(urls, 'pay', giftOrder())).toBe('/accounts/payment?gift=true&account=10000009&order=N500010');
    expect(renewalLink(urls, 'emailGiftCard', giftOrder())).toBe('https://shop.example/gift-card/10000009/N500010?p=NWM');
  });

  it('a recipient uses the gift URLs too, for their own (ship-to) account', () => {
    const received = giftOrder({ isDonor: false, isRecipient: true });
    expect(renewalLink(urls, 'renew', received)).toBe('https://shop.example/renew-gift?src=portal&account=10000009&order=N500010');
  });

  it('fills placeholders URL-encoded and leaves the URL otherwise alone', () => {
    const target = { accountNumber: '1 2', orderNumber: 'A&B', prodIdAlias: 'NWM', gift: false };
    expect(buildRenewalLink('https://x.example/r/{accountNumber}?o={orderNumber}', target)).toBe('https://x.example/r/1%202?o=A%26B');
    expect(buildRenewalLink('/renew#top', { ...target, accountNumber: '7' })).toBe('/renew?account=7&order=A%26B#top');
    expect(buildRenewalLink('/renew?', { accountNumber: '7', prodIdAlias: 'NWM', gift: false })).toBe('/renew?account=7');
  });

  it('gives no link for an empty or unsafe configured URL', () => {
    const target = renewalTarget(order());
    expect(buildRenewalLink('', target)).toBeNull();
    expect(buildRenewalLink('   ', target)).toBeNull();
    expect(buildRenewalLink('javascript:alert(1)', target)).toBeNull();
    expect(buildRenewalLink('data:text/html,x', target)).toBeNull();
    expect(buildRenewalLink('//evil.example/renew', target)).toBeNull();
    expect(buildRenewalLink('/\\evil.example/renew', target)).toBeNull();
    expect(renewalLink({ ...urls, renewSubUrl: '' }, 'renew', order())).toBeNull();
  });

  it('works with the seed publishers’ configured URLs', () => {
    for (const publisher of SEED_PUBLISHERS) {
      const preferences = publisher.adminConfig.AvailableActions.Preferences;
      expect(renewalLink(preferences, 'pay', order())).toBe(`${preferences.makePaymentUrl}?account=10000002&order=N500002`);
      expect(renewalLink(preferences, 'pay', giftOrder())).toBe(`${preferences.makeGiftPaymentUrl}&account=10000009&order=N500010`);
    }
  });
});

describe('which orders renew, pay and e-mail a gift card', () => {
  it('renews open term subscriptions, not closed, moved, unstarted gifts, series or shop orders', () => {
    expect(isRenewable(order())).toBe(true);
    expect(isRenewable(order({ orderStatus: 'expired' }))).toBe(true);
    expect(isRenewable(order({ orderStatus: 'suspended' }))).toBe(true);
    expect(isRenewable(order({ orderStatus: 'some new status' }))).toBe(true);
    for (const orderStatus of ['canceled', 'cancelled', 'transferred', 'revoked', 'issued', 'completed', 'returned']) {
      expect(isRenewable(order({ orderStatus })), orderStatus).toBe(false);
    }
    expect(isRenewable(order({ isContinuity: true, isPf: true }))).toBe(false);
    expect(isRenewable(order({ subscriptionEnd: undefined }))).toBe(false);
  });

  it('asks for a payment on an open balance or a Pay Now status', () => {
    expect(needsPayment(order())).toBe(false);
    expect(needsPayment(order({ amountDue: 0 }))).toBe(false);
    expect(needsPayment(order({ amountDue: 29.99 }))).toBe(true);
    for (const orderStatus of ['pastdue', 'unpaid', 'awaiting payment']) expect(needsPayment(order({ orderStatus })), orderStatus).toBe(true);
  });

  it('e-mails the gift card of a donor’s standing gift only', () => {
    expect(canEmailGiftCard(giftOrder())).toBe(true);
    expect(canEmailGiftCard(giftOrder({ orderStatus: 'issued' }))).toBe(true);
    expect(canEmailGiftCard(giftOrder({ orderStatus: 'revoked' }))).toBe(false);
    expect(canEmailGiftCard(giftOrder({ isDonor: false, isRecipient: true }))).toBe(false);
    expect(canEmailGiftCard(order())).toBe(false);
  });
});
