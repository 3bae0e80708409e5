import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../index';
import { orderItems } from '../schema';
import type { OrderItemRow } from './account-actions';

/**
 * What a shop return (§7 call 22 orderStatus return) writes on the order's lines. A line returned
 * in full is marked returned; part of a line (one of two mugs) splits it: the line keeps what stays
 * with the subscriber and a new line, at the end of the order, holds what came back, marked returned.
 * Call inside the action's transaction.
 */
export async function returnOrderLine(database: Database, line: OrderItemRow, quantity: number): Promise<void> {
  if (quantity >= line.quantity) {
    await database.run((db) => db.update(orderItems).set({ itemStatus: 'returned' }).where(eq(orderItems.id, line.id)));
    return;
  }
  await database.run((db) => db.update(orderItems).set({ quantity: line.quantity - quantity }).where(eq(orderItems.id, line.id)));
  const [last] = await database.run((db) =>
    db
      .select({ n: sql<number>`coalesce(max(${orderItems.lineNumber}), 0)` })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, line.orderId))),
  );
  const { id: _id, ...copy } = line;
  await database.run((db) => db.insert(orderItems).values({ ...copy, lineNumber: Number(last?.n ?? 0) + 1, quantity, itemStatus: 'returned' }));
}

/** A cancelled shop order's open lines are marked canceled (§7 call 22 cancel of an unshipped EHUB order). */
export async function cancelOrderLines(database: Database, orderId: number): Promise<void> {
  await database.run((db) => db.update(orderItems).set({ itemStatus: 'canceled' }).where(and(eq(orderItems.orderId, orderId), isNull(orderItems.itemStatus))));
}
