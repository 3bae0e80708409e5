import { expect, type Request, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { ReplayContext, UiExecutor } from './replay';
import { endOfPathPlan, say } from './replay';

/**
 * The generic action cycle (§4, §7 call 28, §8 Session errors) as it runs inside a real action: the
 * Communication Preferences screen, whose flow embeds the cycle (category Change Permissions) the
 * way every account action does. Saving starts the cycle loading at once with the submission (the
 * path's initial state); the gateway's answer to POST /cofp is held at the browser until the path's
 * `perform` answer: the real server's (success), `success: false` (with 'Invalid login token' when
 * the path says so), a 401 'Invalid login token', or a 500. Each result must be reported to
 * analytics (call 28) with the outcome, be followed by the customer refetch, and say so on screen;
 * an 'Invalid login token' ends the session as a timeout (back to sign-in, with the message).
 *
 * ACTION.SUBMIT after a result is the subscriber saving again: the flow starts the cycle afresh with
 * the new submission (the embedded cycle is stopped once it has settled), which the subscriber sees
 * as the same loading.
 *
 * Accounts: Boréale 20000003 in French for the paths with a save that succeeds (its permissions
 * change; nobody else's paths read them), Northwind 10000020 (nothing saved) otherwise.
 *
 * Skipped, with the reason: ACTION.START and ACTION.CANCEL. No screen sends them: every action
 * screen embeds the cycle in its flow, which starts it with the submission and stops it once it
 * settles. The machine's idle state, which takes them, is its contract as a standalone cycle (SPEC
 * §4's generic cycle); the portal has no standalone use of it (the unused hook was removed).
 */

const COFP = /\/api\/cofp$/;
const ANALYTICS = /\/api\/eventbuspublish$/;
const LOOKUP = /\/api\/GC-call-globalcustomer$/;

interface CycleNotes {
  /** cofp requests held until the path's answer. */
  held: Route[];
  /** Saves sent so far. */
  saves: number;
  /** Outcomes reported to analytics (call 28), in order. */
  analytics: Array<{ category?: string; action?: string }>;
  /** Customer lookups sent so far (the sign-in's and every refetch). */
  lookups: number;
  /** Lookups sent when the current save was answered. */
  lookupsAtAnswer: number;
  /** The value the subscriber chose for "Emails from us" in the last save. */
  chosen: boolean;
}

const notesOf = (ctx: ReplayContext) => ctx.notes as unknown as CycleNotes;

const fromUs = (ctx: ReplayContext) =>
  ctx.page.getByTestId(`preferences-${ctx.setup.accountNumber}`).getByRole('switch', { name: say(ctx, 'Emails from us', 'Courriels de notre part') });
const saveButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Save Preferences', 'Enregistrer les préférences') });
const notice = (ctx: ReplayContext, en: string, fr: string) => ctx.page.locator('.mantine-Notification-root').filter({ hasText: say(ctx, en, fr) });

function unreachable(path: ReplayContext['path']): string | null {
  const types = path.steps.map((s) => s.event.type);
  if (types.includes('ACTION.START') || types.includes('ACTION.CANCEL')) {
    return 'ACTION.START and ACTION.CANCEL: no screen sends them; every action screen embeds the cycle in its flow, which starts it with the submission and stops it once it settles (no screen uses the machine as a standalone cycle, whose idle state takes them)';
  }
  return null;
}

/** Listens to the calls the cycle causes and holds each save until the path answers it. */
async function watch(ctx: ReplayContext): Promise<void> {
  const notes = notesOf(ctx);
  Object.assign(notes, { held: [], saves: 0, analytics: [], lookups: 0, lookupsAtAnswer: 0, chosen: false });
  ctx.page.on('request', (request: Request) => {
    if (ANALYTICS.test(request.url())) {
      const body = request.postDataJSON() as { body?: { category?: string; action?: string } } | null;
      notes.analytics.push(body?.body ?? {});
    }
    if (LOOKUP.test(request.url()) && request.method() === 'POST') notes.lookups++;
  });
  await ctx.page.route(COFP, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    notes.saves++;
    notes.held.push(route);
  });
  // The end of a path lets a save still held go on (answered by the server) without waiting for it.
  ctx.calls = [endOfPathPlan(() => {
    for (const route of notes.held.splice(0)) void route.abort('aborted').catch(() => {});
  })];
}

/**
 * The subscriber changes "Emails from us" and saves: the flow starts the cycle with the submission.
 * After an error the choice is still on the form: Save again sends it again.
 */
async function save(ctx: ReplayContext): Promise<void> {
  const notes = notesOf(ctx);
  const toggle = fromUs(ctx);
  // After a result the form comes back (from the refetch after a success): wait until it can be changed.
  await expect(toggle).toBeEnabled();
  const previous = ctx.index <= 1 ? ctx.path.initial.state : ctx.path.steps[ctx.index - 2]!.state;
  if (ctx.index === 0 || previous !== 'error') {
    notes.chosen = !(await toggle.isChecked());
    await toggle.setChecked(notes.chosen);
  }
  await expect(saveButton(ctx)).toBeEnabled();
  await saveButton(ctx).click();
}

/** Answers the held save as the path's `perform` answer says. */
async function answer(ctx: ReplayContext, event: AnyEventObject): Promise<void> {
  const notes = notesOf(ctx);
  await expect.poll(() => notes.held.length, { message: 'a save is held', timeout: 10_000 }).toBeGreaterThan(0);
  const route = notes.held.shift()!;
  notes.lookupsAtAnswer = notes.lookups;
  const json = (status: number, body: unknown) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  if (event.type === 'xstate.error.actor.perform') {
    if (String(event.error).includes('Invalid login token')) await json(401, { code: 'SESSION_EXPIRED', message: 'Invalid login token' });
    else await json(500, { code: 'INTERNAL', message: 'The service is unavailable.' });
    return;
  }
  const results = ((event.output as { results?: Array<{ success: boolean; message?: string }> } | undefined)?.results ?? []);
  const failed = results.find((r) => !r.success);
  if (failed) {
    await json(200, { success: false, ...(failed.message ? { message: failed.message } : {}) });
    return;
  }
  // Success: the real server saves it. Node does not resolve *.localhost: fetch from loopback with the publisher's Host.
  const target = new URL(route.request().url());
  const host = target.host;
  target.hostname = '127.0.0.1';
  const response = await route.fetch({ url: target.href, headers: { ...route.request().headers(), host } });
  await route.fulfill({ response });
}

/** The outcome reported to analytics for this result (§7 call 28). */
async function reported(ctx: ReplayContext, action: string): Promise<void> {
  const notes = notesOf(ctx);
  await expect.poll(() => notes.analytics.at(-1), { message: `analytics reported ${action}`, timeout: 10_000 }).toMatchObject({ category: 'Change Permissions', action });
}

/** The customer looked up again after the result (§4). */
async function refetched(ctx: ReplayContext): Promise<void> {
  const notes = notesOf(ctx);
  await expect.poll(() => notes.lookups, { message: 'the customer was looked up again', timeout: 10_000 }).toBeGreaterThan(notes.lookupsAtAnswer);
}

export const actionCycleUi: UiExecutor = {
  machineId: 'actionCycle',
  setup: (path) => {
    const reason = unreachable(path);
    if (reason) return { skip: reason };
    const prepare = async (ctx: ReplayContext) => {
      await watch(ctx);
      await ctx.page.getByRole('link', { name: say(ctx, 'Communication Preferences', 'Préférences de communication') }).first().click();
      await expect(ctx.page).toHaveURL(/\/accounts\/preferences$/);
      await save(ctx);
    };
    const succeeds = path.steps.some((s) => s.event.type === 'xstate.done.actor.perform' && !((s.event as AnyEventObject).output as { results: Array<{ success: boolean }> }).results.some((r) => !r.success));
    if (succeeds) return { publisher: 'boreale', accountNumber: '20000003', postalCode: 'G1R4S9', prepare };
    return { publisher: 'northwind', accountNumber: '10000020', postalCode: '85004', prepare };
  },
  events: {
    'xstate.done.actor.perform': answer,
    'xstate.error.actor.perform': answer,
    'ACTION.SUBMIT': save,
  },
  states: {
    // The save has gone out and waits for its answer: the button says it is busy, the choices cannot change.
    loading: async (ctx) => {
      const notes = notesOf(ctx);
      await expect.poll(() => notes.held.length, { message: 'the save was sent and is held', timeout: 10_000 }).toBe(1);
      await expect(saveButton(ctx)).toHaveAttribute('data-loading', 'true');
      await expect(fromUs(ctx)).toBeDisabled();
      expect(notes.saves, 'one save per submission').toBe(ctx.path.steps.slice(0, ctx.index).filter((s) => s.event.type === 'ACTION.SUBMIT').length + 1);
    },
    success: async (ctx) => {
      const notes = notesOf(ctx);
      await expect(notice(ctx, 'Preferences Update Successful', 'Préférences mises à jour')).toBeVisible();
      await reported(ctx, 'Successful');
      await refetched(ctx);
      // The saved choice comes back with the refetch.
      await expect(fromUs(ctx)).toBeChecked({ checked: notes.chosen });
      if (ctx.isLast) {
        await ctx.page.reload();
        await expect(fromUs(ctx)).toBeChecked({ checked: notes.chosen });
      }
    },
    error: async (ctx) => {
      const notes = notesOf(ctx);
      const event = ctx.step!.event as AnyEventObject;
      const threw = event.type === 'xstate.error.actor.perform';
      const message = threw ? String(event.error) : ((event.output as { results: Array<{ message?: string }> }).results.find((r) => r.message)?.message ?? '');
      if (message.includes('Invalid login token')) {
        // §8 Session errors: the session ends as a timeout, and the notice says why.
        await expect(ctx.page).toHaveURL(/\/login/);
        await expect(ctx.page.getByRole('alert').filter({ hasText: say(ctx, 'Account Lookup Error', 'Erreur de recherche de compte') })).toContainText('Invalid login token');
        expect(await ctx.page.evaluate(() => sessionStorage.getItem('portal.session')), 'the session is gone').toBeNull();
        return;
      }
      await expect(notice(ctx, 'Preferences Update Error', 'Erreur de mise à jour des préférences')).toBeVisible();
      await reported(ctx, threw ? 'Unknown Error' : 'Unsuccessful');
      await refetched(ctx);
      // Nothing was saved, and the subscriber's choice is still on the form for another try.
      await expect(fromUs(ctx)).toBeChecked({ checked: notes.chosen });
      await expect(saveButton(ctx)).not.toHaveAttribute('data-loading', 'true');
    },
  },
};
