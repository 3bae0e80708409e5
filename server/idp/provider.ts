import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db';
import { findIdentityUserById, type IdentityUserRow } from '../db/repositories/identity-users';
import type { Logger } from '../log';
import { databaseAdapterFactory } from './adapter';
import { SIGNING_ALGORITHM, type ProviderKeys } from './keys';
import { MESSAGES, localeFromAcceptLanguage, localeFromUiLocales, pickLocale, type IdpLocale } from './messages';
import {
  ACCOUNT_CLIENT_ID,
  ACTION_PARAM,
  OIDC_ROUTES,
  PAGE_PATHS,
  PORTAL_CLIENT_ID,
  REALM_PATH,
  gatewayResourceOf,
  issuerOf,
  portalPostLogoutRedirectUris,
  portalRedirectUris,
  realmUrl,
} from './realm';
import { errorPage, loggedOutPage, logoutPage } from './views';

/**
 * One oidc-provider instance for one origin (scheme, host and port the browser uses): issuer
 * `${origin}/realms/portal`, Keycloak's endpoint layout, the SPA's public client with PKCE, JWT
 * access tokens for the gateway (resource `${origin}/api`), and our own pages for interactions,
 * logout and errors. Every instance shares the database adapter and the keys.
 */

/** Keycloak's defaults: 5-minute access tokens, 10-hour SSO sessions. */
export const TOKEN_TTL_SECONDS = {
  AccessToken: 5 * 60,
  AuthorizationCode: 60,
  IdToken: 5 * 60,
  Interaction: 30 * 60,
  Session: 10 * 60 * 60,
  Grant: 10 * 60 * 60,
} as const;

/** Remembers the language of a logout page for the page that follows it. */
const LOGOUT_LOCALE_COOKIE = 'idp_logout_locale';

/** The claims of the ID token and userinfo. Like Keycloak's default client scopes, a plain `openid` request gets them. */
const PROFILE_CLAIMS = ['email', 'email_verified', 'preferred_username', 'name', 'given_name', 'family_name', 'locale'] as const;

export function claimsOf(user: IdentityUserRow): Record<string, unknown> {
  const name = [user.givenName, user.familyName].filter(Boolean).join(' ');
  return {
    sub: user.id,
    email: user.email,
    email_verified: user.emailVerified,
    preferred_username: user.email.toLowerCase(),
    ...(name ? { name } : {}),
    ...(user.givenName ? { given_name: user.givenName } : {}),
    ...(user.familyName ? { family_name: user.familyName } : {}),
    ...(user.locale ? { locale: user.locale } : {}),
  };
}

export interface ProviderDeps {
  database: Database;
  log: Logger;
  keys: ProviderKeys;
  /** The publisher's name, shown on the provider's own pages. */
  brand: string;
}

/** The page language: ui_locales of the request, then Accept-Language. */
export function localeOfContext(ctx: KoaContextWithOIDC): IdpLocale {
  return pickLocale(localeFromUiLocales(ctx.oidc?.params?.ui_locales), localeFromAcceptLanguage(ctx.get('accept-language')));
}

/**
 * First-party clients get what they ask for without a consent page: the grant of the session is
 * loaded (or created) and extended to the requested scopes, claims and resource scopes.
 */
async function firstPartyGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const clientId = oidc.client!.clientId;
  const accountId = oidc.session!.accountId!;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(clientId);
  let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (grant && (grant.accountId !== accountId || grant.clientId !== clientId)) grant = undefined;
  grant ??= new oidc.provider.Grant({ clientId, accountId });
  const scopes = [...oidc.requestParamOIDCScopes].join(' ');
  if (scopes) grant.addOIDCScope(scopes);
  const claims = [...oidc.requestParamClaims];
  if (claims.length) grant.addOIDCClaims(claims);
  for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers ?? {})) {
    const wanted = [...oidc.requestParamScopes].filter((s) => resourceServer.scopes.has(s));
    if (wanted.length) grant.addResourceScope(indicator, wanted.join(' '));
  }
  await grant.save();
  return grant;
}

export function createOriginProvider(origin: string, { database, log, keys, brand }: ProviderDeps): Provider {
  const resource = gatewayResourceOf(origin);
  const portalHome = `${origin}/`;

  const configuration: Configuration = {
    adapter: databaseAdapterFactory(database),
    jwks: keys.signing as Configuration['jwks'],
    cookies: {
      keys: keys.cookieKeys,
      names: { session: 'idp_session', interaction: 'idp_interaction', resume: 'idp_resume' },
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    clients: [
      {
        client_id: PORTAL_CLIENT_ID,
        client_name: brand,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        // No refresh tokens: keycloak-js decodes a refresh token as a JWT, and oidc-provider's are
        // opaque. The portal signs in again when it needs a fresh token (access tokens last 5 minutes).
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: portalRedirectUris(origin),
        post_logout_redirect_uris: portalPostLogoutRedirectUris(origin),
        id_token_signed_response_alg: SIGNING_ALGORITHM,
      },
      {
        // The account pages only need a provider session: response_type none returns no token.
        client_id: ACCOUNT_CLIENT_ID,
        client_name: brand,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: [],
        response_types: ['none'],
        redirect_uris: [realmUrl(origin, `${PAGE_PATHS.account}/callback`)],
        post_logout_redirect_uris: [],
      },
    ],
    routes: OIDC_ROUTES,
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub', ...PROFILE_CLAIMS],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username', 'locale'],
    },
    // ID tokens carry the claims (keycloak-js reads the email from it, SPEC §4), as Keycloak's do.
    conformIdTokenClaims: false,
    extraParams: [ACTION_PARAM],
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, requestOrigin) => requestOrigin === origin,
    responseTypes: ['code', 'none'],
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // A plain keycloak-js request (no `resource`) gets a JWT access token for the gateway.
        defaultResource: (ctx) => (ctx.oidc.client?.clientId === PORTAL_CLIENT_ID ? resource : undefined) as string,
        useGrantedResource: () => true,
        getResourceServerInfo: (ctx, indicator, client) => {
          if (indicator !== resource || client.clientId !== PORTAL_CLIENT_ID) throw new errors.InvalidTarget();
          return {
            scope: 'openid email profile',
            audience: resource,
            accessTokenFormat: 'jwt',
            accessTokenTTL: TOKEN_TTL_SECONDS.AccessToken,
            jwt: { sign: { alg: SIGNING_ALGORITHM } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          // A valid id_token_hint from our client proves the portal asked: no confirmation click.
          const automatic = !!ctx.oidc.entities.IdTokenHint && ctx.oidc.client?.clientId === PORTAL_CLIENT_ID;
          const locale = localeOfContext(ctx);
          // The page after the confirmation has no ui_locales of its own: remember this one.
          ctx.cookies.set(LOGOUT_LOCALE_COOKIE, locale, { path: `${REALM_PATH}${OIDC_ROUTES.end_session}`, httpOnly: true, sameSite: 'lax', maxAge: 10 * 60_000 });
          ctx.type = 'html';
          ctx.body = logoutPage({ locale, brand, form, automatic });
        },
        postLogoutSuccessSource: (ctx) => {
          const locale = pickLocale(localeFromUiLocales(ctx.cookies.get(LOGOUT_LOCALE_COOKIE)), localeOfContext(ctx));
          ctx.type = 'html';
          ctx.body = loggedOutPage({ locale, brand, portalUrl: portalHome });
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => `${REALM_PATH}${PAGE_PATHS.loginActions}/${interaction.uid}`,
    },
    loadExistingGrant: async (ctx) => {
      if (!ctx.oidc.session?.accountId || !ctx.oidc.client) return undefined;
      return firstPartyGrant(ctx);
    },
    issueRefreshToken: () => false,
    findAccount: async (_ctx, sub) => {
      const user = await findIdentityUserById(database, sub);
      if (!user) return undefined;
      return { accountId: user.id, claims: () => claimsOf(user) as { sub: string } };
    },
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !('accountId' in token) || !token.accountId) return undefined;
      const user = await findIdentityUserById(database, token.accountId);
      // Keycloak's access tokens name the client (azp) and the user; keycloak-js shows them.
      return { azp: token.clientId, ...(user ? { email: user.email, preferred_username: user.email.toLowerCase() } : {}) };
    },
    renderError: (ctx, out, error) => {
      const locale = localeOfContext(ctx);
      const t = MESSAGES[locale];
      if (!(error instanceof errors.OIDCProviderError) || (ctx.status ?? 500) >= 500) {
        log.error('identity provider error', { error: error instanceof Error ? error.message : String(error) });
      }
      ctx.type = 'html';
      ctx.body = errorPage({ locale, brand, title: t.errorTitle, text: t.errorText, code: out.error, portalUrl: portalHome });
    },
    ttl: { ...TOKEN_TTL_SECONDS },
    enabledJWA: { idTokenSigningAlgValues: [SIGNING_ALGORITHM] },
    discovery: { ui_locales_supported: ['en-US', 'fr-CA'], claims_locales_supported: ['en-US', 'fr-CA'] },
  };

  const provider = new Provider(issuerOf(origin), configuration);
  provider.on('server_error', (_ctx, error) => log.error('identity provider server error', { error: error.message }));
  return provider;
}
