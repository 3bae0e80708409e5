import type { Hono } from 'hono';
import { findCustomerById } from '../db/repositories/customers';
import { readUndoToken, undoSecuring } from '../services/linking-undo';
import { formFields, localeOf, switchLanguageUrl, type PagesDeps, type PagesEnv } from './page-context';
import { PAGE_PATHS, REALM_PATH } from './realm';
import { releasePage } from './views';

/**
 * The undo link of the account-secured mail (issue 16): /realms/portal/login-actions/release-account?token=….
 * Opening it only asks; the button releases the account, once. The token is signed (services/linking-undo.ts).
 */
const path = `${REALM_PATH}${PAGE_PATHS.releaseAccount}`;

export function mountReleasePages(app: Hono<PagesEnv>, { database, log }: PagesDeps): void {
  app.get(path, async (c) => {
    const locale = localeOf(c);
    const site = c.get('site');
    const token = c.req.query('token') ?? '';
    const common = { locale, brand: site.publisher.name, portalSignInUrl: `${site.origin}/login` };
    const claim = await readUndoToken(database, token);
    const customer = claim ? await findCustomerById(database, claim.customerId) : null;
    if (!claim || !customer || customer.publisherId !== site.publisher.id || customer.recRegId !== claim.sub) return c.html(releasePage({ ...common, step: { kind: 'nothing' } }), 400);
    return c.html(
      releasePage({
        ...common,
        switchLanguageUrl: switchLanguageUrl(path, locale, { token }),
        step: { kind: 'confirm', action: path, token, accountNumber: customer.accountNumber },
      }),
    );
  });

  app.post(path, async (c) => {
    const form = await formFields(c);
    const locale = localeOf(c, { form });
    const site = c.get('site');
    const common = { locale, brand: site.publisher.name, portalSignInUrl: `${site.origin}/login` };
    const claim = await readUndoToken(database, form.token ?? '');
    const customer = claim ? await findCustomerById(database, claim.customerId) : null;
    const outcome = claim && customer?.publisherId === site.publisher.id ? await undoSecuring(database, claim) : ({ kind: 'nothing' } as const);
    if (outcome.kind === 'nothing') return c.html(releasePage({ ...common, step: { kind: 'nothing' } }), 400);
    log.info('linking undone by the owner', { publisher: site.publisher.globalCode });
    return c.html(releasePage({ ...common, step: { kind: 'released', accountNumber: outcome.accountNumber } }));
  });
}
