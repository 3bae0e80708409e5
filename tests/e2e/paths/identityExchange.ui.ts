import { expect, type Page } from '@playwright/test';
import { callSent, settled, trigger, urlOf, type ReplayContext, type UiExecutor } from './replay';

/**
 * The token exchange of a secure sign-in (the session's child identityExchange) as a subscriber meets
 * it: Sign In on the login page opens the embedded identity provider in a popup; the seeded linked
 * user signs in and the popup hands the tokens to the portal, which exchanges them (POST /api/mylo).
 * The exchange's answer is the real server's for the linked user (an account: the summary follows),
 * reshaped through page.route for an identity without subscriptions (the linking view), answered
 * 401 'Invalid login token' for a refused token, and dropped for a failed call. A Resin account of
 * the publisher's products is not seeded for a provider user: that path is skipped with the reason.
 */

const EXCHANGE = /\/api\/mylo$/;
const PASSWORD = 'Portal-demo-2026';
const alert = (page: Page) => page.getByRole('alert').filter({ hasText: 'Account Lookup Error' });

/** Sign In, the provider's form in the popup, and the tokens back to the portal (the exchange held by the trigger). */
async function signInThroughProvider(ctx: ReplayContext) {
  const { page } = ctx;
  await page.goto(urlOf(ctx, '/login'));
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/realms\/portal\//);
  await popup.getByLabel('Email').fill('linked@northwind.example');
  await popup.getByLabel('Password').fill(PASSWORD);
  await popup.getByRole('button', { name: 'Sign In' }).click();
}

function answerOf(ctx: ReplayContext) {
  const event = ctx.path.steps[0]?.event as { type: string; output?: { subscriptions?: unknown[]; resinAccounts?: unknown[]; accountId?: string }; error?: string } | undefined;
  if (event?.type === 'xstate.error.actor.exchangeIdentity' && event.error === 'Invalid login token') {
    return { answer: { status: 401, body: { code: 'SESSION_EXPIRED', message: 'Invalid login token' } } };
  }
  if (event?.type === 'xstate.done.actor.exchangeIdentity' && !event.output?.accountId) {
    return { transform: () => ({ subscriptions: [], resinAccounts: [] }) };
  }
  return {};
}

export const identityExchangeUi: UiExecutor = {
  machineId: 'identityExchange',
  setup: (path) => {
    const resin = path.steps.some((s) => ((s.event as { output?: { resinAccounts?: unknown[] } }).output?.resinAccounts ?? []).length > 0);
    if (resin) return { skip: 'no provider user of the demo data has a Resin account of the publisher’s products' };
    return { publisher: 'northwind', accountNumber: '10000014', postalCode: '98109', signIn: false };
  },
  events: {
    'xstate.done.actor.exchangeIdentity': settled,
    // A refused token answers 401; any other failure is a dropped connection.
    'xstate.error.actor.exchangeIdentity': settled,
  },
  states: {
    exchanging: async (ctx) => {
      await trigger(ctx, EXCHANGE, () => signInThroughProvider(ctx), { refetch: false, failAbort: true, ...answerOf(ctx) });
      await callSent(ctx);
    },
    accountFound: async (ctx) => {
      await expect(ctx.page).toHaveURL(/\/accounts\/summary$/);
      await expect(ctx.page.getByTestId('signed-in-accounts')).toContainText('10000014');
    },
    noAccount: async (ctx) => {
      await expect(ctx.page).toHaveURL(/\/login/);
      // The linking view: the identity waits for the subscriber to find the account to link.
      await expect(ctx.page.getByRole('heading', { level: 1, name: 'Great! Just one more step.' })).toBeVisible();
      await expect(alert(ctx.page)).toHaveCount(0);
    },
    tokenRefused: async (ctx) => {
      await expect(ctx.page).toHaveURL(/\/login/);
      await expect(alert(ctx.page)).toContainText('Invalid login token');
    },
    failed: async (ctx) => {
      await expect(ctx.page).toHaveURL(/\/login/);
      await expect(alert(ctx.page)).toContainText('Sorry, we could not find your account');
    },
  },
};
