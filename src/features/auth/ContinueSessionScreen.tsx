import { Navigate, getRouteApi } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Authenticating } from '../../app/shell/Authenticating';
import { useSessionActor } from '../session/session-context';

const continueRoute = getRouteApi('/mylo/continue');

/**
 * §2 /mylo/continue?ac=: hands the link to the session machine, which reads it, signs in and
 * navigates (§4 continue session). A link that ends signed out shows the sign-in page, where the
 * machine's §8 notice is.
 */
export default function ContinueSessionScreen() {
  const { ac } = continueRoute.useSearch();
  const session = useSessionActor();
  const sent = useRef(false);
  const failed = useSelector(session, (s) => sent.current && s.matches('signedOut'));

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    session.send({ type: 'SESSION.CONTINUE', ac: ac ?? '' });
  }, [session, ac]);

  return failed ? <Navigate to="/login" replace /> : <Authenticating />;
}
