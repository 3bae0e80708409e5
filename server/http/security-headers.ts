import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { isTrackerDataOrigin } from '../../contracts/schemas/config';
import { INTL_WARM_UP_SOURCE } from './intl-warm-up';

/**
 * Security headers and the Content-Security-Policy (ARCHITECTURE §5). Scripts, frames and
 * connections stay on our origin (the one inline script allowed, by its hash, is the account pages'
 * locale data warm-up, server/http/intl-warm-up.ts); styles allow inline attributes because Mantine sets CSS
 * variables and style props inline.
 */
/** The origins a publisher's analytics trackers need (issue 17 item 6). */
export interface TrackerOrigins {
  /** Where the trackers' scripts load from: allowed to run scripts, connect and load images. */
  script: readonly string[];
  /** Where the trackers send their data (each tracker's `Origins`, e.g. GA4's google-analytics.com): connect and images only. */
  data: readonly string[];
}

const NO_TRACKER_ORIGINS: TrackerOrigins = { script: [], data: [] };

/**
 * The policy, with the origins of a publisher's analytics trackers (issue 17 item 6) allowed on that
 * publisher's pages only: script origins may run scripts, send beacons and load pixels; data origins
 * (a tracker's configured `Origins`) may only receive beacons and serve pixels.
 */
export function contentSecurityPolicy(trackerOrigins: TrackerOrigins = NO_TRACKER_ORIGINS): string {
  const list = (origins: readonly string[]) => (origins.length ? ` ${origins.join(' ')}` : '');
  const scripts = list(trackerOrigins.script);
  const data = list([...new Set([...trackerOrigins.script, ...trackerOrigins.data])]);
  return [
    "default-src 'self'",
    `script-src 'self' ${INTL_WARM_UP_SOURCE}${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${data}`,
    "font-src 'self' data:",
    `connect-src 'self'${data}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * The origins of the trackers of a page configuration (adminConfig.ThirdPartyIntegrations.Trackers):
 * each script's origin, and each tracker's extra `Origins` (checked again here, as the configuration
 * is read raw: only an https origin, nothing that could add a directive to the policy).
 */
export function trackerOriginsOf(config: unknown): TrackerOrigins {
  const trackers = (config as { adminConfig?: { ThirdPartyIntegrations?: { Trackers?: Array<{ ScriptUrl?: unknown; Origins?: unknown }> } } } | null)
    ?.adminConfig?.ThirdPartyIntegrations?.Trackers;
  const script = new Set<string>();
  const data = new Set<string>();
  for (const tracker of trackers ?? []) {
    try {
      const url = new URL(String(tracker.ScriptUrl));
      if (url.protocol === 'https:' || url.protocol === 'http:') script.add(url.origin);
    } catch {
      // not a URL: the schema refuses it; nothing to allow
    }
    if (Array.isArray(tracker.Origins)) for (const origin of tracker.Origins) if (isTrackerDataOrigin(origin)) data.add(origin);
  }
  return { script: [...script], data: [...data].filter((origin) => !script.has(origin)) };
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
    // Set on the answer's own headers: c.header() after the answer rebuilt it around a body stream each time,
    // so a text answer was written chunk by chunk (issue 15).
    for (const [name, value] of headers) if (name !== 'Content-Security-Policy' || !c.res.headers.has(name)) c.res.headers.set(name, value);
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
