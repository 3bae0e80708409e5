import type { Database } from '../db';
import { findPublisherName } from '../db/repositories/account-actions';
import type { CustomerRow } from '../db/repositories/customers';
import type { PublisherRef } from '../db/repositories/publishers';
import type { IdpLocale } from '../idp/messages';
import { queueMail } from '../mail';
import { accountChangeMail, accountSecuredMail, linkingConfirmMail } from '../mail/account-change-text';
import { activityEntry } from './account-activity';
import type { RecordedChange } from './account-actions/common';
import { defaultSender } from './customer-service-mail';
import { currencyOf } from './lookup-response';
import type { SecurityPolicy } from './policy';

/**
 * The confirmation of each change to an account (issue 13): queued in the outbox in the same
 * transaction as the change, so a change that rolls back mails nothing, and delivered after the
 * commit by the mail relay. It goes to the email on file; an email change is also confirmed to
 * the new address, so the owner of the old one hears of it.
 */

export interface ChangeConfirmationDeps {
  database: Database;
  policy: SecurityPolicy;
  publisher: PublisherRef;
  /** The language of the screen that made the change. */
  locale: IdpLocale;
  /** The request host: the default sender's domain. */
  host: string;
  mailFrom?: string | undefined;
}

export const ACCOUNT_CHANGE_MAIL_KIND = 'account-change';

export async function queueChangeConfirmation(deps: ChangeConfirmationDeps, customer: CustomerRow, change: RecordedChange): Promise<void> {
  const newEmail = change.kind === 'email-change' && typeof change.payload.email === 'string' ? change.payload.email : null;
  const recipients = [...new Set([customer.email, newEmail].filter((e): e is string => !!e && e.includes('@')).map((e) => e.trim()))];
  if (recipients.length === 0) return;
  const entry = activityEntry({ kind: change.kind, payload: change.payload, createdAt: deps.policy.now(), orderNumber: null, orderStatus: null });
  if (!entry) return;
  const publisherName = (await findPublisherName(deps.database, deps.publisher.id)) ?? deps.publisher.globalCode;
  const mail = accountChangeMail({
    entry,
    locale: deps.locale,
    publisherName,
    currency: currencyOf(deps.publisher.region),
    accountNumber: customer.accountNumber,
    customerName: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
  });
  if (!mail) return;
  for (const to of recipients) {
    await queueMail(deps.database, {
      kind: ACCOUNT_CHANGE_MAIL_KIND,
      publisherId: deps.publisher.id,
      from: deps.mailFrom ?? defaultSender(publisherName, deps.host),
      to,
      ...mail,
    });
  }
}

/** How the mail of a change is addressed: the language of the request and its publisher's sender. */
export type ChangeNoticeDeps = Omit<ChangeConfirmationDeps, 'policy'>;

/**
 * Tells the owner, at the email on file, that their account was secured to an identity (so that a
 * takeover cannot go unnoticed). Queued with the change; nothing for an account without email.
 */
export async function queueSecuredNotice(
  deps: ChangeNoticeDeps,
  customer: CustomerRow,
  identityEmail: string,
  undo: { url: string; days: number } | null = null,
): Promise<void> {
  await queueOwnerMail(deps, customer, 'account-secured', (owner) => accountSecuredMail({ ...owner, identityEmail, undo }));
}

/** The confirmation link to the account's email on file (issue 16: linking by an identity whose email is not it). */
export async function queueLinkingConfirm(deps: ChangeNoticeDeps, customer: CustomerRow, identityEmail: string, link: { url: string; hours: number }): Promise<void> {
  await queueOwnerMail(deps, customer, 'linking-confirm', (owner) => linkingConfirmMail({ ...owner, identityEmail, ...link }));
}

/** A mail to the account's owner at the email on file, from the publisher's sender; nothing for an account without email. */
async function queueOwnerMail(
  deps: ChangeNoticeDeps,
  customer: CustomerRow,
  kind: 'account-secured' | 'linking-confirm',
  compose: (owner: { locale: ChangeNoticeDeps['locale']; publisherName: string; accountNumber: string; customerName: string }) => { subject: string; text: string },
): Promise<void> {
  if (!customer.email?.includes('@')) return;
  const publisherName = (await findPublisherName(deps.database, deps.publisher.id)) ?? deps.publisher.globalCode;
  await queueMail(deps.database, {
    kind,
    publisherId: deps.publisher.id,
    from: deps.mailFrom ?? defaultSender(publisherName, deps.host),
    to: customer.email.trim(),
    ...compose({
      locale: deps.locale,
      publisherName,
      accountNumber: customer.accountNumber,
      customerName: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
    }),
  });
}
