import { readFileSync } from 'node:fs';
import { webcrypto } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ZPaymentRequestSchema } from '../../contracts/schemas/billing';
import { ZSeriesRequestSchema } from '../../contracts/schemas/actions';
import type { TLookupSuccess } from '../../contracts/schemas/lookup';
import type { TOrder } from '../../contracts/schemas/order';
import type { TPaymentMethod } from '../../contracts/schemas/payment';
import {
  cardUpdateCalls,
  cardUpdateRefusal,
  cardUpdateTarget,
  cardsForInvoice,
  invoiceOfOrder,
  isCardExpired,
  nextPaymentAttempt,
  paidInvoices,
  payableInvoices,
  paymentFollowUps,
  paymentRequest,
  paymentTypeName,
} from '../../machines/rules/billing';
import { capturedCard, cardOnFile, sampleInvoice } from '../../machines/paths/payment.paths';

/** Pure rules of payments and the wallet (SPEC §3 Payment, §4, §7 calls 20 and 24), and the capture script. */

const order = (overrides: Partial<TOrder>): TOrder => ({
  orderNumber: 'N500019',
  prodIdAlias: 'NWB',
  planCode: 'NWB-COOKBOOK',
  accountNumber: '10000019',
  billToAccountNumber: '10000019',
  productName: 'Northwind Cookbook Club',
  subscriptionName: 'Cookbook Club',
  orderStatus: 'awaiting payment',
  orderDate: '2026-10-01',
  systemCode: 'SERVPF',
  isPf: true,
  isContinuity: true,
  isSuspendable: false,
  isResumable: false,
  isDisplayedOnMySubs: true,
  isGift: false,
  isDonor: false,
  isRecipient: false,
  orderItems: [],
  ...overrides,
});

const method = (overrides: Partial<TPaymentMethod>): TPaymentMethod => ({
  ...cardOnFile,
  paymentType: 'CC',
  needsAttention: false,
  associatedAccounts: [{ accountNumber: '10000019', prodIdAlias: 'NWB', systemCode: 'SERVPF', productName: 'Northwind Cookbook Club' }],
  ...overrides,
});

const lookup = (overrides: Partial<TLookupSuccess>): TLookupSuccess => ({
  isSuccess: 'true',
  customers: [],
  orders: [order({})],
  accountsMap: {},
  prodId: 'NWB',
  associatedGiftAccounts: [],
  paymentMethods: [],
  invoices: [],
  ...overrides,
});

const { planCode: _plan, ...invoice } = sampleInvoice;

describe('invoices and cards', () => {
  it('lists the open invoices with money due, oldest due first, each with its order’s plan; paid ones apart', () => {
    const data = lookup({
      invoices: [
        { ...invoice, invoiceNumber: 'INV-2', dueDate: '2026-12-01' },
        { ...invoice, invoiceNumber: 'INV-1', dueDate: '2026-11-01' },
        { ...invoice, invoiceNumber: 'INV-0', amountDue: 0 },
        { ...invoice, invoiceNumber: 'INV-P', status: 'paid', amountDue: 0, transactionNumber: 'TX-9', paidDate: '2026-11-02' },
      ],
    });
    const open = payableInvoices(data);
    expect(open.map((i) => i.invoiceNumber)).toEqual(['INV-1', 'INV-2']);
    expect(open[0]!.planCode).toBe('NWB-COOKBOOK');
    expect(paidInvoices(data).map((i) => i.invoiceNumber)).toEqual(['INV-P']);
    expect(invoiceOfOrder(open, 'N500019')?.invoiceNumber).toBe('INV-1');
    expect(invoiceOfOrder(open, 'N999999')).toBeNull();
    expect(invoiceOfOrder(open, undefined)).toBeNull();
  });

  it('offers the cards on file of the invoice’s account that need no attention and have not expired', () => {
    const data = lookup({
      paymentMethods: [
        method({}),
        method({ cardProfileId: 'pm_attention', needsAttention: true }),
        method({ cardProfileId: 'pm_expired', creditCardExpireMonth: '10', creditCardExpireYear: '2026' }),
        method({ cardProfileId: 'pm_other', associatedAccounts: [{ accountNumber: '10000001', prodIdAlias: 'NWM', systemCode: 'SERV' }] }),
      ],
    });
    expect(cardsForInvoice(data, sampleInvoice, '2026-11-21')).toEqual([cardOnFile]);
    expect(isCardExpired({ creditCardExpireMonth: '11', creditCardExpireYear: '2026' }, '2026-11-30')).toBe(false);
    expect(isCardExpired({ creditCardExpireMonth: '10', creditCardExpireYear: '2026' }, '2026-11-01')).toBe(true);
  });

  it('names the payment type codes as §3 does: PP is PPAL, AP is APPY, AM is AZPY', () => {
    expect(['PP', 'AP', 'AM', 'CC'].map((c) => paymentTypeName(c as 'PP'))).toEqual(['PPAL', 'APPY', 'AZPY', 'CC']);
  });
});

describe('payment request (§7 call 24)', () => {
  it('pays the whole amount by card with the token and safe fields; SERVPF adds errorSwitch O and its plan', () => {
    const body = paymentRequest(sampleInvoice, { source: 'new', card: capturedCard }, true);
    expect(body).toEqual({
      accountNumber: '10000019',
      prodIdAlias: 'NWB',
      invoiceNumber: 'INV-N500019',
      amountPaid: 24.95,
      paymentType: 'CC',
      ...capturedCard,
      autoRenewOptin: 'Y',
      systemCode: 'SERVPF',
      planCode: 'NWB-COOKBOOK',
      errorSwitch: 'O',
    });
    expect(ZPaymentRequestSchema.safeParse(body).success).toBe(true);
  });

  it('sends no errorSwitch for SERV, and N without the opt-in', () => {
    const body = paymentRequest({ ...invoice, systemCode: 'SERV', prodIdAlias: 'NWM' }, { source: 'onFile', card: cardOnFile }, false);
    expect(body).not.toHaveProperty('errorSwitch');
    expect(body).not.toHaveProperty('planCode');
    expect(body.autoRenewOptin).toBe('N');
    expect(ZPaymentRequestSchema.safeParse(body).success).toBe(true);
  });

  it('keeps the idempotency key while the body stays the same and takes the fresh one when it changes', () => {
    const body = paymentRequest(sampleInvoice, { source: 'new', card: capturedCard }, false);
    const first = nextPaymentAttempt(null, body, 'key-1');
    expect(first.idempotencyKey).toBe('key-1');
    // A retry: the same body, rebuilt (key order does not matter).
    const rebuilt = Object.fromEntries(Object.entries(body).reverse()) as typeof body;
    expect(nextPaymentAttempt(first, rebuilt, 'key-2')).toBe(first);
    // The opt-in changed: another payment, another key.
    const changed = nextPaymentAttempt(first, { ...body, autoRenewOptin: 'Y' }, 'key-3');
    expect(changed).toEqual({ idempotencyKey: 'key-3', body: { ...body, autoRenewOptin: 'Y' } });
    // Another card.
    expect(nextPaymentAttempt(first, paymentRequest(sampleInvoice, { source: 'onFile', card: cardOnFile }, false), 'key-4').idempotencyKey).toBe('key-4');
  });
});

describe('SERVPF follow-up after a payment (§4)', () => {
  const item = { accountNumber: '10000019', systemCode: 'SERVPF' as const, planCode: 'NWB-COOKBOOK', autoRenewOptIn: true };
  const response = (items: (typeof item)[]) => ({ success: true, transactionNumber: 'TX-1', paymentType: 'CC' as const, items });

  it('moves each auto-renewing SERVPF plan to the card just paid with (PUT /series cardupdate)', () => {
    const followUps = paymentFollowUps(response([item]), sampleInvoice, capturedCard);
    expect(followUps).toEqual([{ updateType: 'cardupdate', prodIdAlias: 'NWB', recipAccountNumber: '10000019', planCode: 'NWB-COOKBOOK', ...capturedCard }]);
    expect(ZSeriesRequestSchema.safeParse(followUps[0]).success).toBe(true);
  });

  it('skips items without autoRenewOptIn, of another system, or with a blank planCode', () => {
    const items = [{ ...item, autoRenewOptIn: false }, { ...item, systemCode: 'SERV' as const }, { ...item, planCode: '  ' }];
    expect(paymentFollowUps(response(items as (typeof item)[]), sampleInvoice, capturedCard)).toEqual([]);
  });
});

describe('card update (§7 call 20)', () => {
  const serv = { accountNumber: '10000001', prodIdAlias: 'NWM', systemCode: 'SERV' as const, productName: 'Northwind Monthly' };
  const resin = { accountNumber: '10000023', prodIdAlias: 'NWD', systemCode: 'RESIN' as const, productName: 'Northwind Digital' };
  const servpf = { accountNumber: '10000019', prodIdAlias: 'NWB', systemCode: 'SERVPF' as const };
  const customers = [
    { accountNumber: '10000023', prodIdAlias: 'NWD', resinCustomerId: 'rcus_10000023', resinClientId: 'northwind-digital' },
  ] as TLookupSuccess['customers'];
  const data = lookup({
    customers,
    orders: [order({}), order({ orderNumber: 'N500020', planCode: 'NWB-OLD', orderStatus: 'completed', orderDate: '2025-01-01' })],
  });
  const old = method({ cardProfileId: 'rpi_old', resinPaymentInstrumentId: 'rpi_old', associatedAccounts: [serv, resin, servpf] });

  it('makes one call per associated account by system, with the old card, the Resin ids and the running plan', () => {
    const target = cardUpdateTarget(data, old);
    expect(cardUpdateRefusal(target)).toBeNull();
    const calls = cardUpdateCalls(target, capturedCard);
    expect(calls).toEqual([
      {
        call: 'cardUpdate',
        body: {
          accountNumber: '10000001',
          prodIdAlias: 'NWM',
          systemCode: 'SERV',
          ...capturedCard,
          oldCardProfileId: 'rpi_old',
          oldCreditCardType: 'Visa',
          oldCreditCardExpireMonth: '05',
          oldCreditCardExpireYear: '2028',
          oldCreditCardLastFour: '9424',
        },
      },
      {
        call: 'paymentInstrument',
        body: {
          accountNumber: '10000023',
          prodIdAlias: 'NWD',
          systemCode: 'RESIN',
          resinCustomerId: 'rcus_10000023',
          resinClientId: 'northwind-digital',
          resinPaymentInstrumentId: 'rpi_old',
          ...capturedCard,
        },
      },
      { call: 'series', body: { updateType: 'cardupdate', prodIdAlias: 'NWB', recipAccountNumber: '10000019', planCode: 'NWB-COOKBOOK', ...capturedCard } },
    ]);
    // No card number field anywhere: only the token and safe fields travel.
    expect(JSON.stringify(calls)).not.toMatch(/creditCardNumber|securityCode|cvc/i);
  });

  it('refuses a card no account uses, and one whose Resin account lacks its ids', () => {
    expect(cardUpdateRefusal(cardUpdateTarget(data, method({ associatedAccounts: [] })))).toBe('noAccounts');
    expect(cardUpdateRefusal(cardUpdateTarget(lookup({}), method({ associatedAccounts: [resin] })))).toBe('accountIdsMissing');
    expect(cardUpdateRefusal(cardUpdateTarget(lookup({ orders: [] }), method({ associatedAccounts: [servpf] })))).toBe('accountIdsMissing');
  });

  it('uses the latest plan of a SERVPF account without a running one', () => {
    const ended = lookup({ orders: [order({ orderStatus: 'completed', planCode: 'NWB-A', orderDate: '2025-01-01' }), order({ orderNumber: 'N2', orderStatus: 'canceled', planCode: 'NWB-B', orderDate: '2026-01-01' })] });
    expect(cardUpdateTarget(ended, method({ associatedAccounts: [servpf] })).accounts[0]!.planCodes).toEqual(['NWB-B']);
  });
});

describe('payment-capture script (public/payment-capture.js)', () => {
  interface Capture {
    validate(card: object, now?: Date): { valid: boolean; brand: string | null; lastFour: string; errors: Record<string, string> };
    tokenize(card: object, now?: Date): Promise<{ token: string; brand: string; lastFour: string; expiryMonth: string; expiryYear: string }>;
  }
  const window: { PortalPaymentCapture?: Capture; crypto: typeof webcrypto } = { crypto: webcrypto };
  runInNewContext(readFileSync('public/payment-capture.js', 'utf8'), { window, Promise, Uint8Array });
  const capture = window.PortalPaymentCapture!;
  const now = new Date('2026-11-21T12:00:00Z');
  const card = { number: '4242 4242 4242 4242', expiryMonth: '12', expiryYear: '2030', securityCode: '123' };

  it('gives a random pct_ token, the brand, last four and expiry for a valid card', async () => {
    const first = await capture.tokenize(card, now);
    const second = await capture.tokenize(card, now);
    expect(first).toMatchObject({ brand: 'Visa', lastFour: '4242', expiryMonth: '12', expiryYear: '2030' });
    expect(first.token).toMatch(/^pct_[0-9a-f]{32}$/);
    expect(second.token).not.toBe(first.token);
    expect(JSON.stringify(first)).not.toContain('4242424242424242');
  });

  it('gives the declined test card a pct_decline_ token', async () => {
    expect((await capture.tokenize({ ...card, number: '4000000000000002' }, now)).token).toMatch(/^pct_decline_[0-9a-f]{32}$/);
  });

  it('refuses a number failing Luhn, a past expiry and a wrong-length security code, naming each field', async () => {
    await expect(capture.tokenize({ ...card, number: '4242 4242 4242 4241' }, now)).rejects.toMatchObject({ errors: { number: 'invalid' } });
    await expect(capture.tokenize({ ...card, expiryMonth: '10', expiryYear: '2026' }, now)).rejects.toMatchObject({ errors: { expiry: 'invalid' } });
    // American Express takes 4 digits.
    await expect(capture.tokenize({ ...card, number: '378282246310005', securityCode: '123' }, now)).rejects.toMatchObject({ errors: { securityCode: 'invalid' } });
    expect(capture.validate({ ...card, number: '378282246310005', securityCode: '1234' }, now)).toMatchObject({ valid: true, brand: 'American Express' });
  });
});
