import { describe, expect, it } from 'vitest';
import { and, assign, createActor, createMachine, fromPromise, not, or, setup, stateIn, type EventObject } from 'xstate';
import { configLoadMachine } from '../../machines/flows/config-load.machine';
import { toMermaid } from '../../machines/graph/mermaid';
import { coverage, describeGuard, formatEvent, formatStateValue, generatePaths, isFullyCovered, payloadHash } from '../../machines/graph/paths';
import { kitchenSinkEntry } from './support/kitchen-sink.machine';
import { formatFailure, runOutcomes, unusedRules } from '../../machines/graph/outcomes';
import { isPlaceholder, mockActors } from './support/mock-actors';
import { runPath } from './support/run-path';
import { waitFor } from './support/wait-for';

/** The helper itself: it must handle every machine feature, and its checks must be able to fail. */
describe('generatePaths and coverage on a machine using every feature', () => {
  const paths = generatePaths(kitchenSinkEntry);

  it('covers every state and transition, history and transient states included', () => {
    const c = coverage(kitchenSinkEntry, paths);
    expect(c.states).toEqual({ covered: 16, total: 16, missing: [] });
    expect(c.transitions).toEqual({ covered: 15, total: 15, missing: [] });
  });

  it('shows transient states and payloads in the readable steps', () => {
    const texts = paths.map((p) => p.text);
    expect(texts).toContain('form.editing → FORM.SUBMIT {"code":"abcd"} → form.checking → error: check → form.editing');
    expect(texts.some((t) => t.includes('form.gate → always [too many attempts] → form.locked'))).toBe(true);
    expect(texts.some((t) => t.includes('form.accepted → done → dashboard.(panel.closed | volume.low)'))).toBe(true);
  });

  it('never sends xstate.done.state events from outside', () => {
    const sent = paths.flatMap((p) => p.steps.map((s) => s.event.type));
    expect(sent.some((type) => type.startsWith('xstate.done.state.'))).toBe(false);
  });

  it.each(paths.map((p) => [p.text, p] as const))('runs %s', async (_text, path) => {
    await runPath(kitchenSinkEntry, path);
  });
});

describe('coverage reports what the paths miss', () => {
  it('misses the else branch of `always` when no event carries the payload that reaches it', () => {
    // A restore whose derived done event carries no output: `deciding` never sees "no session".
    const restoring = setup({
      types: { context: {} as { session: string | null } },
      actors: { restore: fromPromise<string | null>(async () => null) },
    }).createMachine({
      id: 'restoreWithoutPayloads',
      context: { session: null },
      initial: 'restoring',
      states: {
        restoring: { invoke: { id: 'restore', src: 'restore', onDone: { target: 'deciding', actions: assign({ session: ({ event }) => event.output }) } } },
        deciding: { always: [{ guard: ({ context }) => context.session !== null, target: 'signedIn' }, { target: 'signedOut' }] },
        signedIn: {},
        signedOut: {},
      },
    });
    const c = coverage({ id: 'restoreWithoutPayloads', machine: restoring });
    expect(c.transitions.missing).toEqual(['deciding → signedOut on always']);
    expect(isFullyCovered(c)).toBe(false);
  });

  it('misses an unreachable state and the transitions out of it', () => {
    const machine = createMachine({
      id: 'island',
      initial: 'a',
      states: { a: { on: { GO: 'b' } }, b: {}, island: { on: { BACK: 'a' } } },
    });
    const c = coverage({ id: 'island', machine });
    expect(c.states).toEqual({ covered: 2, total: 3, missing: ['island'] });
    expect(c.transitions.missing).toEqual(['island → a on BACK']);
  });

  it('fails a path run against a machine that behaves differently', async () => {
    const [toLoaded] = generatePaths({ id: 'configLoad', machine: configLoadMachine });
    const broken = configLoadMachine.provide({}); // same definition…
    const rewired = createMachine({
      ...broken.config,
      states: { ...broken.config.states, loadingAdminConfig: { invoke: { id: 'fetchAdminConfig', src: 'fetchAdminConfig', onDone: 'failed' } } },
    } as never);
    // …then an actor whose admin-config success lands in `failed` instead of `loaded`.
    await expect(runPath({ id: 'configLoad', machine: rewired.provide(configLoadMachine.implementations as never) }, toLoaded!)).rejects.toThrow();
  });
});

describe('formatStateValue', () => {
  it('formats atomic, nested and parallel values', () => {
    expect(formatStateValue('idle')).toBe('idle');
    expect(formatStateValue({ form: 'editing' })).toBe('form.editing');
    expect(formatStateValue({ d: { p: 'open', v: 'low' } })).toBe('d.(p.open | v.low)');
  });
});

describe('toMermaid', () => {
  it('draws the configuration load', () => {
    const text = toMermaid(configLoadMachine);
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'stateDiagram-v2',
        '  [*] --> discovering',
        '  discovering --> loadingAdminConfig : done: discoverService',
        '  discovering --> failed : error: discoverService',
        '  failed --> failed : CONFIG.RETRY / reload page',
      ]),
    );
  });

  it('draws guards, always, final, composite and parallel states', () => {
    const lines = toMermaid(kitchenSinkEntry.machine).split('\n').map((l) => l.trim());
    expect(lines).toEqual(
      expect.arrayContaining([
        'state form {',
        '[*] --> form__editing',
        'form__accepted --> [*]',
        'form__editing --> form__checking : FORM.SUBMIT [code is long]',
        'form__gate --> form__locked : always [too many attempts]',
        'form__gate --> form__editing : always [otherwise]',
        'form__checking : invoke check',
        'form__checking --> form__editing : error: check',
        'dashboard__volume__high --> dashboard__volume__low : after 1000ms',
        '--',
        'form --> dashboard : done',
        'machine__root --> aborted : ABORT',
      ]),
    );
  });
});

describe('mockActors', () => {
  it('replaces every actor and only the placeholder actions', () => {
    const mocked = mockActors(configLoadMachine);
    expect(mocked.replaced).toEqual({ actors: ['discoverService', 'fetchAdminConfig'], actions: ['reload page'] });
    expect(isPlaceholder(() => 1)).toBe(false);
  });

  it('records placeholder actions a path runs', async () => {
    const entry = { id: 'configLoad', machine: configLoadMachine };
    const retry = generatePaths(entry).find((p) => p.steps.some((s) => s.event.type === 'CONFIG.RETRY'));
    expect(await runPath(entry, retry!)).toEqual(['reload page']);
  });
});

describe('path texts', () => {
  it("show only the machine's own microsteps, not those of an invoked child (the action cycle's loading)", async () => {
    const { machineAtlas } = await import('../../machines/index');
    const replacement = machineAtlas.find((e) => e.id === 'replacementIssue')!;
    const texts = generatePaths(replacement).map((p) => p.text);
    expect(texts.some((t) => t.includes('→ loading →'))).toBe(false);
    expect(texts.some((t) => t.includes('REPLACEMENT.SUBMIT {"delivery":"issue"} → submitting'))).toBe(true);
  });

  it('show payloads whole, or by a stable hash when long, never cut', () => {
    const long = { type: 'X', text: 'a'.repeat(200) } as EventObject;
    expect(formatEvent({ type: 'X', code: 'abcd' } as EventObject)).toBe('X {"code":"abcd"}');
    expect(formatEvent(long)).toBe(`X ${payloadHash({ text: 'a'.repeat(200) })}`);
    expect(payloadHash({ a: 1, b: 2 })).toBe(payloadHash({ b: 2, a: 1 }));
    expect(payloadHash({ a: 1 })).not.toBe(payloadHash({ a: 2 }));
    expect(formatEvent(long)).not.toContain('…');
  });
});

describe('outcome rules bite', () => {
  const entry = { id: 'configLoad', machine: configLoadMachine };
  const rules = [
    { name: 'the admin configuration loaded: the portal starts', on: 'xstate.done.actor.fetchAdminConfig', state: 'loaded' },
    { name: '"Try This Page Again" reloads the page', on: 'CONFIG.RETRY', effects: [['reload page']] as const },
  ];

  it('pass on the machine as specified', () => {
    const runs = generatePaths(entry).map((p) => runOutcomes(entry, rules, p));
    expect(runs.map((r) => r.failure)).toEqual([null, null, null]);
    expect(unusedRules(rules, runs)).toEqual([]);
  });

  it('fail a wrong target with the path id, the step, expected and actual state and the events', () => {
    const rewired = createMachine({
      ...configLoadMachine.config,
      states: { ...configLoadMachine.config.states, loadingAdminConfig: { invoke: { id: 'fetchAdminConfig', src: 'fetchAdminConfig', onDone: 'failed' } } },
    } as never).provide(configLoadMachine.implementations as never);
    const broken = { id: 'configLoad', machine: rewired };
    const run = generatePaths(broken).map((p) => runOutcomes(broken, rules, p)).find((r) => r.failure)!;
    expect(run.failure).toMatchObject({ step: 2, expected: 'state loaded', actual: 'state failed' });
    const message = formatFailure(run);
    expect(message).toContain(`path ${run.id} failed at step 2 (done: fetchAdminConfig)`);
    expect(message).toContain('1. xstate.done.actor.discoverService');
  });

  it('fail a dropped action and a wrong request field', () => {
    const silent = { id: 'configLoad', machine: configLoadMachine.provide({ actions: { 'reload page': () => {} } }) };
    // A provided (non-placeholder) action is not recorded: the effect is missing.
    const runs = generatePaths(silent).map((p) => runOutcomes(silent, rules, p));
    expect(runs.find((r) => r.failure)?.failure).toMatchObject({ expected: 'effect reload page', actual: 'no effect' });
    const wrongRequest = [{ name: 'the admin configuration of the service found', on: 'xstate.done.actor.discoverService', requests: { fetchAdminConfig: { globalCode: 'NWM' } } }];
    const failed = generatePaths(entry).map((p) => runOutcomes(entry, wrongRequest, p)).find((r) => r.failure);
    expect(failed?.failure?.expected).toBe('request fetchAdminConfig {"globalCode":"NWM"}');
    expect(failed?.failure?.actual).toBe('request fetchAdminConfig {"globalCode":"","url":""}');
  });
});

describe('waitFor (tests/machines/support)', () => {
  it('times out with what was awaited and the actual state, not a bare timeout', async () => {
    const actor = createActor(configLoadMachine.provide({ actors: { discoverService: fromPromise(() => new Promise<never>(() => {})) } } as never)).start();
    const waiting = waitFor(actor, (s) => s.matches('loaded'), { timeout: 20 });
    await expect(waiting).rejects.toThrow(/waited 20 ms for the actor to satisfy: .*loaded[\s\S]*actual state: discovering \(status active\)/);
    actor.stop();
  });
});

describe('describeGuard', () => {
  // Regression test (issue 14): the built atlas read `t(t(session ended), falls back to customer
  // service)` because labels came from function names, which a production build shortens.
  it('names and, or and not by their marker, not by their (minifiable) function name', () => {
    const guard = and(['succeeded', not(or(['session ended', stateIn('idle')]))]);
    const minified = (g: unknown) => Object.defineProperty(g, 'name', { value: 't' });
    minified(guard);
    minified((guard as unknown as { guards: unknown[] }).guards[1]);
    expect(describeGuard(guard)).toBe('succeeded and not (session ended or in("idle"))');
    expect(describeGuard(not('has email'))).toBe('not has email');
    expect(describeGuard({ type: 'is configured' })).toBe('is configured');
    expect(describeGuard(undefined)).toBeNull();
  });
});
