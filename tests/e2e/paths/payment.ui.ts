import { expect, type Page } from '@playwright/test';
import {
  actionError,
  actionSuccess,
  callSent,
  currentStep,
  settled,
  submitting,
  trigger,
  type ReplayContext,
  type UiExecutor,
} from './replay';

/**
 * Make a payment (/accounts/payment) as a subscriber does it. Boréale has no open invoice in the seed,
 * so every path runs on Northwind in English. Accounts: 10000005 (no card on file) for choose and
 * back, 10000011 for a new card typed in the card form (tokenised in the browser), 10000021's shop
 * invoice with the Visa on file for the review, the opt-in and the failed payment, 10000018's held
 * series (SERVPF, Discover on file) for the payment that moves its plan to the card (a second call,
 * PUT /series cardupdate), and 10000043's two open invoices for "Pay another invoice" (the screen
 * offers it after a payment only while another invoice is open).
 */

const MONEY = /\/api\/(payment|series)$/;
const VISA = { number: '4242 4242 4242 4242', month: '12', year: '2030', securityCode: '123' };

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
const optIn = (page: Page) => page.getByRole('checkbox', { name: 'Renew automatically with this card' });

/** Does the path's payment answer ask for the plan to move to the card (autoRenewOptIn items)? */
function optInAnswered(ctx: ReplayContext): boolean {
  const answer = ctx.next as { result?: { data?: { items?: Array<{ autoRenewOptIn?: boolean }> } } } | undefined;
  return (answer?.result?.data?.items ?? []).some((i) => i.autoRenewOptIn);
}

export const paymentUi: UiExecutor = {
  machineId: 'payment',
  setup: (path) => {
    const types = path.steps.map((s) => s.event.type);
    if (types.includes('PAYMENT.RESTART')) return { publisher: 'northwind', accountNumber: '10000043', postalCode: '94105' };
    if (path.steps.some((s) => s.state === 'updatingPaymentMethod')) return { publisher: 'northwind', accountNumber: '10000018', postalCode: '45202' };
    if (types.includes('PAYMENT.USE_CARD_ON_FILE')) return { publisher: 'northwind', accountNumber: '10000021', postalCode: '95014' };
    if (types.includes('PAYMENT.CARD_CAPTURED')) return { publisher: 'northwind', accountNumber: '10000011', postalCode: '78701' };
    return { publisher: 'northwind', accountNumber: '10000005', postalCode: '98109' };
  },
  events: {
    'PAYMENT.CHOOSE_INVOICE': async (ctx) => {
      // The path's invoice is sample data: the account's first open invoice.
      const row = ctx.page.getByTestId('open-invoices').locator('tr[data-invoice]').first();
      ctx.notes.invoice = await row.getAttribute('data-invoice');
      await row.getByRole('button', { name: /^Pay invoice / }).click();
    },
    'PAYMENT.USE_CARD_ON_FILE': async (ctx) => {
      // The path's card id is sample data: the first card on file (listed before "A new card").
      await ctx.page.getByRole('radiogroup').getByRole('radio').first().check();
      await continueButton(ctx.page).click();
    },
    'PAYMENT.USE_NEW_CARD': async (ctx) => {
      await ctx.page.getByRole('radio', { name: 'A new card' }).check();
      await continueButton(ctx.page).click();
    },
    'PAYMENT.CARD_CAPTURED': async (ctx) => {
      const form = ctx.page.getByTestId('card-form');
      await form.getByRole('textbox', { name: 'Name on card' }).fill('Path Replay');
      await form.getByRole('textbox', { name: 'Card number' }).fill(VISA.number);
      await form.getByRole('combobox', { name: 'Expiry month' }).selectOption(VISA.month);
      await form.getByRole('combobox', { name: 'Expiry year' }).selectOption(VISA.year);
      await form.getByRole('textbox', { name: 'Security code' }).fill(VISA.securityCode);
      await continueButton(ctx.page).click();
    },
    'PAYMENT.AUTO_RENEW': async (ctx, event) => {
      await optIn(ctx.page).setChecked(Boolean(event.optIn));
      ctx.notes.optIn = Boolean(event.optIn);
    },
    'PAYMENT.PAY': async (ctx) => {
      // The subscriber's opt-in is what makes the answer carry autoRenewOptIn items.
      if (optInAnswered(ctx)) await optIn(ctx.page).check();
      await trigger(ctx, MONEY, () => ctx.page.getByRole('button', { name: /^Pay \$/ }).click());
    },
    'PAYMENT.BACK': async (ctx) => {
      await ctx.page.getByRole('button', { name: 'Back', exact: true }).click();
    },
    'ACTION.SETTLED': settled,
    'PAYMENT.RESTART': async (ctx) => {
      await ctx.page.getByRole('button', { name: 'Pay another invoice' }).click();
    },
  },
  states: {
    choosingInvoice: async (ctx) => {
      if (ctx.index === 0) await ctx.page.goto(new URL('/accounts/payment', ctx.baseURL).href);
      await expect(currentStep(ctx.page)).toContainText('Account Information');
      await expect(ctx.page.getByRole('heading', { name: 'Choose an invoice to pay' })).toBeVisible();
      await expect(ctx.page.getByTestId('open-invoices')).toBeVisible();
      if (ctx.step?.event.type === 'PAYMENT.RESTART' && ctx.notes.invoice) {
        // The invoice just paid is no longer offered; the other one still is.
        const open = ctx.page.getByTestId('open-invoices').locator('tr[data-invoice]');
        await expect(ctx.page.getByTestId('open-invoices').locator(`tr[data-invoice="${ctx.notes.invoice as string}"]`)).toHaveCount(0);
        await expect(open).toHaveCount(1);
      }
    },
    choosingMethod: async (ctx) => {
      await expect(ctx.page.getByRole('heading', { name: 'Choose how to pay' })).toBeVisible();
      if (ctx.notes.invoice) await expect(ctx.page.getByTestId('invoice-being-paid')).toContainText(ctx.notes.invoice as string);
      await expect(ctx.page.getByRole('radio', { name: 'A new card' })).toBeVisible();
    },
    enteringCard: async (ctx) => {
      await expect(ctx.page.getByRole('heading', { name: 'Your new card' })).toBeVisible();
      await expect(ctx.page.getByTestId('card-form')).toBeVisible();
    },
    reviewing: async (ctx) => {
      await expect(ctx.page.getByTestId('payment-review')).toBeVisible();
      await expect(ctx.page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
      if (ctx.step?.event.type === 'PAYMENT.CARD_CAPTURED') await expect(ctx.page.getByTestId('payment-review')).toContainText('ending in 4242');
      if (ctx.step?.event.type === 'PAYMENT.AUTO_RENEW') {
        if (ctx.notes.optIn) await expect(optIn(ctx.page)).toBeChecked();
        else await expect(optIn(ctx.page)).not.toBeChecked();
      }
      if (ctx.step?.event.type === 'ACTION.SETTLED') await expect(actionError(ctx.page)).toContainText('Error on Payment');
    },
    paying: submitting,
    updatingPaymentMethod: async (ctx) => {
      await callSent(ctx);
      await expect(ctx.page.getByText('Payment received. Your plan is moving to this card…')).toBeVisible();
    },
    paid: async (ctx) => {
      const confirmation = ctx.page.locator('[data-page-type="payment-confirmation"]');
      await expect(confirmation).toBeVisible();
      await expect(actionSuccess(ctx.page).first()).toContainText('We received your payment');
      await expect(currentStep(ctx.page)).toContainText('Confirmation');
      if (ctx.isLast && ctx.notes.invoice) {
        // Persisted: a fresh load lists the invoice as paid.
        await ctx.page.goto(new URL('/accounts/payment', ctx.baseURL).href);
        await expect(ctx.page.getByTestId('paid-invoices').locator(`tr[data-invoice="${ctx.notes.invoice as string}"]`)).toBeVisible();
      }
    },
  },
};
