import { z } from 'zod';
import { CURRENT_MAG_SWITCH, SERIES_SHIP_QUANTITY, STOP_CHARGE_REASON_CODE } from '../constants';
import { ZErrorCodeSchema, ZYesNoSchema } from './common';
import { ZAddressSchema, ZPermissionsSchema, ZSystemCodeSchema } from './customer';
import { ZAccountNumberSchema, ZAmountSchema, ZEmailWireSchema, ZIdSchema, ZIsoDateSchema, ZIssueNumberSchema, ZPostalCodeWireSchema, ZProdIdAliasSchema, ZReasonCodeSchema, boundedString, text } from './fields';
import { ZOrderItemSchema, ZShipFrequencySchema } from './order';
import { ZCardProfileIdSchema, ZCardSchema } from './payment';

/** §3 account-action payloads and the bodies of calls 8–11, 13, 14, 16–19, 21–23 and 26. */

/** Every account action names the account and product it acts on; the gateway checks ownership. */
const accountRef = { accountNumber: ZAccountNumberSchema, prodIdAlias: ZProdIdAliasSchema };

/**
 * A success flag, optionally with a message: the common answer of the action calls. A success
 * false may name its reason by code (contracts/error-codes.ts), what the screen translates.
 */
export const ZSuccessResponseSchema = z.object({ success: z.boolean(), message: text().optional(), code: ZErrorCodeSchema.optional() });
export type TSuccessResponse = z.infer<typeof ZSuccessResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Address, email, password (calls 8–10)

/** A new address: name, address1, city and country required (as the §5 contact rules). */
export const ZAddressInputSchema = ZAddressSchema.extend({
  name: boundedString(120, 1),
  address1: boundedString(120, 1),
  city: boundedString(80, 1),
  postalCode: ZPostalCodeWireSchema,
});

/**
 * §3 Address change, one per account (call 8). `postalCode` is the account's current postal code.
 * The gift two-step (secondPayload, firstResponse) is client-side sequencing of two calls, so it
 * is not on the wire.
 */
export const ZAddressChangePayloadSchema = z.object({
  ...accountRef,
  postalCode: ZPostalCodeWireSchema,
  systemCode: ZSystemCodeSchema.optional(),
  /** The analytics category reported for this change (§7 call 28). */
  category: boundedString(100).optional(),
  address: ZAddressInputSchema,
  /** Not shown beyond the French keys: a temporary change has start and end dates. */
  startDate: ZIsoDateSchema.optional(),
  endDate: ZIsoDateSchema.optional(),
});
export type TAddressChangePayload = z.infer<typeof ZAddressChangePayloadSchema>;

export const ZAddressChangeRequestSchema = z.array(ZAddressChangePayloadSchema).min(1).max(50);

/** Call 8 answers one result per payload; the batch succeeds only if every one does (§4). */
export const ZAddressChangeResponseSchema = z.object({
  success: z.boolean(),
  results: z.array(
    z.object({
      accountNumber: text(),
      success: z.boolean(),
      message: text().optional(),
      /** Why this account's change was refused, when it was. */
      code: ZErrorCodeSchema.optional(),
      /** True when the change starts later (startDate after today): stored, not applied yet. */
      scheduled: z.boolean().optional(),
      /** The account's postal code after the call, as stored: the refetch (§4) looks the account up with it. */
      postalCode: text().optional(),
    }),
  ),
});
export type TAddressChangeResponse = z.infer<typeof ZAddressChangeResponseSchema>;

/**
 * §3 Email change and automatic email add (call 9), one body per account. The permission field
 * depends on the system: emailAuthorization for SERV and EHUB, emailPermission1 for SERVPF.
 */
export const ZEmailChangePayloadSchema = z.object({
  ...accountRef,
  email: ZEmailWireSchema,
  systemCode: ZSystemCodeSchema.optional(),
  emailAuthorization: ZYesNoSchema.optional(),
  emailPermission1: ZYesNoSchema.optional(),
});
export type TEmailChangePayload = z.infer<typeof ZEmailChangePayloadSchema>;

/** §3 Password reset (call 10). clientId is the identity provider's client. */
export const ZPasswordResetPayloadSchema = z.object({
  email: ZEmailWireSchema,
  clientId: boundedString(128, 1),
});
export type TPasswordResetPayload = z.infer<typeof ZPasswordResetPayloadSchema>;

// ---------------------------------------------------------------------------------------------
// POST /cofp (calls 11, 14, 16 SERV, 17 SERV, 21)

/**
 * Call 11: only changed flags are sent, as Y/N; accountNumber, prodIdAlias and email unchanged.
 * The flags travel nested under `permissions` (ours: the spec sends them beside the ids), so a
 * flag can never collide with an id field.
 */
export const ZCofpPreferencesSchema = z.object({
  action: z.literal('preferences'),
  ...accountRef,
  email: boundedString(254),
  permissions: ZPermissionsSchema,
});

/** Call 14: replacement of a missing or damaged issue. */
export const ZCofpReplacementSchema = z.object({
  action: z.literal('replacement'),
  ...accountRef,
  numberOfCopies: z.number().int().min(1).max(10),
  /** Damaged or missing issue: the codes are not shown. */
  reasonCode: ZReasonCodeSchema,
  /** Y: send the missing issue itself; N: extend by one issue instead (§2). */
  requestIssue: ZYesNoSchema,
  /** Not shown: which issue is replaced. */
  issueNumber: ZIssueNumberSchema,
});

/** Call 16 for SERV: suspend delivery. currentMagSwitch is always X (§9). */
export const ZCofpSuspendSchema = z.object({
  action: z.literal('suspend'),
  ...accountRef,
  suspend: z.literal('Y'),
  reasonCode: ZReasonCodeSchema,
  currentMagSwitch: z.literal(CURRENT_MAG_SWITCH),
  resumeIssue: ZIssueNumberSchema.optional(),
});

/** Call 17 for SERV: resume delivery. */
export const ZCofpResumeSchema = z.object({
  action: z.literal('resume'),
  ...accountRef,
  resume: z.literal('Y'),
});

/** Call 21, stop auto-renew. */
export const ZCofpAutoRenewStopSchema = z.object({
  action: z.literal('autoRenewStop'),
  ...accountRef,
  orderNumber: ZIdSchema.optional(),
  removeFromCurrentSingleAutoRenewal: ZYesNoSchema,
  allowGiftAutoRenewal: ZYesNoSchema,
});

/** Call 21, start auto-renew (on credit, on the card on file, for gifts). */
export const ZCofpAutoRenewStartSchema = z.object({
  action: z.literal('autoRenewStart'),
  ...accountRef,
  orderNumber: ZIdSchema.optional(),
  startAutoRenewCredit: ZYesNoSchema.optional(),
  startAutoRenewCreditCard: ZYesNoSchema.optional(),
  startGiftAutoRenewCreditCard: ZYesNoSchema.optional(),
  startGiftAutoRenew: ZYesNoSchema.optional(),
  /** The card token to renew on, when renewing on a card. */
  cardProfileId: ZCardProfileIdSchema.optional(),
});

/**
 * Body of POST /cofp. The spec sends five different bodies to the same POST /cofp; ts-rest needs
 * one route per method and path, so the bodies form one union discriminated by `action` (ours).
 */
export const ZCofpRequestSchema = z.discriminatedUnion('action', [
  ZCofpPreferencesSchema,
  ZCofpReplacementSchema,
  ZCofpSuspendSchema,
  ZCofpResumeSchema,
  ZCofpAutoRenewStopSchema,
  ZCofpAutoRenewStartSchema,
]);
export type TCofpRequest = z.infer<typeof ZCofpRequestSchema>;
export type TCofpAction = TCofpRequest['action'];

/**
 * Answer of POST /cofp: success, plus what the action needs. Preferences echo the saved flags
 * (§3 "Preference save response"); resume lists items with directResume (§4); a replacement says
 * whether the issue was out of stock and the subscription extended instead.
 */
export const ZCofpResponseSchema = z.object({
  success: z.boolean(),
  message: text().optional(),
  accountNumber: text().optional(),
  prodIdAlias: text().optional(),
  email: text().optional(),
  permissions: z.record(text(), ZYesNoSchema).optional(),
  items: z.array(z.object({ orderNumber: text().optional(), directResume: z.boolean().optional() })).optional(),
  replacement: z.object({ outOfStock: z.boolean(), extendedByIssues: z.number().int().min(0) }).optional(),
});
export type TCofpResponse = z.infer<typeof ZCofpResponseSchema>;

// ---------------------------------------------------------------------------------------------
// PUT /orderupdate (calls 13, 19, 22)

/** Call 13: extension. subscriptionEnd is the issue number of the new last issue (not shown). */
export const ZOrderUpdateExtensionSchema = z.object({
  action: z.literal('extension'),
  ...accountRef,
  order: z.object({ subscriptionEnd: ZIssueNumberSchema, reasonCode: ZReasonCodeSchema }),
});

/** Call 19 for RESIN. */
export const ZStopChargeResinOrderSchema = z.object({
  resinSubscriptionId: ZIdSchema,
  resinAutoRenew: ZYesNoSchema,
  reasonCode: ZReasonCodeSchema,
});

/** Call 19 for the other systems: flags Y, reason code 1 (§9). */
export const ZStopChargeLegacyOrderSchema = z.object({
  digital: z.literal('Y'),
  stopRecurringCharge: z.literal('Y'),
  orderNumber: ZIdSchema,
  packageTransaction: boundedString(64).optional(),
  reasonCode: z.literal(STOP_CHARGE_REASON_CODE),
});

export const ZOrderUpdateStopChargeSchema = z.object({
  action: z.literal('stopCharge'),
  ...accountRef,
  systemCode: ZSystemCodeSchema,
  resinClientId: ZIdSchema.optional(),
  order: z.union([ZStopChargeResinOrderSchema, ZStopChargeLegacyOrderSchema]),
});

/** Call 22: order change (cancel, transfer, migration, offer change). */
export const ZOrderChangeSchema = z.object({
  orderNumber: ZIdSchema,
  invoiceNumber: ZIdSchema.optional(),
  orderStatus: boundedString(40, 1),
  reasonCode: ZReasonCodeSchema,
  giftSet: boundedString(16).optional(),
  orderItems: z.array(ZOrderItemSchema).max(100).optional(),
  /** Y when the status is cancel. */
  cancel: z.literal('Y').optional(),
  migration: boundedString(16).optional(),
  toMagAbbr: boundedString(16).optional(),
  toDocKey: boundedString(32).optional(),
  moveSw: boundedString(4).optional(),
  toService: boundedString(32).optional(),
  newTerm: z.number().int().min(1).max(999).optional(),
  newValue: ZAmountSchema.optional(),
  changeOffer: boundedString(32).optional(),
  /** R falls back to a customer-service email when the update fails (§4). */
  refundType: boundedString(4).optional(),
});

export const ZOrderUpdateOrderChangeSchema = z.object({
  action: z.literal('orderChange'),
  ...accountRef,
  systemCode: ZSystemCodeSchema.optional(),
  order: ZOrderChangeSchema,
});

/**
 * Body of PUT /orderupdate: calls 13, 19 and 22 share method and path in the spec; ts-rest needs one
 * route per method and path, so the bodies form one union discriminated by `action` (ours).
 */
export const ZOrderUpdateRequestSchema = z.discriminatedUnion('action', [
  ZOrderUpdateExtensionSchema,
  ZOrderUpdateStopChargeSchema,
  ZOrderUpdateOrderChangeSchema,
]);
export type TOrderUpdateRequest = z.infer<typeof ZOrderUpdateRequestSchema>;

export const ZOrderUpdateResponseSchema = ZSuccessResponseSchema.extend({
  /** Not shown: the new last issue after an extension. */
  expireIssueNumber: z.number().int().optional(),
  /** Designed: the bill an extension raised for its issues (it shows under Make a Payment). */
  invoice: z.object({ invoiceNumber: text(), amountDue: z.number().min(0) }).optional(),
});
export type TOrderUpdateResponse = z.infer<typeof ZOrderUpdateResponseSchema>;

// ---------------------------------------------------------------------------------------------
// PUT /series (calls 16, 17 and 18 for SERVPF and the non-SERV systems, 20 for SERVPF)

const seriesRef = {
  prodIdAlias: ZProdIdAliasSchema,
  recipAccountNumber: ZAccountNumberSchema,
  planCode: boundedString(32, 1),
};

/** Calls 16 and 17: suspend (suspendSwitch Y) or resume (suspendSwitch N). */
export const ZSeriesSuspendResumeSchema = z.object({
  updateType: z.literal('suspendresume'),
  ...seriesRef,
  suspendSwitch: ZYesNoSchema,
  resumeServiceDate: ZIsoDateSchema.optional(),
  /** The plan's frequency, unchanged: a suspend sends what the plan ships at (§7 call 16). */
  shipFrequency: ZShipFrequencySchema.optional(),
});

/** Call 18: series update. The spec's updateType value is not shown: 'seriesupdate' is ours. */
export const ZSeriesUpdateSchema = z.object({
  updateType: z.literal('seriesupdate'),
  ...seriesRef,
  suspendSwitch: ZYesNoSchema,
  planStatus: boundedString(16, 1),
  shipFrequency: ZShipFrequencySchema,
  shipQuantity: z.number().int().min(SERIES_SHIP_QUANTITY.min).max(SERIES_SHIP_QUANTITY.max),
});

/** Call 20 for SERVPF: the plan's card. Only the token and safe card fields (ARCHITECTURE §5). */
export const ZSeriesCardUpdateSchema = z.object({
  updateType: z.literal('cardupdate'),
  ...seriesRef,
  ...ZCardSchema.shape,
});

/**
 * Body of PUT /series: calls 16, 17, 18 and 20 share method and path; ts-rest needs one route, so
 * the bodies form one union discriminated by `updateType` (the spec's own field).
 */
export const ZSeriesRequestSchema = z.discriminatedUnion('updateType', [
  ZSeriesSuspendResumeSchema,
  ZSeriesUpdateSchema,
  ZSeriesCardUpdateSchema,
]);
export type TSeriesRequest = z.infer<typeof ZSeriesRequestSchema>;

/** Answer of PUT /series: a resume (suspendSwitch N) lists items with directResume, as POST /cofp does (§4). */
export const ZSeriesResponseSchema = ZSuccessResponseSchema.extend({
  items: ZCofpResponseSchema.shape.items,
});
export type TSeriesResponse = z.infer<typeof ZSeriesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Resin order update and order creation (calls 23, 26)

/** A Resin API path named by the legacy payloads (e.g. cancel, return, revoke): its values are not shown. */
export const ZResinPathSchema = text().min(1).max(64).regex(/^[A-Za-z0-9/_-]+$/);

/** Call 23. */
export const ZResinOrderUpdateSchema = z.object({
  ...accountRef,
  resinClientId: ZIdSchema,
  systemCode: z.literal('RESIN'),
  resinGiftRedemptionId: ZIdSchema.optional(),
  /** Not shown whether a flag or an amount: ours is "refund to store credit". */
  resinStoreCredit: z.boolean().optional(),
  path: ZResinPathSchema,
  reasonCode: ZReasonCodeSchema,
  resinRecipientEmail: ZEmailWireSchema.optional(),
});
export type TResinOrderUpdate = z.infer<typeof ZResinOrderUpdateSchema>;

/** Call 26: "the payload as given" is not shown; ours is a bounded order of one plan. */
export const ZCreateOrderSchema = z.object({
  prodIdAlias: ZProdIdAliasSchema,
  /** Absent for a new customer. */
  accountNumber: ZAccountNumberSchema.optional(),
  systemCode: ZSystemCodeSchema,
  /** A speculative order prices the order without placing it. */
  speculative: z.boolean(),
  resinClientId: ZIdSchema.optional(),
  planCode: boundedString(32, 1),
  quantity: z.number().int().min(1).max(99),
  cardProfileId: ZCardProfileIdSchema.optional(),
  recipient: z
    .object({ name: boundedString(120, 1), email: ZEmailWireSchema.optional(), address: ZAddressInputSchema.optional() })
    .optional(),
});
export type TCreateOrder = z.infer<typeof ZCreateOrderSchema>;

export const ZCreateOrderResponseSchema = ZSuccessResponseSchema.extend({
  orderNumber: text().optional(),
  total: z.number().min(0),
  currency: text().regex(/^[A-Z]{3}$/),
});
export type TCreateOrderResponse = z.infer<typeof ZCreateOrderResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /renewal (designed, issue 13): renewal in the portal when no renewal URL is configured

export const ZRenewalRequestSchema = z.object({ accountNumber: ZAccountNumberSchema, orderNumber: ZIdSchema });
export type TRenewalRequest = z.infer<typeof ZRenewalRequestSchema>;

/** The bill of one more term: paying it (Make a Payment) renews the order. */
export const ZRenewalResponseSchema = ZSuccessResponseSchema.extend({
  orderNumber: ZIdSchema,
  invoiceNumber: text(),
  amountDue: z.number().min(0),
  termIssues: z.number().int().min(1),
});
export type TRenewalResponse = z.infer<typeof ZRenewalResponseSchema>;
