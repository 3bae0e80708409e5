/**
 * The one list of codes a gateway error body may carry (issue 17 item 1). Each names one reason,
 * so the SPA can say it in the subscriber's language (src/features/accounts/refusal-messages.ts);
 * the body's English `message` is for logs and API readers only, never for the screen.
 * A code is added here, in the SPA's message table and in both catalogs (tests/unit/error-codes.test.ts).
 */
export const ERROR_CODES = [
  // The protocol: any call.
  'BAD_REQUEST',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
  'PUBLISHER_NOT_CONFIGURED',
  // The session (ARCHITECTURE §5, §8 Session errors).
  'SESSION_REQUIRED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'INVALID_TOKEN',
  'BOT_CHECK_FAILED',
  // What the call names is not on the account.
  'ACCOUNT_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'SUBSCRIPTION_NOT_FOUND',
  'INVOICE_NOT_FOUND',
  'GIFT_NOT_FOUND',
  'PLAN_NOT_FOUND',
  'CARD_NOT_FOUND',
  'ACCOUNT_MISMATCH',
  'DETAILS_MISMATCH',
  'WRONG_SYSTEM',
  'WRONG_MAGAZINE',
  // Subscriptions and delivery (§7 calls 8–18).
  'NO_RUNNING_SUBSCRIPTION',
  'ORDER_ENDED',
  'SUSPEND_NOT_OFFERED',
  'NOT_SUSPENDABLE',
  'ALREADY_SUSPENDED',
  'NOT_SUSPENDED',
  'RESUME_TOO_EARLY',
  'SERIES_PLAN_ONLY',
  'NOT_SERIES_PLAN',
  'EXTENSION_NOT_LATER',
  'EXTENSION_TOO_LONG',
  'ISSUE_NOT_REPLACEABLE',
  'REPLACEMENT_ALREADY_REQUESTED',
  'TOO_MANY_PREFERENCES',
  'ADDRESS_INVALID',
  // Orders (§7 calls 19, 21–23, 26, 27).
  'NOT_RENEWABLE',
  'NOT_CANCELLABLE',
  /** A shop order of which an item has shipped: it is returned, not cancelled. */
  'SHOP_ORDER_SHIPPED',
  'NOT_TRANSFERABLE',
  'NOTHING_TO_TRANSFER',
  'OPEN_BILL',
  'PARTLY_PAID_BILL',
  'MANUAL_REFUND',
  'UNSUPPORTED_CHANGE',
  'RENEWAL_CHOICE_REQUIRED',
  'NO_CARD_ON_FILE',
  'PLAN_NOT_SOLD',
  'OFFER_UNAVAILABLE',
  'OFFER_ALREADY_APPLIED',
  'GIFT_ALREADY_REDEEMED',
  'GIFT_ALREADY_REVOKED',
  'GIFT_DETAILS_REQUIRED',
  // Shop returns (§7 call 22 orderStatus return).
  'NOT_RETURNABLE',
  'RETURN_WINDOW_CLOSED',
  'ALREADY_RETURNED',
  'RETURN_ITEM_NOT_IN_ORDER',
  'RETURN_QUANTITY_TOO_HIGH',
  // Money (§7 calls 20, 24, 25).
  'CARD_DECLINED',
  'CARD_EXPIRED',
  'CARD_NEEDS_UPDATE',
  'CARD_REENTRY_REQUIRED',
  'CARD_IN_OTHER_WALLET',
  'PAYMENT_NOT_AUTHORISED',
  'PAYMENT_IN_PROGRESS',
  'IDEMPOTENCY_KEY_REUSED',
  'INVOICE_PAID',
  'INVOICE_VOID',
  'AMOUNT_OVER_DUE',
  'NOT_REFUNDABLE',
  'NO_REFUND_DUE',
  'REFUND_OVER_PAID',
  // Mail (§7 call 29) and password resets.
  'MAIL_NOT_DELIVERED',
  'PASSWORD_RESET_UNAVAILABLE',
] as const;

/**
 * The list itself has no zod: the SPA's start-up code reads it (src/gateway/errors.ts), and a zod
 * import here put all of zod into the first load (issue 15). Its schema is ZErrorCodeSchema in
 * contracts/schemas/common.ts.
 */
export type TErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is TErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
