import { initContract } from '@ts-rest/core';
import { errorMessageOf, failureMessageOf } from './errors';
import { currentSessionId } from './session-id';

/**
 * Builds a part of the gateway contract (contracts/gateway.ts: the same routes, the same paths)
 * for a screen's own client: `createGatewayClient(accountRoutes({ customer: customerContract },
 * GATEWAY_ROUTER_OPTIONS))`. Each account screen builds the part it calls, so the schemas of a
 * part are built when a screen that calls it loads, not all with the account area's first screen
 * (issue 15: building every account call's schemas was a third of the summary's longest task).
 * None of it loads with /login (ARCHITECTURE §6: each screen is lazy-loaded).
 */
export const accountRoutes = initContract().router;

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
