import { useEffect } from 'react';
import type { Subscription } from '../../../../machines/rules/subscription-actions';
import { embeddedActionCycle, useCycleEffects } from '../action-cycle';
import { performSubscriptionAction } from './actors';

/** The generic action cycle with the subscription calls, for a flow machine's `actionCycle` actor. */
export function useSubscriptionCycle() {
  return embeddedActionCycle(performSubscriptionAction, useCycleEffects());
}

/** Tells the flow's machine about its order each time the customer data brings it anew. */
export function useFeedSubscription(actor: { send: (event: { type: 'SUBSCRIPTION.FOUND'; subscription: Subscription }) => void }, subscription: Subscription) {
  useEffect(() => {
    actor.send({ type: 'SUBSCRIPTION.FOUND', subscription });
  }, [actor, subscription]);
}
