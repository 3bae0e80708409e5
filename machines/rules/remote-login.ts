import { LOOKUP_TYPE, REMOTE_LOGIN_LINK_TYPE } from '../../contracts/constants';
import type { TPreferences } from '../../contracts/schemas/config';

/**
 * The remote-login link of SPEC §3 AvailableActions.Preferences (baseUrl, remoteLoginPageId,
 * remoteLoginMagCode, careType, lookupType, returnUrl), §4 care types (cdsCare, eCare) and §9 (link
 * type 'Z' for eCare, 'A' for cdsCare; lookup type 'M' for multi, 'S' otherwise). Pure: no I/O.
 *
 * The spec shows the settings and constants, not the link. Our design, for a publisher that keeps
 * a customer-care site beside the portal (the care types name two such sites):
 * - No baseUrl, no link: the demo publishers' portal does everything itself, so Boréale sets none.
 * - The link goes to baseUrl with the query
 *   `pageId` (remoteLoginPageId, left out when empty), `magCode` (remoteLoginMagCode, else the
 *   product's prodIdAlias), `linkType` (Z or A from careType), `lookupType` (M or S), `ac` and
 *   `returnUrl`.
 * - `ac` signs the subscriber in over there: the account number and postal code separated by a pipe,
 *   base64url-encoded, the very format of this portal's own continue-session link (§2
 *   /mylo/continue?ac=). It names only what a guest sign-in asks anyway, and only for an address the
 *   publisher configured (a path on this site or an http(s) address). Base64 is not encryption: the
 *   postal code travels in the URL to the publisher's own care site (its logs, the browser history),
 *   the trade-off §2's inbound link already makes. So `ac` is left out where this portal itself refuses
 *   that credential: for a secured account (a recRegId: only its owner's secure sign-in may open it,
 *   ARCHITECTURE §5) and when SignIn.MyloOnlyEnabled turns guest sign-in off. The link then still
 *   leads to the care site, which asks the subscriber to sign in there.
 * - lookupType M (multi): one link for the whole visit, naming the account signed in with; the care
 *   site finds that subscriber's other accounts itself. S (single): one link per account shown.
 * - returnUrl: where the care site sends the subscriber back, made absolute on this portal's origin
 *   when it is a path (a care site on another host cannot resolve "/accounts/summary"). The link
 *   opens in the same tab, so the session (kept in session storage) is still there on the way back.
 */

export type RemoteLoginSettings = Pick<
  TPreferences,
  'baseUrl' | 'remoteLoginPageId' | 'remoteLoginMagCode' | 'careType' | 'lookupType' | 'returnUrl'
>;

export interface RemoteLoginAccount {
  accountNumber: string;
  postalCode: string;
  prodIdAlias: string;
  /** Present once the account is secured (§3 Customer): no guest credential for it in a link. */
  recRegId?: string | undefined;
}

/** What else decides whether the guest credential may go into the link. */
export interface RemoteLoginPolicy {
  /** SignIn.MyloOnlyEnabled: guest sign-in is refused, so its credential is never handed out. */
  myloOnly: boolean;
}

const GUEST_SIGN_IN_ALLOWED: RemoteLoginPolicy = { myloOnly: false };

/** Whether the link may carry `ac` (account number and postal code) for this account. */
export function carriesGuestCredential(account: Pick<RemoteLoginAccount, 'recRegId'>, policy: RemoteLoginPolicy): boolean {
  return !policy.myloOnly && !account.recRegId;
}

export interface RemoteLoginLink {
  /** The accounts the link names: one, or every account shown for a multi lookup. */
  accountNumbers: string[];
  href: string;
}

/** §9: 'Z' for eCare, 'A' for cdsCare. */
export function remoteLoginLinkType(careType: RemoteLoginSettings['careType']): string {
  return REMOTE_LOGIN_LINK_TYPE[careType];
}

/** Only a path on this site or a web address: a configured javascript: or data: URL gives no link. */
function isSafeUrl(url: string): boolean {
  return (url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\//i.test(url);
}

function encodeBase64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** §2 /mylo/continue's `ac`: account number and postal code separated by a pipe, base64url. */
export function continueParameter(account: Pick<RemoteLoginAccount, 'accountNumber' | 'postalCode'>): string {
  return encodeBase64Url(`${account.accountNumber}|${account.postalCode}`);
}

/** The return address, absolute on the portal's origin; '' when it is missing or not a web link. */
function absoluteReturnUrl(returnUrl: string, origin: string): string {
  const url = returnUrl.trim();
  if (!url || !isSafeUrl(url)) return '';
  return url.startsWith('/') ? `${origin}${url}` : url;
}

/** The link for one account, or null when the publisher configured no (usable) care site. */
export function buildRemoteLoginLink(
  settings: RemoteLoginSettings,
  account: RemoteLoginAccount,
  origin: string,
  policy: RemoteLoginPolicy = GUEST_SIGN_IN_ALLOWED,
): string | null {
  const base = settings.baseUrl.trim();
  if (!base || !isSafeUrl(base) || !account.accountNumber) return null;
  const params = new URLSearchParams();
  if (settings.remoteLoginPageId.trim()) params.set('pageId', settings.remoteLoginPageId.trim());
  params.set('magCode', settings.remoteLoginMagCode.trim() || account.prodIdAlias);
  params.set('linkType', remoteLoginLinkType(settings.careType));
  params.set('lookupType', settings.lookupType);
  if (carriesGuestCredential(account, policy)) params.set('ac', continueParameter(account));
  const returnUrl = absoluteReturnUrl(settings.returnUrl, origin);
  if (returnUrl) params.set('returnUrl', returnUrl);
  const hashAt = base.indexOf('#');
  const [path, hash] = hashAt < 0 ? [base, ''] : [base.slice(0, hashAt), base.slice(hashAt)];
  const separator = path.includes('?') ? (path.endsWith('?') || path.endsWith('&') ? '' : '&') : '?';
  return `${path}${separator}${params.toString()}${hash}`;
}

/**
 * The links the summary shows for the accounts signed in to (first the account signed in with):
 * one for a multi lookup, one per account for a single lookup, none without a care site.
 */
export function remoteLoginLinks(
  settings: RemoteLoginSettings,
  accounts: RemoteLoginAccount[],
  origin: string,
  policy: RemoteLoginPolicy = GUEST_SIGN_IN_ALLOWED,
): RemoteLoginLink[] {
  const named = settings.lookupType === LOOKUP_TYPE.multi ? accounts.slice(0, 1) : accounts;
  return named.flatMap((account) => {
    const href = buildRemoteLoginLink(settings, account, origin, policy);
    if (!href) return [];
    const accountNumbers = settings.lookupType === LOOKUP_TYPE.multi ? accounts.map((a) => a.accountNumber) : [account.accountNumber];
    return [{ accountNumbers, href }];
  });
}
