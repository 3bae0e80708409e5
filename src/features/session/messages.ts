import { msg } from '@lingui/core/macro';

/** §8 Notices of the session flow. */
export const sessionMessages = {
  signedOutTitle: msg`Sign Out Successful`,
  signedOutMessage: msg`You have been signed out of your account.`,
};
