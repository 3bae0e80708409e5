import { z } from 'zod';
import { ZAccountNumberSchema, ZIdSchema, text } from './fields';

/**
 * Account activity (designed; the spec shows none): everything done on an account, from the
 * records the gateway keeps of each change. Codes, not sentences: the SPA words each kind.
 */
export const ACTIVITY_KINDS = [
  'payment',
  'cardUpdate',
  'cancel',
  'storeCreditRefund',
  'transfer',
  'return',
  'suspend',
  'resume',
  'replacement',
  'extension',
  'seriesUpdate',
  'autoRenewStart',
  'autoRenewStop',
  'stopCharge',
  'retentionOffer',
  'giftOrder',
  'giftResend',
  'giftRevoke',
  'addressChange',
  'addressChangeScheduled',
  'emailChange',
  'preferences',
  'customerServiceMessage',
  'cancelRequest',
] as const;
export const ZActivityKindSchema = z.enum(ACTIVITY_KINDS);
export type TActivityKind = z.infer<typeof ZActivityKindSchema>;

export const ZActivityEntrySchema = z.object({
  /** When it happened (ISO date-time). */
  at: text().datetime({ offset: true }),
  kind: ZActivityKindSchema,
  orderNumber: ZIdSchema.optional(),
  /** Money moved, in the publisher's currency: paid, billed, or refunded. */
  amount: z.number().min(0).optional(),
  /** Where a refund went. */
  refundTo: z.enum(['card', 'storeCredit']).optional(),
  /** A transaction or invoice number to quote to customer service. */
  reference: text().max(64).optional(),
  /** A request handed to customer service stays pending until it is carried out. */
  status: z.enum(['done', 'pending']),
});
export type TActivityEntry = z.infer<typeof ZActivityEntrySchema>;

export const ZActivityRequestSchema = z.object({ accountNumber: ZAccountNumberSchema });
export type TActivityRequest = z.infer<typeof ZActivityRequestSchema>;

/** Newest first. */
export const ZActivityResponseSchema = z.object({ entries: z.array(ZActivityEntrySchema) });
export type TActivityResponse = z.infer<typeof ZActivityResponseSchema>;
