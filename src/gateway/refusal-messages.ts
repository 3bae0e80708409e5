import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isErrorCode, type TErrorCode } from '../../contracts/error-codes';
import { isInvalidLoginToken } from '../../machines/rules/sign-in';

/**
 * What the subscriber reads for each refusal code of the gateway (contracts/error-codes.ts), in
 * their language (issue 17 item 1). The gateway's own English message never reaches the screen.
 */
export const refusalMessages: Record<TErrorCode, MessageDescriptor> = {
  BAD_REQUEST: msg`The request could not be read. Please check what you entered and try again.`,
  NOT_FOUND: msg`What you asked for could not be found.`,
  PAYLOAD_TOO_LARGE: msg`What you sent is too large.`,
  RATE_LIMITED: msg`Too many attempts. Please wait a few minutes and try again.`,
  UNAVAILABLE: msg`The service is busy. Please try again in a moment.`,
  INTERNAL: msg`Something went wrong on our side. Please try again.`,
  PUBLISHER_NOT_CONFIGURED: msg`No publication is set up for this address.`,
  SESSION_REQUIRED: msg`Your session could not be found. Please reload the page and sign in again.`,
  SESSION_EXPIRED: msg`Your session has expired. Please sign in again.`,
  FORBIDDEN: msg`This account is not part of your session. Please sign in to that account.`,
  INVALID_TOKEN: msg`Invalid login token`,
  BOT_CHECK_FAILED: msg`Please complete the bot check and try again.`,
  ACCOUNT_NOT_FOUND: msg`We could not find this account.`,
  ORDER_NOT_FOUND: msg`We could not find this order on your account.`,
  SUBSCRIPTION_NOT_FOUND: msg`We could not find this subscription on your account.`,
  INVOICE_NOT_FOUND: msg`We could not find this bill on your account.`,
  GIFT_NOT_FOUND: msg`We could not find this gift on your account.`,
  PLAN_NOT_FOUND: msg`We could not find this plan on your account.`,
  CARD_NOT_FOUND: msg`We could not find this card. Please enter it again.`,
  ACCOUNT_MISMATCH: msg`These details belong to another account.`,
  DETAILS_MISMATCH: msg`These details do not match the subscription.`,
  WRONG_SYSTEM: msg`This subscription cannot be changed this way.`,
  WRONG_MAGAZINE: msg`This site serves another magazine.`,
  NO_RUNNING_SUBSCRIPTION: msg`This account has no running subscription for this change.`,
  ORDER_ENDED: msg`This subscription has ended, so it can no longer change.`,
  SUSPEND_NOT_OFFERED: msg`Suspending delivery is not available for this publication.`,
  NOT_SUSPENDABLE: msg`Delivery of this subscription cannot be suspended.`,
  ALREADY_SUSPENDED: msg`Delivery of this subscription is already suspended.`,
  NOT_SUSPENDED: msg`Delivery of this subscription is not suspended, so there is nothing to resume.`,
  RESUME_TOO_EARLY: msg`Delivery must resume after the last issue delivered and after today.`,
  SERIES_PLAN_ONLY: msg`This subscription is a series plan: change it through its series settings.`,
  NOT_SERIES_PLAN: msg`Only series plans have series settings to change.`,
  EXTENSION_NOT_LATER: msg`Your subscription already runs that far. Choose a later issue to extend it.`,
  EXTENSION_TOO_LONG: msg`This extension adds too many issues.`,
  ISSUE_NOT_REPLACEABLE: msg`This issue is not one of the recent issues delivered to you, so it cannot be replaced.`,
  REPLACEMENT_ALREADY_REQUESTED: msg`A replacement for this issue was already requested.`,
  TOO_MANY_PREFERENCES: msg`Your account holds too many preferences.`,
  ADDRESS_INVALID: msg`Please check the new address.`,
  NOT_RENEWABLE: msg`This subscription cannot be renewed here. Please contact customer service.`,
  NOT_CANCELLABLE: msg`This subscription cannot be cancelled here. Please contact customer service.`,
  SHOP_ORDER_SHIPPED: msg`Items of this order have already shipped, so it can no longer be cancelled. You can return them once they arrive.`,
  NOT_TRANSFERABLE: msg`This subscription cannot be transferred to that product.`,
  NOTHING_TO_TRANSFER: msg`Less than one issue is left on this subscription, so there is nothing to transfer.`,
  OPEN_BILL: msg`Please pay the open bill before transferring this subscription.`,
  PARTLY_PAID_BILL: msg`Part of this bill is paid. Please contact customer service to cancel.`,
  MANUAL_REFUND: msg`This refund needs a customer service agent.`,
  UNSUPPORTED_CHANGE: msg`This change cannot be made here.`,
  RENEWAL_CHOICE_REQUIRED: msg`Choose how the subscription renews: by card or on a bill.`,
  NO_CARD_ON_FILE: msg`Add a card in your wallet first.`,
  PLAN_NOT_SOLD: msg`This plan is not sold here.`,
  OFFER_UNAVAILABLE: msg`This offer is not available for this subscription.`,
  OFFER_ALREADY_APPLIED: msg`An offer was already applied to this subscription.`,
  GIFT_ALREADY_REDEEMED: msg`This gift was already redeemed, so it can no longer change.`,
  GIFT_ALREADY_REVOKED: msg`This gift was already revoked.`,
  GIFT_DETAILS_REQUIRED: msg`Please give the gift and its recipient’s email address.`,
  NOT_RETURNABLE: msg`This order cannot be returned here. Please contact customer service.`,
  RETURN_WINDOW_CLOSED: msg`The time to return this item has passed. Please contact customer service.`,
  ALREADY_RETURNED: msg`This item was already returned.`,
  RETURN_ITEM_NOT_IN_ORDER: msg`This item is not part of this order.`,
  RETURN_QUANTITY_TOO_HIGH: msg`You cannot return more of this item than the order holds.`,
  CARD_DECLINED: msg`The card was declined. Please use another card.`,
  CARD_EXPIRED: msg`This card has expired. Please use another card.`,
  CARD_NEEDS_UPDATE: msg`This card needs to be updated before it can be used. Please update it in your wallet or use another card.`,
  CARD_REENTRY_REQUIRED: msg`Please enter the card again.`,
  CARD_IN_OTHER_WALLET: msg`This card is already in a wallet. Please enter the card again.`,
  PAYMENT_NOT_AUTHORISED: msg`The payment was not authorised. Please try again.`,
  PAYMENT_IN_PROGRESS: msg`This payment is still being processed.`,
  IDEMPOTENCY_KEY_REUSED: msg`This payment was already sent with other details. Please try again.`,
  INVOICE_PAID: msg`This bill is already paid.`,
  INVOICE_VOID: msg`This bill was cancelled and needs no payment.`,
  AMOUNT_OVER_DUE: msg`The amount is more than what is due.`,
  NOT_REFUNDABLE: msg`Only digital subscriptions are refunded to store credit.`,
  NO_REFUND_DUE: msg`This subscription has no refund to store credit due.`,
  REFUND_OVER_PAID: msg`The refund is more than what is left to refund.`,
  MAIL_NOT_DELIVERED: msg`Your message could not be delivered. Please try again later.`,
  PASSWORD_RESET_UNAVAILABLE: msg`Password resets are not available on this address.`,
};

/** §8 "Unknown error": a failure that names no refusal code (a network error, an unexpected answer). */
export const unknownErrorMessage = msg`Unknown error`;

/**
 * The text of a failed call's message, as the action cycle carries it: a refusal code's message,
 * or null for any other text (the gateway's or the browser's English, kept out of the screen).
 */
export function refusalText(message: string | undefined, translate: (d: MessageDescriptor) => string): string | null {
  if (isInvalidLoginToken(message)) return translate(refusalMessages.INVALID_TOKEN);
  return isErrorCode(message) ? translate(refusalMessages[message]) : null;
}
