import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { AccessTokenVerifier } from '../gateway/context';
import { requestOrigin, type Scheme } from '../http/origin';
import { SIGNING_ALGORITHM } from './keys';
import { PORTAL_CLIENT_ID, gatewayResourceOf, issuerOf } from './realm';

/**
 * The gateway's access-token verifiers (ARCHITECTURE §5): a bearer token links an identity only
 * when its signature, issuer, audience, expiry and client check out.
 */

const subjectOf = (payload: JWTPayload) => (typeof payload.sub === 'string' && payload.sub.length > 0 ? { sub: payload.sub } : null);

/**
 * Tokens of the embedded provider: signed with its keys, issued for the origin of the request
 * itself (a token of boreale.localhost does not link on northwind.localhost), for the gateway
 * resource, typed at+jwt (an ID token is refused), to the portal's client.
 */
export function createEmbeddedVerifier({ publicJwks, publicScheme }: { publicJwks: JSONWebKeySet; publicScheme?: Scheme | undefined }): AccessTokenVerifier {
  const keys = createLocalJWKSet(publicJwks);
  return async (accessToken, request) => {
    const origin = requestOrigin(request, publicScheme);
    if (!origin) return null;
    try {
      const { payload } = await jwtVerify(accessToken, keys, {
        issuer: issuerOf(origin),
        audience: gatewayResourceOf(origin),
        typ: 'at+jwt',
        algorithms: [SIGNING_ALGORITHM],
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      return payload.client_id === PORTAL_CLIENT_ID ? subjectOf(payload) : null;
    } catch {
      return null;
    }
  };
}

export interface ExternalIssuerOptions {
  /** The realm's issuer, e.g. https://sso.example.com/realms/portal. */
  issuer: string;
  /** The audience the realm puts in the portal's access tokens (optional: Keycloak adds none by default). */
  audience?: string | undefined;
  /** The portal's client (the token's azp). */
  clientId: string;
  /** A key set to use instead of the realm's certs endpoint (tests). */
  jwks?: Parameters<typeof jwtVerify>[1];
}

/**
 * Tokens of a real Keycloak realm (IDP_ISSUER_URL): signed with the realm's keys (fetched from its
 * certs endpoint and cached), its issuer, typ Bearer (ID tokens are typ ID), azp = the portal's client.
 */
export function createExternalVerifier({ issuer, audience, clientId, jwks }: ExternalIssuerOptions): AccessTokenVerifier {
  const realm = issuer.replace(/\/+$/, '');
  const keys = jwks ?? createRemoteJWKSet(new URL(`${realm}/protocol/openid-connect/certs`));
  return async (accessToken) => {
    try {
      const { payload } = await jwtVerify(accessToken, keys as Parameters<typeof jwtVerify>[1] & object, {
        issuer: realm,
        ...(audience ? { audience } : {}),
        algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'],
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (payload.typ !== 'Bearer' || payload.azp !== clientId) return null;
      return subjectOf(payload);
    } catch {
      return null;
    }
  };
}
