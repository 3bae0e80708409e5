import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZOrderUpdateResponseSchema } from '../../contracts/schemas/actions';
import type { TAdminConfig } from '../../contracts/schemas/config';
import { mailOutbox, orders, publishers, refunds } from '../../server/db/schema';
import { testDatabases } from './support/database';
import { BOREALE, NORTHWIND, gatewayHarness, type TLookupOrder } from './support/gateway-harness';

/**
 * Shop returns (§4 Return, §7 call 22 PUT /orderupdate orderChange with orderStatus return): the
 * lookup offers each returnable line with the last day it can come back (the publisher's return
 * window, 30 days unless configured); a return refunds what came back to the card that paid, marks
 * the order returned or partially returned and mails the confirmation; every refusal has its own
 * code and changes nothing. Shop cancels (§4 Cancel where the shop allows it, call 22 cancel): an
 * order of which nothing shipped is cancelled and refunded in full; one line shipped refuses it.
 */

describe.each(testDatabases())('gateway shop returns (call 22 orderStatus return) on $name', ({ open }) => {
  const { db, send, refetch, signIn, expectRefusal } = gatewayHarness(open);

  const ordersOf = async (session: string, accountNumber: string, host = NORTHWIND) => (await refetch(session, accountNumber, host)).orders;
  const orderByDate = (list: TLookupOrder[], orderDate: string) => {
    const found = list.find((o) => o.orderDate === orderDate);
    expect(found).toBeDefined();
    return found!;
  };
  const returnBody = (accountNumber: string, order: TLookupOrder, items: Array<{ lineNumber: number; quantity?: number }>, prodIdAlias = 'NWS') => ({
    action: 'orderChange',
    accountNumber,
    prodIdAlias,
    systemCode: 'EHUB',
    order: {
      orderNumber: order.orderNumber,
      orderStatus: 'return',
      reasonCode: 'RTNDMG',
      orderItems: items.map(({ lineNumber, quantity }) => {
        const item = order.orderItems.find((i) => i.lineNumber === lineNumber) ?? order.orderItems[0]!;
        return { ...item, lineNumber, ...(quantity !== undefined ? { quantity } : {}) };
      }),
    },
  });
  const refundsOf = (orderNumber: string) =>
    db().run((d) => d.select({ refund: refunds }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).where(eq(orders.orderNumber, orderNumber)));
  const confirmationsTo = (to: string) =>
    db().run((d) =>
      d
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'account-change'), sql`lower(${mailOutbox.toAddress}) = ${to.toLowerCase()}`))
        .orderBy(asc(mailOutbox.id)),
    );

  it('offers each shipped line for 30 days after it shipped, with its line, quantity and ship day', async () => {
    const session = await signIn('10000040');
    const list = await ordersOf(session, '10000040');
    const recent = orderByDate(list, '2026-11-05');
    expect(recent.orderItems.map((i) => [i.lineNumber, i.quantity, i.shippedOn, i.returnableUntil])).toEqual([
      [1, 2, '2026-11-07', '2026-12-07'],
      [2, 1, '2026-11-07', '2026-12-07'],
    ]);
    const old = orderByDate(list, '2026-09-01');
    expect(old.orderItems[0]).toMatchObject({ shippedOn: '2026-09-03' });
    expect(old.orderItems[0]?.returnableUntil).toBeUndefined();
    // A subscription's issues are never returnable (SERV, not a shop order).
    const subscriber = await signIn('10000001');
    expect((await ordersOf(subscriber, '10000001')).flatMap((o) => o.orderItems).some((i) => i.returnableUntil)).toBe(false);
  });

  it('returns one of two mugs: partially returned, the mug refunded to the card, the line split, mailed; then the rest: returned', async () => {
    const session = await signIn('10000041');
    const order = orderByDate(await ordersOf(session, '10000041'), '2026-11-12');
    const first = await send('PUT', '/api/orderupdate', session, returnBody('10000041', order, [{ lineNumber: 1, quantity: 1 }]));
    expect(first.status).toBe(200);
    expect(ZOrderUpdateResponseSchema.parse(await first.json())).toMatchObject({ success: true });
    const after = orderByDate(await ordersOf(session, '10000041'), '2026-11-12');
    expect(after.orderStatus).toBe('partially returned');
    expect(after.orderItems.map((i) => [i.lineNumber, i.quantity, i.itemStatus ?? null, Boolean(i.returnableUntil)])).toEqual([
      [1, 1, null, true],
      [2, 1, null, true],
      [3, 1, 'returned', false],
    ]);
    expect((await refundsOf(order.orderNumber)).map((r) => [r.refund.amountCents, r.refund.refundType, r.refund.reasonCode])).toEqual([[1200, 'card', 'RTNDMG']]);
    const mails = await confirmationsTo('hugo.lindqvist@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/: Items returned$/);
    expect(mails[0]?.body).toContain(order.orderNumber);
    expect(mails[0]?.body).toContain('$12.00 (refunded to your card)');

    // The returned line cannot come back twice; nothing changes.
    await expectRefusal(await send('PUT', '/api/orderupdate', session, returnBody('10000041', after, [{ lineNumber: 3 }])), 409, 'ALREADY_RETURNED');
    const rest = await send('PUT', '/api/orderupdate', session, returnBody('10000041', after, [{ lineNumber: 1 }, { lineNumber: 2 }]));
    expect(rest.status).toBe(200);
    const done = orderByDate(await ordersOf(session, '10000041'), '2026-11-12');
    expect(done.orderStatus).toBe('returned');
    expect(done.orderItems.every((i) => i.itemStatus === 'returned' && !i.returnableUntil)).toBe(true);
    expect((await refundsOf(order.orderNumber)).map((r) => r.refund.amountCents).sort()).toEqual([1200, 3400]);
    await expectRefusal(await send('PUT', '/api/orderupdate', session, returnBody('10000041', done, [{ lineNumber: 1 }])), 409, 'NOT_RETURNABLE');
  });

  it('refuses, each with its code and changing nothing: too late, too many, a line not on the order, a subscription, another account', async () => {
    const session = await signIn('10000041');
    const list = await ordersOf(session, '10000041');
    const old = orderByDate(list, '2026-08-20');
    await expectRefusal(await send('PUT', '/api/orderupdate', session, returnBody('10000041', old, [{ lineNumber: 1 }])), 409, 'RETURN_WINDOW_CLOSED');
    const order = orderByDate(list, '2026-11-13');
    await expectRefusal(await send('PUT', '/api/orderupdate', session, returnBody('10000041', order, [{ lineNumber: 1, quantity: 3 }])), 422, 'RETURN_QUANTITY_TOO_HIGH');
    await expectRefusal(await send('PUT', '/api/orderupdate', session, returnBody('10000041', order, [{ lineNumber: 9 }])), 422, 'RETURN_ITEM_NOT_IN_ORDER');
    await expectRefusal(await send('PUT', '/api/orderupdate', session, returnBody('10000041', order, [{ lineNumber: 2 }, { lineNumber: 2 }])), 422, 'DETAILS_MISMATCH');
    await expectRefusal(await send('PUT', '/api/orderupdate', session, { ...returnBody('10000041', order, []) }), 422, 'BAD_REQUEST');
    // One refused line refuses the whole return: the good line 2 is not returned either.
    await expectRefusal(await send('PUT', '/api/orderupdate', session, returnBody('10000041', order, [{ lineNumber: 2 }, { lineNumber: 1, quantity: 5 }])), 422, 'RETURN_QUANTITY_TOO_HIGH');
    const unchanged = orderByDate(await ordersOf(session, '10000041'), '2026-11-13');
    expect(unchanged.orderStatus).toBe('completed');
    expect(unchanged.orderItems.every((i) => !i.itemStatus && i.returnableUntil)).toBe(true);
    expect(await refundsOf(order.orderNumber)).toEqual([]);

    const subscriber = await signIn('10000001');
    const print = (await ordersOf(subscriber, '10000001'))[0]!;
    await expectRefusal(
      await send('PUT', '/api/orderupdate', subscriber, { ...returnBody('10000001', print, [{ lineNumber: 1 }], 'NWM'), systemCode: 'SERV' }),
      409,
      'NOT_RETURNABLE',
    );
    // Another account's order: not on the session.
    const other = await send('PUT', '/api/orderupdate', subscriber, returnBody('10000041', order, [{ lineNumber: 1 }]));
    expect(other.status).toBe(403);
  });

  it('returns on Boréale and mails the confirmation in French, in dollars canadiens', async () => {
    const session = await signIn('20000040', BOREALE);
    const order = (await ordersOf(session, '20000040', BOREALE))[0]!;
    const response = await send('PUT', '/api/orderupdate', session, returnBody('20000040', order, [{ lineNumber: 2 }], 'BOB'), BOREALE, { 'accept-language': 'fr-CA' });
    expect(response.status).toBe(200);
    expect((await ordersOf(session, '20000040', BOREALE))[0]?.orderStatus).toBe('partially returned');
    const mails = await confirmationsTo('lea.bouchard@example.ca');
    expect(mails[0]?.subject).toMatch(/ : Articles retournés$/);
    expect(mails[0]?.body).toContain('19,95');
    expect(mails[0]?.body).toContain('remboursé sur votre carte');
  });

  /** Sets Northwind's return window (undefined: the default) for the time of `body`. */
  async function withReturnWindow(days: number | undefined, body: () => Promise<void>) {
    const [row] = await db().run((d) => d.select({ adminConfig: publishers.adminConfig }).from(publishers).where(eq(publishers.globalCode, 'NWM')));
    const saved = row!.adminConfig as TAdminConfig;
    const Preferences = { ...saved.AvailableActions.Preferences, returnWindowDays: days };
    const changed: TAdminConfig = { ...saved, AvailableActions: { ...saved.AvailableActions, Preferences } };
    const write = (config: TAdminConfig) => db().run((d) => d.update(publishers).set({ adminConfig: config }).where(eq(publishers.globalCode, 'NWM')));
    await write(changed);
    try {
      await body();
    } finally {
      await write(saved);
    }
  }

  it("honours the publisher's return window: 10 days closes November's mugs, 90 days opens September's tote bag", async () => {
    const session = await signIn('10000040');
    await withReturnWindow(10, async () => {
      const recent = orderByDate(await ordersOf(session, '10000040'), '2026-11-05');
      expect(recent.orderItems.map((i) => i.returnableUntil)).toEqual([undefined, undefined]);
      await expectRefusal(await send('PUT', '/api/orderupdate', session, returnBody('10000040', recent, [{ lineNumber: 1 }])), 409, 'RETURN_WINDOW_CLOSED');
      expect(await refundsOf(recent.orderNumber)).toEqual([]);
    });
    await withReturnWindow(90, async () => {
      const old = orderByDate(await ordersOf(session, '10000040'), '2026-09-01');
      expect(old.orderItems.map((i) => i.returnableUntil)).toEqual(['2026-12-02']);
      const response = await send('PUT', '/api/orderupdate', session, returnBody('10000040', old, [{ lineNumber: 1 }]));
      expect(response.status).toBe(200);
      expect((await refundsOf(old.orderNumber)).map((r) => r.refund.amountCents)).toEqual([1800]);
    });
  });

  const cancelBody = (accountNumber: string, order: TLookupOrder, prodIdAlias = 'NWS') => ({
    action: 'orderChange',
    accountNumber,
    prodIdAlias,
    systemCode: 'EHUB',
    order: { orderNumber: order.orderNumber, orderStatus: 'cancel', cancel: 'Y', reasonCode: '1', refundType: 'R' },
  });

  it('cancels a shop order of which nothing shipped: canceled with its lines, all of it refunded to the card', async () => {
    const session = await signIn('10000042');
    const list = await ordersOf(session, '10000042');
    const pending = orderByDate(list, '2026-11-19');
    expect(pending.cancelQuote).toEqual({ refundAmount: 46, refundTo: 'card', voidsOpenInvoice: false, refundType: 'R' });
    const response = await send('PUT', '/api/orderupdate', session, cancelBody('10000042', pending));
    expect(response.status).toBe(200);
    expect(ZOrderUpdateResponseSchema.parse(await response.json())).toMatchObject({ success: true });
    const canceled = orderByDate(await ordersOf(session, '10000042'), '2026-11-19');
    expect(canceled.orderStatus).toBe('canceled');
    expect(canceled.cancelQuote).toBeUndefined();
    expect(canceled.orderItems.map((i) => i.itemStatus)).toEqual(['canceled', 'canceled']);
    expect((await refundsOf(pending.orderNumber)).map((r) => [r.refund.amountCents, r.refund.refundType])).toEqual([[4600, 'card']]);
  });

  it('refuses to cancel a shop order once a line shipped (SHOP_ORDER_SHIPPED), partly or completed, changing nothing', async () => {
    const session = await signIn('10000042');
    const partly = orderByDate(await ordersOf(session, '10000042'), '2026-11-16');
    expect(partly.cancelQuote).toBeUndefined();
    await expectRefusal(await send('PUT', '/api/orderupdate', session, cancelBody('10000042', partly)), 409, 'SHOP_ORDER_SHIPPED');
    const unchanged = orderByDate(await ordersOf(session, '10000042'), '2026-11-16');
    expect(unchanged.orderStatus).toBe('active');
    expect(unchanged.orderItems.map((i) => i.itemStatus ?? null)).toEqual([null, null]);
    expect(await refundsOf(partly.orderNumber)).toEqual([]);

    const shopper = await signIn('10000041');
    const delivered = orderByDate(await ordersOf(shopper, '10000041'), '2026-11-14');
    await expectRefusal(await send('PUT', '/api/orderupdate', shopper, cancelBody('10000041', delivered)), 409, 'SHOP_ORDER_SHIPPED');
  });
});
