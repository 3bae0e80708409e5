import { expect } from '@playwright/test';
import {
  actionError,
  callSent,
  say,
  settled,
  trigger,
  urlOf,
  type ReplayContext,
  type UiExecutor,
} from './replay';

/**
 * The refund of a canceled digital (Resin) subscription to store credit, as the cancel flow
 * (/accounts/cancel?order=) runs it: the path starts once the cancel went through (PUT
 * /resinorderupdate, answered by the server) and the refund (POST /payout) is under way, held until
 * the path's answer. Account: Northwind 10000023's digital subscription (its card is the one
 * cardUpdate's paths replace; they run before this machine and only need the card).
 *
 * Each path cancels a subscription for good: 10000023's for the refunded path, 10000044's (a digital
 * subscription seeded for this) for the failed refund and its retry. The seed's other digital
 * subscriptions that refund to store credit are taken: 10000024's by orderCancel's paths, and
 * 20000006's must keep running for resinGift's.
 */

const PAYOUT = /\/api\/payout$/;

const cancelButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Cancel Subscription', 'Annuler l’abonnement') });
const retryButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Try the refund again', 'Réessayer le remboursement') });

/** Cancels the order (the offer step goes on by itself: no publisher has an offer for digital editions); the refund is held. */
async function cancelUpToRefund(ctx: ReplayContext): Promise<void> {
  const { page } = ctx;
  await page.goto(urlOf(ctx, `/accounts/cancel?order=${ctx.order}`));
  await expect(page.getByTestId('cancel-quote')).toContainText(say(ctx, 'to your store credit', 'en crédit en magasin'));
  ctx.notes.quote = await page.getByTestId('cancel-quote').innerText();
  await trigger(ctx, PAYOUT, () => cancelButton(ctx).click(), { refetch: false });
}

export const storeCreditRefundUi: UiExecutor = {
  machineId: 'storeCreditRefund',
  setup: (path) => {
    const failing = path.steps.some((s) => s.state === 'failed');
    return failing
      ? { publisher: 'northwind', accountNumber: '10000044', postalCode: '55402', order: (o) => o.systemCode === 'RESIN', prepare: cancelUpToRefund }
      : { publisher: 'northwind', accountNumber: '10000023', postalCode: '20003', order: (o) => o.systemCode === 'RESIN', prepare: cancelUpToRefund };
  },
  events: {
    'ACTION.SETTLED': settled,
    'REFUND.RETRY': async (ctx) => {
      await trigger(ctx, PAYOUT, () => retryButton(ctx).click(), { refetch: false });
    },
  },
  states: {
    refunding: async (ctx) => {
      await callSent(ctx);
      await expect(ctx.page.getByRole('status').filter({ hasText: say(ctx, 'Adding the refund to your store credit', 'crédit en magasin') })).toBeVisible();
      await expect(cancelButton(ctx)).toHaveCount(0);
    },
    failed: async (ctx) => {
      await expect(
        ctx.page.getByText(
          say(ctx, 'its refund could not be added to your store credit yet', 'son remboursement n’a pas encore pu être ajouté à votre crédit en magasin'),
        ),
      ).toBeVisible();
      await expect(ctx.page.getByRole('alert').filter({ hasText: say(ctx, 'Error on Store Credit Refund', 'Erreur lors du remboursement en crédit') })).toBeVisible();
      await expect(retryButton(ctx)).toBeEnabled();
    },
    refunded: async (ctx) => {
      const { page } = ctx;
      const amount = /\$\s?\d+\.\d\d|\d+,\d\d\s?\$/.exec(ctx.notes.quote as string)?.[0];
      if (!amount) throw new Error(`no amount in the cancel quote: ${ctx.notes.quote as string}`);
      await expect(page.getByTestId('cancel-confirmation')).toBeVisible();
      await expect(page.getByTestId('store-credit-refund')).toContainText(amount);
      await expect(actionError(page)).toHaveCount(0);
      if (ctx.isLast) {
        // Persisted: Account Activity lists the refund to store credit, and the order cannot be canceled again.
        await page.goto(urlOf(ctx, '/accounts/activity'));
        const row = page.getByTestId('activity-entry').and(page.locator('[data-kind="storeCreditRefund"]'));
        await expect(row).toHaveCount(1);
        await expect(row.getByTestId('activity-amount')).toContainText(amount);
        await page.goto(urlOf(ctx, `/accounts/cancel?order=${ctx.order}`));
        await expect(page.getByTestId('flow-unavailable')).toBeVisible();
      }
    },
  },
};
