import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Authenticating } from '../../app/shell/Authenticating';
import { useSessionActor } from '../session/session-context';

const continueRoute = getRouteApi('/mylo/continue');

/**
 * §2 /mylo/continue?ac=: continues a session from an account number and postal code (§4
 * continue session refreshes credentials). Success goes to /accounts/summary (the session machine
 * navigates); a link that cannot be read or finds nothing leads to /login with the §8 notice.
 */
export default function ContinueSessionScreen() {
  const { ac } = continueRoute.useSearch();
  const session = useSessionActor();
  const navigate = useNavigate();
  const sent = useRef(false);
  const phase = useSelector(session, (s) =>
    s.hasTag('authenticating') || s.hasTag('busy') ? 'working' : s.matches('signedIn') ? 'signedIn' : 'signedOut',
  );

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    session.send({ type: 'SESSION.CONTINUE', ac: ac ?? '' });
  }, [session, ac]);

  // Read after the event was sent: success navigates from the machine; this covers the rest.
  useEffect(() => {
    if (!sent.current) return;
    const snapshot = session.getSnapshot();
    if (snapshot.hasTag('authenticating') || snapshot.hasTag('busy')) return;
    void navigate({ to: snapshot.matches('signedIn') ? '/accounts/summary' : '/login', replace: true });
  }, [phase, navigate, session]);

  return <Authenticating />;
}
