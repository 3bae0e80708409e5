import { ANALYTICS_VALUE_FACTOR } from '../../contracts/constants';
import type { TAnalyticsAction, TAnalyticsEvent } from '../../contracts/schemas/analytics';
import type { TPermissions } from '../../contracts/schemas/customer';
import type { TLookupRequest, TLookupSuccess } from '../../contracts/schemas/lookup';
import { lookupScope, type LookupScope } from './sign-in';

/**
 * Pure rules of the account area (SPEC §4 Generic action cycle, Specific transitions, §7 call 28):
 * action categories, batch results, analytics events, the refetch request. No I/O.
 */

/**
 * The analytics category of each account action (§7 call 28). It also names the action's §8
 * generic error message: 'Error on ' plus the category ('Error on Suspend'), except where §8 gives
 * its own text (password reset: 'Error Sending Password Reset').
 */
export const ACTION_CATEGORIES = [
  'Change Permissions',
  'Issue Lookup',
  'Replacement Issue',
  'Suspend',
  'Resume',
  'Extension',
  'Series Update',
  'Change of Address',
  'Change of Email',
  'Automatic Email Add',
  'Password Reset',
  'Stop Charge',
  'Stop Auto Renew',
  'Start Auto Renew',
  'Store Credit Refund',
  'Payment',
  'Update Payment Method',
  'Card Update',
  'Order Change',
  'Resin Order Update',
  'Create Order',
  'Load of Intellisel',
] as const;
export type ActionCategory = (typeof ACTION_CATEGORIES)[number];

/** One call's answer in a batch: §4 "a batch succeeds only if every call reports success". */
export interface ActionCallResult {
  success: boolean;
  /** The gateway's own message for a refused call, when it gave one. */
  message?: string;
}

/** What an action's calls resolved with: one result per call, and data a flow reads afterwards. */
export interface ActionOutcome<D = unknown> {
  results: ActionCallResult[];
  data?: D;
}

/**
 * The stored result of the cycle. 'unsuccessful': some call answered success false (the §8
 * generic message of the category); 'exception': a call failed outright, its message passed through.
 */
export type ActionResult =
  | { status: 'success'; data?: unknown }
  | { status: 'error'; reason: 'unsuccessful'; message?: string | undefined }
  | { status: 'error'; reason: 'exception'; message: string };

export function everyCallSucceeded(outcome: ActionOutcome): boolean {
  return outcome.results.length > 0 && outcome.results.every((r) => r.success);
}

/** §7 call 28: the action is Successful, Unsuccessful or Unknown Error (a call that threw). */
export function analyticsActionOf(result: ActionResult): TAnalyticsAction {
  if (result.status === 'success') return 'Successful';
  return result.reason === 'exception' ? 'Unknown Error' : 'Unsuccessful';
}

/** §9: the analytics value is the amount times 100, an integer (cents). */
export function analyticsValue(amount: number | undefined): number {
  return Math.round((amount ?? 0) * ANALYTICS_VALUE_FACTOR);
}

/** The event of one result: category, action, label (the prodIdAlias) and value (§7 call 28). */
export function analyticsEventOf(
  category: ActionCategory,
  result: ActionResult,
  submission: { label: string; amount?: number } | null,
): TAnalyticsEvent {
  return { category, action: analyticsActionOf(result), label: submission?.label ?? '', value: analyticsValue(submission?.amount) };
}

/** The account and postal code a refetch looks up (§3 loginAccountNumber, loginPostalCode). */
export interface RefetchKey {
  accountNumber: string;
  postalCode: string;
}

/**
 * §4 "a refetch of the customer by accountNumber and postalCode". A secure user's Resin accounts
 * and identity travel with it (§7 call 4), as in the request the session signed in with; a bot-check
 * solution never does (each is used once; the gateway exempts an account the session proved).
 */
export function refetchLookupRequest(scope: LookupScope, key: RefetchKey, signedInWith: TLookupRequest | undefined): TLookupRequest {
  const productExcludes = signedInWith && 'productExcludes' in signedInWith.payload ? signedInWith.payload.productExcludes : undefined;
  return {
    ...scope,
    filterType: 'AccountCodeAndPostalCode',
    payload: { acctNbr: key.accountNumber, postalCode: key.postalCode, ...(productExcludes ? { productExcludes } : {}) },
    ...(signedInWith?.resinAccountNumbers ? { resinAccountNumbers: signedInWith.resinAccountNumbers } : {}),
    ...(signedInWith?.resinClientIds ? { resinClientIds: signedInWith.resinClientIds } : {}),
    ...(signedInWith?.idpAccountInfo ? { idpAccountInfo: signedInWith.idpAccountInfo } : {}),
  };
}

/** §8: the error of a refetch made without the publisher's sign-in settings (the lookup's credentials). */
export const NO_CONFIG_CREDS = 'no config creds';

/** The refetch of the account area: refused with 'no config creds' while the session has no settings. */
export function accountRefetchRequest(settings: LookupScope | null, key: RefetchKey, signedInWith: TLookupRequest | undefined): TLookupRequest {
  if (!settings) throw new Error(NO_CONFIG_CREDS);
  return refetchLookupRequest(lookupScope(settings), key, signedInWith);
}

/** Fields of a preference-save answer that are not permission flags (§4). */
const NOT_FLAGS = new Set(['accountNumber', 'prodIdAlias', 'email']);

/**
 * §4 "After a preference save, the matching customer's permissions are set to Y or N for each
 * returned flag, except accountNumber, prodIdAlias and email."
 */
export function applySavedPermissions(
  lookup: TLookupSuccess,
  saved: { accountNumber: string; prodIdAlias: string; permissions: Record<string, string> },
): TLookupSuccess {
  const flags: TPermissions = {};
  for (const [name, value] of Object.entries(saved.permissions)) {
    if (!NOT_FLAGS.has(name)) flags[name] = value === 'Y' ? 'Y' : 'N';
  }
  return {
    ...lookup,
    customers: lookup.customers.map((c) =>
      c.accountNumber === saved.accountNumber && c.prodIdAlias === saved.prodIdAlias ? { ...c, permissions: { ...c.permissions, ...flags } } : c,
    ),
  };
}
