import { expect } from '@playwright/test';
import {
  actionError,
  actionSuccess,
  say,
  settled,
  submitting,
  trigger,
  urlOf,
  type ReplayContext,
  type UiExecutor,
} from './replay';

/**
 * Update a card in the wallet (/accounts/wallet) as a subscriber does it: the new card is typed in
 * the card form and tokenised in the browser. Accounts: Boréale 20000001 (Visa on file) in French for
 * the paths that never save, Northwind 10000001 for the failed save (routed `success: false`),
 * Northwind 10000023 (RESIN, expired card) for the save that succeeds.
 */

const CARD_CALL = /\/api\/(cardupdate|payment-instrument|series)$/;
const MASTERCARD = { number: '5555 5555 5555 4444', month: '11', year: '2031', securityCode: '321' };

const continueButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Continue', 'Continuer'), exact: true });
const methods = (ctx: ReplayContext) => ctx.page.getByTestId('payment-method');

export const cardUpdateUi: UiExecutor = {
  machineId: 'cardUpdate',
  setup: (path) => {
    const types = path.steps.map((s) => s.event.type);
    if (!types.includes('CARD.SAVE')) return { publisher: 'boreale', accountNumber: '20000001', postalCode: 'H2J2L4' };
    if (path.steps.some((s) => s.state === 'saved')) return { publisher: 'northwind', accountNumber: '10000023', postalCode: '20003' };
    return { publisher: 'northwind', accountNumber: '10000001', postalCode: '10118' };
  },
  events: {
    'CARD.CHOOSE': async (ctx) => {
      // The path's target is sample data: the first payment method of the wallet.
      await methods(ctx).first().getByRole('button', { name: new RegExp(`^${say(ctx, 'Update card ending in', 'Mettre à jour la carte se terminant par')}`) }).click();
    },
    'CARD.CAPTURED': async (ctx) => {
      const form = ctx.page.getByTestId('card-form');
      await form.getByRole('textbox', { name: say(ctx, 'Name on card', 'Nom sur la carte') }).fill('Path Replay');
      await form.getByRole('textbox', { name: say(ctx, 'Card number', 'Numéro de carte') }).fill(MASTERCARD.number);
      await form.getByRole('combobox', { name: say(ctx, 'Expiry month', 'Mois d’expiration') }).selectOption(MASTERCARD.month);
      await form.getByRole('combobox', { name: say(ctx, 'Expiry year', 'Année d’expiration') }).selectOption(MASTERCARD.year);
      await form.getByRole('textbox', { name: say(ctx, 'Security code', 'Code de sécurité') }).fill(MASTERCARD.securityCode);
      await continueButton(ctx).click();
    },
    'CARD.BACK': async (ctx) => {
      await ctx.page.getByRole('button', { name: say(ctx, 'Back', 'Retour'), exact: true }).click();
    },
    'CARD.SAVE': async (ctx) => {
      await trigger(ctx, CARD_CALL, () => ctx.page.getByRole('button', { name: say(ctx, 'Save card', 'Enregistrer la carte') }).click());
    },
    'CARD.DONE': async (ctx) => {
      await ctx.page.getByRole('button', { name: say(ctx, 'Back to Wallet', 'Retour au portefeuille') }).click();
    },
    'ACTION.SETTLED': settled,
  },
  states: {
    choosingMethod: async (ctx) => {
      if (ctx.index === 0) await ctx.page.goto(urlOf(ctx, '/accounts/wallet'));
      await expect(ctx.page.getByRole('heading', { name: say(ctx, 'Your payment methods', 'Vos modes de paiement') })).toBeVisible();
      await expect(methods(ctx).first()).toBeVisible();
      if (ctx.notes.saved) {
        // The wallet lists the new card, after a reload too.
        await expect(methods(ctx).filter({ hasText: '4444' })).toBeVisible();
        if (ctx.isLast) {
          await ctx.page.reload();
          await expect(methods(ctx).filter({ hasText: '4444' })).toBeVisible();
        }
      }
    },
    enteringCard: async (ctx) => {
      await expect(ctx.page.getByTestId('card-being-replaced')).toBeVisible();
      await expect(ctx.page.getByTestId('card-form')).toBeVisible();
    },
    reviewing: async (ctx) => {
      await expect(ctx.page.getByTestId('card-review')).toContainText('4444');
      await expect(ctx.page.getByRole('button', { name: say(ctx, 'Save card', 'Enregistrer la carte') })).toBeEnabled();
      if (ctx.step?.event.type === 'ACTION.SETTLED') await expect(actionError(ctx.page)).toBeVisible();
    },
    saving: submitting,
    saved: async (ctx) => {
      await expect(actionSuccess(ctx.page)).toBeVisible();
      ctx.notes.saved = true;
    },
  },
};
