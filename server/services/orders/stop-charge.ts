import type { TOrderUpdateResponse } from '../../../contracts/schemas/actions';
import { ENDED_STATUSES, type TSystemCode } from '../../db/schema';
import { updateOrder, type OrderRow } from '../../db/repositories/account-actions';
import { findHeldOrder, findHeldOrders } from '../../db/repositories/orders';
import { audit, conflict, done, notFound, unprocessable, type ActionContext } from '../account-actions/common';
import { NO_CARD_ON_FILE_MESSAGE, withAccount } from './common';
import { renewalCard } from './auto-renew';

/** §7 call 19 (PUT /orderupdate stopCharge). */
export interface StopChargeRequest {
  accountNumber: string;
  prodIdAlias: string;
  systemCode: TSystemCode;
  resinClientId?: string | undefined;
  order:
    | { resinSubscriptionId: string; resinAutoRenew: 'Y' | 'N'; reasonCode: string }
    | { digital: 'Y'; stopRecurringCharge: 'Y'; orderNumber: string; packageTransaction?: string | undefined; reasonCode: string };
}

/**
 * Stops the recurring charge of a running order: RESIN by the account's Resin client and the
 * order's resinSubscriptionId (resinAutoRenew N stops, Y starts again on the card on file); the
 * other systems by orderNumber with the digital / stopRecurringCharge flags. The order no longer
 * renews or charges (autoRenew and recurringCharge false).
 */
export async function stopCharge(ctx: ActionContext, request: StopChargeRequest) {
  return withAccount<TOrderUpdateResponse>(ctx, request.accountNumber, async (customer) => {
    const { order: change } = request;
    let order: OrderRow | null;
    let on = false;
    if ('resinSubscriptionId' in change) {
      if (request.systemCode !== 'RESIN') return unprocessable('WRONG_SYSTEM', 'body.order', 'A Resin subscription id is only used for Resin (RESIN) orders.');
      if (!request.resinClientId || request.resinClientId !== customer.resinClientId) {
        return unprocessable('ACCOUNT_MISMATCH', 'body.resinClientId', 'The Resin client does not match this account.');
      }
      order = (await findHeldOrders(ctx.database, customer)).find((o) => o.resinSubscriptionId === change.resinSubscriptionId) ?? null;
      if (!order) return notFound('SUBSCRIPTION_NOT_FOUND', 'We could not find that digital subscription on this account.');
      on = change.resinAutoRenew === 'Y';
    } else {
      if (request.systemCode === 'RESIN') return unprocessable('WRONG_SYSTEM', 'body.order', 'A Resin order is named by its resinSubscriptionId.');
      order = await findHeldOrder(ctx.database, customer, change.orderNumber);
      if (!order) return notFound('ORDER_NOT_FOUND', `We could not find order ${change.orderNumber} on this account.`);
      if (change.packageTransaction && order.packageTransaction && change.packageTransaction !== order.packageTransaction) {
        return unprocessable('DETAILS_MISMATCH', 'body.order.packageTransaction', 'The package transaction does not match this order.');
      }
    }
    // A redeemed gift the account now holds may stop its charge too: only an ended order may not.
    if (ENDED_STATUSES.has(order.orderStatus)) return conflict('ORDER_ENDED', `Order ${order.orderNumber} has ended, so there is no charge to stop.`);
    if (on && !(await renewalCard(ctx, customer.id))) return unprocessable('NO_CARD_ON_FILE', 'body.order.resinAutoRenew', NO_CARD_ON_FILE_MESSAGE);
    await updateOrder(ctx.database, order.id, { autoRenew: on, recurringCharge: on });
    await audit(ctx, customer, {
      kind: on ? 'recurring-charge-start' : 'stop-charge',
      orderId: order.id,
      reasonCode: change.reasonCode,
      payload: { orderNumber: order.orderNumber, systemCode: order.systemCode, wasCharging: order.recurringCharge, wasRenewing: order.autoRenew },
    });
    return done({
      success: true,
      message: on
        ? 'Your subscription renews automatically again.'
        : 'The recurring charge is stopped. Your subscription runs to the end of the period already paid.',
    });
  });
}
