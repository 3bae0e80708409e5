import { isLookupFailure, lookupFailureCode, type TLookupRequest } from '../../../contracts/schemas/lookup';
import type { TAnalyticsEvent } from '../../../contracts/schemas/analytics';
import type { AccountFetchOutcome } from '../../../machines/account-lookup.machine';
import { accountClient, accountHeaders } from '../../gateway/account-client';
import { errorMessageOf } from '../../gateway/errors';

/**
 * The account area's shared gateway calls: the refetch (§7 call 4) and analytics (§7 call 28).
 * Each action's own calls live beside its screen.
 */

/** §7 call 4 by account number and postal code. A lookup failure is an outcome; a failed call throws. */
export async function fetchAccount(request: TLookupRequest): Promise<AccountFetchOutcome> {
  const answer = await accountClient.lookup.accountLookup({ headers: accountHeaders(), body: request });
  if (answer.status === 200) {
    return isLookupFailure(answer.body) ? { found: false, code: lookupFailureCode(answer.body) } : { found: true, lookup: answer.body };
  }
  throw new Error(errorMessageOf(answer.status, answer.body).message);
}

/** §7 call 28, fire and forget: an analytics failure never stops the action it reports. */
export function publishAnalytics(event: TAnalyticsEvent) {
  void accountClient.analytics
    .publish({ headers: accountHeaders(), body: { eventBusTransactionType: 'PUBLISH', body: event } })
    .catch(() => undefined);
}
