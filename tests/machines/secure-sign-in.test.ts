import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SecureTokens } from '../../machines/flows/secure-sign-in.opener.machine';
import { secureSignInTokensMachine } from '../../machines/flows/secure-sign-in.popup.machine';

// The placeholders of these machines, and their ids in the atlas: tests/machines/placeholders.test.ts (every machine).

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
