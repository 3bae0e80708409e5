import { z } from 'zod';
import { ZAccountNumberSchema, ZCountryCodeSchema, ZEmailWireSchema, ZIdSchema, ZProdIdAliasSchema, boundedString, text } from './fields';

/**
 * §3 Contact email payload (§7 call 29). The gateway resolves the customer-service address from the
 * product configuration and refuses a custServEmailAddress that is not the configured one, so the
 * endpoint cannot be used to mail arbitrary recipients.
 */

/** emailSubjectSelected: the chosen subject's title and prompt. */
export const ZEmailSubjectSchema = z.object({ title: boundedString(200, 1), prompt: boundedString(2000) });
export type TEmailSubject = z.infer<typeof ZEmailSubjectSchema>;

/** emailContent: the whole contact form as submitted (§2 Contact Customer Service form). */
export const ZContactFormContentSchema = z.object({
  email1: ZEmailWireSchema,
  email2: ZEmailWireSchema,
  address: z.object({
    name: boundedString(120, 1),
    address1: boundedString(120, 1),
    address2: boundedString(120).optional(),
    city: boundedString(80, 1),
    state: boundedString(40).optional(),
    postalCode: boundedString(12).optional(),
    country: ZCountryCodeSchema,
  }),
  /** Free text: whatever the customer believes the account number is. */
  accountNumber: boundedString(40).optional(),
  productSelected: ZProdIdAliasSchema,
  emailSubjectSelected: ZEmailSubjectSchema,
  emailAdditionalInfo: boundedString(5000, 1),
});
export type TContactFormContent = z.infer<typeof ZContactFormContentSchema>;

export const ZContactEmailPayloadSchema = z.object({
  emailType: z.literal('Send Custserv Email'),
  emailContent: ZContactFormContentSchema,
  custServEmailAddress: ZEmailWireSchema,
  customerEmailAddress: ZEmailWireSchema,
  emailSubject: boundedString(200, 1),
  customer: z.object({
    address: z.object({
      name: boundedString(120, 1),
      address1: boundedString(120, 1),
      address2: boundedString(120),
      /** Always empty (§3). */
      address3: z.literal(''),
      city: boundedString(80, 1),
      state: boundedString(40),
      postalCode: boundedString(12),
      countryCode: ZCountryCodeSchema,
    }),
    prodIdAlias: ZProdIdAliasSchema,
    accountNumber: boundedString(40),
  }),
  prodIdAlias: ZProdIdAliasSchema,
  fromLogin: z.literal(true),
});
export type TContactEmailPayload = z.infer<typeof ZContactEmailPayloadSchema>;

/**
 * Designed: the cancel-order email that replaces an error when an order cancel with refundType R
 * fails (§4). It lists customer, order, payment and cancel details as label/value lines.
 */
export const ZCancelOrderEmailPayloadSchema = z.object({
  emailType: z.literal('Send Cancel Order Email'),
  prodIdAlias: ZProdIdAliasSchema,
  accountNumber: ZAccountNumberSchema,
  orderNumber: ZIdSchema,
  custServEmailAddress: ZEmailWireSchema,
  customerEmailAddress: ZEmailWireSchema.optional(),
  details: z.array(z.object({ label: boundedString(80, 1), value: boundedString(500) })).max(50),
  fromLogin: z.literal(true),
});
export type TCancelOrderEmailPayload = z.infer<typeof ZCancelOrderEmailPayloadSchema>;

export const ZCustServEmailRequestSchema = z.discriminatedUnion('emailType', [
  ZContactEmailPayloadSchema,
  ZCancelOrderEmailPayloadSchema,
]);
export type TCustServEmailRequest = z.infer<typeof ZCustServEmailRequestSchema>;

/** Success means HTTP 200 (§7 call 29); the id is the outbox entry. */
export const ZCustServEmailResponseSchema = z.object({ success: z.boolean(), messageId: text().optional() });
export type TCustServEmailResponse = z.infer<typeof ZCustServEmailResponseSchema>;
