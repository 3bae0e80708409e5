import { expect, type Route } from '@playwright/test';
import {
  callSent,
  failureOf,
  say,
  settled,
  urlOf,
  type CallPlan,
  type ReplayContext,
  type UiExecutor,
} from './replay';

/**
 * The bot check of the account-number form (§2, §5), as a subscriber meets it: Boréale's guest
 * sign-in shows it from the start (in French); Northwind shows it once the gateway asked for it (the
 * first lookup is answered BOT_CHECK_FAILED by `page.route`, as the gateway answers an account tried
 * too often). Checking "I am not a robot" fetches a challenge, held at the browser until the path's
 * answer (the server's, or a 500); the browser then solves it. Solving may take a fraction of a
 * second, so `solving` is read from a log of the box's status line kept in the page: it still said
 * "Verifying…" when the challenge was handed over. A challenge with no solution is the server's
 * challenge with its hash replaced (no number hashes to zeros). The solution is spent by a lookup (Find Your Account) with a postal code that does not
 * match, so the form stays and shows the box unchecked again.
 */

const CHALLENGE = /\/api\/bot-check\/challenge$/;
const LOOKUP = /\/api\/GC-call-globalcustomer$/;

const box = (ctx: ReplayContext) => ctx.page.getByRole('checkbox', { name: say(ctx, 'I am not a robot', 'Je ne suis pas un robot') });
const findButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Find Your Account', 'Trouver votre compte') });
/** The line that says how the check went (the box's aria-describedby). */
const checkStatus = (ctx: ReplayContext) => ctx.page.locator(`[id="${ctx.notes.statusId as string}"]`);

/** Does the path's challenge have no solution (the solving fails)? */
const unsolvable = (ctx: ReplayContext) => ctx.path.steps.some((s) => s.event.type === 'xstate.error.actor.solveChallenge');

export const botCheckUi: UiExecutor = {
  machineId: 'botCheck',
  drivableFirst: true,
  setup: (path) => {
    if (path.steps.some((s) => s.event.type === 'BOT_CHECK.SPENT')) {
      // Gabriel Côté's account number with a postal code that is not his.
      return { publisher: 'boreale', accountNumber: '20000007', postalCode: 'H0H0H0', signIn: false, prepare: openBoreale };
    }
    return { publisher: 'northwind', accountNumber: '10000010', postalCode: '97205', signIn: false, prepare: askedByNorthwind };
  },
  events: {
    'BOT_CHECK.CHECK': async (ctx) => {
      await holdChallenge(ctx);
      await box(ctx).check();
    },
    'xstate.done.actor.fetchChallenge': async (ctx, event) => {
      await settled(ctx, event);
      ctx.notes.deliveredAt = Date.now();
    },
    'xstate.error.actor.fetchChallenge': settled,
    // The browser solves the challenge by itself.
    'xstate.done.actor.solveChallenge': async () => {},
    'xstate.error.actor.solveChallenge': async () => {},
    // The form sends the solution with its lookup: the solution is spent.
    'BOT_CHECK.SPENT': async (ctx) => {
      const lookup = ctx.page.waitForResponse((r) => LOOKUP.test(r.url()) && r.request().method() === 'POST');
      await findButton(ctx).click();
      const body = (await lookup).request().postDataJSON() as { botCheck?: string };
      expect(body.botCheck, 'the lookup carries the solution').toBeTruthy();
    },
  },
  states: {
    idle: async (ctx) => {
      await expect(box(ctx)).toBeVisible();
      await expect(box(ctx)).not.toBeChecked();
      await expect(box(ctx)).toBeEnabled();
      await expect(findButton(ctx)).toBeDisabled();
      if (ctx.step?.event.type === 'BOT_CHECK.SPENT') {
        // The lookup was answered (not this account): the form stays, a new check is needed.
        await expect(ctx.page.getByRole('alert').filter({ hasText: say(ctx, 'Account Lookup Error', 'Erreur de recherche de compte') })).toBeVisible();
        await expect(checkStatus(ctx)).toHaveText('');
      }
    },
    fetchingChallenge: async (ctx) => {
      await callSent(ctx);
      await expect(box(ctx)).toBeChecked();
      await expect(box(ctx)).toBeDisabled();
      await expect(checkStatus(ctx)).toHaveText(say(ctx, 'Verifying…', 'Vérification…'));
      await expect(findButton(ctx)).toBeDisabled();
    },
    solving: async (ctx) => {
      // The challenge has come (settled waited for it) and the status still said Verifying… then:
      // the browser was working on it (it may have finished since).
      const log = await ctx.page.evaluate(() => (window as unknown as { statusLog: Array<{ at: number; text: string }> }).statusLog);
      const atDelivery = log.filter((entry) => entry.at <= (ctx.notes.deliveredAt as number)).pop();
      expect(atDelivery?.text, `the status when the challenge came (log ${JSON.stringify(log)})`).toBe(say(ctx, 'Verifying…', 'Vérification…'));
    },
    solved: async (ctx) => {
      await expect(checkStatus(ctx)).toHaveText(say(ctx, 'Verified', 'Vérifié'), { timeout: 40_000 });
      await expect(box(ctx)).toBeChecked();
      await expect(box(ctx)).toBeDisabled();
      await expect(findButton(ctx)).toBeEnabled();
    },
    failed: async (ctx) => {
      await expect(checkStatus(ctx)).toHaveText(say(ctx, 'The check did not work. Please try again.', 'La vérification n’a pas fonctionné. Veuillez réessayer.'), { timeout: 40_000 });
      await expect(box(ctx)).not.toBeChecked();
      await expect(box(ctx)).toBeEnabled();
      await expect(findButton(ctx)).toBeDisabled();
    },
  },
};

/** The box's status line (aria-describedby of the box), and a log of what it says, kept in the page. */
async function rememberStatus(ctx: ReplayContext): Promise<void> {
  const id = await box(ctx).getAttribute('aria-describedby');
  ctx.notes.statusId = id;
  await ctx.page.evaluate((statusId) => {
    const status = document.getElementById(statusId!)!;
    const log = [{ at: Date.now(), text: status.textContent ?? '' }];
    (window as unknown as { statusLog: typeof log }).statusLog = log;
    new MutationObserver(() => log.push({ at: Date.now(), text: status.textContent ?? '' })).observe(status, { childList: true, subtree: true, characterData: true });
  }, id);
}

/** Boréale's sign-in page in French, the account-number tab with the bot check. */
async function openBoreale(ctx: ReplayContext): Promise<void> {
  const { page, setup } = ctx;
  await page.addInitScript(() => localStorage.setItem('portal.locale', 'fr-CA'));
  await page.goto(urlOf(ctx, '/login'));
  await page.getByRole('textbox', { name: 'Numéro de compte' }).fill(setup.accountNumber);
  await page.getByRole('textbox', { name: 'Code postal' }).fill(setup.postalCode);
  await rememberStatus(ctx);
}

/** Northwind's sign-in page after the gateway asked for the bot check (the first lookup is answered BOT_CHECK_FAILED). */
async function askedByNorthwind(ctx: ReplayContext): Promise<void> {
  const { page, setup } = ctx;
  await page.goto(urlOf(ctx, '/login'));
  await expect(box(ctx)).toHaveCount(0);
  await page.getByLabel('Find your account').selectOption({ label: 'Account Number' });
  await page.getByLabel('Account Number').fill(setup.accountNumber);
  await page.getByRole('textbox', { name: 'Postal Code' }).fill(setup.postalCode);
  await page.route(LOOKUP, (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'BOT_CHECK_FAILED', message: 'Please complete the bot check and try again.' }) }),
  );
  await findButton(ctx).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete the bot check and try again.' })).toBeVisible();
  await page.unroute(LOOKUP);
  await rememberStatus(ctx);
}

/** The server's answer to a challenge call, fetched from loopback with the publisher's Host. */
async function serverChallenge(route: Route): Promise<Record<string, unknown> & { challenge: string; salt: string; maxNumber: number }> {
  const target = new URL(route.request().url());
  const host = target.host;
  target.hostname = '127.0.0.1';
  const response = await route.fetch({ url: target.href, headers: { ...route.request().headers(), host } });
  return (await response.json()) as Record<string, unknown> & { challenge: string; salt: string; maxNumber: number };
}

/**
 * Holds the challenge call the box is about to make until the path's answer (settled): the
 * server's challenge, one without a solution, a 500,
 * or, when the path ends while fetching, nothing (aborted at the end).
 */
async function holdChallenge(ctx: ReplayContext): Promise<void> {
  const { page } = ctx;
  const answer = ctx.next;
  let release = () => {};
  let sent = () => {};
  let done = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const requested = new Promise<void>((r) => (sent = r));
  const answered = new Promise<void>((r) => (done = r));
  const failure = answer ? failureOf(answer) : 'abort';
  const plan: CallPlan = { failure, message: '', release, gate, requested, answered, sent, done };
  ctx.calls = [plan];
  ctx.answered = 0;
  await page.unroute(CHALLENGE);
  await page.route(CHALLENGE, async (route) => {
    sent();
    await gate;
    try {
      if (failure === 'abort') {
        await route.abort('aborted');
      } else if (failure) {
        await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: 'The service is unavailable.' }) });
      } else {
        const challenge = await serverChallenge(route);
        await route.fulfill({ json: unsolvable(ctx) ? { ...challenge, challenge: '0'.repeat(64) } : challenge });
      }
    } catch {
      // The page went away (the path ended).
    }
    done();
  });
}
