import { describe, it, expect } from 'vitest';
import { ZAmountSchema, text } from '../../../contracts/schemas/fields';
import {
  ZAddressChangeRequestSchema,
  ZAnalyticsPublishSchema,
  ZCofpRequestSchema,
  ZCustServEmailRequestSchema,
  ZCustomerSchema,
  ZLookupRequestSchema,
  ZLookupResponseSchema,
  ZOrderUpdateRequestSchema,
  ZPaymentMethodSchema,
  ZPaymentRequestSchema,
  ZSeriesRequestSchema,
  isLookupFailure,
  lookupFailureCode,
} from '../../../contracts/schemas';
import { gatewayContract } from '../../../contracts/gateway';

const base = { magCode: 'NWM', globalCode: 'northwind' };

describe('lookup request (§3)', () => {
  it('accepts each filter type with its own payload', () => {
    const requests = [
      { ...base, filterType: 'AccountCodeAndPostalCode', payload: { acctNbr: '123456789', postalCode: '10001', productExcludes: 'GFT,ABC' } },
      { ...base, filterType: 'EmailAndPostalCode', payload: { email: 'a@b.co', postalCode: 'K1A0B1' } },
      {
        ...base,
        filterType: 'NameAndAddress',
        payload: { firstName: 'Ada', lastName: 'L', address1: '1 Main', city: 'Dubai', country: 'AE', postalCode: '%' },
      },
    ];
    for (const request of requests) expect(ZLookupRequestSchema.safeParse(request).success, request.filterType).toBe(true);
  });

  it('rejects a payload of another filter type, an unknown filter type and junk', () => {
    expect(
      ZLookupRequestSchema.safeParse({ ...base, filterType: 'EmailAndPostalCode', payload: { acctNbr: '1', postalCode: '1' } }).success,
    ).toBe(false);
    expect(ZLookupRequestSchema.safeParse({ ...base, filterType: 'Phone', payload: {} }).success).toBe(false);
    expect(
      ZLookupRequestSchema.safeParse({
        ...base,
        filterType: 'AccountCodeAndPostalCode',
        payload: { acctNbr: '1'.repeat(500), postalCode: '10001' },
      }).success,
    ).toBe(false);
    expect(
      ZLookupRequestSchema.safeParse({
        ...base,
        filterType: 'AccountCodeAndPostalCode',
        payload: { acctNbr: '123', postalCode: 'K1A 0B1' },
      }).success,
    ).toBe(false);
  });

  it('carries the secure user extras', () => {
    const request = {
      ...base,
      filterType: 'AccountCodeAndPostalCode',
      payload: { acctNbr: '123', postalCode: '10001' },
      resinAccountNumbers: ['R-1'],
      resinClientIds: ['client-1'],
      idpAccountInfo: { sub: 'abc', email: 'a@b.co', username: 'ada', legacy_sub: 'old' },
    };
    expect(ZLookupRequestSchema.parse(request)).toEqual(request);
  });
});

describe('lookup response (§3)', () => {
  const customer = {
    productName: 'Northwind Monthly',
    accountNumber: '123456789',
    prodIdAlias: 'NWM',
    email: 'a@b.co',
    address: { name: 'Ada', address1: '1 Main', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
    activeSubscriptions: 1,
    postalCode: '62701',
    systemCode: 'SERV',
    permissions: { emailUseAnywherePerm: 'Y', emailUseForCompanyPerm: 'N' },
  };
  const success = {
    isSuccess: 'true',
    customers: [customer],
    orders: [],
    accountsMap: { '123456789': { prodIdAlias: 'NWM', systemCode: 'SERV', postalCode: '62701' } },
    prodId: 'NWM',
    associatedGiftAccounts: [],
    paymentMethods: [],
  };

  it('parses a success and a failure', () => {
    const ok = ZLookupResponseSchema.parse(success);
    expect(isLookupFailure(ok)).toBe(false);
    const failed = ZLookupResponseSchema.parse({ globalcustomer: [{ recReg: { errors: [{ code: 'USER_NOT_FOUND' }] } }] });
    expect(isLookupFailure(failed) && lookupFailureCode(failed)).toBe('USER_NOT_FOUND');
  });

  it('isSuccess is the string true', () => {
    expect(ZLookupResponseSchema.safeParse({ ...success, isSuccess: true }).success).toBe(false);
  });

  it('customer system codes and Y/N permissions', () => {
    expect(ZCustomerSchema.safeParse({ ...customer, systemCode: 'OTHER' }).success).toBe(false);
    expect(ZCustomerSchema.safeParse({ ...customer, permissions: { emailUseAnywherePerm: 'yes' } }).success).toBe(false);
    expect(ZCustomerSchema.safeParse({ ...customer, recRegId: 'reg-1', systemCode: 'RESIN' }).success).toBe(true);
  });

  it('strips a card number a response might carry by mistake', () => {
    const method = ZPaymentMethodSchema.parse({
      cardProfileId: 'tok_1',
      creditCardType: 'VISA',
      creditCardExpireMonth: '04',
      creditCardExpireYear: '2030',
      creditCardLastFour: '4242',
      creditCardNumber: '4242424242424242',
      paymentType: 'CC',
      needsAttention: false,
      associatedAccounts: [],
    });
    expect(method).not.toHaveProperty('creditCardNumber');
  });

  it('the lookup route answers 200 with either shape', () => {
    const schema = gatewayContract.lookup.accountLookup.responses[200];
    expect(schema.safeParse(success).success).toBe(true);
    expect(schema.safeParse({ globalcustomer: [{ recReg: { errors: [{ code: 'X' }] } }] }).success).toBe(true);
  });
});

describe('shared-path unions', () => {
  const acct = { accountNumber: '123456789', prodIdAlias: 'NWM' };

  it('POST /cofp dispatches on action', () => {
    const bodies = [
      { action: 'preferences', ...acct, email: 'a@b.co', permissions: { emailUseAnywherePerm: 'N' } },
      { action: 'replacement', ...acct, numberOfCopies: 1, reasonCode: 'MI', requestIssue: 'Y', issueNumber: 12 },
      { action: 'suspend', ...acct, suspend: 'Y', reasonCode: 'VAC', currentMagSwitch: 'X', resumeIssue: 15 },
      { action: 'resume', ...acct, resume: 'Y' },
      { action: 'autoRenewStop', ...acct, removeFromCurrentSingleAutoRenewal: 'Y', allowGiftAutoRenewal: 'N' },
      { action: 'autoRenewStart', ...acct, startAutoRenewCreditCard: 'Y', cardProfileId: 'tok_1' },
    ];
    for (const body of bodies) expect(ZCofpRequestSchema.safeParse(body).success, body.action).toBe(true);
    expect(ZCofpRequestSchema.safeParse({ action: 'suspend', ...acct, suspend: 'Y', reasonCode: 'V', currentMagSwitch: 'Y' }).success).toBe(false);
    expect(ZCofpRequestSchema.safeParse({ action: 'delete', ...acct }).success).toBe(false);
  });

  it('PUT /orderupdate dispatches on action', () => {
    const bodies = [
      { action: 'extension', ...acct, order: { subscriptionEnd: 24, reasonCode: 'EX' } },
      { action: 'stopCharge', ...acct, systemCode: 'RESIN', resinClientId: 'c1', order: { resinSubscriptionId: 's1', resinAutoRenew: 'N', reasonCode: '1' } },
      {
        action: 'stopCharge',
        ...acct,
        systemCode: 'SERV',
        order: { digital: 'Y', stopRecurringCharge: 'Y', orderNumber: 'O1', packageTransaction: 'P', reasonCode: '1' },
      },
      { action: 'orderChange', ...acct, order: { orderNumber: 'O1', orderStatus: 'cancel', reasonCode: 'C', cancel: 'Y', refundType: 'R' } },
    ];
    for (const body of bodies) expect(ZOrderUpdateRequestSchema.safeParse(body).success, body.action).toBe(true);
  });

  it('PUT /series dispatches on updateType', () => {
    const ref = { prodIdAlias: 'NWM', recipAccountNumber: '123', planCode: 'P1' };
    expect(ZSeriesRequestSchema.safeParse({ updateType: 'suspendresume', ...ref, suspendSwitch: 'N' }).success).toBe(true);
    expect(
      ZSeriesRequestSchema.safeParse({ updateType: 'seriesupdate', ...ref, suspendSwitch: 'N', planStatus: 'A', shipFrequency: '1M', shipQuantity: 2 }).success,
    ).toBe(true);
    // The frequencies and copies a series update accepts (contracts/constants.ts SERIES_SHIP_*), on the suspend too.
    expect(ZSeriesRequestSchema.safeParse({ updateType: 'seriesupdate', ...ref, suspendSwitch: 'N', planStatus: 'A', shipFrequency: 'M', shipQuantity: 2 }).success).toBe(false);
    expect(ZSeriesRequestSchema.safeParse({ updateType: 'seriesupdate', ...ref, suspendSwitch: 'N', planStatus: 'A', shipFrequency: '2M', shipQuantity: 6 }).success).toBe(false);
    expect(ZSeriesRequestSchema.safeParse({ updateType: 'suspendresume', ...ref, suspendSwitch: 'Y', shipFrequency: 'weekly' }).success).toBe(false);
    expect(ZSeriesRequestSchema.safeParse({ updateType: 'other', ...ref }).success).toBe(false);
  });
});

describe('other bodies', () => {
  it('address change is a non-empty batch', () => {
    const payload = {
      accountNumber: '123',
      prodIdAlias: 'NWM',
      postalCode: '62701',
      address: { name: 'Ada', address1: '2 Elm', city: 'Springfield', state: 'IL', postalCode: '62702', country: 'US' },
    };
    expect(ZAddressChangeRequestSchema.safeParse([payload]).success).toBe(true);
    expect(ZAddressChangeRequestSchema.safeParse([]).success).toBe(false);
  });

  it('payment: card payments need a token; SERVPF needs errorSwitch O', () => {
    const body = { accountNumber: '1', prodIdAlias: 'NWM', invoiceNumber: 'I1', amountPaid: 19.99, paymentType: 'CC', systemCode: 'SERV' };
    expect(ZPaymentRequestSchema.safeParse(body).success).toBe(false);
    expect(ZPaymentRequestSchema.safeParse({ ...body, cardProfileId: 'tok_1' }).success).toBe(true);
    expect(ZPaymentRequestSchema.safeParse({ ...body, cardProfileId: 'tok_1', amountPaid: 1.234 }).success).toBe(false);
    expect(ZPaymentRequestSchema.safeParse({ ...body, cardProfileId: 'tok_1', systemCode: 'SERVPF' }).success).toBe(false);
    expect(ZPaymentRequestSchema.safeParse({ ...body, paymentType: 'PP', systemCode: 'SERVPF', errorSwitch: 'O' }).success).toBe(true);
  });

  it('analytics event', () => {
    const event = { eventBusTransactionType: 'PUBLISH', body: { category: 'Payment', action: 'Unknown Error', label: 'NWM', value: 1999 } };
    expect(ZAnalyticsPublishSchema.safeParse(event).success).toBe(true);
    expect(ZAnalyticsPublishSchema.safeParse({ ...event, body: { ...event.body, value: 19.99 } }).success).toBe(false);
    expect(ZAnalyticsPublishSchema.safeParse({ ...event, body: { ...event.body, action: 'Failed' } }).success).toBe(false);
  });

  it('contact email payload (§3)', () => {
    const address = { name: 'Ada', address1: '1 Main', address2: '', city: 'Springfield', state: 'IL', postalCode: '62701' };
    const payload = {
      emailType: 'Send Custserv Email',
      emailContent: {
        email1: 'a@b.co',
        email2: 'a@b.co',
        address: { ...address, country: 'US' },
        productSelected: 'NWM',
        emailSubjectSelected: { title: 'Missing issue', prompt: 'Which?' },
        emailAdditionalInfo: 'Hello',
      },
      custServEmailAddress: 'help@northwind.example',
      customerEmailAddress: 'a@b.co',
      emailSubject: 'Missing issue',
      customer: { address: { ...address, address3: '', countryCode: 'US' }, prodIdAlias: 'NWM', accountNumber: '' },
      prodIdAlias: 'NWM',
      fromLogin: true,
    };
    expect(ZCustServEmailRequestSchema.safeParse(payload).success).toBe(true);
    expect(ZCustServEmailRequestSchema.safeParse({ ...payload, emailType: 'Spam' }).success).toBe(false);
    expect(
      ZCustServEmailRequestSchema.safeParse({ ...payload, emailContent: { ...payload.emailContent, emailAdditionalInfo: 'x'.repeat(6000) } })
        .success,
    ).toBe(false);
  });
});

describe('shared field builders (issue 16)', () => {
  it('text() refuses NUL and unpaired surrogates, and keeps a surrogate pair (an emoji)', () => {
    expect(text().safeParse('a\u0000b').success).toBe(false);
    expect(text().safeParse('a\ud800').success).toBe(false);
    expect(text().safeParse('\udc00a').success).toBe(false);
    expect(text().safeParse('Café 📰').success).toBe(true);
  });

  it('an amount has at most two decimals: a positive amount under a cent is not one (the fuzz found 1e-62 reaching the database)', () => {
    expect(ZAmountSchema.safeParse(12.34).success).toBe(true);
    expect(ZAmountSchema.safeParse(0).success).toBe(true);
    expect(ZAmountSchema.safeParse(0.01).success).toBe(true);
    expect(ZAmountSchema.safeParse(12.345).success).toBe(false);
    expect(ZAmountSchema.safeParse(3.87e-62).success).toBe(false);
    expect(ZAmountSchema.safeParse(0.004).success).toBe(false);
  });
});
