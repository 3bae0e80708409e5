import { z } from 'zod';
import { ZAccountNumberSchema, ZProdIdAliasSchema, boundedString } from './fields';

/** Retention offers ("intellisel", §7 call 27). Offer fields are not shown: ours are what a card shows. */
export const ZRetentionOfferSchema = z.object({
  offerId: z.string(),
  title: z.string(),
  description: z.string(),
  offerValue: z.number(),
  transactionCode: z.string(),
  /** Not shown: the term the offer runs for, e.g. "12 issues". */
  term: z.string().optional(),
});
export type TRetentionOffer = z.infer<typeof ZRetentionOfferSchema>;

export const ZIntelliselRequestSchema = z.object({
  accountNumber: ZAccountNumberSchema,
  prodIdAlias: ZProdIdAliasSchema,
  intellisel: z.object({
    /** The action that triggered the offer (e.g. extension, orderChange). */
    event: boundedString(64, 1),
    transactionCode: boundedString(32),
    offerValue: z.number().min(0).max(1_000_000),
  }),
});
export type TIntelliselRequest = z.infer<typeof ZIntelliselRequestSchema>;

/** Answers success and intellisels[0].offers. */
export const ZIntelliselResponseSchema = z.object({
  success: z.boolean(),
  intellisels: z.array(z.object({ offers: z.array(ZRetentionOfferSchema) })),
});
export type TIntelliselResponse = z.infer<typeof ZIntelliselResponseSchema>;
