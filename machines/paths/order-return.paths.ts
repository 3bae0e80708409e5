import type { AnyEventObject } from 'xstate';
import type { TOrder } from '../../contracts/schemas/order';
import type { OrderSubject } from '../rules/orders';

/**
 * Events with payloads for the shop return's generated paths (machines/index.ts): a shop order of
 * two mugs and a poster shipped within the return window, one whose window has closed, the choices
 * (part of a line, the whole order, a quantity the order does not hold) and both ends of the call.
 * Sample data only.
 */

const item = { shipToAccountNumber: '10000041', isContinuity: false, subscriptionName: 'Northwind Shop', carrier: 'UPS' as const, trackingNumber: '1Z999AA10123456811', shippedOn: '2026-11-14' };

const shopOrder: TOrder = {
  orderNumber: 'N500301',
  prodIdAlias: 'NWS',
  accountNumber: '10000041',
  billToAccountNumber: '10000041',
  productName: 'Northwind Shop',
  subscriptionName: 'Northwind Shop',
  orderStatus: 'completed',
  orderDate: '2026-11-12',
  systemCode: 'EHUB',
  isPf: false,
  isContinuity: false,
  isSuspendable: false,
  isResumable: false,
  isDisplayedOnMySubs: false,
  isGift: false,
  isDonor: false,
  isRecipient: false,
  orderItems: [
    { ...item, lineNumber: 1, productDesc: 'Northwind mug', itemValue: 12, quantity: 2, returnableUntil: '2026-12-14' },
    { ...item, lineNumber: 2, productDesc: 'Northwind poster set', itemValue: 22, quantity: 1, returnableUntil: '2026-12-14' },
  ],
};

export const shopReturnSubject: OrderSubject = { order: shopOrder, customer: null, cardOnFile: null, lastPayment: null, custServEmailAddress: null };

/** Shipped in August: nothing can come back any more (no returnableUntil). */
const closedSubject: OrderSubject = {
  ...shopReturnSubject,
  order: {
    ...shopOrder,
    orderNumber: 'N500305',
    orderDate: '2026-08-20',
    orderItems: [{ ...item, lineNumber: 1, productDesc: 'Northwind tote bag', itemValue: 18, quantity: 1, shippedOn: '2026-08-22' }],
  },
};

export const orderReturnPathEvents: readonly AnyEventObject[] = [
  { type: 'ORDER.FOUND', subject: shopReturnSubject },
  { type: 'ORDER.FOUND', subject: closedSubject },
  { type: 'RETURN.CHOOSE', lines: [{ lineNumber: 1, quantity: 1 }], reason: 'damaged' },
  { type: 'RETURN.CHOOSE', lines: [{ lineNumber: 1, quantity: 2 }, { lineNumber: 2, quantity: 1 }], reason: 'noLongerWanted' },
  { type: 'RETURN.CHOOSE', lines: [{ lineNumber: 1, quantity: 3 }], reason: 'damaged' },
  { type: 'RETURN.BACK' },
  { type: 'RETURN.CONFIRM' },
  { type: 'ACTION.SETTLED', result: { status: 'success', data: { success: true } } },
  { type: 'ACTION.SETTLED', result: { status: 'error', message: 'HTTP 500' } },
];
