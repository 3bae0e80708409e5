import { type AnyMachineSnapshot, type AnyStateNode, type EventObject, getInitialMicrosteps } from 'xstate';
import {
  describeAction,
  describeGuard,
  eventSource,
  formatEvent,
  formatStateValue,
  generatePaths,
  hops,
  payloadHash,
  trace,
  type Hop,
  type PathSource,
  type TransitionInfo,
} from './paths';

/**
 * Walking a flow by hand, for the atlas's walk mode (issue 14): the analyst picks one of the events
 * the current state offers and sees where it leads and what it does. Each step is the machine's own
 * pure `transition` (the same as path generation): no actor runs and no action executes, so the walk
 * is harmless whatever the machine calls; an invoked call is answered by picking its `done:` or
 * `error:` event, with the payloads of the machine's path model.
 */

/** What a step does, in the order the machine does it. */
export type WalkEffect =
  | { kind: 'action'; name: string }
  | { kind: 'call'; id: string; src: string }
  | { kind: 'enter'; state: string };

export interface WalkStep {
  /** The event taken (absent for the start). */
  event?: EventObject;
  eventLabel?: string;
  /** Transient states passed through, with what left them. */
  via: Hop[];
  state: string;
  snapshot: AnyMachineSnapshot;
  transitions: TransitionInfo[];
  effects: WalkEffect[];
}

export interface WalkOption {
  event: EventObject;
  label: string;
  /** The transitions this event would take now; empty when every candidate's condition is false. */
  transitions: TransitionInfo[];
  /** The conditions of the candidates for this event in the active states, in the order tried. */
  conditions: string[];
  target: string | null;
}

function enteredNodes(before: AnyMachineSnapshot | null, after: AnyMachineSnapshot): AnyStateNode[] {
  const was = new Set(before ? before._nodes.map((n) => n.id) : []);
  return after._nodes.filter((n) => n.parent && !was.has(n.id));
}

function effectsOf(before: AnyMachineSnapshot | null, after: AnyMachineSnapshot, transitions: TransitionInfo[]): WalkEffect[] {
  const effects: WalkEffect[] = transitions.flatMap((t) => t.actions.map((name): WalkEffect => ({ kind: 'action', name })));
  for (const node of enteredNodes(before, after)) {
    effects.push({ kind: 'enter', state: node.path.join('.') });
    for (const action of node.entry) {
      const name = describeAction(action);
      if (name) effects.push({ kind: 'action', name });
    }
    for (const invoke of node.invoke) {
      effects.push({ kind: 'call', id: invoke.id, src: typeof invoke.src === 'string' ? invoke.src : invoke.id });
    }
  }
  return effects;
}

/** The flow's first state, after its initial `always` hops. */
export function walkStart(entry: PathSource): WalkStep {
  const { machine } = entry;
  const t = trace(machine, (scope) => machine.getInitialSnapshot(scope, entry.input));
  const [entering] = getInitialMicrosteps(machine, entry.input as never)[0]!;
  const chain = [{ snapshot: entering as AnyMachineSnapshot, transitions: [] }, ...t.microsteps];
  return {
    via: hops(chain),
    state: formatStateValue(t.snapshot.value),
    snapshot: t.snapshot,
    transitions: t.transitions,
    effects: effectsOf(null, t.snapshot, t.transitions),
  };
}

/** The events the current state handles, each with payloads from the path model, and where it leads. */
export function walkOptions(entry: PathSource, snapshot: AnyMachineSnapshot): WalkOption[] {
  const { machine } = entry;
  return eventSource(entry)(snapshot).map((event) => {
    const t = trace(machine, (scope) => machine.transition(snapshot, event, scope));
    const candidates = snapshot._nodes.flatMap((node) => node.transitions.get(event.type) ?? []);
    const conditions = candidates.map((c) => describeGuard(c.guard) ?? 'always');
    return {
      event,
      label: formatEvent(event),
      transitions: t.transitions,
      conditions,
      target: t.transitions.length ? formatStateValue(t.snapshot.value) : null,
    };
  });
}

/** Takes one event from the current step. */
export function walkStep(entry: PathSource, from: WalkStep, event: EventObject): WalkStep {
  const { machine } = entry;
  const t = trace(machine, (scope) => machine.transition(from.snapshot, event, scope));
  return {
    event,
    eventLabel: formatEvent(event),
    via: hops(t.microsteps),
    state: formatStateValue(t.snapshot.value),
    snapshot: t.snapshot,
    transitions: t.transitions,
    effects: effectsOf(from.snapshot, t.snapshot, t.transitions),
  };
}

/** A short stable name of a whole event (type and payload): how a walk is matched to a path. */
export function eventKey(event: unknown): string {
  return payloadHash(event);
}

/** A path as a walk is matched to it: its id and each step's {@link eventKey}. */
export interface KeyedPath {
  id: string;
  steps: readonly { key: string }[];
}

/**
 * The generated path a walk follows, for QA (`npm run test:paths -- --path <id>`): the path whose
 * events are the walk's events, or, if the walk stopped early, the first path that starts with them.
 */
export function matchPath(paths: readonly KeyedPath[], events: readonly unknown[]): { id: string; exact: boolean } | null {
  const walked = events.map(eventKey);
  for (const exact of [true, false]) {
    for (const path of paths) {
      const keys = path.steps.map((s) => s.key);
      if (exact ? keys.length === walked.length : keys.length > walked.length) {
        if (walked.every((k, i) => keys[i] === k)) return { id: path.id, exact };
      }
    }
  }
  return null;
}

/** {@link matchPath} over the machine's generated paths. */
export function matchingPathId(entry: PathSource, events: readonly EventObject[]): { id: string; exact: boolean } | null {
  return matchPath(
    generatePaths(entry).map((p) => ({ id: p.id, steps: p.steps.map((s) => ({ key: eventKey(s.event) })) })),
    events,
  );
}
