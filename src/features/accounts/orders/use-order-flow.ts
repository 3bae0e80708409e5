import { useEffect, useMemo } from 'react';
import type { AnyActorRef } from 'xstate';
import { custServEmailAddressOf, orderSubjectOf, type OrderSubject } from '../../../../machines/rules/orders';
import { retentionOfferMachine } from '../../../../machines/flows/retention-offer.machine';
import { storeCreditRefundMachine } from '../../../../machines/flows/store-credit-refund.machine';
import { usePortalConfig } from '../../../app/config-context';
import { embeddedActionCycle, useCycleEffects } from '../action-cycle';
import type { OrderInView } from '../flows/OrderGate';
import { performOrderAction } from './actors';

/** The generic action cycle with the order calls, for a flow machine's child cycles. */
export function useOrderCycle() {
  return embeddedActionCycle(performOrderAction, useCycleEffects());
}

/** The retention offer (intellisel) with its cycle, for a flow machine's `retentionOffer` actor. */
export function useRetentionOfferLogic() {
  return retentionOfferMachine.provide({ actors: { actionCycle: useOrderCycle() } });
}

/** The refund to store credit with its cycle, for the cancel flow's `storeCreditRefund` actor. */
export function useStoreCreditRefundLogic() {
  return storeCreditRefundMachine.provide({ actors: { actionCycle: useOrderCycle() } });
}

/** The order of the view with what the order flows need around it; a new object only when the data changed. */
export function useOrderSubject(view: OrderInView): OrderSubject | null {
  const { adminConfig } = usePortalConfig();
  const { lookup, order } = view;
  return useMemo(
    () => orderSubjectOf(lookup, order.orderNumber, custServEmailAddressOf(adminConfig, order.prodIdAlias)),
    [lookup, order.orderNumber, order.prodIdAlias, adminConfig],
  );
}

/** Tells the flow's machine about its order each time the customer data brings it anew. */
export function useFeedOrder(actor: AnyActorRef, subject: OrderSubject | null) {
  useEffect(() => {
    if (subject) actor.send({ type: 'ORDER.FOUND', subject });
  }, [actor, subject]);
}

/** A fresh Idempotency-Key for a money call (refund, gift order); the machine decides when a retry keeps the old one (ARCHITECTURE §5). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
