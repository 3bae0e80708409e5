import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { securityHeaders } from '../http/security-headers';
import { nodeRequestOrigin, type Scheme } from '../http/origin';
import { mountAccountPages } from './account-pages';
import { mountInteractionPages } from './interaction-pages';
import { localeOf, messagesOf, type PagesDeps, type PagesEnv } from './page-context';
import { PAGE_PATHS, REALM_PATH } from './realm';
import { mountConfirmLinkingPages, mountReleasePages } from './release-pages';
import { mountResetPages } from './reset-pages';
import type { SiteRegistry } from './sites';
import { USERINFO_PATH, mountUserinfo } from './userinfo';
import type { AccessTokenVerifier } from '../gateway/context';
import { errorPage } from './views';

/**
 * The identity provider's own pages (sign-in, create account, forgotten password, reset,
 * account management), its userinfo endpoint and its static resources, as a Hono app run with Node bindings: the
 * pages hand oidc-provider the Node request and response to read its cookies.
 */

/** The forms are small; nothing legitimate comes near this. */
const MAX_FORM_BYTES = 16 * 1024;
const RESOURCES: Record<string, { type: string; file: string }> = {
  'idp.css': { type: 'text/css; charset=utf-8', file: 'idp.css' },
  'logout.js': { type: 'text/javascript; charset=utf-8', file: 'logout.js' },
  'bot-check.js': { type: 'text/javascript; charset=utf-8', file: 'bot-check.js' },
};
const RESOURCE_DIR = new URL('./resources/', import.meta.url);

export function createPagesApp(
  deps: PagesDeps & { sites: SiteRegistry; publicScheme?: Scheme | undefined; verifyAccessToken: AccessTokenVerifier },
) {
  const app = new Hono<PagesEnv>();
  const resources = new Map(
    Object.entries(RESOURCES).map(([name, r]) => [name, { type: r.type, body: readFileSync(new URL(r.file, RESOURCE_DIR), 'utf8') }]),
  );

  app.use('*', securityHeaders());
  app.use('*', async (c, next) => {
    const origin = nodeRequestOrigin(c.env.incoming, deps.publicScheme);
    const site = origin ? await deps.sites.siteFor(origin) : null;
    if (!site) return c.text('Not Found', 404);
    c.set('site', site);
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use(
    '*',
    bodyLimit({ maxSize: MAX_FORM_BYTES, onError: (c) => c.text('Payload Too Large', 413) }),
  );

  app.get(`${REALM_PATH}${PAGE_PATHS.resources}/:name`, (c) => {
    const resource = resources.get(c.req.param('name'));
    if (!resource) return c.text('Not Found', 404);
    return c.body(resource.body, 200, { 'Content-Type': resource.type, 'Cache-Control': 'public, max-age=3600' });
  });

  mountResetPages(app, deps);
  mountReleasePages(app, deps);
  mountConfirmLinkingPages(app, deps);
  mountInteractionPages(app, deps);
  mountAccountPages(app, deps);
  mountUserinfo(app, deps);

  const notFound = (c: Parameters<Parameters<typeof app.notFound>[0]>[0]) => {
    const locale = localeOf(c);
    const t = messagesOf(locale);
    const site = c.get('site');
    return c.html(errorPage({ locale, brand: site.publisher.name, title: t.notFoundTitle, text: t.notFoundText, portalUrl: `${site.origin}/` }), 404);
  };
  app.notFound(notFound);
  app.onError((error, c) => {
    deps.log.error('identity provider page failed', { path: c.req.path, error: error.message });
    const site = c.get('site');
    if (!site) return c.text('Internal Server Error', 500);
    const locale = localeOf(c);
    const t = messagesOf(locale);
    return c.html(errorPage({ locale, brand: site.publisher.name, title: t.errorTitle, text: t.errorText, portalUrl: `${site.origin}/` }), 500);
  });
  return app;
}

/** Whether a path (under REALM_PATH) is one of these pages rather than an oidc-provider endpoint. */
export function isPagePath(pathname: string): boolean {
  if (pathname === USERINFO_PATH) return true;
  const rest = pathname.slice(REALM_PATH.length);
  const under = (prefix: string) => rest === prefix || rest.startsWith(`${prefix}/`);
  return (
    under(PAGE_PATHS.registrations) || under(PAGE_PATHS.loginActions) || under(PAGE_PATHS.account) || under(PAGE_PATHS.resources)
  );
}
