import { expect } from '@playwright/test';
import { extensionRefusal } from '../../../machines/rules/subscription-actions';
import { firstSubscription } from './suspendDelivery.ui';
import {
  actionError,
  actionSuccess,
  expiryOf,
  flowUnavailable,
  onAccountSummary,
  say,
  settled,
  submitting,
  trigger,
  urlOf,
  type ReplayContext,
  type UiExecutor,
} from './replay';

/**
 * Extend a subscription (/accounts/extend?order=) as a subscriber does it, with the retention offer
 * that follows a success (intellisel, event extension). Accounts: Boréale 20000003 (expired) in French
 * for the refusal, Boréale 20000009 in French for choose and back, Northwind 10000002 for the failed
 * extension (PUT /orderupdate routed), Northwind 10000013 for the extension that succeeds.
 */

const ORDER_UPDATE = /\/api\/orderupdate$/;

const issuesSelect = (ctx: ReplayContext) =>
  ctx.page.getByRole('combobox', { name: say(ctx, 'How many issues would you like to add?', 'Combien de numéros voulez-vous ajouter?') });
const extendButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Extend Subscription', 'Prolonger l’abonnement') });

export const extensionUi: UiExecutor = {
  machineId: 'extension',
  setup: (path) => {
    const s = firstSubscription(path);
    if (!s) return { skip: 'the path never brings an order' };
    if (extensionRefusal(s) !== null) return { publisher: 'boreale', accountNumber: '20000003', postalCode: 'G1R4S9' };
    const types = path.steps.map((step) => step.event.type);
    if (!types.includes('EXTENSION.CONFIRM')) return { publisher: 'boreale', accountNumber: '20000009', postalCode: '05401' };
    // Not 10000015: an extension bills the added issues, and an open bill holds back the transfer of orderTransfer's paths.
    if (path.steps.some((step) => step.state.startsWith('extended'))) return { publisher: 'northwind', accountNumber: '10000013', postalCode: '80202' };
    return { publisher: 'northwind', accountNumber: '10000002', postalCode: '60613' };
  },
  events: {
    'SUBSCRIPTION.FOUND': async (ctx) => {
      await ctx.page.goto(urlOf(ctx, `/accounts/extend?order=${ctx.order}`));
    },
    'EXTENSION.CHOOSE': async (ctx, event) => {
      const { page } = ctx;
      ctx.notes.before = await expiryOf(page);
      ctx.notes.issues = Number(event.issues);
      await issuesSelect(ctx).click();
      await page.getByRole('option', { name: String(event.issues), exact: true }).click();
      await page.getByRole('button', { name: say(ctx, 'Continue', 'Continuer') }).click();
    },
    'EXTENSION.BACK': async (ctx) => {
      await ctx.page.getByRole('button', { name: say(ctx, 'Back', 'Retour') }).click();
    },
    'EXTENSION.CONFIRM': async (ctx) => {
      await trigger(ctx, ORDER_UPDATE, () => extendButton(ctx).click());
    },
    'ACTION.SETTLED': settled,
    'xstate.done.actor.retentionOffer': async (ctx, event) => {
      const { page } = ctx;
      const outcome = (event.output as { outcome?: string } | undefined)?.outcome;
      const offer = page.getByTestId('retention-offer');
      // An offer is made when the publisher has one for this event; with none the flow goes on by itself.
      await expect(offer.or(page.getByTestId('retention-offer-loading')).or(actionSuccess(page)).first()).toBeVisible();
      await page.getByTestId('retention-offer-loading').waitFor({ state: 'hidden' });
      if (await offer.isVisible()) {
        const name = outcome === 'accepted' ? say(ctx, 'Accept offer', 'Accepter l’offre') : say(ctx, 'No thanks, continue', 'Non merci, continuer');
        await offer.getByRole('button', { name }).click();
      }
    },
  },
  states: {
    awaitingSubscription: onAccountSummary,
    unavailable: async (ctx) => {
      await expect(flowUnavailable(ctx.page)).toBeVisible();
    },
    choosing: async (ctx) => {
      await expect(issuesSelect(ctx)).toBeVisible();
      if (ctx.notes.issues) await expect(issuesSelect(ctx)).toHaveValue(String(ctx.notes.issues));
    },
    reviewing: async (ctx) => {
      const before = ctx.notes.before as number;
      await expect(ctx.page.getByTestId('extension-review')).toContainText(String(before + (ctx.notes.issues as number)));
      await expect(extendButton(ctx)).toBeEnabled();
      if (ctx.step?.event.type === 'ACTION.SETTLED') {
        await expect(actionError(ctx.page)).toBeVisible();
        await expect.poll(() => expiryOf(ctx.page)).toBe(before);
      }
    },
    submitting,
    'extended.offering': async (ctx) => {
      await expect(actionSuccess(ctx.page)).toBeVisible();
      await expect(ctx.page.getByTestId('retention-offer').or(ctx.page.getByTestId('retention-offer-loading')).first()).toBeVisible();
    },
    'extended.offered': async (ctx) => {
      const target = (ctx.notes.before as number) + (ctx.notes.issues as number);
      await expect(actionSuccess(ctx.page)).toContainText(String(target));
      await expect(ctx.page.getByTestId('retention-offer')).toBeHidden();
      await expect.poll(() => expiryOf(ctx.page)).toBe(target);
      if (ctx.isLast) {
        await ctx.page.reload();
        await expect.poll(() => expiryOf(ctx.page)).toBe(target);
      }
    },
  },
};
