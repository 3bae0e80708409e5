import type { Hono } from 'hono';
import { formFields, localeOf, switchLanguageUrl, type PagesDeps, type PagesEnv } from './page-context';
import { isUsableResetToken, resetPassword } from './password-reset';
import { PAGE_PATHS, REALM_PATH } from './realm';
import { passwordPairErrors } from './users';
import { messagesOf } from './page-context';
import { resetOutcomePage, resetPage } from './views';

/**
 * The link of the password-reset mail: /realms/portal/login-actions/reset-credentials?key=….
 * Opening it does not use it (mail scanners open links); saving a new password does, once.
 */
const path = `${REALM_PATH}${PAGE_PATHS.resetCredentials}`;

export function mountResetPages(app: Hono<PagesEnv>, { database, log }: PagesDeps): void {
  app.get(path, async (c) => {
    const locale = localeOf(c);
    const site = c.get('site');
    const token = c.req.query('key') ?? '';
    const common = { locale, brand: site.publisher.name };
    if (!(await isUsableResetToken(database, token))) {
      return c.html(resetOutcomePage({ ...common, ok: false, portalSignInUrl: `${site.origin}/login` }), 400);
    }
    return c.html(
      resetPage({ ...common, switchLanguageUrl: switchLanguageUrl(path, locale, { key: token }), action: path, token, errors: {} }),
    );
  });

  app.post(path, async (c) => {
    const form = await formFields(c);
    const locale = localeOf(c, { form });
    const site = c.get('site');
    const token = form.key ?? '';
    const common = { locale, brand: site.publisher.name };
    const errors = passwordPairErrors(form.password ?? '', form.confirmPassword ?? '', messagesOf(locale));
    if (Object.keys(errors).length > 0) {
      if (!(await isUsableResetToken(database, token))) {
        return c.html(resetOutcomePage({ ...common, ok: false, portalSignInUrl: `${site.origin}/login` }), 400);
      }
      return c.html(resetPage({ ...common, action: path, token, errors }), 400);
    }
    const ok = await resetPassword(database, token, form.password ?? '');
    if (ok) log.info('identity provider: password reset', { publisher: site.publisher.globalCode });
    return c.html(resetOutcomePage({ ...common, ok, portalSignInUrl: `${site.origin}/login` }), ok ? 200 : 400);
  });
}
