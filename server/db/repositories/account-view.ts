import { and, asc, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { Database } from '../index';
import { customers, giftLinks, invoices, orderItems, orders, paymentMethodAccounts, paymentMethods, payments, serviceRequests } from '../schema';
import { storeCreditBalances } from './billing';
import { EXTENSION_KINDS, extendedMonthsOf, refundedCentsByOrder } from './orders';

export type OrderRow = typeof orders.$inferSelect;

/** The audit kind of a cancellation handed to customer service (the 'Send Cancel Order Email'). */
export const CANCEL_REQUEST_KIND = 'cancel-request';
export type OrderItemRow = typeof orderItems.$inferSelect;

export interface GiftLinkView {
  donorAccountNumber: string;
  recipientAccountNumber: string | null;
  recipientName: string;
  /** The address the gift (a digital gift's redemption) was sent to, if any. */
  recipientEmail: string | null;
  /** The gift order, when the link names one. */
  orderId: number | null;
  /** The account on the other side of the gift from the signed-in customer. */
  other: typeof customers.$inferSelect | null;
  /** Whether the signed-in customer is the donor. */
  signedInIsDonor: boolean;
}

export interface PaymentMethodView {
  method: typeof paymentMethods.$inferSelect;
  /** Customer ids (among those asked for) this method pays for. */
  customerIds: number[];
}

export interface InvoiceView {
  invoice: typeof invoices.$inferSelect;
  transactionNumber: string | null;
  paymentType: string | null;
  /** The order invoiced, when there is one (it may be held by another account). */
  order: { orderNumber: string; prodIdAlias: string; systemCode: OrderRow['systemCode']; billToAccountNumber: string } | null;
}

export interface AccountView {
  /** Orders the customers hold, and orders of others whose items ship to them (gifts received). */
  orders: OrderRow[];
  items: OrderItemRow[];
  gifts: GiftLinkView[];
  paymentMethods: PaymentMethodView[];
  invoices: InvoiceView[];
  /** Store-credit balance in cents per customer id, for customers with ledger entries. */
  storeCredit?: Map<number, number>;
  /** Cents already refunded per held order id (Order.cancelQuote refunds no more than what is left). */
  refunded?: Map<number, number>;
  /** Months added for free per held order id (extensions, accepted offers): not refunded on cancel. */
  extendedMonths?: Map<number, number>;
  /** The day a cancellation was handed to customer service, per held order id (the latest). */
  cancelRequests?: Map<number, string>;
}

/**
 * Everything the §3 lookup response shows for a set of customers of one publisher.
 *
 * The refetch after every account action runs this (issue 15): the statements that do not depend
 * on each other run together, in two rounds (what the customers hold, then what hangs off those
 * orders), so PostgreSQL answers them on several connections at once and PGlite back to back
 * without waiting on the gateway in between.
 */
export async function loadAccountView(
  database: Database,
  publisherId: number,
  customerRows: ReadonlyArray<{ id: number; accountNumber: string }>,
): Promise<AccountView> {
  const ids = customerRows.map((c) => c.id);
  const accounts = customerRows.map((c) => c.accountNumber);
  if (ids.length === 0) return { orders: [], items: [], gifts: [], paymentMethods: [], invoices: [] };

  return database.run(async (db) => {
    const [held, received, links, methodRows, storeCredit] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(and(eq(orders.publisherId, publisherId), inArray(orders.customerId, ids)))
        .orderBy(asc(orders.orderDate), asc(orders.orderNumber)),
      db
        .selectDistinct({ order: orders })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(
          and(eq(orders.publisherId, publisherId), notInArray(orders.customerId, ids), inArray(orderItems.shipToAccountNumber, accounts)),
        ),
      db
        .select()
        .from(giftLinks)
        .where(and(eq(giftLinks.publisherId, publisherId), or(inArray(giftLinks.donorCustomerId, ids), inArray(giftLinks.recipientCustomerId, ids))))
        .orderBy(asc(giftLinks.id)),
      db
        .select({ method: paymentMethods, customerId: paymentMethodAccounts.customerId })
        .from(paymentMethodAccounts)
        .innerJoin(paymentMethods, eq(paymentMethods.id, paymentMethodAccounts.paymentMethodId))
        .where(and(eq(paymentMethods.publisherId, publisherId), inArray(paymentMethodAccounts.customerId, ids)))
        .orderBy(asc(paymentMethods.id)),
      storeCreditBalances(database, ids),
    ]);
    const allOrders = [...held, ...received.map((r) => r.order)];
    const orderIds = allOrders.map((o) => o.id);
    const heldIds = held.map((o) => o.id);
    const sideIds = [...new Set(links.flatMap((l) => [l.donorCustomerId, ...(l.recipientCustomerId === null ? [] : [l.recipientCustomerId])]))];

    const [items, sides, invoiceRows, refunded, requestRows] = await Promise.all([
      orderIds.length
        ? db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.orderId), asc(orderItems.lineNumber))
        : [],
      sideIds.length ? db.select().from(customers).where(inArray(customers.id, sideIds)) : [],
      db
        .select({
          invoice: invoices,
          transactionNumber: payments.transactionNumber,
          paymentType: payments.paymentType,
          order: {
            orderNumber: orders.orderNumber,
            prodIdAlias: orders.prodIdAlias,
            systemCode: orders.systemCode,
            billToAccountNumber: orders.billToAccountNumber,
          },
        })
        .from(invoices)
        .leftJoin(payments, eq(payments.invoiceId, invoices.id))
        .leftJoin(orders, eq(orders.id, invoices.orderId))
        .where(
          and(
            eq(invoices.publisherId, publisherId),
            heldIds.length ? or(inArray(invoices.customerId, ids), inArray(invoices.orderId, heldIds)) : inArray(invoices.customerId, ids),
          ),
        )
        .orderBy(asc(invoices.id)),
      refundedCentsByOrder(database, heldIds),
      // The audit rows of the held orders that the view reads: free extensions and cancellations handed over.
      heldIds.length
        ? db
            .select({ id: serviceRequests.id, orderId: serviceRequests.orderId, kind: serviceRequests.kind, payload: serviceRequests.payload, createdAt: serviceRequests.createdAt })
            .from(serviceRequests)
            .where(and(inArray(serviceRequests.orderId, heldIds), inArray(serviceRequests.kind, [...EXTENSION_KINDS, CANCEL_REQUEST_KIND])))
            .orderBy(asc(serviceRequests.id))
        : [],
    ]);

    const customerById = new Map(sides.map((c) => [c.id, c]));
    const gifts: GiftLinkView[] = links.flatMap((link) => {
      const donor = customerById.get(link.donorCustomerId);
      const recipient = link.recipientCustomerId === null ? null : (customerById.get(link.recipientCustomerId) ?? null);
      if (!donor) return [];
      const signedInIsDonor = ids.includes(link.donorCustomerId);
      return [
        {
          donorAccountNumber: donor.accountNumber,
          recipientAccountNumber: recipient?.accountNumber ?? null,
          recipientName: link.recipientName,
          recipientEmail: link.recipientEmail,
          orderId: link.orderId,
          other: signedInIsDonor ? recipient : donor,
          signedInIsDonor,
        },
      ];
    });

    const byMethod = new Map<number, PaymentMethodView>();
    for (const { method, customerId } of methodRows) {
      const view = byMethod.get(method.id) ?? { method, customerIds: [] };
      view.customerIds.push(customerId);
      byMethod.set(method.id, view);
    }

    const seen = new Set<number>();
    const invoiceViews = invoiceRows.filter((r) => !seen.has(r.invoice.id) && seen.add(r.invoice.id));

    const extendedMonths = extendedMonthsOf(requestRows);
    // Rows come oldest first: the latest cancellation of an order wins.
    const cancelRequests = new Map(
      requestRows.filter((r) => r.kind === CANCEL_REQUEST_KIND && r.orderId !== null).map((r) => [r.orderId!, r.createdAt.toISOString().slice(0, 10)]),
    );
    return { orders: allOrders, items, gifts, paymentMethods: [...byMethod.values()], invoices: invoiceViews, storeCredit, refunded, extendedMonths, cancelRequests };
  });
}
