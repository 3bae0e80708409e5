import { createActor, fromPromise, type AnyActorLogic, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type StateValue } from 'xstate';
import { formatEvent, formatStateValue, stableJson, type GeneratedPath, type PathSource } from './paths';

/**
 * Outcomes: what must happen on a generated path, declared by hand from the spec, and a replay that
 * checks it (STYLE.md, "Paths that bite"). Comparing a replay with snapshots of the same machine can
 * never fail; these rules can: a swapped target, a dropped action or a wrong request field breaks one.
 *
 * A rule says *when* it applies (the step's event, the state before, the event's payload, or the
 * state entered) and *what must hold then*: the state and tags after the step, the placeholder
 * actions the step called with their params (navigate `to`, notify code, analytics, refetch...), the
 * actors it started with their input (the request). Every rule must apply on at least one path of
 * its machine, so a rule naming a state the machine no longer reaches fails too.
 *
 * The replay is synchronous: each placeholder actor is a promise that never settles (its done and
 * error events come from the path, payload included), so a wrong machine fails at a named step,
 * never by a timeout. Pure: imports only xstate.
 */

/** What the rule's expectations may read: the events of the path up to and including this step. */
export interface PathSoFar {
  events: readonly EventObject[];
  /** `states[k]`: the state after k events (`states[0]` the initial one); the last is the state after this step. */
  states: readonly string[];
  /** The last event of this type so far (its payload), or undefined. */
  last: (type: string) => (EventObject & Record<string, unknown>) | undefined;
}

/** A value, or one computed from the path so far (e.g. the issue the subscriber chose). */
export type Expected =
  | ((path: PathSoFar) => unknown)
  | string
  | number
  | boolean
  | null
  | undefined
  | { readonly [key: string]: unknown }
  | readonly unknown[];

/** A placeholder action and (a subset of) its params: `['navigate', { to: '/accounts/summary' }]`. */
export type ExpectedEffect = readonly [action: string, params?: Expected];

export interface OutcomeRule {
  /** Shown in failures and reports: what the spec says, in a few words. */
  name: string;
  // -- when it applies (all given conditions must hold) --
  /** The event type of the step (`ACTION.SETTLED`, `xstate.done.actor.lookup`, `xstate.init` for the start). */
  on?: string;
  /** The state before the step matches this dotted path. */
  from?: string;
  /** The event's payload contains this subset. */
  when?: Record<string, unknown>;
  /** The step entered this dotted state (it did not match before the step). */
  entered?: string;
  /** A condition on the path so far (which settings were sent, from which state a lookup started...). */
  if?: (path: PathSoFar) => boolean;
  /** A step the spec rules out: the rule fails wherever it applies, and may apply on no path. */
  forbidden?: boolean;
  // -- what must hold after the step --
  /** The state after the step matches this dotted path. */
  state?: string;
  /** Tags the state after the step must have (the screen's step). */
  tags?: readonly string[];
  /** Tags it must not have. */
  notTags?: readonly string[];
  /** Placeholder actions the step must call, in this order among themselves, with params containing these. */
  effects?: readonly ExpectedEffect[];
  /** Placeholder actions the step must not call; `'*'` for none at all. */
  noEffects?: readonly string[];
  /** Actors (by invoke id, or by src) the step must start, with input containing this subset. */
  requests?: Readonly<Record<string, Expected>>;
  /** The step must start no actor. */
  noRequests?: boolean;
  /** A final state's output (what the parent flow reads) contains this. */
  output?: Expected;
  /**
   * What the screen reads from the machine after the step (the footer loaded, the result message,
   * the choice kept): its context contains this subset.
   */
  context?: Expected;
  /** The flow is over (a final state of the machine: it takes no more events) or still running. */
  done?: boolean;
}

export interface RecordedEffect {
  step: number;
  action: string;
  params: unknown;
}

export interface RecordedRequest {
  step: number;
  /** The invoke id (or systemId / spawned id). */
  actor: string;
  src: string;
  input: unknown;
}

export interface StepRun {
  /** 0 is the start (`xstate.init`); n the n-th event of the path. */
  index: number;
  event: EventObject;
  eventLabel: string;
  /** The state the generated path says this step reaches, and the state the recorded run reached. */
  expectedState: string;
  actualState: string;
  tags: string[];
  effects: RecordedEffect[];
  requests: RecordedRequest[];
  /** Names of the rules checked at this step. */
  checked: string[];
  /** What those rules expect here, with values computed from the path resolved. */
  expected: ResolvedRule[];
}

/** A rule's expectations at one step, as the report shows them. */
export interface ResolvedRule {
  name: string;
  state?: string;
  tags?: readonly string[];
  notTags?: readonly string[];
  effects?: { action: string; params?: unknown }[];
  noEffects?: readonly string[];
  requests?: Record<string, unknown>;
  noRequests?: boolean;
  output?: unknown;
  context?: unknown;
  done?: boolean;
}

export interface OutcomeFailure {
  pathId: string;
  /** The failing step: 0 for the start. */
  step: number;
  event: string;
  rule: string;
  expected: string;
  actual: string;
}

export interface PathRun {
  id: string;
  text: string;
  events: EventObject[];
  steps: StepRun[];
  failure: OutcomeFailure | null;
  /** Indices of the machine's rules that applied somewhere on this path. */
  applied: number[];
}

// ---------------------------------------------------------------------------------------------
// Recorders

const PLACEHOLDER = /add it with \.provide\(\)/;

/** A placeholder (STYLE rule 2) is a plain function whose body throws "<name>: add it with .provide()". */
export function isPlaceholder(implementation: unknown): boolean {
  return (
    typeof implementation === 'function' &&
    !('resolve' in implementation) &&
    PLACEHOLDER.test(Function.prototype.toString.call(implementation))
  );
}

export interface RecordingMachine<TMachine extends AnyStateMachine> {
  machine: TMachine;
  effects: RecordedEffect[];
  requests: RecordedRequest[];
  /** The step the next records belong to; the replay advances it. */
  step: { current: number };
  replaced: { actors: string[]; actions: string[] };
}

/**
 * The machine with every actor of `setup().actors` replaced by a promise actor that records its
 * input and never settles, and every placeholder action by one that records its params. Built-in
 * actions (assign, raise, sendTo...) and real implementations declared in `setup()` stay.
 */
export function recordingMachine<TMachine extends AnyStateMachine>(machine: TMachine): RecordingMachine<TMachine> {
  const effects: RecordedEffect[] = [];
  const requests: RecordedRequest[] = [];
  const step = { current: 0 };
  const implementations = machine.implementations as { actors?: Record<string, unknown>; actions?: Record<string, unknown> };
  const actorNames = Object.keys(implementations.actors ?? {});
  const actionNames = Object.entries(implementations.actions ?? {})
    .filter(([, action]) => isPlaceholder(action))
    .map(([name]) => name);
  const recordActor = (src: string): AnyActorLogic =>
    fromPromise(({ input, self }) => {
      requests.push({ step: step.current, actor: self.id, src, input: clone(input) });
      return new Promise<never>(() => {});
    });
  const actors = Object.fromEntries(actorNames.map((name) => [name, recordActor(name)]));
  const actions = Object.fromEntries(
    actionNames.map((name) => [name, (_: unknown, params: unknown) => void effects.push({ step: step.current, action: name, params: clone(params) })]),
  );
  return {
    machine: machine.provide({ actors, actions } as never) as TMachine,
    effects,
    requests,
    step,
    replaced: { actors: actorNames, actions: actionNames },
  };
}

function clone(value: unknown): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(JSON.stringify(value)) as unknown;
  } catch {
    return String(value);
  }
}

// ---------------------------------------------------------------------------------------------
// Matching

/** Dotted path (`answered.replaced`) to a state value for `snapshot.matches`. */
function stateValueOf(dotted: string): StateValue {
  const parts = dotted.split('.');
  return parts.reduceRight<StateValue>((inner, key) => ({ [key]: inner }), parts.pop()!);
}

export function inState(snapshot: AnyMachineSnapshot, dotted: string): boolean {
  return snapshot.matches(stateValueOf(dotted) as never);
}

/**
 * `expected` is contained in `actual`: objects by the keys `expected` names (an `undefined` value
 * means the key must be absent), arrays element by element and of the same length, the rest by `===`.
 */
export function contains(actual: unknown, expected: unknown): boolean {
  if (expected === undefined) return actual === undefined;
  if (expected === null || typeof expected !== 'object') return Object.is(actual, expected);
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => contains(actual[i], e));
  }
  if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
  return Object.entries(expected).every(([k, e]) => contains((actual as Record<string, unknown>)[k], e));
}

function resolve(expected: Expected, so: PathSoFar): unknown {
  return typeof expected === 'function' ? (expected as (p: PathSoFar) => unknown)(so) : expected;
}

const show = (value: unknown) => (value === undefined ? 'undefined' : stableJson(value));

function applies(rule: OutcomeRule, prev: AnyMachineSnapshot | null, now: AnyMachineSnapshot, event: EventObject, so: PathSoFar): boolean {
  if (rule.on !== undefined && rule.on !== event.type) return false;
  if (rule.from !== undefined && (!prev || !inState(prev, rule.from))) return false;
  if (rule.when !== undefined && !contains(event, rule.when)) return false;
  if (rule.entered !== undefined && (!inState(now, rule.entered) || (prev !== null && inState(prev, rule.entered)))) return false;
  if (rule.if !== undefined && !rule.if(so)) return false;
  return rule.on !== undefined || rule.from !== undefined || rule.when !== undefined || rule.entered !== undefined;
}

/** The first thing the rule finds wrong at this step, or null. */
function check(rule: OutcomeRule, now: AnyMachineSnapshot, step: StepRun, so: PathSoFar): { expected: string; actual: string } | null {
  const state = formatStateValue(now.value);
  if (rule.forbidden) return { expected: `never: ${rule.name}`, actual: `state ${state} after ${step.eventLabel}` };
  if (rule.state !== undefined && !inState(now, rule.state)) return { expected: `state ${rule.state}`, actual: `state ${state}` };
  for (const tag of rule.tags ?? []) {
    if (!now.hasTag(tag)) return { expected: `tag ${tag} in state ${state}`, actual: `tags [${[...now.tags].join(', ')}]` };
  }
  for (const tag of rule.notTags ?? []) {
    if (now.hasTag(tag)) return { expected: `no tag ${tag} in state ${state}`, actual: `tags [${[...now.tags].join(', ')}]` };
  }
  const called = step.effects.map((e) => `${e.action} ${show(e.params)}`);
  let from = 0;
  for (const [action, params] of rule.effects ?? []) {
    const want = params === undefined ? undefined : resolve(params, so);
    const at = step.effects.findIndex((e, i) => i >= from && e.action === action && (want === undefined || contains(e.params, want)));
    if (at < 0) {
      return {
        expected: `effect ${action}${want === undefined ? '' : ` ${show(want)}`}`,
        actual: called.length ? `effects ${called.join('; ')}` : 'no effect',
      };
    }
    from = at + 1;
  }
  for (const action of rule.noEffects ?? []) {
    const hit = step.effects.filter((e) => action === '*' || e.action === action);
    if (hit.length) return { expected: action === '*' ? 'no effect' : `no effect ${action}`, actual: `effects ${called.join('; ')}` };
  }
  const started = step.requests.map((r) => `${r.actor} ${show(r.input)}`);
  for (const [actor, expected] of Object.entries(rule.requests ?? {})) {
    const want = resolve(expected, so);
    const candidates = step.requests.filter((r) => r.actor === actor || r.src === actor);
    if (!candidates.some((r) => contains(r.input, want))) {
      return {
        expected: `request ${actor} ${show(want)}`,
        actual: candidates.length ? `request ${candidates.map((r) => `${r.actor} ${show(r.input)}`).join('; ')}` : started.length ? `requests ${started.join('; ')}` : 'no request',
      };
    }
  }
  if (rule.noRequests && step.requests.length) return { expected: 'no request', actual: `requests ${started.join('; ')}` };
  if (rule.output !== undefined) {
    const want = resolve(rule.output, so);
    if (!contains(now.output, want)) return { expected: `output ${show(want)}`, actual: `output ${show(now.output)} (status ${now.status})` };
  }
  if (rule.context !== undefined) {
    const want = resolve(rule.context, so);
    if (!contains(now.context, want)) return { expected: `context ${show(want)}`, actual: `context ${show(now.context)}` };
  }
  if (rule.done !== undefined && (now.status === 'done') !== rule.done) {
    return { expected: rule.done ? 'the flow is over (final state)' : 'the flow still running', actual: `status ${now.status} in state ${state}` };
  }
  return null;
}

function resolveRule(rule: OutcomeRule, so: PathSoFar): ResolvedRule {
  const out: ResolvedRule = { name: rule.name };
  if (rule.state !== undefined) out.state = rule.state;
  if (rule.tags) out.tags = rule.tags;
  if (rule.notTags) out.notTags = rule.notTags;
  if (rule.effects) {
    out.effects = rule.effects.map(([action, params]) => (params === undefined ? { action } : { action, params: resolve(params, so) }));
  }
  if (rule.noEffects) out.noEffects = rule.noEffects;
  if (rule.requests) out.requests = Object.fromEntries(Object.entries(rule.requests).map(([k, v]) => [k, resolve(v, so)]));
  if (rule.noRequests) out.noRequests = true;
  if (rule.output !== undefined) out.output = resolve(rule.output, so);
  if (rule.context !== undefined) out.context = resolve(rule.context, so);
  if (rule.done !== undefined) out.done = rule.done;
  return out;
}

// ---------------------------------------------------------------------------------------------
// The replay

/**
 * Replays one generated path on the machine with recorders and checks every rule that applies at
 * each step. Stops at the first failure. Also fails when the recorded run leaves the generated
 * path's state (the recorders must not change the machine's behaviour) or the actor errors.
 */
export function runOutcomes(entry: PathSource, rules: readonly OutcomeRule[], path: GeneratedPath): PathRun {
  const recording = recordingMachine(entry.machine);
  const events = path.steps.map((s) => s.event);
  const run: PathRun = { id: path.id, text: path.text, events, steps: [], failure: null, applied: [] };
  const applied = new Set<number>();
  let error: unknown = null;
  const actor = createActor(recording.machine, { input: entry.input as never });
  actor.subscribe({ error: (e) => void (error ??= e) });

  const replayStep = (index: number, event: EventObject, expectedState: string, prev: AnyMachineSnapshot | null): boolean => {
    const now = actor.getSnapshot();
    const actualState = formatStateValue(now.value);
    const step: StepRun = {
      index,
      event,
      eventLabel: formatEvent(event),
      expectedState,
      actualState,
      tags: [...now.tags].sort(),
      effects: recording.effects.filter((e) => e.step === index),
      requests: recording.requests.filter((r) => r.step === index),
      checked: [],
      expected: [],
    };
    run.steps.push(step);
    const fail = (rule: string, expected: string, actual: string) => {
      run.failure = { pathId: path.id, step: index, event: step.eventLabel, rule, expected, actual };
      return false;
    };
    if (error !== null) return fail('the actor runs without error', 'no error', `error ${error instanceof Error ? error.message : String(error)}`);
    if (actualState !== expectedState) return fail('the replay follows the generated path', `state ${expectedState}`, `state ${actualState}`);
    const seen = events.slice(0, index);
    const so: PathSoFar = { events: seen, states: run.steps.map((st) => st.actualState), last: (type) => [...seen].reverse().find((e) => e.type === type) as never };
    for (const [i, rule] of rules.entries()) {
      if (!applies(rule, prev, now, event, so)) continue;
      applied.add(i);
      step.checked.push(rule.name);
      step.expected.push(resolveRule(rule, so));
      const wrong = check(rule, now, step, so);
      if (wrong) return fail(rule.name, wrong.expected, wrong.actual);
    }
    return true;
  };

  try {
    actor.start();
    let prev: AnyMachineSnapshot | null = null;
    let ok = replayStep(0, { type: 'xstate.init' }, path.initial.state, prev);
    for (const [n, s] of path.steps.entries()) {
      if (!ok) break;
      prev = actor.getSnapshot();
      recording.step.current = n + 1;
      actor.send(s.event);
      ok = replayStep(n + 1, s.event, s.state, prev);
    }
  } finally {
    actor.stop();
  }
  run.applied = [...applied].sort((a, b) => a - b);
  return run;
}

/**
 * The rules that applied on none of the paths: each names a step the machine never takes. Only
 * when every path passed: a failing path stops at its first failure, so its later rules never ran.
 */
export function unusedRules(rules: readonly OutcomeRule[], runs: readonly PathRun[]): OutcomeRule[] {
  if (runs.some((r) => r.failure)) return [];
  const used = new Set(runs.flatMap((r) => r.applied));
  return rules.filter((rule, i) => !rule.forbidden && !used.has(i));
}

/** A failure as QA reads it: the path, its events with full payloads, the step, expected and actual. */
export function formatFailure(run: PathRun): string {
  const f = run.failure;
  if (!f) return `${run.id}: passed`;
  const lines = [
    `path ${f.pathId} failed at step ${f.step} (${f.event})`,
    `  rule:     ${f.rule}`,
    `  expected: ${f.expected}`,
    `  actual:   ${f.actual}`,
    `  path:     ${run.text}`,
    '  events:',
    ...run.events.map((e, i) => {
      const { type, ...payload } = e;
      return `    ${i + 1}. ${type}${Object.keys(payload).length ? ` ${stableJson(payload)}` : ''}`;
    }),
  ];
  return lines.join('\n');
}
