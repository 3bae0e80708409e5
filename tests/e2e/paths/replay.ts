import { expect, type Page, type Response } from '@playwright/test';
import type { AnyEventObject, EventObject } from 'xstate';
import { coveringPaths, transitionsOf } from '../../../machines/graph/covering';
import type { GeneratedPath, PathStep } from '../../../machines/graph/paths';
import { borealeUrl } from '../support/fixtures';

/**
 * What a UI executor is: for one machine of the atlas, what a subscriber does for each event type of
 * a generated path, and what the subscriber must see in each state it reaches (STYLE.md, "Paths that
 * bite"). The replay (tests/e2e-paths/replay.spec.ts) runs a path's setup, then for each step the
 * event's executor and the reached state's check; a path with an event or state the executor does not
 * map is skipped with the reason, never passed.
 *
 * Failures come from the real server or from `page.route` (a 500 for an action that must fail),
 * never from a mock inside the product.
 */

export type Lang = 'en' | 'fr';

/** Who replays a path and where: each path signs in on its own account so paths never depend on each other. */
export interface PathSetup {
  /** 'northwind' is `localhost`, 'boreale' is `boreale.localhost` (in French). */
  publisher: 'northwind' | 'boreale';
  accountNumber: string;
  postalCode: string;
  /** An address without a postal code ('%'): the box "My address has no postal code" is checked and the holder's last name typed. */
  lastName?: string;
  /** Northwind's optional email at sign-in (captureEmail). */
  captureEmail?: string;
  /**
   * Chooses the order the flow is opened for, from the sign-in's lookup (default: the account's first);
   * `mine` is all of the account's orders, for a choice by rank rather than by a seeded order number.
   */
  order?: (o: LookedUpOrder, mine: readonly LookedUpOrder[]) => boolean;
  /** false: the path starts signed out (the session machine's own paths). */
  signIn?: boolean;
  /** Brings the account to the state the path starts from (e.g. suspends the order a resume needs). */
  prepare?: (ctx: ReplayContext) => Promise<void>;
}

export interface LookedUpOrder {
  orderNumber: string;
  accountNumber: string;
  systemCode?: string;
  orderStatus?: string;
  prodIdAlias?: string;
}

export interface ReplayContext {
  page: Page;
  baseURL: string;
  path: GeneratedPath;
  setup: PathSetup;
  lang: Lang;
  /** The order the flow is opened for (set by the sign-in). */
  order: string;
  /** Index of the current step (0 is the initial state, n the n-th event). */
  index: number;
  step: PathStep | null;
  /** The event after the current one, if any: a trigger reads it to arm a failure. */
  next: EventObject | undefined;
  /** True on the last step of the path: a check of persisted data may reload the page then. */
  isLast: boolean;
  /** The calls the last trigger caused, in order, each answered by one ACTION.SETTLED of the path (see {@link trigger}). */
  calls: CallPlan[];
  /** How many of {@link calls} the path has let be answered so far. */
  answered: number;
  /** The customer refetch that follows a successful action. */
  refetch: Promise<Response> | null;
  /** Free slot for an executor's own notes (e.g. the expiry before an extension). */
  notes: Record<string, unknown>;
}

export type EventExecutor = (ctx: ReplayContext, event: AnyEventObject) => Promise<void>;
export type StateCheck = (ctx: ReplayContext) => Promise<void>;

export interface UiExecutor {
  machineId: string;
  /** The account and publisher for a path, or a reason it cannot be replayed in the UI. */
  setup: (path: GeneratedPath) => PathSetup | { skip: string };
  /** Per event type: what the subscriber does. */
  events: Record<string, EventExecutor>;
  /** Per state (as path steps print it, e.g. `answered.replaced`): what the subscriber sees. */
  states: Record<string, StateCheck>;
  /**
   * Covering paths are drawn first from the paths this executor can drive (see pathsToReplay).
   * Opt-in for now: turned on for every executor, session would replay session/47 too (passes) and
   * orderCancel orderCancel/11, which needs an account of its own (orderCancel/10 cancels the RESIN
   * order of 10000024 before it).
   */
  drivableFirst?: boolean;
  /** Described for the report: what each event and state means in the UI. */
  describe?: { events?: Record<string, string>; states?: Record<string, string> };
}

/** Why a path cannot be replayed with this executor, or null when every event and state is mapped. */
export function unmapped(executor: UiExecutor, path: GeneratedPath): string | null {
  const setup = executor.setup(path);
  if ('skip' in setup) return setup.skip;
  const events = [...new Set(path.steps.map((s) => s.event.type).filter((t) => !executor.events[t]))];
  const states = [...new Set([path.initial.state, ...path.steps.map((s) => s.state)].filter((s) => !executor.states[s]))];
  const parts = [
    events.length ? `no UI action for event ${events.join(', ')}` : '',
    states.length ? `no UI check for state ${states.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : null;
}

/**
 * The paths to replay for a machine: a covering set (every transition once, greedy as in
 * machines/graph/covering.ts) drawn first from the paths the executor can drive, then, for the
 * transitions none of those takes, from the others (listed as skipped with their reason). So a
 * covering path the UI cannot drive (a step no subscriber can cause) gives way to another path
 * through the same transitions that the UI can drive. Without an executor, or one that does not ask
 * for it (drivableFirst): the plain covering set.
 */
export function pathsToReplay(all: readonly GeneratedPath[], executor: UiExecutor | undefined): GeneratedPath[] {
  if (!executor?.drivableFirst) return coveringPaths(all);
  const replayable = all.filter((p) => unmapped(executor, p) === null);
  const chosen = new Set(coveringPaths(replayable));
  const covered = new Set([...chosen].flatMap((p) => [...transitionsOf(p)]));
  const rest = all.filter((p) => !chosen.has(p));
  for (;;) {
    let best: GeneratedPath | null = null;
    let bestGain = 0;
    for (const path of rest) {
      if (chosen.has(path)) continue;
      const gain = [...transitionsOf(path)].filter((t) => !covered.has(t)).length;
      if (gain > bestGain || (gain === bestGain && gain > 0 && best && path.steps.length < best.steps.length)) {
        best = path;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.add(best);
    for (const t of transitionsOf(best)) covered.add(t);
  }
  return all.filter((p) => chosen.has(p));
}

// ---------------------------------------------------------------------------------------------
// Helpers shared by executors

/** English or French text, by the path's language. */
export function say(ctx: { lang: Lang }, en: string, fr: string): string {
  return ctx.lang === 'fr' ? fr : en;
}

/** A portal address on the path's publisher. */
export function urlOf(ctx: ReplayContext, path: string): string {
  return ctx.setup.publisher === 'boreale' ? borealeUrl(ctx.baseURL, path) : new URL(path, ctx.baseURL).href;
}

const LOOKUP = '/api/GC-call-globalcustomer';

function isLookup(response: Response): boolean {
  return response.url().endsWith(LOOKUP) && response.request().method() === 'POST';
}

/** Signs in as a guest by account number and postal code; returns the looked-up orders. */
export async function signIn(page: Page, baseURL: string, setup: PathSetup): Promise<LookedUpOrder[]> {
  // Boréale's bot check comes first: its proof of work can take longer than an action on a loaded machine.
  const lookup = page.waitForResponse(isLookup, { timeout: 60_000 });
  if (setup.publisher === 'boreale') {
    await page.addInitScript(() => localStorage.setItem('portal.locale', 'fr-CA'));
    await page.goto(borealeUrl(baseURL, '/login'));
    await page.getByRole('textbox', { name: 'Numéro de compte' }).fill(setup.accountNumber);
    if (setup.lastName) {
      await page.getByRole('checkbox', { name: 'Mon adresse n’a pas de code postal' }).check();
      await page.getByRole('textbox', { name: 'Nom de famille' }).fill(setup.lastName);
    } else {
      await page.getByRole('textbox', { name: 'Code postal' }).fill(setup.postalCode);
    }
    await page.getByRole('checkbox', { name: 'Je ne suis pas un robot' }).check();
    await expect(page.getByText('Vérifié')).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Trouver votre compte' }).click();
  } else {
    await page.goto(new URL('/login', baseURL).href);
    await page.getByLabel('Find your account').selectOption({ label: 'Account Number' });
    await page.getByLabel('Account Number').fill(setup.accountNumber);
    if (setup.lastName) {
      await page.getByRole('checkbox', { name: 'My address has no postal code' }).check();
      await page.getByRole('textbox', { name: 'Last Name' }).fill(setup.lastName);
    } else {
      await page.getByRole('textbox', { name: 'Postal Code' }).fill(setup.postalCode);
    }
    if (setup.captureEmail) await page.getByRole('textbox', { name: 'Email (optional)' }).fill(setup.captureEmail);
    await page.getByRole('button', { name: 'Find Your Account' }).click();
  }
  const { orders } = (await (await lookup).json()) as { orders: LookedUpOrder[] };
  await expect(page).toHaveURL(/\/accounts\/summary$/);
  return orders;
}

/** The answer a failing ACTION.SETTLED or actor error asks for, or null for a success. */
export function failureOf(event: EventObject | undefined): 'exception' | 'unsuccessful' | null {
  if (!event) return null;
  if (event.type.startsWith('xstate.error.actor.')) return 'exception';
  if (event.type !== 'ACTION.SETTLED') return null;
  const result = (event as { result?: { status?: string; reason?: string } }).result;
  if (result?.status !== 'error') return null;
  return result.reason === 'unsuccessful' ? 'unsuccessful' : 'exception';
}

/** The message of a failing answer, for the routed body (a generic one when the path gives none). */
export function messageOf(event: EventObject | undefined): string {
  const result = (event as { result?: { message?: unknown } } | undefined)?.result;
  return typeof result?.message === 'string' && result.message !== 'HTTP 500' ? result.message : 'The service is unavailable.';
}

/** Is this event the answer to a call (ACTION.SETTLED, an invoked actor's done or error)? */
export function isAnswer(event: EventObject | undefined): boolean {
  return !!event && (event.type === 'ACTION.SETTLED' || /^xstate\.(done|error)\.actor\./.test(event.type));
}

/** One call a trigger causes: held until its ACTION.SETTLED, then answered as the path says. */
export interface CallPlan {
  failure: 'exception' | 'unsuccessful' | 'abort' | null;
  release: () => void;
  gate: Promise<void>;
  /** Resolved when the browser has sent the call. */
  requested: Promise<void>;
  /** Resolved when the answer has been handed to the browser. */
  answered: Promise<void>;
  sent: () => void;
  done: () => void;
  /** The failure's message as the path's answer has it ('Invalid login token' is a 401 SESSION_EXPIRED). */
  message: string;
}

/**
 * The plan left at the end of a path whose calls an executor holds itself: nothing more to wait for;
 * `release` lets what is still held go on (the release that ends every path, see releaseAll).
 */
export function endOfPathPlan(release: () => void, failure: CallPlan['failure'] = null): CallPlan {
  const none = Promise.resolve();
  return { failure, message: '', gate: none, requested: none, answered: none, sent: () => {}, done: () => {}, release };
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * Arms the network for the calls a subscriber's action causes, then performs the action. The answers
 * the path expects next (its following ACTION.SETTLED or actor done/error events, one per call: an
 * address change of own and gift accounts makes two calls in a row) are planned in order: each call
 * is held at the browser (`page.route`) until its ACTION.SETTLED step releases it, so the busy state
 * in between can be seen; then the real server answers, or, when that answer is a failure, the route
 * answers 500 (exception, or `failStatus`) or `success: false` (unsuccessful). When the path ends in
 * the busy state, the call is released after the last check. Several requests of one call (the issue
 * lookups) share its plan; requests beyond the plans use the last one.
 */
export async function trigger(
  ctx: ReplayContext,
  url: RegExp,
  act: () => Promise<void>,
  options: {
    refetch?: boolean;
    transform?: (body: Record<string, unknown>) => unknown;
    failStatus?: number;
    /** Upcoming events that are not answers to this call (e.g. a retention offer's outcome in between). */
    skip?: number;
    /** A failing answer is a dropped connection (the actor's error), not a 500. */
    failAbort?: boolean;
    /** Answers every call of this trigger with this status and body once released (e.g. 'Invalid login token'). */
    answer?: { status: number; body: unknown };
  } = {},
): Promise<void> {
  const { page } = ctx;
  const answers: EventObject[] = [];
  for (let j = ctx.index + (options.skip ?? 0); j < ctx.path.steps.length && isAnswer(ctx.path.steps[j]!.event); j++) answers.push(ctx.path.steps[j]!.event);
  const hold = answers.length > 0 || !ctx.next;
  // A path that ends in the busy state never hears the answer: its call is aborted at the end, so
  // that it changes nothing the path does not assert.
  const endsBusy = !ctx.next;
  const plans: CallPlan[] = (answers.length ? answers : [undefined]).map((answer) => {
    const gate = deferred();
    const requested = deferred();
    const answered = deferred();
    if (!hold) gate.resolve();
    return { failure: endsBusy ? 'abort' : failureOf(answer), message: messageOf(answer), release: gate.resolve, gate: gate.promise, requested: requested.promise, answered: answered.promise, sent: requested.resolve, done: answered.resolve };
  });
  ctx.calls = plans;
  ctx.answered = 0;
  let seen = 0;
  await page.unroute(url);
  await page.route(url, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.continue();
    const plan = plans[Math.min(seen++, plans.length - 1)]!;
    plan.sent();
    await plan.gate;
    try {
      if (plan.failure === 'abort') {
        await route.abort('aborted');
      } else if (options.answer) {
        await route.fulfill({ status: options.answer.status, contentType: 'application/json', body: JSON.stringify(options.answer.body) });
      } else if (plan.failure === 'exception' && options.failAbort) {
        await route.abort('connectionfailed');
      } else if (plan.failure === 'exception') {
        const expired = plan.message === 'Invalid login token';
        const status = expired ? 401 : (options.failStatus ?? 500);
        const code = expired ? 'SESSION_EXPIRED' : status === 429 ? 'RATE_LIMITED' : 'INTERNAL';
        await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ code, message: plan.message }) });
      } else if (plan.failure === 'unsuccessful') {
        await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: false }) });
      } else {
        // The real server answers. Node does not resolve *.localhost as Chromium does: fetch from
        // loopback with the publisher's Host.
        const target = new URL(route.request().url());
        const host = target.host;
        target.hostname = '127.0.0.1';
        const response = await route.fetch({ url: target.href, headers: { ...route.request().headers(), host } });
        if (options.transform) {
          await route.fulfill({ response, json: options.transform((await response.json()) as Record<string, unknown>) });
        } else {
          await route.fulfill({ response });
        }
      }
    } catch {
      // The page went away (the path ended): nothing to answer.
    }
    plan.done();
  });
  // A successful action is followed by the customer refetch (a page load looks the customer up too: no refetch then).
  const fails = plans.some((p) => p.failure) || !!options.answer;
  ctx.refetch = fails || options.refetch === false ? null : page.waitForResponse(isLookup, { timeout: 20_000 });
  ctx.refetch?.catch(() => {});
  await act();
}

/** ACTION.SETTLED (or an actor's done/error): the next held call goes on and is answered. */
export const settled: EventExecutor = async (ctx) => {
  const plan = ctx.calls[ctx.answered];
  if (!plan) throw new Error('no call is under way: the previous step triggered nothing');
  ctx.answered++;
  plan.release();
  await plan.answered;
};

/** Lets every held call go on (at the end of a path). */
export function releaseAll(ctx: ReplayContext): void {
  for (const plan of ctx.calls) plan.release();
}

/** A busy state: the call has gone out and is not answered yet. */
export const callSent: StateCheck = async (ctx) => {
  const plan = ctx.calls[ctx.answered];
  if (!plan) throw new Error('no call is under way');
  await Promise.race([
    plan.requested,
    new Promise((_, reject) => setTimeout(() => reject(new Error('the call was never sent')), 10_000)),
  ]);
};

/** A busy state of a submit: the call has gone out and the button shows it is loading. */
export const submitting: StateCheck = async (ctx) => {
  await callSent(ctx);
  await expect(ctx.page.locator('button[data-loading]').first()).toBeVisible();
};

/** A busy state of a lookup: the call has gone out and the screen says Loading... */
export const loading: StateCheck = async (ctx) => {
  await callSent(ctx);
  await expect(ctx.page.getByRole('status').filter({ hasText: say(ctx, 'Loading...', 'Chargement...') }).first()).toBeVisible();
};

/**
 * A SUBSCRIPTION.FOUND after the first: the customer is looked up again. After a successful action
 * that is the action cycle's refetch; otherwise the subscriber reloads the page.
 */
export async function lookedUpAgain(ctx: ReplayContext): Promise<void> {
  if (ctx.refetch) {
    await ctx.refetch;
    ctx.refetch = null;
    return;
  }
  await ctx.page.reload();
}

/** A readable summary of what the page shows, for failure messages. */
export async function describeUi(page: Page): Promise<string> {
  try {
    return await page.evaluate(() => {
      const visible = (el: Element) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0;
      const text = (sel: string) =>
        [...document.querySelectorAll(sel)]
          .filter(visible)
          .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())
          .filter(Boolean)
          .slice(0, 4)
          .map((t) => (t.length > 160 ? `${t.slice(0, 160)}…` : t));
      const parts = [
        `url ${location.pathname}${location.search}`,
        `h1 ${JSON.stringify(text('h1'))}`,
        `step ${JSON.stringify(text('[aria-current="step"]'))}`,
        `headings ${JSON.stringify(text('h2, h3'))}`,
        `alerts ${JSON.stringify(text('[role="alert"], [role="status"]'))}`,
      ];
      return parts.join('; ');
    });
  } catch (error) {
    return `(page unreadable: ${String(error)})`;
  }
}

// ---------------------------------------------------------------------------------------------
// Common UI landmarks

export const card = (page: Page) => page.getByTestId('subscription-card');
export const statusBadge = (page: Page) => card(page).getByTestId('status-badge');
export const currentStep = (page: Page) => page.locator('[aria-current="step"]');
export const actionError = (page: Page) => page.getByTestId('action-error');
export const actionSuccess = (page: Page) => page.getByTestId('action-success');
export const flowUnavailable = (page: Page) => page.getByTestId('flow-unavailable');

/** The issue the subscription now ends with, as the card shows it. */
export async function expiryOf(page: Page): Promise<number> {
  const text = await card(page).getByTestId('subscription-term').innerText();
  const match = /(?:issue|numéro) (\d+)/i.exec(text);
  if (!match) throw new Error(`no issue number in the subscription term: ${text}`);
  return Number(match[1]);
}

/** The account summary: where a finished flow goes. */
export async function onAccountSummary(ctx: ReplayContext): Promise<void> {
  await expect(ctx.page).toHaveURL(/\/accounts\/summary$/);
}
