import {
  and,
  not,
  or,
  stateIn,
  createEmptyActor,
  type AnyEventObject,
  getInitialMicrosteps,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type StateValue,
} from 'xstate';
import { getShortestPaths, getStateNodes, type StatePath } from 'xstate/graph';

/**
 * Model-based paths through any machine of the atlas, and how much of the machine they cover.
 *
 * Paths come from `getShortestPaths` with a state key that includes the transition taken (STYLE.md,
 * "Model-based tests"), so every transition is the last step of some path, including self-loops,
 * targetless transitions (CONFIG.RETRY) and edges back to a visited state. Paths that are a prefix of
 * a longer path are dropped: the longer one exercises the same transitions.
 *
 * Coverage is measured against the machine's **definition**, not against `getAdjacencyMap`: the
 * adjacency map only knows the edges the traversal itself found, so it would report 100% by
 * construction and could never reveal the `else` branch of an `always` that no derived event reaches.
 * - states: every state node of the definition, nested ones included (root excluded); a state counts
 *   as covered when it is active after any microstep of a path, so transient states left by an
 *   `always` within the same macrostep count too. A history pseudo-state counts when a taken
 *   transition targets it.
 * - transitions: every transition definition (`on`, invoke `onDone`/`onError`/`onSnapshot`, state
 *   `onDone`, `after`, `always`, one per guarded candidate), except forbidden ones (`on: { X: undefined }`).
 *   Which definitions a step takes is read from the `@xstate.microstep` inspection events of a pure
 *   `machine.transition(...)` call (no actor runs, no action executes).
 *
 * Pure: imports only xstate and xstate/graph.
 */

/** Events with payloads for path generation; see {@link PathSource.events}. */
export type PathEventsHook =
  | readonly AnyEventObject[]
  | ((snapshot: AnyMachineSnapshot) => readonly AnyEventObject[]);

/** What path generation needs from an atlas entry (AtlasEntry satisfies it). */
export interface PathSource {
  id: string;
  machine: AnyStateMachine;
  input?: unknown;
  /**
   * Events that need a payload (an actor's `output`/`error`, a form's fields). They are merged by
   * type with the events xstate derives from each state: for every event type the state handles,
   * the events given here of that type replace the bare `{ type }`; other derived events
   * (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`, ...) stay. Give several events of one type
   * to exercise each guarded branch. Events of a type the state does not handle are ignored.
   */
  events?: PathEventsHook;
  /**
   * Extra part of the state key, for context a guard reads (e.g. an attempt counter): paths then reach
   * each distinct value. Must take finitely many values, or traversal stops at its limit.
   */
  stateKey?: (snapshot: AnyMachineSnapshot) => unknown;
}

/** A transition of the machine definition, identified and described. */
export interface TransitionInfo {
  /** Stable within one machine: `<source state id>:<event or "always">:<index>`. */
  id: string;
  /** Source state as a dotted path from the root ('' for the root). */
  source: string;
  /** Event descriptor; null for `always`. */
  event: string | null;
  /** Dotted target paths; empty for a targetless transition. */
  targets: string[];
  guard: string | null;
  /** Named actions (inline ones are left out). */
  actions: string[];
  /** Short label: `done: discoverService`, `always [has persisted session]`, `SESSION.LOGOUT`. */
  label: string;
  /** One-line description: `deciding → signedOut (always)`. */
  text: string;
  definition: AnyTransitionDefinition;
}

export interface Hop {
  state: string;
  label: string;
}

export interface PathStep {
  event: EventObject;
  /** Readable event: `done: restoreSession {"output":null}`. */
  eventLabel: string;
  /**
   * Transient states passed through within the macrostep, each with the transition that left it
   * (an `always`, or a raised event), e.g. `[{ state: 'deciding', label: 'always' }]`.
   */
  via: Hop[];
  /** The stable state reached, formatted (`signedIn`, `a.b`, `p.(x.a | y.b)`). */
  state: string;
  snapshot: AnyMachineSnapshot;
  transitions: TransitionInfo[];
}

export interface GeneratedPath {
  /** `<machine id>/<n>`, 1-based. */
  id: string;
  /** The initial state (after the initial macrostep) and what led there. */
  initial: { state: string; via: Hop[]; snapshot: AnyMachineSnapshot; transitions: TransitionInfo[] };
  steps: PathStep[];
  /** One line: `discovering → done: discoverService → loadingAdminConfig → …`. */
  text: string;
  /** The raw path as xstate/graph returned it (first step is `xstate.init`), for `TestModel.testPath`. */
  statePath: StatePath<AnyMachineSnapshot, EventObject>;
  /** State node ids active at any microstep of the path. */
  statesEntered: string[];
}

export interface CoverageFigure {
  covered: number;
  total: number;
  missing: string[];
}

export interface Coverage {
  states: CoverageFigure;
  transitions: CoverageFigure;
}

/** Guards against machines whose state key grows without bound. */
const TRAVERSAL_LIMIT = 20_000;

// ---------------------------------------------------------------------------------------------
// Formatting

/** `a` | `a.b` | `p.(x.a | y.b)` for parallel regions. */
export function formatStateValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  const keys = Object.keys(value);
  const part = (key: string): string => {
    const child = value[key];
    if (child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)) return key;
    return `${key}.${formatStateValue(child)}`;
  };
  if (keys.length === 1) return part(keys[0]!);
  return `(${keys.map(part).join(' | ')})`;
}

function nodePath(node: AnyStateNode): string {
  return node.path.join('.');
}

/**
 * The built-in higher-order guards, told apart by their `check` function rather than by their
 * function name: a production build shortens names (`and` became `t` in the built atlas), while
 * `check` is the same object for every `and(...)`, `or(...)` and `not(...)` of the library.
 */
const COMBINATORS = new Map<unknown, 'and' | 'or' | 'not'>([
  [(and([]) as unknown as { check: unknown }).check, 'and'],
  [(or([]) as unknown as { check: unknown }).check, 'or'],
  [(not('x') as unknown as { check: unknown }).check, 'not'],
]);
const STATE_IN_CHECK = (stateIn('x') as unknown as { check: unknown }).check;

/** The words a guard is told in: each named condition, and the combinators (the atlas translates them). */
export interface GuardWords {
  name: (guardName: string) => string;
  and: string;
  or: string;
  not: string;
}

const CODE_WORDS: GuardWords = { name: (n) => n, and: 'and', or: 'or', not: 'not' };

/**
 * A guard in words: its name, `not x`, `a and b`, `a or b` (nested combinations in parentheses),
 * `in(state)`; the same in the built portal as in docs/flows.
 */
export function describeGuard(
  guard: unknown,
  nested = false,
  words: GuardWords = CODE_WORDS,
): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return words.name(guard);
  if (typeof guard === 'function') {
    const marked = guard as unknown as { check?: unknown; guards?: unknown[]; stateValue?: unknown };
    const combinator = COMBINATORS.get(marked.check);
    if (combinator && Array.isArray(marked.guards)) {
      const operands = marked.guards.map((g) => describeGuard(g, true, words) ?? '?');
      if (combinator === 'not') return `${words.not} ${operands[0]}`;
      const text = operands.join(` ${combinator === 'and' ? words.and : words.or} `);
      return nested ? `(${text})` : text;
    }
    if (marked.check === STATE_IN_CHECK) return `in(${JSON.stringify(marked.stateValue)})`;
    return guard.name && guard.name !== 'guard' ? words.name(guard.name) : 'inline guard';
  }
  if (typeof guard === 'object' && 'type' in guard) return words.name(String((guard as { type: unknown }).type));
  return 'guard';
}

export function describeAction(action: unknown): string | null {
  if (typeof action === 'string') return action;
  if (action && typeof action === 'object' && 'type' in action) return String((action as { type: unknown }).type);
  return null; // inline functions and built-ins (assign, raise...) stay out of labels
}

/** `done: discoverService`, `error: discoverService`, `after 2000`, `done (state)`, or the type. */
export function formatEventType(type: string): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return `${actor[1]}: ${actor[2]}`;
  if (type.startsWith('xstate.snapshot.')) return `snapshot: ${type.slice('xstate.snapshot.'.length)}`;
  if (type.startsWith('xstate.done.state.')) return 'done';
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return /^\d+$/.test(after[1]!) ? `after ${after[1]}ms` : `after ${after[1]}`;
  return type;
}

/** Payloads up to this length are shown whole in a path text; longer ones by {@link payloadHash}. */
export const INLINE_PAYLOAD_LIMIT = 80;

/** JSON with object keys sorted, so that equal payloads always give the same text and hash. */
export function stableJson(value: unknown): string {
  const seen = new WeakSet<object>();
  const sort = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object') return v;
    if (seen.has(v)) return '[circular]';
    seen.add(v);
    if (Array.isArray(v)) return v.map(sort);
    // A spawned actor ref serialises as its id (as JSON.stringify would via toJSON).
    if (typeof (v as { toJSON?: unknown }).toJSON === 'function') return (v as { toJSON: () => unknown }).toJSON();
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
    );
  };
  try {
    return JSON.stringify(sort(value)) ?? 'undefined';
  } catch {
    return String(value);
  }
}

/**
 * A stable short name for a payload: `#` and 12 hex digits of two FNV-1a hashes of its
 * {@link stableJson}. The same payload gives the same name on every run and machine; the report
 * (`reports/paths/paths.json`) lists each path's events whole, so the name leads to the payload.
 */
export function payloadHash(payload: unknown): string {
  const text = stableJson(payload);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return `#${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0').slice(0, 4)}`;
}

/** An event's payload (everything but `type`), or null when it has none. */
export function eventPayload(event: EventObject): Record<string, unknown> | null {
  const { type: _type, ...payload } = event;
  return Object.keys(payload).length ? payload : null;
}

/**
 * An event as a path step shows it: formatted type plus its payload, whole when it is short
 * (up to {@link INLINE_PAYLOAD_LIMIT} characters), else its {@link payloadHash}. Never cut.
 */
export function formatEvent(event: EventObject): string {
  const label = formatEventType(event.type);
  const payload = eventPayload(event);
  if (!payload) return label;
  const json = stableJson(payload);
  return `${label} ${json.length > INLINE_PAYLOAD_LIMIT ? payloadHash(payload) : json}`;
}

// ---------------------------------------------------------------------------------------------
// The definition: state nodes and transitions

/** Every state node of the machine, nested ones included, root excluded, in document order. */
export function listStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return getStateNodes(machine.root);
}

const transitionCache = new WeakMap<AnyStateMachine, Map<AnyTransitionDefinition, TransitionInfo>>();

function isForbidden(t: AnyTransitionDefinition): boolean {
  return !t.target && t.actions.length === 0 && !t.reenter;
}

/** Every transition of the definition (see the module comment for what counts). */
export function listTransitions(machine: AnyStateMachine): TransitionInfo[] {
  return [...transitionIndex(machine).values()];
}

function transitionIndex(machine: AnyStateMachine): Map<AnyTransitionDefinition, TransitionInfo> {
  const cached = transitionCache.get(machine);
  if (cached) return cached;
  const index = new Map<AnyTransitionDefinition, TransitionInfo>();
  const add = (node: AnyStateNode, event: string | null, t: AnyTransitionDefinition, i: number) => {
    if (isForbidden(t)) return;
    const source = nodePath(node);
    const targets = (t.target ?? []).map(nodePath);
    const guard = describeGuard(t.guard);
    const actions = t.actions.map(describeAction).filter((a): a is string => a !== null);
    const base = event === null ? 'always' : formatEventType(event);
    const label = guard ? `${base} [${guard}]` : base;
    const to = targets.length ? targets.join(', ') : `${source || '(machine)'} (no target)`;
    index.set(t, {
      id: `${node.id}:${event ?? 'always'}:${i}`,
      source,
      event,
      targets,
      guard,
      actions,
      label,
      text: `${source || '(machine)'} → ${to} on ${label}`,
      definition: t,
    });
  };
  for (const node of [machine.root, ...listStateNodes(machine)]) {
    for (const [descriptor, candidates] of node.transitions) {
      candidates.forEach((t, i) => add(node, descriptor, t, i));
    }
    (node.always ?? []).forEach((t, i) => add(node, null, t, i));
  }
  transitionCache.set(machine, index);
  return index;
}

// ---------------------------------------------------------------------------------------------
// Tracing which definitions a step takes

export interface Microstep {
  snapshot: AnyMachineSnapshot;
  transitions: TransitionInfo[];
}

export interface Trace {
  snapshot: AnyMachineSnapshot;
  microsteps: Microstep[];
  transitions: TransitionInfo[];
}

/**
 * Runs one macrostep purely (like xstate/graph does, with an inert scope whose action executor does
 * nothing) and records the transitions of each microstep from the inspection stream. A fresh empty
 * actor per call keeps spawned children with a `systemId` from colliding across calls.
 */
export function trace(machine: AnyStateMachine, run: (scope: AnyActorScope) => AnyMachineSnapshot): Trace {
  const self = createEmptyActor();
  const index = transitionIndex(machine);
  const microsteps: Microstep[] = [];
  const subscription = self.system.inspect((event) => {
    // Only the machine's own microsteps: an invoked child (the embedded action cycle) reports its
    // own on the same system, and its `idle → loading` hop is no step of the parent's path.
    if (event.type !== '@xstate.microstep' || event.actorRef !== self) return;
    microsteps.push({
      snapshot: event.snapshot as AnyMachineSnapshot,
      transitions: event._transitions.flatMap((t) => index.get(t) ?? []),
    });
  });
  const scope: AnyActorScope = {
    self,
    id: '',
    sessionId: '',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    stopChild: () => {},
    system: self.system,
    actionExecutor: () => {},
  };
  try {
    const snapshot = run(scope);
    return { snapshot, microsteps, transitions: microsteps.flatMap((m) => m.transitions) };
  } finally {
    subscription.unsubscribe();
  }
}

function activeIds(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes.filter((n) => n.parent).map((n) => n.id);
}

/**
 * The hops inside a macrostep after its first microstep: `[state, label]` pairs for each transient
 * state and the transition (an `always`, or a raised event) that left it.
 */
export function hops(microsteps: Microstep[]): Hop[] {
  const out: Hop[] = [];
  for (let i = 1; i < microsteps.length; i++) {
    out.push({
      state: formatStateValue(microsteps[i - 1]!.snapshot.value),
      label: microsteps[i]!.transitions.map((t) => t.label).join(' + ') || 'internal',
    });
  }
  return out;
}

function hopText(via: Hop[]): string[] {
  return via.flatMap((h) => [h.state, h.label]);
}

// ---------------------------------------------------------------------------------------------
// Path generation

export function eventSource(entry: PathSource): (snapshot: AnyMachineSnapshot) => EventObject[] {
  return (snapshot) => {
    if (snapshot.status !== 'active') return [];
    const supplied =
      typeof entry.events === 'function' ? entry.events(snapshot) : (entry.events ?? []);
    // The event types the active states handle: what xstate/graph derives when given no `events`,
    // less `xstate.done.state.*`, which only the machine itself raises when a final state is reached
    // (sent from outside it would "finish" a state whose final child was never entered).
    const types = [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents))].filter(
      (type) => !type.startsWith('xstate.done.state.'),
    );
    return types.flatMap((type) => {
      const given = supplied.filter((e) => e.type === type);
      return given.length ? given : [{ type }];
    });
  };
}

function stableKey(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return String(value);
  }
}

const pathCache = new WeakMap<PathSource, GeneratedPath[]>();

/**
 * The shortest paths to every transition of the machine (prefix paths dropped), each with readable
 * steps and the transitions it takes. Cached per entry object.
 */
export function generatePaths(entry: PathSource): GeneratedPath[] {
  const cached = pathCache.get(entry);
  if (cached) return cached;
  const { machine } = entry;

  // The key includes the transitions the step took (looked up again from prev + event), so a guarded
  // branch reached by a payload variant is its own vertex even when it lands on the same state.
  const takenKey = (prev: AnyMachineSnapshot | undefined, event: EventObject | undefined) => {
    if (!prev || !event) return '';
    return trace(machine, (scope) => machine.transition(prev, event, scope))
      .transitions.map((t) => t.id)
      .join(',');
  };
  const serializeState = (
    state: AnyMachineSnapshot,
    event: EventObject | undefined,
    prev?: AnyMachineSnapshot,
  ) =>
    [
      stableKey(state.value),
      event?.type,
      prev ? stableKey(prev.value) : '',
      entry.stateKey ? stableKey(entry.stateKey(state)) : '',
      takenKey(prev, event),
    ].join('|');

  const raw = getShortestPaths(machine, {
    input: entry.input,
    events: eventSource(entry),
    serializeState,
    limit: TRAVERSAL_LIMIT,
  } as Parameters<typeof getShortestPaths<AnyStateMachine>>[1]) as unknown as StatePath<
    AnyMachineSnapshot,
    EventObject
  >[];

  const initialTrace = trace(machine, (scope) => machine.getInitialSnapshot(scope, entry.input));
  // The initial microstep (entering the initial states) is not reported to inspection; take its
  // snapshot from getInitialMicrosteps so that an initial state left at once by `always` counts.
  const [entering] = getInitialMicrosteps(machine, entry.input as never)[0]!;
  const initialChain: Microstep[] = [
    { snapshot: entering as AnyMachineSnapshot, transitions: [] },
    ...initialTrace.microsteps,
  ];
  const initial = {
    state: formatStateValue(initialTrace.snapshot.value),
    via: hops(initialChain),
    snapshot: initialTrace.snapshot,
    transitions: initialTrace.transitions,
  };
  const initialStates = initialChain.flatMap((m) => activeIds(m.snapshot));

  // Only the events of each path are kept: its snapshots are replayed from them. xstate/graph stores
  // the last snapshot seen under each key but the first shortest predecessor, so when the key leaves
  // out some context (it must, to stay finite) a step's snapshot can come from another path than its
  // events; checked on 5.33.3, a path expected `code: "abcd"` that its own events never assigned.
  const paths = dropPrefixPaths(raw).map((rawPath, n): GeneratedPath => {
    const entered = new Set(initialStates);
    const steps: PathStep[] = [];
    const initSnapshot = rawPath.steps[0]?.state ?? initialTrace.snapshot;
    let prev = initialTrace.snapshot;
    // steps[0] is the `xstate.init` step that xstate/graph puts first.
    for (const { event } of rawPath.steps.slice(1)) {
      const t = trace(machine, (scope) => machine.transition(prev, event, scope));
      for (const m of t.microsteps) activeIds(m.snapshot).forEach((id) => entered.add(id));
      for (const info of t.transitions) {
        for (const target of info.definition.target ?? []) {
          if (target.type === 'history') entered.add(target.id);
        }
      }
      steps.push({
        event,
        eventLabel: formatEvent(event),
        via: hops(t.microsteps),
        state: formatStateValue(t.snapshot.value),
        snapshot: t.snapshot,
        transitions: t.transitions,
      });
      prev = t.snapshot;
    }
    const statePath: StatePath<AnyMachineSnapshot, EventObject> = {
      state: prev,
      weight: steps.length,
      steps: [
        { event: rawPath.steps[0]?.event ?? { type: 'xstate.init' }, state: initSnapshot },
        ...steps.map((s) => ({ event: s.event, state: s.snapshot })),
      ],
    };
    const parts = [
      ...hopText(initial.via),
      initial.state,
      ...steps.flatMap((s) => [s.eventLabel, ...hopText(s.via), s.state]),
    ];
    return {
      id: `${entry.id}/${n + 1}`,
      initial,
      steps,
      text: parts.join(' → '),
      statePath,
      statesEntered: [...entered],
    };
  });
  pathCache.set(entry, paths);
  return paths;
}

/** Drops paths whose event sequence is a prefix of another path's; keeps generation order. */
function dropPrefixPaths(
  paths: StatePath<AnyMachineSnapshot, EventObject>[],
): StatePath<AnyMachineSnapshot, EventObject>[] {
  const sequences = paths.map((p) => p.steps.map((s) => stableKey(s.event)));
  return paths.filter((_, i) => {
    const mine = sequences[i]!;
    return !sequences.some(
      (other, j) =>
        j !== i &&
        other.length > mine.length &&
        mine.every((key, k) => other[k] === key),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Coverage

/** State and transition coverage of the generated paths against the machine definition. */
export function coverage(entry: PathSource, paths: GeneratedPath[] = generatePaths(entry)): Coverage {
  const { machine } = entry;
  const entered = new Set(paths.flatMap((p) => p.statesEntered));
  const taken = new Set(
    paths.flatMap((p) => [...p.initial.transitions, ...p.steps.flatMap((s) => s.transitions)]).map((t) => t.id),
  );
  const states = listStateNodes(machine);
  const transitions = listTransitions(machine);
  const missingStates = states.filter((n) => !entered.has(n.id)).map(nodePath);
  const missingTransitions = transitions.filter((t) => !taken.has(t.id)).map((t) => t.text);
  return {
    states: {
      covered: states.length - missingStates.length,
      total: states.length,
      missing: missingStates,
    },
    transitions: {
      covered: transitions.length - missingTransitions.length,
      total: transitions.length,
      missing: missingTransitions,
    },
  };
}

/** True when every state and every transition of the definition is covered. */
export function isFullyCovered(c: Coverage): boolean {
  return c.states.covered === c.states.total && c.transitions.covered === c.transitions.total;
}
