import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/**
 * Security headers and the Content-Security-Policy (ARCHITECTURE §5). Scripts, frames and
 * connections stay on our origin; styles allow inline attributes because Mantine sets CSS
 * variables and style props inline.
 */
/**
 * The policy, with the origins of a publisher's analytics trackers (issue 17 item 6) allowed to run
 * scripts, send beacons and load pixels on that publisher's pages only.
 */
export function contentSecurityPolicy(trackerOrigins: readonly string[] = []): string {
  const extra = trackerOrigins.length ? ` ${trackerOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${extra}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The origins of the trackers of a page configuration (adminConfig.ThirdPartyIntegrations.Trackers). */
export function trackerOriginsOf(config: unknown): string[] {
  const trackers = (config as { adminConfig?: { ThirdPartyIntegrations?: { Trackers?: Array<{ ScriptUrl?: unknown }> } } } | null)?.adminConfig
    ?.ThirdPartyIntegrations?.Trackers;
  const origins = new Set<string>();
  for (const tracker of trackers ?? []) {
    try {
      const url = new URL(String(tracker.ScriptUrl));
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // not a URL: the schema refuses it; nothing to allow
    }
  }
  return [...origins];
}

/** Every response's security headers, Hono's and the identity provider's alike. */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)'],
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

/** Browsers keep to https for a year once they saw this on an https answer (only sent under https). */
export const STRICT_TRANSPORT_SECURITY = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const;

/** The headers of a deployment: HSTS too when its public origin is https (PUBLIC_URL=https://…). */
export const securityHeadersFor = (https: boolean): ReadonlyArray<readonly [string, string]> =>
  https ? [...SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY] : SECURITY_HEADERS;

export function securityHeaders({ https = false }: { https?: boolean } = {}): MiddlewareHandler {
  const headers = securityHeadersFor(https);
  return async (c, next) => {
    await next();
    // A page may have set its own policy (the SPA's, with its publisher's tracker origins): kept.
    for (const [name, value] of headers) if (name !== 'Content-Security-Policy' || !c.res.headers.has(name)) c.header(name, value);
  };
}

/**
 * The same headers on a response written by Node code outside Hono (the identity provider, a Koa
 * app): set now, and set again just before the head is written if something removed them (Koa
 * clears headers when it renders an error). A Content-Security-Policy already set is kept: the
 * provider may have added the hash of its one inline auto-submit script to ours.
 */
export function applySecurityHeaders(res: ServerResponse, https = false): void {
  const headers = securityHeadersFor(https);
  for (const [name, value] of headers) res.setHeader(name, value);
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!this.headersSent) {
      for (const [name, value] of headers) if (!this.hasHeader(name)) this.setHeader(name, value);
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
}
