import { createApp, type AppOptions } from './app';
import type { Database } from './db';
import { createPortalServer, type PortalServer } from './http/server';
import { createIdentityProvider, type IdentityProvider } from './idp';
import { PORTAL_CLIENT_ID } from './idp/realm';
import { createExternalVerifier } from './idp/verifier';
import type { Logger } from './log';
import { createMailer, type Mailer } from './mail';

/**
 * The whole product in one Node HTTP server (ARCHITECTURE §1): the Hono app (gateway, health,
 * SPA), the embedded identity provider under /realms/portal, and the mailer. server/main.ts
 * listens with it; the identity-provider tests run it on port 0.
 */
export interface PortalOptions extends Omit<AppOptions, 'verifyAccessToken'> {
  database: Database;
  log: Logger;
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  publicUrl?: string | undefined;
  /** A Keycloak realm to trust instead of the embedded provider (IDP_ISSUER_URL). */
  externalIssuer?: { issuer: string; audience?: string | undefined } | undefined;
  /** A mailer to use instead of one built from smtpUrl (tests). */
  mailer?: Mailer;
}

export interface Portal {
  app: ReturnType<typeof createApp>;
  identityProvider: IdentityProvider;
  mailer: Mailer;
  server: PortalServer;
}

export async function createPortal(options: PortalOptions): Promise<Portal> {
  const { database, log, smtpUrl, mailFrom, publicUrl, externalIssuer, ...appOptions } = options;
  const mailer = options.mailer ?? createMailer({ database, log, smtpUrl });
  const identityProvider = await createIdentityProvider({
    database,
    log,
    mailer,
    publicUrl,
    publicOrigin: appOptions.publicOrigin,
    mailFrom,
    ...(appOptions.policy?.rateLimitMultiplier ? { rateLimitMultiplier: appOptions.policy.rateLimitMultiplier } : {}),
    ...(appOptions.policy?.now ? { now: appOptions.policy.now } : {}),
  });
  const verifyAccessToken = externalIssuer
    ? createExternalVerifier({ ...externalIssuer, clientId: PORTAL_CLIENT_ID })
    : identityProvider.verifyAccessToken;
  const app = createApp({ ...appOptions, database, log, verifyAccessToken, mailer, mailFrom });
  return { app, identityProvider, mailer, server: createPortalServer(app, [identityProvider]) };
}
