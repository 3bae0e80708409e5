import { expect, type Request } from '@playwright/test';
import {
  callSent,
  say,
  settled,
  submitting,
  trigger,
  urlOf,
  type PathSetup,
  type ReplayContext,
  type UiExecutor,
} from './replay';
import { INTELLISEL, offerCard } from './retention-offer';

/**
 * The retention offer on its own, as the cancel flow (/accounts/cancel?order=) makes it: "Cancel
 * Subscription" loads the offers (POST /intellisel, held until the path's answer); an offer is
 * accepted or declined on its card. The path ends with the offer's outcome, so the cancel that a
 * decline lets go on is seen to be sent and is never answered (the route holds every call of the
 * cancel: nothing is canceled, no mail goes to customer service). Accounts: Boréale 20000006 in French (its
 * digital edition has no cancel offer) for the load that finds none, Boréale 20000001 in French for
 * the sessions that end, Northwind 10000012 (on hold, used by no other path) for the offer accepted
 * for real (6 issues and an invoice of $9.99), Northwind 10000001 for the other paths.
 */

const CANCEL_CALLS = /\/api\/(orderupdate|resinorderupdate|custserv-email|payout)$/;

const cancelButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Cancel Subscription', 'Annuler l’abonnement') });
const offerLoading = (ctx: ReplayContext) => ctx.page.getByTestId('retention-offer-loading');
const loadError = (ctx: ReplayContext) => ctx.page.getByRole('alert').filter({ hasText: say(ctx, 'Error on Load of Intellisel', 'Erreur lors du chargement des offres') });

/** Opens the cancel of the path's order with its calls caught, and confirms it: the offer lookup is held. */
async function confirmCancel(ctx: ReplayContext): Promise<void> {
  const { page } = ctx;
  const sent: Request[] = [];
  ctx.notes.cancelCalls = sent;
  // Held unanswered until the page closes: the cancel stays under way, so what the screen says after the offer can be read.
  await page.route(CANCEL_CALLS, async (route) => {
    sent.push(route.request());
    await new Promise<never>(() => {});
  });
  await page.goto(urlOf(ctx, `/accounts/cancel?order=${ctx.order}`));
  await expect(cancelButton(ctx)).toBeEnabled();
  await trigger(ctx, INTELLISEL, () => cancelButton(ctx).click(), { refetch: false });
}

const cancelCalls = (ctx: ReplayContext) => ctx.notes.cancelCalls as Request[];

function accountFor(path: ReplayContext['path']): Omit<PathSetup, 'prepare'> {
  const steps = path.steps;
  const first = steps[0]?.event as { result?: { status?: string; data?: unknown; message?: string } } | undefined;
  const offers = (first?.result?.data as { intellisels?: Array<{ offers?: unknown[] }> } | undefined)?.intellisels?.[0]?.offers ?? [];
  const expired = steps.some((s) => (s.event as { result?: { message?: string } }).result?.message === 'Invalid login token');
  if (expired) return { publisher: 'boreale', accountNumber: '20000001', postalCode: 'H2J2L4' };
  if (first?.result?.status === 'success' && offers.length === 0) {
    return { publisher: 'boreale', accountNumber: '20000006', postalCode: '%', lastName: 'Al Mansouri', order: (o) => o.systemCode === 'RESIN' };
  }
  if (steps.some((s) => s.state === 'accepted')) return { publisher: 'northwind', accountNumber: '10000012', postalCode: '19102' };
  return { publisher: 'northwind', accountNumber: '10000001', postalCode: '10118' };
}

export const retentionOfferUi: UiExecutor = {
  machineId: 'retentionOffer',
  setup: (path) => ({ ...accountFor(path), prepare: confirmCancel }),
  events: {
    'ACTION.SETTLED': settled,
    'OFFER.DECLINE': async (ctx) => {
      await offerCard(ctx).getByRole('button', { name: say(ctx, 'No thanks, continue', 'Non merci, continuer') }).click();
    },
    'OFFER.ACCEPT': async (ctx) => {
      ctx.notes.offerTitle = await offerCard(ctx).getByRole('heading').innerText();
      await trigger(ctx, INTELLISEL, () => offerCard(ctx).getByRole('button', { name: say(ctx, 'Accept offer', 'Accepter l’offre') }).click());
    },
  },
  states: {
    loading: async (ctx) => {
      await callSent(ctx);
      await expect(offerLoading(ctx)).toBeVisible();
      await expect(cancelButton(ctx)).toHaveCount(0);
    },
    offering: async (ctx) => {
      await expect(offerCard(ctx)).toContainText(say(ctx, 'Before you go, we have an offer for you.', 'Avant de partir, nous avons une offre pour vous.'));
      await expect(offerCard(ctx).getByRole('button', { name: say(ctx, 'Accept offer', 'Accepter l’offre') })).toBeEnabled();
      await expect(offerCard(ctx).getByRole('button', { name: say(ctx, 'No thanks, continue', 'Non merci, continuer') })).toBeEnabled();
      // Back from a failed accept: the card says so, and the offer may be accepted again or declined.
      if (ctx.step?.event.type === 'ACTION.SETTLED' && ctx.index > 1) await expect(loadError(ctx)).toBeVisible();
      else await expect(loadError(ctx)).toHaveCount(0);
      expect(cancelCalls(ctx)).toHaveLength(0);
    },
    accepting: submitting,
    accepted: async (ctx) => {
      const { page } = ctx;
      const notice = page.getByTestId('offer-accepted');
      await expect(notice).toContainText(ctx.notes.offerTitle as string);
      await expect(notice).toContainText(say(ctx, '6 issues were added to your subscription.', '6 numéros ont été ajoutés à votre abonnement.'));
      await expect(notice).toContainText(`INV-NWM-STAY-6-${ctx.order}`);
      await expect(offerCard(ctx)).toBeHidden();
      expect(cancelCalls(ctx), 'an accepted offer cancels nothing').toHaveLength(0);
      if (ctx.isLast) {
        // Persisted: Account Activity lists the offer, Make a Payment its invoice.
        await page.goto(urlOf(ctx, '/accounts/activity'));
        await expect(page.getByTestId('activity-entry').and(page.locator('[data-kind="retentionOffer"]'))).toHaveCount(1);
        await page.goto(urlOf(ctx, '/accounts/payment'));
        await expect(page.getByTestId('open-invoices').locator(`tr[data-invoice="INV-NWM-STAY-6-${ctx.order}"]`)).toBeVisible();
      }
    },
    // The cancel goes on: its call is sent (and held by the route); a failed load is said once.
    declined: async (ctx) => {
      await expect(offerCard(ctx)).toBeHidden();
      await expect(offerLoading(ctx)).toBeHidden();
      await expect.poll(() => cancelCalls(ctx).length, { message: 'the cancel goes on after the offer is declined' }).toBeGreaterThan(0);
      const failedLoad = ctx.index === 1 && (ctx.step?.event as { result?: { status?: string } }).result?.status === 'error';
      if (failedLoad) await expect(loadError(ctx)).toHaveCount(1);
      else await expect(loadError(ctx)).toHaveCount(0);
    },
    sessionEnded: async (ctx) => {
      await expect(ctx.page).toHaveURL(/\/login/);
      expect(cancelCalls(ctx), 'an ended session cancels nothing').toHaveLength(0);
    },
  },
};
