import type { Hono } from 'hono';
import { findIdentityUserById } from '../db/repositories/identity-users';
import type { AccessTokenVerifier } from '../gateway/context';
import type { PageContext, PagesDeps, PagesEnv } from './page-context';
import { claimsOf } from './provider';
import { OIDC_ROUTES, REALM_PATH } from './realm';

/**
 * The userinfo endpoint (keycloak-js loadUserInfo()). oidc-provider's own only accepts the opaque
 * tokens it stores, and ours are JWTs for the gateway; like Keycloak's, this one accepts them.
 */
export const USERINFO_PATH = `${REALM_PATH}${OIDC_ROUTES.userinfo}`;

function bearerOf(c: PageContext): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

export function mountUserinfo(app: Hono<PagesEnv>, deps: PagesDeps & { verifyAccessToken: AccessTokenVerifier }): void {
  const handler = async (c: PageContext) => {
    const token = bearerOf(c);
    const claims = token ? await deps.verifyAccessToken(token, { url: c.req.url, headers: c.req.raw.headers }) : null;
    const user = claims ? await findIdentityUserById(deps.database, claims.sub) : null;
    if (!user) {
      c.header('WWW-Authenticate', `Bearer realm="${c.get('site').origin}${REALM_PATH}", error="invalid_token"`);
      return c.json({ error: 'invalid_token', error_description: 'invalid token provided' }, 401);
    }
    return c.json(claimsOf(user));
  };
  app.get(USERINFO_PATH, handler);
  app.post(USERINFO_PATH, handler);
}
