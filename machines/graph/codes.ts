import type { AnyStateMachine } from 'xstate';
import { describeAction, describeGuard, listStateNodes, listTransitions } from './paths';

/**
 * The code names a machine is written in: state keys, the events a subscriber or a screen sends,
 * named conditions, named actions and the ids of invoked calls. The atlas tells each in business
 * words (src/features/flows/flow-words.ts); a test checks that every code name has its words.
 * Events xstate makes itself (`done:`/`error:` of a call, delays, `done` of a state) are told from
 * the call or the delay and are not listed.
 */
export interface CodeNames {
  states: Set<string>;
  events: Set<string>;
  guards: Set<string>;
  actions: Set<string>;
  calls: Set<string>;
}

/** The named conditions a guard is made of (its leaves, through and/or/not). */
export function guardNames(guard: unknown): string[] {
  const names: string[] = [];
  describeGuard(guard, false, {
    name: (n) => {
      names.push(n);
      return n;
    },
    and: 'and',
    or: 'or',
    not: 'not',
  });
  return names;
}

export function codeNames(machines: readonly AnyStateMachine[]): CodeNames {
  const names: CodeNames = { states: new Set(), events: new Set(), guards: new Set(), actions: new Set(), calls: new Set() };
  const addAction = (a: unknown) => {
    const name = describeAction(a);
    if (name && !name.startsWith('xstate.')) names.actions.add(name);
  };
  for (const machine of machines) {
    for (const node of listStateNodes(machine)) {
      if (node.type !== 'history') names.states.add(node.key);
      node.entry.forEach(addAction);
      node.exit.forEach(addAction);
      for (const invoke of node.invoke) names.calls.add(invoke.id);
    }
    for (const t of listTransitions(machine)) {
      if (t.event !== null && !t.event.startsWith('xstate.') && t.event !== '*') names.events.add(t.event);
      for (const g of guardNames(t.definition.guard)) names.guards.add(g);
      t.actions.forEach((a) => names.actions.add(a));
    }
  }
  return names;
}
