import { expect } from '@playwright/test';
import { loading, say, settled, trigger, urlOf, type ReplayContext, type UiExecutor } from './replay';

/**
 * Account Activity (/accounts/activity) as a subscriber sees it: the activity is loaded when the page
 * opens (one POST /activity per signed-in account, held until the path's answer), a failed load says
 * so with "Try again"; the activity shown offers Refresh, which loads it again (after a change made in
 * another tab). Account: Boréale 20000007 in French (nothing is changed).
 */

const ACTIVITY = /\/api\/activity$/;

const failedAlert = (ctx: ReplayContext) =>
  ctx.page.getByRole('alert').filter({ hasText: say(ctx, 'We could not load your account activity.', 'Nous n’avons pas pu charger l’activité de votre compte.') });

const refreshButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Refresh', 'Actualiser') });

export const accountActivityUi: UiExecutor = {
  machineId: 'accountActivity',
  setup: () => {
    return {
      publisher: 'boreale',
      accountNumber: '20000007',
      postalCode: 'H3B4G7',
      // The page opens: its load is held until the path's first answer.
      prepare: (ctx) => trigger(ctx, ACTIVITY, () => ctx.page.goto(urlOf(ctx, '/accounts/activity')).then(() => {}), { refetch: false }),
    };
  },
  events: {
    'xstate.error.actor.loadActivity': settled,
    'xstate.done.actor.loadActivity': settled,
    'ACTIVITY.REFRESH': async (ctx) => {
      await trigger(ctx, ACTIVITY, () => refreshButton(ctx).click(), { refetch: false });
    },
    'ACTIVITY.RETRY': async (ctx) => {
      await trigger(ctx, ACTIVITY, () => failedAlert(ctx).getByRole('button', { name: say(ctx, 'Try again', 'Réessayer') }).click(), { refetch: false });
    },
  },
  states: {
    loading: async (ctx) => {
      await expect(ctx.page.getByRole('heading', { name: say(ctx, 'Account Activity', 'Activité du compte') }).first()).toBeVisible();
      await loading(ctx);
      await expect(ctx.page.getByTestId('activity-list')).toHaveCount(0);
      await expect(refreshButton(ctx)).toHaveCount(0);
    },
    shown: async (ctx) => {
      // What was done on the account (its seeded payment), and the way to load it again.
      await expect(ctx.page.getByTestId('activity-list').getByTestId('activity-entry').first()).toHaveAttribute('data-kind', /\w+/);
      await expect(refreshButton(ctx)).toBeEnabled();
      await expect(failedAlert(ctx)).toHaveCount(0);
      await expect(ctx.page.getByRole('status').filter({ hasText: say(ctx, 'Loading...', 'Chargement...') })).toHaveCount(0);
    },
    failed: async (ctx) => {
      await expect(failedAlert(ctx)).toBeVisible();
      await expect(failedAlert(ctx).getByRole('button', { name: say(ctx, 'Try again', 'Réessayer') })).toBeEnabled();
      await expect(ctx.page.getByTestId('activity-list')).toHaveCount(0);
    },
  },
};
