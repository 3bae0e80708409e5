import { embeddedActionCycle, useCycleEffects } from '../action-cycle';
import { performBillingAction } from './actors';

/** The generic action cycle with the payment and card calls, for a billing machine's cycle actors. */
export function useBillingCycle() {
  return embeddedActionCycle(performBillingAction, useCycleEffects());
}

/** A fresh idempotency key for a payment attempt (the machine keeps the previous one on a retry). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** Today in the browser (yyyy-mm-dd, local time): cards expired by then cannot pay. */
export function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
