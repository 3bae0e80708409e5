import { i18n } from '@lingui/core';
import { createActor, fromPromise, waitFor } from 'xstate';
import { provideSessionChildren, sessionMachine, type PersistedSession, type SessionRef } from '../../../machines/flows/session.machine';
import { notify, clearNotifications } from '../../app/notifications';
import { endIdentityProviderSession, forgetIdToken } from '../../auth/identity-provider';
import { currentSessionId, rememberSessionId } from '../../gateway/session-id';
import { preserveAcrossLogout } from '../../i18n/locale';
import { sessionMessages, signInFailureMessages } from './messages';

const SESSION_KEY = 'portal.session';

/** Reads the session persisted in session storage (§9); anything unreadable counts as none. */
export function readPersistedSession(): PersistedSession | null {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<PersistedSession>;
    if (!Array.isArray(parsed.accountNumbers) || parsed.accountNumbers.length === 0) return null;
    if (parsed.channel !== 'guest' && parsed.channel !== 'identityProvider') return null;
    if (!currentSessionId()) return null;
    return { ...parsed, accountNumbers: parsed.accountNumbers.map(String), channel: parsed.channel };
  } catch {
    return null;
  }
}

function persistSession(session: PersistedSession | null) {
  if (session) sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  else sessionStorage.removeItem(SESSION_KEY);
}

/** §4 Logout: session and local storage are cleared (the visitor's language choice stays). */
function clearStorage() {
  rememberSessionId(null);
  forgetIdToken();
  sessionStorage.clear();
  preserveAcrossLogout(() => localStorage.clear());
}

/** The gateway calls load with the first of them (they bring the sign-in contract and its client). */
const calls = () => import('./actors');

const lookupError = (message: string) =>
  notify({ color: 'red', title: i18n._(sessionMessages.lookupErrorTitle), message }, { clean: true });

/**
 * The session actor lives outside React, so the router's guards can wait on it
 * (`waitFor(actor, s => !s.hasTag('busy'))`) before a screen renders.
 */
export function createSessionActor(effects: { navigate: (to: string) => void }): SessionRef {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(async () => readPersistedSession()),
        lookupAccount: fromPromise(async ({ input }) => (await calls()).lookupAccount(input)),
        checkSecured: fromPromise(async ({ input }) => (await calls()).checkSecured(input)),
        ...provideSessionChildren(
          { actors: { exchangeIdentity: fromPromise(async ({ input }) => (await calls()).exchangeIdentity(input)) } },
          {
            actors: {
              endSession: fromPromise(async ({ input }) => {
                const idToken = input.channel === 'identityProvider' ? forgetIdToken() : null;
                clearStorage();
                // The provider ends its own session and sends the browser back to /login (§2 Header).
                if (idToken) await endIdentityProviderSession(idToken);
              }),
            },
          },
        ),
      },
      actions: {
        'clear notifications': () => void clearNotifications(),
        // The next call mints a fresh anonymous session, one without the identity declined.
        'leave identity session': () => rememberSessionId(null),
        'notify sign-in failure': (_, failure) => void lookupError(i18n._(signInFailureMessages[failure.code])),
        'persist session': (_, { session }) => persistSession(session),
        'notify session timeout': (_, { message }) => void lookupError(message ?? i18n._(sessionMessages.sessionTimeout)),
        'report logout': () => {
          // Read now: the logout clears the session id right after.
          const sessionId = currentSessionId();
          if (sessionId) void calls().then((c) => c.reportAnalytics({ category: 'Logout', action: 'Successful', label: '', value: 0 }, sessionId));
        },
        'notify signed out': () =>
          void notify({ color: 'green', title: i18n._(sessionMessages.signedOutTitle), message: i18n._(sessionMessages.signedOutMessage) }, { clean: true }),
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
