import { z } from 'zod';
import { ZAccountNumberSchema, ZIdSchema, ZProdIdAliasSchema, boundedString, text } from './fields';

/** Retention offers ("intellisel", §7 call 27). Offer fields are not shown: ours are what a card shows. */
export const ZRetentionOfferSchema = z.object({
  offerId: text(),
  title: text(),
  description: text(),
  offerValue: z.number(),
  transactionCode: text(),
  /** Not shown: the term the offer runs for, e.g. "12 issues". */
  term: text().optional(),
});
export type TRetentionOffer = z.infer<typeof ZRetentionOfferSchema>;

export const ZIntelliselRequestSchema = z.object({
  accountNumber: ZAccountNumberSchema,
  prodIdAlias: ZProdIdAliasSchema,
  /** Not shown: the order the offer is about (the order being cancelled, extended...). */
  orderNumber: ZIdSchema.optional(),
  intellisel: z.object({
    /** The action that triggered the offer: cancel, stopAutoRenew, extension, suspend. */
    event: boundedString(64, 1),
    transactionCode: boundedString(32),
    offerValue: z.number().min(0).max(1_000_000),
    /**
     * Designed (the spec shows no accept call): the offer the subscriber accepts. With it the
     * gateway applies the offer to `orderNumber` (adds its issues, bills its value) instead of
     * listing offers.
     */
    acceptOfferId: boundedString(64, 1).optional(),
  }),
});
export type TIntelliselRequest = z.infer<typeof ZIntelliselRequestSchema>;

/** Answers success and intellisels[0].offers. */
export const ZIntelliselResponseSchema = z.object({
  success: z.boolean(),
  message: text().optional(),
  intellisels: z.array(z.object({ offers: z.array(ZRetentionOfferSchema) })),
  /** Present when an offer was accepted: what was applied. */
  accepted: z
    .object({
      offerId: text(),
      extendedByIssues: z.number().int().min(0),
      /** The invoice raised for the offer's value, when it has one (it then shows under Make a Payment). */
      invoiceNumber: text().optional(),
    })
    .optional(),
});
export type TIntelliselResponse = z.infer<typeof ZIntelliselResponseSchema>;
