import { expect } from '@playwright/test';
import type { Subscription } from '../../../machines/rules/subscription-actions';
import {
  actionError,
  actionSuccess,
  currentStep,
  flowUnavailable,
  loading,
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
 * Suspend delivery (/accounts/suspend?order=) as a subscriber does it. The order's system decides
 * the dates step: SERV resumes with one of the coming issues (looked up first), the other systems on
 * a date. Accounts: Northwind 10000007 (canceled) for the refusal, Boréale 20000005's Kitchen Series
 * (SERVPF) in French for the series paths, Northwind 10000001 (SERV) for the suspend that succeeds.
 */

const ISSUES = /\/api\/issue(\?|$)/;
/** SERV suspends with POST /cofp, the other systems with PUT /series. */
const SUSPEND = /\/api\/(cofp|series)$/;

const reasons: Record<string, [string, string]> = {
  VAC: ['Vacation', 'Vacances'],
  TEMP: ['Temporarily away', 'Absence temporaire'],
  OTHER: ['Other reason', 'Autre raison'],
};

export function firstSubscription(path: ReplayContext['path']): Subscription | undefined {
  const found = path.steps.find((s) => s.event.type === 'SUBSCRIPTION.FOUND');
  return (found?.event as { subscription?: Subscription } | undefined)?.subscription;
}

async function stepIs(ctx: ReplayContext, en: string, fr: string) {
  await expect(currentStep(ctx.page)).toContainText(say(ctx, en, fr));
}

const continueButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Continue', 'Continuer') });

export const suspendDeliveryUi: UiExecutor = {
  machineId: 'suspendDelivery',
  setup: (path) => {
    const s = firstSubscription(path);
    if (!s) return { skip: 'the path never brings an order' };
    if (!s.isSuspendable || s.orderStatus === 'canceled') return { publisher: 'northwind', accountNumber: '10000007', postalCode: '55401' };
    if (s.systemCode !== 'SERV') return { publisher: 'boreale', accountNumber: '20000005', postalCode: 'V6Z3B7' };
    return { publisher: 'northwind', accountNumber: '10000001', postalCode: '10118' };
  },
  events: {
    'SUBSCRIPTION.FOUND': async (ctx) => {
      await trigger(ctx, ISSUES, () => ctx.page.goto(urlOf(ctx, `/accounts/suspend?order=${ctx.order}`)).then(() => {}), { refetch: false });
    },
    'SUSPEND.REASON': async (ctx, event) => {
      const [en, fr] = reasons[String(event.reasonCode)] ?? ['Vacation', 'Vacances'];
      await ctx.page.getByRole('radio', { name: say(ctx, en, fr) }).check();
      ctx.notes.reason = say(ctx, en, fr);
      await continueButton(ctx).click();
    },
    'SUSPEND.DATES': async (ctx) => {
      const { page } = ctx;
      const byIssue = page.getByRole('combobox', { name: say(ctx, 'Resume delivery with issue', 'Reprendre la livraison avec le numéro') });
      if (await byIssue.count()) {
        // The path's issue number is sample data: the first coming issue the screen offers.
        await byIssue.click();
        const option = page.getByRole('option').first();
        ctx.notes.resume = (await option.innerText()).trim();
        await option.click();
      } else {
        await page.getByLabel(say(ctx, 'Resume delivery on', 'Reprendre la livraison le')).fill('2027-02-01');
        ctx.notes.resume = null;
      }
      await continueButton(ctx).click();
    },
    'SUSPEND.BACK': async (ctx) => {
      await ctx.page.getByRole('button', { name: say(ctx, 'Back', 'Retour') }).click();
    },
    'SUSPEND.CONFIRM': async (ctx) => {
      await trigger(ctx, SUSPEND, () => ctx.page.getByRole('button', { name: say(ctx, 'Suspend Delivery', 'Suspendre la livraison') }).click());
    },
    'ACTION.SETTLED': settled,
  },
  states: {
    awaitingSubscription: onAccountSummary,
    unavailable: async (ctx) => {
      await expect(flowUnavailable(ctx.page)).toBeVisible();
    },
    loadingIssues: async (ctx) => {
      await loading(ctx);
      await stepIs(ctx, 'Account Information', 'Renseignements sur le compte');
    },
    reason: async (ctx) => {
      await stepIs(ctx, 'Account Information', 'Renseignements sur le compte');
      await expect(ctx.page.getByRole('radio', { name: say(ctx, 'Vacation', 'Vacances') })).toBeVisible();
      // Back from the dates keeps the reason chosen.
      if (ctx.notes.reason) await expect(ctx.page.getByRole('radio', { name: ctx.notes.reason as string })).toBeChecked();
    },
    dates: async (ctx) => {
      await stepIs(ctx, 'Effective Dates', 'Dates d’entrée en vigueur');
      const byIssue = ctx.page.getByRole('combobox', { name: say(ctx, 'Resume delivery with issue', 'Reprendre la livraison avec le numéro') });
      const byDate = ctx.page.getByLabel(say(ctx, 'Resume delivery on', 'Reprendre la livraison le'));
      await expect(byIssue.or(byDate)).toBeVisible();
    },
    review: async (ctx) => {
      await stepIs(ctx, 'Account Updates', 'Mises à jour du compte');
      await expect(ctx.page.getByTestId('suspend-review')).toContainText(ctx.notes.reason as string);
      const failedBefore = ctx.step?.event.type === 'ACTION.SETTLED';
      if (failedBefore) {
        await expect(actionError(ctx.page)).toBeVisible();
        await expect(statusBadge(ctx.page)).not.toHaveText(say(ctx, 'Suspended', 'Suspendu'));
      }
    },
    submitting: async (ctx) => {
      await submitting(ctx);
      await stepIs(ctx, 'Account Updates', 'Mises à jour du compte');
    },
    suspended: async (ctx) => {
      await stepIs(ctx, 'Confirmation', 'Confirmation');
      await expect(actionSuccess(ctx.page)).toBeVisible();
      await expect(statusBadge(ctx.page)).toHaveText(say(ctx, 'Suspended', 'Suspendu'));
      if (ctx.isLast) {
        // Persisted: a fresh page load looks the account up again; the order may now be resumed.
        await ctx.page.goto(urlOf(ctx, `/accounts/resume-delivery?order=${ctx.order}`));
        await expect(statusBadge(ctx.page)).toHaveText(say(ctx, 'Suspended', 'Suspendu'));
        await expect(ctx.page.getByRole('button', { name: say(ctx, 'Resume Delivery Now', 'Reprendre la livraison maintenant') })).toBeVisible();
      }
    },
  },
};
