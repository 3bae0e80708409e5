import { expect, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { actionSuccess, say, signIn, endOfPathPlan, type ReplayContext, type UiExecutor } from './replay';

/**
 * The account lookup behind every account screen (§4 "Account lookup"), as a subscriber meets it:
 * the customer data loads when the account area opens (after the sign-in, whose own lookup shows
 * meanwhile), again after each action (at once after a preferences save, 2 s later after an email
 * change, §9), and "Try Again" after a failure. Every lookup after the sign-in's is held at the
 * browser until the path's answer: the real server's, a lookup failure (USER_NOT_FOUND), a 500, or
 * a 401 'Invalid login token' (the session then times out). A lookup the machine dropped (a refetch
 * came first) goes on to the server unseen.
 *
 * Accounts nobody else's paths use, since an email change and a preferences save change them:
 * Boréale 20000008 (in French) and Northwind 10000012.
 *
 * Skipped, with the reason: ACCOUNT.PERMISSIONS_SAVED (the preferences save reports it only right
 * after the refetch it asks for, so it never arrives on its own), an undelayed refetch while a
 * lookup is loading or waiting (Try Again shows only after a failure and the preferences form waits
 * for the lookup).
 */

const LOOKUP = /\/api\/GC-call-globalcustomer$/;

interface Held {
  route: Route;
  at: number;
}

interface LookupNotes {
  /** Lookups after the sign-in's, in the order the browser sent them, not yet answered. */
  held: Held[];
  /** How many lookups after the sign-in's the browser sent. */
  sent: number;
  /** When the last delayed refetch was asked for (the email change answered). */
  askedAt?: number;
  /** The number of lookups sent when a refetch was asked for with a delay. */
  sentWhenAsked?: number;
  emails: number;
}

const notesOf = (ctx: ReplayContext) => ctx.notes as unknown as LookupNotes;

/** The state the path was in before its current step. */
function previousState(ctx: ReplayContext): string {
  return ctx.index <= 1 ? ctx.path.initial.state : ctx.path.steps[ctx.index - 2]!.state;
}

/** Why a path cannot be driven from the browser, or null. */
function unreachable(path: ReplayContext['path']): string | null {
  let state = path.initial.state;
  for (const step of path.steps) {
    const event = step.event as AnyEventObject;
    if (event.type === 'ACCOUNT.PERMISSIONS_SAVED') {
      return 'ACCOUNT.PERMISSIONS_SAVED on its own: the preferences save reports the saved permissions only right after the refetch it asks for';
    }
    if (event.type === 'ACCOUNT.REFETCH' && !event.delayMs && (state === 'loading' || state === 'waiting')) {
      return 'an undelayed refetch while the account loads: Try Again shows only after a failure and the preferences form waits for the lookup';
    }
    state = step.state;
  }
  return null;
}

/** Holds every lookup after the sign-in's; a path's end drops the ones still held. */
async function holdLookups(ctx: ReplayContext): Promise<void> {
  const notes = notesOf(ctx);
  Object.assign(notes, { held: [], sent: 0, emails: 0 });
  let seen = 0;
  await ctx.page.route(LOOKUP, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    if (seen++ === 0) return route.continue();
    notes.sent++;
    notes.held.push({ route, at: Date.now() });
  });
  // releaseAll (the end of the path) lets the held lookups go on, answered by the server.
  ctx.calls = [endOfPathPlan(() => {
    for (const held of notes.held.splice(0)) void held.route.continue().catch(() => {});
  })];
}

/** The lookup the machine waits for: the last one sent. */
async function latestHeld(ctx: ReplayContext): Promise<Held> {
  const notes = notesOf(ctx);
  await expect.poll(() => notes.held.length, { message: 'a lookup was sent and is held', timeout: 10_000 }).toBeGreaterThan(0);
  return notes.held[notes.held.length - 1]!;
}

/** Answers the lookup the machine waits for as the path says; earlier ones go on to the server. */
async function answer(ctx: ReplayContext, event: AnyEventObject): Promise<void> {
  const notes = notesOf(ctx);
  const { route } = await latestHeld(ctx);
  for (const stale of notes.held.splice(0, notes.held.length - 1)) void stale.route.continue().catch(() => {});
  notes.held.length = 0;
  const json = (status: number, body: unknown) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  if (event.type === 'xstate.error.actor.fetchAccount') {
    const message = String(event.error);
    if (message.includes('Invalid login token')) await json(401, { code: 'SESSION_EXPIRED', message: 'Invalid login token' });
    else await json(500, { code: 'INTERNAL', message: 'The service is unavailable.' });
    return;
  }
  const output = event.output as { found: boolean; code?: string };
  if (!output.found) {
    await json(200, { globalcustomer: [{ recReg: { errors: [{ code: output.code ?? 'USER_NOT_FOUND' }] } }] });
    return;
  }
  await route.continue();
}

/** Goes to a screen of the account area from its navigation, as a subscriber does (no page load: the lookup lives on). */
async function openFromNavigation(ctx: ReplayContext, name: string, url: RegExp): Promise<void> {
  if (url.test(ctx.page.url())) return;
  await ctx.page.getByRole('link', { name }).first().click();
  await expect(ctx.page).toHaveURL(url);
}

/** The account's data on the summary: its section. */
const accountShown = (ctx: ReplayContext) => ctx.page.locator(`section[data-account="${ctx.setup.accountNumber}"]`);
const summaryLink = (ctx: ReplayContext) => say(ctx, 'Account Summary', 'Sommaire du compte');
const lookupNotice = (ctx: ReplayContext) => ctx.page.getByRole('alert').filter({ hasText: say(ctx, 'Account Lookup Error', 'Erreur de recherche de compte') });
const gateAlert = (ctx: ReplayContext) => ctx.page.getByText(say(ctx, 'We could not load your account details.', 'Nous n’avons pas pu charger les détails de votre compte.'));

export const accountLookupUi: UiExecutor = {
  machineId: 'accountLookup',
  drivableFirst: true,
  setup: (path) => {
    const reason = unreachable(path);
    if (reason) return { skip: reason };
    // Boréale in French for the paths that end in a failure the subscriber reads; Northwind otherwise.
    const last = path.steps[path.steps.length - 1];
    if (last?.state === 'failed') return { publisher: 'boreale', accountNumber: '20000008', postalCode: 'J1H1A1', signIn: false };
    return { publisher: 'northwind', accountNumber: '10000012', postalCode: '19102', signIn: false };
  },
  events: {
    'xstate.done.actor.fetchAccount': answer,
    'xstate.error.actor.fetchAccount': answer,
    'ACCOUNT.REFETCH': async (ctx, event) => {
      const { page } = ctx;
      const notes = notesOf(ctx);
      if (event.delayMs) {
        // An email change: its refetch waits 2 s (§9).
        await openFromNavigation(ctx, say(ctx, 'Change Email', 'Changer le courriel'), /\/accounts\/email$/);
        if (await actionSuccess(page).isVisible()) await page.getByRole('button', { name: say(ctx, 'Change it again', 'Le changer de nouveau') }).click();
        const email = `path.replay.${++notes.emails}@example.com`;
        await page.getByRole('textbox', { name: say(ctx, 'New email address', 'Nouvelle adresse courriel'), exact: true }).fill(email);
        await page.getByRole('textbox', { name: say(ctx, 'Confirm new email address', 'Confirmez la nouvelle adresse courriel') }).fill(email);
        notes.sentWhenAsked = notes.sent;
        await page.getByRole('button', { name: say(ctx, 'Change Email', 'Changer le courriel') }).click();
        await expect(actionSuccess(page)).toContainText(email);
        notes.askedAt = Date.now();
        return;
      }
      if (previousState(ctx) === 'failed') {
        await openFromNavigation(ctx, summaryLink(ctx), /\/accounts\/summary$/);
        await page.getByRole('button', { name: say(ctx, 'Try Again', 'Réessayer') }).click();
        return;
      }
      // Loaded: a preferences save refetches at once.
      await openFromNavigation(ctx, say(ctx, 'Communication Preferences', 'Préférences de communication'), /\/accounts\/preferences$/);
      const fromUs = page.getByTestId(`preferences-${ctx.setup.accountNumber}`).getByRole('switch', { name: say(ctx, 'Emails from us', 'Courriels de notre part') });
      await fromUs.setChecked(!(await fromUs.isChecked()));
      await page.getByRole('button', { name: say(ctx, 'Save Preferences', 'Enregistrer les préférences') }).click();
    },
    // The 2 s of §9 pass: the lookup goes out by itself.
    'xstate.after.refetchDelay.accountLookup.waiting': async (ctx) => {
      const notes = notesOf(ctx);
      await expect.poll(() => notes.sent, { message: 'the delayed refetch was sent', timeout: 10_000 }).toBeGreaterThan(notes.sentWhenAsked ?? 0);
      const held = await latestHeld(ctx);
      // Not before the delay: the email change answered at askedAt, the refetch waited about 2 s after it.
      expect(held.at - (notes.askedAt ?? 0), 'the refetch waited 2 s after the email change').toBeGreaterThan(1500);
    },
  },
  states: {
    loading: async (ctx) => {
      if (ctx.index === 0) {
        // The account area opens after the sign-in and looks the account up again at once.
        await holdLookups(ctx);
        await signIn(ctx.page, ctx.baseURL, ctx.setup);
        await expect(accountShown(ctx)).toBeVisible();
      }
      await latestHeld(ctx);
      await expect(gateAlert(ctx)).toBeHidden();
    },
    waiting: async (ctx) => {
      // Asked for, not sent yet: no lookup goes out for a while.
      const notes = notesOf(ctx);
      await ctx.page.waitForTimeout(500);
      expect(Date.now() - (notes.askedAt ?? 0), 'still within the 2 s delay (the check came too late to tell)').toBeLessThan(1900);
      expect(notes.sent, 'no lookup sent during the delay').toBe(notes.sentWhenAsked);
    },
    loaded: async (ctx) => {
      const notes = notesOf(ctx);
      await openFromNavigation(ctx, summaryLink(ctx), /\/accounts\/summary$/);
      await expect(accountShown(ctx)).toBeVisible();
      await expect(gateAlert(ctx)).toBeHidden();
      expect(notes.held.length, 'no lookup under way').toBe(0);
    },
    failed: async (ctx) => {
      const event = ctx.step?.event as AnyEventObject | undefined;
      if (event?.type === 'xstate.error.actor.fetchAccount' && String(event.error).includes('Invalid login token')) {
        // §8 Session errors: the session ends, the notice says why.
        await expect(ctx.page).toHaveURL(/\/login$/);
        await expect(lookupNotice(ctx)).toContainText('Invalid login token');
        return;
      }
      const found = event?.type === 'xstate.done.actor.fetchAccount';
      await expect(lookupNotice(ctx)).toContainText(
        found
          ? say(ctx, 'We could not find your account. Please try another sign in method', 'Nous n’avons pas trouvé votre compte. Veuillez essayer une autre méthode de connexion')
          : say(ctx, 'Sorry, we could not find your account', 'Désolé, nous n’avons pas trouvé votre compte'),
      );
      await openFromNavigation(ctx, summaryLink(ctx), /\/accounts\/summary$/);
      await expect(gateAlert(ctx)).toBeVisible();
      await expect(ctx.page.getByRole('button', { name: say(ctx, 'Try Again', 'Réessayer') })).toBeVisible();
      // The data shown before stays on screen.
      await expect(accountShown(ctx)).toBeVisible();
    },
  },
};
