import type { TErrorCode } from '../../../contracts/error-codes';
import type { TSystemCode } from '../../db/schema';
import { findAccountOrders, type AccountOrder } from '../../db/repositories/account-actions';
import type { CustomerRow } from '../../db/repositories/customers';
import { conflict, done, notFound, withCustomer, type ActionContext, type Outcome } from './common';

/**
 * Which call changes delivery of which system (§7 calls 16–18): SERV subscriptions through
 * POST /cofp, the other systems (SERVPF plans, EHUB) through PUT /series.
 */
export type DeliveryCall = 'cofp' | 'series';

const callOf = (systemCode: TSystemCode): DeliveryCall => (systemCode === 'SERV' ? 'cofp' : 'series');

const WRONG_CALL_CODE: Record<DeliveryCall, TErrorCode> = { cofp: 'SERIES_PLAN_ONLY', series: 'NOT_SERIES_PLAN' };
const WRONG_CALL: Record<DeliveryCall, string> = {
  cofp: 'This subscription is a series plan: suspend, resume and change it through the series update.',
  series: 'This subscription is not a series plan: suspend and resume it through the subscription preferences.',
};

export interface DeliveryOrderQuery {
  prodIdAlias: string;
  /** PUT /series names the plan. */
  planCode?: string;
  via: DeliveryCall;
}

/**
 * The orders of the product (and plan) the account holds that this call may change, those
 * delivered to the account itself first. 404 when the account holds none, 409 when they belong
 * to the other call.
 */
export async function deliveryOrders(ctx: ActionContext, customer: CustomerRow, query: DeliveryOrderQuery): Promise<Outcome<AccountOrder[]>> {
  const held = (await findAccountOrders(ctx.database, customer, query.prodIdAlias)).filter(
    (o) => o.held && (query.planCode === undefined || o.order.planCode === query.planCode),
  );
  if (held.length === 0) {
    const what = query.planCode ? `plan ${query.planCode}` : `${query.prodIdAlias} subscription`;
    return notFound('SUBSCRIPTION_NOT_FOUND', `We could not find a ${what} on account ${customer.accountNumber}.`);
  }
  const fitting = held.filter((o) => callOf(o.order.systemCode) === query.via);
  if (fitting.length === 0) return conflict(WRONG_CALL_CODE[query.via], WRONG_CALL[query.via]);
  return done([...fitting.filter((o) => o.shipsToAccount), ...fitting.filter((o) => !o.shipsToAccount)]);
}

export interface DeliveryRequest {
  accountNumber: string;
  prodIdAlias: string;
  planCode?: string | undefined;
  via: DeliveryCall;
}

/** Locks the account's customer row and acts on the orders the request's call may change. */
export function withDeliveryOrders<T>(
  ctx: ActionContext,
  request: DeliveryRequest,
  act: (customer: CustomerRow, orders: AccountOrder[]) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  return withCustomer(ctx, request.accountNumber, async (customer) => {
    const orders = await deliveryOrders(ctx, customer, {
      prodIdAlias: request.prodIdAlias,
      via: request.via,
      ...(request.planCode !== undefined ? { planCode: request.planCode } : {}),
    });
    if (!orders.ok) return orders;
    return act(customer, orders.value);
  });
}
