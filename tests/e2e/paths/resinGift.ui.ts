import { expect } from '@playwright/test';
import type { GiftOrderChoice, OrderSubject } from '../../../machines/rules/orders';
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
 * Give a digital subscription (/accounts/gift-order?order=) as a donor does it: the plan and the
 * recipient, "See the price" (a speculative POST /order), then "Place Gift Order" (POST /order with
 * its Idempotency-Key, paid with the card on file). Accounts: Northwind 10000001 (a print
 * subscription: no digital gift) for the refusal; Boréale 20000006 in French (digital, Visa on
 * file) for the others, the only digital subscriber whose subscription still runs when this machine
 * replays (10000024's is canceled by orderCancel, 10000023's by storeCreditRefund); the failures are
 * routed 500s, so one gift is really placed.
 */

const ORDER = /\/api\/order$/;

const seePrice = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'See the price', 'Voir le prix') });
const placeOrder = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Place Gift Order', 'Passer la commande du cadeau') });
const nameField = (ctx: ReplayContext) => ctx.page.getByRole('textbox', { name: say(ctx, 'Recipient name', 'Nom du destinataire') });
const emailField = (ctx: ReplayContext) => ctx.page.getByRole('textbox', { name: say(ctx, 'Recipient email', 'Courriel du destinataire') });
const lengthField = (ctx: ReplayContext) => ctx.page.getByRole('combobox', { name: say(ctx, 'Length of the gift', 'Durée du cadeau') });
const monthsText = (ctx: ReplayContext, months: number) => say(ctx, `${months} months`, `${months} mois`);

function firstSubject(path: ReplayContext['path']): OrderSubject | undefined {
  return (path.steps.find((s) => s.event.type === 'ORDER.FOUND')?.event as { subject?: OrderSubject } | undefined)?.subject;
}

export const resinGiftUi: UiExecutor = {
  machineId: 'resinGift',
  setup: (path) => {
    const subject = firstSubject(path);
    if (!subject) return { skip: 'the path never brings an order' };
    if (path.steps.some((s) => s.state === 'unavailable')) return { publisher: 'northwind', accountNumber: '10000001', postalCode: '10118' };
    return { publisher: 'boreale', accountNumber: '20000006', postalCode: '%', lastName: 'Al Mansouri', order: (o) => o.systemCode === 'RESIN' };
  },
  events: {
    'ORDER.FOUND': async (ctx) => {
      await ctx.page.goto(urlOf(ctx, `/accounts/gift-order?order=${ctx.order}`));
    },
    'GIFT.QUOTE': async (ctx, event) => {
      const { page } = ctx;
      const choice = event.choice as GiftOrderChoice;
      ctx.notes.choice = choice;
      await lengthField(ctx).click();
      await page.getByRole('option', { name: monthsText(ctx, choice.months), exact: true }).click();
      await nameField(ctx).fill(choice.recipient.name);
      await emailField(ctx).fill(choice.recipient.email);
      await trigger(ctx, ORDER, () => seePrice(ctx).click(), { refetch: false });
    },
    'GIFT.BACK': async (ctx) => {
      await ctx.page.getByRole('button', { name: say(ctx, 'Back', 'Retour'), exact: true }).click();
    },
    'GIFT.CONFIRM': async (ctx) => {
      await trigger(ctx, ORDER, () => placeOrder(ctx).click());
    },
    'GIFT.ANOTHER': async (ctx) => {
      await ctx.page.getByRole('button', { name: say(ctx, 'Give another gift', 'Offrir un autre cadeau') }).click();
    },
    'ACTION.SETTLED': settled,
  },
  states: {
    awaitingOrder: onAccountSummary,
    unavailable: async (ctx) => {
      await expect(flowUnavailable(ctx.page)).toBeVisible();
      await expect(seePrice(ctx)).toHaveCount(0);
    },
    choosing: async (ctx) => {
      const { page } = ctx;
      await expect(page.getByRole('heading', { name: say(ctx, 'Choose your gift', 'Choisissez votre cadeau') })).toBeVisible();
      await expect(seePrice(ctx)).toBeEnabled();
      const choice = ctx.notes.choice as GiftOrderChoice | undefined;
      const event = ctx.step?.event.type;
      if (event === 'ACTION.SETTLED' || event === 'GIFT.BACK') {
        // Back from the price (failed or declined): the choice is kept.
        await expect(nameField(ctx)).toHaveValue(choice!.recipient.name);
        await expect(emailField(ctx)).toHaveValue(choice!.recipient.email);
        await expect(lengthField(ctx)).toHaveValue(monthsText(ctx, choice!.months));
      }
      if (event === 'ACTION.SETTLED') await expect(page.getByRole('alert').filter({ hasText: say(ctx, 'Error on Create Order', 'Erreur lors de la création de la commande') })).toBeVisible();
      else await expect(actionError(page)).toHaveCount(0);
      if (event === 'GIFT.ANOTHER') {
        // A new gift starts empty.
        await expect(nameField(ctx)).toHaveValue('');
        await expect(emailField(ctx)).toHaveValue('');
        if (ctx.isLast) {
          // Persisted: the gift placed before is listed among the donor's gifts.
          await page.goto(urlOf(ctx, '/accounts/gifts'));
          await expect(page.getByText(ctx.notes.giftOrder as string).first()).toBeVisible();
          await expect(page.getByText(choice!.recipient.name).first()).toBeVisible();
        }
      }
    },
    quoting: submitting,
    reviewing: async (ctx) => {
      const choice = ctx.notes.choice as GiftOrderChoice;
      const review = ctx.page.getByTestId('gift-review');
      await expect(review).toContainText(monthsText(ctx, choice.months));
      await expect(review).toContainText(choice.recipient.name);
      await expect(review).toContainText(choice.recipient.email);
      await expect(review).toContainText('2030');
      await expect(placeOrder(ctx)).toBeEnabled();
      if (ctx.step?.event.type === 'ACTION.SETTLED' && ctx.path.steps[ctx.index - 2]?.event.type === 'GIFT.CONFIRM') {
        await expect(ctx.page.getByRole('alert').filter({ hasText: say(ctx, 'Error on Create Order', 'Erreur lors de la création de la commande') })).toBeVisible();
      }
    },
    ordering: submitting,
    ordered: async (ctx) => {
      const choice = ctx.notes.choice as GiftOrderChoice;
      const ordered = ctx.page.getByTestId('gift-ordered');
      await expect(ordered).toContainText(choice.recipient.email);
      const orderNumber = /\b[A-Z]\d{6,}\b/.exec(await ordered.innerText())?.[0];
      if (!orderNumber) throw new Error(`no order number in: ${await ordered.innerText()}`);
      expect(orderNumber).not.toBe(ctx.order);
      ctx.notes.giftOrder = orderNumber;
    },
  },
};
