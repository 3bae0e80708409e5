import { EMAIL_OPT_IN_DEFAULT } from '../../contracts/constants';
import { NO_POSTAL_CODE_PLACEHOLDER } from '../../contracts/reference/postalCodes';
import type { TFederatedIdentity } from '../../contracts/schemas/customer';
import type { TLookupRequest, TMyloLinkResponse } from '../../contracts/schemas/lookup';
import type { TNameAddressForm } from '../../contracts/validation/sign-in-forms';

/**
 * Pure sign-in rules of SPEC §4 Sign-in that the session machine applies: token decoding, the
 * choice of accounts after a secure sign-in, the continue-session parameter, failure codes.
 * No I/O: the machine's actors do the calls, these functions only shape what goes in and out.
 */

/** §8 lookup failure codes the session machine distinguishes; anything else is UNKNOWN. */
export const SIGN_IN_FAILURES = [
  'USER_NOT_FOUND',
  'USER_NOT_FOUND_DUPLICATE',
  /** A secured account used as guest (§8). */
  'ACCOUNT_SECURED',
  /** RequireSecureSignin is on and the account has a recRegId (§4). */
  'SECURE_SIGN_IN_REQUIRED',
  /** Too many attempts: the gateway answered 429 (ARCHITECTURE §5). */
  'RATE_LIMITED',
  /** The bot check was missing or refused. */
  'BOT_CHECK_FAILED',
  /** §8 Session errors: an 'Invalid login token' is a session timeout. */
  'INVALID_LOGIN_TOKEN',
  /** The continue-session link could not be read. */
  'INVALID_CONTINUE_LINK',
  /** The lookup call itself failed (network, server): §8's default "Sorry, we could not find your account". */
  'LOOKUP_FAILED',
  /** A failure code the portal does not know (§8 "Unknown code"). */
  'UNKNOWN',
] as const;
export type SignInFailureCode = (typeof SIGN_IN_FAILURES)[number];

export interface SignInFailure {
  code: SignInFailureCode;
}

export function signInFailureCode(code: string): SignInFailureCode {
  return (SIGN_IN_FAILURES as readonly string[]).includes(code) ? (code as SignInFailureCode) : 'UNKNOWN';
}

/** The text of a failed actor's error (an Error, or a plain string). */
export function errorMessageOf(error: unknown): string {
  return error instanceof Error ? error.message : typeof error === 'string' ? error : '';
}

/** §8: an error whose text contains 'Invalid login token' is handled as a session timeout. */
export function isInvalidLoginToken(message: string | undefined): boolean {
  return (message ?? '').includes('Invalid login token');
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * §4 "Federated tokens are decoded": the claims of a JWT, without verifying it (the gateway
 * verifies the access token against the provider's keys; the browser only reads who signed in).
 */
export function decodeTokenClaims(token: string): Record<string, unknown> | null {
  const payload = typeof token === 'string' ? token.split('.')[1] : undefined;
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** §3 Federated identity read from the identity token: sub, email, username, legacy_sub. */
export function federatedIdentity(idToken: string): TFederatedIdentity | null {
  const claims = decodeTokenClaims(idToken);
  if (!claims || typeof claims.sub !== 'string' || claims.sub === '') return null;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const email = text(claims.email);
  const username = text(claims.preferred_username) ?? email;
  const legacySub = text(claims.legacy_sub);
  return {
    sub: claims.sub,
    email: email ?? '',
    ...(username ? { username } : {}),
    ...(legacySub ? { legacy_sub: legacySub } : {}),
  };
}

export interface SecureAccounts {
  accountNumber?: string;
  postalCode?: string;
  resinAccountNumbers: string[];
  resinClientIds: string[];
}

/**
 * §4: with Resin enabled, the accounts are the Resin accounts whose product is a configured one,
 * de-duplicated by account number and client; if none match, the accounts the server returned.
 */
export function secureAccounts(link: TMyloLinkResponse, settings: { resinEnabled: boolean; products: readonly string[] }): SecureAccounts {
  let resin = link.resinAccounts;
  if (settings.resinEnabled) {
    const configured = resin.filter((account) => settings.products.includes(account.prod_id));
    if (configured.length > 0) resin = configured;
  }
  const seen = new Set<string>();
  const unique = resin.filter((account) => {
    const key = `${account.accountNumber}|${account.resinClientId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    ...(link.accountId ? { accountNumber: link.accountId } : {}),
    ...(link.postalCode ? { postalCode: link.postalCode } : {}),
    resinAccountNumbers: settings.resinEnabled ? unique.map((a) => a.accountNumber) : [],
    resinClientIds: settings.resinEnabled ? unique.map((a) => a.resinClientId) : [],
  };
}

/** §4: an account lookup follows a secure sign-in when an account and postal code, or Resin accounts, were found. */
export function hasSecureAccount(accounts: SecureAccounts): boolean {
  return (accounts.accountNumber !== undefined && accounts.postalCode !== undefined) || accounts.resinAccountNumbers.length > 0;
}

export interface LookupScope {
  magCode: string;
  globalCode: string;
}

/** Only the codes of a lookup request, never the rest of the settings they come with. */
export function lookupScope(settings: LookupScope): LookupScope {
  return { magCode: settings.magCode, globalCode: settings.globalCode };
}

/** The account lookup of a secure sign-in (§7 call 4 "for a registered secure user"). */
export function secureLookupRequest(scope: LookupScope, accounts: SecureAccounts, identity: TFederatedIdentity): TLookupRequest {
  const accountNumber = accounts.accountNumber ?? accounts.resinAccountNumbers[0] ?? '';
  return {
    ...scope,
    filterType: 'AccountCodeAndPostalCode',
    payload: { acctNbr: accountNumber, postalCode: accounts.postalCode ?? NO_POSTAL_CODE_PLACEHOLDER },
    idpAccountInfo: identity,
    ...(accounts.resinAccountNumbers.length > 0
      ? { resinAccountNumbers: accounts.resinAccountNumbers, resinClientIds: accounts.resinClientIds }
      : {}),
  };
}

/**
 * §2 /mylo/continue?ac=: "an encoded string of account number and postal code separated by a pipe".
 * Accepts the plain pipe form and its base64 encoding; null when it cannot be read.
 */
export function parseContinueParameter(ac: string): { accountNumber: string; postalCode: string } | null {
  const candidates = [ac];
  try {
    candidates.push(decodeBase64Url(ac.trim()));
  } catch {
    // not base64: the plain form is the only candidate
  }
  for (const candidate of candidates) {
    const match = /^\s*(\d{1,20})\|([^|]{1,12})$/.exec(candidate);
    if (!match) continue;
    // A postal code as the lookup takes it: letters and digits (a Canadian code may carry a space), or '%'.
    const postalCode = match[2]!.trim().replace(/^([A-Za-z0-9]{3}) ([A-Za-z0-9]{3})$/, '$1$2').toUpperCase();
    if (/^(?:[A-Z0-9]{1,10}|%)$/.test(postalCode)) return { accountNumber: match[1]!, postalCode };
  }
  return null;
}

/** The lookup that continues a session (§2 /mylo/continue). */
export function continueLookupRequest(scope: LookupScope, account: { accountNumber: string; postalCode: string }): TLookupRequest {
  return { ...scope, filterType: 'AccountCodeAndPostalCode', payload: { acctNbr: account.accountNumber, postalCode: account.postalCode } };
}

/** §3 Session-level user state: the account and postal code the user signed in with, for refetches. */
export function loginAccountOf(request: TLookupRequest, found: { accountNumber: string; postalCode: string } | undefined) {
  if (request.filterType === 'AccountCodeAndPostalCode') {
    return { loginAccountNumber: request.payload.acctNbr, loginPostalCode: request.payload.postalCode };
  }
  return { loginAccountNumber: found?.accountNumber ?? '', loginPostalCode: found?.postalCode ?? '' };
}

/** What the guest forms collect (§2 Login page), already checked against the §5 rules. */
export type GuestLookup =
  | { method: 'AccountNumberPostalCode'; accountNumber: string; postalCode: string; captureEmail?: string; emailOptIn?: boolean; lastName?: string }
  | { method: 'EmailPostalCode'; email: string; postalCode: string }
  // The name and address form's fields, with the postal code always sent (the country's default when none).
  | ({ method: 'NameAddress'; postalCode: string } & Omit<TNameAddressForm, 'postalCode'>);

export interface GuestLookupOptions {
  /** AvailableActions.Preferences.excludeProductOnGCF, sent as "productExcludes (list as text)". */
  productExcludes: readonly string[];
  /** The solved bot-check challenge, when the publisher enables it. */
  botCheck?: string;
  /** The no-postal-code rule (§5): the country's default when none is given. */
  defaultPostalCode: (country: string) => string;
}

const compact = (value: string) => value.replace(/\s+/g, '');

/** §3 Lookup request for one guest method. */
export function guestLookupRequest(scope: LookupScope, lookup: GuestLookup, options: GuestLookupOptions): TLookupRequest {
  const excludes = options.productExcludes.length > 0 ? { productExcludes: options.productExcludes.join(',') } : {};
  const botCheck = options.botCheck ? { botCheck: options.botCheck } : {};
  switch (lookup.method) {
    case 'AccountNumberPostalCode': {
      const email = lookup.captureEmail?.trim();
      const lastName = lookup.lastName?.trim();
      return {
        ...scope,
        ...botCheck,
        filterType: 'AccountCodeAndPostalCode',
        payload: {
          acctNbr: lookup.accountNumber.trim(),
          postalCode: compact(lookup.postalCode),
          ...(email ? { email, emailOptIn: lookup.emailOptIn ?? EMAIL_OPT_IN_DEFAULT } : {}),
          ...(lastName ? { lastName } : {}),
          ...excludes,
        },
      };
    }
    case 'EmailPostalCode':
      return {
        ...scope,
        ...botCheck,
        filterType: 'EmailAndPostalCode',
        payload: { email: lookup.email.trim(), postalCode: compact(lookup.postalCode), ...excludes },
      };
    case 'NameAddress': {
      const firstName = lookup.firstName.trim();
      const lastName = lookup.lastName.trim();
      const postalCode = lookup.postalCode.trim() || options.defaultPostalCode(lookup.country);
      const state = lookup.state?.trim();
      const address2 = lookup.address2?.trim();
      return {
        ...scope,
        ...botCheck,
        filterType: 'NameAndAddress',
        payload: {
          name: `${firstName} ${lastName}`,
          firstName,
          lastName,
          address1: lookup.address1.trim(),
          ...(address2 ? { address2 } : {}),
          city: lookup.city.trim(),
          ...(state ? { state } : {}),
          postalCode,
          country: lookup.country,
        },
      };
    }
  }
}
