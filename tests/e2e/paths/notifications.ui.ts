import { expect } from '@playwright/test';
import { say, type ReplayContext, type UiExecutor } from './replay';

/**
 * The notification area (§2 Shell, §8 Notices, §9 no auto-dismiss) as a subscriber meets it: a
 * notice that adds to the ones shown (a preferences save that fails: the gateway answers 500 through
 * `page.route`, so nothing is saved), a notice that clears the others first (signing out: "Sign Out
 * Successful" alone), and, at the end of each path, the dismiss button of a notice. The path's notice ids are the portal's own;
 * the replay knows each notice by its title. Every notice of the portal that asks to clear the others
 * comes right after a clear of its own (Sign Out: the session's NOTICE.CLEAR, then "Sign Out
 * Successful"), so the screen cannot tell which of the two cleared: a `clean` that no longer clears
 * passes here, and only the machine-level paths catch it.
 *
 * Accounts, only read (no save reaches the server): Boréale 20000003 in French for the notice that
 * clears the others, Northwind 10000020 for the others.
 *
 * Skipped, with the reason: NOTICE.CLEAR after a notice that cleared nothing: the clears a subscriber
 * can cause while signed in (Sign Out, a session timeout) show their own notice right after, and the
 * sign-in's clear happens signed out, where every notice clears the others when it shows.
 */

const COFP = /\/api\/cofp$/;

/** The notices on screen, by their titles. */
const notices = (ctx: ReplayContext) => ctx.page.locator('.mantine-Notification-root');
const dismissButton = (ctx: ReplayContext) => say(ctx, 'Dismiss notification', 'Fermer la notification');

const titles = {
  preferencesFailed: (ctx: ReplayContext) => say(ctx, 'Preferences Update Error', 'Erreur de mise à jour des préférences'),
  signedOut: (ctx: ReplayContext) => say(ctx, 'Sign Out Successful', 'Déconnexion réussie'),
};

const shownOf = (ctx: ReplayContext) => ((ctx.notes.shown as string[] | undefined) ??= []);

/** A save of preferences that fails: a notice that adds to the ones shown. */
async function failedSave(ctx: ReplayContext): Promise<void> {
  const { page } = ctx;
  if (!/\/accounts\/preferences$/.test(page.url())) {
    await page.getByRole('link', { name: say(ctx, 'Communication Preferences', 'Préférences de communication') }).first().click();
    await expect(page).toHaveURL(/\/accounts\/preferences$/);
  }
  const fromUs = page.getByTestId(`preferences-${ctx.setup.accountNumber}`).getByRole('switch', { name: say(ctx, 'Emails from us', 'Courriels de notre part') });
  await fromUs.setChecked(!(await fromUs.isChecked()));
  await page.unroute(COFP);
  await page.route(COFP, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: 'The service is unavailable.' }) })
      : route.continue(),
  );
  const save = page.getByRole('button', { name: say(ctx, 'Save Preferences', 'Enregistrer les préférences') });
  await expect(save).toBeEnabled();
  await save.click();
  shownOf(ctx).push(titles.preferencesFailed(ctx));
}

/** Signing out: the sign-out notice shows alone, the others are cleared first. */
async function signOut(ctx: ReplayContext): Promise<void> {
  const { page } = ctx;
  await page.getByRole('button', { name: say(ctx, 'My Account', 'Mon compte') }).click();
  await page.getByRole('menuitem', { name: say(ctx, 'Sign Out', 'Se déconnecter') }).click();
  await expect(page).toHaveURL(/\/login/);
  ctx.notes.shown = [titles.signedOut(ctx)];
}

export const notificationsUi: UiExecutor = {
  machineId: 'notifications',
  setup: (path) => {
    const types = path.steps.map((s) => s.event.type);
    if (types.includes('NOTICE.CLEAR')) {
      return {
        skip: 'NOTICE.CLEAR after a notice that cleared nothing: the clears a subscriber can cause while signed in (Sign Out, a session timeout) show their own notice right after, and the sign-in clears signed out, where every notice clears the others as it shows',
      };
    }
    const clean = path.steps.some((s) => (s.event as { clean?: boolean }).clean === true);
    if (clean) return { publisher: 'boreale', accountNumber: '20000003', postalCode: 'G1R4S9' };
    return { publisher: 'northwind', accountNumber: '10000020', postalCode: '85004' };
  },
  events: {
    'NOTICE.SHOW': async (ctx, event) => {
      if (event.clean === true) await signOut(ctx);
      else await failedSave(ctx);
    },
  },
  states: {
    // Signed in, nothing said yet: no notice at all.
    quiet: async (ctx) => {
      await expect(ctx.page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(notices(ctx)).toHaveCount(0);
    },
    // Exactly the notices the path has shown and not taken away, each with its dismiss button; none goes by itself (§9).
    listing: async (ctx) => {
      const shown = shownOf(ctx);
      for (const title of shown) {
        const notice = notices(ctx).filter({ hasText: title });
        await expect(notice).toHaveCount(1);
        await expect(notice.getByRole('button', { name: dismissButton(ctx) })).toBeVisible();
      }
      await expect(notices(ctx)).toHaveCount(shown.length);
      if (ctx.isLast) {
        // No auto-dismiss: still there a while later.
        await ctx.page.waitForTimeout(1500);
        await expect(notices(ctx)).toHaveCount(shown.length);
        // Its dismiss button takes one notice away and leaves the others (the machine is not told).
        await notices(ctx).first().getByRole('button', { name: dismissButton(ctx) }).click();
        await expect(notices(ctx)).toHaveCount(shown.length - 1);
      }
    },
  },
};
