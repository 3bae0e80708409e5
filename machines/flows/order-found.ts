import type { AnyEventObject } from 'xstate';
import type { OrderSubject } from '../rules/orders';

/**
 * How a flow on one order starts (cancel, transfer): ORDER.FOUND brings the order each time the
 * customer data brings it anew; the flow's rule says whether its change is offered for it (a
 * refusal code, or null), and an order it is not offered for ends in `unavailable` with the
 * refusal the screen explains. The flow declares, in its setup, the action 'store order'
 * (assign(storeOrder(rule))) and the guard the offered branch names (offered(rule)).
 */

export interface OrderFoundEvent {
  type: 'ORDER.FOUND';
  subject: OrderSubject;
}

type RefusalOf<R> = (subject: OrderSubject) => R | null;

const isOrderFound = (event: AnyEventObject): event is OrderFoundEvent => event.type === 'ORDER.FOUND';

/** The assignment of 'store order': the order found and its refusal (null when the change is offered). */
export function storeOrder<R>(refusalOf: RefusalOf<R>) {
  return ({ event }: { event: AnyEventObject }) => (isOrderFound(event) ? { subject: event.subject, refusal: refusalOf(event.subject) } : {});
}

/** The guard '<change> offered': the order found is one the change is offered for. */
export function offered<R>(refusalOf: RefusalOf<R>) {
  return ({ event }: { event: AnyEventObject }) => isOrderFound(event) && refusalOf(event.subject) === null;
}

/** awaitingOrder: to `target` when `guard` holds, else to `unavailable`; both store the order. */
export function awaitingOrder<const TGuard extends string, const TTarget extends string>(guard: TGuard, target: TTarget) {
  return {
    on: {
      'ORDER.FOUND': [
        { guard, target, actions: 'store order' },
        { target: 'unavailable', actions: 'store order' },
      ],
    },
  } as const;
}
