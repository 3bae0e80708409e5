import type { TOrder, TOrderItem } from '../../contracts/schemas/order';
import type { OrderCall, OrderSubject } from './orders';

/**
 * Pure rules of shop returns (designed for SPEC §4 action Return and the statuses returned and
 * partially returned; §7 call 22 with orderStatus return). The gateway decides what can still come
 * back and says so on each item (returnableUntil, on its own calendar); the portal offers Return for
 * a shop order with such an item, lets the subscriber choose lines, quantities and a reason, and
 * shows the refund: the value of what comes back, to the card that paid. No I/O.
 */

/** Why a return is asked for; each is sent as its reason code (ours, at most 8 characters). */
export const RETURN_REASONS = ['damaged', 'wrongItem', 'notAsDescribed', 'noLongerWanted'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_CODES: Record<ReturnReason, string> = {
  damaged: 'RTNDMG',
  wrongItem: 'RTNWRONG',
  notAsDescribed: 'RTNDESC',
  noLongerWanted: 'RTNUNWNT',
};

/** §7 call 22's orderStatus of a return. */
export const RETURN_ORDER_STATUS = 'return';

export type ReturnRefusal = 'notReturnable';

/** One line to return and how many of it. */
export interface ReturnLine {
  lineNumber: number;
  quantity: number;
}

export interface ReturnChoice {
  lines: ReturnLine[];
  reason: ReturnReason;
}

/** A line the gateway still takes back today, with its number. */
export type ReturnableItem = TOrderItem & { lineNumber: number; returnableUntil: string };

/** The items of a shop order the gateway still takes back. */
export function returnableItemsOf(order: TOrder): ReturnableItem[] {
  if (order.systemCode !== 'EHUB' || order.isRecipient) return [];
  return order.orderItems.filter((i): i is ReturnableItem => i.lineNumber !== undefined && Boolean(i.returnableUntil) && !i.itemStatus);
}

/** Return is offered for a shop order with at least one item that can still come back. */
export function returnRefusal(order: TOrder): ReturnRefusal | null {
  return returnableItemsOf(order).length > 0 ? null : 'notReturnable';
}

const quantityOf = (item: TOrderItem) => item.quantity ?? 1;

/** A choice names at least one returnable line once, at most the quantity it holds, and a reason. */
export function isReturnChoice(s: OrderSubject, choice: ReturnChoice): boolean {
  const items = returnableItemsOf(s.order);
  const seen = new Set<number>();
  return (
    RETURN_REASONS.includes(choice.reason) &&
    choice.lines.length > 0 &&
    choice.lines.every((line) => {
      const item = items.find((i) => i.lineNumber === line.lineNumber);
      const fresh = !seen.has(line.lineNumber);
      seen.add(line.lineNumber);
      return fresh && item !== undefined && Number.isInteger(line.quantity) && line.quantity >= 1 && line.quantity <= quantityOf(item);
    })
  );
}

/** What the return refunds: the value of each item coming back (in the order's currency, to the cent). */
export function returnRefundOf(s: OrderSubject, choice: ReturnChoice): number {
  const items = returnableItemsOf(s.order);
  const cents = choice.lines.reduce((sum, line) => sum + Math.round((items.find((i) => i.lineNumber === line.lineNumber)?.itemValue ?? 0) * 100) * line.quantity, 0);
  return cents / 100;
}

/**
 * §7 call 22, return: orderStatus return with the reason's code and, in orderItems, each line
 * coming back with the quantity returned. Cancel Y and the other changes' fields do not apply.
 */
export function returnRequest(s: OrderSubject, choice: ReturnChoice): OrderCall<'orderUpdate'> {
  const { order } = s;
  const items = returnableItemsOf(order);
  return {
    call: 'orderUpdate',
    body: {
      action: 'orderChange',
      accountNumber: order.accountNumber,
      prodIdAlias: order.prodIdAlias,
      systemCode: order.systemCode,
      order: {
        orderNumber: order.orderNumber,
        ...(order.invoiceNumber ? { invoiceNumber: order.invoiceNumber } : {}),
        orderStatus: RETURN_ORDER_STATUS,
        reasonCode: RETURN_REASON_CODES[choice.reason],
        orderItems: choice.lines.map((line) => {
          const { returnableUntil: _until, itemStatus: _status, ...item } = items.find((i) => i.lineNumber === line.lineNumber)!;
          return { ...item, quantity: line.quantity };
        }),
      },
    },
  };
}
