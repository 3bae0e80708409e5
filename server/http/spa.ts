import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { pageHeadOf, type ViteManifest } from './page-head';
import { contentSecurityPolicy, trackerOriginsOf } from './security-headers';

/**
 * Serves the built SPA (issue 15):
 * - files from dist/, the brotli or gzip copy the build wrote beside each one when the browser takes
 *   it (vite.config.ts precompresses them);
 * - hashed files under /assets/ cached for a year as immutable; the portal's own unhashed files
 *   (/payment-capture.js, /brands/*) cached for a day, then revalidated in the background;
 * - index.html for every other GET, so the client router answers any route of §2, with the
 *   publisher's configuration written into it and the route's code and catalog preloaded
 *   (server/http/page-head.ts), under a Content-Security-Policy that allows the host's publisher's
 *   analytics trackers, if it has any.
 */
const STATIC_FILE = /\.(js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|woff2?|txt)$/i;
const HASHED_ASSET = /^\/assets\//;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_UNHASHED = 'public, max-age=86400, stale-while-revalidate=604800';

export interface SpaOptions {
  /** The configuration to write into the page for the request's host (null: none, the client calls). */
  pageConfig?: (c: Context) => Promise<unknown>;
}

/** A file read again only when it changed on disk (a rebuild while the server runs). */
function fileCache<T>(path: string, parse: (text: string) => T) {
  let cached: { mtimeMs: number; value: T } | null = null;
  return (): T | null => {
    if (!existsSync(path)) return null;
    const { mtimeMs } = statSync(path);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(readFileSync(path, 'utf8')) };
    return cached.value;
  };
}

export function mountSpa(app: Hono, distDir: string, { pageConfig }: SpaOptions = {}) {
  const indexHtml = fileCache(join(distDir, 'index.html'), (text) => text);
  const manifest = fileCache(join(distDir, '.vite/manifest.json'), (text) => JSON.parse(text) as ViteManifest);
  const isStaticPath = (path: string) => HASHED_ASSET.test(path) || path.startsWith('/brands/') || STATIC_FILE.test(path);
  const files = serveStatic({ root: distDir, precompressed: true });

  app.use('*', async (c, next) => {
    if (!isStaticPath(c.req.path)) return next();
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', HASHED_ASSET.test(c.req.path) ? CACHE_IMMUTABLE : CACHE_UNHASHED);
  });
  app.use('*', async (c, next) => (isStaticPath(c.req.path) ? files(c, next) : next()));
  app.get('*', async (c) => {
    // A missing asset is a 404, never the SPA's HTML (a browser would try to run it as a script).
    if (isStaticPath(c.req.path)) return c.text('Not found', 404);
    const html = indexHtml();
    if (html === null) {
      return c.text('The portal is not built yet. Run "npm run build" (npm start does it for you).', 503);
    }
    const config = pageConfig ? await pageConfig(c).catch(() => null) : null;
    const head = pageHeadOf({ path: c.req.path, acceptLanguage: c.req.header('accept-language') ?? '', manifest: manifest(), html, config });
    c.header('Cache-Control', 'no-cache');
    // The publisher's analytics trackers (issue 17 item 6): their origins join this host's policy.
    const trackerOrigins = trackerOriginsOf(config);
    if (trackerOrigins.script.length || trackerOrigins.data.length) c.header('Content-Security-Policy', contentSecurityPolicy(trackerOrigins));
    c.header('Vary', 'Host, Accept-Language', { append: true });
    return c.html(html.replace('</head>', `${head}</head>`));
  });
}
