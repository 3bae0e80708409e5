/**
 * Every text of the identity provider's pages and mail, in en-US and fr-CA (ARCHITECTURE §6: no
 * English left in French). The locale comes from `ui_locales` first (the SPA passes the portal's
 * language), then Accept-Language, else en-US.
 */
export const IDP_LOCALES = ['en-US', 'fr-CA'] as const;
export type IdpLocale = (typeof IDP_LOCALES)[number];
export const DEFAULT_LOCALE: IdpLocale = 'en-US';

function localeOfTag(tag: string): IdpLocale | null {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (language === 'fr') return 'fr-CA';
  if (language === 'en') return 'en-US';
  return null;
}

/** The first supported locale of a space-separated `ui_locales` value. */
export function localeFromUiLocales(uiLocales: unknown): IdpLocale | null {
  if (typeof uiLocales !== 'string') return null;
  for (const tag of uiLocales.split(/\s+/)) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return null;
}

/** The best supported locale of an Accept-Language header (q-values honoured). */
export function localeFromAcceptLanguage(header: string | null | undefined): IdpLocale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return null;
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

const enUS: IdpMessages = {
  languageName: 'English',
  switchLanguage: 'Français',
  email: 'Email',
  password: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
  confirmPassword: 'Confirm password',
  passwordHint: 'At least 10 characters.',
  errorSummary: 'Please correct the errors below.',
  backToPortal: 'Back to the portal',
  backToSignIn: 'Back to sign in',
  cancel: 'Cancel and go back',
  signInTitle: 'Sign in to your account',
  signInButton: 'Sign In',
  forgotPasswordLink: 'Forgot your password?',
  noAccount: 'New here?',
  createAccountLink: 'Create an Account',
  invalidCredentials: 'Invalid email or password.',
  botCheckNeeded: 'This account was tried too many times. Your browser is checking it is not a robot; then enter your password again.',
  botCheckRunning: 'Checking your browser…',
  botCheckVerified: 'Verified. You can sign in.',
  tooManyAttempts: (minutes) =>
    `Too many attempts. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`,
  registerTitle: 'Create an account',
  registerIntro: 'All fields are required.',
  registerButton: 'Create an Account',
  haveAccount: 'Already have an account?',
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  emailTaken: 'An account already exists for this email. Sign in, or reset your password.',
  passwordTooShort: 'Use at least 10 characters.',
  passwordTooLong: 'Use at most 128 characters.',
  passwordsDiffer: 'The passwords do not match.',
  firstNameRequired: 'Enter your first name.',
  lastNameRequired: 'Enter your last name.',
  nameTooLong: 'Use at most 100 characters.',
  forgotTitle: 'Forgot your password?',
  forgotIntro: 'Enter the email of your account and we will send you a link to choose a new password.',
  forgotButton: 'Send the link',
  forgotSent: 'If an account exists for this email, we sent a link to choose a new password. Check your inbox.',
  resetTitle: 'Choose a new password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm the new password',
  resetButton: 'Save the new password',
  resetDone: 'Your password has been changed. You can now sign in with it.',
  signInToPortal: 'Go to the sign-in page',
  resetLinkInvalid: 'This link is invalid, has expired or was already used. Ask for a new one from the sign-in page.',
  resetMailSubject: 'Reset your password',
  resetMailBody: ({ name, publisher, link, minutes }) =>
    [
      `Hello ${name},`,
      '',
      `We received a request to reset the password of your ${publisher} account. To choose a new password, open this link within ${minutes} minutes:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this email: your password stays the same.',
      '',
      publisher,
    ].join('\n'),
  accountTitle: 'Manage my sign-in information',
  accountSignedInAs: (email) => `Signed in with ${email}`,
  changeEmailTitle: 'Change my email',
  newEmail: 'New email',
  confirmNewEmail: 'Confirm the new email',
  currentPassword: 'Current password',
  changeEmailButton: 'Change my email',
  emailsDiffer: 'The emails do not match.',
  emailUnchanged: 'This is already your email.',
  emailChanged: 'Your email has been changed.',
  changePasswordTitle: 'Change my password',
  changePasswordButton: 'Change my password',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'Your current password is not correct.',
  currentPasswordRequired: 'Enter your current password.',
  signOut: 'Sign Out',
  logoutTitle: 'Sign out',
  logoutInProgress: 'Signing you out…',
  logoutConfirm: 'Do you want to sign out?',
  logoutYes: 'Yes, sign me out',
  logoutNo: 'No, keep me signed in',
  loggedOutTitle: 'Signed out',
  loggedOutText: 'You are signed out.',
  errorTitle: 'Something went wrong',
  errorText: 'The sign-in request could not be completed. Go back to the portal and try again.',
  expiredTitle: 'This page has expired',
  expiredText: 'Your sign-in took too long or was already completed. Go back to the portal and start again.',
  notFoundTitle: 'Page not found',
  notFoundText: 'There is no page at this address.',
  formExpired: 'This form has expired. Please try again.',
};

const frCA: IdpMessages = {
  languageName: 'Français',
  switchLanguage: 'English',
  email: 'Courriel',
  password: 'Mot de passe',
  firstName: 'Prénom',
  lastName: 'Nom de famille',
  confirmPassword: 'Confirmer le mot de passe',
  passwordHint: 'Au moins 10 caractères.',
  errorSummary: 'Veuillez corriger les erreurs ci-dessous.',
  backToPortal: 'Retour au portail',
  backToSignIn: 'Retour à la connexion',
  cancel: 'Annuler et revenir',
  signInTitle: 'Connectez-vous à votre compte',
  signInButton: 'Se connecter',
  forgotPasswordLink: 'Mot de passe oublié?',
  noAccount: 'Première visite?',
  createAccountLink: 'Créer un compte',
  invalidCredentials: 'Courriel ou mot de passe invalide.',
  botCheckNeeded: 'Ce compte a fait l’objet de trop de tentatives. Votre navigateur vérifie que vous n’êtes pas un robot; entrez ensuite votre mot de passe de nouveau.',
  botCheckRunning: 'Vérification de votre navigateur…',
  botCheckVerified: 'Vérifié. Vous pouvez vous connecter.',
  tooManyAttempts: (minutes) =>
    `Trop de tentatives. Veuillez patienter ${minutes === 1 ? 'une minute' : `${minutes} minutes`} avant de réessayer.`,
  registerTitle: 'Créer un compte',
  registerIntro: 'Tous les champs sont obligatoires.',
  registerButton: 'Créer un compte',
  haveAccount: 'Vous avez déjà un compte?',
  emailRequired: 'Entrez votre adresse courriel.',
  emailInvalid: 'Entrez une adresse courriel valide, par exemple nom@exemple.com.',
  emailTaken: 'Un compte existe déjà pour ce courriel. Connectez-vous ou réinitialisez votre mot de passe.',
  passwordTooShort: 'Utilisez au moins 10 caractères.',
  passwordTooLong: 'Utilisez au plus 128 caractères.',
  passwordsDiffer: 'Les mots de passe ne correspondent pas.',
  firstNameRequired: 'Entrez votre prénom.',
  lastNameRequired: 'Entrez votre nom de famille.',
  nameTooLong: 'Utilisez au plus 100 caractères.',
  forgotTitle: 'Mot de passe oublié?',
  forgotIntro: 'Entrez le courriel de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  forgotButton: 'Envoyer le lien',
  forgotSent:
    'Si un compte existe pour ce courriel, nous avons envoyé un lien pour choisir un nouveau mot de passe. Consultez votre boîte de réception.',
  resetTitle: 'Choisissez un nouveau mot de passe',
  newPassword: 'Nouveau mot de passe',
  confirmNewPassword: 'Confirmer le nouveau mot de passe',
  resetButton: 'Enregistrer le nouveau mot de passe',
  resetDone: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec celui-ci.',
  signInToPortal: 'Aller à la page de connexion',
  resetLinkInvalid:
    'Ce lien est invalide, a expiré ou a déjà été utilisé. Demandez-en un nouveau à partir de la page de connexion.',
  resetMailSubject: 'Réinitialisez votre mot de passe',
  resetMailBody: ({ name, publisher, link, minutes }) =>
    [
      `Bonjour ${name},`,
      '',
      `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${publisher}. Pour choisir un nouveau mot de passe, ouvrez ce lien d’ici ${minutes} minutes :`,
      '',
      link,
      '',
      'Le lien ne fonctionne qu’une fois. Si vous n’avez pas fait cette demande, ignorez ce courriel : votre mot de passe reste le même.',
      '',
      publisher,
    ].join('\n'),
  accountTitle: 'Gérer mes informations de connexion',
  accountSignedInAs: (email) => `Connexion avec ${email}`,
  changeEmailTitle: 'Modifier mon courriel',
  newEmail: 'Nouveau courriel',
  confirmNewEmail: 'Confirmer le nouveau courriel',
  currentPassword: 'Mot de passe actuel',
  changeEmailButton: 'Modifier mon courriel',
  emailsDiffer: 'Les courriels ne correspondent pas.',
  emailUnchanged: 'Ce courriel est déjà le vôtre.',
  emailChanged: 'Votre courriel a été modifié.',
  changePasswordTitle: 'Modifier mon mot de passe',
  changePasswordButton: 'Modifier mon mot de passe',
  passwordChanged: 'Votre mot de passe a été modifié.',
  currentPasswordWrong: 'Votre mot de passe actuel est incorrect.',
  currentPasswordRequired: 'Entrez votre mot de passe actuel.',
  signOut: 'Se déconnecter',
  logoutTitle: 'Déconnexion',
  logoutInProgress: 'Déconnexion en cours…',
  logoutConfirm: 'Voulez-vous vous déconnecter?',
  logoutYes: 'Oui, me déconnecter',
  logoutNo: 'Non, garder ma session ouverte',
  loggedOutTitle: 'Déconnexion terminée',
  loggedOutText: 'Votre session est fermée.',
  errorTitle: 'Une erreur est survenue',
  errorText: 'La demande de connexion n’a pas pu aboutir. Retournez au portail et réessayez.',
  expiredTitle: 'Cette page a expiré',
  expiredText: 'La connexion a pris trop de temps ou est déjà terminée. Retournez au portail et recommencez.',
  notFoundTitle: 'Page introuvable',
  notFoundText: 'Aucune page ne se trouve à cette adresse.',
  formExpired: 'Ce formulaire a expiré. Veuillez réessayer.',
};

export const MESSAGES: Record<IdpLocale, IdpMessages> = { 'en-US': enUS, 'fr-CA': frCA };

export const otherLocale = (locale: IdpLocale): IdpLocale => (locale === 'en-US' ? 'fr-CA' : 'en-US');
