import { z } from 'zod';
import { ZYesNoSchema } from './common';
import { ZSystemCodeSchema } from './customer';
import { ZAccountNumberSchema, ZIdSchema, ZIsoDateSchema, ZProdIdAliasSchema, boundedString, text } from './fields';

/**
 * §3 Payment. Security design (ARCHITECTURE §5): a full card number or security code never
 * crosses the gateway. The payment-capture script tokenises the card in the browser and the
 * portal sends and receives only the token (`cardProfileId`), brand, expiry and last four.
 * Response schemas are zod objects, which strip unknown keys, so a stray number cannot leak.
 */

/** §3 Payment type codes and the names they stand for. */
export const PAYMENT_TYPE_NAMES = { PP: 'PPAL', AP: 'APPY', AM: 'AZPY' } as const;
/** CC (card) is ours: the spec names only the alternative-payment codes. */
export const ZPaymentTypeSchema = z.enum(['CC', 'PP', 'AP', 'AM']);
export type TPaymentType = z.infer<typeof ZPaymentTypeSchema>;

/** Card brand as the capture script reports it. */
export const ZCreditCardTypeSchema = text().min(1).max(20).regex(/^[A-Za-z ]+$/);
export const ZExpireMonthSchema = text().regex(/^(0[1-9]|1[0-2])$/);
export const ZExpireYearSchema = text().regex(/^20\d{2}$/);
export const ZLastFourSchema = text().regex(/^\d{4}$/);
/** The card token (profile id) issued by the payment processor. */
export const ZCardProfileIdSchema = text().min(1).max(128).regex(/^[A-Za-z0-9_:.-]+$/);

/** A run of 13 to 19 digits, optionally split by spaces or dashes: the shape of a card number. */
export const CARD_NUMBER_PATTERN = /\d(?:[ -]?\d){12,18}/;
export const NO_CARD_NUMBER_MESSAGE = 'Do not enter a card number here.';

/** Free text that travels with a card or payment: it must not carry a card number (ARCHITECTURE §5). */
export const cardSafeText = (max: number, min = 0) =>
  boundedString(max, min).refine((text) => !CARD_NUMBER_PATTERN.test(text), NO_CARD_NUMBER_MESSAGE);

/** The safe card fields: what a card looks like everywhere in the contract. */
export const ZCardSchema = z.object({
  cardProfileId: ZCardProfileIdSchema,
  creditCardType: ZCreditCardTypeSchema,
  creditCardExpireMonth: ZExpireMonthSchema,
  creditCardExpireYear: ZExpireYearSchema,
  creditCardLastFour: ZLastFourSchema,
  nameOnCard: cardSafeText(120).optional(),
});
export type TCard = z.infer<typeof ZCardSchema>;

/** §3 "old card fields": identifies the card being replaced (call 20). */
export const ZOldCardSchema = z.object({
  oldCardProfileId: ZCardProfileIdSchema.optional(),
  oldCreditCardType: ZCreditCardTypeSchema.optional(),
  oldCreditCardExpireMonth: ZExpireMonthSchema.optional(),
  oldCreditCardExpireYear: ZExpireYearSchema.optional(),
  oldCreditCardLastFour: ZLastFourSchema.optional(),
});

/** An account that pays with a payment method. */
export const ZAssociatedAccountSchema = z.object({
  accountNumber: ZAccountNumberSchema,
  prodIdAlias: ZProdIdAliasSchema,
  systemCode: ZSystemCodeSchema,
  productName: text().optional(),
});

/** §3 Payment method (the wallet). */
export const ZPaymentMethodSchema = ZCardSchema.extend({
  paymentType: ZPaymentTypeSchema,
  /** Set when the card is expired or was declined ("payment method needs updated"). */
  needsAttention: z.boolean(),
  associatedAccounts: z.array(ZAssociatedAccountSchema),
  resinPaymentInstrumentId: text().optional(),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethodSchema>;

/** Invoices: not shown in the spec beyond invoiceNumber; ours carry what Pay Now needs. */
export const ZInvoiceSchema = z.object({
  invoiceNumber: ZIdSchema,
  accountNumber: ZAccountNumberSchema,
  prodIdAlias: ZProdIdAliasSchema,
  orderNumber: text().optional(),
  systemCode: ZSystemCodeSchema,
  amountDue: z.number().min(0),
  currency: text().regex(/^[A-Z]{3}$/),
  dueDate: ZIsoDateSchema.optional(),
  status: z.enum(['open', 'paid']),
  /** Set once paid: the §3 payment fields. */
  transactionNumber: text().optional(),
  paymentType: ZPaymentTypeSchema.optional(),
  paidDate: ZIsoDateSchema.optional(),
});
export type TInvoice = z.infer<typeof ZInvoiceSchema>;

/** The Y/N flags of auto-renew opt-in on a payment. */
export const ZAutoRenewOptinSchema = ZYesNoSchema;
