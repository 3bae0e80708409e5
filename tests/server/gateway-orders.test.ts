import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZCofpResponseSchema, ZCreateOrderResponseSchema, ZOrderUpdateResponseSchema, ZSuccessResponseSchema } from '../../contracts/schemas/actions';
import { ZIntelliselResponseSchema } from '../../contracts/schemas/intellisel';
import type { TLookupSuccess } from '../../contracts/schemas/lookup';
import { customers, giftLinks, invoices, orders, payments, refunds, serviceRequests } from '../../server/db/schema';
import { SEED_TODAY as TODAY } from '../../server/seed/dates';
import { testDatabases } from './support/database';
import { BOREALE, NORTHWIND, gatewayHarness, type TLookupOrder } from './support/gateway-harness';

const newKey = () => `key_${randomBytes(12).toString('hex')}`;
/** Days between two 'YYYY-MM-DD' dates. */
const days = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

describe.each(testDatabases())('gateway orders (calls 19, 21–23, 26, 27) on $name', ({ open }) => {
  const { db, send, signIn, refetch, ok, expectRefusal } = gatewayHarness(open);

  const orderIn = (lookup: TLookupSuccess, predicate: (o: TLookupOrder) => boolean) => {
    const found = lookup.orders.find(predicate);
    expect(found).toBeDefined();
    return found!;
  };

  const requestsOf = (accountNumber: string, kind: string) =>
    db().run((d) =>
      d
        .select({ request: serviceRequests })
        .from(serviceRequests)
        .innerJoin(customers, eq(customers.id, serviceRequests.customerId))
        .where(and(eq(customers.accountNumber, accountNumber), eq(serviceRequests.kind, kind)))
        .orderBy(desc(serviceRequests.id)),
    );
  const refundsOf = (orderNumber: string) =>
    db().run((d) => d.select({ refund: refunds }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).where(eq(orders.orderNumber, orderNumber)));

  const autoRenewStop = (accountNumber: string, extra: Record<string, unknown> = {}) => ({
    action: 'autoRenewStop',
    accountNumber,
    prodIdAlias: 'NWM',
    removeFromCurrentSingleAutoRenewal: 'Y',
    allowGiftAutoRenewal: 'N',
    ...extra,
  });
  const autoRenewStart = (accountNumber: string, extra: Record<string, unknown>) => ({ action: 'autoRenewStart', accountNumber, prodIdAlias: 'NWM', ...extra });
  const cancelBody = (accountNumber: string, orderNumber: string, extra: Record<string, unknown> = {}) => ({
    action: 'orderChange',
    accountNumber,
    prodIdAlias: 'NWM',
    systemCode: 'SERV',
    order: { orderNumber, orderStatus: 'cancel', cancel: 'Y', reasonCode: '1', ...extra },
  });
  const resinUpdate = (accountNumber: string, path: string, extra: Record<string, unknown> = {}) => ({
    accountNumber,
    prodIdAlias: 'NWD',
    resinClientId: 'northwind-digital',
    systemCode: 'RESIN',
    path,
    reasonCode: 'R1',
    ...extra,
  });
  const intellisel = (accountNumber: string, event: string, transactionCode: string, extra: Record<string, unknown> = {}, prodIdAlias = 'NWM') => ({
    accountNumber,
    prodIdAlias,
    intellisel: { event, transactionCode, offerValue: 0, ...extra },
  });

  describe('who may call, and what is malformed', () => {
    it('answers 403 for accounts of other sessions, and changes nothing', async () => {
      const session = await signIn('10000001');
      const foreign: Array<[string, string, unknown]> = [
        ['POST', '/api/cofp', autoRenewStop('10000003')],
        ['POST', '/api/cofp', autoRenewStart('10000003', { startAutoRenewCredit: 'Y' })],
        ['PUT', '/api/orderupdate', cancelBody('10000003', 'N500003')],
        ['PUT', '/api/orderupdate', { action: 'stopCharge', accountNumber: '10000025', prodIdAlias: 'NWD', systemCode: 'RESIN', resinClientId: 'northwind-digital', order: { resinSubscriptionId: 'rsub_x', resinAutoRenew: 'N', reasonCode: '1' } }],
        ['PUT', '/api/resinorderupdate', resinUpdate('10000024', 'revoke', { resinGiftRedemptionId: 'rgift_issued_0001' })],
        ['POST', '/api/order', { prodIdAlias: 'NWD', accountNumber: '10000024', systemCode: 'RESIN', speculative: false, planCode: 'NWD-12M', quantity: 1 }],
        ['POST', '/api/intellisel', intellisel('10000003', 'cancel', 'CANCEL')],
      ];
      for (const [method, path, body] of foreign) await expectRefusal(await send(method, path, session, body), 403, 'FORBIDDEN');
      expect(await requestsOf('10000003', 'auto-renew-stop')).toHaveLength(0);
      expect(await requestsOf('10000024', 'gift-revoke')).toHaveLength(0);
    });

    it('answers 400 with field errors for malformed bodies', async () => {
      const session = await signIn('10000001');
      const malformed: Array<[string, string, unknown, string]> = [
        ['POST', '/api/cofp', { ...autoRenewStop('10000001'), removeFromCurrentSingleAutoRenewal: 'maybe' }, 'body.removeFromCurrentSingleAutoRenewal'],
        ['PUT', '/api/orderupdate', { ...cancelBody('10000001', 'N1'), order: { orderNumber: 'N1', reasonCode: '1' } }, 'body.order.orderStatus'],
        ['PUT', '/api/resinorderupdate', { ...resinUpdate('10000001', 'cancel'), systemCode: 'SERV' }, 'body.systemCode'],
        ['POST', '/api/order', { prodIdAlias: 'NWD', systemCode: 'RESIN', speculative: true, planCode: 'NWD-12M', quantity: 0 }, 'body.quantity'],
        ['POST', '/api/intellisel', { accountNumber: '10000001', prodIdAlias: 'NWM', intellisel: { transactionCode: 'CANCEL', offerValue: 0 } }, 'body.intellisel.event'],
      ];
      for (const [method, path, body, field] of malformed) {
        const refusal = await expectRefusal(await send(method, path, session, body), 400, 'BAD_REQUEST');
        expect(Object.keys(refusal.fieldErrors ?? {}), `${method} ${path}`).toContain(field);
      }
    });
  });

  describe('auto-renew (call 21) and stop charge (call 19)', () => {
    it('stops and starts auto-renew of 10000001, each seen in the next lookup and audited', async () => {
      const session = await signIn('10000001');
      const nwm = (l: TLookupSuccess) => orderIn(l, (o) => o.prodIdAlias === 'NWM');
      expect(nwm(await refetch(session, '10000001')).autoRenew).toBe(true);

      const stopped = await ok(await send('POST', '/api/cofp', session, autoRenewStop('10000001')), ZCofpResponseSchema);
      expect(stopped.success).toBe(true);
      const after = nwm(await refetch(session, '10000001'));
      expect(after.autoRenew).toBe(false);
      expect(stopped.items).toEqual([{ orderNumber: after.orderNumber }]);

      const started = await ok(
        await send('POST', '/api/cofp', session, autoRenewStart('10000001', { orderNumber: after.orderNumber, startAutoRenewCreditCard: 'Y' })),
        ZCofpResponseSchema,
      );
      expect(started.message).toMatch(/Visa ending in 4242/);
      expect(nwm(await refetch(session, '10000001')).autoRenew).toBe(true);
      expect((await requestsOf('10000001', 'auto-renew-start'))[0]?.request.payload).toMatchObject({ renewsOn: 'card' });
      expect(await requestsOf('10000001', 'auto-renew-stop')).toHaveLength(1);
    });

    it('refuses to start renewing by card without a card on file (422 NO_CARD_ON_FILE); a bill works', async () => {
      const session = await signIn('10000002');
      const refusal = await expectRefusal(
        await send('POST', '/api/cofp', session, autoRenewStart('10000002', { startAutoRenewCreditCard: 'Y' })),
        422,
        'NO_CARD_ON_FILE',
      );
      expect(refusal.message).toBe('Add a card in your wallet to renew automatically by card.');
      expect(orderIn(await refetch(session, '10000002'), (o) => o.prodIdAlias === 'NWM').autoRenew).toBe(false);
      await expectRefusal(await send('POST', '/api/cofp', session, autoRenewStart('10000002', {})), 422, 'RENEWAL_CHOICE_REQUIRED');

      await ok(await send('POST', '/api/cofp', session, autoRenewStart('10000002', { startAutoRenewCredit: 'Y' })), ZCofpResponseSchema);
      expect(orderIn(await refetch(session, '10000002'), (o) => o.prodIdAlias === 'NWM').autoRenew).toBe(true);
      expect((await requestsOf('10000002', 'auto-renew-start'))[0]?.request.payload).toMatchObject({ renewsOn: 'bill' });
    });

    it('an order that is not the account’s is 404, an ended one 409', async () => {
      const session = await signIn('10000007');
      const canceled = orderIn(await refetch(session, '10000007'), (o) => o.prodIdAlias === 'NWM');
      await expectRefusal(await send('POST', '/api/cofp', session, autoRenewStop('10000007', { orderNumber: canceled.orderNumber })), 409, 'ORDER_ENDED');
      await expectRefusal(await send('POST', '/api/cofp', session, autoRenewStop('10000007', { orderNumber: 'N500001' })), 404, 'ORDER_NOT_FOUND');
    });

    it('stops the recurring charge of a legacy (SERV) order', async () => {
      const session = await signIn('10000017');
      const before = orderIn(await refetch(session, '10000017'), (o) => o.prodIdAlias === 'NWM');
      await ok(await send('POST', '/api/cofp', session, autoRenewStart('10000017', { startAutoRenewCredit: 'Y' })), ZCofpResponseSchema);
      expect(orderIn(await refetch(session, '10000017'), (o) => o.orderNumber === before.orderNumber).autoRenew).toBe(true);
      const body = {
        action: 'stopCharge',
        accountNumber: '10000017',
        prodIdAlias: 'NWM',
        systemCode: 'SERV',
        order: { digital: 'Y', stopRecurringCharge: 'Y', orderNumber: before.orderNumber, reasonCode: '1' },
      };
      const answer = await ok(await send('PUT', '/api/orderupdate', session, body), ZOrderUpdateResponseSchema);
      expect(answer.success).toBe(true);
      expect(orderIn(await refetch(session, '10000017'), (o) => o.orderNumber === before.orderNumber).autoRenew).toBe(false);
      expect((await requestsOf('10000017', 'stop-charge'))[0]?.request.reasonCode).toBe('1');
      await expectRefusal(await send('PUT', '/api/orderupdate', session, { ...body, systemCode: 'RESIN' }), 422, 'WRONG_SYSTEM');
    });

    it('stops the recurring charge of a Resin order by its subscription id (10000025, and 20000006 whose renewal turns off)', async () => {
      const session = await signIn('10000025');
      const resin = orderIn(await refetch(session, '10000025'), (o) => o.systemCode === 'RESIN');
      const body = {
        action: 'stopCharge',
        accountNumber: '10000025',
        prodIdAlias: 'NWD',
        systemCode: 'RESIN',
        resinClientId: resin.resinClientId,
        order: { resinSubscriptionId: resin.resinSubscriptionId, resinAutoRenew: 'N', reasonCode: '3' },
      };
      await expectRefusal(await send('PUT', '/api/orderupdate', session, { ...body, resinClientId: 'someone-else' }), 422, 'ACCOUNT_MISMATCH');
      await expectRefusal(await send('PUT', '/api/orderupdate', session, { ...body, order: { ...body.order, resinSubscriptionId: 'rsub_nope' } }), 404, 'SUBSCRIPTION_NOT_FOUND');
      expect((await ok(await send('PUT', '/api/orderupdate', session, body), ZOrderUpdateResponseSchema)).success).toBe(true);
      expect(orderIn(await refetch(session, '10000025'), (o) => o.orderNumber === resin.orderNumber).autoRenew).toBe(false);
      expect((await requestsOf('10000025', 'stop-charge'))[0]?.request.payload).toMatchObject({ orderNumber: resin.orderNumber, systemCode: 'RESIN' });

      const bor = await signIn('20000006', BOREALE);
      const digital = orderIn(await refetch(bor, '20000006', BOREALE), (o) => o.systemCode === 'RESIN');
      expect(digital.autoRenew).toBe(true);
      const stop = { ...body, accountNumber: '20000006', prodIdAlias: 'BON', resinClientId: 'boreale-numerique', order: { ...body.order, resinSubscriptionId: digital.resinSubscriptionId } };
      await ok(await send('PUT', '/api/orderupdate', bor, stop, BOREALE), ZOrderUpdateResponseSchema);
      expect(orderIn(await refetch(bor, '20000006', BOREALE), (o) => o.orderNumber === digital.orderNumber).autoRenew).toBe(false);
    });
  });

  describe('order change (call 22) and the cancel quote', () => {
    it('quotes and cancels a card-paid SERV order with refundType R: canceled, and a card refund of the quote', async () => {
      const session = await signIn('10000003');
      const order = orderIn(await refetch(session, '10000003'), (o) => o.prodIdAlias === 'NWM');
      const quote = order.cancelQuote!;
      expect(quote).toMatchObject({ refundTo: 'card', voidsOpenInvoice: false, refundType: 'R' });
      const share = days(TODAY, order.subscriptionEnd!) / days(order.subscriptionStart!, order.subscriptionEnd!);
      expect(quote.refundAmount).toBeCloseTo(Math.round(2999 * share) / 100, 2);
      expect(quote.refundAmount).toBeGreaterThan(0);
      expect(quote.refundAmount).toBeLessThanOrEqual(29.99);
      expect(order.transferTargets).toEqual([{ prodIdAlias: 'NWD', productName: 'Northwind Digital' }]);

      const answer = await ok(await send('PUT', '/api/orderupdate', session, cancelBody('10000003', order.orderNumber, { refundType: 'R' })), ZOrderUpdateResponseSchema);
      expect(answer.success).toBe(true);
      const after = orderIn(await refetch(session, '10000003'), (o) => o.orderNumber === order.orderNumber);
      expect(after.orderStatus).toBe('canceled');
      expect(after.autoRenew).toBe(false);
      expect(after.cancelQuote).toBeUndefined();
      const rows = await refundsOf(order.orderNumber);
      expect(rows.map((r) => [r.refund.refundType, r.refund.amountCents])).toEqual([['card', Math.round(quote.refundAmount * 100)]]);
      expect(rows[0]!.refund.paymentId).not.toBeNull();
      // Cancelling twice changes nothing more.
      await expectRefusal(await send('PUT', '/api/orderupdate', session, cancelBody('10000003', order.orderNumber, { refundType: 'R' })), 409, 'ORDER_ENDED');
      expect(await refundsOf(order.orderNumber)).toHaveLength(1);
    });

    it('cancelling an unpaid order voids its open invoice (SERV-credit-cancel)', async () => {
      const session = await signIn('10000011');
      const before = await refetch(session, '10000011');
      const order = orderIn(before, (o) => o.prodIdAlias === 'NWM');
      expect(order.cancelQuote).toEqual({ refundAmount: 0, refundTo: 'none', voidsOpenInvoice: true });
      expect(before.invoices?.map((i) => [i.invoiceNumber, i.status])).toEqual([[`INV-${order.orderNumber}`, 'open']]);

      await ok(await send('PUT', '/api/orderupdate', session, cancelBody('10000011', order.orderNumber)), ZOrderUpdateResponseSchema);
      const after = await refetch(session, '10000011');
      const canceled = orderIn(after, (o) => o.orderNumber === order.orderNumber);
      expect(canceled.orderStatus).toBe('canceled');
      expect(canceled.amountDue).toBeUndefined();
      expect(after.invoices ?? []).toEqual([]);
      const [invoice] = await db().run((d) => d.select().from(invoices).where(eq(invoices.invoiceNumber, `INV-${order.orderNumber}`)));
      expect(invoice?.status).toBe('void');
      expect(await refundsOf(order.orderNumber)).toHaveLength(0);
    });

    it('a refund only an agent can make (paid by cheque) answers success false with the message, and changes nothing', async () => {
      const session = await signIn('10000002');
      const order = orderIn(await refetch(session, '10000002'), (o) => o.prodIdAlias === 'NWM');
      expect(order.cancelQuote).toMatchObject({ refundTo: 'none', refundType: 'R', voidsOpenInvoice: false });
      expect(order.cancelQuote!.refundAmount).toBeGreaterThan(0);
      const answer = await ok(await send('PUT', '/api/orderupdate', session, cancelBody('10000002', order.orderNumber, { refundType: 'R' })), ZOrderUpdateResponseSchema);
      expect(answer).toEqual({ success: false, code: 'MANUAL_REFUND', message: 'This refund needs a customer service agent.' });
      expect(orderIn(await refetch(session, '10000002'), (o) => o.orderNumber === order.orderNumber).orderStatus).toBe(order.orderStatus);
      expect(await refundsOf(order.orderNumber)).toHaveLength(0);
      expect(await requestsOf('10000002', 'order-cancel')).toHaveLength(0);
    });

    it('transfers a print subscription to a transferTargets product: transferred, plus a new active digital order', async () => {
      const session = await signIn('10000016');
      const order = orderIn(await refetch(session, '10000016'), (o) => o.prodIdAlias === 'NWM');
      const target = order.transferTargets![0]!;
      const body = { action: 'orderChange', accountNumber: '10000016', prodIdAlias: 'NWM', systemCode: 'SERV', order: { orderNumber: order.orderNumber, orderStatus: 'transfer', reasonCode: '2', moveSw: 'Y' } };
      await expectRefusal(await send('PUT', '/api/orderupdate', session, { ...body, order: { ...body.order, toMagAbbr: 'NWS' } }), 422, 'NOT_TRANSFERABLE');

      const answer = await ok(await send('PUT', '/api/orderupdate', session, { ...body, order: { ...body.order, toMagAbbr: target.prodIdAlias } }), ZOrderUpdateResponseSchema);
      expect(answer.success).toBe(true);
      const after = await refetch(session, '10000016');
      expect(orderIn(after, (o) => o.orderNumber === order.orderNumber).orderStatus).toBe('transferred');
      const moved = orderIn(after, (o) => o.prodIdAlias === target.prodIdAlias);
      expect(moved).toMatchObject({ orderStatus: 'active', productName: target.productName, systemCode: 'RESIN', subscriptionStart: TODAY });
      expect(days(TODAY, moved.subscriptionEnd!)).toBeGreaterThan(0);
      expect(answer.message).toContain(moved.orderNumber);
    });

    it('refuses to transfer an order with an open bill (10000005, 409), and changes nothing', async () => {
      const session = await signIn('10000005');
      const order = orderIn(await refetch(session, '10000005'), (o) => o.prodIdAlias === 'NWM');
      expect(order.amountDue).toBe(29.99);
      const body = {
        action: 'orderChange',
        accountNumber: '10000005',
        prodIdAlias: 'NWM',
        systemCode: 'SERV',
        order: { orderNumber: order.orderNumber, orderStatus: 'transfer', reasonCode: '2', moveSw: 'Y', toMagAbbr: 'NWD' },
      };
      const refusal = await expectRefusal(await send('PUT', '/api/orderupdate', session, body), 409, 'OPEN_BILL');
      expect(refusal.message).toBe('Please pay the open bill before transferring this subscription.');
      const after = await refetch(session, '10000005');
      expect(orderIn(after, (o) => o.orderNumber === order.orderNumber).orderStatus).toBe(order.orderStatus);
      expect(after.orders.filter((o) => o.prodIdAlias === 'NWD')).toHaveLength(0);
    });

    it('sends Resin orders to the Resin order update (422 here)', async () => {
      const session = await signIn('10000025');
      const resin = orderIn(await refetch(session, '10000025'), (o) => o.systemCode === 'RESIN');
      await expectRefusal(await send('PUT', '/api/orderupdate', session, { ...cancelBody('10000025', resin.orderNumber), prodIdAlias: 'NWD', systemCode: 'RESIN' }), 422, 'WRONG_SYSTEM');
    });
  });

  describe('Resin order update (call 23)', () => {
    it('cancels the account’s digital subscription, quoted as a store-credit refund', async () => {
      const session = await signIn('10000024');
      const own = orderIn(await refetch(session, '10000024'), (o) => o.systemCode === 'RESIN' && !o.isGift);
      expect(own.cancelQuote).toMatchObject({ refundTo: 'storeCredit', refundType: 'R', voidsOpenInvoice: false });
      expect(own.cancelQuote!.refundAmount).toBeGreaterThan(0);
      expect(own.cancelQuote!.refundAmount).toBeLessThanOrEqual(59.99);
      expect(own.transferTargets).toBeUndefined();

      await expectRefusal(await send('PUT', '/api/resinorderupdate', session, resinUpdate('10000024', 'return')), 422, 'UNSUPPORTED_CHANGE');
      await expectRefusal(await send('PUT', '/api/resinorderupdate', session, resinUpdate('10000024', 'cancel', { resinClientId: 'other' })), 422, 'ACCOUNT_MISMATCH');
      const answer = await ok(await send('PUT', '/api/resinorderupdate', session, resinUpdate('10000024', 'cancel', { resinStoreCredit: true })), ZSuccessResponseSchema);
      expect(answer.success).toBe(true);
      const after = await refetch(session, '10000024');
      expect(orderIn(after, (o) => o.orderNumber === own.orderNumber)).toMatchObject({ orderStatus: 'canceled', autoRenew: false });
      expect(orderIn(after, (o) => o.resinGiftRedemptionId === 'rgift_issued_0001').orderStatus).toBe('issued');
      expect((await requestsOf('10000024', 'resin-cancel'))[0]?.request.payload).toMatchObject({ resinStoreCredit: true });
      await expectRefusal(await send('PUT', '/api/resinorderupdate', session, resinUpdate('10000024', 'cancel')), 409, 'NO_RUNNING_SUBSCRIPTION');
    });

    it('resends an unredeemed gift to a new address and revokes it; a redeemed gift stays', async () => {
      const session = await signIn('10000024');
      const gift = { resinGiftRedemptionId: 'rgift_issued_0001' };
      await ok(
        await send('PUT', '/api/resinorderupdate', session, resinUpdate('10000024', 'resend', { ...gift, resinRecipientEmail: 'yara.new@example.com' })),
        ZSuccessResponseSchema,
      );
      const [link] = await db().run((d) => d.select().from(giftLinks).where(eq(giftLinks.resinGiftRedemptionId, 'rgift_issued_0001')));
      expect(link?.recipientEmail).toBe('yara.new@example.com');
      expect(await requestsOf('10000024', 'gift-resend')).toHaveLength(1);

      await ok(await send('PUT', '/api/resinorderupdate', session, resinUpdate('10000024', 'revoke', gift)), ZSuccessResponseSchema);
      expect(orderIn(await refetch(session, '10000024'), (o) => o.resinGiftRedemptionId === 'rgift_issued_0001').orderStatus).toBe('revoked');
      await expectRefusal(await send('PUT', '/api/resinorderupdate', session, resinUpdate('10000024', 'revoke', gift)), 409, 'GIFT_ALREADY_REVOKED');
      await expectRefusal(await send('PUT', '/api/resinorderupdate', session, resinUpdate('10000024', 'resend', gift)), 409, 'GIFT_ALREADY_REVOKED');
      await expectRefusal(
        await send('PUT', '/api/resinorderupdate', session, resinUpdate('10000024', 'revoke', { resinGiftRedemptionId: 'rgift_redeemed_0002' })),
        409,
        'GIFT_ALREADY_REDEEMED',
      );
      await expectRefusal(await send('PUT', '/api/resinorderupdate', session, resinUpdate('10000024', 'revoke', { resinGiftRedemptionId: 'rgift_nope' })), 404, 'GIFT_NOT_FOUND');
      expect(orderIn(await refetch(session, '10000024'), (o) => o.resinGiftRedemptionId === 'rgift_redeemed_0002').orderStatus).toBe('redeemed');
    });
  });

  describe('create order (call 26)', () => {
    const orderBody = (extra: Record<string, unknown>) => ({ prodIdAlias: 'NWD', systemCode: 'RESIN', planCode: 'NWD-12M', quantity: 1, ...extra });

    it('prices a speculative order and stores nothing', async () => {
      const session = await signIn('10000024');
      const count = async () => (await db().run((d) => d.select({ id: orders.id }).from(orders))).length;
      const before = await count();
      const quote = await ok(await send('POST', '/api/order', session, orderBody({ speculative: true })), ZCreateOrderResponseSchema);
      expect(quote).toEqual({ success: true, total: 24.99, currency: 'USD' });
      expect(await count()).toBe(before);
      // One order is one subscription: a quantity would be charged but never created.
      for (const speculative of [true, false]) {
        const many = await expectRefusal(
          await send('POST', '/api/order', session, orderBody({ speculative, quantity: 2, accountNumber: '10000024' }), NORTHWIND, { 'idempotency-key': newKey() }),
          422,
          'UNSUPPORTED_CHANGE',
        );
        expect(Object.keys(many.fieldErrors ?? {})).toEqual(['body.quantity']);
      }
      expect(await count()).toBe(before);
      await expectRefusal(await send('POST', '/api/order', session, orderBody({ speculative: true, planCode: 'NWD-5M' })), 422, 'PLAN_NOT_SOLD');
    });

    it('places a gift order paid by the donor’s card: it appears in the donor’s lookup with a paid invoice', async () => {
      const session = await signIn('10000024');
      const key = newKey();
      const body = orderBody({ accountNumber: '10000024', speculative: false, planCode: 'NWD-6M', recipient: { name: 'Nora Quinn', email: 'nora.quinn@example.com' } });
      const placed = await ok(await send('POST', '/api/order', session, body, NORTHWIND, { 'idempotency-key': key }), ZCreateOrderResponseSchema);
      expect(placed).toMatchObject({ success: true, total: 14.99, currency: 'USD' });
      // A replay with the key answers the same order and charges nothing more.
      const replay = await ok(await send('POST', '/api/order', session, body, NORTHWIND, { 'idempotency-key': key }), ZCreateOrderResponseSchema);
      expect(replay.orderNumber).toBe(placed.orderNumber);
      expect((await db().run((d) => d.select().from(orders).where(eq(orders.planCode, 'NWD-6M')))).filter((o) => o.accountNumber === '10000024')).toHaveLength(1);
      const charged = await db().run((d) =>
        d.select({ payment: payments }).from(payments).innerJoin(invoices, eq(invoices.id, payments.invoiceId)).where(eq(invoices.invoiceNumber, `INV-${placed.orderNumber}`)),
      );
      expect(charged.map((c) => [c.payment.state, c.payment.amountCents])).toEqual([['succeeded', 1499]]);
      await expectRefusal(await send('POST', '/api/order', session, { ...body, planCode: 'NWD-12M' }, NORTHWIND, { 'idempotency-key': key }), 422, 'IDEMPOTENCY_KEY_REUSED');
      const noKey = await expectRefusal(await send('POST', '/api/order', session, body), 400, 'BAD_REQUEST');
      expect(noKey.fieldErrors).toEqual({ 'headers.idempotency-key': ['Required'] });
      const after = await refetch(session, '10000024');
      const gift = orderIn(after, (o) => o.orderNumber === placed.orderNumber);
      expect(gift).toMatchObject({ orderStatus: 'issued', isGift: true, isDonor: true, systemCode: 'RESIN', subscriptionStart: TODAY, planCode: 'NWD-6M' });
      expect(gift.resinGiftRedemptionId).toMatch(/^rgift_[0-9a-f]+$/);
      expect(gift.orderItems[0]?.recipientName).toBe('Nora Quinn');
      expect(after.invoices?.find((i) => i.orderNumber === placed.orderNumber)).toMatchObject({ status: 'paid', paymentType: 'CC' });
      const [link] = await db().run((d) => d.select().from(giftLinks).where(eq(giftLinks.resinGiftRedemptionId, gift.resinGiftRedemptionId!)));
      expect(link).toMatchObject({ recipientName: 'Nora Quinn', recipientEmail: 'nora.quinn@example.com', redeemed: false });
      // The new gift can be revoked like the seeded ones.
      await ok(await send('PUT', '/api/resinorderupdate', session, resinUpdate('10000024', 'revoke', { resinGiftRedemptionId: gift.resinGiftRedemptionId })), ZSuccessResponseSchema);
    });

    it('refuses a real order without a card on file (422 NO_CARD_ON_FILE) and a non-Resin one', async () => {
      const session = await signIn('10000025');
      const key = { 'idempotency-key': newKey() };
      await expectRefusal(await send('POST', '/api/order', session, orderBody({ accountNumber: '10000025', speculative: false }), NORTHWIND, key), 422, 'NO_CARD_ON_FILE');
      // The refusal is stored with the key and replayed.
      await expectRefusal(await send('POST', '/api/order', session, orderBody({ accountNumber: '10000025', speculative: false }), NORTHWIND, key), 422, 'NO_CARD_ON_FILE');
      await expectRefusal(
        await send('POST', '/api/order', session, orderBody({ accountNumber: '10000025', speculative: false, systemCode: 'SERV' }), NORTHWIND, { 'idempotency-key': newKey() }),
        422,
        'WRONG_SYSTEM',
      );
      expect(await requestsOf('10000025', 'create-order')).toHaveLength(0);
    });
  });

  describe('retention offers (call 27)', () => {
    it('answers the best seeded cancel offer in English (one, as one is shown), and none for an unknown event', async () => {
      const session = await signIn('10000001');
      const listed = await ok(await send('POST', '/api/intellisel', session, intellisel('10000001', 'cancel', 'CANCEL')), ZIntelliselResponseSchema);
      expect(listed.success).toBe(true);
      expect(listed.intellisels[0]!.offers.map((o) => [o.offerId, o.offerValue, o.term])).toEqual([['NWM-STAY-6', 9.99, '6 issues']]);
      expect(listed.intellisels[0]!.offers[0]!.title).toBe('Stay with us: 6 issues for $9.99');
      const none = await ok(await send('POST', '/api/intellisel', session, intellisel('10000001', 'bogus', 'NOPE')), ZIntelliselResponseSchema);
      expect(none).toEqual({ success: true, intellisels: [{ offers: [] }] });
    });

    it('offers of print issues fit the print product only: a digital reader gets none and cannot accept one (issue 13 item 7)', async () => {
      const session = await signIn('10000024');
      for (const [event, code] of [['cancel', 'CANCEL'], ['stopAutoRenew', 'AUTORENEW']]) {
        const listed = await ok(await send('POST', '/api/intellisel', session, intellisel('10000024', event!, code!, {}, 'NWD')), ZIntelliselResponseSchema);
        expect(listed.intellisels[0]!.offers).toEqual([]);
      }
      // Boréale numérique (20000006, still running whatever ran before): its print offer is refused.
      const bor = await signIn('20000006', BOREALE);
      const digital = orderIn(await refetch(bor, '20000006', BOREALE), (o) => o.prodIdAlias === 'BON' && o.systemCode === 'RESIN');
      const listed = await ok(await send('POST', '/api/intellisel', bor, intellisel('20000006', 'cancel', 'CANCEL', {}, 'BON'), BOREALE), ZIntelliselResponseSchema);
      expect(listed.intellisels[0]!.offers).toEqual([]);
      const accept = { ...intellisel('20000006', 'cancel', 'CANCEL', { acceptOfferId: 'BOR-RESTEZ-5' }, 'BON'), orderNumber: digital.orderNumber };
      const refusal = await expectRefusal(await send('POST', '/api/intellisel', bor, accept, BOREALE), 422, 'OFFER_UNAVAILABLE');
      expect(refusal.message).toBe('This offer is not available for this subscription.');
      expect(await requestsOf('20000006', 'retention-offer')).toHaveLength(0);
    });

    it('lists Boréale’s offers in French for Accept-Language fr-CA', async () => {
      const session = await signIn('20000001', BOREALE);
      const body = intellisel('20000001', 'cancel', 'CANCEL', {}, 'BOR');
      const french = await ok(await send('POST', '/api/intellisel', session, body, BOREALE, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' }), ZIntelliselResponseSchema);
      expect(french.intellisels[0]!.offers).toEqual([
        {
          offerId: 'BOR-RESTEZ-5',
          title: 'Restez avec nous : 5 numéros pour 14,95 $',
          description: 'Continuez à recevoir Boréale pendant cinq numéros de plus, à moitié prix.',
          offerValue: 14.95,
          transactionCode: 'CANCEL',
          term: '5 numéros',
        },
      ]);
      const english = await ok(await send('POST', '/api/intellisel', session, body, BOREALE, { 'accept-language': 'en-US' }), ZIntelliselResponseSchema);
      expect(english.intellisels[0]!.offers[0]!.title).toBe('Stay with us: 5 issues for $14.95');
    });

    it('accepting an offer adds its issues and raises its invoice, once', async () => {
      const session = await signIn('10000015');
      const before = await refetch(session, '10000015');
      const order = orderIn(before, (o) => o.prodIdAlias === 'NWM');
      const expire = before.customers[0]!.expireIssueNumber!;
      const accept = intellisel('10000015', 'cancel', 'CANCEL', { acceptOfferId: 'NWM-STAY-6' });
      await expectRefusal(await send('POST', '/api/intellisel', session, accept), 422, 'UNSUPPORTED_CHANGE');

      const answer = await ok(await send('POST', '/api/intellisel', session, { ...accept, orderNumber: order.orderNumber }), ZIntelliselResponseSchema);
      expect(answer).toMatchObject({
        success: true,
        intellisels: [{ offers: [] }],
        accepted: { offerId: 'NWM-STAY-6', extendedByIssues: 6, invoiceNumber: `INV-NWM-STAY-6-${order.orderNumber}` },
      });
      const after = await refetch(session, '10000015');
      expect(after.customers[0]!.expireIssueNumber).toBe(expire + 6);
      const extended = orderIn(after, (o) => o.orderNumber === order.orderNumber);
      expect(extended.subscriptionEnd! > order.subscriptionEnd!).toBe(true);
      expect(extended.amountDue).toBe(9.99);
      expect(after.invoices?.find((i) => i.invoiceNumber === answer.accepted!.invoiceNumber)).toMatchObject({ status: 'open', amountDue: 9.99 });
      expect((await requestsOf('10000015', 'retention-offer'))[0]?.request.payload).toMatchObject({ offerId: 'NWM-STAY-6', extendedByIssues: 6 });

      await expectRefusal(await send('POST', '/api/intellisel', session, { ...accept, orderNumber: order.orderNumber }), 409, 'OFFER_ALREADY_APPLIED');
      // At most one retention offer per order, whichever it is.
      const other = intellisel('10000015', 'cancel', 'CANCEL', { acceptOfferId: 'NWM-DIGITAL-FREE' });
      await expectRefusal(await send('POST', '/api/intellisel', session, { ...other, orderNumber: order.orderNumber }), 409, 'OFFER_ALREADY_APPLIED');
      await expectRefusal(
        await send('POST', '/api/intellisel', session, { ...intellisel('10000015', 'cancel', 'CANCEL', { acceptOfferId: 'NO-SUCH-OFFER' }), orderNumber: order.orderNumber }),
        422,
        'OFFER_UNAVAILABLE',
      );
      expect(await requestsOf('10000015', 'retention-offer')).toHaveLength(1);
    });

    // 10000026: an order no other test of this file changes (10000003's is cancelled earlier in the file).
    it('lists no offer for an order that took one already, whatever the event; another subscriber’s order is still offered one', async () => {
      const session = await signIn('10000026');
      const order = orderIn(await refetch(session, '10000026'), (o) => o.prodIdAlias === 'NWM');
      const list = (event: string, code: string, orderNumber?: string) =>
        send('POST', '/api/intellisel', session, { ...intellisel('10000026', event, code), ...(orderNumber ? { orderNumber } : {}) });
      const offered = await ok(await list('cancel', 'CANCEL', order.orderNumber), ZIntelliselResponseSchema);
      const [offer] = offered.intellisels[0]!.offers;
      expect(offer?.offerId).toBe('NWM-STAY-6');
      const accept = { ...intellisel('10000026', 'cancel', 'CANCEL', { acceptOfferId: offer!.offerId }), orderNumber: order.orderNumber };
      await ok(await send('POST', '/api/intellisel', session, accept), ZIntelliselResponseSchema);

      for (const [event, code] of [['cancel', 'CANCEL'], ['stopAutoRenew', 'AUTORENEW']]) {
        expect(await ok(await list(event!, code!, order.orderNumber), ZIntelliselResponseSchema)).toEqual({ success: true, intellisels: [{ offers: [] }] });
      }
      // Another subscriber's order of the same product is still offered one.
      const other = await signIn('10000002');
      const theirs = orderIn(await refetch(other, '10000002'), (o) => o.prodIdAlias === 'NWM');
      const listed = await ok(
        await send('POST', '/api/intellisel', other, { ...intellisel('10000002', 'cancel', 'CANCEL'), orderNumber: theirs.orderNumber }),
        ZIntelliselResponseSchema,
      );
      expect(listed.intellisels[0]!.offers.map((o) => o.offerId)).toEqual(['NWM-STAY-6']);
    });

    it('accepts an offer only for its own event and transaction code (422)', async () => {
      const session = await signIn('10000001');
      const order = orderIn(await refetch(session, '10000001'), (o) => o.prodIdAlias === 'NWM');
      for (const [event, code] of [['suspend', 'CANCEL'], ['cancel', 'SUSPEND'], ['cancel', '']]) {
        const body = { ...intellisel('10000001', event!, code!, { acceptOfferId: 'NWM-DIGITAL-FREE' }), orderNumber: order.orderNumber };
        await expectRefusal(await send('POST', '/api/intellisel', session, body), 422, 'OFFER_UNAVAILABLE');
      }
      expect(await requestsOf('10000001', 'retention-offer')).toHaveLength(0);
    });

    it('a free offer’s issues are not refunded: cancelling after it refunds the paid term’s unused share only', async () => {
      const session = await signIn('10000001');
      const order = orderIn(await refetch(session, '10000001'), (o) => o.prodIdAlias === 'NWM');
      const paidQuote = order.cancelQuote!;
      expect(paidQuote).toMatchObject({ refundTo: 'card', refundType: 'R' });
      const accept = { ...intellisel('10000001', 'cancel', 'CANCEL', { acceptOfferId: 'NWM-DIGITAL-FREE' }), orderNumber: order.orderNumber };
      expect((await ok(await send('POST', '/api/intellisel', session, accept), ZIntelliselResponseSchema)).accepted?.extendedByIssues).toBe(3);
      expect(orderIn(await refetch(session, '10000001'), (o) => o.orderNumber === order.orderNumber).subscriptionEnd! > order.subscriptionEnd!).toBe(true);

      await ok(await send('PUT', '/api/orderupdate', session, cancelBody('10000001', order.orderNumber, { refundType: 'R' })), ZOrderUpdateResponseSchema);
      const [refund] = (await refundsOf(order.orderNumber)).map((r) => r.refund);
      // Measured against the paid term (the end before the offer), within a day's worth of the term.
      const dayCents = Math.ceil(paidQuote.refundAmount * 100 / Math.max(1, days(TODAY, order.subscriptionEnd!)));
      expect(Math.abs(refund!.amountCents - Math.round(paidQuote.refundAmount * 100))).toBeLessThanOrEqual(dayCents * 3);
    });
  });
});
