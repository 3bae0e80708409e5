import { getConnInfo } from '@hono/node-server/conninfo';
import { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { sql } from 'drizzle-orm';
import type { Database } from './db';
import { inArrivalOrder } from './db/arrival-order';
import { createGatewayHandler } from './gateway';
import type { GatewayAnswer } from './gateway/dispatch';
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

/** Largest JSON body the gateway accepts; no call of §7 comes near it. */
const MAX_API_BODY_BYTES = 64 * 1024;

const TOO_LARGE = Symbol('too large');

/** The body of a Node request, read straight from the socket (no web stream), up to `limit` bytes. */
function readIncoming(incoming: IncomingMessage, limit: number): Promise<string | typeof TOO_LARGE> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) resolve(TOO_LARGE);
      else chunks.push(chunk);
    });
    incoming.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    incoming.once('error', reject);
  });
}

/** Answers shorter than this go as they are (Hono's compress threshold). */
const GZIP_MIN_BYTES = 1024;
const gzipped = promisify(gzip);

/** Whether an Accept-Encoding header takes gzip (named or `*`, and not with q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * A gateway answer's body as written: gzip for a client that takes it (off the main thread, in
 * zlib's pool). Hono's compress middleware rebuilt every answer around a stream to add its Vary
 * header, even when it did not compress (issue 15).
 */
async function gatewayAnswerBody(answer: GatewayAnswer, acceptEncoding: string | undefined): Promise<string | Uint8Array<ArrayBuffer> | null> {
  if (answer.body === null || answer.body.length < GZIP_MIN_BYTES) return answer.body;
  answer.headers.append('Vary', 'Accept-Encoding');
  if (!acceptsGzip(acceptEncoding)) return answer.body;
  answer.headers.set('Content-Encoding', 'gzip');
  const compressed = await gzipped(answer.body);
  return new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.byteLength);
}

/**
 * A gateway request's body: from the Node request when there is one (the server), else from the
 * fetch Request (`app.request` in tests). Over `limit` bytes, declared or sent, it is TOO_LARGE.
 */
async function bodyOf(c: Context, limit: number): Promise<string | undefined | typeof TOO_LARGE> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return undefined;
  if (Number(c.req.header('content-length') ?? 0) > limit) return TOO_LARGE;
  // @hono/node-server passes the Node request and response as the environment.
  const env: unknown = c.env;
  if (env && typeof env === 'object' && 'incoming' in env && env.incoming instanceof IncomingMessage) return readIncoming(env.incoming, limit);
  const body = await c.req.arrayBuffer();
  return body.byteLength > limit ? TOO_LARGE : new TextDecoder().decode(body);
}

/** One Node process: the gateway under /api, health, and the SPA (ARCHITECTURE §1). */
export function createApp({ database, log, distDir, policy, clientAddress = socketAddress, verifyAccessToken, mailer, mailFrom, publicOrigin, flowsAtlas = 'on' }: AppOptions) {
  const app = new Hono();
  /** Each request's id, minted on arrival (the client's X-Request-Id is not trusted). */
  const requestIds = new WeakMap<Request, string>();

  app.use('*', async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    requestIds.set(c.req.raw, requestId);
    // Its statements go to the embedded database before those of requests that came after it.
    await withLogContext({ requestId }, () => inArrivalOrder(started, next));
    // On the answer's own headers: Hono's c.header() after the answer rebuilds it around a body stream (issue 15).
    c.res.headers.set('X-Request-Id', requestId);
    const fields = { requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) };
    if (c.req.path.startsWith('/api/') || c.res.status >= 500) log.info('request', fields);
    else log.debug('request', fields);
  });
  app.use('*', securityHeaders({ https: publicOrigin?.scheme === 'https' }));
  // Pages and files; the gateway compresses its own answers (gatewayAnswerBody).
  const compressPages = compress();
  app.use('*', (c, next) => (c.req.path.startsWith('/api/') ? next() : compressPages(c, next)));

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
  app.all('/api/*', async (c) => {
    const body = await bodyOf(c, MAX_API_BODY_BYTES);
    if (body === TOO_LARGE) return c.json({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' }, 413);
    const call = { method: c.req.method, url: c.req.url, headers: c.req.raw.headers, body, requestId: requestIds.get(c.req.raw) ?? randomUUID() };
    const answer = await handleGateway(call, { clientAddress: clientAddress(c) });
    if (!answer) return c.json({ code: 'NOT_FOUND', message: `No gateway call answers ${c.req.method} ${c.req.path}.` }, 404);
    // Answers carry personal data: no browser or proxy keeps them, unless a call says otherwise.
    if (!answer.headers.has('cache-control')) answer.headers.set('Cache-Control', 'no-store');
    // A text or bytes body: Node's adapter writes it in one go (a streamed Response took reads and a write per chunk).
    const written = await gatewayAnswerBody(answer, c.req.header('accept-encoding'));
    return new Response(written, { status: answer.status, headers: answer.headers });
  });

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
