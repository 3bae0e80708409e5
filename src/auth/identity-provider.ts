import { SECURE_SIGN_IN_DISPLAY, SMALL_SCREEN_BREAKPOINT } from '../../contracts/constants';
import type { TClientConfig } from '../../contracts/schemas/config';
import type { TLocale } from '../../contracts/schemas/common';

/**
 * Secure sign-in through the identity provider (§2 Secure sign-in popup screens, ARCHITECTURE §6).
 * keycloak-js has no popup mode, so the popup is our own window at /auth/login that runs
 * keycloak-js's redirect flow (authorization code + PKCE) and comes back to /auth/success; the
 * tokens reach the opener by postMessage checked against our origin. Without a popup (blocked,
 * or a small screen) the same flow runs in place. keycloak-js loads only on /auth/* screens.
 */

export type CiamAuthData = TClientConfig['ciamAuthData'];
export type SecureAction = 'login' | 'register';

export const SECURE_SIGN_IN_MESSAGE = 'portal.secure-sign-in';
const ID_TOKEN_KEY = 'portal.idToken';
const SIGNED_OUT_KEY = 'portal.signedOutAtProvider';
const POPUP_NAME = 'portal-secure-sign-in';
/** Below the §9 small-screen breakpoint the flow runs in place. */
const SMALL_SCREEN_QUERY = `(max-width: ${SMALL_SCREEN_BREAKPOINT})`;

export interface SecureSignInMessage {
  type: typeof SECURE_SIGN_IN_MESSAGE;
  accessToken: string;
  idToken: string;
}

export function isSecureSignInMessage(data: unknown): data is SecureSignInMessage {
  if (!data || typeof data !== 'object') return false;
  const message = data as Partial<SecureSignInMessage>;
  return message.type === SECURE_SIGN_IN_MESSAGE && typeof message.accessToken === 'string' && typeof message.idToken === 'string';
}

/** The provider's base URL: the configured one, else this portal's own origin (the embedded provider). */
export function providerUrl(ciam: CiamAuthData): string {
  return ciam.url || window.location.origin;
}

export async function createKeycloak(ciam: CiamAuthData) {
  const { default: Keycloak } = await import('keycloak-js');
  return new Keycloak({ url: providerUrl(ciam), realm: ciam.realm, clientId: ciam.clientId });
}

/** keycloak-js options we always use: PKCE, no login iframe (ARCHITECTURE §1). */
export const KEYCLOAK_INIT = { checkLoginIframe: false, pkceMethod: 'S256', responseMode: 'fragment' } as const;

/** The provider's authorization URL with display=SSP (§2): keycloak-js has no display option. */
export function withSecureSignInDisplay(authorizationUrl: string): string {
  const url = new URL(authorizationUrl);
  url.searchParams.set('display', SECURE_SIGN_IN_DISPLAY);
  return url.href;
}

export function secureSignInUrl(action: SecureAction, locale: TLocale, inPlace: boolean) {
  const params = new URLSearchParams({ action, locale });
  if (inPlace) params.set('inPlace', '1');
  return `/auth/login?${params.toString()}`;
}

/**
 * "Create an Account" and "Sign In" (§2 Login page): opens the popup, or returns false when it
 * must run in place (the caller then navigates to the same screen).
 */
export function openSecureSignInPopup(action: SecureAction, locale: TLocale): Window | null {
  if (window.matchMedia?.(SMALL_SCREEN_QUERY).matches) return null;
  const width = 520;
  const height = 720;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  return window.open(secureSignInUrl(action, locale, false), POPUP_NAME, `popup,width=${width},height=${height},left=${left},top=${top}`);
}

/** The id token is kept for the provider logout (id_token_hint) only. */
export function rememberIdToken(idToken: string) {
  sessionStorage.setItem(ID_TOKEN_KEY, idToken);
}

export function forgetIdToken(): string | null {
  const idToken = sessionStorage.getItem(ID_TOKEN_KEY);
  sessionStorage.removeItem(ID_TOKEN_KEY);
  return idToken;
}

let configured: CiamAuthData | null = null;

/** Set once configuration loaded, for the logout that ends the provider session. */
export function configureIdentityProvider(ciam: CiamAuthData) {
  configured = ciam;
}

/** §2 Header "Sign Out": ends the provider session, which then sends the browser to /login. */
export async function endIdentityProviderSession(idToken: string) {
  if (!configured) return;
  const keycloak = await createKeycloak(configured);
  await keycloak.init(KEYCLOAK_INIT);
  keycloak.idToken = idToken;
  // The §8 "Sign Out Successful" notice shows when the provider sends the browser back to /login.
  sessionStorage.setItem(SIGNED_OUT_KEY, String(Date.now()));
  await keycloak.logout({ redirectUri: `${window.location.origin}/login` });
}

/** §2 Header "Manage My Sign In Info": the provider's account page in a new tab. */
export function accountManagementUrl(ciam: CiamAuthData, path: string): string {
  const base = `${providerUrl(ciam)}/realms/${encodeURIComponent(ciam.realm)}`;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** True once after the provider's logout brought the browser back (see endIdentityProviderSession). */
export function takeProviderSignOut(): boolean {
  const at = Number(sessionStorage.getItem(SIGNED_OUT_KEY));
  // Only the page loaded after the provider's redirect counts, not the one that started the logout.
  if (!at || performance.timeOrigin < at) return false;
  sessionStorage.removeItem(SIGNED_OUT_KEY);
  return true;
}
