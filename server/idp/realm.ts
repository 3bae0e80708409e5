/**
 * The embedded identity provider's names and URL layout: Keycloak's (ARCHITECTURE §1), so that
 * keycloak-js configured with { url: origin, realm: 'portal', clientId: 'subscriber-portal' } works
 * against it, and against a real Keycloak with the same realm and client.
 */
export const REALM = 'portal';
export const REALM_PATH = `/realms/${REALM}`;

/** The SPA's public client (ciamAuthData.clientId). */
export const PORTAL_CLIENT_ID = 'subscriber-portal';
/** The account pages' own client: it only establishes a provider session (response_type none). */
export const ACCOUNT_CLIENT_ID = 'account-console';

/** The provider's endpoints, relative to REALM_PATH, as Keycloak names them. */
export const OIDC_ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  userinfo: '/protocol/openid-connect/userinfo',
  end_session: '/protocol/openid-connect/logout',
  jwks: '/protocol/openid-connect/certs',
  revocation: '/protocol/openid-connect/revoke',
} as const;

/** Pages this project renders itself (not oidc-provider), relative to REALM_PATH. */
export const PAGE_PATHS = {
  /** keycloak-js register(): the authorization request, showing the create-account page. */
  registrations: '/protocol/openid-connect/registrations',
  /** Sign-in, create-account and forgotten-password pages of one interaction. */
  loginActions: '/login-actions',
  /** The password-reset link of the mail (outside any interaction). */
  resetCredentials: '/login-actions/reset-credentials',
  /** The owner's undo link of the account-secured mail (issue 16). */
  releaseAccount: '/login-actions/release-account',
  confirmLinking: '/login-actions/confirm-linking',
  /** Account management: change email and password. */
  account: '/account',
  /** Stylesheet and the logout page's script. */
  resources: '/resources',
} as const;

/** The authorization parameter that opens the create-account page (kept by oidc-provider as an extra parameter). */
export const ACTION_PARAM = 'kc_action';
export const REGISTER_ACTION = 'register';

export const issuerOf = (origin: string) => `${origin}${REALM_PATH}`;
/** The resource indicator (and audience) of the gateway's access tokens. */
export const gatewayResourceOf = (origin: string) => `${origin}/api`;
export const realmUrl = (origin: string, path: string) => `${origin}${REALM_PATH}${path}`;

/** Where the SPA's client may be sent back to (SPEC §2 routes). */
export function portalRedirectUris(origin: string): string[] {
  return [`${origin}/auth/success`, `${origin}/auth/login`, `${origin}/accounts/summary`];
}
export function portalPostLogoutRedirectUris(origin: string): string[] {
  return [`${origin}/login`, `${origin}/`];
}
