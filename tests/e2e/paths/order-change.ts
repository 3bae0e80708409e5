import { expect, type Locator } from '@playwright/test';
import { urlOf, type EventExecutor, type PathSetup, type ReplayContext, type StateCheck } from './replay';

/**
 * What the cancel (orderCancel.ui.ts) and transfer (orderTransfer.ui.ts) replays share: both open
 * their route for the path's order, are refused for a canceled order, and are offered no more for
 * an order they changed.
 */

/** The calls of a cancel or a transfer (the refund or the mail of a cancel follow by themselves). */
export const ORDER_CALLS = /\/api\/(orderupdate|resinorderupdate|custserv-email|payout)$/;

/** 10000007, whose order is canceled: neither change is offered for it. */
export const REFUSED_ORDER: PathSetup = { publisher: 'northwind', accountNumber: '10000007', postalCode: '55401' };

/** ORDER.FOUND: the subscriber opens the change's route (`cancel`, `transfer`) for the order. */
export const openRoute = (route: string): EventExecutor => async (ctx) => {
  await ctx.page.goto(urlOf(ctx, `/accounts/${route}?order=${ctx.order}`));
};

/** unavailable: the refusal shows, and the change's button does not. */
export const refused = (button: (ctx: ReplayContext) => Locator): StateCheck => async (ctx) => {
  await expect(ctx.page.getByTestId('flow-unavailable')).toBeVisible();
  await expect(button(ctx)).toHaveCount(0);
};

/** At the end of a path that changed the order: opening the route again offers the change no more. */
export async function offeredNoMore(ctx: ReplayContext, route: string): Promise<void> {
  if (!ctx.isLast) return;
  await ctx.page.goto(urlOf(ctx, `/accounts/${route}?order=${ctx.order}`));
  await expect(ctx.page.getByTestId('flow-unavailable')).toBeVisible();
}
