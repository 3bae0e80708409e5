import { describe, expect, it } from 'vitest';
import type { TSignInConfig } from '../../contracts/schemas/config';
import { signInLoadingText } from '../../src/features/login/guest-methods';
import { SEED_PUBLISHERS } from '../../server/seed/publishers';

/** §2 SignIn.LoadingText (issue 17 item 4): the publisher's text in the reader's language, else "Just a moment". */
describe('the sign-in loading text', () => {
  const withText = (LoadingText: TSignInConfig['LoadingText']) => ({ LoadingText }) as TSignInConfig;

  it('is the publisher’s text in the active language', () => {
    const boreale = withText({ 'en-US': 'Just a moment', 'fr-CA': 'Un instant' });
    expect(signInLoadingText(boreale, 'fr-CA', 'Juste un moment')).toBe('Un instant');
    expect(signInLoadingText(boreale, 'en-US', 'Just a moment')).toBe('Just a moment');
    expect(signInLoadingText(withText('One moment please'), 'en-US', 'Just a moment')).toBe('One moment please');
  });

  it('is the default, translated by the caller, when the publisher gives none', () => {
    expect(signInLoadingText(withText(undefined), 'fr-CA', 'Un instant, s’il vous plaît')).toBe('Un instant, s’il vous plaît');
    expect(signInLoadingText(withText('  '), 'en-US', 'Just a moment')).toBe('Just a moment');
  });

  it('is never a one-language string in the demo: a plain string would stand for every language and hide the translated default', () => {
    for (const publisher of SEED_PUBLISHERS) {
      const text = publisher.adminConfig.SignIn.LoadingText;
      expect(typeof text === 'string', publisher.globalCode).toBe(false);
    }
  });
});
