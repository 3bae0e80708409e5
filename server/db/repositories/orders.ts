import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../index';
import {
  giftLinks,
  invoices,
  orderItems,
  orders,
  paymentMethodAccounts,
  paymentMethods,
  payments,
  refunds,
  retentionOffers,
  serviceRequests,
} from '../schema';
import type { OrderRow } from './account-actions';
import type { CustomerRow } from './customers';

/**
 * What the order calls (SPEC §7 calls 19, 21–23, 26, 27) read and write: the orders an account
 * holds, their invoices, payments and refunds, the cards on file, gift links and retention offers.
 * Call these inside the action's transaction (services/orders/common.ts withAccount).
 */

export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type GiftLinkRow = typeof giftLinks.$inferSelect;
export type RetentionOfferRow = typeof retentionOffers.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId' | 'lineNumber'>;

/** Every order the customer holds, the latest end first. */
export async function findHeldOrders(database: Database, customer: CustomerRow): Promise<OrderRow[]> {
  return database.run((db) =>
    db
      .select()
      .from(orders)
      .where(and(eq(orders.publisherId, customer.publisherId), eq(orders.customerId, customer.id)))
      .orderBy(sql`${orders.subscriptionEnd} desc nulls last`, asc(orders.orderNumber)),
  );
}

/** The order of this number the customer holds, or null. */
export async function findHeldOrder(database: Database, customer: CustomerRow, orderNumber: string): Promise<OrderRow | null> {
  const rows = await database.run((db) =>
    db
      .select()
      .from(orders)
      .where(and(eq(orders.publisherId, customer.publisherId), eq(orders.customerId, customer.id), eq(orders.orderNumber, orderNumber)))
      .limit(1),
  );
  return rows[0] ?? null;
}

/** An invoice of an order, with how it was paid (null while unpaid). */
export interface OrderInvoice {
  invoice: InvoiceRow;
  paymentId: number | null;
  paymentType: string | null;
}

/**
 * The invoices of some orders, each once, with how it was paid. An invoice paid by several
 * (partial) payments is still one row: its amountPaidCents counts them all. Its payment type is a
 * non-card one when any payment was not by card (only an agent can refund that), else the card.
 */
export async function findOrderInvoices(database: Database, orderIds: readonly number[]): Promise<OrderInvoice[]> {
  if (orderIds.length === 0) return [];
  const rows = await database.run((db) =>
    db
      .select({ invoice: invoices, paymentId: payments.id, paymentType: payments.paymentType })
      .from(invoices)
      .leftJoin(payments, and(eq(payments.invoiceId, invoices.id), eq(payments.state, 'succeeded')))
      .where(inArray(invoices.orderId, [...orderIds]))
      .orderBy(asc(invoices.id), asc(payments.id)),
  );
  const byInvoice = new Map<number, OrderInvoice>();
  for (const row of rows) {
    const seen = byInvoice.get(row.invoice.id);
    if (!seen) byInvoice.set(row.invoice.id, { ...row });
    else if (row.paymentType !== null && row.paymentType !== 'CC' && seen.paymentType === 'CC') seen.paymentType = row.paymentType;
  }
  return [...byInvoice.values()];
}

/**
 * Months (issues) added to each order for free: extensions (call 13, toIssue − fromIssue) and
 * accepted retention offers (extendedByIssues), from their audit rows.
 */
export async function extendedMonthsByOrder(database: Database, orderIds: readonly number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await database.run((db) =>
    db
      .select({ orderId: serviceRequests.orderId, kind: serviceRequests.kind, payload: serviceRequests.payload })
      .from(serviceRequests)
      .where(and(inArray(serviceRequests.orderId, [...orderIds]), inArray(serviceRequests.kind, [...EXTENSION_KINDS]))),
  );
  return extendedMonthsOf(rows);
}

/** The audit kinds that add months to an order for free. */
export const EXTENSION_KINDS = ['extension', 'retention-offer'] as const;

/** Months added per order, from audit rows (rows of other kinds are ignored). */
export function extendedMonthsOf(rows: Iterable<{ orderId: number | null; kind: string; payload: Record<string, unknown> }>): Map<number, number> {
  const months = new Map<number, number>();
  for (const { orderId, kind, payload } of rows) {
    if (orderId === null || !(EXTENSION_KINDS as readonly string[]).includes(kind)) continue;
    const added = kind === 'extension' ? Number(payload['toIssue']) - Number(payload['fromIssue']) : Number(payload['extendedByIssues'] ?? 0);
    if (Number.isFinite(added) && added > 0) months.set(orderId, (months.get(orderId) ?? 0) + added);
  }
  return months;
}

/** Cents already refunded per order (card or store credit), for the orders given. */
export async function refundedCentsByOrder(database: Database, orderIds: readonly number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await database.run((db) =>
    db
      .select({ orderId: refunds.orderId, cents: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` })
      .from(refunds)
      .where(and(inArray(refunds.orderId, [...orderIds]), eq(refunds.state, 'succeeded')))
      .groupBy(refunds.orderId),
  );
  return new Map(rows.filter((r) => r.orderId !== null).map((r) => [r.orderId!, Number(r.cents)]));
}

/** Marks the order's open invoices void (a cancel of a bill-me-later order); answers how many. */
export async function voidOpenInvoices(database: Database, orderId: number): Promise<string[]> {
  const rows = await database.run((db) =>
    db
      .update(invoices)
      .set({ status: 'void', updatedAt: new Date() })
      .where(and(eq(invoices.orderId, orderId), eq(invoices.status, 'unpaid')))
      .returning({ invoiceNumber: invoices.invoiceNumber }),
  );
  return rows.map((r) => r.invoiceNumber);
}

export interface NewRefund {
  publisherId: number;
  customerId: number;
  orderId: number;
  paymentId: number | null;
  amountCents: number;
  refundType: 'card' | 'store_credit';
  reasonCode: string | null;
}

export async function insertRefund(database: Database, refund: NewRefund): Promise<number> {
  const [row] = await database.run((db) => db.insert(refunds).values({ ...refund, state: 'succeeded' }).returning({ id: refunds.id }));
  return row!.id;
}

/** The cards on file of a customer, the default first. */
export async function findCardsOf(database: Database, customerId: number): Promise<PaymentMethodRow[]> {
  const rows = await database.run((db) =>
    db
      .select({ method: paymentMethods })
      .from(paymentMethodAccounts)
      .innerJoin(paymentMethods, eq(paymentMethods.id, paymentMethodAccounts.paymentMethodId))
      .where(eq(paymentMethodAccounts.customerId, customerId))
      .orderBy(sql`${paymentMethodAccounts.isDefault} desc`, asc(paymentMethods.id)),
  );
  return rows.map((r) => r.method);
}

/** A new order number of the publisher's style (N… / B…), not yet used. */
export async function newOrderNumber(database: Database, publisherId: number, prefix: string): Promise<string> {
  for (;;) {
    const candidate = `${prefix}${randomInt(7_000_000, 9_999_999)}`;
    const taken = await database.run((db) =>
      db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.publisherId, publisherId), eq(orders.orderNumber, candidate)))
        .limit(1),
    );
    if (taken.length === 0) return candidate;
  }
}

/** An opaque id with a prefix ('rgift_…', 'TXN-…'). */
export const randomId = (prefix: string, bytes = 8) => `${prefix}${randomBytes(bytes).toString('hex')}`;

/** Inserts an order with its items (line numbers from 1). */
export async function insertOrder(database: Database, order: NewOrder, items: NewOrderItem[]): Promise<OrderRow> {
  const [row] = await database.run((db) => db.insert(orders).values(order).returning());
  if (items.length) {
    await database.run((db) => db.insert(orderItems).values(items.map((item, index) => ({ ...item, orderId: row!.id, lineNumber: index + 1 }))));
  }
  return row!;
}

export interface NewInvoice {
  publisherId: number;
  customerId: number;
  orderId: number;
  invoiceNumber: string;
  amountDueCents: number;
  dueDate: string;
  /** A renewal's bill: the issues its payment adds. */
  renewalIssues?: number;
}

export async function insertUnpaidInvoice(database: Database, invoice: NewInvoice): Promise<InvoiceRow> {
  const [row] = await database.run((db) => db.insert(invoices).values({ ...invoice, amountPaidCents: 0, status: 'unpaid' }).returning());
  return row!;
}

/**
 * A paid invoice and its card payment (an order paid when it is placed). `paymentId` names the
 * pending payment row of the request's Idempotency-Key: it becomes the succeeded payment, with
 * `response` stored for replays. Answers the transaction number.
 */
export async function insertPaidInvoice(
  database: Database,
  invoice: NewInvoice & { paymentMethodId: number; paidAt: Date; paymentId: number; transactionNumber: string; response: unknown },
): Promise<string> {
  const { paymentMethodId, paidAt, paymentId, transactionNumber, response, ...fields } = invoice;
  const [row] = await database.run((db) =>
    db
      .insert(invoices)
      .values({ ...fields, amountPaidCents: fields.amountDueCents, status: 'paid', paidAt })
      .returning({ id: invoices.id }),
  );
  await database.run((db) =>
    db
      .update(payments)
      .set({
        invoiceId: row!.id,
        customerId: fields.customerId,
        paymentMethodId,
        amountCents: fields.amountDueCents,
        paymentType: 'CC',
        authCode: randomId('A', 3).toUpperCase(),
        state: 'succeeded',
        response,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, paymentId)),
  );
  return transactionNumber;
}

export async function insertGiftLink(database: Database, link: typeof giftLinks.$inferInsert): Promise<void> {
  await database.run((db) => db.insert(giftLinks).values(link));
}

/** The gift link of a donor's order. */
export async function findGiftLinkOfOrder(database: Database, orderId: number): Promise<GiftLinkRow | null> {
  const rows = await database.run((db) => db.select().from(giftLinks).where(eq(giftLinks.orderId, orderId)).limit(1));
  return rows[0] ?? null;
}

export async function updateGiftRecipientEmail(database: Database, giftLinkId: number, recipientEmail: string): Promise<void> {
  await database.run((db) => db.update(giftLinks).set({ recipientEmail }).where(eq(giftLinks.id, giftLinkId)));
}

/** The donor's order carrying this gift redemption id, or null. */
export async function findGiftOrder(database: Database, customer: CustomerRow, resinGiftRedemptionId: string): Promise<OrderRow | null> {
  const rows = await database.run((db) =>
    db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.publisherId, customer.publisherId),
          eq(orders.customerId, customer.id),
          eq(orders.resinGiftRedemptionId, resinGiftRedemptionId),
        ),
      )
      .limit(1),
  );
  return rows[0] ?? null;
}

/** Active offers of a publisher for an event (and transaction code, when given), in their order. */
export async function findOffers(
  database: Database,
  publisherId: number,
  event: string,
  transactionCode: string,
  prodIdAlias: string,
): Promise<RetentionOfferRow[]> {
  return database.run((db) =>
    db
      .select()
      .from(retentionOffers)
      .where(
        and(
          eq(retentionOffers.publisherId, publisherId),
          eq(retentionOffers.active, true),
          eq(retentionOffers.event, event),
          ...(transactionCode ? [eq(retentionOffers.transactionCode, transactionCode)] : []),
          offerFits(prodIdAlias),
        ),
      )
      .orderBy(asc(retentionOffers.sortOrder), asc(retentionOffers.offerCode)),
  );
}

/** The offer names the product, or names none (it fits every product of the publisher). */
export function offerFits(prodIdAlias: string) {
  return sql`(cardinality(${retentionOffers.prodIdAliases}) = 0 or ${prodIdAlias} = any(${retentionOffers.prodIdAliases}))`;
}

export async function findOffer(database: Database, publisherId: number, offerCode: string): Promise<RetentionOfferRow | null> {
  const rows = await database.run((db) =>
    db
      .select()
      .from(retentionOffers)
      .where(and(eq(retentionOffers.publisherId, publisherId), eq(retentionOffers.offerCode, offerCode), eq(retentionOffers.active, true)))
      .limit(1),
  );
  return rows[0] ?? null;
}

/** Whether an audit row of this kind (an accepted retention offer) already names the order. */
export async function offerAcceptedFor(database: Database, orderId: number, kind: string): Promise<boolean> {
  const rows = await database.run((db) =>
    db
      .select({ id: serviceRequests.id })
      .from(serviceRequests)
      .where(and(eq(serviceRequests.orderId, orderId), eq(serviceRequests.kind, kind)))
      .limit(1),
  );
  return rows.length > 0;
}
