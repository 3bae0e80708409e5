import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type PersistedSession, type SessionRef } from '../../../machines/session.machine';
import { rememberSessionId } from '../../gateway/client';

const SESSION_KEY = 'portal.session';

/** Reads the session persisted in session storage (§9); anything unreadable counts as none. */
function readPersistedSession(): PersistedSession | null {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<PersistedSession>;
    if (!Array.isArray(parsed.accountNumbers) || parsed.accountNumbers.length === 0) return null;
    if (parsed.channel !== 'guest' && parsed.channel !== 'identityProvider') return null;
    return { accountNumbers: parsed.accountNumbers.map(String), channel: parsed.channel };
  } catch {
    return null;
  }
}

/**
 * The session actor lives outside React, so the router's guards can wait on it
 * (`waitFor(actor, s => !s.hasTag('busy'))`) before a screen renders.
 */
export function createSessionActor(effects: { notifySignedOut: () => void; navigate: (to: string) => void }): SessionRef {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(async () => readPersistedSession()),
        endSession: fromPromise(async () => {
          rememberSessionId(null);
          sessionStorage.clear();
          localStorage.clear();
        }),
      },
      actions: {
        'notify signed out': effects.notifySignedOut,
        navigate: (_, { to }) => effects.navigate(to),
      },
    }),
  );
  actor.start();
  return actor;
}

/** Resolves once the session has settled into one of the two access states (§6). */
export async function settledSession(session: SessionRef) {
  const snapshot = await waitFor(session, (s) => !s.hasTag('busy'));
  return { signedIn: snapshot.matches('signedIn'), snapshot };
}
