import { getConnInfo } from '@hono/node-server/conninfo';
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { sql } from 'drizzle-orm';
import type { Database } from './db';
import { createGatewayHandler } from './gateway';
import { REQUEST_ID_HEADER } from './gateway/errors';
import { requestHost, type AccessTokenVerifier } from './gateway/context';
import { mountFlowsAtlasSwitch, type FlowsAtlasSetting } from './http/flows-atlas';
import { mountSpa } from './http/spa';
import type { PublicOrigin } from './http/origin';
import { securityHeaders } from './http/security-headers';
import { withLogContext, type Logger } from './log';
import { createMailer, type Mailer } from './mail';
import { discoverService, loadAdminConfig } from './services/configuration';
import { resolvePolicy, type PolicyOverrides } from './services/policy';

export interface AppOptions {
  database: Database;
  log: Logger;
  distDir: string;
  /** Security constants to override (tests: a zero lookup delay, small windows, a fixed clock). */
  policy?: PolicyOverrides;
  /** Where the client address comes from; tests inject one, the server reads the socket. */
  clientAddress?: (c: Context) => string;
  /** The identity provider's access-token verifier (server/idp); without it every linking token is refused. */
  verifyAccessToken?: AccessTokenVerifier;
  /** Outgoing mail; without one, mail stays in the outbox table (server/mail). */
  mailer?: Mailer;
  /** MAIL_FROM, the sender of the mail the gateway writes. */
  mailFrom?: string | undefined;
  /** The scheme and port of mailed links; HSTS is sent when it is https. */
  publicOrigin?: PublicOrigin | undefined;
  /** Where /flows is served (FLOWS_ATLAS); on everywhere by default. */
  flowsAtlas?: FlowsAtlasSetting;
}

/**
 * The client's address is the TCP peer: X-Forwarded-For is not trusted (the client writes it).
 * Behind a reverse proxy every client shares the proxy's address, so per-address limits then
 * apply to the proxy as a whole. Without a Node socket (app.request in tests) it is 'unknown'.
 */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * itty-router (under ts-rest's serverless handler) wraps the request in a proxy that calls
 * `value.bind(request)` on any property whose value has a truthy `bind`: a query key or a top-level
 * JSON body key named 'bind' makes it throw (found by the fuzz suite). No call declares such a
 * field, so the gateway refuses it as a 400 before routing.
 */
function routerUnsafeKey(url: URL, body: ArrayBuffer | undefined): string | null {
  if (url.searchParams.has('bind')) return 'query.bind';
  if (!body || body.byteLength === 0) return null;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) && Object.hasOwn(parsed, 'bind') ? 'body.bind' : null;
  } catch {
    return null; // not JSON: ts-rest answers its own 400
  }
}

/** Largest JSON body the gateway accepts; no call of §7 comes near it. */
const MAX_API_BODY_BYTES = 64 * 1024;

/** One Node process: the gateway under /api, health, and the SPA (ARCHITECTURE §1). */
export function createApp({ database, log, distDir, policy, clientAddress = socketAddress, verifyAccessToken, mailer, mailFrom, publicOrigin, flowsAtlas = 'on' }: AppOptions) {
  const app = new Hono();
  /** Each request's id, minted on arrival (the client's X-Request-Id is not trusted). */
  const requestIds = new WeakMap<Request, string>();

  app.use('*', async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    requestIds.set(c.req.raw, requestId);
    await withLogContext({ requestId }, next);
    c.header('X-Request-Id', requestId);
    const fields = { requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) };
    if (c.req.path.startsWith('/api/') || c.res.status >= 500) log.info('request', fields);
    else log.debug('request', fields);
  });
  app.use('*', securityHeaders({ https: publicOrigin?.scheme === 'https' }));
  app.use('*', compress());

  app.get('/healthz', async (c) => {
    try {
      await database.run((db) => db.execute(sql`select 1`));
      return c.json({ status: 'ok', database: database.kind });
    } catch (error) {
      log.error('health check failed', { error: error instanceof Error ? error.message : String(error) });
      return c.json({ status: 'error', database: database.kind }, 503);
    }
  });

  const handleGateway = createGatewayHandler({
    database,
    log,
    policy: resolvePolicy(policy),
    ...(verifyAccessToken ? { verifyAccessToken } : {}),
    mailer: mailer ?? createMailer({ database, log }),
    mailFrom,
    publicOrigin,
  });
  app.all(
    '/api/*',
    bodyLimit({
      maxSize: MAX_API_BODY_BYTES,
      onError: (c) => c.json({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' }, 413),
    }),
    async (c) => {
      // ts-rest subclasses Request, so it needs a standard Request rather than Hono's raw one.
      const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
      const body = hasBody ? await c.req.arrayBuffer() : undefined;
      const unsafe = routerUnsafeKey(new URL(c.req.url), body);
      if (unsafe) return c.json({ code: 'BAD_REQUEST', message: 'The request is not valid.', fieldErrors: { [unsafe]: ['Unknown field'] } }, 400);
      const headers = new Headers(c.req.raw.headers);
      headers.set(REQUEST_ID_HEADER, requestIds.get(c.req.raw) ?? randomUUID());
      const request = new Request(c.req.url, { method: c.req.method, headers, body });
      const response = await handleGateway(request, { clientAddress: clientAddress(c) });
      if (response.status === 404 && !response.headers.get('content-type')?.includes('json')) {
        return c.json({ code: 'NOT_FOUND', message: `No gateway call answers ${c.req.method} ${c.req.path}.` }, 404);
      }
      // Answers carry personal data: no browser or proxy keeps them, unless a call says otherwise.
      if (!response.headers.has('cache-control')) response.headers.set('Cache-Control', 'no-store');
      return response;
    },
  );

  mountFlowsAtlasSwitch(app, flowsAtlas);
  mountSpa(app, distDir, {
    // §7 calls 1 and 2 answered in the page (issue 15): the admin configuration only when this gateway
    // serves it (a relative {url}), since the client would otherwise fetch it from elsewhere.
    pageConfig: async (c) => {
      const clientConfig = await discoverService(database, requestHost(c.req.raw.headers));
      if (!clientConfig) return null;
      const adminConfig = clientConfig.url === '/api' ? await loadAdminConfig(database, clientConfig.globalCode) : null;
      return adminConfig ? { clientConfig, adminConfig } : { clientConfig };
    },
  });
  return app;
}
