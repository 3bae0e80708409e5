import { expect } from '@playwright/test';
import { actionError, onAccountSummary, say, settled, submitting, trigger, type ReplayContext, type UiExecutor } from './replay';
import { ORDER_CALLS, REFUSED_ORDER, offeredNoMore, openRoute, refused } from './order-change';

/**
 * Transfer (/accounts/transfer?order=) as a subscriber does it. Accounts: 10000007 (canceled) for
 * the refusal; 10000015 for the transfer that succeeds, 10000002 for the others.
 */

const transferButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Transfer Subscription', 'Transférer l’abonnement') });

export const orderTransferUi: UiExecutor = {
  machineId: 'orderTransfer',
  setup: (path) => {
    const states = path.steps.map((s) => s.state);
    if (states.includes('unavailable')) return REFUSED_ORDER;
    return states.includes('transferred')
      ? { publisher: 'northwind', accountNumber: '10000015', postalCode: '53703' }
      : { publisher: 'northwind', accountNumber: '10000002', postalCode: '60613' };
  },
  events: {
    'ORDER.FOUND': openRoute('transfer'),
    'TRANSFER.CHOOSE': async (ctx) => {
      // The path's target is sample data: the first transfer target the screen offers.
      await ctx.page.getByRole('radio').first().check();
      await ctx.page.getByRole('button', { name: say(ctx, 'Continue', 'Continuer'), exact: true }).click();
    },
    'TRANSFER.BACK': async (ctx) => {
      await ctx.page.getByRole('button', { name: say(ctx, 'Back', 'Retour'), exact: true }).click();
    },
    'TRANSFER.CONFIRM': async (ctx) => {
      await trigger(ctx, ORDER_CALLS, () => transferButton(ctx).click());
    },
    'ACTION.SETTLED': settled,
  },
  states: {
    awaitingOrder: onAccountSummary,
    unavailable: refused(transferButton),
    choosingTarget: async (ctx) => {
      await expect(ctx.page.getByRole('heading', { name: say(ctx, 'Choose a new subscription', 'Choisissez un nouvel abonnement') })).toBeVisible();
      await expect(ctx.page.getByRole('radio').first()).toBeVisible();
    },
    reviewingTransfer: async (ctx) => {
      await expect(ctx.page.getByTestId('transfer-review')).toBeVisible();
      await expect(transferButton(ctx)).toBeEnabled();
      if (ctx.step?.event.type === 'ACTION.SETTLED') await expect(actionError(ctx.page)).toBeVisible();
    },
    transferring: submitting,
    transferred: async (ctx) => {
      await expect(ctx.page.getByTestId('transfer-confirmation')).toBeVisible();
      await offeredNoMore(ctx, 'transfer');
    },
  },
};
