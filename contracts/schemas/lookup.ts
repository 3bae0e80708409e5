import { z } from 'zod';
import { ZBotCheckPayloadSchema } from './bot-check';
import { ZAssociatedGiftAccountSchema, ZCustomerSchema, ZFederatedIdentitySchema, ZSystemCodeSchema } from './customer';
import { ZAccountNumberSchema, ZCountryCodeSchema, ZEmailWireSchema, ZGlobalCodeSchema, ZIdSchema, ZMagCodeSchema, ZPostalCodeWireSchema, ZProdIdAliasSchema, boundedString, text } from './fields';
import { ZOrderSchema } from './order';
import { ZInvoiceSchema, ZPaymentMethodSchema } from './payment';

/** §3 Lookup request filter types, one per guest sign-in method. */
export const LOOKUP_FILTER_TYPES = ['AccountCodeAndPostalCode', 'EmailAndPostalCode', 'NameAndAddress'] as const;
export const ZLookupFilterTypeSchema = z.enum(LOOKUP_FILTER_TYPES);
export type TLookupFilterType = z.infer<typeof ZLookupFilterTypeSchema>;

/**
 * Postal code of the account-number and email forms: no spaces, alphanumeric (§5); or '%', the
 * placeholder of an account whose country has no postal codes (a secure sign-in or continue-session
 * lookup of such an account).
 */
const ZCompactPostalCodeSchema = text().min(1).max(10).regex(/^(?:[A-Za-z0-9]+|%)$/);

/** "productExcludes (list as text)": comma-separated prodIdAliases. */
const ZProductExcludesSchema = text().max(512).regex(/^[A-Za-z0-9_,\s-]*$/);

/** Payload of the account-number lookup. */
/** The account number a guest types: digits only (§5). */
export const ZAcctNbrSchema = text().min(1).max(20).regex(/^\d+$/);

export const ZAccountLookupPayloadSchema = z.object({
  acctNbr: ZAcctNbrSchema,
  postalCode: ZCompactPostalCodeSchema,
  /** captureEmail: optional email given on the form, with its opt-in. */
  email: ZEmailWireSchema.optional(),
  emailOptIn: z.boolean().optional(),
  /**
   * The account holder's last name: the second fact an address without a postal code ('%') needs to
   * be found by account number (issue 16), since '%' is no secret.
   */
  lastName: text().min(1).max(64).optional(),
  productExcludes: ZProductExcludesSchema.optional(),
});
export type TAccountLookupPayload = z.infer<typeof ZAccountLookupPayloadSchema>;

/** Payload of the email lookup: not shown in the spec; ours mirrors the account-number payload. */
export const ZEmailLookupPayloadSchema = z.object({
  email: ZEmailWireSchema,
  postalCode: ZCompactPostalCodeSchema,
  productExcludes: ZProductExcludesSchema.optional(),
});
export type TEmailLookupPayload = z.infer<typeof ZEmailLookupPayloadSchema>;

/** Payload of the name-and-address lookup. postalCode '%' when the country has none (§5). */
export const ZNameAddressLookupPayloadSchema = z.object({
  name: boundedString(120).optional(),
  firstName: boundedString(60, 1),
  lastName: boundedString(60, 1),
  address1: boundedString(120, 1),
  address2: boundedString(120).optional(),
  city: boundedString(80, 1),
  state: boundedString(40).optional(),
  postalCode: ZPostalCodeWireSchema,
  country: ZCountryCodeSchema,
  email: ZEmailWireSchema.optional(),
  emailOptIn: z.boolean().optional(),
});
export type TNameAddressLookupPayload = z.infer<typeof ZNameAddressLookupPayloadSchema>;

const lookupRequestBase = {
  magCode: ZMagCodeSchema,
  globalCode: ZGlobalCodeSchema,
  /** For a registered secure user (§7 call 4): the Resin accounts and the identity. */
  resinAccountNumbers: z.array(ZAccountNumberSchema).max(50).optional(),
  resinClientIds: z.array(ZIdSchema).max(50).optional(),
  idpAccountInfo: ZFederatedIdentitySchema.optional(),
  /**
   * Not in the spec: the solved bot-check challenge (base64 of its JSON, see bot-check.ts),
   * required when the publisher's SignIn.RecaptchaEnabled is on, except for the refetch of an
   * account the session already proved.
   */
  botCheck: ZBotCheckPayloadSchema.optional(),
};

/** §3 Lookup request, discriminated by filterType so each payload has its own shape. */
export const ZLookupRequestSchema = z.discriminatedUnion('filterType', [
  z.object({
    ...lookupRequestBase,
    filterType: z.literal('AccountCodeAndPostalCode'),
    payload: ZAccountLookupPayloadSchema,
  }),
  z.object({
    ...lookupRequestBase,
    filterType: z.literal('EmailAndPostalCode'),
    payload: ZEmailLookupPayloadSchema,
  }),
  z.object({
    ...lookupRequestBase,
    filterType: z.literal('NameAndAddress'),
    payload: ZNameAddressLookupPayloadSchema,
  }),
]);
export type TLookupRequest = z.infer<typeof ZLookupRequestSchema>;

/** accountsMap: not shown; ours maps each account number found to its product and system. */
export const ZAccountsMapSchema = z.record(
  text(),
  z.object({ prodIdAlias: ZProdIdAliasSchema, systemCode: ZSystemCodeSchema, postalCode: text() }),
);

/**
 * Not in the spec (issue 16): what a secure sign-in's linking lookup did about an account its
 * identity may not secure directly (its email is unverified or is not the account's). 'mailed': a
 * confirmation link went to the account's email on file, shown masked (first letter, bullets, the
 * whole domain: "a•••@example.com", never the address itself); a repeat within the window says the
 * same without mailing again. 'noEmail': the account has no email on file, so only customer service
 * can link it.
 */
export const ZLinkingConfirmationSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('mailed'), accountNumber: text(), maskedEmail: text().max(254).regex(/^[^@\s]•••@[^@\s]+$/) }),
  z.object({ status: z.literal('noEmail'), accountNumber: text() }),
]);
export type TLinkingConfirmation = z.infer<typeof ZLinkingConfirmationSchema>;

/** §3 Lookup response (success). isSuccess is the string 'true', as in the spec. */
export const ZLookupSuccessSchema = z.object({
  isSuccess: z.literal('true'),
  customers: z.array(ZCustomerSchema),
  orders: z.array(ZOrderSchema),
  accountsMap: ZAccountsMapSchema,
  prodId: text(),
  associatedGiftAccounts: z.array(ZAssociatedGiftAccountSchema),
  paymentMethods: z.array(ZPaymentMethodSchema),
  /** Not shown in the spec's response: the open and paid invoices that Pay Now acts on. */
  invoices: z.array(ZInvoiceSchema).optional(),
  /** Not in the spec: a linking lookup's confirmation by mailed link (issue 16). */
  linkingConfirmation: ZLinkingConfirmationSchema.optional(),
});
export type TLookupSuccess = z.infer<typeof ZLookupSuccessSchema>;

/**
 * §8 lookup failure codes; ACCOUNT_SECURED (a secured account refuses guest lookup) and
 * SECURE_SIGN_IN_REQUIRED (§4 RequireSecureSignin with a recRegId) are ours.
 */
export const LOOKUP_FAILURE_CODES = ['USER_NOT_FOUND', 'USER_NOT_FOUND_DUPLICATE', 'ACCOUNT_SECURED', 'SECURE_SIGN_IN_REQUIRED'] as const;
export type TLookupFailureCode = (typeof LOOKUP_FAILURE_CODES)[number];

/** §3 Lookup failure: the code is at globalcustomer[0].recReg.errors[0].code (any string: unknown codes ask to retry). */
export const ZLookupFailureSchema = z.object({
  isSuccess: z.literal('false').optional(),
  globalcustomer: z
    .array(
      z.object({
        recReg: z.object({
          errors: z.array(z.object({ code: text(), message: text().optional() })).min(1),
        }),
      }),
    )
    .min(1),
});
export type TLookupFailure = z.infer<typeof ZLookupFailureSchema>;

export const ZLookupResponseSchema = z.union([ZLookupSuccessSchema, ZLookupFailureSchema]);
export type TLookupResponse = z.infer<typeof ZLookupResponseSchema>;

export function isLookupFailure(response: TLookupResponse): response is TLookupFailure {
  return 'globalcustomer' in response;
}

/** Reads the failure code of a failed lookup (§3). */
export function lookupFailureCode(response: TLookupFailure): string {
  return response.globalcustomer[0]?.recReg.errors[0]?.code ?? '';
}

/** §7 call 5: linking an identity to its subscriptions. */
export const ZMyloLinkRequestSchema = z.object({
  myloIdentitySub: boundedString(255, 1),
  globalCode: ZGlobalCodeSchema,
  /** The identity provider's access token (a JWT). */
  accessToken: boundedString(8192, 1),
  myloLegacySub: boundedString(255).optional(),
});
export type TMyloLinkRequest = z.infer<typeof ZMyloLinkRequestSchema>;

/** resinAccounts' fields are not shown; ours carry what the lookup needs (§4 Sign-in). */
export const ZResinAccountSchema = z.object({
  accountNumber: text(),
  resinClientId: text(),
  prod_id: text(),
});

export const ZMyloLinkResponseSchema = z.object({
  subscriptions: z.array(z.object({ prod_id: text(), account_number: text() })),
  resinAccounts: z.array(ZResinAccountSchema),
  /** Absent when no account is linked yet (the linking/"purgatory" view follows). */
  accountId: text().optional(),
  postalCode: text().optional(),
});
export type TMyloLinkResponse = z.infer<typeof ZMyloLinkResponseSchema>;

/** §7 call 6: secured-account check. */
export const ZSecuredCheckRequestSchema = z.object({
  globalCode: ZGlobalCodeSchema,
  recRegId: boundedString(128, 1),
});
export type TSecuredCheckRequest = z.infer<typeof ZSecuredCheckRequestSchema>;

/** A first item carrying RecRegId means the account is secured. */
export const ZSecuredCheckResponseSchema = z.array(
  z.object({
    RecRegId: text().optional(),
    accountNumber: text().optional(),
    prodIdAlias: text().optional(),
  }),
);
export type TSecuredCheckResponse = z.infer<typeof ZSecuredCheckResponseSchema>;
