import type { Locator } from '@playwright/test';
import { say, settled, trigger, type EventExecutor, type ReplayContext } from './replay';

/**
 * The retention-offer step shared by the flows that make one before acting (order change's cancel,
 * auto-renew's stop): how the confirming click is replayed for each outcome of the offer, and the
 * offer answered on the page.
 */

export const INTELLISEL = /\/api\/intellisel$/;

/** The outcome ('accepted', 'declined', 'sessionEnded') of a done retentionOffer event, else undefined. */
export function offerOutcome(event: { type: string; output?: unknown } | undefined): string | undefined {
  return event?.type === 'xstate.done.actor.retentionOffer' ? (event.output as { outcome?: string } | undefined)?.outcome : undefined;
}

export const offerCard = (ctx: ReplayContext) => ctx.page.getByTestId('retention-offer');

/**
 * Clicks the confirming button, planning the calls the path's next step expects: the offer lookup
 * answered "Invalid login token" (§8 session errors) when the offer ends the session; the action's
 * calls (`calls`) after the offer step when it is declined (with no offer they go out at once); none
 * when it is accepted; the action's calls at once on a retry (no second offer).
 */
export async function confirmWithOffer(ctx: ReplayContext, button: Locator, calls: RegExp): Promise<void> {
  const outcome = offerOutcome(ctx.next);
  if (outcome === 'sessionEnded') {
    await trigger(ctx, INTELLISEL, () => button.click(), {
      answer: { status: 401, body: { code: 'SESSION_EXPIRED', message: 'Invalid login token' } },
    });
  } else if (outcome === 'declined') {
    await trigger(ctx, calls, () => button.click(), { skip: 1 });
  } else if (outcome === 'accepted') {
    await button.click();
  } else {
    await trigger(ctx, calls, () => button.click());
  }
}

/** The offer step: accepted or declined on the offer card when one is shown. */
export const answerOffer: EventExecutor = async (ctx, event) => {
  const outcome = offerOutcome(event);
  if (outcome === 'sessionEnded') return settled(ctx, event);
  await ctx.page.getByTestId('retention-offer-loading').waitFor({ state: 'hidden' });
  if (await offerCard(ctx).isVisible()) {
    const name = outcome === 'accepted' ? say(ctx, 'Accept offer', 'Accepter l’offre') : say(ctx, 'No thanks, continue', 'Non merci, continuer');
    await offerCard(ctx).getByRole('button', { name }).click();
  }
};
