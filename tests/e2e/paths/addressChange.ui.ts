import { expect } from '@playwright/test';
import {
  actionError,
  actionSuccess,
  currentStep,
  say,
  settled,
  submitting,
  trigger,
  urlOf,
  type ReplayContext,
  type UiExecutor,
} from './replay';

/**
 * Change of address (/accounts/address) as a subscriber does it. The new address changes only the
 * first address line (the postal code stays, so the account still signs in with it). Accounts:
 * Boréale 20000001 in French for the paths that never submit, Northwind 10000013 for the own
 * account's change that fails or succeeds, the donor 10000008 with a gift recipient for the changes
 * of own and gift accounts (two calls of POST /cofa in a row, each held or failed as the path says).
 */

const COFA = /\/api\/cofa$/;

const next = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Next', 'Suivant'), exact: true });
const ownGroup = (ctx: ReplayContext) => ctx.page.getByRole('group', { name: say(ctx, 'Your new address', 'Votre nouvelle adresse') });
const giftGroup = (ctx: ReplayContext) =>
  ctx.page.getByRole('group', { name: say(ctx, 'The gift recipient’s new address', 'La nouvelle adresse du destinataire du cadeau') });

async function stepIs(ctx: ReplayContext, en: string, fr: string) {
  await expect(currentStep(ctx.page)).toContainText(say(ctx, en, fr));
}

function withGifts(path: ReplayContext['path']): boolean {
  return path.steps.some((s) => s.event.type === 'ADDRESS.ACCOUNTS' && ((s.event as { giftAccountNumbers?: string[] }).giftAccountNumbers ?? []).length > 0);
}

export const addressChangeUi: UiExecutor = {
  machineId: 'addressChange',
  setup: (path) => {
    const types = path.steps.map((s) => s.event.type);
    if (!types.includes('ADDRESS.SUBMIT')) return { publisher: 'boreale', accountNumber: '20000001', postalCode: 'H2J2L4' };
    if (withGifts(path)) return { publisher: 'northwind', accountNumber: '10000008', postalCode: '30309' };
    return { publisher: 'northwind', accountNumber: '10000013', postalCode: '80202' };
  },
  events: {
    'ADDRESS.ACCOUNTS': async (ctx, event) => {
      const gifts = (event.giftAccountNumbers as string[] | undefined) ?? [];
      if (gifts.length) {
        // The path's account numbers are sample data: the donor's first gift recipient.
        const group = ctx.page.getByRole('group', { name: say(ctx, 'Gift subscriptions you give (gift address change)', 'Abonnements-cadeaux que vous offrez (changement d’adresse du cadeau)') });
        await group.getByRole('checkbox').first().check();
        ctx.notes.gifts = true;
      }
      await next(ctx).click();
    },
    'ADDRESS.DATES': async (ctx) => {
      // Today by default, no end date.
      await next(ctx).click();
    },
    'ADDRESS.UPDATES': async (ctx) => {
      const street = `${100 + ctx.path.steps.length} Replay Street`;
      ctx.notes.street = street;
      await ownGroup(ctx).getByLabel(say(ctx, 'Address Line 1', 'Adresse (ligne 1)')).fill(street);
      if (ctx.notes.gifts) await giftGroup(ctx).getByLabel(say(ctx, 'Address Line 1', 'Adresse (ligne 1)')).fill(`2 ${street}`);
      await next(ctx).click();
    },
    'ADDRESS.SUBMIT': async (ctx) => {
      await trigger(ctx, COFA, () => ctx.page.getByRole('button', { name: say(ctx, 'Submit Change', 'Soumettre le changement') }).click());
    },
    'ADDRESS.BACK': async (ctx) => {
      await ctx.page.getByRole('button', { name: say(ctx, 'Back', 'Retour') }).click();
    },
    'ADDRESS.RESTART': async (ctx) => {
      await ctx.page.getByRole('button', { name: say(ctx, 'Make another change', 'Faire un autre changement') }).click();
    },
    'ACTION.SETTLED': settled,
  },
  states: {
    // The flow starts when the subscriber opens the page (after the sign-in).
    accountInformation: async (ctx) => {
      if (ctx.index === 0) await ctx.page.goto(urlOf(ctx, '/accounts/address'));
      await stepIs(ctx, 'Account Information', 'Renseignements sur le compte');
      await expect(ctx.page.getByRole('checkbox', { name: new RegExp(ctx.setup.accountNumber) })).toBeChecked();
      if (ctx.isLast && ctx.notes.street) {
        // Persisted: the account's current address is the new one.
        await ctx.page.reload();
        await expect(ctx.page.getByTestId(`current-address-${ctx.setup.accountNumber}`)).toContainText(ctx.notes.street as string);
      }
    },
    effectiveDates: async (ctx) => {
      await stepIs(ctx, 'Effective Dates', 'Dates d’entrée en vigueur');
      await expect(ctx.page.getByLabel(say(ctx, 'Start date', 'Date de début'))).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    },
    accountUpdates: async (ctx) => {
      await stepIs(ctx, 'Account Updates', 'Mises à jour du compte');
      await expect(ownGroup(ctx)).toBeVisible();
      // Back from the review keeps what was typed.
      if (ctx.notes.street) await expect(ownGroup(ctx).getByLabel(say(ctx, 'Address Line 1', 'Adresse (ligne 1)'))).toHaveValue(ctx.notes.street as string);
    },
    confirmation: async (ctx) => {
      await stepIs(ctx, 'Confirmation', 'Confirmation');
      await expect(ctx.page.getByTestId('review-address')).toContainText(ctx.notes.street as string);
      await expect(ctx.page.getByRole('button', { name: say(ctx, 'Submit Change', 'Soumettre le changement') })).toBeEnabled();
      if (ctx.step?.event.type === 'ACTION.SETTLED') await expect(actionError(ctx.page)).toBeVisible();
    },
    'submitting.firstStep': submitting,
    'submitting.secondStep': submitting,
    confirmed: async (ctx) => {
      await stepIs(ctx, 'Confirmation', 'Confirmation');
      await expect(actionSuccess(ctx.page).first()).toBeVisible();
      // The address on file comes from the account data: it changes with the refetch (2 s later).
      await expect(ctx.page.getByTestId(`address-on-file-${ctx.setup.accountNumber}`)).toContainText(ctx.notes.street as string, { timeout: 10_000 });
      if (ctx.isLast) {
        await ctx.page.goto(urlOf(ctx, '/accounts/address'));
        await expect(ctx.page.getByTestId(`current-address-${ctx.setup.accountNumber}`)).toContainText(ctx.notes.street as string);
      }
    },
  },
};
