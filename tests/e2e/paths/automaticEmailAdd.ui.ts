import { expect, type Page, type Request, type Response } from '@playwright/test';
import { callSent, onAccountSummary, settled, signIn, trigger, urlOf, type ReplayContext, type UiExecutor } from './replay';

/**
 * The automatic email add (nothing is shown: the subscriber did not ask for it) as a Northwind
 * subscriber meets it. Once the account data is there, an email the session knows goes to the
 * accounts that have none (POST /cofe), once per session.
 *
 * - Nothing to add: 10000009, who has an email, signing in by account number with another one
 *   (captureEmail): no call, the account keeps its own email.
 * - A lookup without customers: 10000009 again, the account data looked up anew (a reload) and
 *   answered by the gateway with no customer (routed): the add fails (analytics Automatic Email Add
 *   Unsuccessful) and sends nothing.
 * - An add: an identity created in the secure sign-in popup, linked in the linking view to an account
 *   without an email (10000026; the sign-in by account number would store its captureEmail itself,
 *   so the session's email must be the identity's): POST /cofe with the identity's email, held until
 *   the path answers it, then the email on file after the refetch and on a new visit.
 * - An add that fails (a 500, routed) and a session that already ran it (the failed add, then a
 *   reload): 10000027, also without an email, which neither path gives one.
 *
 * Boréale has no secure sign-in and asks no email at sign-in: the flow is Northwind's only.
 */

const COFE = /\/api\/cofe$/;
const LOOKUP = /\/api\/GC-call-globalcustomer$/;
const ANALYTICS = /\/api\/eventbuspublish$/;
const OWN_EMAIL = 'henry.ellison@example.com';
const MARK = 'portal.automaticEmailAdd';
const PASSWORD = 'a-long-password-2026';

type Check = { customers?: unknown[]; alreadyRan?: boolean };
const checkOf = (path: ReplayContext['path']) => path.steps.find((s) => s.event.type === 'EMAIL_ADD.CHECK')?.event as Check | undefined;

/** Records every POST the page sends to a route (from before the sign-in on). */
function recordPosts(page: Page, url: RegExp): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (url.test(request.url()) && request.method() === 'POST') sent.push(request);
  });
  return sent;
}

/** A new identity of the secure sign-in (popup: Create an Account), which lands in the linking view. */
async function createIdentity(ctx: ReplayContext): Promise<string> {
  const { page } = ctx;
  const email = `reader.${ctx.setup.accountNumber}.${Date.now()}@example.com`;
  await page.goto(urlOf(ctx, '/login'));
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Create an Account', exact: true }).click();
  const popup = await opened;
  await popup.waitForURL(/\/realms\/portal\//);
  await popup.getByLabel('First name').fill('Replay');
  await popup.getByLabel('Last name').fill('Reader');
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await popup.getByLabel('Confirm password').fill(PASSWORD);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Create an Account' }).click();
  await closed;
  await expect(page.getByRole('heading', { level: 1, name: 'Great! Just one more step.' })).toBeVisible();
  ctx.notes.identity = email;
  return email;
}

/** In the linking view: the account found by number and postal code joins the identity's session. */
async function linkAccount(ctx: ReplayContext): Promise<void> {
  const { page } = ctx;
  await page.getByLabel('Account Number').fill(ctx.setup.accountNumber);
  await page.getByRole('textbox', { name: 'Postal Code' }).fill(ctx.setup.postalCode);
  await page.getByRole('button', { name: 'Find Your Account' }).click();
  // An account with no email on file cannot be linked by a mailed link: the notice says customer service
  // must link it, and Continue to my account opens it for this visit (issue 16), where the add runs.
  await page.getByRole('button', { name: 'Continue to my account' }).click();
}

const mark = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), MARK);
const cofe = (ctx: ReplayContext) => ctx.notes.cofe as Request[];

export const automaticEmailAddUi: UiExecutor = {
  machineId: 'automaticEmailAdd',
  setup: (path) => {
    const check = checkOf(path);
    if (!check) return { skip: 'the path never checks the account data' };
    const adds = path.steps.some((s) => s.state === 'adding');
    const succeeds = path.steps.some((s) => s.state === 'added');
    if (check.customers?.length === 0 || (!adds && !check.alreadyRan)) {
      return {
        publisher: 'northwind',
        accountNumber: '10000009',
        postalCode: '31401',
        captureEmail: 'henry.new@example.com',
        // Signed in here, once every /cofe the page sends is recorded.
        signIn: false,
        prepare: async (ctx) => {
          ctx.notes.cofe = recordPosts(ctx.page, COFE);
          ctx.notes.analytics = recordPosts(ctx.page, ANALYTICS);
          await signIn(ctx.page, ctx.baseURL, ctx.setup);
        },
      };
    }
    if (check.alreadyRan) {
      return {
        publisher: 'northwind',
        accountNumber: '10000027',
        postalCode: '84101',
        signIn: false,
        // The session already ran the add: it failed (a 500), so the account still has no email. The
        // 500 stays routed: an add tried again is seen (and recorded) without giving the account an email.
        prepare: async (ctx) => {
          const { page } = ctx;
          await page.route(COFE, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: 'The service is unavailable.' }) }));
          const failed = page.waitForResponse((r: Response) => COFE.test(r.url()) && r.status() === 500, { timeout: 30_000 });
          await createIdentity(ctx);
          await linkAccount(ctx);
          await failed;
          await expect.poll(() => mark(page)).toBe('1');
          ctx.notes.cofe = recordPosts(page, COFE);
        },
      };
    }
    return {
      publisher: 'northwind',
      ...(succeeds ? { accountNumber: '10000026', postalCode: '73102' } : { accountNumber: '10000027', postalCode: '84101' }),
      signIn: false,
      prepare: async (ctx) => {
        ctx.notes.cofe = recordPosts(ctx.page, COFE);
        await createIdentity(ctx);
      },
    };
  },
  events: {
    'EMAIL_ADD.CHECK': async (ctx, event) => {
      const { page } = ctx;
      const check = event as Check;
      if (check.customers?.length === 0) {
        // The account data looked up anew, and the gateway answers with no customer.
        await page.route(LOOKUP, async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, json: { ...((await response.json()) as object), customers: [] } });
        });
        await page.reload();
        return;
      }
      if (check.alreadyRan) {
        // The same session, the account data looked up anew.
        await page.reload();
        return;
      }
      if (ctx.notes.identity) {
        // The account data arrives with the linking lookup: the add starts at once, held until the path answers it.
        await trigger(ctx, COFE, () => linkAccount(ctx));
        return;
      }
      // The account data arrives with the sign-in: the summary shows the account's own email.
      await expect(page.getByText(`Email: ${OWN_EMAIL}`)).toBeVisible();
    },
    'ACTION.SETTLED': settled,
  },
  states: {
    idle: async (ctx) => {
      const { page } = ctx;
      if (ctx.notes.identity && ctx.index === 0 && checkOf(ctx.path)?.alreadyRan !== true) {
        // Signed in with the identity, the account not linked yet.
        await expect(page.getByRole('heading', { level: 1, name: 'Great! Just one more step.' })).toBeVisible();
        return;
      }
      await onAccountSummary(ctx);
      if (checkOf(ctx.path)?.alreadyRan) await expect(page.getByText('No email on file')).toBeVisible();
    },
    adding: async (ctx) => {
      const { page } = ctx;
      await callSent(ctx);
      await onAccountSummary(ctx);
      // Once per session: marked as it starts.
      expect(await mark(page), 'the session remembers the add ran').toBe('1');
      expect(cofe(ctx).map((r) => r.postDataJSON()), 'the identity’s email goes to the account without one').toEqual([
        expect.objectContaining({ accountNumber: ctx.setup.accountNumber, email: ctx.notes.identity }),
      ]);
      // Nothing is shown: the subscriber did not ask for it.
      await expect(page.getByText('No email on file')).toBeVisible();
    },
    added: async (ctx) => {
      const { page } = ctx;
      const email = ctx.notes.identity as string;
      // The refetch 3 s later brings the email on file.
      await expect(page.getByText(`Email: ${email}`)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('alert')).toHaveCount(0);
      if (ctx.isLast) {
        await page.goto(urlOf(ctx, '/accounts/email'));
        await expect(page.getByTestId('current-emails')).toContainText(email);
        expect(cofe(ctx), 'added once').toHaveLength(1);
      }
    },
    skipped: async (ctx) => {
      const { page } = ctx;
      const again = checkOf(ctx.path)?.alreadyRan === true;
      // The account data is there (the check ran), then nothing is added in the time an add takes to start.
      await expect(page.getByText(again ? 'No email on file' : `Email: ${OWN_EMAIL}`)).toBeVisible();
      await page.waitForTimeout(3_000);
      expect(cofe(ctx).map((r) => r.postDataJSON()), 'no email is added').toEqual([]);
      if (again) {
        // The session ran it before: the account keeps no email rather than being tried again.
        expect(await mark(page)).toBe('1');
        return;
      }
      // The session's once-only mark is set only when an add runs.
      expect(await mark(page), 'the add did not run').toBeNull();
      await page.reload();
      await expect(page.getByText(`Email: ${OWN_EMAIL}`)).toBeVisible();
      await expect(page.getByText('henry.new@example.com')).toHaveCount(0);
    },
    failed: async (ctx) => {
      const { page } = ctx;
      if (checkOf(ctx.path)?.customers?.length === 0) {
        // A bad lookup: nothing to add to, reported to analytics, no call.
        await expect(page.getByText('No accounts were found.')).toBeVisible();
        await expect
          .poll(() => (ctx.notes.analytics as Request[]).map((r) => (r.postDataJSON() as { body?: { category?: string; action?: string } }).body))
          .toContainEqual(expect.objectContaining({ category: 'Automatic Email Add', action: 'Unsuccessful' }));
        expect(cofe(ctx), 'no email is added').toEqual([]);
        expect(await mark(page), 'the add did not run').toBeNull();
        return;
      }
      // The add was refused: the account still has no email, and the session does not try again.
      await page.waitForTimeout(1_500);
      await expect(page.getByText('No email on file')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(await mark(page)).toBe('1');
      await page.reload();
      await expect(page.getByText('No email on file')).toBeVisible();
      await page.waitForTimeout(1_500);
      expect(cofe(ctx), 'tried once').toHaveLength(1);
    },
  },
};
