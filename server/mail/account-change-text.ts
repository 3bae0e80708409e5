import type { TActivityEntry, TActivityKind } from '../../contracts/schemas/activity';
import { formatDate } from '../../contracts/locales';
import type { IdpLocale } from '../idp/messages';

/**
 * The confirmation mailed to the subscriber after each change to their account (issue 13: "a
 * confirmation mail for each change"), in the language of the screen that made it. It says what
 * changed, when, on which order and for how much, and what to do if it was not them. Never a card
 * number, a token or a link that signs in.
 */

type KindTexts = Record<Exclude<TActivityKind, 'customerServiceMessage'>, string>;

const WHAT: Record<IdpLocale, KindTexts> = {
  'en-US': {
    payment: 'Payment received',
    cardUpdate: 'Card on file updated',
    cancel: 'Subscription canceled',
    storeCreditRefund: 'Refund to store credit',
    transfer: 'Subscription transferred',
    return: 'Items returned',
    suspend: 'Delivery suspended',
    resume: 'Delivery resumed',
    replacement: 'Replacement issue requested',
    extension: 'Subscription extended',
    seriesUpdate: 'Subscription updated',
    autoRenewStart: 'Automatic renewal turned on',
    autoRenewStop: 'Automatic renewal turned off',
    stopCharge: 'Recurring charge stopped',
    retentionOffer: 'Offer accepted',
    giftOrder: 'Order placed',
    giftResend: 'Gift notice sent again',
    giftRevoke: 'Gift revoked',
    addressChange: 'Address changed',
    addressChangeScheduled: 'Address change scheduled',
    emailChange: 'Email address changed',
    preferences: 'Email preferences updated',
    cancelRequest: 'Cancellation sent to customer service',
  },
  'fr-CA': {
    payment: 'Paiement reçu',
    cardUpdate: 'Carte au dossier mise à jour',
    cancel: 'Abonnement annulé',
    storeCreditRefund: 'Remboursement en crédit en magasin',
    transfer: 'Abonnement transféré',
    return: 'Articles retournés',
    suspend: 'Livraison suspendue',
    resume: 'Livraison reprise',
    replacement: 'Numéro de remplacement demandé',
    extension: 'Abonnement prolongé',
    seriesUpdate: 'Abonnement mis à jour',
    autoRenewStart: 'Renouvellement automatique activé',
    autoRenewStop: 'Renouvellement automatique désactivé',
    stopCharge: 'Prélèvement récurrent arrêté',
    retentionOffer: 'Offre acceptée',
    giftOrder: 'Commande passée',
    giftResend: 'Avis de cadeau renvoyé',
    giftRevoke: 'Cadeau révoqué',
    addressChange: 'Adresse modifiée',
    addressChangeScheduled: 'Changement d’adresse planifié',
    emailChange: 'Adresse courriel modifiée',
    preferences: 'Préférences de courriel mises à jour',
    cancelRequest: 'Demande d’annulation transmise au service à la clientèle',
  },
};

const WORDS = {
  'en-US': {
    subject: (publisher: string, what: string) => `${publisher}: ${what}`,
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (publisher: string, account: string, date: string) => `This confirms a change to your ${publisher} account ${account} on ${date}:`,
    order: 'Order',
    amount: 'Amount',
    toCard: 'refunded to your card',
    toStoreCredit: 'added to your store credit',
    reference: 'Reference',
    pending: 'Customer service will confirm when it is done.',
    notYou: 'If you did not make this change, please contact customer service right away.',
  },
  'fr-CA': {
    subject: (publisher: string, what: string) => `${publisher} : ${what}`,
    hello: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (publisher: string, account: string, date: string) =>
      `Nous confirmons une modification à votre compte ${publisher} ${account}, le ${date} :`,
    order: 'Commande',
    amount: 'Montant',
    toCard: 'remboursé sur votre carte',
    toStoreCredit: 'ajouté à votre crédit en magasin',
    reference: 'Référence',
    pending: 'Le service à la clientèle vous confirmera quand ce sera fait.',
    notYou: 'Si vous n’êtes pas à l’origine de cette modification, veuillez communiquer sans tarder avec le service à la clientèle.',
  },
} as const;

export interface AccountChangeInput {
  entry: TActivityEntry;
  locale: IdpLocale;
  publisherName: string;
  /** ISO 4217, from the publisher's region ('CAD' in Canada). */
  currency: string;
  accountNumber: string;
  customerName: string;
}

/** Subject and plain-text body, or null for an entry that is not a change (a message to customer service). */
export function accountChangeMail({ entry, locale, publisherName, currency, accountNumber, customerName }: AccountChangeInput): { subject: string; text: string } | null {
  if (entry.kind === 'customerServiceMessage') return null;
  const w = WORDS[locale];
  const what = WHAT[locale][entry.kind];
  const date = formatDate(new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }), new Date(entry.at));
  const money = entry.amount === undefined ? null : new Intl.NumberFormat(locale, { style: 'currency', currency }).format(entry.amount);
  const refund = entry.refundTo === 'card' ? ` (${w.toCard})` : entry.refundTo === 'storeCredit' ? ` (${w.toStoreCredit})` : '';
  const colon = locale === 'fr-CA' ? ' : ' : ': ';
  const lines = [
    w.hello(customerName),
    '',
    w.intro(publisherName, accountNumber, date),
    '',
    `  ${what}`,
    ...(entry.orderNumber ? [`  ${w.order}${colon}${entry.orderNumber}`] : []),
    ...(money ? [`  ${w.amount}${colon}${money}${refund}`] : []),
    ...(entry.reference ? [`  ${w.reference}${colon}${entry.reference}`] : []),
    '',
    ...(entry.status === 'pending' ? [w.pending, ''] : []),
    w.notYou,
    '',
    publisherName,
  ];
  return { subject: w.subject(publisherName, what), text: lines.join('\n') };
}

const SECURED = {
  'en-US': {
    subject: (publisher: string) => `${publisher}: your account now uses secure sign-in`,
    body: (publisher: string, account: string, identity: string) => [
      `Your ${publisher} account ${account} was linked to the secure sign-in ${identity}. From now on it is reached by signing in with that email and its password; signing in with the account number and postal code is refused.`,
      '',
      'If you did not do this, please contact customer service right away: they will undo it.',
    ],
    undo: (link: string, days: number) => [`If you did not do this, release your account with this link (it works for ${days} days):`, link],
  },
  'fr-CA': {
    subject: (publisher: string) => `${publisher} : votre compte utilise maintenant la connexion sécurisée`,
    body: (publisher: string, account: string, identity: string) => [
      `Votre compte ${publisher} ${account} a été lié à la connexion sécurisée ${identity}. Désormais, on y accède en se connectant avec ce courriel et son mot de passe; la connexion avec le numéro de compte et le code postal est refusée.`,
      '',
      'Si vous n’êtes pas à l’origine de ce changement, veuillez communiquer sans tarder avec le service à la clientèle : il l’annulera.',
    ],
    undo: (link: string, days: number) => [`Si vous n’êtes pas à l’origine de ce changement, libérez votre compte avec ce lien (valable ${days} jours) :`, link],
  },
} as const;

/** The owner's notice that their account was secured to an identity (issue 16: takeover by linking). */
export function accountSecuredMail(input: {
  locale: IdpLocale;
  publisherName: string;
  accountNumber: string;
  customerName: string;
  identityEmail: string;
  /** The owner's undo link (server/idp/release-pages.ts) and how many days it works; none without a mailed origin. */
  undo?: { url: string; days: number } | null | undefined;
}) {
  const w = WORDS[input.locale];
  const t = SECURED[input.locale];
  const undo = input.undo ? ['', ...t.undo(input.undo.url, input.undo.days)] : [];
  return {
    subject: t.subject(input.publisherName),
    text: [w.hello(input.customerName), '', ...t.body(input.publisherName, input.accountNumber, input.identityEmail), ...undo, '', input.publisherName].join('\n'),
  };
}

const LINKING_CONFIRM = {
  'en-US': {
    subject: (publisher: string) => `${publisher}: confirm secure sign-in for your account`,
    body: (publisher: string, account: string, identity: string, link: string, hours: number) => [
      `Someone signed in as ${identity} asked to link your ${publisher} account ${account} to that secure sign-in. If it was you, open this link while signed in as ${identity} (it works once, for ${hours} hours):`,
      link,
      '',
      'If it was not you, ignore this message: nothing changes.',
    ],
  },
  'fr-CA': {
    subject: (publisher: string) => `${publisher} : confirmez la connexion sécurisée de votre compte`,
    body: (publisher: string, account: string, identity: string, link: string, hours: number) => [
      `Une personne connectée comme ${identity} a demandé de lier votre compte ${publisher} ${account} à cette connexion sécurisée. Si c’est vous, ouvrez ce lien en étant connecté comme ${identity} (valable une fois, pendant ${hours} heures) :`,
      link,
      '',
      'Si ce n’est pas vous, ignorez ce message : rien ne change.',
    ],
  },
} as const;

/** The confirmation link mailed to the account's email on file when another identity asks to secure it (issue 16). */
export function linkingConfirmMail(input: { locale: IdpLocale; publisherName: string; accountNumber: string; customerName: string; identityEmail: string; url: string; hours: number }) {
  const t = LINKING_CONFIRM[input.locale];
  return {
    subject: t.subject(input.publisherName),
    text: [WORDS[input.locale].hello(input.customerName), '', ...t.body(input.publisherName, input.accountNumber, input.identityEmail, input.url, input.hours), '', input.publisherName].join('\n'),
  };
}
