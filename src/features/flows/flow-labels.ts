import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { DiagramLabels } from '../../../machines/graph/mermaid';
import { describeGuard, formatEventType, listStateNodes, type TransitionInfo } from '../../../machines/graph/paths';
import { ACTION_WORDS, CALL_WORDS, EVENT_WORDS, GUARD_WORDS, STATE_WORDS } from './flow-words';

/**
 * How the atlas names what a machine is written in: in business words of the active language
 * (flow-words.ts, through Lingui), or by the code names themselves, one toggle away. Machines carry
 * codes, not sentences (STYLE rule 5); the words live in the atlas's own catalog.
 */
export interface FlowWords {
  state: (node: AnyStateNode) => string;
  /** An event's type as the machine receives it (`ACTION.SUBMIT`, `xstate.done.actor.lookup`). */
  event: (type: string) => string;
  guard: (guard: unknown) => string | null;
  action: (name: string) => string;
  call: (id: string, src: string) => string;
  /** Edge text: the event and its condition. */
  transition: (t: TransitionInfo, otherwise: boolean) => string;
  diagram: DiagramLabels;
}

/** `exchangingIdentity` → `exchanging identity`, `SESSION.LOGOUT` → `session logout`: the last resort. */
export function humanize(code: string): string {
  return code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .toLowerCase()
    .trim();
}

const FRAME = {
  and: msg({ id: 'atlas.guard.and', message: 'and' }),
  or: msg({ id: 'atlas.guard.or', message: 'or' }),
  not: msg({ id: 'atlas.guard.not', message: 'not' }),
  otherwise: msg({ id: 'atlas.guard.otherwise', message: 'otherwise' }),
  always: msg({ id: 'atlas.event.always', message: 'at once' }),
  entry: msg({ id: 'atlas.state.entry', message: 'on entry' }),
  after: msg({ id: 'atlas.event.after', message: 'after {ms} ms' }),
  done: msg({ id: 'atlas.event.done', message: '{call}: answered' }),
  error: msg({ id: 'atlas.event.error', message: '{call}: failed' }),
  stateDone: msg({ id: 'atlas.event.stateDone', message: 'when finished' }),
  calls: msg({ id: 'atlas.state.calls', message: 'calls: {call}' }),
};

type Words = Record<string, MessageDescriptor>;

/** The code names as they are: docs/flows's view, for developers. */
export function codeWords(): FlowWords {
  const event = (type: string) => formatEventType(type);
  const guard = (g: unknown) => describeGuard(g);
  const state = (node: AnyStateNode) => node.key;
  const action = (name: string) => name;
  const call = (id: string, src: string) => (id === src ? `invoke ${id}` : `invoke ${id} (${src})`);
  const transition = (t: TransitionInfo, otherwise: boolean) => (otherwise ? `${t.label} [otherwise]` : t.label);
  return { state, event, guard, action, call, transition, diagram: { state, transition, action, call } };
}

/** Business words in the active language; a code name without words is humanised, never hidden. */
export function businessWords(i18n: I18n): FlowWords {
  const word = (words: Words, code: string) => {
    const descriptor = Object.hasOwn(words, code) ? words[code] : undefined;
    return descriptor ? i18n._(descriptor) : humanize(code);
  };
  // A framing message with values (by id: the descriptor itself is extracted where it is written).
  const told = (descriptor: MessageDescriptor, values: Record<string, string>) => i18n._(descriptor.id, values, { message: descriptor.message });
  const callName = (id: string) => word(CALL_WORDS, id);
  const delay = (ms: string) => told(FRAME.after, { ms });
  const event = (type: string) => {
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
    if (actor) {
      const call = callName(actor[2]!);
      return actor[1] === 'done'
        ? told(FRAME.done, { call })
        : told(FRAME.error, { call });
    }
    const after = /^xstate\.after\.([^.]+)\./.exec(type);
    if (after) return /^\d+$/.test(after[1]!) ? delay(after[1]!) : word(EVENT_WORDS, after[1]!);
    if (type.startsWith('xstate.done.state.')) return i18n._(FRAME.stateDone);
    return word(EVENT_WORDS, type);
  };
  const guard = (g: unknown) =>
    describeGuard(g, false, {
      name: (n) => word(GUARD_WORDS, n),
      and: i18n._(FRAME.and),
      or: i18n._(FRAME.or),
      not: i18n._(FRAME.not),
    });
  const transition = (t: TransitionInfo, otherwise: boolean) => {
    const condition = otherwise ? i18n._(FRAME.otherwise) : guard(t.definition.guard);
    const base = t.event === null ? i18n._(FRAME.always) : event(t.event);
    return condition ? `${base} [${condition}]` : base;
  };
  const state = (node: AnyStateNode) => word(STATE_WORDS, node.key);
  const action = (name: string) => word(ACTION_WORDS, name);
  const call = (id: string) => told(FRAME.calls, { call: callName(id) });
  const entry = (actions: string[]) => `${i18n._(FRAME.entry)} / ${actions.join(', ')}`;
  return { state, event, guard, action, call, transition, diagram: { state, transition, action, call, entry } };
}

export function flowWords(i18n: I18n, view: 'business' | 'code'): FlowWords {
  return view === 'code' ? codeWords() : businessWords(i18n);
}

/**
 * A formatted state value (`answered.replaced`, `p.(x.a | y.b)`) in the chosen words: each key
 * told by its state node, a nesting dot as `›`.
 */
export function stateValueWords(machine: AnyStateMachine, words: FlowWords, value: string): string {
  if (!value) return machine.id;
  const nodes = listStateNodes(machine);
  return value
    .replace(/[A-Za-z_][A-Za-z0-9_]*/g, (key) => {
      const node = nodes.find((n) => n.key === key);
      return node ? words.state(node) : key;
    })
    .replace(/\./g, ' › ');
}
