import { describe, expect, it, vi } from 'vitest';
import { servSubscription as serv } from '../../machines/paths/suspend-resume.paths';
import { createActor, fromPromise, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { waitFor } from './support/wait-for';
import type { ActionOutcome } from '../../machines/rules/account';
import { embeddedActionCycle } from '../../machines/flows/action-cycle-child';
import { extensionMachine } from '../../machines/flows/extension.machine';
import { replacementMachine } from '../../machines/flows/replacement-issue.machine';
import type { Subscription, SubscriptionActionRequest } from '../../machines/rules/subscription-actions';
import { resumeMachine } from '../../machines/flows/suspend-resume.resume.machine';
import { seriesUpdateMachine } from '../../machines/flows/series-update.machine';
import { seriesPlan } from '../../machines/paths/series-update.paths';
import { suspendMachine } from '../../machines/flows/suspend-resume.suspend.machine';

/**
 * The subscription flows with the real generic action cycle as their child (SPEC §2, §4, §7 calls
 * 12–17): a promise fake answers the calls, recording fakes stand for analytics, refetch and
 * navigation.
 */


type Answer = (request: SubscriptionActionRequest) => Promise<ActionOutcome>;

/** The cycle as the app embeds it (src/features/accounts/action-cycle.ts), with fakes. */
function cycleWith(answer: Answer) {
  const effects = { requests: [] as SubscriptionActionRequest[], analytics: vi.fn(), refetch: vi.fn() };
  const cycle = embeddedActionCycle((request: SubscriptionActionRequest) => {
    effects.requests.push(request);
    return answer(request);
  }, {
      'report analytics': (_, event) => effects.analytics(event),
      'refetch customer': (_, params) => effects.refetch(params),
      'time out session': () => {},
  });
  return { cycle, effects };
}

const ok = (data?: unknown): Promise<ActionOutcome> => Promise.resolve({ results: [{ success: true }], data });
const upcoming = [
  { issueNumber: 19, description: 'December 2026', coverDate: '2026-12-01', inStock: true },
  { issueNumber: 20, description: 'January 2027', coverDate: '2027-01-01', inStock: true },
];
const entitled = [
  { issueNumber: 15, description: 'August 2026', coverDate: '2026-08-01', inStock: false, replacementRequested: false },
  { issueNumber: 16, description: 'September 2026', coverDate: '2026-09-01', inStock: true, replacementRequested: true },
];

const settledIn = (actor: AnyActorRef, ...states: string[]) =>
  waitFor(actor, (s) => states.some((state) => s.matches(state)), { timeout: 1000 });

function start<M extends AnyStateMachine>(
  machine: M,
  options: { input?: unknown; actions?: Record<string, unknown>; actors?: Record<string, unknown> },
  answer: Answer,
) {
  const { cycle, effects } = cycleWith(answer);
  const actor = createActor(machine.provide({ actors: { actionCycle: cycle, ...options.actors }, actions: options.actions ?? {} } as never), {
    input: options.input as never,
  });
  actor.start();
  return { actor, effects };
}

describe('suspend delivery', () => {
  it('loads the coming issues, walks the steps and suspends a SERV order with the chosen resume issue', async () => {
    const { actor, effects } = start(suspendMachine, { input: { enableSuspend: true, magCode: 'NWM' } }, (request) =>
      request.call === 'issues' ? ok({ entitled: [], upcoming }) : ok({ success: true }),
    );
    actor.send({ type: 'SUBSCRIPTION.FOUND', subscription: serv });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const reason = await settledIn(actor, 'reason');
    // Issue 20 comes after the subscription's last issue (19): delivery cannot resume with it.
    expect(reason.context.upcoming).toEqual([upcoming[0]]);
    // The issue lookup reports to analytics and never refetches.
    expect(effects.analytics).toHaveBeenCalledWith(expect.objectContaining({ category: 'Issue Lookup', action: 'Successful' }));
    expect(effects.refetch).not.toHaveBeenCalled();

    actor.send({ type: 'SUSPEND.REASON', reasonCode: 'VAC' });
    actor.send({ type: 'SUSPEND.DATES', resumeIssue: 19 });
    expect(actor.getSnapshot().hasTag('accountUpdates')).toBe(true);
    actor.send({ type: 'SUSPEND.CONFIRM' });
    const done = await settledIn(actor, 'suspended', 'review');

    expect(done.value).toBe('suspended');
    expect(effects.requests.at(-1)).toEqual({
      call: 'cofp',
      body: { action: 'suspend', accountNumber: '10000003', prodIdAlias: 'NWM', suspend: 'Y', reasonCode: 'VAC', currentMagSwitch: 'X', resumeIssue: 19 },
    });
    expect(effects.analytics).toHaveBeenLastCalledWith({ category: 'Suspend', action: 'Successful', label: 'NWM', value: 0 });
    expect(effects.refetch).toHaveBeenCalledExactlyOnceWith({ delayMs: 0 });
  });

  it('returns to the review with the §8 result after a failed call, keeps every choice, and a retry sends them again', async () => {
    let fail = true;
    const { actor, effects } = start(suspendMachine, { input: { enableSuspend: true, magCode: 'BOR' } }, async () => {
      if (fail) throw new Error('Gateway unavailable');
      return { results: [{ success: true }] };
    });
    actor.send({ type: 'SUBSCRIPTION.FOUND', subscription: { ...serv, systemCode: 'SERVPF', planCode: 'BOC-BIMONTHLY' } });
    // Not SERV: no issue lookup, straight to the reason.
    expect(actor.getSnapshot().value).toBe('reason');
    actor.send({ type: 'SUSPEND.REASON', reasonCode: 'TEMP' });
    actor.send({ type: 'SUSPEND.DATES', resumeServiceDate: '2027-02-01' });
    actor.send({ type: 'SUSPEND.CONFIRM' });
    const failed = await settledIn(actor, 'review');
    expect(failed.context.result).toEqual({ status: 'error', reason: 'exception', message: 'Gateway unavailable' });
    expect(failed.context.choices).toEqual({ reasonCode: 'TEMP', resumeIssue: undefined, resumeServiceDate: '2027-02-01' });
    // §4: the refetch follows a failure too.
    expect(effects.refetch).toHaveBeenCalledTimes(1);

    actor.send({ type: 'SUSPEND.BACK' });
    expect(actor.getSnapshot().context.result).toBeNull();
    actor.send({ type: 'SUSPEND.DATES', resumeServiceDate: '2027-02-01' });
    fail = false;
    actor.send({ type: 'SUSPEND.CONFIRM' });
    expect((await settledIn(actor, 'suspended')).value).toBe('suspended');
    expect(effects.requests[0]).toEqual(effects.requests[1]);
    expect(effects.requests[1]).toMatchObject({ call: 'series', body: { suspendSwitch: 'Y', resumeServiceDate: '2027-02-01' } });
  });

  it('keeps the suspend going without a resume issue when the issue lookup fails', async () => {
    const { actor } = start(suspendMachine, { input: { enableSuspend: true, magCode: 'NWM' } }, async (request) => {
      if (request.call === 'issues') throw new Error('HTTP 500');
      return { results: [{ success: true }] };
    });
    actor.send({ type: 'SUBSCRIPTION.FOUND', subscription: serv });
    const reason = await settledIn(actor, 'reason');
    expect(reason.context.upcoming).toEqual([]);
    expect(reason.context.issueLookupResult).toEqual({ status: 'error', reason: 'exception', message: 'HTTP 500' });
  });

  it('is refused without enableSuspend, and for an order that is not suspendable, before any call', async () => {
    const disabled = start(suspendMachine, { input: { enableSuspend: false, magCode: 'NWM' } }, ok);
    disabled.actor.send({ type: 'SUBSCRIPTION.FOUND', subscription: serv });
    expect(disabled.actor.getSnapshot().value).toBe('unavailable');
    expect(disabled.actor.getSnapshot().context.refusal).toBe('suspendDisabled');

    const notSuspendable = start(suspendMachine, { input: { enableSuspend: true, magCode: 'NWM' } }, ok);
    notSuspendable.actor.send({ type: 'SUBSCRIPTION.FOUND', subscription: { ...serv, isSuspendable: false } });
    expect(notSuspendable.actor.getSnapshot().context.refusal).toBe('notSuspendable');
    expect([...disabled.effects.requests, ...notSuspendable.effects.requests]).toEqual([]);
  });
});

describe('resume delivery', () => {
  const suspended: Subscription = { ...serv, orderStatus: 'suspended', isSuspendable: false, isResumable: true };

  it('goes to /accounts/resume when the first returned item has directResume', async () => {
    const navigate = vi.fn();
    const { actor, effects } = start(resumeMachine, { actions: { navigate: (_: unknown, params: unknown) => navigate(params) } }, () =>
      ok({ success: true, items: [{ orderNumber: 'N500003', directResume: true }] }),
    );
    actor.send({ type: 'SUBSCRIPTION.FOUND', subscription: suspended });
    actor.send({ type: 'RESUME.CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done', { timeout: 1000 });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/accounts/resume' });
    expect(effects.requests).toEqual([{ call: 'cofp', body: { action: 'resume', accountNumber: '10000003', prodIdAlias: 'NWM', resume: 'Y' } }]);
    expect(effects.refetch).toHaveBeenCalledTimes(1);
  });

  it('stays on the screen as resumed otherwise, and back at the confirmation after a failure', async () => {
    const navigate = vi.fn();
    let answer: Answer = () => Promise.resolve({ results: [{ success: false, message: 'Not suspended' }] });
    const { actor } = start(resumeMachine, { actions: { navigate: (_: unknown, params: unknown) => navigate(params) } }, (r) => answer(r));
    actor.send({ type: 'SUBSCRIPTION.FOUND', subscription: suspended });
    actor.send({ type: 'RESUME.CONFIRM' });
    const failed = await settledIn(actor, 'confirming');
    expect(failed.context.result).toEqual({ status: 'error', reason: 'unsuccessful', message: 'Not suspended' });
    answer = () => ok({ success: true, items: [{ orderNumber: 'N500003', directResume: false }] });
    actor.send({ type: 'RESUME.CONFIRM' });
    expect((await settledIn(actor, 'resumed')).value).toBe('resumed');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('extension', () => {
  /** The retention offer (tests/machines/order-flows.test.ts runs the real one): records its input, declined. */
  const offerFake = (startOffer: (input: unknown) => void) =>
    fromPromise(async ({ input }: { input: unknown }) => {
      startOffer(input);
      return { outcome: 'declined', offer: null, accepted: null };
    });

  it('extends by the chosen issues, then starts a retention offer for the order', async () => {
    const startOffer = vi.fn();
    const { actor, effects } = start(extensionMachine, { actors: { retentionOffer: offerFake(startOffer) } }, () => ok({ success: true, expireIssueNumber: 24 }));
    actor.send({ type: 'SUBSCRIPTION.FOUND', subscription: serv });
    actor.send({ type: 'EXTENSION.CHOOSE', issues: 5 });
    actor.send({ type: 'EXTENSION.CONFIRM' });
    await settledIn(actor, 'extended.offered');
    expect(effects.requests).toEqual([
      { call: 'orderUpdate', body: { action: 'extension', accountNumber: '10000003', prodIdAlias: 'NWM', order: { subscriptionEnd: 24, reasonCode: 'CUSTEXT' } } },
    ]);
    expect(startOffer).toHaveBeenCalledExactlyOnceWith({ event: 'extension', order: serv });
    expect(effects.refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the choice and starts no offer when the extension fails', async () => {
    const startOffer = vi.fn();
    const { actor } = start(extensionMachine, { actors: { retentionOffer: offerFake(startOffer) } }, () => Promise.reject(new Error('HTTP 500')));
    actor.send({ type: 'SUBSCRIPTION.FOUND', subscription: serv });
    actor.send({ type: 'EXTENSION.CHOOSE', issues: 2 });
    actor.send({ type: 'EXTENSION.CONFIRM' });
    const failed = await settledIn(actor, 'reviewing');
    expect(failed.context.issues).toBe(2);
    expect(failed.context.result?.status).toBe('error');
    expect(startOffer).not.toHaveBeenCalled();
  });
});

describe('replacement issue', () => {
  const navigate = vi.fn();
  const startReplacement = (answer: Answer) =>
    start(replacementMachine, { input: { magCode: 'NWM' }, actions: { navigate: (_: unknown, params: unknown) => navigate(params) } }, answer);

  it('loads entitled and coming issues, refuses an issue already replaced, and asks for an out-of-stock issue', async () => {
    const { actor, effects } = startReplacement((request) =>
      request.call === 'issues' ? ok({ entitled, upcoming }) : ok({ success: true, replacement: { outOfStock: true, extendedByIssues: 1 } }),
    );
    actor.send({ type: 'SUBSCRIPTION.FOUND', subscription: serv });
    const reason = await settledIn(actor, 'reason');
    expect(effects.requests[0]).toEqual({
      call: 'issues',
      entitled: { magCode: 'NWM', accountNumber: '10000003', lastIssue: 18 },
      upcoming: [{ magCode: 'NWM', issueNumberStart: 19, issueNumberEnd: 20 }],
    });
    expect(reason.context.entitled).toEqual(entitled);

    actor.send({ type: 'REPLACEMENT.REASON', reasonCode: 'DAMAGED', issueNumber: 16 });
    expect(actor.getSnapshot().value).toBe('reason');
    actor.send({ type: 'REPLACEMENT.REASON', reasonCode: 'MISSING', issueNumber: 15 });
    expect(actor.getSnapshot().hasTag('confirmation')).toBe(true);
    actor.send({ type: 'REPLACEMENT.SUBMIT', delivery: 'issue' });
    const replaced = await settledIn(actor, 'answered.replaced');
    expect(effects.requests[1]).toEqual({
      call: 'cofp',
      body: { action: 'replacement', accountNumber: '10000003', prodIdAlias: 'NWM', numberOfCopies: 1, reasonCode: 'MISSING', requestIssue: 'Y', issueNumber: 15 },
    });
    expect(replaced.hasTag('replacement')).toBe(true);
    expect(effects.analytics).toHaveBeenLastCalledWith(expect.objectContaining({ category: 'Replacement Issue', action: 'Successful' }));
    // §4: customer data is refetched after the replacement, not after the issue lookup.
    expect(effects.refetch).toHaveBeenCalledTimes(1);

    actor.send({ type: 'REPLACEMENT.ANOTHER' });
    expect(actor.getSnapshot().context.choice).toEqual({});
    await settledIn(actor, 'reason');
    expect(effects.requests.filter((r) => r.call === 'issues')).toHaveLength(2);
  });

  it('shows the failure with the choices kept; Submit Request sends them again, I’m Done goes to the summary', async () => {
    navigate.mockClear();
    let failures = 1;
    const { actor, effects } = startReplacement(async (request) => {
      if (request.call === 'issues') return { results: [{ success: true }, { success: true }], data: { entitled, upcoming } };
      if (failures-- > 0) throw new Error('HTTP 500');
      return { results: [{ success: true }], data: { success: true, replacement: { outOfStock: false, extendedByIssues: 1 } } };
    });
    actor.send({ type: 'SUBSCRIPTION.FOUND', subscription: serv });
    await settledIn(actor, 'reason');
    actor.send({ type: 'REPLACEMENT.REASON', reasonCode: 'MISSING', issueNumber: 15 });
    actor.send({ type: 'REPLACEMENT.SUBMIT', delivery: 'extension' });
    const failed = await settledIn(actor, 'answered.failed');
    expect(failed.context.choice).toEqual({ reasonCode: 'MISSING', issueNumber: 15, delivery: 'extension' });
    actor.send({ type: 'REPLACEMENT.RETRY' });
    await settledIn(actor, 'answered.replaced');
    expect(effects.requests[2]).toEqual(effects.requests[1]);
    actor.send({ type: 'REPLACEMENT.DONE' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/accounts/summary' });
  });

  it('waits for a retry when the issue lookup fails (§8 Error on Issue Lookup)', async () => {
    let fail = true;
    const { actor } = startReplacement(async () => {
      if (fail) return { results: [{ success: false }] };
      return { results: [{ success: true }], data: { entitled, upcoming: [] } };
    });
    actor.send({ type: 'SUBSCRIPTION.FOUND', subscription: serv });
    const failed = await settledIn(actor, 'lookupFailed');
    expect(failed.context.lookupResult).toEqual({ status: 'error', reason: 'unsuccessful', message: undefined });
    fail = false;
    actor.send({ type: 'REPLACEMENT.RETRY' });
    expect((await settledIn(actor, 'reason')).context.lookupResult).toBeNull();
  });
});

describe('series update (§7 call 18)', () => {
  /** 20000005's running series plan (the path model's sample data). */
  const plan = seriesPlan;

  it('keeps why an ended plan has no settings to change', () => {
    const { actor } = start(seriesUpdateMachine, {}, () => ok());
    actor.send({ type: 'SUBSCRIPTION.FOUND', subscription: { ...plan, orderStatus: 'completed' } });
    const unavailable = actor.getSnapshot();
    expect(unavailable.value).toBe('unavailable');
    expect(unavailable.context.refusal).toBe('notSeriesPlan');
    expect(unavailable.context.subscription?.orderNumber).toBe('B700012');
  });

  it('keeps a failure on the settings until the next save, and clears the result to change again', async () => {
    let fail = true;
    const { actor } = start(seriesUpdateMachine, {}, () => (fail ? Promise.reject(new Error('HTTP 500')) : ok()));
    actor.send({ type: 'SUBSCRIPTION.FOUND', subscription: plan });
    actor.send({ type: 'SERIES.SAVE', settings: { shipFrequency: '1M', shipQuantity: 1 } });
    const failed = await settledIn(actor, 'editing');
    expect(failed.context.result?.status).toBe('error');
    expect(failed.context.settings).toEqual({ shipFrequency: '1M', shipQuantity: 1 });
    fail = false;
    actor.send({ type: 'SERIES.SAVE', settings: { shipFrequency: '1M', shipQuantity: 2 } });
    expect(actor.getSnapshot().context.result).toBeNull();
    const saved = await settledIn(actor, 'saved');
    expect(saved.context.result?.status).toBe('success');
    actor.send({ type: 'SERIES.EDIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('compares the next change with the plan as the refetch shows it', async () => {
    const { actor, effects } = start(seriesUpdateMachine, {}, () => ok());
    actor.send({ type: 'SUBSCRIPTION.FOUND', subscription: plan });
    actor.send({ type: 'SERIES.SAVE', settings: { shipFrequency: '1M', shipQuantity: 2 } });
    await settledIn(actor, 'saved');
    // The refetch after the call brings the plan with its new settings.
    actor.send({ type: 'SUBSCRIPTION.FOUND', subscription: { ...plan, shipFrequency: '1M', shipQuantity: 2 } });
    expect(actor.getSnapshot().context.subscription?.shipFrequency).toBe('1M');
    actor.send({ type: 'SERIES.EDIT' });
    // The same settings again save nothing; the old ones are a change now.
    actor.send({ type: 'SERIES.SAVE', settings: { shipFrequency: '1M', shipQuantity: 2 } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(effects.requests).toHaveLength(1);
    actor.send({ type: 'SERIES.SAVE', settings: { shipFrequency: '2M', shipQuantity: 1 } });
    expect(actor.getSnapshot().value).toBe('saving');
  });
});
