import { expect } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { onAccountSummary, urlOf, type ReplayContext, type UiExecutor } from './replay';

/**
 * The orders list (§2 Orders, §3 viewAllOrders, §9) as a subscriber pages through it: the collector
 * Northwind 10000021 (200 shop orders, only read) opens Orders from the navigation and sees the
 * newest 5 with "View all (200)", or, when this session chose View all before, every order 20 a
 * page with the range and a page chooser; View fewer goes back. The choice is kept for the session:
 * on a path's last step a reload must show the same list.
 *
 * The path's counts are sample data (45 orders): the collector's real count stands for them (the
 * list is long either way, and page 3 exists). Boréale has no long order list among its accounts.
 *
 * Skipped, with the reason: a second ORDERS.LISTED (the list tells the machine the count when it
 * changes, and nothing on the Orders screen changes it or looks the account up again while it shows),
 * a page that does not exist (the chooser offers only pages that do), View all on a short list
 * (a short list offers no switch).
 */

const ordersLink = (ctx: ReplayContext) => ctx.page.getByRole('navigation').getByRole('link', { name: 'Orders', exact: true }).first();
const orderList = (ctx: ReplayContext) => ctx.page.locator('#order-list');
const rows = (ctx: ReplayContext) => orderList(ctx).locator('tbody tr');
const range = (ctx: ReplayContext) => ctx.page.getByTestId('orders-range');
const pages = (ctx: ReplayContext) => ctx.page.getByRole('navigation', { name: 'Pages of orders' });
const viewAllButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: /^View all \(\d+\)$/ });
const viewFewerButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: 'View fewer' });

function unreachable(path: ReplayContext['path']): string | null {
  const listed = path.steps.filter((s) => s.event.type === 'ORDERS.LISTED');
  if (listed.length > 1) {
    return 'a second ORDERS.LISTED: the list tells the machine the count only when it changes, and nothing on the Orders screen changes it or looks the account up again while the list shows';
  }
  const total = (listed[0]?.event as AnyEventObject | undefined)?.total as number | undefined;
  if (total !== undefined && total <= 5) {
    return 'a short list (5 orders or fewer): no demo account that reads a long list has one; a short list offers neither View all nor pages';
  }
  if (path.steps.some((s) => s.event.type === 'ORDERS.PAGE' && Number((s.event as AnyEventObject).page) > 3)) {
    return 'a page that does not exist: the chooser offers only the pages there are';
  }
  return null;
}

/** Every order newest first, read from the list itself: the first row is the newest. */
async function firstOrder(ctx: ReplayContext): Promise<string> {
  return (await rows(ctx).first().getAttribute('data-order')) ?? '';
}

async function fewerShown(ctx: ReplayContext): Promise<void> {
  await expect(rows(ctx)).toHaveCount(5);
  const button = viewAllButton(ctx);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const total = Number(/\((\d+)\)/.exec(await button.innerText())?.[1]);
  expect(total, 'a long list').toBeGreaterThan(40);
  ctx.notes.total ??= total;
  expect(total, 'the count of every order').toBe(ctx.notes.total);
  await expect(range(ctx)).toHaveCount(0);
  await expect(pages(ctx)).toHaveCount(0);
  if (ctx.notes.newest) expect(await firstOrder(ctx), 'the newest order first').toBe(ctx.notes.newest);
}

async function allShown(ctx: ReplayContext): Promise<void> {
  const page = Number(ctx.notes.page ?? 1);
  await expect(viewFewerButton(ctx)).toHaveAttribute('aria-expanded', 'true');
  const text = await range(ctx).innerText();
  const match = /^Orders (\d+) to (\d+) of (\d+)$/.exec(text.trim());
  expect(match, `the range: ${text}`).not.toBeNull();
  const total = Number(match![3]);
  ctx.notes.total ??= total;
  expect(total).toBe(ctx.notes.total);
  expect([Number(match![1]), Number(match![2])], 'the orders of the page').toEqual([(page - 1) * 20 + 1, Math.min(page * 20, total)]);
  await expect(rows(ctx)).toHaveCount(Math.min(page * 20, total) - (page - 1) * 20);
  await expect(pages(ctx).getByRole('button', { name: `Go to page ${page}`, exact: true })).toHaveAttribute('aria-current', 'page');
  if (page === 1 && ctx.notes.newest) expect(await firstOrder(ctx), 'the newest order first').toBe(ctx.notes.newest);
}

/** On the last step: the choice was kept for the session, so a reload shows the same list (from its first page). */
async function keptAfterReload(ctx: ReplayContext, check: (ctx: ReplayContext) => Promise<void>): Promise<void> {
  if (!ctx.isLast) return;
  await ctx.page.reload();
  ctx.notes.page = 1;
  await check(ctx);
}

export const ordersPagingUi: UiExecutor = {
  machineId: 'ordersPaging',
  setup: (path) => {
    const reason = unreachable(path);
    if (reason) return { skip: reason };
    const viewAll = (path.steps[0]?.event as { viewAll?: boolean } | undefined)?.viewAll === true;
    return {
      publisher: 'northwind',
      accountNumber: '10000021',
      postalCode: '95014',
      prepare: async (ctx) => {
        // The newest order, as the full list shows it first.
        await ctx.page.goto(urlOf(ctx, '/accounts/orders'));
        ctx.notes.newest = await firstOrder(ctx);
        // A session that chose View all before: the Orders screen remembers it.
        if (viewAll) await viewAllButton(ctx).click();
        await expect(viewAll ? viewFewerButton(ctx) : viewAllButton(ctx)).toBeVisible();
        await ctx.page.getByRole('link', { name: 'Account Summary' }).first().click();
      },
    };
  },
  events: {
    // Opening Orders from the navigation: the list is counted once it is there.
    'ORDERS.LISTED': async (ctx) => {
      await ordersLink(ctx).click();
      await expect(ctx.page).toHaveURL(/\/accounts\/orders$/);
      await expect(orderList(ctx)).toBeVisible();
    },
    'ORDERS.VIEW_ALL': async (ctx) => {
      ctx.notes.page = 1;
      await viewAllButton(ctx).click();
    },
    'ORDERS.VIEW_FEWER': async (ctx) => {
      await viewFewerButton(ctx).click();
    },
    'ORDERS.PAGE': async (ctx, event) => {
      const page = Number(event.page);
      await pages(ctx).getByRole('button', { name: `Go to page ${page}`, exact: true }).click();
      ctx.notes.page = page;
    },
  },
  states: {
    awaitingOrders: async (ctx) => {
      await onAccountSummary(ctx);
      await expect(orderList(ctx)).toHaveCount(0);
    },
    fewer: async (ctx) => {
      await fewerShown(ctx);
      await keptAfterReload(ctx, fewerShown);
    },
    all: async (ctx) => {
      await allShown(ctx);
      await keptAfterReload(ctx, allShown);
    },
  },
};
