import { publisherMoney } from '../money';
import type { TResinOrderUpdate, TSuccessResponse } from '../../../contracts/schemas/actions';
import { updateCustomer, updateOrder } from '../../db/repositories/account-actions';
import type { CustomerRow } from '../../db/repositories/customers';
import { findGiftLinkOfOrder, findGiftOrder, findHeldOrders, updateGiftRecipientEmail } from '../../db/repositories/orders';
import { audit, conflict, done, notFound, todayOf, unprocessable, type ActionContext } from '../account-actions/common';
import { RESIN_CANCEL_KIND } from '../billing/payout';
import { hasPartlyPaidOpenInvoice, PARTLY_PAID_MESSAGE } from './cancel-quote';
import { quoteWithInputs } from './order-change';
import { isRunning, withAccount, type OrderOutcome } from './common';

/** Statuses of a gift not yet redeemed (it can be revoked, or its mail resent). */
const UNREDEEMED_GIFT = new Set(['issued', 'enqueue']);

/**
 * §7 call 23 (PUT /resinorderupdate): path 'cancel' cancels the account's digital subscription
 * (resinStoreCredit: the refund goes to store credit through POST /payout, which the client calls
 * next), 'revoke' revokes an unredeemed gift, 'resend' sends an unredeemed gift again, to a new
 * recipient email when one is given.
 */
export async function updateResinOrder(ctx: ActionContext, request: TResinOrderUpdate) {
  return withAccount<TSuccessResponse>(ctx, request.accountNumber, async (customer) => {
    if (request.resinClientId !== customer.resinClientId) {
      return unprocessable('ACCOUNT_MISMATCH', 'body.resinClientId', 'The Resin client does not match this account.');
    }
    switch (request.path) {
      case 'cancel':
        return cancel(ctx, customer, request);
      case 'revoke':
      case 'resend':
        return gift(ctx, customer, request);
      default:
        return unprocessable('UNSUPPORTED_CHANGE', 'body.path', `The Resin order update '${request.path}' is not supported.`);
    }
  });
}

async function cancel(ctx: ActionContext, customer: CustomerRow, request: TResinOrderUpdate): Promise<OrderOutcome<TSuccessResponse>> {
  const order = (await findHeldOrders(ctx.database, customer)).find(
    (o) => o.systemCode === 'RESIN' && o.prodIdAlias === request.prodIdAlias && !o.isDonor && isRunning(o),
  );
  if (!order) return conflict('NO_RUNNING_SUBSCRIPTION', 'This account has no running digital subscription to cancel.');
  const { quote, invoices, refundedCents } = await quoteWithInputs(ctx, order);
  if (hasPartlyPaidOpenInvoice(invoices)) return conflict('PARTLY_PAID_BILL', PARTLY_PAID_MESSAGE);
  await updateOrder(ctx.database, order.id, {
    orderStatus: 'canceled',
    closedOn: todayOf(ctx.policy),
    autoRenew: false,
    recurringCharge: false,
    cancelReasonCode: request.reasonCode,
  });
  if (customer.activeSubscriptions > 0) await updateCustomer(ctx.database, customer.id, { activeSubscriptions: customer.activeSubscriptions - 1 });
  const refundCents = quote?.refundTo === 'storeCredit' ? quote.refundCents : 0;
  // POST /payout refunds at most storeCreditDueCents (less what is refunded after refundedCentsAtCancel).
  await audit(ctx, customer, {
    kind: RESIN_CANCEL_KIND,
    orderId: order.id,
    reasonCode: request.reasonCode,
    payload: {
      orderNumber: order.orderNumber,
      resinSubscriptionId: order.resinSubscriptionId,
      resinStoreCredit: request.resinStoreCredit ?? false,
      storeCreditDueCents: refundCents,
      refundedCentsAtCancel: refundedCents,
    },
  });
  return done({
    success: true,
    message:
      request.resinStoreCredit && refundCents > 0
        ? `Your digital subscription is cancelled. ${publisherMoney(ctx, refundCents)} can go to your store credit.`
        : 'Your digital subscription is cancelled.',
  });
}

async function gift(ctx: ActionContext, customer: CustomerRow, request: TResinOrderUpdate): Promise<OrderOutcome<TSuccessResponse>> {
  if (!request.resinGiftRedemptionId) return unprocessable('GIFT_DETAILS_REQUIRED', 'body.resinGiftRedemptionId', 'Name the gift (resinGiftRedemptionId).');
  const order = await findGiftOrder(ctx.database, customer, request.resinGiftRedemptionId);
  const link = order ? await findGiftLinkOfOrder(ctx.database, order.id) : null;
  if (!order || !order.isDonor || !link) return notFound('GIFT_NOT_FOUND', 'We could not find that gift on this account.');
  if (link.redeemed || !UNREDEEMED_GIFT.has(order.orderStatus)) {
    return order.orderStatus === 'revoked'
      ? conflict('GIFT_ALREADY_REVOKED', 'This gift was already revoked.')
      : conflict('GIFT_ALREADY_REDEEMED', 'This gift was already redeemed, so it can no longer change.');
  }
  if (request.path === 'revoke') {
    await updateOrder(ctx.database, order.id, { orderStatus: 'revoked', closedOn: todayOf(ctx.policy), autoRenew: false, recurringCharge: false });
    await audit(ctx, customer, {
      kind: 'gift-revoke',
      orderId: order.id,
      reasonCode: request.reasonCode,
      payload: { orderNumber: order.orderNumber, resinGiftRedemptionId: request.resinGiftRedemptionId },
    });
    return done({ success: true, message: `The gift to ${link.recipientName} is revoked; it can no longer be redeemed.` });
  }
  const email = request.resinRecipientEmail ?? link.recipientEmail;
  if (!email) return unprocessable('GIFT_DETAILS_REQUIRED', 'body.resinRecipientEmail', 'Give the email address to send the gift to.');
  if (email !== link.recipientEmail) await updateGiftRecipientEmail(ctx.database, link.id, email);
  await audit(ctx, customer, {
    kind: 'gift-resend',
    orderId: order.id,
    reasonCode: request.reasonCode,
    payload: {
      orderNumber: order.orderNumber,
      resinGiftRedemptionId: request.resinGiftRedemptionId,
      emailChanged: email !== link.recipientEmail,
    },
  });
  return done({ success: true, message: `The gift was sent again to ${email}.` });
}
