import { fromPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { isPlaceholder } from '../../../machines/graph/outcomes';

export { isPlaceholder };

/**
 * The one fake factory for machine tests. Given a machine it returns the machine with
 * - every actor of `machine.implementations.actors` replaced by a promise actor that never settles,
 *   so that `xstate.done.actor.<id>` / `xstate.error.actor.<id>` happen only when the path sends them
 *   (with the path's own `output`/`error`);
 * - every placeholder action replaced by a no-op that records its name in `calls`.
 *
 * How placeholders are found: by our convention (STYLE.md, rule 2) a placeholder is a plain function
 * whose body throws "<name>: add it with .provide()". We match that text in the function's source
 * (`Function.prototype.toString`), without calling it: calling an unknown implementation to see
 * whether it throws could run a real side effect, and a per-machine list would go stale as machines
 * grow. Built-in actions (assign, raise, sendTo...) are objects with `resolve`, never placeholders, and
 * real implementations declared in `setup()` (pure helpers) are left as they are.
 *
 * Inline actors (an `invoke.src` that is logic rather than a name) cannot be replaced through
 * `.provide()`; our machines name every actor, so this does not arise.
 */

export interface MockedMachine<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** Names of the placeholder actions run, in order. */
  calls: string[];
  /** Names of the actors and actions that were replaced. */
  replaced: { actors: string[]; actions: string[] };
}

/** A promise actor that never resolves nor rejects. */
export function neverSettling(): AnyActorLogic {
  return fromPromise(() => new Promise<never>(() => {}));
}

export function mockActors<TMachine extends AnyStateMachine>(machine: TMachine): MockedMachine<TMachine> {
  const calls: string[] = [];
  const implementations = machine.implementations as {
    actors?: Record<string, unknown>;
    actions?: Record<string, unknown>;
  };
  const actorNames = Object.keys(implementations.actors ?? {});
  const actionNames = Object.entries(implementations.actions ?? {})
    .filter(([, action]) => isPlaceholder(action))
    .map(([name]) => name);

  const actors = Object.fromEntries(actorNames.map((name) => [name, neverSettling()]));
  const actions = Object.fromEntries(actionNames.map((name) => [name, () => void calls.push(name)]));
  return {
    machine: machine.provide({ actors, actions } as never) as TMachine,
    calls,
    replaced: { actors: actorNames, actions: actionNames },
  };
}
