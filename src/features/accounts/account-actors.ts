import { isLookupFailure, lookupFailureCode, type TLookupRequest } from '../../../contracts/schemas/lookup';
import type { TAnalyticsEvent } from '../../../contracts/schemas/analytics';
import type { AccountFetchOutcome } from '../../../machines/flows/account-lookup.machine';
import { analyticsContract } from '../../../contracts/routes/analytics';
import { lookupContract } from '../../../contracts/routes/lookup';
import { GATEWAY_ROUTER_OPTIONS } from '../../../contracts/sign-in-gateway';
import { accountHeaders, accountRoutes, bodyOf } from '../../gateway/account-client';
import { createGatewayClient } from '../../gateway/client';

/**
 * The account area's shared gateway calls: the refetch (§7 call 4) and analytics (§7 call 28).
 * Each action's own calls live beside its screen.
 */
const accountClient = createGatewayClient(accountRoutes({ lookup: lookupContract, analytics: analyticsContract }, GATEWAY_ROUTER_OPTIONS));

/** §7 call 4 by account number and postal code. A lookup failure is an outcome; a failed call throws. */
export async function fetchAccount(request: TLookupRequest): Promise<AccountFetchOutcome> {
  const body = bodyOf(await accountClient.lookup.accountLookup({ headers: accountHeaders(), body: request }));
  return isLookupFailure(body) ? { found: false, code: lookupFailureCode(body) } : { found: true, lookup: body };
}

/** §7 call 28, fire and forget: an analytics failure never stops the action it reports. */
export function publishAnalytics(event: TAnalyticsEvent) {
  void accountClient.analytics
    .publish({ headers: accountHeaders(), body: { eventBusTransactionType: 'PUBLISH', body: event } })
    .catch(() => undefined);
}
