import type { TMyloLinkResponse, TSecuredCheckResponse } from '../../contracts/schemas/lookup';
import type { Database } from '../db';
import { findByRecRegId } from '../db/repositories/customers';
import { findLinkedAccounts } from '../db/repositories/identity-links';
import type { PublisherRef } from '../db/repositories/publishers';
import { bindAccounts, checkAccounts, type ActiveSession, type SessionProblem } from './sessions';

/**
 * §7 call 6: is the account registered under this recRegId secured? Account-scoped: the session
 * must hold every account carrying that recRegId (it does after the lookup that found it).
 */
export async function securedCheck(
  database: Database,
  publisher: PublisherRef,
  session: ActiveSession,
  recRegId: string,
): Promise<TSecuredCheckResponse | SessionProblem> {
  const accounts = await findByRecRegId(database, publisher.id, recRegId);
  const problem = checkAccounts(session, accounts.map((a) => a.accountNumber));
  if (problem) return problem;
  return accounts
    .filter((a) => a.secured)
    .map((a) => ({ RecRegId: a.recRegId ?? recRegId, accountNumber: a.accountNumber, prodIdAlias: a.prodIdAlias }));
}

/**
 * §7 call 5: the subscriptions linked to a VERIFIED identity, bound to the session as a secure
 * sign-in. The caller must have verified the access token and checked that its subject is `sub`.
 */
export async function linkIdentity(
  database: Database,
  publisher: PublisherRef,
  session: ActiveSession,
  sub: string,
): Promise<TMyloLinkResponse> {
  const linked = await findLinkedAccounts(database, publisher.id, sub);
  await bindAccounts(database, session, linked.map((a) => a.accountNumber), { channel: 'idp', identitySub: sub });
  // accountId/postalCode: the account the follow-up lookup signs in with (print first, §4).
  const primary = linked.find((a) => a.systemCode !== 'RESIN') ?? linked[0];
  return {
    subscriptions: linked.map((a) => ({ prod_id: a.prodIdAlias, account_number: a.accountNumber })),
    resinAccounts: linked
      .filter((a) => a.systemCode === 'RESIN' && a.resinClientId)
      .map((a) => ({ accountNumber: a.accountNumber, resinClientId: a.resinClientId!, prod_id: a.prodIdAlias })),
    ...(primary ? { accountId: primary.accountNumber, postalCode: primary.postalCode } : {}),
  };
}
