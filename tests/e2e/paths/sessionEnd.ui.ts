import { expect } from '@playwright/test';
import type { UiExecutor } from './replay';

/**
 * The clean-up that ends a session (the session's child sessionEnd) as a subscriber meets it: signed
 * in as a guest, My Account, Sign Out; the saved session and the session id are gone and the login
 * page says Sign Out Successful. A clean-up that fails (storage unavailable) cannot be produced by a
 * subscriber: that path is skipped with the reason.
 */

export const sessionEndUi: UiExecutor = {
  machineId: 'sessionEnd',
  setup: (path) => {
    if (path.steps.some((s) => s.event.type === 'xstate.error.actor.endSession')) return { skip: 'a failed clean-up (storage unavailable) cannot be produced by a subscriber' };
    return { publisher: 'northwind', accountNumber: '10000001', postalCode: '10118' };
  },
  events: {
    'xstate.done.actor.endSession': async (ctx) => {
      await expect(ctx.page).toHaveURL(/\/login$/);
    },
  },
  states: {
    ending: async (ctx) => {
      expect(await ctx.page.evaluate(() => sessionStorage.getItem('portal.session'))).not.toBeNull();
      await ctx.page.getByRole('button', { name: 'My Account', exact: true }).click();
      await ctx.page.getByRole('menuitem', { name: 'Sign Out' }).click();
    },
    cleared: async (ctx) => {
      await expect(ctx.page.getByText('Sign Out Successful')).toBeVisible();
      expect(await ctx.page.evaluate(() => sessionStorage.getItem('portal.session'))).toBeNull();
      expect(await ctx.page.evaluate(() => Object.keys(sessionStorage).length)).toBe(0);
      await expect(ctx.page.getByRole('button', { name: 'My Account', exact: true })).toHaveCount(0);
    },
  },
};
