import type { I18n } from '@lingui/core';
import { SUPPORTED_LOCALES, acceptLanguageTags, negotiateLocale, type TLocale } from '../../contracts/locales';
import { loadCatalogs } from '../i18n/catalog';

/**
 * Every text of the identity provider's pages and mail, in en-US and fr-CA (ARCHITECTURE §6: no
 * English left in French). The English is the message id in the `i18n._('…')` calls below;
 * `npm run i18n:extract` writes them to server/idp/locales/<locale>/idp.po, where the French is
 * translated, and the server loads both catalogs at start-up. The locale comes from `ui_locales`
 * first (the SPA passes the portal's language), then Accept-Language, else en-US, through the
 * portal's one negotiation (contracts/locales.ts).
 */
export const IDP_LOCALES = SUPPORTED_LOCALES;
export type IdpLocale = TLocale;
export const DEFAULT_LOCALE: IdpLocale = 'en-US';

/** The first supported locale of a space-separated `ui_locales` value. */
export function localeFromUiLocales(uiLocales: unknown): IdpLocale | null {
  return typeof uiLocales === 'string' ? negotiateLocale(uiLocales.split(/\s+/)) : null;
}

/** The best supported locale of an Accept-Language header (q-values honoured). */
export function localeFromAcceptLanguage(header: string | null | undefined): IdpLocale | null {
  return negotiateLocale(acceptLanguageTags(header));
}

export function pickLocale(...candidates: Array<IdpLocale | null | undefined>): IdpLocale {
  return candidates.find((c): c is IdpLocale => !!c) ?? DEFAULT_LOCALE;
}

export interface IdpMessages {
  languageName: string;
  switchLanguage: string;
  // Shared fields and texts
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  confirmPassword: string;
  passwordHint: string;
  errorSummary: string;
  backToPortal: string;
  backToSignIn: string;
  cancel: string;
  // Sign in
  signInTitle: string;
  signInButton: string;
  forgotPasswordLink: string;
  noAccount: string;
  createAccountLink: string;
  invalidCredentials: string;
  tooManyAttempts: (minutes: number) => string;
  /** An account tried too often: the page checks the browser before the next attempt. */
  botCheckNeeded: string;
  botCheckRunning: string;
  botCheckVerified: string;
  // Create account
  registerTitle: string;
  registerIntro: string;
  registerButton: string;
  haveAccount: string;
  emailRequired: string;
  emailInvalid: string;
  emailTaken: string;
  passwordTooShort: string;
  passwordTooLong: string;
  passwordsDiffer: string;
  firstNameRequired: string;
  lastNameRequired: string;
  nameTooLong: string;
  // Forgotten password and reset
  forgotTitle: string;
  forgotIntro: string;
  forgotButton: string;
  forgotSent: string;
  resetTitle: string;
  newPassword: string;
  confirmNewPassword: string;
  resetButton: string;
  resetDone: string;
  signInToPortal: string;
  resetLinkInvalid: string;
  resetMailSubject: string;
  resetMailBody: (p: { name: string; publisher: string; link: string; minutes: number }) => string;
  // The owner's undo of a linking (issue 16)
  releaseTitle: string;
  releaseIntro: (account: string) => string;
  releaseButton: string;
  releaseDone: (account: string) => string;
  releaseNothing: string;
  // The confirmation link of a linking (issue 16)
  confirmLinkTitle: string;
  confirmLinkIntro: (p: { account: string; email: string }) => string;
  confirmLinkButton: string;
  confirmLinkDone: (account: string) => string;
  confirmLinkSignIn: string;
  confirmLinkSignInButton: string;
  confirmLinkRefused: string;
  // Account management
  accountTitle: string;
  accountSignedInAs: (email: string) => string;
  changeEmailTitle: string;
  newEmail: string;
  confirmNewEmail: string;
  currentPassword: string;
  changeEmailButton: string;
  emailsDiffer: string;
  emailUnchanged: string;
  emailChanged: string;
  changePasswordTitle: string;
  changePasswordButton: string;
  passwordChanged: string;
  currentPasswordWrong: string;
  currentPasswordRequired: string;
  signOut: string;
  // Logout
  logoutTitle: string;
  logoutInProgress: string;
  logoutConfirm: string;
  logoutYes: string;
  logoutNo: string;
  loggedOutTitle: string;
  loggedOutText: string;
  // Errors
  errorTitle: string;
  errorText: string;
  expiredTitle: string;
  expiredText: string;
  notFoundTitle: string;
  notFoundText: string;
  formExpired: string;
}


/** The texts of the pages in the language of `i18n` (one Lingui instance per locale). */
function messagesIn(i18n: I18n): IdpMessages {
  return {
    languageName: i18n._('English'),
    // Filled below with the other language's name, written in that language.
    switchLanguage: '',
    email: i18n._('Email'),
    password: i18n._('Password'),
    firstName: i18n._('First name'),
    lastName: i18n._('Last name'),
    confirmPassword: i18n._('Confirm password'),
    passwordHint: i18n._('At least 10 characters.'),
    errorSummary: i18n._('Please correct the errors below.'),
    backToPortal: i18n._('Back to the portal'),
    backToSignIn: i18n._('Back to sign in'),
    cancel: i18n._('Cancel and go back'),
    signInTitle: i18n._('Sign in to your account'),
    signInButton: i18n._('Sign In'),
    forgotPasswordLink: i18n._('Forgot your password?'),
    noAccount: i18n._('New here?'),
    createAccountLink: i18n._('Create an Account'),
    invalidCredentials: i18n._('Invalid email or password.'),
    botCheckNeeded: i18n._('This account was tried too many times. Your browser is checking it is not a robot; then enter your password again.'),
    botCheckRunning: i18n._('Checking your browser…'),
    botCheckVerified: i18n._('Verified. You can sign in.'),
    tooManyAttempts: (minutes) =>
      minutes === 1
        ? i18n._('Too many attempts. Please wait a minute and try again.')
        : i18n._('Too many attempts. Please wait {minutes} minutes and try again.', { minutes }),
    registerTitle: i18n._('Create an account'),
    registerIntro: i18n._('All fields are required.'),
    registerButton: i18n._('Create an Account'),
    haveAccount: i18n._('Already have an account?'),
    emailRequired: i18n._('Enter your email address.'),
    emailInvalid: i18n._('Enter a valid email address, like name@example.com.'),
    emailTaken: i18n._('An account already exists for this email. Sign in, or reset your password.'),
    passwordTooShort: i18n._('Use at least 10 characters.'),
    passwordTooLong: i18n._('Use at most 128 characters.'),
    passwordsDiffer: i18n._('The passwords do not match.'),
    firstNameRequired: i18n._('Enter your first name.'),
    lastNameRequired: i18n._('Enter your last name.'),
    nameTooLong: i18n._('Use at most 100 characters.'),
    forgotTitle: i18n._('Forgot your password?'),
    forgotIntro: i18n._('Enter the email of your account and we will send you a link to choose a new password.'),
    forgotButton: i18n._('Send the link'),
    forgotSent: i18n._('If an account exists for this email, we sent a link to choose a new password. Check your inbox.'),
    resetTitle: i18n._('Choose a new password'),
    newPassword: i18n._('New password'),
    confirmNewPassword: i18n._('Confirm the new password'),
    resetButton: i18n._('Save the new password'),
    resetDone: i18n._('Your password has been changed. You can now sign in with it.'),
    signInToPortal: i18n._('Go to the sign-in page'),
    resetLinkInvalid: i18n._('This link is invalid, has expired or was already used. Ask for a new one from the sign-in page.'),
    resetMailSubject: i18n._('Reset your password'),
    resetMailBody: ({ name, publisher, link, minutes }) =>
      [
        i18n._('Hello {name},', { name }),
        '',
        i18n._('We received a request to reset the password of your {publisher} account. To choose a new password, open this link within {minutes} minutes:', { publisher, minutes }),
        '',
        link,
        '',
        i18n._('The link works once. If you did not ask for it, ignore this email: your password stays the same.'),
        '',
        publisher,
      ].join('\n'),
    accountTitle: i18n._('Manage my sign-in information'),
    accountSignedInAs: (email) => i18n._('Signed in with {email}', { email }),
    releaseTitle: i18n._('Release your account from secure sign-in'),
    releaseIntro: (account) =>
      i18n._(
        'Account {account} was linked to a secure sign-in. If you did not do this, release the account: signing in with its account number and postal code works again, and that secure sign-in no longer reaches it.',
        { account },
      ),
    releaseButton: i18n._('Release my account'),
    releaseDone: (account) => i18n._('Account {account} is released. You can sign in with its account number and postal code.', { account }),
    releaseNothing: i18n._('There is nothing to release: this link has expired or was already used, or the account is no longer linked to that secure sign-in.'),
    confirmLinkTitle: i18n._('Confirm secure sign-in for your account'),
    confirmLinkIntro: ({ account, email }) => i18n._('Link account {account} to the secure sign-in {email}? From then on, it is reached by signing in with that email.', { account, email }),
    confirmLinkButton: i18n._('Link my account'),
    confirmLinkDone: (account) => i18n._('Account {account} now uses secure sign-in. Return to the portal to see it.', { account }),
    confirmLinkSignIn: i18n._('To link your account, sign in with the secure sign-in that asked for this link. You come back to this page afterwards.'),
    confirmLinkSignInButton: i18n._('Sign in to link my account'),
    confirmLinkRefused: i18n._('This link cannot be used: it has expired or was already used, it was sent for another secure sign-in, or the account is already linked.'),
    changeEmailTitle: i18n._('Change my email'),
    newEmail: i18n._('New email'),
    confirmNewEmail: i18n._('Confirm the new email'),
    currentPassword: i18n._('Current password'),
    changeEmailButton: i18n._('Change my email'),
    emailsDiffer: i18n._('The emails do not match.'),
    emailUnchanged: i18n._('This is already your email.'),
    emailChanged: i18n._('Your email has been changed.'),
    changePasswordTitle: i18n._('Change my password'),
    changePasswordButton: i18n._('Change my password'),
    passwordChanged: i18n._('Your password has been changed.'),
    currentPasswordWrong: i18n._('Your current password is not correct.'),
    currentPasswordRequired: i18n._('Enter your current password.'),
    signOut: i18n._('Sign Out'),
    logoutTitle: i18n._('Sign out'),
    logoutInProgress: i18n._('Signing you out…'),
    logoutConfirm: i18n._('Do you want to sign out?'),
    logoutYes: i18n._('Yes, sign me out'),
    logoutNo: i18n._('No, keep me signed in'),
    loggedOutTitle: i18n._('Signed out'),
    loggedOutText: i18n._('You are signed out.'),
    errorTitle: i18n._('Something went wrong'),
    errorText: i18n._('The sign-in request could not be completed. Go back to the portal and try again.'),
    expiredTitle: i18n._('This page has expired'),
    expiredText: i18n._('Your sign-in took too long or was already completed. Go back to the portal and start again.'),
    notFoundTitle: i18n._('Page not found'),
    notFoundText: i18n._('There is no page at this address.'),
    formExpired: i18n._('This form has expired. Please try again.'),
  };
}

const catalogs = loadCatalogs(`${import.meta.dirname}/locales`, 'idp', IDP_LOCALES);

export const otherLocale = (locale: IdpLocale): IdpLocale => (locale === 'en-US' ? 'fr-CA' : 'en-US');

export const MESSAGES = Object.fromEntries(IDP_LOCALES.map((locale) => [locale, messagesIn(catalogs[locale])])) as Record<IdpLocale, IdpMessages>;
for (const locale of IDP_LOCALES) MESSAGES[locale].switchLanguage = MESSAGES[otherLocale(locale)].languageName;
