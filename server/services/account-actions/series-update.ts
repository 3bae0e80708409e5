import type { TSeriesResponse } from '../../../contracts/schemas/actions';
import type { TYesNo } from '../../../contracts/schemas/common';
import { updateOrder } from '../../db/repositories/account-actions';
import { ENDED_STATUSES } from '../../db/schema';
import { audit, conflict, done, withCustomer, type ActionContext, type Outcome } from './common';
import { deliveryOrders } from './delivery-orders';
import { resumeOrder } from './resume';
import { suspendOrder } from './suspend';

export interface SeriesUpdateRequest {
  recipAccountNumber: string;
  prodIdAlias: string;
  planCode: string;
  planStatus: string;
  shipFrequency: string;
  shipQuantity: number;
  /** Y: delivery suspended, N: delivering; a change suspends or resumes as calls 16 and 17 do. */
  suspendSwitch: TYesNo;
}

/** §7 call 18: stores the series plan's status, frequency and quantity on the order. */
export async function updateSeries(ctx: ActionContext, request: SeriesUpdateRequest): Promise<Outcome<TSeriesResponse>> {
  return withCustomer(ctx, request.recipAccountNumber, async (customer) => {
    const orders = await deliveryOrders(ctx, customer, { prodIdAlias: request.prodIdAlias, planCode: request.planCode, via: 'series' });
    if (!orders.ok) return orders;
    const plans = orders.value.filter(({ order }) => order.isPf || order.systemCode === 'SERVPF');
    if (plans.length === 0) return conflict('NOT_SERIES_PLAN', 'Only series plans have series settings to change.');
    // A plan that has ended (completed, canceled) ships nothing more: its settings no longer change.
    const target = plans.find(({ order }) => !ENDED_STATUSES.has(order.orderStatus));
    if (!target) return conflict('ORDER_ENDED', `Plan ${request.planCode} has ended, so its series settings cannot change.`);
    const { order } = target;

    let answer: TSeriesResponse = { success: true, message: 'Your series settings have been saved.' };
    const suspended = order.orderStatus === 'suspended';
    if (request.suspendSwitch === 'Y' && !suspended) {
      const outcome = await suspendOrder(ctx, customer, [target], { via: 'series' });
      if (!outcome.ok) return outcome;
    } else if (request.suspendSwitch === 'N' && suspended) {
      const outcome = await resumeOrder(ctx, customer, [target], 'series');
      if (!outcome.ok) return outcome;
      answer = { ...answer, items: outcome.value.items };
    }

    await updateOrder(ctx.database, order.id, {
      planStatus: request.planStatus,
      shipFrequency: request.shipFrequency,
      shipQuantity: request.shipQuantity,
    });
    await audit(ctx, customer, {
      kind: 'series-update',
      orderId: order.id,
      payload: {
        orderNumber: order.orderNumber,
        planCode: request.planCode,
        planStatus: request.planStatus,
        shipFrequency: request.shipFrequency,
        shipQuantity: request.shipQuantity,
        suspendSwitch: request.suspendSwitch,
        previous: { planStatus: order.planStatus, shipFrequency: order.shipFrequency, shipQuantity: order.shipQuantity },
      },
    });
    return done(answer);
  });
}
