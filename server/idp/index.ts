import type { IncomingMessage, ServerResponse } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import { getRequestListener } from '@hono/node-server';
import type { Database } from '../db';
import type { AccessTokenVerifier } from '../gateway/context';
import { nodeRequestOrigin, schemeOf, type PublicOrigin } from '../http/origin';
import { applySecurityHeaders } from '../http/security-headers';
import type { Logger } from '../log';
import type { Mailer } from '../mail';
import { loadProviderKeys } from './keys';
import { createIdpLimiter } from './limits';
import { createPagesApp, isPagePath } from './pages';
import { REALM_PATH } from './realm';
import { createSiteRegistry, type Site } from './sites';
import { createEmbeddedVerifier } from './verifier';

export { REALM_PATH } from './realm';

/**
 * The embedded identity provider (ARCHITECTURE §1): a Keycloak-compatible OpenID Connect
 * provider under /realms/portal on the portal's own port. oidc-provider answers the protocol
 * endpoints; this project renders the sign-in, create-account, password and account pages.
 * It is mounted at the Node level (server/http/server.ts), before Hono, with the original URL kept
 * so discovery advertises the prefixed endpoints.
 */

export interface IdentityProviderOptions {
  database: Database;
  log: Logger;
  mailer: Mailer;
  /** PUBLIC_URL: its scheme is the scheme of every origin (a TLS-terminating proxy in front). */
  publicUrl?: string | undefined;
  /** Scheme and port of mailed links (PUBLIC_URL, else the listening port); HSTS under https. */
  publicOrigin?: PublicOrigin | undefined;
  /** MAIL_FROM: the sender of the provider's mail; default `<publisher> <no-reply@<host>>`. */
  mailFrom?: string | undefined;
  /** RATE_LIMIT_MULTIPLIER. */
  rateLimitMultiplier?: number;
  /** The clock of the rate limits (tests). */
  now?: () => Date;
}

export interface IdentityProvider {
  /** Whether a request path belongs to the provider. */
  owns(url: string | undefined): boolean;
  /** Answers a request the provider owns. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Verifies the provider's access tokens for the gateway. */
  verifyAccessToken: AccessTokenVerifier;
}

const pathOf = (url: string | undefined) => (url ?? '').split('?')[0]!;

export async function createIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const { database, log, mailer } = options;
  const publicScheme = schemeOf(options.publicUrl);
  const keys = await loadProviderKeys(database);
  const sites = createSiteRegistry({ database, log, keys });
  const mailFrom = (site: Site) => options.mailFrom ?? `${site.publisher.name} <no-reply@${new URL(site.origin).hostname}>`;

  const verifyAccessToken = createEmbeddedVerifier({ publicJwks: keys.publicJwks, publicScheme });
  const pages = createPagesApp({
    database,
    log,
    mailer,
    limiter: createIdpLimiter(database, {
      ...(options.rateLimitMultiplier ? { multiplier: options.rateLimitMultiplier } : {}),
      ...(options.now ? { now: options.now } : {}),
    }),
    mailFrom,
    clientAddress: (c) => {
      try {
        return getConnInfo(c).remote.address ?? 'unknown';
      } catch {
        return 'unknown';
      }
    },
    cookieKeys: keys.cookieKeys,
    sites,
    publicScheme,
    publicOrigin: options.publicOrigin,
    verifyAccessToken,
  });
  const pagesListener = getRequestListener(pages.fetch);

  async function toProvider(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const origin = nodeRequestOrigin(req, publicScheme);
    const site = origin ? await sites.siteFor(origin) : null;
    if (!site) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    // The provider (Koa with `proxy` on) reads the scheme from X-Forwarded-Proto: we set it to the
    // origin's and drop the forwarding headers a client may have written (Host alone names the host).
    req.headers['x-forwarded-proto'] = new URL(site.origin).protocol.slice(0, -1);
    delete req.headers['x-forwarded-host'];
    delete req.headers['x-forwarded-for'];
    // Mounted like Express would: the provider sees the path below the realm, and the original URL
    // tells it the mount path, so discovery and redirects carry /realms/portal.
    const original = req.url ?? '/';
    let below = original.slice(REALM_PATH.length);
    if (!below.startsWith('/')) below = `/${below}`;
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
    req.url = below;
    await site.callback(req, res);
  }

  return {
    owns(url) {
      const path = pathOf(url);
      return path === REALM_PATH || path.startsWith(`${REALM_PATH}/`);
    },
    async handle(req, res) {
      const started = performance.now();
      applySecurityHeaders(res, options.publicOrigin?.scheme === 'https');
      try {
        if (isPagePath(pathOf(req.url))) await pagesListener(req, res);
        else await toProvider(req, res);
      } catch (error) {
        log.error('identity provider request failed', { error: error instanceof Error ? error.message : String(error) });
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      } finally {
        log.debug('identity provider request', { method: req.method, path: pathOf((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url), status: res.statusCode, ms: Math.round(performance.now() - started) });
      }
    },
    verifyAccessToken,
  };
}
