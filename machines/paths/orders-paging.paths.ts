import type { AnyEventObject } from 'xstate';
import type { OrdersPagingInput } from '../flows/orders-paging.machine';

/**
 * Input and events with payloads for the orders list's generated paths (machines/index.ts): 20
 * orders a page, 5 until View all; a collector's 45 orders (three pages), a shop customer's 3 or
 * exactly 5 (no more than the first few), with viewAllOrders off or on; page 1 (the first), 3 (the
 * last) and 4 (none). Sample data only.
 */

export const ordersPagingInput: OrdersPagingInput = { perPage: 20, fewerCount: 5 };

export const ordersPagingPathEvents: readonly AnyEventObject[] = [
  { type: 'ORDERS.LISTED', total: 45, viewAll: false },
  { type: 'ORDERS.LISTED', total: 45, viewAll: true },
  { type: 'ORDERS.LISTED', total: 3, viewAll: false },
  { type: 'ORDERS.LISTED', total: 5, viewAll: false },
  { type: 'ORDERS.VIEW_ALL' },
  { type: 'ORDERS.VIEW_FEWER' },
  { type: 'ORDERS.PAGE', page: 1 },
  { type: 'ORDERS.PAGE', page: 3 },
  { type: 'ORDERS.PAGE', page: 4 },
];
