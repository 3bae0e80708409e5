import { expect } from '@playwright/test';
import { resumeRefusal } from '../../../machines/rules/subscription-actions';
import { firstSubscription } from './suspendDelivery.ui';
import {
  actionError,
  actionSuccess,
  flowUnavailable,
  onAccountSummary,
  say,
  settled,
  statusBadge,
  submitting,
  trigger,
  urlOf,
  type ReplayContext,
  type UiExecutor,
} from './replay';

/**
 * Resume delivery (/accounts/resume-delivery?order=) as a subscriber does it. Accounts: Northwind
 * 10000002 (active) for the refusal; 10000006 (SERV, suspended by the seed) for the resume that
 * succeeds; Boréale 20000010's suspended series in French for the directResume answer (the real
 * server resumes, the route marks its first item directResume, which no seeded item has); 10000016,
 * suspended through the UI first, for the failed resume.
 */

const RESUME = /\/api\/(cofp|series)$/;

function directResumeExpected(path: ReplayContext['path']): boolean {
  return path.steps.some((s) => s.state === 'directResume');
}

/** Suspends the order through the UI when it is not suspended yet (setup of the failing resume). */
async function ensureSuspended(ctx: ReplayContext) {
  const { page } = ctx;
  await page.goto(urlOf(ctx, `/accounts/suspend?order=${ctx.order}`));
  if ((await statusBadge(page).innerText()).trim() === 'Suspended') return;
  await page.getByRole('radio', { name: 'Other reason' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Suspend Delivery' }).click();
  await expect(statusBadge(page)).toHaveText('Suspended');
  await page.goto(urlOf(ctx, '/accounts/summary'));
}

const resumeButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Resume Delivery Now', 'Reprendre la livraison maintenant') });

export const resumeDeliveryUi: UiExecutor = {
  machineId: 'resumeDelivery',
  setup: (path) => {
    const s = firstSubscription(path);
    if (!s) return { skip: 'the path never brings an order' };
    if (resumeRefusal(s) !== null) return { publisher: 'northwind', accountNumber: '10000002', postalCode: '60613' };
    if (directResumeExpected(path)) return { publisher: 'boreale', accountNumber: '20000010', postalCode: 'K1P5B7' };
    if (path.steps.some((s) => s.state === 'resumed')) return { publisher: 'northwind', accountNumber: '10000006', postalCode: '33139' };
    return { publisher: 'northwind', accountNumber: '10000016', postalCode: '53703', prepare: ensureSuspended };
  },
  events: {
    'SUBSCRIPTION.FOUND': async (ctx) => {
      await ctx.page.goto(urlOf(ctx, `/accounts/resume-delivery?order=${ctx.order}`));
    },
    'RESUME.CONFIRM': async (ctx) => {
      const direct = ((ctx.next as { result?: { data?: { items?: Array<{ directResume?: boolean }> } } } | undefined)?.result?.data?.items ?? [])[0]?.directResume;
      // The real server resumes; when the path's answer has directResume (§4), which no seeded item
      // has, the route marks the first returned item so.
      const transform = direct
        ? (body: Record<string, unknown>) => ({ ...body, items: ((body.items ?? []) as Array<Record<string, unknown>>).map((item, i) => ({ ...item, directResume: i === 0 })) })
        : undefined;
      await trigger(ctx, RESUME, () => resumeButton(ctx).click(), { transform });
    },
    'ACTION.SETTLED': settled,
  },
  states: {
    awaitingSubscription: onAccountSummary,
    unavailable: async (ctx) => {
      await expect(flowUnavailable(ctx.page)).toBeVisible();
    },
    confirming: async (ctx) => {
      await expect(statusBadge(ctx.page)).toHaveText(say(ctx, 'Suspended', 'Suspendu'));
      await expect(resumeButton(ctx)).toBeEnabled();
      if (ctx.step?.event.type === 'ACTION.SETTLED') await expect(actionError(ctx.page)).toBeVisible();
    },
    submitting,
    resumed: async (ctx) => {
      await expect(actionSuccess(ctx.page)).toBeVisible();
      await expect(statusBadge(ctx.page)).toHaveText(say(ctx, 'Active', 'Actif'));
      if (ctx.isLast) {
        await ctx.page.reload();
        await expect(flowUnavailable(ctx.page)).toBeVisible();
      }
    },
    directResume: async (ctx) => {
      await expect(ctx.page).toHaveURL(/\/accounts\/resume$/);
      await expect(ctx.page.getByRole('heading', { name: say(ctx, 'Your delivery resumes', 'Votre livraison reprend') })).toBeVisible();
      await ctx.page.goto(urlOf(ctx, `/accounts/resume-delivery?order=${ctx.order}`));
      await expect(flowUnavailable(ctx.page)).toBeVisible();
    },
  },
};
