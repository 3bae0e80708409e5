import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/**
 * Security headers and the Content-Security-Policy (ARCHITECTURE §5). Scripts, frames and
 * connections stay on our origin; styles allow inline attributes because Mantine sets CSS
 * variables and style props inline.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

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
    for (const [name, value] of headers) c.header(name, value);
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
