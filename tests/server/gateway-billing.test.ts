import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZCardUpdateResponseSchema, ZPaymentInstrumentResponseSchema, ZPaymentResponseSchema, ZPayoutResponseSchema } from '../../contracts/schemas/billing';
import { ZActivityResponseSchema } from '../../contracts/schemas/activity';
import type { TLookupSuccess } from '../../contracts/schemas/lookup';
import { customers, invoices, orders, paymentMethods, payments, refunds, serviceRequests } from '../../server/db/schema';
import { createLogger } from '../../server/log';
import { keyDigest, requestHash } from '../../server/services/billing/common';
import { testDatabases } from './support/database';
import { HOUR_MS, NORTHWIND, gatewayHarness } from './support/gateway-harness';

/** The test card numbers of the payment-capture script (4000… is its decline card). */
const TEST_PANS = ['4242424242424242', '4000000000000002'];

const newKey = () => `key_${randomBytes(12).toString('hex')}`;
/** A token as the payment-capture script makes them. */
const captureToken = (decline = false) => `${decline ? 'pct_decline_' : 'pct_'}${randomBytes(16).toString('hex')}`;
const newCard = (lastFour = '4242', decline = false) => ({
  cardProfileId: captureToken(decline),
  creditCardType: 'Visa',
  creditCardExpireMonth: '09',
  creditCardExpireYear: '2030',
  creditCardLastFour: lastFour,
  nameOnCard: 'Card Holder',
});

describe.each(testDatabases())('gateway billing (calls 20, 24, 25) on $name', ({ open }) => {
  const logLines: string[] = [];
  const gateway = gatewayHarness(open, { clockStepMs: HOUR_MS, log: createLogger('debug', (line) => logLines.push(line)) });
  const { db, signIn, expectRefusal, now } = gateway;
  const send = (method: string, path: string, session: string | null, body?: unknown, extra: Record<string, string> = {}) => gateway.send(method, path, session, body, NORTHWIND, extra);
  /** The account as the SPA sees it after every action (§4). */
  const lookUp = (session: string, accountNumber: string) => gateway.refetch(session, accountNumber);
  const pay = (session: string, key: string, body: unknown) => send('POST', '/api/payment', session, body, { 'idempotency-key': key });
  const payout = (session: string, key: string, body: unknown) => send('POST', '/api/payout', session, body, { 'idempotency-key': key });
  const openInvoice = (view: TLookupSuccess, accountNumber: string) => (view.invoices ?? []).find((i) => i.accountNumber === accountNumber && i.status === 'open')!;
  const invoiceRow = async (invoiceNumber: string) => (await db().run((d) => d.select().from(invoices).where(eq(invoices.invoiceNumber, invoiceNumber))))[0]!;
  const paymentsOf = async (invoiceNumber: string) => {
    const invoice = await invoiceRow(invoiceNumber);
    return db().run((d) => d.select().from(payments).where(eq(payments.invoiceId, invoice.id)));
  };
  const auditsOf = (accountNumber: string, kind: string) =>
    db().run((d) =>
      d
        .select({ payload: serviceRequests.payload })
        .from(serviceRequests)
        .innerJoin(customers, eq(customers.id, serviceRequests.customerId))
        .where(and(eq(customers.accountNumber, accountNumber), eq(serviceRequests.kind, kind))),
    );

  const paymentBody = (accountNumber: string, invoiceNumber: string, amountPaid: number, extra: Record<string, unknown> = {}) => ({
    accountNumber,
    prodIdAlias: 'NWM',
    invoiceNumber,
    amountPaid,
    paymentType: 'CC',
    systemCode: 'SERV',
    ...newCard(),
    ...extra,
  });

  describe('payment (call 24)', () => {
    it('pays the open invoice of 10000005: the next lookup shows it paid and the order active; a replay charges once', async () => {
      const session = await signIn('10000005');
      const before = await lookUp(session, '10000005');
      const invoice = openInvoice(before, '10000005');
      expect(invoice.amountDue).toBe(29.99);
      expect(before.orders.find((o) => o.orderNumber === invoice.orderNumber)?.orderStatus).toBe('pastdue');

      const key = newKey();
      const body = paymentBody('10000005', invoice.invoiceNumber, 29.99, { autoRenewOptin: 'Y' });
      const first = await pay(session, key, body);
      expect(first.status).toBe(200);
      const answer = ZPaymentResponseSchema.parse(await first.json());
      expect(answer).toMatchObject({ success: true, paymentType: 'CC' });
      expect(answer.items).toEqual([{ accountNumber: '10000005', systemCode: 'SERV', planCode: expect.any(String), autoRenewOptIn: true }]);

      const after = await lookUp(session, '10000005');
      const paid = (after.invoices ?? []).find((i) => i.invoiceNumber === invoice.invoiceNumber)!;
      expect(paid).toMatchObject({ status: 'paid', amountDue: 0, transactionNumber: answer.transactionNumber, paymentType: 'CC' });
      const order = after.orders.find((o) => o.orderNumber === invoice.orderNumber)!;
      expect(order.orderStatus).toBe('active');
      expect(order.autoRenew).toBe(true);
      // The new card is in the wallet: a minted card profile id, the last four, never the token.
      const card = after.paymentMethods.find((m) => m.creditCardLastFour === '4242' && m.associatedAccounts.some((a) => a.accountNumber === '10000005'));
      expect(card?.cardProfileId).toMatch(/^CP/);
      expect(card?.cardProfileId).not.toBe(body.cardProfileId);

      // Replay (same key, same body): the first answer, no second charge.
      const replay = await pay(session, key, body);
      expect(replay.status).toBe(200);
      expect(ZPaymentResponseSchema.parse(await replay.json()).transactionNumber).toBe(answer.transactionNumber);
      expect(await paymentsOf(invoice.invoiceNumber)).toHaveLength(1);
      expect((await invoiceRow(invoice.invoiceNumber)).amountPaidCents).toBe(2999);
      expect(await auditsOf('10000005', 'payment')).toHaveLength(1);

      // Same key, another body: 422, nothing changes.
      const reused = await expectRefusal(await pay(session, key, { ...body, amountPaid: 10 }), 422, 'IDEMPOTENCY_KEY_REUSED');
      expect(reused.message).toBe('This payment key was already used for a different request.');
      // A new key on the paid invoice is refused: nothing is left to pay.
      await expectRefusal(await pay(session, newKey(), body), 409, 'INVOICE_PAID');
      expect(await paymentsOf(invoice.invoiceNumber)).toHaveLength(1);
      expect((await invoiceRow(invoice.invoiceNumber)).amountPaidCents).toBe(2999);
    });

    it('answers 409 while a request with the same key is in flight, and two concurrent requests charge once', async () => {
      const session = await signIn('10000011');
      const invoice = openInvoice(await lookUp(session, '10000011'), '10000011');
      const body = paymentBody('10000011', invoice.invoiceNumber, 5);
      const key = newKey();
      // The pending row of a first request that is still running.
      const customer = (await db().run((d) => d.select().from(customers).where(eq(customers.accountNumber, '10000011'))))[0]!;
      await db().run((d) =>
        d.insert(payments).values({
          publisherId: customer.publisherId,
          customerId: customer.id,
          transactionNumber: `TPENDING${randomBytes(4).toString('hex')}`,
          amountCents: 500,
          paymentType: 'CC',
          idempotencyKey: keyDigest(key),
          requestHash: requestHash('payment', '10000011', body),
          state: 'pending',
          createdAt: now(),
        }),
      );
      const inFlight = await expectRefusal(await pay(session, key, body), 409, 'PAYMENT_IN_PROGRESS');
      expect(inFlight.message).toBe('This payment is still being processed.');
      expect((await invoiceRow(invoice.invoiceNumber)).amountPaidCents).toBe(0);

      // Two requests with one key at once: one charge; the other replays it or is told to wait.
      const twice = newKey();
      const answers = await Promise.all([pay(session, twice, body), pay(session, twice, body)]);
      const statuses = answers.map((r) => r.status).sort();
      expect([[200, 200], [200, 409]]).toContainEqual(statuses);
      expect(await paymentsOf(invoice.invoiceNumber)).toHaveLength(1);
      expect((await invoiceRow(invoice.invoiceNumber)).amountPaidCents).toBe(500);
      // A partial payment leaves the rest due.
      expect(openInvoice(await lookUp(session, '10000011'), '10000011').amountDue).toBe(24.99);
    });

    it('a declined card is refused with 422, replayed, and nothing is paid or stored', async () => {
      const session = await signIn('10000011');
      const invoice = openInvoice(await lookUp(session, '10000011'), '10000011');
      const paidBefore = (await invoiceRow(invoice.invoiceNumber)).amountPaidCents;
      const key = newKey();
      const body = paymentBody('10000011', invoice.invoiceNumber, 1, newCard('0002', true));
      const refused = await expectRefusal(await pay(session, key, body), 422, 'CARD_DECLINED');
      expect(refused.message).toBe('The card was declined. Please use another card.');
      await expectRefusal(await pay(session, key, body), 422, 'CARD_DECLINED');
      expect((await invoiceRow(invoice.invoiceNumber)).amountPaidCents).toBe(paidBefore);
      const cards = await db().run((d) => d.select().from(paymentMethods).where(eq(paymentMethods.lastFour, '0002')));
      expect(cards).toHaveLength(0);
      const failed = await db().run((d) => d.select().from(payments).where(eq(payments.idempotencyKey, keyDigest(key))));
      expect(failed.map((p) => [p.state, p.invoiceId])).toEqual([['failed', null]]);
    });

    it('limits payment attempts per session (issue 16): the 11th declined card in 15 minutes is a 429 with Retry-After and leaves no row', async () => {
      const session = await signIn('10000011');
      const invoice = openInvoice(await lookUp(session, '10000011'), '10000011');
      for (let i = 0; i < 10; i++) {
        await expectRefusal(await pay(session, newKey(), paymentBody('10000011', invoice.invoiceNumber, 1, newCard('0002', true))), 422, 'CARD_DECLINED');
      }
      const rowsBefore = (await db().run((d) => d.select().from(payments))).length;
      const limited = await pay(session, newKey(), paymentBody('10000011', invoice.invoiceNumber, 1, newCard('0002', true)));
      const refusal = await expectRefusal(limited, 429, 'RATE_LIMITED');
      expect(refusal.message).toMatch(/Too many payment attempts/);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await db().run((d) => d.select().from(payments))).length).toBe(rowsBefore);
    });

    it('refuses more than is due (422), an unknown card (422), an invoice of another account (404)', async () => {
      const session = await signIn('10000011');
      const invoice = openInvoice(await lookUp(session, '10000011'), '10000011');
      const over = await expectRefusal(await pay(session, newKey(), paymentBody('10000011', invoice.invoiceNumber, 30)), 422, 'AMOUNT_OVER_DUE');
      expect(over.fieldErrors?.['body.amountPaid']?.[0]).toMatch(/more than the \$24\.99 due/);
      await expectRefusal(await pay(session, newKey(), paymentBody('10000011', invoice.invoiceNumber, 1, { cardProfileId: 'CP-not-mine' })), 422, 'CARD_NOT_FOUND');
      await expectRefusal(await pay(session, newKey(), paymentBody('10000011', 'INV-NOPE', 1)), 404, 'INVOICE_NOT_FOUND');
      expect((await invoiceRow(invoice.invoiceNumber)).amountPaidCents).toBe(500);
    });

    it('a pending row older than 30 seconds (a crashed request) is taken over: the request runs once', async () => {
      const session = await signIn('10000011');
      const invoice = openInvoice(await lookUp(session, '10000011'), '10000011');
      const paidBefore = (await invoiceRow(invoice.invoiceNumber)).amountPaidCents;
      const body = paymentBody('10000011', invoice.invoiceNumber, 1);
      const key = newKey();
      const customer = (await db().run((d) => d.select().from(customers).where(eq(customers.accountNumber, '10000011'))))[0]!;
      const pending = (startedAt: Date) => ({
        publisherId: customer.publisherId,
        customerId: customer.id,
        transactionNumber: `TPENDING${randomBytes(4).toString('hex')}`,
        amountCents: 100,
        paymentType: 'CC',
        requestHash: requestHash('payment', '10000011', body),
        state: 'pending' as const,
        createdAt: startedAt,
      });
      // Twenty seconds old: still running.
      const recentKey = newKey();
      await db().run((d) => d.insert(payments).values({ ...pending(new Date(now().getTime() - 20_000)), idempotencyKey: keyDigest(recentKey) }));
      await expectRefusal(await pay(session, recentKey, body), 409, 'PAYMENT_IN_PROGRESS');
      // Forty seconds old (issue 16: not five minutes): abandoned; this request takes it over and pays, and a replay answers it.
      await db().run((d) => d.insert(payments).values({ ...pending(new Date(now().getTime() - 40_000)), idempotencyKey: keyDigest(key) }));
      const first = await pay(session, key, body);
      expect(first.status).toBe(200);
      const answer = ZPaymentResponseSchema.parse(await first.json());
      const replay = ZPaymentResponseSchema.parse(await (await pay(session, key, body)).json());
      expect(replay.transactionNumber).toBe(answer.transactionNumber);
      const rows = await db().run((d) => d.select().from(payments).where(eq(payments.idempotencyKey, keyDigest(key))));
      expect(rows.map((r) => [r.state, r.transactionNumber])).toEqual([['succeeded', answer.transactionNumber]]);
      expect((await invoiceRow(invoice.invoiceNumber)).amountPaidCents).toBe(paidBefore + 100);
    });

    it('a partly paid open bill cannot be cancelled (409, no quote); paid by two payments it is refunded once, not twice', async () => {
      const session = await signIn('10000011');
      const view = await lookUp(session, '10000011');
      const invoice = openInvoice(view, '10000011');
      const order = view.orders.find((o) => o.orderNumber === invoice.orderNumber)!;
      expect(order.cancelQuote).toBeUndefined();
      const cancel = (extra: Record<string, unknown> = {}) =>
        send('PUT', '/api/orderupdate', session, {
          action: 'orderChange',
          accountNumber: '10000011',
          prodIdAlias: 'NWM',
          systemCode: 'SERV',
          order: { orderNumber: order.orderNumber, orderStatus: 'cancel', cancel: 'Y', reasonCode: '1', ...extra },
        });
      const refused = await expectRefusal(await cancel(), 409, 'PARTLY_PAID_BILL');
      expect(refused.message).toBe('Part of this bill is paid; please contact customer service to cancel.');
      expect((await invoiceRow(invoice.invoiceNumber)).status).toBe('unpaid');

      // The rest, by a second payment: the invoice is paid by two partial payments.
      expect((await pay(session, newKey(), paymentBody('10000011', invoice.invoiceNumber, invoice.amountDue))).status).toBe(200);
      expect((await paymentsOf(invoice.invoiceNumber)).filter((p) => p.state === 'succeeded').length).toBeGreaterThan(1);
      const paid = (await invoiceRow(invoice.invoiceNumber)).amountPaidCents;
      expect(paid).toBe(2999);
      const quote = (await lookUp(session, '10000011')).orders.find((o) => o.orderNumber === order.orderNumber)!.cancelQuote!;
      expect(quote).toMatchObject({ refundTo: 'card', voidsOpenInvoice: false });
      expect((await cancel({ refundType: 'R' })).status).toBe(200);
      const rows = await db().run((d) =>
        d.select({ refund: refunds }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).where(eq(orders.orderNumber, order.orderNumber)),
      );
      expect(rows.map((r) => [r.refund.refundType, r.refund.amountCents])).toEqual([['card', Math.round(quote.refundAmount * 100)]]);
      expect(rows[0]!.refund.amountCents).toBeLessThanOrEqual(paid);
    });

    it('refuses an account that is not the session’s (403) and a bad body (400 with field errors)', async () => {
      const session = await signIn('10000001');
      await expectRefusal(await pay(session, newKey(), paymentBody('10000011', 'INV-X', 1)), 403, 'FORBIDDEN');
      const bad = await expectRefusal(await pay(session, newKey(), { ...paymentBody('10000001', 'INV-X', -1), cardProfileId: undefined }), 400, 'BAD_REQUEST');
      expect(Object.keys(bad.fieldErrors ?? {})).toEqual(expect.arrayContaining(['body.amountPaid', 'body.cardProfileId']));
      const noKey = await expectRefusal(await send('POST', '/api/payment', session, paymentBody('10000001', 'INV-X', 1)), 400, 'BAD_REQUEST');
      expect(Object.keys(noKey.fieldErrors ?? {})).toContain('headers.idempotency-key');
      await expectRefusal(await send('POST', '/api/payment', null, paymentBody('10000001', 'INV-X', 1), { 'idempotency-key': newKey() }), 401, 'SESSION_REQUIRED');
    });

    it('a series held over its credit limit (10000018) is released only when its last open invoice is paid, with the day delivery resumes', async () => {
      const session = await signIn('10000018');
      const invoice = openInvoice(await lookUp(session, '10000018'), '10000018');
      expect(invoice.amountDue).toBe(74.85);
      const body = (amountPaid: number) =>
        paymentBody('10000018', invoice.invoiceNumber, amountPaid, { prodIdAlias: 'NWB', systemCode: 'SERVPF', errorSwitch: 'O', planCode: 'NWB-BIMONTHLY' });

      // A part payment leaves the hold in place.
      const part = ZPaymentResponseSchema.parse(await (await pay(session, newKey(), body(30))).json());
      expect(part.holdReleased).toBeUndefined();
      const held = (await lookUp(session, '10000018')).orders.find((o) => o.orderNumber === invoice.orderNumber)!;
      expect(held).toMatchObject({ orderStatus: 'suspended over credit limit', isSuspendable: false });

      const rest = await pay(session, newKey(), body(44.85));
      expect(rest.status).toBe(200);
      const answer = ZPaymentResponseSchema.parse(await rest.json());
      const today = now().toISOString().slice(0, 10);
      expect(answer.holdReleased?.orderNumber).toBe(invoice.orderNumber);
      expect(answer.holdReleased!.deliveryResumes >= today).toBe(true);
      const released = (await lookUp(session, '10000018')).orders.find((o) => o.orderNumber === invoice.orderNumber)!;
      expect(released).toMatchObject({ orderStatus: 'active', isSuspendable: true });
      expect((await auditsOf('10000018', 'payment')).map((a) => a.payload.holdReleased)).toEqual([undefined, answer.holdReleased]);

      // The account activity lists both payments, newest first, with their amounts and transactions.
      const activity = await send('POST', '/api/activity', session, { accountNumber: '10000018' });
      expect(activity.status).toBe(200);
      const { entries } = ZActivityResponseSchema.parse(await activity.json());
      expect(entries.map((e) => [e.kind, e.amount, e.reference, e.status])).toEqual([
        ['payment', 44.85, answer.transactionNumber, 'done'],
        ['payment', 30, part.transactionNumber, 'done'],
      ]);
      // Another session's account is refused, and a bad body is a 400.
      await expectRefusal(await send('POST', '/api/activity', session, { accountNumber: '10000001' }), 403, 'FORBIDDEN');
      await expectRefusal(await send('POST', '/api/activity', session, {}), 400, 'BAD_REQUEST');
    });

    it('a renewal in the portal (10000002): one bill per open renewal, paid by Make a Payment, renews the order by its plan’s term', async () => {
      const session = await signIn('10000002');
      const before = await lookUp(session, '10000002');
      const order = before.orders.find((o) => o.accountNumber === '10000002' && o.orderStatus === 'active-renew')!;
      expect(order.renewalTerm).toEqual({ termIssues: 12, price: 29.99 });
      const lastIssue = before.customers[0]!.expireIssueNumber!;

      const ask = () => send('POST', '/api/renewal', session, { accountNumber: '10000002', orderNumber: order.orderNumber });
      const first = await ask();
      expect(first.status).toBe(200);
      const bill = (await first.json()) as { invoiceNumber: string; amountDue: number; termIssues: number };
      expect(bill).toMatchObject({ amountDue: 29.99, termIssues: 12 });
      // Asked again while it is open: the same bill, not a second one.
      expect(((await (await ask()).json()) as { invoiceNumber: string }).invoiceNumber).toBe(bill.invoiceNumber);
      expect((await lookUp(session, '10000002')).invoices?.filter((i) => i.invoiceNumber.startsWith('INV-REN-'))).toHaveLength(1);

      const paid = await pay(session, newKey(), paymentBody('10000002', bill.invoiceNumber, 29.99));
      expect(paid.status).toBe(200);
      const answer = ZPaymentResponseSchema.parse(await paid.json());
      const after = await lookUp(session, '10000002');
      const renewed = after.orders.find((o) => o.orderNumber === order.orderNumber)!;
      expect(answer.renewed).toEqual({ orderNumber: order.orderNumber, subscriptionEnd: renewed.subscriptionEnd });
      expect(renewed.orderStatus).toBe('active');
      expect(renewed.subscriptionEnd! > order.subscriptionEnd!).toBe(true);
      expect(after.customers[0]!.expireIssueNumber).toBe(lastIssue + 12);

      // A shop order is not a term subscription: refused, nothing billed.
      const shop = await signIn('10000020');
      const shopOrder = (await lookUp(shop, '10000020')).orders[0]!;
      await expectRefusal(await send('POST', '/api/renewal', shop, { accountNumber: '10000020', orderNumber: shopOrder.orderNumber }), 409, 'NOT_RENEWABLE');
      await expectRefusal(await send('POST', '/api/renewal', session, { accountNumber: '10000020', orderNumber: shopOrder.orderNumber }), 403, 'FORBIDDEN');
    });

    it('a SERVPF payment (10000019) needs errorSwitch O and answers items with SERVPF and the plan code', async () => {
      const session = await signIn('10000019');
      const view = await lookUp(session, '10000019');
      const invoice = openInvoice(view, '10000019');
      const planCode = view.orders.find((o) => o.orderNumber === invoice.orderNumber)!.planCode;
      const body = paymentBody('10000019', invoice.invoiceNumber, invoice.amountDue, { prodIdAlias: 'NWB', systemCode: 'SERVPF', autoRenewOptin: 'Y', planCode });
      const missing = await expectRefusal(await pay(session, newKey(), body), 400, 'BAD_REQUEST');
      expect(Object.keys(missing.fieldErrors ?? {})).toContain('body.errorSwitch');
      const response = await pay(session, newKey(), { ...body, errorSwitch: 'O' });
      expect(response.status).toBe(200);
      const answer = ZPaymentResponseSchema.parse(await response.json());
      expect(answer.items).toEqual([{ accountNumber: '10000019', systemCode: 'SERVPF', planCode, autoRenewOptIn: true }]);
      const after = await lookUp(session, '10000019');
      expect((after.invoices ?? []).find((i) => i.invoiceNumber === invoice.invoiceNumber)?.status).toBe('paid');
      expect(after.orders.find((o) => o.orderNumber === invoice.orderNumber)?.orderStatus).toBe('active');
    });
  });

  describe('card update (call 20)', () => {
    it('RESIN (10000023) through /payment-instrument: the card needs no attention and the order is active again', async () => {
      const session = await signIn('10000023');
      const before = await lookUp(session, '10000023');
      const old = before.paymentMethods[0]!;
      expect(old.needsAttention).toBe(true);
      expect(before.orders[0]?.orderStatus).toBe('payment method needs updated');

      const body = {
        accountNumber: '10000023',
        prodIdAlias: 'NWD',
        systemCode: 'RESIN',
        resinCustomerId: 'rcus_10000023',
        resinClientId: 'northwind-digital',
        resinPaymentInstrumentId: old.resinPaymentInstrumentId,
        ...newCard('1111'),
      };
      const wrongIds = await expectRefusal(await send('PUT', '/api/payment-instrument', session, { ...body, resinCustomerId: 'rcus_10000024' }), 422, 'ACCOUNT_MISMATCH');
      expect(Object.keys(wrongIds.fieldErrors ?? {})).toEqual(['body.resinCustomerId']);
      await expectRefusal(await send('PUT', '/api/payment-instrument', session, { ...body, ...newCard('2222', true) }), 422, 'CARD_DECLINED');

      const response = await send('PUT', '/api/payment-instrument', session, body);
      expect(response.status).toBe(200);
      const answer = ZPaymentInstrumentResponseSchema.parse(await response.json());
      expect(answer.success).toBe(true);
      expect(answer.resinPaymentInstrumentId).toMatch(/^pi_/);
      expect(answer.resinPaymentInstrumentId).not.toBe(old.resinPaymentInstrumentId);

      const after = await lookUp(session, '10000023');
      expect(after.paymentMethods).toHaveLength(1);
      expect(after.paymentMethods[0]).toMatchObject({ needsAttention: false, creditCardLastFour: '1111', creditCardExpireYear: '2030', resinPaymentInstrumentId: answer.resinPaymentInstrumentId });
      expect(after.orders[0]?.orderStatus).toBe('active');
      expect(await auditsOf('10000023', 'card-update')).toHaveLength(1);
    });

    it('SERV (10000001) through /cardupdate replaces the card on file; an expired card or a foreign account is refused', async () => {
      const session = await signIn('10000001');
      const old = (await lookUp(session, '10000001')).paymentMethods[0]!;
      const body = { accountNumber: '10000001', prodIdAlias: 'NWM', systemCode: 'SERV', ...newCard('5555'), oldCardProfileId: old.cardProfileId };
      const expired = await expectRefusal(await send('PUT', '/api/cardupdate', session, { ...body, creditCardExpireYear: '2026', creditCardExpireMonth: '10' }), 422, 'CARD_EXPIRED');
      expect(Object.keys(expired.fieldErrors ?? {})).toEqual(['body.creditCardExpireYear']);
      await expectRefusal(await send('PUT', '/api/cardupdate', session, { ...body, accountNumber: '10000005' }), 403, 'FORBIDDEN');
      await expectRefusal(await send('PUT', '/api/cardupdate', session, { ...body, oldCardProfileId: 'CP-unknown' }), 404, 'CARD_NOT_FOUND');

      const response = await send('PUT', '/api/cardupdate', session, body);
      expect(response.status).toBe(200);
      const answer = ZCardUpdateResponseSchema.parse(await response.json());
      expect(answer.paymentMethod).toMatchObject({ creditCardLastFour: '5555', needsAttention: false, nameOnCard: 'Card Holder' });
      const after = (await lookUp(session, '10000001')).paymentMethods;
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({ cardProfileId: answer.paymentMethod!.cardProfileId, creditCardLastFour: '5555', creditCardExpireMonth: '09' });
    });

    it('SERVPF (10000019) through PUT /series cardupdate', async () => {
      const session = await signIn('10000019');
      const view = await lookUp(session, '10000019');
      const planCode = view.orders.find((o) => o.planCode)!.planCode!;
      const body = { updateType: 'cardupdate', recipAccountNumber: '10000019', prodIdAlias: 'NWB', planCode, ...newCard('7777') };
      await expectRefusal(await send('PUT', '/api/series', session, { ...body, planCode: 'NWB-NONE' }), 404, 'PLAN_NOT_FOUND');
      const response = await send('PUT', '/api/series', session, body);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ success: true });
      const cards = (await lookUp(session, '10000019')).paymentMethods.filter((m) => m.associatedAccounts.some((a) => a.accountNumber === '10000019'));
      expect(cards.map((c) => c.creditCardLastFour)).toContain('7777');
      expect(cards.every((c) => !c.needsAttention)).toBe(true);
    });
  });

  describe('refund to store credit (call 25)', () => {
    it('a Resin order (10000024) is refunded to store credit only after a cancel with resinStoreCredit, at most its quote, once per key', async () => {
      const session = await signIn('10000024');
      const view = await lookUp(session, '10000024');
      expect(view.customers[0]?.storeCreditBalance).toBeUndefined();
      const order = view.orders.find((o) => o.orderStatus === 'active' && o.systemCode === 'RESIN' && !o.isGift)!;
      const instrument = view.paymentMethods[0]!.resinPaymentInstrumentId!;
      const body = (refundAmount: number) => ({
        accountNumber: '10000024',
        prodIdAlias: 'NWD',
        orderNumber: order.orderNumber,
        resinCustomerId: 'rcus_10000024',
        resinClientId: 'northwind-digital',
        refundAmount,
        resinPaymentInstrumentId: instrument,
        path: 'refund',
        systemCode: 'RESIN',
      });

      // A running order has no refund due.
      const active = await expectRefusal(await payout(session, newKey(), body(1)), 409, 'NO_REFUND_DUE');
      expect(active.message).toBe('This order has no refund to store credit due.');

      const quote = order.cancelQuote!;
      expect(quote).toMatchObject({ refundTo: 'storeCredit' });
      expect(quote.refundAmount).toBeGreaterThan(1);
      expect(quote.refundAmount).toBeLessThan(59.99);
      const cancel = { accountNumber: '10000024', prodIdAlias: 'NWD', resinClientId: 'northwind-digital', systemCode: 'RESIN', path: 'cancel', reasonCode: 'R1', resinStoreCredit: true };
      expect((await send('PUT', '/api/resinorderupdate', session, cancel)).status).toBe(200);

      const key = newKey();
      const first = await payout(session, key, body(1));
      expect(first.status).toBe(200);
      const answer = ZPayoutResponseSchema.parse(await first.json());
      expect(answer).toMatchObject({ success: true, refundAmount: 1 });
      expect((await lookUp(session, '10000024')).customers[0]?.storeCreditBalance).toBe(1);
      const replay = await payout(session, key, body(1));
      expect(ZPayoutResponseSchema.parse(await replay.json()).transactionNumber).toBe(answer.transactionNumber);
      expect((await lookUp(session, '10000024')).customers[0]?.storeCreditBalance).toBe(1);
      await expectRefusal(await payout(session, key, body(2)), 422, 'IDEMPOTENCY_KEY_REUSED');

      // More than the quote left (quote − 1) is refused; the rest of the quote is paid; then nothing is due.
      const rest = Math.round(quote.refundAmount * 100 - 100) / 100;
      const over = await expectRefusal(await payout(session, newKey(), body(rest + 0.01)), 422, 'REFUND_OVER_PAID');
      expect(over.fieldErrors?.['body.refundAmount']?.[0]).toContain(`$${rest.toFixed(2)} still refundable`);
      expect((await payout(session, newKey(), body(rest))).status).toBe(200);
      await expectRefusal(await payout(session, newKey(), body(0.01)), 409, 'NO_REFUND_DUE');
      expect((await lookUp(session, '10000024')).customers[0]?.storeCreditBalance).toBe(quote.refundAmount);
      const rows = await db().run((d) => d.select().from(refunds).where(eq(refunds.state, 'succeeded')));
      expect(rows.filter((r) => r.resinPaymentInstrumentId === instrument).map((r) => r.amountCents).sort((a, b) => a - b)).toEqual(
        [100, Math.round(rest * 100)].sort((a, b) => a - b),
      );

      await expectRefusal(await payout(session, newKey(), { ...body(1), resinPaymentInstrumentId: 'pi_other' }), 422, 'ACCOUNT_MISMATCH');
      await expectRefusal(await payout(session, newKey(), { ...body(1), accountNumber: '10000023' }), 403, 'FORBIDDEN');
    });
  });

  describe('no card number anywhere', () => {
    it('refuses a card number in free-text card fields (400) and no table or log line holds one', async () => {
      const session = await signIn('10000002');
      const base = paymentBody('10000002', 'INV-NONE', 1);
      for (const [field, value] of [
        ['nameOnCard', '4242424242424242'],
        ['nameOnCard', 'Card 4242 4242 4242 4242'],
        ['altPayInfo', 'paid with 4000-0000-0000-0002'],
        ['authCode', '4000000000000002'],
      ] as const) {
        const refused = await expectRefusal(await pay(session, newKey(), { ...base, [field]: value }), 400, 'BAD_REQUEST');
        expect(refused.fieldErrors?.[`body.${field}`]).toEqual(['Do not enter a card number here.']);
      }
      const cardUpdate = { accountNumber: '10000002', prodIdAlias: 'NWM', systemCode: 'SERV', ...newCard('0000'), nameOnCard: '4242424242424242' };
      await expectRefusal(await send('PUT', '/api/cardupdate', session, cardUpdate), 400, 'BAD_REQUEST');
      // Fields that are no card field but could tempt: an invoice number, a key, a card "token" that is a number.
      await expectRefusal(await pay(session, '4242424242424242', paymentBody('10000002', '4242424242424242', 1)), 404, 'INVOICE_NOT_FOUND');
      await expectRefusal(await pay(session, newKey(), { ...base, cardProfileId: '4000000000000002' }), 404, 'INVOICE_NOT_FOUND');
      await expectRefusal(await send('PUT', '/api/cardupdate', session, { ...cardUpdate, nameOnCard: 'Ben Hayes', cardProfileId: '4242424242424242' }), 422, 'CARD_REENTRY_REQUIRED');
      // A capture token that happens to hold the digits is kept as a digest only; the wallet shows a minted id.
      const odd = await send('PUT', '/api/cardupdate', session, { ...cardUpdate, nameOnCard: 'Ben Hayes', cardProfileId: 'pct_4242424242424242' });
      expect(odd.status).toBe(200);
      expect(ZCardUpdateResponseSchema.parse(await odd.json()).paymentMethod?.cardProfileId).toMatch(/^CP[0-9A-F]{16}$/);

      const columns = await db().run((d) =>
        d.execute<{ table_name: string; column_name: string }>(
          sql`select table_name, column_name from information_schema.columns
              where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`,
        ),
      );
      const rowsOf = <R,>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as R[];
      const scan = async () => {
        const found: string[] = [];
        for (const { table_name: table, column_name: column } of rowsOf<{ table_name: string; column_name: string }>(columns)) {
          for (const pan of TEST_PANS) {
            const hits = await db().run((d) =>
              d.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where regexp_replace(${sql.identifier(column)}::text, '[ -]', '', 'g') like ${`%${pan}%`}`),
            );
            if (Number(rowsOf<{ n: number }>(hits)[0]!.n) > 0) found.push(`${table}.${column}`);
          }
        }
        return found;
      };
      expect(rowsOf(columns).length).toBeGreaterThan(20);
      // The scan finds a number where one is planted (then removed again).
      const customer = (await db().run((d) => d.select().from(customers).where(eq(customers.accountNumber, '10000002'))))[0]!;
      const [planted] = await db().run((d) =>
        d
          .insert(serviceRequests)
          .values({ publisherId: customer.publisherId, customerId: customer.id, kind: 'scan-control', payload: { note: '4242 4242 4242 4242' }, sessionId: session })
          .returning({ id: serviceRequests.id }),
      );
      expect(await scan()).toEqual(['service_requests.payload']);
      await db().run((d) => d.delete(serviceRequests).where(eq(serviceRequests.id, planted!.id)));
      expect(await scan()).toEqual([]);
      expect(logLines.length).toBeGreaterThan(0);
      expect(logLines.filter((line) => TEST_PANS.some((pan) => line.replace(/[ -]/g, '').includes(pan)))).toEqual([]);
    });
  });
});
