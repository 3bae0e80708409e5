import type { TOrderUpdateResponse } from '../../../contracts/schemas/actions';
import { findAccountOrders } from '../../db/repositories/account-actions';
import { audit, conflict, currentSubscription, done, unprocessable, withCustomer, type ActionContext, type Outcome } from './common';
import { moveExpiry } from './subscription-term';

/** The most issues one extension may add (ten years of a monthly): beyond that it is a typing slip. */
export const MAX_EXTENSION_ISSUES = 120;

export interface ExtensionRequest {
  accountNumber: string;
  prodIdAlias: string;
  /** The issue number of the new last issue. */
  subscriptionEnd: number;
  reasonCode: string;
}

/**
 * §7 call 13: the subscription now ends with issue `subscriptionEnd`, which must come after the
 * current last issue (409 otherwise: an extension never shortens a subscription).
 */
export async function extendSubscription(ctx: ActionContext, request: ExtensionRequest): Promise<Outcome<TOrderUpdateResponse>> {
  return withCustomer(ctx, request.accountNumber, async (customer) => {
    const current = customer.expireIssueNumber;
    if (current === null) return conflict('This account has no subscription to extend.');
    const target = request.subscriptionEnd;
    if (target <= current) return conflict(`Your subscription already runs to issue ${current}. Choose a later issue to extend it.`);
    if (target - current > MAX_EXTENSION_ISSUES) {
      return unprocessable('body.order.subscriptionEnd', `An extension can add at most ${MAX_EXTENSION_ISSUES} issues.`);
    }
    const subscription = currentSubscription(await findAccountOrders(ctx.database, customer, request.prodIdAlias));
    if (!subscription) return conflict('This account has no running subscription to extend.');
    await moveExpiry(ctx, customer, subscription.order, target);
    await audit(ctx, customer, {
      kind: 'extension',
      orderId: subscription.order.id,
      reasonCode: request.reasonCode,
      payload: { orderNumber: subscription.order.orderNumber, fromIssue: current, toIssue: target },
    });
    return done({ success: true, expireIssueNumber: target, message: `Your subscription now runs to issue ${target}.` });
  });
}
