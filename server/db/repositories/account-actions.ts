import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../index';
import { customers, orderItems, orders, publishers, serviceRequests } from '../schema';
import type { CustomerRow } from './customers';

/**
 * What the account actions (SPEC §7 calls 8–18) read and change: one customer, the orders of one
 * product that concern it, and the service_requests audit trail. Call these inside
 * `database.transaction`: lockCustomer serialises every change to one account.
 */

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type CustomerChanges = Partial<Omit<typeof customers.$inferInsert, 'id' | 'publisherId' | 'accountNumber'>>;
export type OrderChanges = Partial<Omit<typeof orders.$inferInsert, 'id' | 'publisherId' | 'orderNumber'>>;

/** The customer row, locked until the transaction ends (FOR UPDATE), or null. */
export async function lockCustomer(database: Database, publisherId: number, accountNumber: string): Promise<CustomerRow | null> {
  const rows = await database.run((db) =>
    db
      .select()
      .from(customers)
      .where(and(eq(customers.publisherId, publisherId), eq(customers.accountNumber, accountNumber)))
      .limit(1)
      .for('update'),
  );
  return rows[0] ?? null;
}

export async function updateCustomer(database: Database, customerId: number, changes: CustomerChanges): Promise<CustomerRow> {
  const [row] = await database.run((db) =>
    db
      .update(customers)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(customers.id, customerId))
      .returning(),
  );
  return row!;
}

/** An order of the product that concerns an account: held by it, or shipping to it (a gift received). */
export interface AccountOrder {
  order: OrderRow;
  /** The account holds (and pays for) the order. */
  held: boolean;
  /** At least one item ships to the account (its own subscription, or a gift it receives). */
  shipsToAccount: boolean;
}

/**
 * Orders of one product (prodIdAlias) that the account holds or that ship to it, the latest
 * subscription end first.
 */
export async function findAccountOrders(database: Database, customer: CustomerRow, prodIdAlias: string): Promise<AccountOrder[]> {
  // Qualified by hand: inside a sql template drizzle renders a column unqualified, and a bare "id"
  // in this subquery would be the item's id, not the order's.
  const shipsTo = sql<boolean>`exists (select 1 from "order_items" as "item" where "item"."order_id" = "orders"."id" and "item"."ship_to_account_number" = ${customer.accountNumber})`;
  const rows = await database.run((db) =>
    db
      .select({ order: orders, shipsToAccount: shipsTo })
      .from(orders)
      .where(and(eq(orders.publisherId, customer.publisherId), eq(orders.prodIdAlias, prodIdAlias), or(eq(orders.customerId, customer.id), shipsTo)))
      .orderBy(sql`${orders.subscriptionEnd} desc nulls last`, desc(orders.orderDate), asc(orders.orderNumber)),
  );
  return rows.map((r) => ({ order: r.order, held: r.order.customerId === customer.id, shipsToAccount: r.shipsToAccount }));
}

export async function updateOrder(database: Database, orderId: number, changes: OrderChanges): Promise<OrderRow> {
  const [row] = await database.run((db) =>
    db
      .update(orders)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(orders.id, orderId))
      .returning(),
  );
  return row!;
}

export async function findOrderItems(database: Database, orderId: number): Promise<OrderItemRow[]> {
  return database.run((db) => db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.lineNumber)));
}

export interface NewServiceRequest {
  publisherId: number;
  customerId: number;
  orderId?: number | null;
  /** e.g. 'address-change', 'suspend', 'replacement'. */
  kind: string;
  reasonCode?: string | null;
  /** What was asked and done; never a secret (no card data, no token). */
  payload: Record<string, unknown>;
  sessionId: string;
}

/** Appends one row to the audit trail of account actions. */
export async function recordServiceRequest(database: Database, request: NewServiceRequest): Promise<void> {
  await database.run((db) =>
    db.insert(serviceRequests).values({
      publisherId: request.publisherId,
      customerId: request.customerId,
      orderId: request.orderId ?? null,
      kind: request.kind,
      reasonCode: request.reasonCode ?? null,
      payload: request.payload,
      sessionId: request.sessionId,
    }),
  );
}

/** The publisher's display name (the sender name of its mail). */
export async function findPublisherName(database: Database, publisherId: number): Promise<string | null> {
  const rows = await database.run((db) => db.select({ name: publishers.name }).from(publishers).where(eq(publishers.id, publisherId)).limit(1));
  return rows[0]?.name ?? null;
}

/** Whether the order exists in this publisher and the account holds it or is billed for it. */
export async function isOrderOfAccount(database: Database, publisherId: number, orderNumber: string, accountNumber: string): Promise<boolean> {
  const rows = await database.run((db) =>
    db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.publisherId, publisherId),
          eq(orders.orderNumber, orderNumber),
          or(eq(orders.accountNumber, accountNumber), eq(orders.billToAccountNumber, accountNumber)),
        ),
      )
      .limit(1),
  );
  return rows.length > 0;
}

/** One audit row as the account activity reads it, with its order's number and status. */
export interface ActivityRow {
  kind: string;
  payload: Record<string, unknown>;
  createdAt: Date;
  orderNumber: string | null;
  orderStatus: string | null;
}

/** The audit trail of one customer, newest first, at most `limit` rows. */
export async function findActivity(database: Database, customerId: number, limit: number): Promise<ActivityRow[]> {
  return database.run((db) =>
    db
      .select({
        kind: serviceRequests.kind,
        payload: serviceRequests.payload,
        createdAt: serviceRequests.createdAt,
        orderNumber: orders.orderNumber,
        orderStatus: orders.orderStatus,
      })
      .from(serviceRequests)
      .leftJoin(orders, eq(orders.id, serviceRequests.orderId))
      .where(eq(serviceRequests.customerId, customerId))
      .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
      .limit(limit),
  );
}
