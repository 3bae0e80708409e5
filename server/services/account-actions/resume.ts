import type { TCofpResponse } from '../../../contracts/schemas/actions';
import { findOrderItems, updateOrder, type AccountOrder } from '../../db/repositories/account-actions';
import type { CustomerRow } from '../../db/repositories/customers';
import { audit, conflict, done, todayOf, type ActionContext, type Outcome } from './common';
import { withDeliveryOrders, type DeliveryCall, type DeliveryRequest } from './delivery-orders';

export type ResumeRequest = DeliveryRequest;

/** What a resume answers: the items of the resumed order, for the §4 directResume redirect. */
export type ResumeAnswer = Required<Pick<TCofpResponse, 'success' | 'message' | 'items'>>;

/** §7 call 17: resumes delivery of the account's suspended order; it becomes active again. */
export async function resumeDelivery(ctx: ActionContext, request: ResumeRequest): Promise<Outcome<ResumeAnswer>> {
  return withDeliveryOrders(ctx, request, (customer, orders) => resumeOrder(ctx, customer, orders, request.via));
}

/** Resumes the first suspended order of `candidates`; the customer row is locked by the caller. */
export async function resumeOrder(
  ctx: ActionContext,
  customer: CustomerRow,
  candidates: readonly AccountOrder[],
  via: DeliveryCall,
): Promise<Outcome<ResumeAnswer>> {
  const target = candidates.find(({ order }) => order.orderStatus === 'suspended');
  if (!target) return conflict('NOT_SUSPENDED', 'Delivery of this subscription is not suspended, so there is nothing to resume.');
  const { order } = target;
  await updateOrder(ctx.database, order.id, {
    orderStatus: 'active',
    isSuspendable: true,
    isResumable: false,
    resumedAt: todayOf(ctx.policy),
    resumeDate: null,
    resumeIssue: null,
  });
  await audit(ctx, customer, {
    kind: 'resume',
    orderId: order.id,
    payload: { orderNumber: order.orderNumber, via, suspendedAt: order.suspendedAt, scheduledResumeDate: order.resumeDate },
  });
  const items = await findOrderItems(ctx.database, order.id);
  return done({
    success: true,
    message: 'Delivery has resumed.',
    items: items.map((item) => ({ orderNumber: order.orderNumber, directResume: item.directResume })),
  });
}
