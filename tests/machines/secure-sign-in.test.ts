import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { machineAtlas } from '../../machines/index';
import { secureSignInOpenerMachine, type SecureTokens } from '../../machines/flows/secure-sign-in.opener.machine';
import { secureSignInRedirectMachine, secureSignInTokensMachine } from '../../machines/flows/secure-sign-in.popup.machine';

/**
 * The secure sign-in machines' placeholders (STYLE rule 2): a screen that forgets to provide an
 * actor or an action fails loudly with its name, never silently (a popup that never opens, tokens
 * that never reach the session). The path tests replace every placeholder with a recorder, so only
 * this test runs them. And the atlas names each machine by its own id (path ids, docs/flows and
 * the inspector agree).
 */

const machines: Record<string, AnyStateMachine> = {
  secureSignInOpener: secureSignInOpenerMachine,
  secureSignInRedirect: secureSignInRedirectMachine,
  secureSignInTokens: secureSignInTokensMachine,
};

const placeholders = {
  secureSignInOpener: { actors: ['popup'], actions: ['hand over tokens', 'continue in this window'] },
  secureSignInRedirect: { actors: ['redirectToProvider'], actions: [] },
  secureSignInTokens: { actors: ['exchangeCode', 'postToOpener'], actions: ['close window', 'hand over tokens', 'navigate'] },
} as const;

describe.each(Object.entries(placeholders))('%s', (id, { actors, actions }) => {
  const machine = machines[id]!;
  const implementations = machine.implementations as { actors: Record<string, AnyActorLogic>; actions: Record<string, (...args: unknown[]) => unknown> };

  it('is in the atlas under its own id', () => {
    expect(machine.id).toBe(id);
    expect(machineAtlas.find((entry) => entry.id === id)?.machine).toBe(machine);
  });

  it.each(actors)('actor %s fails with its name until provided', async (name) => {
    const actor = createActor(implementations.actors[name]!, { input: {} });
    // A callback actor that does not fail runs on: give it a moment, not the test's timeout.
    const settled = Promise.race([toPromise(actor), new Promise((resolve) => setTimeout(() => resolve('still running'), 200))]);
    actor.start();
    await expect(settled).rejects.toThrow(`${name}: add it with .provide()`);
  });

  it.each(actions)('action %s fails with its name until provided', (name) => {
    expect(() => implementations.actions[name]!({}, {})).toThrow(`${name}: add it with .provide()`);
  });
});

describe('secureSignInTokens without an opener of ours', () => {
  it('is done once the tokens went to this window’s session: the screen has nothing left to do', async () => {
    const handed: unknown[] = [];
    const actor = createActor(
      secureSignInTokensMachine.provide({
        actors: {
          exchangeCode: fromPromise(async () => ({ accessToken: 'a', idToken: 'i' })),
          postToOpener: fromPromise<void, SecureTokens>(async () => {
            throw new Error('no opener');
          }),
        },
        actions: { 'hand over tokens': (_, tokens) => void handed.push(tokens), navigate: () => {}, 'close window': () => {} },
      }),
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(actor.getSnapshot().value).toBe('continuingHere');
    expect(actor.getSnapshot().status).toBe('done');
    expect(handed).toEqual([{ accessToken: 'a', idToken: 'i' }]);
  });
});
