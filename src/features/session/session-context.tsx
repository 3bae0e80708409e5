import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { SessionRef } from '../../../machines/flows/session.machine';

const SessionContext = createContext<SessionRef | null>(null);
export const SessionProvider = SessionContext.Provider;

export function useSessionActor(): SessionRef {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSessionActor outside SessionProvider');
  return session;
}

/** What the shell needs of the session: signed in or not, and through which channel. */
export function useSessionView() {
  const session = useSessionActor();
  const signedIn = useSelector(session, (s) => s.matches('signedIn'));
  const channel = useSelector(session, (s) => s.context.session?.channel ?? null);
  return { signedIn, channel, signOut: () => session.send({ type: 'SESSION.LOGOUT', redirectTo: '/login' }) };
}
