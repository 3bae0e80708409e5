import type { ActionOutcome } from '../../../machines/rules/account';
import type { ActionCycleEffects } from '../../../machines/flows/action-cycle-child';
import { useSessionActor } from '../session/session-context';
import { publishAnalytics } from './account-actors';
import { useAccountLookup } from './account-data';

/**
 * Wires the generic action cycle (machines/flows/action-cycle.machine.ts) to the portal: analytics,
 * the refetch through the account lookup, the session timeout. Each action supplies `perform`.
 */

export type Perform<R> = (request: R) => Promise<ActionOutcome>;

/** The cycle's shared effects, bound to this screen's account lookup and session. */
export function useCycleEffects(): ActionCycleEffects {
  const accountLookup = useAccountLookup();
  const session = useSessionActor();
  return {
    'report analytics': (_: unknown, event: Parameters<typeof publishAnalytics>[0]) => publishAnalytics(event),
    'refetch customer': (_: unknown, { delayMs, postalCode }: { delayMs: number; postalCode?: string }) =>
      accountLookup.send({ type: 'ACCOUNT.REFETCH', delayMs, ...(postalCode ? { postalCode } : {}) }),
    'time out session': (_: unknown, { message }: { message: string }) => session.send({ type: 'SESSION.TIMEOUT', message }),
  };
}

/** The cycle with an action's calls and the shared effects, for a flow machine to invoke as a child (machines/flows/action-cycle-child.ts). */
export { embeddedActionCycle } from '../../../machines/flows/action-cycle-child';
