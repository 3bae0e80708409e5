import { i18n } from '@lingui/core';
import { initClient, type AppRouter } from '@ts-rest/core';
import { currentSessionId } from './session-id';

/**
 * A typed gateway client for a contract (the whole gateway, or a part of it such as the sign-in
 * calls): every call carries the session id and the portal's language (the gateway words the mail
 * it writes in it) and validates its response against the contract.
 */
export function createGatewayClient<T extends AppRouter>(contract: T) {
  return initClient(contract, {
  baseUrl: '',
  validateResponse: true,
  throwOnUnknownStatus: false,
  api: async ({ path, method, headers, body }) => {
    const sessionId = currentSessionId();
    const withLanguage = i18n.locale ? { 'accept-language': i18n.locale, ...headers } : headers;
    const response = await fetch(path, {
      method,
      headers: sessionId ? { ...withLanguage, 'x-session-id': sessionId } : withLanguage,
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
}

