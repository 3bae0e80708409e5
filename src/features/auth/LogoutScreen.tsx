import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { BusyNotice } from '../../app/shell/BusyNotice';
import { useSessionActor } from '../session/session-context';

/** §2 /auth/logout and /logout: clears the session; the session machine then goes to /. */
export default function LogoutScreen() {
  const session = useSessionActor();
  useEffect(() => {
    session.send({ type: 'SESSION.LOGOUT', redirectTo: '/' });
  }, [session]);
  return (
    <BusyNotice>
      <Trans>Signing you out…</Trans>
    </BusyNotice>
  );
}
