import { expect, type Request } from '@playwright/test';
import { onAccountSummary, signIn, type ReplayContext, type UiExecutor } from './replay';

/**
 * The automatic email add (nothing is shown: the subscriber did not ask for it) as a Northwind
 * subscriber meets it: signing in by account number with the optional email (captureEmail) gives the
 * session an email, which the portal would add (POST /cofe) to an account that has none. Account:
 * 10000009, who has an email, signing in with another one: nothing is added, no call is made, the
 * account keeps its own email. Boréale does not ask for an email at sign-in.
 *
 * Every demo account has an email (the summary's "No email on file" never shows), so the paths that
 * add one, and the session that already added one, have no account to run on and stay skipped.
 */

const COFE = /\/api\/cofe$/;
const OWN_EMAIL = 'henry.ellison@example.com';

function skipReason(path: ReplayContext['path']): string | null {
  const check = path.steps.find((s) => s.event.type === 'EMAIL_ADD.CHECK')?.event as { customers?: unknown[]; alreadyRan?: boolean } | undefined;
  if (!check) return 'the path never checks the account data';
  if (check.customers?.length === 0) return 'a signed-in session always has an account: a lookup without customers cannot be produced without faking the server’s answer';
  if (check.alreadyRan) {
    return 'a session that already added an email needs an account without one, and no demo account lacks an email (on an account with one, a first session skips too, so the replay could not tell them apart)';
  }
  if (path.steps.some((s) => s.state === 'adding')) return 'no demo account lacks an email, so there is nothing to add';
  return null;
}

export const automaticEmailAddUi: UiExecutor = {
  machineId: 'automaticEmailAdd',
  setup: (path) => {
    const skip = skipReason(path);
    if (skip) return { skip };
    return {
      publisher: 'northwind',
      accountNumber: '10000009',
      postalCode: '31401',
      captureEmail: 'henry.new@example.com',
      // Signed in here, once every /cofe the page sends is recorded.
      signIn: false,
      prepare: async (ctx) => {
        const sent: Request[] = [];
        ctx.notes.cofe = sent;
        ctx.page.on('request', (request) => {
          if (COFE.test(request.url()) && request.method() === 'POST') sent.push(request);
        });
        await signIn(ctx.page, ctx.baseURL, ctx.setup);
      },
    };
  },
  events: {
    // The account data arrives with the sign-in: the summary shows the account's own email.
    'EMAIL_ADD.CHECK': async (ctx) => {
      await expect(ctx.page.getByText(`Email: ${OWN_EMAIL}`)).toBeVisible();
    },
  },
  states: {
    idle: onAccountSummary,
    skipped: async (ctx) => {
      const { page } = ctx;
      // Nothing is added: no call in the time an add takes to start, and the account keeps its email.
      await page.waitForTimeout(1_500);
      expect((ctx.notes.cofe as Request[]).map((r) => r.postData()), 'no email is added').toEqual([]);
      // The session's once-only mark (AUTOMATIC_EMAIL_ADD_MARK) is set only when an add runs.
      expect(await page.evaluate(() => sessionStorage.getItem('portal.automaticEmailAdd')), 'the add did not run').toBeNull();
      await page.reload();
      await expect(page.getByText(`Email: ${OWN_EMAIL}`)).toBeVisible();
      await expect(page.getByText('henry.new@example.com')).toHaveCount(0);
    },
  },
};
