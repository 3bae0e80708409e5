import { publisherMoney } from '../money';
import type { TPayoutRequest, TPayoutResponse } from '../../../contracts/schemas/billing';
import { lockCustomer } from '../../db/repositories/account-actions';
import {
  addStoreCredit,
  deleteRefund,
  findCustomer,
  findOrder,
  findRefundByKey,
  insertPendingRefund,
  latestRequestOf,
  methodsOfCustomer,
  paidForOrder,
  refundedForOrder,
  takeOverRefund,
  updateRefund,
} from '../../db/repositories/billing';
import { accountNotFound, audit, conflict, done, notFound, unprocessable, type ActionContext } from '../account-actions/common';
import { cents, inTransaction, keyDigest, newReference, requestHash, runIdempotent, type BillingOutcome, type StoredAnswer } from './common';

/** The audit kind of a Resin cancel (resin-order-update.ts), which records the store credit due. */
export const RESIN_CANCEL_KIND = 'resin-cancel';
export const NO_REFUND_DUE_MESSAGE = 'This order has no refund to store credit due.';

/**
 * §7 call 25: refunds (part of) what a Resin order was paid to the account's store credit.
 * Only a cancelled order whose Resin cancel asked for store credit (resinStoreCredit) has a refund
 * due: at most the quote recorded at the cancel, less what was refunded since, and never more than
 * was paid less what was already refunded. Idempotent per Idempotency-Key.
 */
export async function refundToStoreCredit(ctx: ActionContext, key: string, body: TPayoutRequest): Promise<StoredAnswer<TPayoutResponse>> {
  const customer = await findCustomer(ctx.database, ctx.publisher.id, body.accountNumber);
  if (!customer) return { status: 404, body: { code: 'ACCOUNT_NOT_FOUND', message: accountNotFound(body.accountNumber).message } };
  const hash = requestHash('payout', body.accountNumber, body);
  return runIdempotent(
    {
      insertPending: () =>
        insertPendingRefund(ctx.database, {
          publisherId: ctx.publisher.id,
          customerId: customer.id,
          amountCents: cents(body.refundAmount),
          refundType: 'store_credit',
          idempotencyKey: keyDigest(key),
          requestHash: hash,
          createdAt: ctx.policy.now(),
        }),
      find: () => findRefundByKey(ctx.database, ctx.publisher.id, keyDigest(key)),
      fail: (id, answer) => updateRefund(ctx.database, id, { state: 'failed', response: answer }),
      discard: (id) => deleteRefund(ctx.database, id),
      takeOver: (id, staleBefore) => takeOverRefund(ctx.database, id, staleBefore, ctx.policy.now()),
    },
    hash,
    (rowId) => payout(ctx, body, rowId),
    ctx.policy.now(),
  );
}

async function payout(ctx: ActionContext, body: TPayoutRequest, rowId: number): Promise<BillingOutcome<TPayoutResponse>> {
  return inTransaction(ctx, async () => {
    // The account's row serialises refunds of its orders: each sees what the one before refunded.
    const customer = await lockCustomer(ctx.database, ctx.publisher.id, body.accountNumber);
    if (!customer) return accountNotFound(body.accountNumber);
    if (customer.systemCode !== 'RESIN') return conflict('NOT_REFUNDABLE', 'Only digital (Resin) subscriptions are refunded to store credit.');
    if (body.resinCustomerId !== customer.resinCustomerId) return unprocessable('ACCOUNT_MISMATCH', 'body.resinCustomerId', 'This Resin customer is not the account’s.');
    if (body.resinClientId !== customer.resinClientId) return unprocessable('ACCOUNT_MISMATCH', 'body.resinClientId', 'This Resin client is not the account’s.');
    const methods = await methodsOfCustomer(ctx.database, customer.id);
    if (!methods.some((m) => m.resinPaymentInstrumentId === body.resinPaymentInstrumentId)) {
      return unprocessable('ACCOUNT_MISMATCH', 'body.resinPaymentInstrumentId', 'This payment instrument is not the account’s.');
    }
    const order = await findOrder(ctx.database, ctx.publisher.id, body.orderNumber);
    if (!order || order.customerId !== customer.id || order.systemCode !== 'RESIN') {
      return notFound('ORDER_NOT_FOUND', `We could not find this order on account ${customer.accountNumber}.`);
    }

    // Only what a Resin cancel with resinStoreCredit quoted (and recorded) is due, less what was refunded since.
    const cancel = order.orderStatus === 'canceled' ? await latestRequestOf(ctx.database, order.id, RESIN_CANCEL_KIND) : null;
    const refunded = await refundedForOrder(ctx.database, order.id);
    const dueCents = cancel?.payload['resinStoreCredit'] === true ? Number(cancel.payload['storeCreditDueCents'] ?? 0) : 0;
    // Rows from before refundedCentsAtCancel was recorded count every refund (never more than due).
    const refundedSinceCancel = refunded - Number(cancel?.payload['refundedCentsAtCancel'] ?? 0);
    const due = Math.max(0, dueCents - Math.max(0, refundedSinceCancel));
    if (!(due > 0)) return conflict('NO_REFUND_DUE', NO_REFUND_DUE_MESSAGE);
    const refundable = Math.min(due, (await paidForOrder(ctx.database, order.id)) - refunded);
    const amount = cents(body.refundAmount);
    if (amount > refundable) {
      return unprocessable(
        'REFUND_OVER_PAID',
        'body.refundAmount',
        refundable > 0 ? `The refund cannot be more than the ${publisherMoney(ctx, refundable)} still refundable.` : 'Nothing paid for this order is left to refund.',
      );
    }

    const transactionNumber = newReference('R');
    const response: TPayoutResponse = {
      success: true,
      message: `${publisherMoney(ctx, amount)} was added to your store credit.`,
      transactionNumber,
      refundAmount: amount / 100,
    };
    await updateRefund(ctx.database, rowId, {
      orderId: order.id,
      amountCents: amount,
      resinPaymentInstrumentId: body.resinPaymentInstrumentId,
      reasonCode: body.path,
      state: 'succeeded',
      response: { status: 200, body: response } satisfies StoredAnswer<TPayoutResponse>,
      createdAt: ctx.policy.now(),
    });
    await addStoreCredit(ctx.database, {
      customerId: customer.id,
      amountCents: amount,
      refundId: rowId,
      description: `Refund to store credit for order ${order.orderNumber} (${transactionNumber})`,
    });
    await audit(ctx, customer, {
      kind: 'payout',
      orderId: order.id,
      payload: { orderNumber: order.orderNumber, transactionNumber, amountCents: amount, path: body.path },
    });
    return done(response);
  });
}
