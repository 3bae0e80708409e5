import type { EventObject } from 'xstate';

/**
 * The event a named action or guard is wired to, narrowed for TypeScript. XState types a named
 * action's event as any event of its machine, so machines used to re-check the type inline
 * (`event.type === 'ORDERS.PAGE' ? event.page : context.page`): a branch that never runs where the
 * action is wired, and that would quietly keep the old value if it were ever wired to another
 * event. This says which event the implementation expects, and fails loudly, naming both, when it
 * gets another one.
 */
export function eventOf<TEvent extends EventObject, TType extends TEvent['type']>(event: TEvent, type: TType): Extract<TEvent, { type: TType }> {
  if (event.type !== type) throw new Error(`Wired to ${type}, ran on ${event.type}`);
  return event as Extract<TEvent, { type: TType }>;
}
