import type { TSuccessResponse } from '../../../contracts/schemas/actions';
import { updateOrder, type AccountOrder } from '../../db/repositories/account-actions';
import type { CustomerRow } from '../../db/repositories/customers';
import { findIssue } from '../../db/repositories/issues';
import { loadAdminConfig } from '../configuration';
import { ENDED_STATUSES } from '../../db/schema';
import { audit, conflict, done, todayOf, unprocessable, type ActionContext, type Outcome } from './common';
import { withDeliveryOrders, type DeliveryCall, type DeliveryRequest } from './delivery-orders';

export interface SuspendOptions {
  via: DeliveryCall;
  reasonCode?: string | undefined;
  /** SERV (POST /cofp): the issue delivery resumes with. */
  resumeIssue?: number | undefined;
  /** PUT /series: the day delivery resumes. */
  resumeServiceDate?: string | undefined;
  shipFrequency?: string | undefined;
}

export interface SuspendRequest extends SuspendOptions, DeliveryRequest {}

/**
 * §7 call 16: suspends delivery of the account's suspendable order (SPEC §6: the publisher's
 * enableSuspend and the order's isSuspendable). The order becomes 'suspended' and resumable; a
 * resume issue or date is kept as the scheduled resume.
 */
export async function suspendDelivery(ctx: ActionContext, request: SuspendRequest): Promise<Outcome<TSuccessResponse>> {
  return withDeliveryOrders(ctx, request, (customer, orders) => suspendOrder(ctx, customer, orders, request));
}

/** Suspends the first suspendable of `candidates`; the customer row is locked by the caller. */
export async function suspendOrder(
  ctx: ActionContext,
  customer: CustomerRow,
  candidates: readonly AccountOrder[],
  options: SuspendOptions,
): Promise<Outcome<TSuccessResponse>> {
  const config = await loadAdminConfig(ctx.database, ctx.publisher.globalCode);
  if (!config?.AvailableActions.Preferences.enableSuspend) return conflict('SUSPEND_NOT_OFFERED', 'Suspending delivery is not available for this publication.');
  const target = candidates.find(({ order }) => order.isSuspendable && order.orderStatus !== 'suspended' && !ENDED_STATUSES.has(order.orderStatus));
  if (!target) {
    const suspended = candidates.some(({ order }) => order.orderStatus === 'suspended');
    return suspended
      ? conflict('ALREADY_SUSPENDED', 'Delivery of this subscription is already suspended.')
      : conflict('NOT_SUSPENDABLE', 'Delivery of this subscription cannot be suspended.');
  }

  const today = todayOf(ctx.policy);
  let resumeDate: string | null = null;
  if (options.resumeIssue !== undefined) {
    const delivered = customer.lastIssueNumber ?? 0;
    if (options.resumeIssue <= delivered) {
      return unprocessable('RESUME_TOO_EARLY', 'body.resumeIssue', `Delivery can resume with an issue after issue ${delivered}, the last one delivered.`);
    }
    resumeDate = (await findIssue(ctx.database, ctx.publisher.magCode, options.resumeIssue))?.coverDate ?? null;
  }
  if (options.resumeServiceDate !== undefined) {
    if (options.resumeServiceDate <= today) return unprocessable('RESUME_TOO_EARLY', 'body.resumeServiceDate', 'The resume date must be after today.');
    resumeDate = options.resumeServiceDate;
  }

  const { order } = target;
  await updateOrder(ctx.database, order.id, {
    orderStatus: 'suspended',
    isSuspendable: false,
    isResumable: true,
    suspendedAt: today,
    suspendReasonCode: options.reasonCode ?? null,
    resumeIssue: options.resumeIssue ?? null,
    resumeDate,
    resumedAt: null,
    ...(options.shipFrequency ? { shipFrequency: options.shipFrequency } : {}),
  });
  await audit(ctx, customer, {
    kind: 'suspend',
    orderId: order.id,
    reasonCode: options.reasonCode ?? null,
    payload: { orderNumber: order.orderNumber, previousStatus: order.orderStatus, via: options.via, resumeIssue: options.resumeIssue ?? null, resumeDate },
  });
  return done({
    success: true,
    message: resumeDate ? `Delivery is suspended and resumes on ${resumeDate}.` : 'Delivery is suspended until you resume it.',
  });
}
