import { expect } from '@playwright/test';
import type { Subscription } from '../../../machines/rules/subscription-actions';
import { replacementRefusal } from '../../../machines/rules/subscription-actions';
import {
  actionError,
  actionSuccess,
  loading,
  submitting,
  currentStep,
  flowUnavailable,
  lookedUpAgain,
  onAccountSummary,
  say,
  settled,
  trigger,
  urlOf,
  type ReplayContext,
  type UiExecutor,
} from './replay';

/**
 * Replacement issue (/accounts/replacement?order=) as a subscriber does it. The issue chosen is the
 * first one the screen still offers (the path's issue number is sample data): paths on one account
 * never collide. Accounts: a Boréale shop order (EHUB, nothing to replace) for the refusal, Boréale
 * 20000001 in French for the paths that never submit, Northwind 10000003 for the successful
 * replacements and 10000002 for the failed ones (a 500 routed on POST /cofp).
 */

const LOOKUP = /\/api\/(entitledissues|issue)(\?|$)/;
const COFP = /\/api\/cofp$/;

function firstFound(ctx: { path: ReplayContext['path'] }): Subscription | undefined {
  const found = ctx.path.steps.find((s) => s.event.type === 'SUBSCRIPTION.FOUND');
  return (found?.event as { subscription?: Subscription } | undefined)?.subscription;
}

const reasonLabel = (ctx: ReplayContext, code: string) =>
  code === 'DAMAGED' ? say(ctx, 'Damaged Issue', 'Numéro endommagé') : say(ctx, 'Missing Issue', 'Numéro manquant');

async function stepIs(ctx: ReplayContext, en: string, fr: string) {
  await expect(currentStep(ctx.page)).toContainText(say(ctx, en, fr));
}

/** The issue chosen at Reason can no longer be chosen once the account is looked up afresh. */
async function replacementPersisted(ctx: ReplayContext) {
  const label = ctx.notes.issueLabel as string;
  await ctx.page.goto(urlOf(ctx, `/accounts/replacement?order=${ctx.order}`));
  await expect(ctx.page.getByRole('radio', { name: label })).toBeDisabled();
}

export const replacementIssueUi: UiExecutor = {
  machineId: 'replacementIssue',
  setup: (path) => {
    const subscription = firstFound({ path });
    if (subscription && replacementRefusal(subscription) !== null) {
      return { publisher: 'boreale', accountNumber: '20000004', postalCode: 'M5V3L9' };
    }
    const types = path.steps.map((s) => s.event.type);
    if (!types.includes('REPLACEMENT.SUBMIT')) return { publisher: 'boreale', accountNumber: '20000001', postalCode: 'H2J2L4' };
    const succeeds = path.steps.some((s) => s.state === 'answered.replaced');
    return succeeds
      ? { publisher: 'northwind', accountNumber: '10000003', postalCode: '90401' }
      : { publisher: 'northwind', accountNumber: '10000002', postalCode: '60613' };
  },
  events: {
    'SUBSCRIPTION.FOUND': async (ctx) => {
      if (ctx.index > 1) return lookedUpAgain(ctx);
      await trigger(ctx, LOOKUP, async () => {
        await ctx.page.goto(urlOf(ctx, `/accounts/replacement?order=${ctx.order}`));
      }, { refetch: false });
    },
    'REPLACEMENT.REASON': async (ctx, event) => {
      const { page } = ctx;
      await page.getByRole('radio', { name: reasonLabel(ctx, String(event.reasonCode)) }).check();
      const issue = page.locator('input[name="replacementIssue"]:not([disabled])').first();
      await issue.check();
      ctx.notes.issueLabel = (await issue.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '')).trim();
      await page.getByRole('button', { name: say(ctx, 'Continue', 'Continuer') }).click();
    },
    'REPLACEMENT.SUBMIT': async (ctx, event) => {
      const { page } = ctx;
      const delivery = String(event.delivery);
      // An out-of-stock issue offers no choice: the request is an automatic extension.
      const choice = page.getByRole('radio', {
        name: delivery === 'issue' ? say(ctx, 'Receive the missing issue', 'Recevoir le numéro manquant') : say(ctx, 'Extend my subscription by one issue instead', 'Prolonger plutôt mon abonnement d’un numéro'),
      });
      if (await choice.count()) await choice.check();
      await trigger(ctx, COFP, () => page.getByRole('button', { name: say(ctx, 'Submit Request', 'Soumettre la demande') }).click());
    },
    'REPLACEMENT.BACK': async (ctx) => {
      await ctx.page.getByRole('button', { name: say(ctx, 'Back', 'Retour') }).click();
    },
    'REPLACEMENT.RETRY': async (ctx) => {
      const { page } = ctx;
      const from = ctx.path.steps[ctx.index - 2]?.state;
      if (from === 'lookupFailed') {
        await trigger(ctx, LOOKUP, () => page.getByRole('button', { name: say(ctx, 'Try Again', 'Réessayer') }).click());
      } else {
        await trigger(ctx, COFP, () => page.getByRole('button', { name: say(ctx, 'Submit Request', 'Soumettre la demande') }).click());
      }
    },
    'REPLACEMENT.ANOTHER': async (ctx) => {
      await trigger(ctx, LOOKUP, () => ctx.page.getByRole('button', { name: say(ctx, 'Submit another issue', 'Signaler un autre numéro') }).click());
    },
    'REPLACEMENT.DONE': async (ctx) => {
      await ctx.page.getByRole('button', { name: say(ctx, "I'm Done", 'J’ai terminé') }).click();
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
      await stepIs(ctx, 'Reason', 'Motif');
    },
    lookupFailed: async (ctx) => {
      await stepIs(ctx, 'Reason', 'Motif');
      await expect(actionError(ctx.page)).toBeVisible();
      await expect(ctx.page.getByRole('button', { name: say(ctx, 'Try Again', 'Réessayer') })).toBeVisible();
    },
    reason: async (ctx) => {
      await stepIs(ctx, 'Reason', 'Motif');
      await expect(ctx.page.getByRole('radio', { name: reasonLabel(ctx, 'MISSING') })).toBeVisible();
      await expect(ctx.page.locator('input[name="replacementIssue"]').first()).toBeVisible();
    },
    confirmation: async (ctx) => {
      await stepIs(ctx, 'Confirmation', 'Confirmation');
      await expect(ctx.page.getByTestId('replacement-choice')).toContainText(ctx.notes.issueLabel as string);
      await expect(ctx.page.getByRole('button', { name: say(ctx, 'Submit Request', 'Soumettre la demande') })).toBeEnabled();
    },
    submitting: async (ctx) => {
      await submitting(ctx);
      await stepIs(ctx, 'Confirmation', 'Confirmation');
    },
    'answered.replaced': async (ctx) => {
      await stepIs(ctx, 'Replacement', 'Remplacement');
      await expect(ctx.page.getByRole('heading', { name: say(ctx, 'Thank you! Your request was received.', 'Merci! Votre demande a été reçue.') })).toBeVisible();
      await expect(actionSuccess(ctx.page)).toBeVisible();
      if (ctx.isLast) await replacementPersisted(ctx);
    },
    'answered.failed': async (ctx) => {
      await stepIs(ctx, 'Replacement', 'Remplacement');
      await expect(ctx.page.getByRole('heading', { name: say(ctx, 'Oops! Something went wrong!', 'Oups! Un problème est survenu!') })).toBeVisible();
      await expect(actionError(ctx.page)).toBeVisible();
    },
    done: async (ctx) => {
      await onAccountSummary(ctx);
      if (ctx.notes.issueLabel && ctx.path.steps.some((s) => s.state === 'answered.replaced')) await replacementPersisted(ctx);
    },
  },
};
