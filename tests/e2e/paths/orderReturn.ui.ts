import { expect } from '@playwright/test';
import { actionError, flowUnavailable, onAccountSummary, settled, submitting, trigger, urlOf, type LookedUpOrder, type ReplayContext, type UiExecutor } from './replay';

/**
 * Return items of a shop order (/accounts/return?order=) as a subscriber does it. Account: Northwind
 * 10000041 (no other spec or executor uses it), one order per kind of path so that paths never
 * depend on each other. Its orders are chosen by rank, not by number (a seed account added earlier
 * in the list moves every number after it): in the seed's order, the first for the return that goes
 * through, the second for the failed one (PUT /orderupdate routed), the third for Back, the fifth
 * (shipped in August, past the window) for unavailable.
 */

const ORDER_UPDATE = /\/api\/orderupdate$/;
const LINE_LABELS: Record<number, string> = { 1: 'Northwind mug', 2: 'Northwind poster set' };
const REASON_LABELS: Record<string, string> = {
  damaged: 'It arrived damaged',
  wrongItem: 'I received the wrong item',
  notAsDescribed: 'It is not as described',
  noLongerWanted: 'I no longer want it',
};
type Line = { lineNumber: number; quantity: number };

/** The rank (in order-number order) of the account's order a path opens. */
const rankFor = (closed: boolean, settledOk: boolean, settledError: boolean) => {
  if (closed) return 4;
  if (settledOk) return 0;
  if (settledError) return 1;
  return 2;
};

const confirmButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: 'Return Items' });

export const orderReturnUi: UiExecutor = {
  machineId: 'orderReturn',
  setup: (path) => {
    const found = path.steps.find((s) => s.event.type === 'ORDER.FOUND')?.event as { subject?: { order?: { orderNumber?: string } } } | undefined;
    if (!found) return { skip: 'the path never brings an order' };
    const chose = path.steps.filter((s) => s.event.type === 'RETURN.CHOOSE').map((s) => (s.event as unknown as { lines: Line[] }).lines);
    if (chose.some((lines) => lines.some((l) => l.lineNumber === 1 && l.quantity > 2))) {
      return { skip: 'the quantity field cannot be set above what the order holds (the gateway’s refusal is tested in tests/e2e/order-returns.spec.ts)' };
    }
    const closed = found.subject?.order?.orderNumber === 'N500305';
    const results = path.steps.filter((s) => s.event.type === 'ACTION.SETTLED').map((s) => (s.event as unknown as { result: { status: string } }).result.status);
    const rank = rankFor(closed, results.includes('success'), results.includes('error'));
    const ranked = (mine: readonly LookedUpOrder[]) => mine.map((o) => o.orderNumber).sort();
    return { publisher: 'northwind', accountNumber: '10000041', postalCode: '98101', order: (o, mine) => ranked(mine)[rank] === o.orderNumber };
  },
  events: {
    'ORDER.FOUND': async (ctx) => {
      await ctx.page.goto(urlOf(ctx, `/accounts/return?order=${ctx.order}`));
    },
    'RETURN.CHOOSE': async (ctx, event) => {
      const { page } = ctx;
      const lines = (event as unknown as { lines: Line[] }).lines;
      ctx.notes.lines = lines;
      for (const [n, label] of Object.entries(LINE_LABELS)) {
        const line = lines.find((l) => l.lineNumber === Number(n));
        await page.getByRole('textbox', { name: label }).fill(String(line?.quantity ?? 0));
      }
      await page.getByRole('radio', { name: REASON_LABELS[String((event as { reason?: string }).reason)]! }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
    },
    'RETURN.BACK': async (ctx) => {
      await ctx.page.getByRole('button', { name: 'Back' }).click();
    },
    'RETURN.CONFIRM': async (ctx) => {
      await trigger(ctx, ORDER_UPDATE, () => confirmButton(ctx).click());
    },
    'ACTION.SETTLED': settled,
  },
  states: {
    awaitingOrder: onAccountSummary,
    unavailable: async (ctx) => {
      await expect(flowUnavailable(ctx.page)).toBeVisible();
    },
    choosing: async (ctx) => {
      await expect(ctx.page.getByRole('heading', { name: 'Choose the items to return' })).toBeVisible();
      const lines = (ctx.notes.lines as Line[] | undefined) ?? [];
      // Back keeps the choice.
      for (const line of lines) await expect(ctx.page.getByRole('textbox', { name: LINE_LABELS[line.lineNumber]! })).toHaveValue(String(line.quantity));
    },
    reviewing: async (ctx) => {
      const review = ctx.page.getByTestId('return-review');
      for (const line of ctx.notes.lines as Line[]) await expect(review).toContainText(`${line.quantity} × ${LINE_LABELS[line.lineNumber]}`);
      await expect(confirmButton(ctx)).toBeEnabled();
      if (ctx.step?.event.type === 'ACTION.SETTLED') await expect(actionError(ctx.page)).toBeVisible();
    },
    returning: submitting,
    returned: async (ctx) => {
      await expect(ctx.page.getByTestId('return-confirmation')).toBeVisible();
      if (ctx.isLast) {
        await ctx.page.goto(urlOf(ctx, '/accounts/orders'));
        await expect(ctx.page.locator(`tr[data-order="${ctx.order}"]`)).toContainText(/partially returned/i);
      }
    },
  },
};
