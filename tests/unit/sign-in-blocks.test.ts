import { describe, expect, it } from 'vitest';
import type { TSignInConfig } from '../../contracts/schemas/config';
import { signInBlocksOf } from '../../src/features/login/guest-methods';
import { SEED_PUBLISHERS } from '../../server/seed/publishers';

/** §2 Login page and §3 SignIn.MyloOnlyEnabled (issue 17 item 7): which sign-in blocks the page shows. */
describe('the login page’s blocks', () => {
  const signIn = (EmailPasswordEnabled: boolean, MyloOnlyEnabled: boolean) => ({ EmailPasswordEnabled, MyloOnlyEnabled }) as TSignInConfig;

  it('shows the secure block with EmailPasswordEnabled and the guest block beside it', () => {
    expect(signInBlocksOf(signIn(true, false), false)).toEqual({ secure: true, guest: true });
    expect(signInBlocksOf(signIn(false, false), false)).toEqual({ secure: false, guest: true });
  });

  it('with MyloOnlyEnabled shows the secure sign-in alone, even without EmailPasswordEnabled', () => {
    expect(signInBlocksOf(signIn(true, true), false)).toEqual({ secure: true, guest: false });
    expect(signInBlocksOf(signIn(false, true), false)).toEqual({ secure: true, guest: false });
  });

  it('keeps the guest lookup in the linking view, where it finds the secure sign-in’s account', () => {
    expect(signInBlocksOf(signIn(true, true), true)).toEqual({ secure: false, guest: true });
    expect(signInBlocksOf(signIn(true, false), true)).toEqual({ secure: false, guest: true });
  });

  it('the demo publishers keep both', () => {
    for (const publisher of SEED_PUBLISHERS) expect(signInBlocksOf(publisher.adminConfig.SignIn, false).guest).toBe(true);
  });
});
