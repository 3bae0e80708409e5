import type { Hono } from 'hono';
import { findCustomerById } from '../db/repositories/customers';
import { findPublisherRefByHost } from '../db/repositories/publishers';
import { mailedOrigin } from '../http/origin';
import { queueSecuredNotice } from '../services/account-change-mail';
import { confirmLinking, readConfirmToken } from '../services/linking-confirm';
import { UNDO_LINK_TTL_DAYS, readUndoToken, undoSecuring, undoToken } from '../services/linking-undo';
import { signInUrl, signedInUser } from './account-pages';
import { formFields, localeOf, switchLanguageUrl, type PageContext, type PagesDeps, type PagesEnv } from './page-context';
import type { IdpLocale } from './messages';
import { PAGE_PATHS, REALM_PATH, realmUrl } from './realm';
import { confirmLinkPage, releasePage } from './views';

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

/**
 * The confirmation link of a linking (issue 16): /realms/portal/login-actions/confirm-linking?token=….
 * Opening it only asks; the button, while signed in as the identity that asked, secures the account
 * (once) and mails the owner the secured notice with its undo link. Signed out: sign in, then open it again.
 */
const confirmPath = `${REALM_PATH}${PAGE_PATHS.confirmLinking}`;

export function mountConfirmLinkingPages(app: Hono<PagesEnv>, deps: PagesDeps): void {
  const { database, log } = deps;
  const commonOf = (c: PageContext, locale: IdpLocale) => ({ locale, brand: c.get('site').publisher.name, portalSignInUrl: `${c.get('site').origin}/login` });

  app.get(confirmPath, async (c) => {
    const locale = localeOf(c);
    const common = commonOf(c, locale);
    const token = c.req.query('token') ?? '';
    const claim = await readConfirmToken(database, token);
    const customer = claim ? await findCustomerById(database, claim.customerId) : null;
    if (!claim || !customer || customer.publisherId !== c.get('site').publisher.id || customer.recRegId) return c.html(confirmLinkPage({ ...common, step: { kind: 'refused' } }), 400);
    const signedIn = await signedInUser(c, deps);
    // Signed out: the provider's sign-in comes back to this same link.
    const here = `${confirmPath}?${new URLSearchParams({ token })}`;
    if (!signedIn) return c.html(confirmLinkPage({ ...common, switchLanguageUrl: switchLanguageUrl(confirmPath, locale, { token }), step: { kind: 'sign-in', signInUrl: signInUrl(c.get('site'), locale, { then: here }) } }), 401);
    if (signedIn.user.id !== claim.sub) return c.html(confirmLinkPage({ ...common, step: { kind: 'refused' } }), 403);
    return c.html(
      confirmLinkPage({
        ...common,
        switchLanguageUrl: switchLanguageUrl(confirmPath, locale, { token }),
        step: { kind: 'confirm', action: confirmPath, token, accountNumber: customer.accountNumber, email: signedIn.user.email },
      }),
    );
  });

  app.post(confirmPath, async (c) => {
    const form = await formFields(c);
    const locale = localeOf(c, { form });
    const site = c.get('site');
    const common = commonOf(c, locale);
    const signedIn = await signedInUser(c, deps);
    const here = `${confirmPath}?${new URLSearchParams({ token: form.token ?? '' })}`;
    if (!signedIn) return c.html(confirmLinkPage({ ...common, step: { kind: 'sign-in', signInUrl: signInUrl(site, locale, { then: here }) } }), 401);
    const claim = await readConfirmToken(database, form.token ?? '');
    const origin = (deps.publicOrigin && mailedOrigin(new URL(site.origin).hostname, deps.publicOrigin)) || site.origin;
    const outcome = await confirmLinking(database, site.publisher.id, claim, signedIn.user.id, async (customer) => {
      const undo = { url: `${realmUrl(origin, PAGE_PATHS.releaseAccount)}?${new URLSearchParams({ token: await undoToken(database, customer.id, signedIn.user.id) })}`, days: UNDO_LINK_TTL_DAYS };
      const host = new URL(site.origin).host;
      const publisher = await findPublisherRefByHost(database, host);
      if (publisher) await queueSecuredNotice({ database, publisher, locale, host, mailFrom: deps.mailFrom(site) }, customer, signedIn.user.email, undo);
    });
    if (outcome.kind === 'refused') return c.html(confirmLinkPage({ ...common, step: { kind: 'refused' } }), 400);
    log.info('linking confirmed by mailed link', { publisher: site.publisher.globalCode });
    return c.html(confirmLinkPage({ ...common, step: { kind: 'done', accountNumber: outcome.customer.accountNumber } }));
  });
}
