import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { automaticEmailAddMachine } from '../../../../machines/flows/automatic-email-add.machine';
import { knownSignInEmail } from '../../../../machines/rules/profile-actions';
import { useSessionActor } from '../../session/session-context';
import { publishAnalytics } from '../account-actors';
import { useAccountData } from '../account-data';
import { embeddedActionCycle, useCycleEffects } from '../action-cycle';
import type { changeEmail } from './profile-actors';

/**
 * §7 call 9 (email change) when the add runs: the profile calls' client and schemas load then, not
 * with every account screen (most sessions never run it).
 */
const changeEmailOnDemand: typeof changeEmail = (payloads) => import('./profile-actors').then((actors) => actors.changeEmail(payloads));

/** Session storage mark: the automatic email add runs once per session (logout clears it). */
export const AUTOMATIC_EMAIL_ADD_MARK = 'portal.automaticEmailAdd';

/**
 * The automatic email add (machines/flows/automatic-email-add.machine.ts), started from the account
 * area: once the account data is there, it adds the session's email to the accounts without one.
 * Renders nothing; mount it once inside AccountDataProvider.
 */
export function AutomaticEmailAdd() {
  const effects = useCycleEffects();
  const session = useSessionActor();
  const persisted = useSelector(session, (s) => s.context.session);
  const { lookup } = useAccountData();
  const actor = useActorRef(
    automaticEmailAddMachine.provide({
      actors: { actionCycle: embeddedActionCycle(changeEmailOnDemand, effects) },
      actions: {
        'remember it ran': () => sessionStorage.setItem(AUTOMATIC_EMAIL_ADD_MARK, '1'),
        'report failure': () => publishAnalytics({ category: 'Automatic Email Add', action: 'Unsuccessful', label: '', value: 0 }),
      },
    }),
  );
  const waiting = useSelector(actor, (s) => s.matches('idle'));
  useEffect(() => {
    if (!waiting || !lookup) return;
    actor.send({
      type: 'EMAIL_ADD.CHECK',
      customers: lookup.customers,
      known: knownSignInEmail(persisted),
      alreadyRan: sessionStorage.getItem(AUTOMATIC_EMAIL_ADD_MARK) !== null,
    });
  }, [actor, lookup, persisted, waiting]);
  return null;
}
