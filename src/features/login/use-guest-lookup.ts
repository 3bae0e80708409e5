import { useSelector } from '@xstate/react';
import { defaultPostalCode } from '../../../contracts/reference/postalCodes';
import { guestLookupRequest, type GuestLookup } from '../../../machines/rules/sign-in';
import { usePortalConfig } from '../../app/config-context';
import { useSessionActor } from '../session/session-context';

/**
 * What the guest forms need of the session: submit a lookup (§3 Lookup request built from the
 * form and the configuration), whether one is running, and whether the last one was refused for
 * want of a bot check. The forms stay mounted while it runs, so a failure never clears what was typed.
 */
export function useGuestLookup(redirectTo: string | undefined) {
  const session = useSessionActor();
  const { clientConfig, adminConfig } = usePortalConfig();
  const authenticating = useSelector(session, (s) => s.hasTag('authenticating'));
  const botCheckAsked = useSelector(session, (s) => s.context.lastFailure?.code === 'BOT_CHECK_FAILED');
  const submit = (lookup: GuestLookup, botCheck?: string) => {
    const request = guestLookupRequest({ magCode: clientConfig.magCode, globalCode: clientConfig.globalCode }, lookup, {
      productExcludes: adminConfig.AvailableActions.Preferences.excludeProductOnGCF,
      defaultPostalCode,
      ...(botCheck ? { botCheck } : {}),
    });
    session.send({ type: 'LOOKUP.SUBMIT', request, ...(redirectTo ? { redirectTo } : {}) });
  };
  return { submit, authenticating, botCheckAsked };
}
