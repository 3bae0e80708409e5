import { gatewayContract } from '../../contracts/gateway';
import { createGatewayClient } from './client';
import { errorMessageOf, failureMessageOf } from './errors';
import { currentSessionId } from './session-id';

/**
 * The whole gateway for the account area. It loads with the account screens, never with /login
 * (ARCHITECTURE §6: each screen is lazy-loaded).
 */
export const accountClient = createGatewayClient(gatewayContract);

/** The session id header every account call carries (ARCHITECTURE §5). */
export function accountHeaders(): { 'x-session-id': string } {
  return { 'x-session-id': currentSessionId() ?? '' };
}

/**
 * The body of a 200 answer; any other status throws an Error whose message is the refusal's code
 * (failureMessageOf), which the action cycle passes through (§8 "Raw exceptions are passed
 * through as the message") and the screen translates; the gateway's English text is its cause.
 */
export function bodyOf<T extends { status: number; body: unknown }>(answer: T): Extract<T, { status: 200 }>['body'] {
  if (answer.status === 200) return answer.body as Extract<T, { status: 200 }>['body'];
  throw new Error(failureMessageOf(answer.status, answer.body), { cause: errorMessageOf(answer.status, answer.body).message });
}
