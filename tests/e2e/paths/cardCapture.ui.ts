import { expect, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { say, urlOf, endOfPathPlan, type ReplayContext, type UiExecutor } from './replay';

/**
 * The new-card form inside Update a Card (Boréale's wallet, in French) and Make a Payment
 * (Northwind), as a subscriber fills it. The card is checked by the payment-capture script, which
 * the form loads when it opens: its download is held at the browser, so `tokenising` (the form
 * busy, waiting for the script) can be seen, and answered as the path's next step says: the real
 * script (which refuses what the path's refusal names: an expiry that has passed, a number that
 * fails its check digit with a short security code) or a failed download (unavailable).
 *
 * Skipped, with the reason: a card tokenised (the form closes as it hands the card over, so it is
 * never submitted again; Make a Payment's and Update a Card's own paths replay that), and a second
 * `tokenising` once the script has loaded (it answers at once: the form is never seen busy).
 */

const SCRIPT = /\/payment-capture\.js$/;
const VALID = { number: '5555 5555 5555 4444', month: '12', year: '2030', securityCode: '321' };

interface CaptureNotes {
  held: Route[];
  requested: number;
  loaded: boolean;
}

const notesOf = (ctx: ReplayContext) => ctx.notes as unknown as CaptureNotes;
const form = (ctx: ReplayContext) => ctx.page.getByTestId('card-form');
const nameField = (ctx: ReplayContext) => form(ctx).getByRole('textbox', { name: say(ctx, 'Name on card', 'Nom sur la carte') });
const numberField = (ctx: ReplayContext) => form(ctx).getByRole('textbox', { name: say(ctx, 'Card number', 'Numéro de carte') });
const monthField = (ctx: ReplayContext) => form(ctx).getByRole('combobox', { name: say(ctx, 'Expiry month', 'Mois d’expiration') });
const yearField = (ctx: ReplayContext) => form(ctx).getByRole('combobox', { name: say(ctx, 'Expiry year', 'Année d’expiration') });
const codeField = (ctx: ReplayContext) => form(ctx).getByRole('textbox', { name: say(ctx, 'Security code', 'Code de sécurité') });
const submitButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Continue', 'Continuer'), exact: true });

const MESSAGES = {
  name: ['Enter the name on the card here, not its number.', 'Entrez ici le nom inscrit sur la carte, et non son numéro.'],
  number: ['Enter a valid card number. Check the digits and try again.', 'Entrez un numéro de carte valide. Vérifiez les chiffres et réessayez.'],
  expiry: ['Enter an expiry date that has not passed.', 'Entrez une date d’expiration qui n’est pas passée.'],
  securityCode: ['Enter the security code from the card (3 digits, 4 for American Express).', 'Entrez le code de sécurité de la carte (3 chiffres, 4 pour American Express).'],
  unavailable: ['Card entry is not available right now. Please try again in a moment.', 'La saisie de carte n’est pas disponible pour le moment. Veuillez réessayer dans un instant.'],
} as const;
const message = (ctx: ReplayContext, key: keyof typeof MESSAGES) => say(ctx, MESSAGES[key][0], MESSAGES[key][1]);

/** The fields a tokenising error refused, or null for another failure (the script unavailable). */
function refusedFields(event: AnyEventObject | undefined): Record<string, string> | null {
  const errors = (event?.error as { errors?: Record<string, string> } | undefined)?.errors;
  return errors && typeof errors === 'object' ? errors : null;
}

/** Why a path cannot be driven from the browser, or null. */
function unreachable(path: ReplayContext['path']): string | null {
  let loaded = false;
  for (const step of path.steps) {
    if (step.event.type === 'xstate.done.actor.tokeniseCard') {
      return 'a tokenised card goes to the payment or card update at once and the form closes, so it is never submitted again (their own paths replay the hand-over)';
    }
    if (step.state === 'tokenising' && loaded) {
      return 'a second tokenising once the capture script has loaded: the script answers at once, the form is never seen busy';
    }
    if (step.event.type === 'xstate.error.actor.tokeniseCard' && refusedFields(step.event as AnyEventObject)) loaded = true;
  }
  return null;
}

/** Holds the capture script's download from the moment the form opens; the path's end drops it. */
async function holdScript(ctx: ReplayContext): Promise<void> {
  const notes = notesOf(ctx);
  Object.assign(notes, { held: [], requested: 0, loaded: false });
  await ctx.page.route(SCRIPT, (route) => {
    notes.requested++;
    notes.held.push(route);
  });
  ctx.calls = [endOfPathPlan(() => {
    for (const route of notes.held.splice(0)) void route.abort('aborted').catch(() => {});
  }, 'abort')];
}

/** Opens the card form of Update a Card (Boréale, French). */
async function openWalletForm(ctx: ReplayContext): Promise<void> {
  await holdScript(ctx);
  await ctx.page.goto(urlOf(ctx, '/accounts/wallet'));
  await ctx.page.getByTestId('payment-method').first().getByRole('button', { name: /^Mettre à jour la carte se terminant par/ }).click();
  await expect(form(ctx)).toBeVisible();
}

/** Opens the card form of Make a Payment (Northwind): the first open invoice, a new card. */
async function openPaymentForm(ctx: ReplayContext): Promise<void> {
  const { page } = ctx;
  await holdScript(ctx);
  await page.goto(urlOf(ctx, '/accounts/payment'));
  await page.getByTestId('open-invoices').locator('tr[data-invoice]').first().getByRole('button', { name: /^Pay invoice / }).click();
  await page.getByRole('radio', { name: 'A new card' }).check();
  await submitButton(ctx).click();
  await expect(form(ctx)).toBeVisible();
}

export const cardCaptureUi: UiExecutor = {
  machineId: 'cardCapture',
  drivableFirst: true,
  setup: (path) => {
    const reason = unreachable(path);
    if (reason) return { skip: reason };
    if (path.steps.some((s) => s.state === 'entering.unavailable')) return { publisher: 'northwind', accountNumber: '10000005', postalCode: '98109', prepare: openPaymentForm };
    return { publisher: 'boreale', accountNumber: '20000001', postalCode: 'H2J2L4', prepare: openWalletForm };
  },
  events: {
    'CARD.SUBMIT': async (ctx, event) => {
      // What the path's answer needs typed: a card the script refuses for the named fields, else a good one.
      const refused = refusedFields(ctx.next as AnyEventObject | undefined) ?? {};
      await nameField(ctx).fill(String(event.nameOnCard));
      await numberField(ctx).fill(refused.number ? '1234 5678 9012 3456' : VALID.number);
      await monthField(ctx).selectOption(refused.expiry ? '01' : VALID.month);
      await yearField(ctx).selectOption(refused.expiry ? String(new Date().getFullYear()) : VALID.year);
      await codeField(ctx).fill(refused.securityCode ? '12' : VALID.securityCode);
      await submitButton(ctx).click();
    },
    // The script's download answers: the real script (which checks the card), or a failure.
    'xstate.error.actor.tokeniseCard': async (ctx, event) => {
      const notes = notesOf(ctx);
      const refusal = refusedFields(event) !== null;
      for (const route of notes.held.splice(0)) {
        if (refusal) await route.continue();
        else await route.abort('connectionfailed');
      }
      if (refusal) {
        notes.loaded = true;
        await ctx.page.unroute(SCRIPT);
      }
    },
  },
  states: {
    'entering.editing': async (ctx) => {
      await expect(form(ctx)).toBeVisible();
      await expect(nameField(ctx)).toBeEditable();
      await expect(form(ctx).getByRole('alert')).toHaveCount(0);
      await expect(submitButton(ctx)).toBeEnabled();
    },
    'entering.nameRefused': async (ctx) => {
      await expect(form(ctx)).toContainText(message(ctx, 'name'));
      await expect(nameField(ctx)).toBeFocused();
      await expect(submitButton(ctx)).not.toHaveAttribute('data-loading');
    },
    'entering.refused': async (ctx) => {
      const refused = refusedFields(ctx.step?.event as AnyEventObject) ?? {};
      for (const key of ['number', 'expiry', 'securityCode'] as const) {
        if (refused[key]) await expect(form(ctx)).toContainText(message(ctx, key));
        else await expect(form(ctx)).not.toContainText(message(ctx, key));
      }
      // The first refused field, in the order of the form, has the focus; what was typed stays.
      const first = refused.number ? numberField(ctx) : refused.expiry ? monthField(ctx) : codeField(ctx);
      await expect(first).toBeFocused();
      await expect(numberField(ctx)).not.toHaveValue('');
    },
    'entering.unavailable': async (ctx) => {
      await expect(form(ctx).getByRole('alert')).toHaveText(message(ctx, 'unavailable'));
      await expect(submitButton(ctx)).not.toHaveAttribute('data-loading');
      await expect(numberField(ctx)).not.toHaveValue('');
    },
    tokenising: async (ctx) => {
      // Waiting for the capture script: its download is under way, the form is busy.
      const notes = notesOf(ctx);
      await expect.poll(() => notes.held.length, { message: 'the capture script is being downloaded', timeout: 10_000 }).toBeGreaterThan(0);
      await expect(submitButton(ctx)).toHaveAttribute('data-loading');
    },
  },
};
