import { initClient } from '@ts-rest/core';
import { gatewayContract } from '../../contracts/gateway';

const SESSION_ID_KEY = 'portal.sessionId';

/** The session id minted by the gateway, kept for the tab's life (§9: session storage). */
export function currentSessionId(): string | null {
  return sessionStorage.getItem(SESSION_ID_KEY);
}

export function rememberSessionId(sessionId: string | null) {
  if (sessionId) sessionStorage.setItem(SESSION_ID_KEY, sessionId);
  else sessionStorage.removeItem(SESSION_ID_KEY);
}

/** The typed gateway client: every call validates its response against the contract. */
export const gatewayClient = initClient(gatewayContract, {
  baseUrl: '',
  validateResponse: true,
  throwOnUnknownStatus: false,
  api: async ({ path, method, headers, body }) => {
    const sessionId = currentSessionId();
    const response = await fetch(path, {
      method,
      headers: sessionId ? { ...headers, 'x-session-id': sessionId } : headers,
      body: body as BodyInit | undefined,
      credentials: 'same-origin',
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // A non-JSON answer (a proxy error page) stays text; callers treat it as a failure.
    }
    return { status: response.status, body: parsed, headers: response.headers };
  },
});

/** A failed gateway call as the spec's server-error page shows it: a message and the URL. */
export class GatewayCallError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'GatewayCallError';
  }
}

/** The readable message of a non-2xx answer: the error body's message, else the status. */
export function errorMessageOf(status: number, body: unknown): { message: string; code?: string } {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    const code = 'code' in body && typeof body.code === 'string' ? body.code : undefined;
    return code ? { message: body.message, code } : { message: body.message };
  }
  return { message: `HTTP ${status}` };
}
