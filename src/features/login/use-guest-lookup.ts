import { useSelector } from '@xstate/react';
import { defaultPostalCode } from '../../../contracts/reference/postalCodes';
import { guestLookupRequest, type GuestLookup } from '../../../machines/sign-in';
import { usePortalConfig } from '../../app/config-context';
import { useSessionActor } from '../session/session-context';

/**
 * What the guest forms need of the session: submit a lookup (§3 Lookup request built from the
 * form and the configuration) and whether one is running. The forms stay mounted while it runs,
 * so a failure never clears what was typed.
 */
export function useGuestLookup(redirectTo: string | undefined) {
  const session = useSessionActor();
  const { clientConfig, adminConfig } = usePortalConfig();
  const authenticating = useSelector(session, (s) => s.hasTag('authenticating'));
  const submit = (lookup: GuestLookup, botCheck?: string) => {
    const request = guestLookupRequest({ magCode: clientConfig.magCode, globalCode: clientConfig.globalCode }, lookup, {
      productExcludes: adminConfig.AvailableActions.Preferences.excludeProductOnGCF,
      defaultPostalCode,
      ...(botCheck ? { botCheck } : {}),
    });
    session.send({ type: 'LOOKUP.SUBMIT', request, ...(redirectTo ? { redirectTo } : {}) });
  };
  return { submit, authenticating };
}
