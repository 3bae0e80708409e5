import { expect } from '@playwright/test';
import {
  actionError,
  flowUnavailable,
  onAccountSummary,
  say,
  settled,
  submitting,
  trigger,
  urlOf,
  type ReplayContext,
  type UiExecutor,
} from './replay';

/**
 * Renew in the portal (/accounts/renew?order=, no renewal URL configured) as a subscriber does it:
 * the term and its price, then "Continue to payment" asks the gateway for the renewal's bill
 * (POST /renewal) and Make a Payment opens with it chosen. Accounts no other executor uses: Boréale
 * 20000008 (a gift recipient: nothing to renew) in French for the refusal, Boréale 20000002
 * (expired, Renew Now) in French for the failed requests (routed 500, so no bill is made), and
 * Northwind 10000004 (expired) for the bill that is really made (an open bill would hold back a
 * transfer or a cancel of another executor's account).
 */

const RENEWAL = /\/api\/renewal$/;

const continueButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Continue to payment', 'Continuer vers le paiement') });
const heading = (ctx: ReplayContext) => ctx.page.getByRole('heading', { name: say(ctx, 'Your renewal', 'Votre renouvellement') });

function isRenewable(path: ReplayContext['path']): boolean | undefined {
  const found = path.steps.find((s) => s.event.type === 'RENEWAL.ORDER')?.event as { order?: { renewable?: boolean } } | undefined;
  return found?.order?.renewable;
}

export const renewalUi: UiExecutor = {
  machineId: 'renewal',
  setup: (path) => {
    const renewable = isRenewable(path);
    if (renewable === undefined) return { skip: 'the path never brings an order' };
    if (!renewable) return { publisher: 'boreale', accountNumber: '20000008', postalCode: 'J1H1A1' };
    if (path.steps.some((s) => s.state === 'invoiced')) return { publisher: 'northwind', accountNumber: '10000004', postalCode: '02108', order: (o) => o.orderStatus === 'expired-renew' };
    return { publisher: 'boreale', accountNumber: '20000002', postalCode: 'K1A0B1' };
  },
  events: {
    'RENEWAL.ORDER': async (ctx) => {
      await ctx.page.goto(urlOf(ctx, `/accounts/renew?order=${ctx.order}`));
    },
    'RENEWAL.CONFIRM': async (ctx) => {
      await trigger(ctx, RENEWAL, () => continueButton(ctx).click());
    },
    'RENEWAL.RETRY': async (ctx) => {
      await trigger(ctx, RENEWAL, () => ctx.page.getByRole('button', { name: say(ctx, 'Try again', 'Réessayer'), exact: true }).click());
    },
    'RENEWAL.BACK': async (ctx) => {
      await ctx.page.getByRole('button', { name: say(ctx, 'Back', 'Retour'), exact: true }).click();
    },
    'xstate.done.actor.requestRenewal': settled,
    'xstate.error.actor.requestRenewal': settled,
  },
  states: {
    awaitingOrder: onAccountSummary,
    unavailable: async (ctx) => {
      await expect(flowUnavailable(ctx.page)).toContainText(
        say(ctx, 'This subscription cannot be renewed here.', 'Cet abonnement ne peut pas être renouvelé ici.'),
      );
      await expect(continueButton(ctx)).toHaveCount(0);
    },
    reviewing: async (ctx) => {
      await expect(heading(ctx)).toBeVisible();
      // The term and its price: "Renew … for 12 more issues for $…".
      await expect(ctx.page.getByTestId('renewal-terms')).toContainText(/\d+/);
      await expect(continueButton(ctx)).toBeEnabled();
      await expect(actionError(ctx.page)).toHaveCount(0);
    },
    requesting: submitting,
    failed: async (ctx) => {
      await expect(actionError(ctx.page)).toContainText(say(ctx, 'Error on Renewal', 'Erreur lors du renouvellement'));
      await expect(ctx.page.getByRole('button', { name: say(ctx, 'Try again', 'Réessayer'), exact: true })).toBeEnabled();
      await expect(continueButton(ctx)).toHaveCount(0);
    },
    invoiced: async (ctx) => {
      // Make a Payment opens with the renewal's bill (INV-REN-<order>-<term>) chosen.
      const bill = new RegExp(`INV-REN-${ctx.order}-\\d+`);
      await expect(ctx.page).toHaveURL(new RegExp(`/accounts/payment\\?.*invoice=INV-REN-${ctx.order}-\\d+`));
      await expect(ctx.page.getByTestId('invoice-being-paid')).toContainText(bill);
      await expect(ctx.page.getByRole('heading', { name: say(ctx, 'Choose how to pay', 'Choisissez votre mode de paiement') })).toBeVisible();
      if (ctx.isLast) {
        // Persisted: a fresh Make a Payment lists the bill as open.
        await ctx.page.goto(urlOf(ctx, '/accounts/payment'));
        await expect(ctx.page.getByTestId('open-invoices').locator('tr[data-invoice^="INV-REN-"]')).toHaveCount(1);
      }
    },
  },
};
