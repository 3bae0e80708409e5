import { describe, expect, it } from 'vitest';
import { orderActions } from '../../src/features/accounts/display/order-actions';
import { servSubscription as serv } from '../../machines/paths/suspend-resume.paths';
import type { TLookupSuccess } from '../../contracts/schemas/lookup';
import type { TOrder } from '../../contracts/schemas/order';
import {
  chosenIssueOf,
  directResumeOf,
  extensionIssueOf,
  extensionRefusal,
  extensionRequest,
  issueLookupQuery,
  issueNumberStart,
  issuesFoundOf,
  issuesRequest,
  replacementOutcomeOf,
  replacementRefusal,
  replacementRequest,
  resumeIssueChoices,
  resumeRefusal,
  resumeRequest,
  subscriptionOf,
  suspendRefusal,
  suspendRequest,
  type Subscription,
} from '../../machines/rules/subscription-actions';

/** The pure rules and request builders of the subscription flows (SPEC §6, §7 calls 12–17, §9). */

const series: Subscription = { ...serv, orderNumber: 'B500020', accountNumber: '20000010', prodIdAlias: 'BOC', planCode: 'BOC-BIMONTHLY', systemCode: 'SERVPF', lastIssue: undefined, expireIssueNumber: undefined };

function order(overrides: Partial<TOrder>): TOrder {
  return {
    orderNumber: 'N500003',
    prodIdAlias: 'NWM',
    planCode: 'NWM-12',
    accountNumber: '10000003',
    billToAccountNumber: '10000003',
    productName: 'Northwind Monthly',
    subscriptionName: 'Northwind Monthly – 12 issues',
    orderStatus: 'renewing_soon',
    orderDate: '2025-12-02',
    systemCode: 'SERV',
    isPf: false,
    isContinuity: false,
    isSuspendable: true,
    isResumable: false,
    isDisplayedOnMySubs: true,
    isGift: false,
    isDonor: false,
    isRecipient: false,
    orderItems: [],
    ...overrides,
  };
}

const item = (lastIssue: number | undefined) => ({
  shipToAccountNumber: '10000003',
  ...(lastIssue !== undefined ? { lastIssue } : {}),
  productDesc: 'Northwind Monthly, 12 issues',
  itemValue: 29.99,
  isContinuity: false,
  subscriptionName: 'Northwind Monthly – 12 issues',
});

const customer = (accountNumber: string, prodIdAlias: string, expireIssueNumber?: number) => ({
  productName: 'Northwind Monthly',
  accountNumber,
  prodIdAlias,
  email: '',
  address: { name: 'Carla Mendes', address1: '200 Santa Monica Pier', city: 'Santa Monica', postalCode: '90401', country: 'US' },
  activeSubscriptions: 1,
  postalCode: '90401',
  systemCode: 'SERV' as const,
  permissions: {},
  ...(expireIssueNumber !== undefined ? { expireIssueNumber } : {}),
});

function lookupOf(orders: TOrder[], customers = [customer('10000003', 'NWB', 4), customer('10000003', 'NWM', 19)]): TLookupSuccess {
  return { isSuccess: 'true', customers, orders, accountsMap: {}, prodId: 'NWM', associatedGiftAccounts: [], paymentMethods: [] };
}

describe('subscriptionOf', () => {
  it('takes the order by number, its latest delivered issue, and the expiry of the customer of that account and product', () => {
    const lookup = lookupOf([order({ orderNumber: 'N1' }), order({ orderItems: [item(17), item(18), item(undefined)] })]);
    expect(subscriptionOf(lookup, 'N500003')).toEqual({ ...serv });
  });

  it('has no last issue when nothing was delivered, and no expiry when the customer has none', () => {
    const lookup = lookupOf([order({ orderItems: [item(undefined), item(0)] })], [customer('10000003', 'NWM')]);
    const found = subscriptionOf(lookup, 'N500003');
    expect(found?.lastIssue).toBeUndefined();
    expect(found?.expireIssueNumber).toBeUndefined();
  });

  it('falls back to the customer of the account when none has the product', () => {
    const lookup = lookupOf([order({})], [customer('10000003', 'OTHER', 7)]);
    expect(subscriptionOf(lookup, 'N500003')?.expireIssueNumber).toBe(7);
  });

  it('is null for an order the lookup does not hold', () => {
    expect(subscriptionOf(lookupOf([order({})]), 'N999')).toBeNull();
  });
});

describe('suspend and resume (§6, §7 calls 16 and 17)', () => {
  it('is offered only with enableSuspend and an order that isSuspendable and not suspended', () => {
    expect(suspendRefusal(serv, true)).toBeNull();
    expect(suspendRefusal(series, true)).toBeNull();
    expect(suspendRefusal(serv, false)).toBe('suspendDisabled');
    expect(suspendRefusal({ ...serv, isSuspendable: false }, true)).toBe('notSuspendable');
    expect(suspendRefusal({ ...serv, orderStatus: 'suspended' }, true)).toBe('notSuspendable');
    // PUT /series names the plan: a series order without one cannot be changed.
    expect(suspendRefusal({ ...series, planCode: undefined }, true)).toBe('notSuspendable');
    expect(suspendRefusal({ ...serv, systemCode: 'RESIN' }, true)).toBe('notSuspendable');
  });

  it('SERV suspends through POST /cofp with currentMagSwitch X and the optional resume issue', () => {
    expect(suspendRequest(serv, { reasonCode: 'VAC', resumeIssue: 19 })).toEqual({
      call: 'cofp',
      body: { action: 'suspend', accountNumber: '10000003', prodIdAlias: 'NWM', suspend: 'Y', reasonCode: 'VAC', currentMagSwitch: 'X', resumeIssue: 19 },
    });
    const withoutIssue = suspendRequest(serv, { reasonCode: 'OTHER', resumeServiceDate: '2027-01-05' });
    expect(withoutIssue.body).toEqual({ action: 'suspend', accountNumber: '10000003', prodIdAlias: 'NWM', suspend: 'Y', reasonCode: 'OTHER', currentMagSwitch: 'X' });
  });

  it('SERVPF and EHUB suspend through PUT /series with suspendSwitch Y and the optional resume date', () => {
    expect(suspendRequest(series, { reasonCode: 'TEMP', resumeServiceDate: '2027-02-01', resumeIssue: 3 })).toEqual({
      call: 'series',
      body: { updateType: 'suspendresume', prodIdAlias: 'BOC', recipAccountNumber: '20000010', planCode: 'BOC-BIMONTHLY', suspendSwitch: 'Y', resumeServiceDate: '2027-02-01' },
    });
    // §7 call 16: a plan whose lookup answers its frequency sends it along, unchanged.
    expect(suspendRequest({ ...series, shipFrequency: '2M', shipQuantity: 1 }, { reasonCode: 'VAC' }).body).toEqual({
      updateType: 'suspendresume',
      prodIdAlias: 'BOC',
      recipAccountNumber: '20000010',
      planCode: 'BOC-BIMONTHLY',
      suspendSwitch: 'Y',
      shipFrequency: '2M',
    });
    const ehub = suspendRequest({ ...series, systemCode: 'EHUB' }, { reasonCode: 'VAC' });
    expect(ehub).toEqual({
      call: 'series',
      body: { updateType: 'suspendresume', prodIdAlias: 'BOC', recipAccountNumber: '20000010', planCode: 'BOC-BIMONTHLY', suspendSwitch: 'Y' },
    });
  });

  it('resumes SERV with resume Y through /cofp, the other systems with suspendSwitch N through /series', () => {
    expect(resumeRequest({ ...serv, orderStatus: 'suspended' })).toEqual({
      call: 'cofp',
      body: { action: 'resume', accountNumber: '10000003', prodIdAlias: 'NWM', resume: 'Y' },
    });
    expect(resumeRequest(series)).toEqual({
      call: 'series',
      body: { updateType: 'suspendresume', prodIdAlias: 'BOC', recipAccountNumber: '20000010', planCode: 'BOC-BIMONTHLY', suspendSwitch: 'N' },
    });
  });

  it('offers a resume only for a suspended or resumable order', () => {
    expect(resumeRefusal({ ...series, orderStatus: 'suspended', isResumable: true })).toBeNull();
    expect(resumeRefusal({ ...serv, isResumable: true })).toBeNull();
    expect(resumeRefusal(serv)).toBe('notSuspended');
  });

  it('offers to resume with a coming issue up to the last issue of the subscription', () => {
    const issue = (issueNumber: number) => ({ issueNumber, description: `Issue ${issueNumber}`, coverDate: '2026-12-01', inStock: true });
    expect(resumeIssueChoices([issue(18), issue(19), issue(20)], serv).map((i) => i.issueNumber)).toEqual([19]);
    expect(resumeIssueChoices([issue(19), issue(20)], { ...serv, expireIssueNumber: undefined }).map((i) => i.issueNumber)).toEqual([19, 20]);
  });

  it('reads directResume from the first returned item only (§4)', () => {
    expect(directResumeOf({ success: true, items: [{ directResume: true }, { directResume: false }] })).toBe(true);
    expect(directResumeOf({ success: true, items: [{ directResume: false }, { directResume: true }] })).toBe(false);
    expect(directResumeOf({ success: true, items: [] })).toBe(false);
    expect(directResumeOf({ success: true })).toBe(false);
    expect(directResumeOf(undefined)).toBe(false);
  });
});

describe('issue lookups (§7 calls 12 and 15)', () => {
  it('starts at 1 when the order has no last issue, else at last+1', () => {
    expect(issueNumberStart(undefined)).toBe(1);
    expect(issueNumberStart(0)).toBe(1);
    expect(issueNumberStart(18)).toBe(19);
  });

  it('looks up the coming issues of the order through the one a one-issue extension would add', () => {
    expect(issueLookupQuery(serv, 'NWM')).toEqual({ magCode: 'NWM', issueNumberStart: 19, issueNumberEnd: 20 });
    expect(issueLookupQuery({ ...serv, lastIssue: undefined, expireIssueNumber: undefined }, 'NWM')).toEqual({ magCode: 'NWM', issueNumberStart: 1, issueNumberEnd: 2 });
    // An expiry before the next issue still asks for a valid range.
    expect(issueLookupQuery({ ...serv, expireIssueNumber: 10 }, 'NWM')).toEqual({ magCode: 'NWM', issueNumberStart: 19, issueNumberEnd: 19 });
    // The contract allows at most 500 issues per call.
    expect(issueLookupQuery({ ...serv, expireIssueNumber: 5000 }, 'NWM').issueNumberEnd).toBe(519);
  });

  it('makes one issue lookup per order, and asks for the entitled issues of the first order when told to', () => {
    expect(issuesRequest([serv, { ...serv, lastIssue: 3, expireIssueNumber: 5 }], 'NWM', true)).toEqual({
      call: 'issues',
      entitled: { magCode: 'NWM', accountNumber: '10000003', lastIssue: 18 },
      upcoming: [
        { magCode: 'NWM', issueNumberStart: 19, issueNumberEnd: 20 },
        { magCode: 'NWM', issueNumberStart: 4, issueNumberEnd: 6 },
      ],
    });
    expect(issuesRequest([serv], 'NWM', false)).toEqual({ call: 'issues', upcoming: [{ magCode: 'NWM', issueNumberStart: 19, issueNumberEnd: 20 }] });
  });

  it('reads the issues found, and none from an answer without them', () => {
    const upcoming = [{ issueNumber: 19, description: 'December', coverDate: '2026-12-01', inStock: true }];
    expect(issuesFoundOf({ entitled: [], upcoming })).toEqual({ entitled: [], upcoming });
    expect(issuesFoundOf(undefined)).toEqual({ entitled: [], upcoming: [] });
  });
});

describe('replacement (§2, §7 call 14, §9)', () => {
  it('asks for the issue (requestIssue Y) or for the one-issue extension instead (N), one copy', () => {
    expect(replacementRequest(serv, { reasonCode: 'MISSING', issueNumber: 15, delivery: 'issue' })).toEqual({
      call: 'cofp',
      body: { action: 'replacement', accountNumber: '10000003', prodIdAlias: 'NWM', numberOfCopies: 1, reasonCode: 'MISSING', requestIssue: 'Y', issueNumber: 15 },
    });
    expect(replacementRequest(serv, { reasonCode: 'DAMAGED', issueNumber: 16, delivery: 'extension' }).body.requestIssue).toBe('N');
  });

  it('is for magazine issues the account received', () => {
    expect(replacementRefusal(serv)).toBeNull();
    expect(replacementRefusal({ ...serv, lastIssue: undefined })).toBe('noIssues');
    expect(replacementRefusal({ ...series, lastIssue: 2 })).toBe('noIssues');
  });

  it('finds the chosen entitled issue, and the issue a one-issue extension adds', () => {
    const entitled = [15, 16].map((issueNumber) => ({ issueNumber, description: '', coverDate: '2026-08-01', inStock: true, replacementRequested: false }));
    expect(chosenIssueOf(entitled, { issueNumber: 16 })).toBe(entitled[1]);
    expect(chosenIssueOf(entitled, {})).toBeUndefined();
    const upcoming = [19, 20, 21].map((issueNumber) => ({ issueNumber, description: '', coverDate: '2026-12-01', inStock: true }));
    expect(extensionIssueOf(upcoming, serv)).toBe(upcoming[1]);
    expect(extensionIssueOf(upcoming, { ...serv, expireIssueNumber: undefined })).toBeUndefined();
  });

  it('reads what the replacement did', () => {
    expect(replacementOutcomeOf({ success: true, replacement: { outOfStock: true, extendedByIssues: 1 } })).toEqual({ outOfStock: true, extendedByIssues: 1 });
    expect(replacementOutcomeOf({ success: true })).toBeNull();
  });
});

describe('extension (§7 call 13)', () => {
  it('moves subscriptionEnd the chosen number of issues past the current expiry', () => {
    expect(extensionRequest(serv, 3)).toEqual({
      call: 'orderUpdate',
      body: { action: 'extension', accountNumber: '10000003', prodIdAlias: 'NWM', order: { subscriptionEnd: 22, reasonCode: 'CUSTEXT' } },
    });
  });

  it('is offered for a running subscription with an expiry', () => {
    expect(extensionRefusal(serv)).toBeNull();
    expect(extensionRefusal({ ...serv, expireIssueNumber: undefined })).toBe('notExtendable');
    expect(extensionRefusal({ ...serv, orderStatus: 'canceled' })).toBe('notExtendable');
    expect(extensionRefusal({ ...serv, systemCode: 'RESIN' })).toBe('notExtendable');
  });
});

describe('the action links of a subscription follow the flows\' own rules', () => {
  const kinds = (o: TOrder, enableSuspend = true) => orderActions(o, lookupOf([o]), enableSuspend).map((a) => a.kind);
  const delivered = [item(17), item(18)];

  it('offers suspend, a replacement issue and an extension on a running SERV order', () => {
    expect(kinds(order({ orderItems: delivered }))).toEqual(['suspend', 'replacement', 'extend']);
    expect(kinds(order({ orderItems: delivered }), false)).toEqual(['replacement', 'extend']);
    expect(orderActions(order({ orderItems: delivered }), lookupOf([order({ orderItems: delivered })]), true)[0]?.href).toBe('/accounts/suspend?order=N500003');
  });

  it('never offers suspend on a suspended order, whose primary action is already Resume', () => {
    expect(kinds(order({ orderStatus: 'suspended', isResumable: true, orderItems: delivered }))).toEqual(['replacement', 'extend']);
  });

  it('offers nothing of its own on a gift received, and nothing on an ended order', () => {
    expect(kinds(order({ isRecipient: true, isSuspendable: false, orderItems: delivered }))).toEqual([]);
    expect(kinds(order({ orderStatus: 'canceled', isSuspendable: false, orderItems: delivered }))).toEqual([]);
  });
});
