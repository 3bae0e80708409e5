import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/**
 * Serves the built SPA: files from dist/ (hashed assets cached for a year), and index.html for
 * every other GET so the client router can answer any route of §2, including the not-found page.
 */
const STATIC_FILE = /\.(js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|woff2?|txt)$/i;

export function mountSpa(app: Hono, distDir: string) {
  const indexPath = join(distDir, 'index.html');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/*', serveStatic({ root: distDir }));
  app.get('*', (c) => {
    // A missing asset is a 404, never the SPA's HTML (a browser would try to run it as a script).
    if (/^\/(assets|brands)\//.test(c.req.path) || STATIC_FILE.test(c.req.path)) return c.text('Not found', 404);
    if (!existsSync(indexPath)) {
      return c.text('The portal is not built yet. Run "npm run build" (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexPath, 'utf8'));
  });
}
