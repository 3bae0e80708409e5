import type { TErrorBody } from '../../contracts/schemas/common';
import { findPublisherRefByHost, type PublisherRef } from '../db/repositories/publishers';
import { checkAccounts, isSessionProblem, resolveSession, type ActiveSession, type SessionProblem } from '../services/sessions';
import type { GatewayContext } from './context';
import { errorResponse } from './errors';

/**
 * The one authorisation step of every account-scoped handler (ARCHITECTURE §5):
 *
 *   const auth = await authorize(context, { accounts: [body.accountNumber], globalCode: body.globalCode });
 *   if (!auth.ok) return auth.response;
 *   // auth.session, auth.publisher
 *
 * 401 SESSION_REQUIRED / SESSION_EXPIRED without a live session of this publisher (the request's
 * Host), 403 FORBIDDEN when any account named is not bound to the session, 400 when the body's
 * globalCode names another publisher than the host.
 */

export type AuthorizeContext = Pick<GatewayContext, 'database' | 'policy' | 'requestHeaders'>;

export interface AuthorizeScope {
  /** Every account number the call reads or changes: accountsIn(route, request), as its contract declares (contracts/ownership.ts). */
  accounts?: Iterable<string | null | undefined>;
  /** The body's globalCode, when it has one: it must be the host's publisher. */
  globalCode?: string;
}

type Denied =
  | { readonly status: 400; readonly body: TErrorBody }
  | { readonly status: 401; readonly body: TErrorBody }
  | { readonly status: 403; readonly body: TErrorBody };

export type Authorized =
  | { ok: true; session: ActiveSession; publisher: PublisherRef }
  | { ok: false; response: Denied };

export function denied(problem: SessionProblem): { ok: false; response: Denied } {
  return { ok: false, response: errorResponse(problem.status, problem.code, problem.message) as Denied };
}

export const SESSION_HEADER = 'x-session-id';

export async function authorize(context: AuthorizeContext, scope: AuthorizeScope = {}): Promise<Authorized> {
  const { database, policy, requestHeaders } = context;
  const publisher = await findPublisherRefByHost(database, requestHeaders.get('host') ?? '');
  const session = await resolveSession(database, policy, requestHeaders.get(SESSION_HEADER), publisher?.id ?? null);
  if (isSessionProblem(session)) return denied(session);
  if (scope.globalCode !== undefined && scope.globalCode !== publisher!.globalCode) {
    const fieldErrors: TErrorBody['fieldErrors'] = { 'body.globalCode': ['This site serves another publisher.'] };
    return { ok: false, response: errorResponse(400, 'BAD_REQUEST', 'The request is not valid.', fieldErrors) };
  }
  const problem = checkAccounts(session, scope.accounts ?? []);
  if (problem) return denied(problem);
  return { ok: true, session, publisher: publisher! };
}
