import { expect } from '@playwright/test';
import type { OrderSubject } from '../../../machines/rules/orders';
import {
  actionError,
  onAccountSummary,
  say,
  settled,
  submitting,
  trigger,
  urlOf,
  type ReplayContext,
  type UiExecutor,
} from './replay';
import { answerOffer, confirmWithOffer, offerCard, offerOutcome } from './retention-offer';

/**
 * Stop or start auto-renew (/accounts/auto-renew?order=) as a subscriber does it, with the retention
 * offer a stop makes (intellisel, event stopAutoRenew: Northwind has one, Boréale none, so there the
 * offer step goes on by itself). 'Invalid login token' on the offer lookup is routed; the session ends
 * as a timeout. Accounts: 10000007 (canceled) for the refusal; 10000003 (auto-renew, Mastercard) for
 * the offer accepted and, after it, the stop that succeeds; Boréale 20000001 in French for the session
 * that ends and the failed stop; the donor 10000008 (no auto-renew, Amex on file) for the start, its
 * auto-renew stopped first through the UI when a path before has started it.
 */

const COFP = /\/api\/cofp$/;

function firstSubject(path: ReplayContext['path']): OrderSubject | undefined {
  const found = path.steps.find((s) => s.event.type === 'ORDER.FOUND');
  return (found?.event as { subject?: OrderSubject } | undefined)?.subject;
}

const stopButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Stop Auto Renew', 'Arrêter le renouvellement automatique') });
const startButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Start Auto Renew', 'Activer le renouvellement automatique') });

/** Stops auto-renew through the UI (declining the offer) when another path has started it. */
async function ensureNotRenewing(ctx: ReplayContext) {
  const { page } = ctx;
  await page.goto(urlOf(ctx, `/accounts/auto-renew?order=${ctx.order}`));
  await expect(stopButton(ctx).or(startButton(ctx)).first()).toBeVisible();
  if (await stopButton(ctx).isVisible()) {
    await stopButton(ctx).click();
    await page.getByTestId('retention-offer-loading').waitFor({ state: 'hidden' });
    if (await offerCard(ctx).isVisible()) await offerCard(ctx).getByRole('button', { name: say(ctx, 'No thanks, continue', 'Non merci, continuer') }).click();
    await expect(page.getByTestId('auto-renew-stopped')).toBeVisible();
  }
  await page.goto(urlOf(ctx, '/accounts/summary'));
}

export const autoRenewUi: UiExecutor = {
  machineId: 'autoRenew',
  setup: (path) => {
    const subject = firstSubject(path);
    if (!subject) return { skip: 'the path never brings an order' };
    const states = path.steps.map((s) => s.state);
    if (states.includes('unavailable')) return { publisher: 'northwind', accountNumber: '10000007', postalCode: '55401' };
    if (states.includes('choosingStart')) return { publisher: 'northwind', accountNumber: '10000008', postalCode: '30309', prepare: ensureNotRenewing };
    const outcomes = path.steps.map((s) => offerOutcome(s.event));
    if (outcomes.includes('accepted') || states.includes('stopped')) return { publisher: 'northwind', accountNumber: '10000003', postalCode: '90401' };
    return { publisher: 'boreale', accountNumber: '20000001', postalCode: 'H2J2L4' };
  },
  events: {
    'ORDER.FOUND': async (ctx) => {
      await ctx.page.goto(urlOf(ctx, `/accounts/auto-renew?order=${ctx.order}`));
    },
    'AUTORENEW.CONFIRM': (ctx) => confirmWithOffer(ctx, stopButton(ctx), COFP),
    'xstate.done.actor.retentionOffer': answerOffer,
    'AUTORENEW.START': async (ctx, event) => {
      if (event.method === 'card') await ctx.page.getByRole('radio', { name: say(ctx, 'Renew with my card on file', 'Renouveler avec ma carte au dossier') }).check();
      await trigger(ctx, COFP, () => startButton(ctx).click());
    },
    'ACTION.SETTLED': settled,
  },
  states: {
    awaitingOrder: onAccountSummary,
    unavailable: async (ctx) => {
      await expect(ctx.page.getByTestId('flow-unavailable').or(ctx.page.getByRole('alert')).first()).toBeVisible();
      await expect(stopButton(ctx)).toHaveCount(0);
      await expect(startButton(ctx)).toHaveCount(0);
    },
    confirmingStop: async (ctx) => {
      await expect(ctx.page.getByTestId('auto-renew-review')).toBeVisible();
      await expect(stopButton(ctx)).toBeEnabled();
      if (ctx.step?.event.type === 'ACTION.SETTLED') await expect(actionError(ctx.page)).toBeVisible();
    },
    offering: async (ctx) => {
      await expect(offerCard(ctx).or(ctx.page.getByTestId('retention-offer-loading')).or(ctx.page.getByTestId('auto-renew-review')).first()).toBeVisible();
    },
    offerAccepted: async (ctx) => {
      await expect(offerCard(ctx)).toBeHidden();
      await expect(ctx.page.getByTestId('offer-accepted').or(ctx.page.getByRole('status')).first()).toBeVisible();
      // The subscription keeps renewing.
      await ctx.page.goto(urlOf(ctx, `/accounts/auto-renew?order=${ctx.order}`));
      await expect(stopButton(ctx)).toBeVisible();
    },
    sessionEnded: async (ctx) => {
      await expect(ctx.page).toHaveURL(/\/login/);
    },
    stopping: submitting,
    stopped: async (ctx) => {
      await expect(ctx.page.getByTestId('auto-renew-stopped')).toBeVisible();
      if (ctx.isLast) {
        await ctx.page.goto(urlOf(ctx, `/accounts/auto-renew?order=${ctx.order}`));
        await expect(startButton(ctx)).toBeVisible();
      }
    },
    choosingStart: async (ctx) => {
      await expect(startButton(ctx)).toBeEnabled();
      if (ctx.step?.event.type === 'ACTION.SETTLED') await expect(actionError(ctx.page)).toBeVisible();
    },
    starting: submitting,
    started: async (ctx) => {
      await expect(ctx.page.getByTestId('auto-renew-started')).toBeVisible();
      if (ctx.isLast) {
        await ctx.page.goto(urlOf(ctx, `/accounts/auto-renew?order=${ctx.order}`));
        await expect(stopButton(ctx)).toBeVisible();
      }
    },
  },
};
