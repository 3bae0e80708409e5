import { z } from 'zod';
import { SERIES_SHIP_FREQUENCIES } from '../constants';
import { ZSystemCodeSchema } from './customer';
import { ZAccountNumberSchema, ZEmailWireSchema, ZIdSchema, ZIsoDateSchema, ZProdIdAliasSchema, boundedString, text } from './fields';

/** §4 Carrier tracking: the carriers a shipment can go with. */
export const CARRIERS = [
  'UPS',
  'USPS',
  'FedEx',
  'Airborne',
  'Canada Post',
  'LTL/Over the Road',
  'DHL',
  'Unknown/Not Specified',
] as const;
export const ZCarrierSchema = z.enum(CARRIERS);
export type TCarrier = z.infer<typeof ZCarrierSchema>;

/**
 * §4 status keys of an order that no longer runs: it does not count as an active subscription,
 * and there is nothing to suspend, extend or resume.
 */
export const ENDED_ORDER_STATUSES: ReadonlySet<string> = new Set([
  'canceled',
  'cancelled',
  'expired',
  'expired-renew',
  'completed',
  'transferred',
  'returned',
  'partially returned',
  'partially canceled',
  'revoked',
  'redeemed',
  'issued',
  'enqueue',
]);

/** §3 Order item. Request bodies (order change, call 22) send items back, so strings are bounded. */
export const ZOrderItemSchema = z.object({
  shipToAccountNumber: ZAccountNumberSchema,
  lastIssue: z.number().int().min(0).optional(),
  productDesc: boundedString(200),
  itemValue: z.number().min(0).max(1_000_000),
  isContinuity: z.boolean(),
  subscriptionName: boundedString(200),
  recipientName: boundedString(120).optional(),
  /** Not shown in the spec's item fields: the carrier and tracking number of §4 Carrier tracking. */
  carrier: ZCarrierSchema.optional(),
  trackingNumber: boundedString(64).optional(),
  /**
   * Designed (shop returns, §4 action Return): the item's line on the order, how many it holds,
   * its own status when it differs from the order's (returned, canceled), the day it shipped, and
   * the last day it can be returned while that day has not passed (absent: not returnable).
   * A return request (call 22 orderStatus return) names the lines and the quantity to return.
   */
  lineNumber: z.number().int().min(1).max(10_000).optional(),
  quantity: z.number().int().min(1).max(999).optional(),
  itemStatus: boundedString(40).optional(),
  shippedOn: ZIsoDateSchema.optional(),
  returnableUntil: ZIsoDateSchema.optional(),
});
export type TOrderItem = z.infer<typeof ZOrderItemSchema>;

/**
 * §3 Order. `orderStatus` is a status key of the §4 status catalogue ('active-renew', 'pastdue', ...)
 * kept as a string: unknown keys must still display.
 */
/** A series plan's shipping frequency (§7 calls 16 and 18): one of SERIES_SHIP_FREQUENCIES. */
export const ZShipFrequencySchema = z.enum(SERIES_SHIP_FREQUENCIES);
export type TShipFrequency = z.infer<typeof ZShipFrequencySchema>;

export const ZOrderSchema = z.object({
  orderNumber: ZIdSchema,
  prodIdAlias: ZProdIdAliasSchema,
  planCode: text().optional(),
  /**
   * §7 call 18's fields as the series plan stands (SERVPF plans the signed-in account holds): its
   * status, how often it ships and how many copies. Kept as text in the answer: stored plans may
   * carry values older than the list a series update accepts.
   */
  planStatus: text().optional(),
  shipFrequency: text().optional(),
  shipQuantity: z.number().int().min(0).optional(),
  accountNumber: ZAccountNumberSchema,
  billToAccountNumber: ZAccountNumberSchema,
  productName: text(),
  subscriptionName: text(),
  invoiceNumber: text().optional(),
  orderStatus: text(),
  orderDate: ZIsoDateSchema,
  packageTransaction: text().optional(),
  systemCode: ZSystemCodeSchema,
  isPf: z.boolean(),
  isContinuity: z.boolean(),
  isSuspendable: z.boolean(),
  isResumable: z.boolean(),
  isDisplayedOnMySubs: z.boolean(),
  isGift: z.boolean(),
  isDonor: z.boolean(),
  isRecipient: z.boolean(),
  /** Not shown: whether the order renews automatically, and the open balance (Pay Now). */
  autoRenew: z.boolean().optional(),
  /** Not shown: the subscription's term dates, and the scheduled resume of a suspended order. */
  subscriptionStart: ZIsoDateSchema.optional(),
  subscriptionEnd: ZIsoDateSchema.optional(),
  resumeDate: ZIsoDateSchema.optional(),
  amountDue: z.number().min(0).optional(),
  /** Resin ids used by stop charge (19), Resin order update (23) and refund (25). */
  resinClientId: text().optional(),
  resinSubscriptionId: text().optional(),
  resinGiftRedemptionId: text().optional(),
  resinPaymentInstrumentId: text().optional(),
  /**
   * Not shown (designed for "show what a cancellation refunds", issue 5): what cancelling this order
   * today gives back, computed by the gateway from the payments and the unused part of the term.
   * Absent when the order cannot be cancelled by the subscriber.
   */
  cancelQuote: z
    .object({
      /** Amount refunded, in the account's currency (0 when nothing was paid or nothing is left). */
      refundAmount: z.number().min(0),
      /** Where the refund goes: the card paid with, store credit (Resin), or nowhere. */
      refundTo: z.enum(['card', 'storeCredit', 'none']),
      /** An open invoice of the order is cancelled with it (bill-me-later, SERV-credit-cancel). */
      voidsOpenInvoice: z.boolean(),
      /** The §7 call 22 refundType the gateway expects for this cancel ('R' refunds; absent otherwise). */
      refundType: text().optional(),
    })
    .optional(),
  /** Not shown: products this order's remaining term can move to (§7 call 22 toMagAbbr), for a transfer. */
  transferTargets: z.array(z.object({ prodIdAlias: text(), productName: text() })).optional(),
  /** Designed: the day a cancellation of this order was handed to customer service, while it is pending. */
  cancelRequestedOn: ZIsoDateSchema.optional(),
  /** Designed: the day the order was canceled, transferred or revoked. */
  closedOn: ZIsoDateSchema.optional(),
  /** Designed: the price of one more issue of this subscription (what an extension bills per issue). */
  issuePrice: z.number().min(0).max(1_000_000).optional(),
  /** Designed: one more term of the order's plan, as a renewal in the portal bills it (held SERV term orders). */
  renewalTerm: z.object({ termIssues: z.number().int().min(1), price: z.number().min(0) }).optional(),
  /** Designed: what the next automatic renewal charges (auto-renew on, held orders only). */
  renewalPrice: z.number().min(0).max(1_000_000).optional(),
  /** Designed, for the donor only: who the gift is for, and the email a digital gift was sent to. */
  giftRecipient: z.object({ name: boundedString(120), email: ZEmailWireSchema.optional() }).optional(),
  orderItems: z.array(ZOrderItemSchema),
});
export type TOrder = z.infer<typeof ZOrderSchema>;
