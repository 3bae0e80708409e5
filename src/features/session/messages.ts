import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SignInFailureCode } from '../../../machines/rules/sign-in';

/** §8 Notices of the session flow. */
export const sessionMessages = {
  signedOutTitle: msg`Sign Out Successful`,
  signedOutMessage: msg`You have been signed out of your account.`,
  lookupErrorTitle: msg`Account Lookup Error`,
  sessionTimeout: msg`Session Timeout`,
};

/**
 * §8 Sign-in and lookup: the message of each failure code. The spec gives the texts of
 * USER_NOT_FOUND, USER_NOT_FOUND_DUPLICATE, the secured account and unknown codes; the others are ours.
 */
export const signInFailureMessages: Record<SignInFailureCode, MessageDescriptor> = {
  USER_NOT_FOUND: msg`We could not find your account. Please try another sign in method`,
  USER_NOT_FOUND_DUPLICATE: msg`More than one account matched this email. Please try another sign in method`,
  ACCOUNT_SECURED: msg`Guest sign in is unavailable because you previously secured your account. Use the "Sign In" option to access your account.`,
  SECURE_SIGN_IN_REQUIRED: msg`This account is protected by a secure sign-in. Use the "Sign In" option to access your account.`,
  RATE_LIMITED: msg`Too many sign-in attempts. Please wait a few minutes and try again.`,
  BOT_CHECK_FAILED: msg`Please complete the bot check and try again.`,
  INVALID_LOGIN_TOKEN: msg`Invalid login token`,
  INVALID_CONTINUE_LINK: msg`This link to continue your session is not valid. Please sign in again.`,
  LOOKUP_FAILED: msg`Sorry, we could not find your account`,
  UNKNOWN: msg`Account lookup failure: Please retry.`,
};
