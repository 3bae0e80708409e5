import { isLookupFailure, lookupFailureCode, type TLookupRequest } from '../../../contracts/schemas/lookup';
import type { TAnalyticsEvent } from '../../../contracts/schemas/analytics';
import type { AccountFetchOutcome } from '../../../machines/flows/account-lookup.machine';
import { accountHeaders, bodyOf } from '../../gateway/account-client';
import { signInClient } from '../../gateway/sign-in-client';

/**
 * The account area's shared gateway calls: the refetch (§7 call 4) and analytics (§7 call 28),
 * through the sign-in page's client (the same routes). Each action's own calls live beside its
 * screen.
 */

/** §7 call 4 by account number and postal code. A lookup failure is an outcome; a failed call throws. */
export async function fetchAccount(request: TLookupRequest): Promise<AccountFetchOutcome> {
  const body = bodyOf(await signInClient.lookup.accountLookup({ headers: accountHeaders(), body: request }));
  return isLookupFailure(body) ? { found: false, code: lookupFailureCode(body) } : { found: true, lookup: body };
}

/** §7 call 28, fire and forget: an analytics failure never stops the action it reports. */
export function publishAnalytics(event: TAnalyticsEvent) {
  void signInClient.analytics
    .publish({ headers: accountHeaders(), body: { eventBusTransactionType: 'PUBLISH', body: event } })
    .catch(() => undefined);
}
