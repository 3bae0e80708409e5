import { and, asc, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../index';
import {
  customers,
  invoices,
  orders,
  paymentMethodAccounts,
  paymentMethods,
  payments,
  refunds,
  serviceRequests,
  storeCreditEntries,
  type TIdempotencyState,
} from '../schema';
import type { CustomerRow } from './customers';

/**
 * What the money calls (SPEC §7 calls 20, 24, 25) read and change: the wallet, invoices,
 * payments, refunds and the store-credit ledger. Never a card number: cards are tokens.
 */

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** The customer row of an account (not locked), or null. */
export async function findCustomer(database: Database, publisherId: number, accountNumber: string): Promise<CustomerRow | null> {
  const rows = await database.run((db) =>
    db
      .select()
      .from(customers)
      .where(and(eq(customers.publisherId, publisherId), eq(customers.accountNumber, accountNumber)))
      .limit(1),
  );
  return rows[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Idempotency rows (payments and refunds share the shape)

/** The idempotency record of a money call: its state, request hash and stored answer. */
export interface IdempotencyRecord {
  id: number;
  state: TIdempotencyState;
  requestHash: string | null;
  response: unknown;
  /** When the request started (the policy clock): a pending row long past it was abandoned. */
  createdAt: Date;
}

export interface PendingPayment {
  publisherId: number;
  customerId: number;
  transactionNumber: string;
  amountCents: number;
  paymentType: string;
  idempotencyKey: string;
  requestHash: string;
  /** The policy clock's now: when the request started. */
  createdAt: Date;
}

/**
 * Inserts the 'pending' payment row of a key; the unique (publisher, key) index decides races.
 * Answers the new row's id, or null when the key already has a row.
 */
export async function insertPendingPayment(database: Database, row: PendingPayment): Promise<number | null> {
  const inserted = await database.run((db) =>
    db
      .insert(payments)
      .values({ ...row, state: 'pending' })
      .onConflictDoNothing({ target: [payments.publisherId, payments.idempotencyKey] })
      .returning({ id: payments.id }),
  );
  return inserted[0]?.id ?? null;
}

export async function findPaymentByKey(database: Database, publisherId: number, key: string): Promise<IdempotencyRecord | null> {
  const rows = await database.run((db) =>
    db
      .select({ id: payments.id, state: payments.state, requestHash: payments.requestHash, response: payments.response, createdAt: payments.createdAt })
      .from(payments)
      .where(and(eq(payments.publisherId, publisherId), eq(payments.idempotencyKey, key)))
      .limit(1),
  );
  return rows[0] ?? null;
}

export async function updatePayment(database: Database, id: number, changes: Partial<Omit<typeof payments.$inferInsert, 'id'>>): Promise<void> {
  await database.run((db) =>
    db
      .update(payments)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(payments.id, id)),
  );
}

/** Takes over an abandoned pending payment row (see runIdempotent): restarts it now with a new transaction number. */
export async function takeOverPayment(database: Database, id: number, staleBefore: Date, now: Date, transactionNumber: string): Promise<boolean> {
  const rows = await database.run((db) =>
    db
      .update(payments)
      .set({ createdAt: now, transactionNumber, updatedAt: new Date() })
      .where(and(eq(payments.id, id), eq(payments.state, 'pending'), lt(payments.createdAt, staleBefore)))
      .returning({ id: payments.id }),
  );
  return rows.length > 0;
}

export async function deletePayment(database: Database, id: number): Promise<void> {
  await database.run((db) => db.delete(payments).where(eq(payments.id, id)));
}

export interface PendingRefund {
  publisherId: number;
  customerId: number;
  amountCents: number;
  refundType: string;
  idempotencyKey: string;
  requestHash: string;
  /** The policy clock's now: when the request started. */
  createdAt: Date;
}

export async function insertPendingRefund(database: Database, row: PendingRefund): Promise<number | null> {
  const inserted = await database.run((db) =>
    db
      .insert(refunds)
      .values({ ...row, state: 'pending' })
      .onConflictDoNothing({ target: [refunds.publisherId, refunds.idempotencyKey] })
      .returning({ id: refunds.id }),
  );
  return inserted[0]?.id ?? null;
}

export async function findRefundByKey(database: Database, publisherId: number, key: string): Promise<IdempotencyRecord | null> {
  const rows = await database.run((db) =>
    db
      .select({ id: refunds.id, state: refunds.state, requestHash: refunds.requestHash, response: refunds.response, createdAt: refunds.createdAt })
      .from(refunds)
      .where(and(eq(refunds.publisherId, publisherId), eq(refunds.idempotencyKey, key)))
      .limit(1),
  );
  return rows[0] ?? null;
}

export async function updateRefund(database: Database, id: number, changes: Partial<Omit<typeof refunds.$inferInsert, 'id'>>): Promise<void> {
  await database.run((db) => db.update(refunds).set(changes).where(eq(refunds.id, id)));
}

/** Takes over an abandoned pending refund row (see runIdempotent): restarts it now. */
export async function takeOverRefund(database: Database, id: number, staleBefore: Date, now: Date): Promise<boolean> {
  const rows = await database.run((db) =>
    db
      .update(refunds)
      .set({ createdAt: now })
      .where(and(eq(refunds.id, id), eq(refunds.state, 'pending'), lt(refunds.createdAt, staleBefore)))
      .returning({ id: refunds.id }),
  );
  return rows.length > 0;
}

export async function deleteRefund(database: Database, id: number): Promise<void> {
  await database.run((db) => db.delete(refunds).where(eq(refunds.id, id)));
}

// ---------------------------------------------------------------------------------------------
// Invoices and orders

/** The invoice (with its order) locked until the transaction ends, or null. */
export async function lockInvoice(
  database: Database,
  publisherId: number,
  invoiceNumber: string,
): Promise<{ invoice: InvoiceRow; order: OrderRow | null } | null> {
  const rows = await database.run((db) =>
    db
      .select()
      .from(invoices)
      .where(and(eq(invoices.publisherId, publisherId), eq(invoices.invoiceNumber, invoiceNumber)))
      .limit(1)
      .for('update'),
  );
  const invoice = rows[0];
  if (!invoice) return null;
  const order = invoice.orderId === null ? [] : await database.run((db) => db.select().from(orders).where(eq(orders.id, invoice.orderId!)).limit(1));
  return { invoice, order: order[0] ?? null };
}

export async function updateInvoice(database: Database, id: number, changes: Partial<Omit<typeof invoices.$inferInsert, 'id'>>): Promise<void> {
  await database.run((db) =>
    db
      .update(invoices)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(invoices.id, id)),
  );
}

/** How many invoices of an order are still open (unpaid), besides `exceptInvoiceId`. */
export async function openInvoicesOfOrder(database: Database, orderId: number, exceptInvoiceId: number): Promise<number> {
  const rows = await database.run((db) =>
    db
      .select({ count: sql<string>`count(*)` })
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.status, 'unpaid'), ne(invoices.id, exceptInvoiceId))),
  );
  return Number(rows[0]?.count ?? 0);
}

/** The order of this publisher by number, or null. */
export async function findOrder(database: Database, publisherId: number, orderNumber: string): Promise<OrderRow | null> {
  const rows = await database.run((db) =>
    db
      .select()
      .from(orders)
      .where(and(eq(orders.publisherId, publisherId), eq(orders.orderNumber, orderNumber)))
      .limit(1),
  );
  return rows[0] ?? null;
}

/** What was paid for an order (its invoices' paid amounts), in cents. */
export async function paidForOrder(database: Database, orderId: number): Promise<number> {
  const rows = await database.run((db) =>
    db
      .select({ total: sql<string | null>`coalesce(sum(${invoices.amountPaidCents}), 0)` })
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), ne(invoices.status, 'void'))),
  );
  return Number(rows[0]?.total ?? 0);
}

/** What was already refunded for an order (succeeded refunds), in cents. */
export async function refundedForOrder(database: Database, orderId: number): Promise<number> {
  const rows = await database.run((db) =>
    db
      .select({ total: sql<string | null>`coalesce(sum(${refunds.amountCents}), 0)` })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.state, 'succeeded'))),
  );
  return Number(rows[0]?.total ?? 0);
}

/** The payload and time of the latest audit row of this kind for an order, or null. */
export async function latestRequestOf(database: Database, orderId: number, kind: string): Promise<{ payload: Record<string, unknown>; createdAt: Date } | null> {
  const rows = await database.run((db) =>
    db
      .select({ payload: serviceRequests.payload, createdAt: serviceRequests.createdAt })
      .from(serviceRequests)
      .where(and(eq(serviceRequests.orderId, orderId), eq(serviceRequests.kind, kind)))
      .orderBy(desc(serviceRequests.id))
      .limit(1),
  );
  return rows[0] ?? null;
}

/** Orders held by these customers in status 'payment method needs updated' become active. */
export async function reactivateOrdersAwaitingCard(database: Database, customerIds: readonly number[]): Promise<string[]> {
  if (customerIds.length === 0) return [];
  const rows = await database.run((db) =>
    db
      .update(orders)
      .set({ orderStatus: 'active', updatedAt: new Date() })
      .where(and(inArray(orders.customerId, [...customerIds]), eq(orders.orderStatus, 'payment method needs updated')))
      .returning({ orderNumber: orders.orderNumber }),
  );
  return rows.map((r) => r.orderNumber);
}

export async function addStoreCredit(
  database: Database,
  entry: { customerId: number; amountCents: number; refundId: number; description: string },
): Promise<void> {
  await database.run((db) => db.insert(storeCreditEntries).values(entry));
}

// ---------------------------------------------------------------------------------------------
// Wallet

/** The payment methods linked to a customer, the default first. */
export async function methodsOfCustomer(database: Database, customerId: number): Promise<PaymentMethodRow[]> {
  const rows = await database.run((db) =>
    db
      .select({ method: paymentMethods })
      .from(paymentMethodAccounts)
      .innerJoin(paymentMethods, eq(paymentMethods.id, paymentMethodAccounts.paymentMethodId))
      .where(eq(paymentMethodAccounts.customerId, customerId))
      .orderBy(desc(paymentMethodAccounts.isDefault), asc(paymentMethods.id)),
  );
  return rows.map((r) => r.method);
}

/** Locks a payment method row until the transaction ends. */
export async function lockMethod(database: Database, id: number): Promise<PaymentMethodRow | null> {
  const rows = await database.run((db) => db.select().from(paymentMethods).where(eq(paymentMethods.id, id)).limit(1).for('update'));
  return rows[0] ?? null;
}

/** A payment method of this publisher using a token (as token or card profile id), or null. */
export async function findMethodByToken(database: Database, publisherId: number, token: string): Promise<PaymentMethodRow | null> {
  const rows = await database.run((db) =>
    db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.publisherId, publisherId), or(eq(paymentMethods.token, token), eq(paymentMethods.cardProfileId, token))))
      .limit(1),
  );
  return rows[0] ?? null;
}

export type NewPaymentMethod = Omit<typeof paymentMethods.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Stores a new card for a customer; it becomes the default when the customer has none. */
export async function addMethod(database: Database, customerId: number, method: NewPaymentMethod): Promise<PaymentMethodRow> {
  const [row] = await database.run((db) => db.insert(paymentMethods).values(method).returning());
  const existing = await database.run((db) =>
    db.select({ id: paymentMethodAccounts.paymentMethodId }).from(paymentMethodAccounts).where(eq(paymentMethodAccounts.customerId, customerId)),
  );
  await database.run((db) => db.insert(paymentMethodAccounts).values({ paymentMethodId: row!.id, customerId, isDefault: existing.length === 0 }));
  return row!;
}

export async function replaceMethod(database: Database, id: number, changes: Partial<NewPaymentMethod>): Promise<PaymentMethodRow> {
  const [row] = await database.run((db) =>
    db
      .update(paymentMethods)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(paymentMethods.id, id))
      .returning(),
  );
  return row!;
}

/** The customers a payment method pays for. */
export async function customersOfMethod(database: Database, methodId: number): Promise<CustomerRow[]> {
  const rows = await database.run((db) =>
    db
      .select({ customer: customers })
      .from(paymentMethodAccounts)
      .innerJoin(customers, eq(customers.id, paymentMethodAccounts.customerId))
      .where(eq(paymentMethodAccounts.paymentMethodId, methodId))
      .orderBy(asc(customers.accountNumber)),
  );
  return rows.map((r) => r.customer);
}

/** Store-credit balances (sum of the ledger, cents) of these customers; absent when none. */
export async function storeCreditBalances(database: Database, customerIds: readonly number[]): Promise<Map<number, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await database.run((db) =>
    db
      .select({ customerId: storeCreditEntries.customerId, total: sql<string>`sum(${storeCreditEntries.amountCents})` })
      .from(storeCreditEntries)
      .where(inArray(storeCreditEntries.customerId, [...customerIds]))
      .groupBy(storeCreditEntries.customerId),
  );
  return new Map(rows.map((r) => [r.customerId, Number(r.total)]));
}
