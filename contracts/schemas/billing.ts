import { z } from 'zod';
import { SERVPF_ERROR_SWITCH } from '../constants';
import { ZSessionHeadersSchema, ZYesNoSchema } from './common';
import { ZAccountNumberSchema, ZAmountSchema, ZIdSchema, ZIsoDateSchema, ZProdIdAliasSchema, text } from './fields';
import { ZResinPathSchema, ZSuccessResponseSchema } from './actions';
import { ZCardSchema, ZOldCardSchema, ZPaymentMethodSchema, ZPaymentTypeSchema, cardSafeText } from './payment';
import { ZSystemCodeSchema } from './customer';

/** Bodies of calls 20, 24 and 25. Cards travel as tokens and safe fields only (see payment.ts). */

const accountRef = { accountNumber: ZAccountNumberSchema, prodIdAlias: ZProdIdAliasSchema };

/**
 * Payments and refunds carry an idempotency key (ARCHITECTURE §5): a replay returns the first
 * answer and charges nothing twice. Header names arrive lower-cased at the gateway.
 */
export const ZIdempotentHeadersSchema = ZSessionHeadersSchema.extend({
  'idempotency-key': text().min(16).max(128).regex(/^[A-Za-z0-9_-]+$/),
});
export type TIdempotentHeaders = z.infer<typeof ZIdempotentHeadersSchema>;

/** Call 20 for SERV and EHUB: the new card (token + safe fields) and the old one it replaces. */
export const ZCardUpdateSchema = z.object({
  ...accountRef,
  systemCode: z.enum(['SERV', 'EHUB']),
  ...ZCardSchema.shape,
  ...ZOldCardSchema.shape,
});
export type TCardUpdate = z.infer<typeof ZCardUpdateSchema>;

export const ZCardUpdateResponseSchema = ZSuccessResponseSchema.extend({
  paymentMethod: ZPaymentMethodSchema.optional(),
});
export type TCardUpdateResponse = z.infer<typeof ZCardUpdateResponseSchema>;

/** Call 20 for RESIN (PUT /payment-instrument). */
export const ZPaymentInstrumentUpdateSchema = z.object({
  ...accountRef,
  systemCode: z.literal('RESIN'),
  resinCustomerId: ZIdSchema,
  resinClientId: ZIdSchema,
  /** The instrument being replaced. */
  resinPaymentInstrumentId: ZIdSchema.optional(),
  ...ZCardSchema.shape,
});
export type TPaymentInstrumentUpdate = z.infer<typeof ZPaymentInstrumentUpdateSchema>;

export const ZPaymentInstrumentResponseSchema = ZSuccessResponseSchema.extend({
  resinPaymentInstrumentId: text().optional(),
});

/**
 * Call 24. Card fields are flat, as in the spec, and required when paying by card (CC);
 * alternative payments (PP, AP, AM) carry altPayInfo and authCode instead.
 * SERVPF adds errorSwitch O (§9).
 */
export const ZPaymentRequestSchema = z
  .object({
    ...accountRef,
    invoiceNumber: ZIdSchema,
    amountPaid: ZAmountSchema.refine((n) => n > 0, 'Must be positive'),
    effort: cardSafeText(16).optional(),
    paymentOnOrderType: cardSafeText(16).optional(),
    ...ZCardSchema.partial().shape,
    paymentType: ZPaymentTypeSchema,
    altPayInfo: cardSafeText(512).optional(),
    authCode: cardSafeText(64).optional(),
    autoRenewOptin: ZYesNoSchema.optional(),
    systemCode: ZSystemCodeSchema,
    planCode: cardSafeText(32).optional(),
    errorSwitch: z.literal(SERVPF_ERROR_SWITCH).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.paymentType === 'CC' && !body.cardProfileId) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['cardProfileId'], message: 'Required' });
    }
    if (body.systemCode === 'SERVPF' && body.errorSwitch !== SERVPF_ERROR_SWITCH) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['errorSwitch'], message: 'Required' });
    }
  });
export type TPaymentRequest = z.infer<typeof ZPaymentRequestSchema>;

/** Items drive the SERVPF follow-up: autoRenewOptIn + SERVPF + planCode → payment-method update (§4). */
export const ZPaymentResponseSchema = ZSuccessResponseSchema.extend({
  transactionNumber: text(),
  paymentType: ZPaymentTypeSchema,
  items: z.array(
    z.object({
      accountNumber: text(),
      systemCode: ZSystemCodeSchema,
      planCode: text(),
      autoRenewOptIn: z.boolean(),
    }),
  ),
  /**
   * Designed (the spec shows no release rule): set when this payment settled the last open invoice
   * of a series held over its credit limit; the order is active again and delivery resumes on this day.
   */
  holdReleased: z.object({ orderNumber: ZIdSchema, deliveryResumes: ZIsoDateSchema }).optional(),
  /** Designed: set when this payment paid a renewal's bill; the order now runs to this day. */
  renewed: z.object({ orderNumber: ZIdSchema, subscriptionEnd: ZIsoDateSchema }).optional(),
});
export type TPaymentResponse = z.infer<typeof ZPaymentResponseSchema>;

/** Call 25: refund to store credit (Resin). */
export const ZPayoutRequestSchema = z.object({
  ...accountRef,
  /** Designed: the cancelled Resin order whose payment is refunded (bounds refundAmount). */
  orderNumber: ZIdSchema,
  resinCustomerId: ZIdSchema,
  resinClientId: ZIdSchema,
  refundAmount: ZAmountSchema.refine((n) => n > 0, 'Must be positive'),
  resinPaymentInstrumentId: ZIdSchema,
  path: ZResinPathSchema,
  systemCode: z.literal('RESIN'),
});
export type TPayoutRequest = z.infer<typeof ZPayoutRequestSchema>;

export const ZPayoutResponseSchema = ZSuccessResponseSchema.extend({
  transactionNumber: text().optional(),
  refundAmount: z.number().min(0),
});
export type TPayoutResponse = z.infer<typeof ZPayoutResponseSchema>;
