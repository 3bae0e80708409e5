import { expect } from '@playwright/test';
import {
  flowUnavailable,
  onAccountSummary,
  say,
  settled,
  submitting,
  trigger,
  urlOf,
  type PathSetup,
  type ReplayContext,
  type UiExecutor,
} from './replay';

/**
 * Revoke an unredeemed digital gift, or send it to a new email (/accounts/gift-change?order=), as a
 * donor does it (PUT /resinorderupdate path revoke or resend). Accounts: Northwind 10000024, the
 * seed's digital donor, for the refusal (its redeemed gift), the revoke and back (its gift for
 * Christmas) and the revoke that is made (its issued gift for Yara Haddad); Boréale 20000006 in
 * French for the resend and the failed revoke (routed 500), on a gift it first gives through the
 * gift order screen (the seed has no unredeemed Boréale gift).
 */

const RESIN_UPDATE = /\/api\/resinorderupdate$/;

const revokeButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Revoke Gift', 'Révoquer le cadeau') });
const sendButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Send Gift', 'Envoyer le cadeau') });
const review = (ctx: ReplayContext) => ctx.page.getByTestId('gift-change-review');

/** The gift's recipient, by the account and the order chosen. */
interface GiftOf {
  name: string;
  email: string;
}

/** Gives a 3-month gift through the gift order screen (the real server places it) and takes it as the path's order. */
async function giveGift(ctx: ReplayContext): Promise<void> {
  const { page } = ctx;
  const gift = { name: 'Léa Tremblay', email: `lea.${ctx.path.id.replace(/\W/g, '-')}@example.ca` };
  await page.goto(urlOf(ctx, `/accounts/gift-order?order=${ctx.order}`));
  await page.getByRole('combobox', { name: 'Durée du cadeau' }).click();
  await page.getByRole('option', { name: '3 mois', exact: true }).click();
  await page.getByRole('textbox', { name: 'Nom du destinataire' }).fill(gift.name);
  await page.getByRole('textbox', { name: 'Courriel du destinataire' }).fill(gift.email);
  await page.getByRole('button', { name: 'Voir le prix' }).click();
  await page.getByRole('button', { name: 'Passer la commande du cadeau' }).click();
  const ordered = page.getByTestId('gift-ordered');
  await expect(ordered).toContainText(gift.email);
  const orderNumber = /\b[A-Z]\d{6,}\b/.exec(await ordered.innerText())?.[0];
  if (!orderNumber) throw new Error(`no order number in: ${await ordered.innerText()}`);
  ctx.order = orderNumber;
  ctx.notes.gift = gift;
  await page.goto(urlOf(ctx, '/accounts/summary'));
}

function accountFor(path: ReplayContext['path']): PathSetup {
  const events = path.steps.map((s) => s.event.type);
  const states = path.steps.map((s) => s.state);
  const northwind = { publisher: 'northwind', accountNumber: '10000024', postalCode: '60606' } as const;
  const seeded = (status: string, gift: GiftOf | null): PathSetup => ({
    ...northwind,
    order: (o) => o.systemCode === 'RESIN' && o.orderStatus === status,
    prepare: async (ctx) => {
      ctx.notes.gift = gift;
    },
  });
  if (states.includes('unavailable')) return seeded('redeemed', null);
  if (states.includes('changed')) return seeded('issued', { name: 'Yara Haddad', email: 'yara.haddad@example.com' });
  if (events.includes('GIFT.BACK')) return seeded('enqueue', { name: 'Aaron Lee', email: 'aaron.lee@example.com' });
  // The gift is given from the running digital subscription, then changed.
  return { publisher: 'boreale', accountNumber: '20000006', postalCode: '%', lastName: 'Al Mansouri', order: (o) => o.systemCode === 'RESIN' && o.orderStatus === 'active', prepare: giveGift };
}

export const resinGiftChangeUi: UiExecutor = {
  machineId: 'resinGiftChange',
  setup: (path) => {
    if (!path.steps.some((s) => s.event.type === 'ORDER.FOUND')) return { skip: 'the path never brings an order' };
    return accountFor(path);
  },
  events: {
    'ORDER.FOUND': async (ctx) => {
      await ctx.page.goto(urlOf(ctx, `/accounts/gift-change?order=${ctx.order}`));
    },
    'GIFT.RESEND': async (ctx, event) => {
      ctx.notes.change = { path: 'resend', email: event.email as string };
      await ctx.page.getByRole('textbox', { name: say(ctx, 'Recipient’s new email', 'Nouveau courriel du destinataire') }).fill(event.email as string);
      await ctx.page.getByRole('button', { name: say(ctx, 'Continue', 'Continuer'), exact: true }).click();
    },
    'GIFT.REVOKE': async (ctx) => {
      ctx.notes.change = { path: 'revoke' };
      await revokeButton(ctx).click();
    },
    'GIFT.BACK': async (ctx) => {
      await ctx.page.getByRole('button', { name: say(ctx, 'Back', 'Retour'), exact: true }).click();
    },
    'GIFT.CONFIRM': async (ctx) => {
      const resend = (ctx.notes.change as { path: string }).path === 'resend';
      await trigger(ctx, RESIN_UPDATE, () => (resend ? sendButton(ctx) : revokeButton(ctx)).click());
    },
    'ACTION.SETTLED': settled,
  },
  states: {
    awaitingOrder: onAccountSummary,
    unavailable: async (ctx) => {
      await expect(flowUnavailable(ctx.page)).toBeVisible();
      await expect(revokeButton(ctx)).toHaveCount(0);
    },
    choosing: async (ctx) => {
      const gift = ctx.notes.gift as GiftOf;
      await expect(ctx.page.getByRole('heading', { name: say(ctx, 'Choose what to change', 'Choisissez ce que vous voulez modifier') })).toBeVisible();
      await expect(ctx.page.getByTestId('gift-current-email')).toContainText(gift.email);
      await expect(revokeButton(ctx)).toBeEnabled();
      await expect(review(ctx)).toHaveCount(0);
    },
    reviewing: async (ctx) => {
      const gift = ctx.notes.gift as GiftOf;
      const change = ctx.notes.change as { path: 'revoke' | 'resend'; email?: string };
      await expect(review(ctx)).toContainText(gift.name);
      if (change.path === 'resend') {
        await expect(review(ctx)).toContainText(say(ctx, `will be sent to ${change.email}`, `sera envoyé à ${change.email}`));
        await expect(sendButton(ctx)).toBeEnabled();
      } else {
        await expect(review(ctx)).toContainText(say(ctx, 'will be revoked', 'sera révoqué'));
        await expect(ctx.page.getByTestId('gift-revoke-refund')).toBeVisible();
        await expect(revokeButton(ctx)).toBeEnabled();
      }
      const error = ctx.page.getByRole('alert').filter({ hasText: say(ctx, 'Error on Resin Order Update', 'Erreur lors de la mise à jour de la commande numérique') });
      if (ctx.step?.event.type === 'ACTION.SETTLED') await expect(error).toBeVisible();
      else await expect(error).toHaveCount(0);
    },
    updating: submitting,
    changed: async (ctx) => {
      const { page } = ctx;
      const change = ctx.notes.change as { path: 'revoke' | 'resend'; email?: string };
      await expect(page.getByTestId('gift-changed')).toContainText(
        change.path === 'revoke' ? say(ctx, 'The gift is revoked.', 'Le cadeau est révoqué.') : (change.email as string),
      );
      if (ctx.isLast && change.path === 'revoke') {
        // Persisted: a revoked gift cannot be changed any more, and Account Activity lists the revoke.
        await page.goto(urlOf(ctx, `/accounts/gift-change?order=${ctx.order}`));
        await expect(flowUnavailable(page)).toBeVisible();
        await page.goto(urlOf(ctx, '/accounts/activity'));
        await expect(page.getByTestId('activity-entry').and(page.locator('[data-kind="giftRevoke"]'))).toHaveCount(1);
      }
    },
  },
};
