import { tsr } from '@ts-rest/serverless/fetch';
import type { Database } from '../db';
import type { PublicOrigin } from '../http/origin';
import type { Logger } from '../log';
import type { Mailer } from '../mail';
import type { SecurityPolicy } from '../services/policy';

/** The verified claims of an identity-provider access token. */
export interface AccessTokenClaims {
  sub: string;
}

/**
 * Verifies a bearer access token (signature against the provider's keys, issuer, audience,
 * expiry) and answers its claims, or null when it is not valid. `request` is the gateway request
 * the token came with: the embedded provider accepts only tokens issued for the request's own
 * origin (server/idp/verifier.ts).
 */
export type AccessTokenVerifier = (accessToken: string, request: { url: string; headers: Headers }) => Promise<AccessTokenClaims | null>;

/** What every gateway handler receives besides its request. */
export interface GatewayContext {
  database: Database;
  log: Logger;
  policy: SecurityPolicy;
  /** The client's socket address (never X-Forwarded-For, which the client controls). */
  clientAddress: string;
  /** The request's headers (Host picks the publisher, x-session-id the session). */
  requestHeaders: Headers;
  /** The request's whole URL. */
  requestUrl: string;
  /** The identity provider's verifier (server/idp); without one, secure-sign-in linking answers 401. */
  verifyAccessToken?: AccessTokenVerifier;
  /** Outgoing mail (server/mail): customer-service and cancel-order messages (§7 call 29). */
  mailer: Mailer;
  /** MAIL_FROM: the sender of the mail the gateway writes; default `<publisher> <no-reply@<host>>`. */
  mailFrom?: string | undefined;
  /** The scheme and port of mailed links (server/http/origin.ts); without it (tests), the request's. */
  publicOrigin?: PublicOrigin | undefined;
}

export const gateway = tsr.platformContext<GatewayContext>();

/**
 * The request host without its port, lower-cased: it selects the publisher (§7 call 1). Only the
 * Host header counts: a client-supplied X-Forwarded-Host could pick another publisher.
 */
export function requestHost(headers: Headers): string {
  const host = headers.get('host') ?? '';
  return host.replace(/:\d+$/, '').toLowerCase();
}
