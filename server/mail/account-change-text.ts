import type { I18n } from '@lingui/core';
import type { TActivityEntry, TActivityKind } from '../../contracts/schemas/activity';
import { formatDate } from '../../contracts/locales';
import type { IdpLocale } from '../idp/messages';
import { MAIL_CATALOGS } from './messages';

/**
 * The confirmation mailed to the subscriber after each change to their account (issue 13: "a
 * confirmation mail for each change"), in the language of the screen that made it. It says what
 * changed, when, on which order and for how much, and what to do if it was not them. Never a card
 * number, a token or a link that signs in.
 *
 * Every sentence is an `i18n._('…')` call of the mail catalog (server/mail/messages.ts): the English
 * is its id, the French is in server/mail/locales/fr-CA/mail.po.
 */

type ChangeKind = Exclude<TActivityKind, 'customerServiceMessage'>;

/** What changed, in a few words: the mail's subject and its first line. */
function whatChanged(i18n: I18n, kind: ChangeKind): string {
  switch (kind) {
    case 'payment':
      return i18n._('Payment received');
    case 'cardUpdate':
      return i18n._('Card on file updated');
    case 'cancel':
      return i18n._('Subscription canceled');
    case 'storeCreditRefund':
      return i18n._('Refund to store credit');
    case 'transfer':
      return i18n._('Subscription transferred');
    case 'return':
      return i18n._('Items returned');
    case 'suspend':
      return i18n._('Delivery suspended');
    case 'resume':
      return i18n._('Delivery resumed');
    case 'replacement':
      return i18n._('Replacement issue requested');
    case 'extension':
      return i18n._('Subscription extended');
    case 'seriesUpdate':
      return i18n._('Subscription updated');
    case 'autoRenewStart':
      return i18n._('Automatic renewal turned on');
    case 'autoRenewStop':
      return i18n._('Automatic renewal turned off');
    case 'stopCharge':
      return i18n._('Recurring charge stopped');
    case 'retentionOffer':
      return i18n._('Offer accepted');
    case 'giftOrder':
      return i18n._('Order placed');
    case 'giftResend':
      return i18n._('Gift notice sent again');
    case 'giftRevoke':
      return i18n._('Gift revoked');
    case 'addressChange':
      return i18n._('Address changed');
    case 'addressChangeScheduled':
      return i18n._('Address change scheduled');
    case 'emailChange':
      return i18n._('Email address changed');
    case 'preferences':
      return i18n._('Email preferences updated');
    case 'cancelRequest':
      return i18n._('Cancellation sent to customer service');
  }
}

const hello = (i18n: I18n, name: string) => (name ? i18n._('Hello {name},', { name }) : i18n._('Hello,'));

/** A mail's subject: the publisher's name, then what it is about. */
const subjectOf = (i18n: I18n, publisher: string, what: string) => i18n._('{publisher}: {what}', { publisher, what });

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
  const i18n = MAIL_CATALOGS[locale];
  const what = whatChanged(i18n, entry.kind);
  const date = formatDate(new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }), new Date(entry.at));
  const money = entry.amount === undefined ? null : new Intl.NumberFormat(locale, { style: 'currency', currency }).format(entry.amount);
  const amountLine = (amount: string) =>
    entry.refundTo === 'card'
      ? i18n._('Amount: {amount} (refunded to your card)', { amount })
      : entry.refundTo === 'storeCredit'
        ? i18n._('Amount: {amount} (added to your store credit)', { amount })
        : i18n._('Amount: {amount}', { amount });
  const lines = [
    hello(i18n, customerName),
    '',
    i18n._('This confirms a change to your {publisher} account {account} on {date}:', { publisher: publisherName, account: accountNumber, date }),
    '',
    `  ${what}`,
    ...(entry.orderNumber ? [`  ${i18n._('Order: {order}', { order: entry.orderNumber })}`] : []),
    ...(money ? [`  ${amountLine(money)}`] : []),
    ...(entry.reference ? [`  ${i18n._('Reference: {reference}', { reference: entry.reference })}`] : []),
    '',
    ...(entry.status === 'pending' ? [i18n._('Customer service will confirm when it is done.'), ''] : []),
    i18n._('If you did not make this change, please contact customer service right away.'),
    '',
    publisherName,
  ];
  return { subject: subjectOf(i18n, publisherName, what), text: lines.join('\n') };
}

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
  const i18n = MAIL_CATALOGS[input.locale];
  const publisher = input.publisherName;
  const undo = input.undo
    ? ['', i18n._('If you did not do this, release your account with this link (it works for {days} days):', { days: input.undo.days }), input.undo.url]
    : [];
  return {
    subject: subjectOf(i18n, publisher, i18n._('your account now uses secure sign-in')),
    text: [
      hello(i18n, input.customerName),
      '',
      i18n._(
        'Your {publisher} account {account} was linked to the secure sign-in {identity}. From now on it is reached by signing in with that email and its password; signing in with the account number and postal code is refused.',
        { publisher, account: input.accountNumber, identity: input.identityEmail },
      ),
      '',
      i18n._('If you did not do this, please contact customer service right away: they will undo it.'),
      ...undo,
      '',
      publisher,
    ].join('\n'),
  };
}

/** The confirmation link mailed to the account's email on file when another identity asks to secure it (issue 16). */
export function linkingConfirmMail(input: { locale: IdpLocale; publisherName: string; accountNumber: string; customerName: string; identityEmail: string; url: string; hours: number }) {
  const i18n = MAIL_CATALOGS[input.locale];
  const publisher = input.publisherName;
  return {
    subject: subjectOf(i18n, publisher, i18n._('confirm secure sign-in for your account')),
    text: [
      hello(i18n, input.customerName),
      '',
      i18n._(
        'Someone signed in as {identity} asked to link your {publisher} account {account} to that secure sign-in. If it was you, open this link while signed in as {identity} (it works once, for {hours} hours):',
        { identity: input.identityEmail, publisher, account: input.accountNumber, hours: input.hours },
      ),
      input.url,
      '',
      i18n._('If it was not you, ignore this message: nothing changes.'),
      '',
      publisher,
    ].join('\n'),
  };
}
