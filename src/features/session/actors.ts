import type { TAnalyticsEvent } from '../../../contracts/schemas/analytics';
import type { TFederatedIdentity } from '../../../contracts/schemas/customer';
import { isLookupFailure, lookupFailureCode, type TLookupRequest, type TMyloLinkResponse } from '../../../contracts/schemas/lookup';
import type { LookupOutcome } from '../../../machines/flows/session.machine';
import { signInFailureCode } from '../../../machines/rules/sign-in';
import { errorMessageOf } from '../../gateway/errors';
import { currentSessionId, rememberSessionId } from '../../gateway/session-id';
import { signInClient as gatewayClient } from '../../gateway/sign-in-client';

/**
 * The session machine's gateway calls (§7 calls 4–6), loaded with the first of them so the first
 * page does not carry the sign-in contract (see session-actor.ts). Each call carries the session id the
 * gateway minted (ARCHITECTURE §5); a tab without one, or whose session the server no longer
 * knows (a restart with a fresh database), gets a new one and the call is made once more.
 */

async function mintSessionId(): Promise<string> {
  const answer = await gatewayClient.session.create({ headers: {} });
  if (answer.status !== 200) throw new Error(errorMessageOf(answer.status, answer.body).message);
  rememberSessionId(answer.body.sessionId);
  return answer.body.sessionId;
}

export async function sessionHeaders(): Promise<{ 'x-session-id': string }> {
  return { 'x-session-id': currentSessionId() ?? (await mintSessionId()) };
}

function isUnknownSession(status: number, body: unknown): boolean {
  const { code } = errorMessageOf(status, body);
  return status === 401 && (code === 'SESSION_REQUIRED' || code === 'SESSION_EXPIRED');
}

/** Runs a session-scoped call; an unknown session is replaced once (only while signed out). */
async function withSession<T extends { status: number; body: unknown }>(call: (headers: { 'x-session-id': string }) => Promise<T>): Promise<T> {
  const answer = await call(await sessionHeaders());
  if (!isUnknownSession(answer.status, answer.body)) return answer;
  return call({ 'x-session-id': await mintSessionId() });
}

/** §7 call 4. Not-found, secured, rate-limited and bot-check answers are outcomes, not errors. */
export async function lookupAccount(input: { request: TLookupRequest }): Promise<LookupOutcome> {
  const answer = await withSession((headers) => gatewayClient.lookup.accountLookup({ headers, body: input.request }));
  if (answer.status === 200) {
    const body = answer.body;
    if (isLookupFailure(body)) return { found: false, failure: { code: signInFailureCode(lookupFailureCode(body)) } };
    return { found: true, lookup: body };
  }
  const { message, code } = errorMessageOf(answer.status, answer.body);
  if (answer.status === 429) return { found: false, failure: { code: 'RATE_LIMITED' } };
  if (code === 'BOT_CHECK_FAILED') return { found: false, failure: { code: 'BOT_CHECK_FAILED' } };
  throw new Error(message);
}

/** §7 call 5: the identity's subscriptions; the gateway verifies the access token. */
export async function exchangeIdentity(input: { accessToken: string; identity: TFederatedIdentity; globalCode: string }): Promise<TMyloLinkResponse> {
    const answer = await withSession((headers) =>
      gatewayClient.lookup.link({
        headers,
        body: {
          myloIdentitySub: input.identity.sub,
          globalCode: input.globalCode,
          accessToken: input.accessToken,
          ...(input.identity.legacy_sub ? { myloLegacySub: input.identity.legacy_sub } : {}),
        },
      }),
    );
  if (answer.status === 200) return answer.body;
  throw new Error(errorMessageOf(answer.status, answer.body).message);
}

/** §7 call 6: a first item carrying RecRegId means the account is secured. */
export async function checkSecured(input: { recRegId: string; globalCode: string }): Promise<boolean> {
  const answer = await gatewayClient.lookup.securedCheck({ headers: await sessionHeaders(), body: input });
  if (answer.status !== 200) throw new Error(errorMessageOf(answer.status, answer.body).message);
  return Boolean(answer.body[0]?.RecRegId);
}

/** §7 call 28, fire and forget: an analytics failure never stops the flow it reports. */
export function reportAnalytics(event: TAnalyticsEvent, sessionId: string) {
  void gatewayClient.analytics
    .publish({ headers: { 'x-session-id': sessionId }, body: { eventBusTransactionType: 'PUBLISH', body: event } })
    .catch(() => undefined);
}
