import { z } from 'zod';
import { ZYesNoSchema } from './common';
import { ZAccountNumberSchema, ZCountryCodeSchema, ZIdSchema, ZProdIdAliasSchema, boundedString, text } from './fields';

/** §3 System codes: SERV legacy, SERVPF series/plan, EHUB a further system, RESIN digital. */
export const SYSTEM_CODES = ['SERV', 'EHUB', 'SERVPF', 'RESIN'] as const;
export const ZSystemCodeSchema = z.enum(SYSTEM_CODES);
export type TSystemCode = z.infer<typeof ZSystemCodeSchema>;

/** §3 Address. The country is an ISO code; state is a US/CA code or free text elsewhere. */
export const ZAddressSchema = z.object({
  name: boundedString(120),
  address1: boundedString(120),
  address2: boundedString(120).optional(),
  address3: boundedString(120).optional(),
  city: boundedString(80),
  state: boundedString(40).optional(),
  /** '%' for countries without postal codes (§5). */
  postalCode: boundedString(12),
  country: ZCountryCodeSchema,
});
export type TAddress = z.infer<typeof ZAddressSchema>;

/** The two email permissions the spec names (§3, §6). */
export const EMAIL_PERMISSIONS = ['emailUseAnywherePerm', 'emailUseForCompanyPerm'] as const;

/** A permission name: the spec's flag names are camelCase identifiers. */
export const ZPermissionNameSchema = text().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/);

/** §3 permissions: a map of Y/N flags per permission (at most 50 flags). */
export const ZPermissionsSchema = z
  .record(ZPermissionNameSchema, ZYesNoSchema)
  .refine((p) => Object.keys(p).length <= 50, 'Too many permissions');
export type TPermissions = z.infer<typeof ZPermissionsSchema>;

/** §3 Customer: one account of one product, as the lookup answers it. */
export const ZCustomerSchema = z.object({
  productName: text(),
  accountNumber: ZAccountNumberSchema,
  prodIdAlias: ZProdIdAliasSchema,
  email: text(),
  address: ZAddressSchema,
  /** Not shown whether a count or a flag: ours is the number of active subscriptions. */
  activeSubscriptions: z.number().int().min(0),
  lastIssueNumber: z.number().int().min(0).optional(),
  expireIssueNumber: z.number().int().min(0).optional(),
  postalCode: text(),
  systemCode: ZSystemCodeSchema,
  /** Present once the account has been secured by a secure sign-in registration. */
  recRegId: text().optional(),
  permissions: ZPermissionsSchema,
  /** Resin ids, present for RESIN customers (calls 19, 23, 25). */
  resinCustomerId: ZIdSchema.optional(),
  resinClientId: ZIdSchema.optional(),
  /** Not shown: the store-credit balance in the account's currency (refunds add to it, §7 call 25). */
  storeCreditBalance: z.number().min(0).optional(),
});
export type TCustomer = z.infer<typeof ZCustomerSchema>;

/** §3 Federated identity (identity-token claims of a secure sign-in). */
export const ZFederatedIdentitySchema = z.object({
  sub: boundedString(255, 1),
  email: boundedString(254),
  username: boundedString(255).optional(),
  legacy_sub: boundedString(255).optional(),
});
export type TFederatedIdentity = z.infer<typeof ZFederatedIdentitySchema>;

/** §3 Associated gift account: an account linked to the customer as gift donor or recipient. */
export const ZAssociatedGiftAccountSchema = z.object({
  accountNumber: ZAccountNumberSchema,
  prodIdAlias: ZProdIdAliasSchema,
  productName: text(),
  systemCode: ZSystemCodeSchema,
  /** Not shown: which side of the gift the signed-in customer is on. */
  relationship: z.enum(['donor', 'recipient']),
  /** The account that paid for (or received) the gift. */
  relatedAccountNumber: ZAccountNumberSchema,
  recipientName: text(),
  address: ZAddressSchema.optional(),
});
export type TAssociatedGiftAccount = z.infer<typeof ZAssociatedGiftAccountSchema>;
