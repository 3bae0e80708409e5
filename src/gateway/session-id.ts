const SESSION_ID_KEY = 'portal.sessionId';

/** The session id minted by the gateway, kept for the tab's life (§9: session storage). */
export function currentSessionId(): string | null {
  return sessionStorage.getItem(SESSION_ID_KEY);
}

export function rememberSessionId(sessionId: string | null) {
  if (sessionId) sessionStorage.setItem(SESSION_ID_KEY, sessionId);
  else sessionStorage.removeItem(SESSION_ID_KEY);
}
