import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { machineAtlas } from '../../machines/index';

/**
 * Every machine of the atlas, as the screens receive it (STYLE rule 2): what touches the world (a
 * request, a navigation, a notice, analytics) is a placeholder that fails loudly with its own name
 * until a screen provides it, never a silent no-op (a popup that never opens, a save that never
 * reaches the gateway). The path tests replace every placeholder with a recorder, so only this test
 * runs them. And the atlas names each machine by its own id, so path ids, docs/flows and the
 * inspector agree.
 */

const PLACEHOLDER = (name: string) => `${name}: add it with .provide()`;

/**
 * Actions that are the machine's own logic, not placeholders: the action cycle's report to the flow
 * that embeds it (a sendParent chosen by the outcome; tests/machines/action-cycle.test.ts).
 */
const ownActions: Record<string, readonly string[]> = { actionCycle: ['report settled'] };

type Implementations = { actions: Record<string, unknown>; actors: Record<string, AnyActorLogic> };

const isBuiltIn = (action: unknown) => typeof (action as { type?: unknown }).type === 'string';
const isMachine = (logic: AnyActorLogic) => 'root' in logic;

describe.each(machineAtlas.map((entry) => [entry.id, entry] as const))('%s', (id, entry) => {
  const { actions, actors } = entry.machine.implementations as unknown as Implementations;
  const placeholderActions = Object.keys(actions).filter((name) => !isBuiltIn(actions[name]) && !(ownActions[id] ?? []).includes(name));
  const placeholderActors = Object.keys(actors).filter((name) => !isMachine(actors[name]!));

  it('is in the atlas under its own id', () => {
    expect(entry.machine.id).toBe(id);
  });

  if (placeholderActions.length > 0) {
    it.each(placeholderActions)('action %s fails with its name until provided', (name) => {
      const action = actions[name] as (...args: unknown[]) => unknown;
      expect(() => action({}, {})).toThrow(PLACEHOLDER(name));
    });
  }

  if (placeholderActors.length > 0) {
    it.each(placeholderActors)('actor %s fails with its name until provided', async (name) => {
      const actor = createActor(actors[name]!, { input: {} });
      // A callback actor that does not fail runs on: give it a moment, not the test's timeout.
      const settled = Promise.race([toPromise(actor), new Promise((resolve) => setTimeout(() => resolve('still running'), 200))]);
      actor.start();
      await expect(settled).rejects.toThrow(PLACEHOLDER(name));
    });
  }
});
