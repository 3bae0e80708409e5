import { REPLACEMENT_EXTENSION_ISSUES } from '../../../contracts/constants';
import type { TCofpResponse } from '../../../contracts/schemas/actions';
import type { TYesNo } from '../../../contracts/schemas/common';
import { findAccountOrders } from '../../db/repositories/account-actions';
import { REPLACEMENT_KIND, findIssue, replacedIssueNumbers, takeFromStock } from '../../db/repositories/issues';
import { audit, conflict, currentSubscription, done, withCustomer, type ActionContext, type Outcome } from './common';
import { isEntitled } from './entitled-issues';
import { moveExpiry } from './subscription-term';

export interface ReplacementRequest {
  accountNumber: string;
  prodIdAlias: string;
  issueNumber: number;
  numberOfCopies: number;
  reasonCode: string;
  /** Y: send the issue itself; N: extend the subscription instead (§2). */
  requestIssue: TYesNo;
}

/**
 * §7 call 14, a missing or damaged issue. With requestIssue Y and the issue in stock, copies are
 * taken from stock and shipped; otherwise (N, or out of stock) the subscription is extended by
 * REPLACEMENT_EXTENSION_ISSUES (§9). Only an issue the account received (its entitled issues,
 * call 12) can be replaced, once.
 */
export async function requestReplacement(ctx: ActionContext, request: ReplacementRequest): Promise<Outcome<TCofpResponse>> {
  const { issueNumber } = request;
  return withCustomer(ctx, request.accountNumber, async (customer) => {
    const issue = await findIssue(ctx.database, ctx.publisher.magCode, issueNumber);
    if (!issue || !isEntitled(customer, issueNumber)) {
      return conflict('ISSUE_NOT_REPLACEABLE', `Issue ${issueNumber} is not one of the recent issues delivered to this account, so it cannot be replaced.`);
    }
    if ((await replacedIssueNumbers(ctx.database, customer.id, [issueNumber])).has(issueNumber)) {
      return conflict('REPLACEMENT_ALREADY_REQUESTED', `A replacement for issue ${issueNumber} was already requested.`);
    }
    const record = (payload: Record<string, unknown>, orderId?: number) =>
      audit(ctx, customer, {
        kind: REPLACEMENT_KIND,
        reasonCode: request.reasonCode,
        ...(orderId !== undefined ? { orderId } : {}),
        payload: { issueNumber, numberOfCopies: request.numberOfCopies, requestIssue: request.requestIssue, ...payload },
      });

    if (request.requestIssue === 'Y' && (await takeFromStock(ctx.database, ctx.publisher.magCode, issueNumber, request.numberOfCopies))) {
      await record({ outcome: 'shipped' });
      return done({
        success: true,
        message: `A replacement copy of ${issue.title} is on its way.`,
        replacement: { outOfStock: false, extendedByIssues: 0 },
      });
    }

    const outOfStock = request.requestIssue === 'Y';
    const subscription = currentSubscription(await findAccountOrders(ctx.database, customer, request.prodIdAlias));
    if (customer.expireIssueNumber === null || !subscription) {
      return conflict(
        'NO_RUNNING_SUBSCRIPTION',
        outOfStock
          ? `Issue ${issueNumber} is out of stock and this account has no running subscription to extend instead.`
          : 'This account has no running subscription to extend.',
      );
    }
    const expireIssueNumber = customer.expireIssueNumber + REPLACEMENT_EXTENSION_ISSUES;
    const extra = REPLACEMENT_EXTENSION_ISSUES === 1 ? 'one issue' : `${REPLACEMENT_EXTENSION_ISSUES} issues`;
    await moveExpiry(ctx, customer, subscription.order, expireIssueNumber);
    await record({ outcome: 'extended', outOfStock, fromIssue: customer.expireIssueNumber, toIssue: expireIssueNumber }, subscription.order.id);
    return done({
      success: true,
      message: outOfStock
        ? `${issue.title} is out of stock, so your subscription has been extended by ${extra} instead.`
        : `Your subscription has been extended by ${extra}.`,
      replacement: { outOfStock, extendedByIssues: REPLACEMENT_EXTENSION_ISSUES },
    });
  });
}
