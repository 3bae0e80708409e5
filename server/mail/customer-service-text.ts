import { createHash } from 'node:crypto';
import type { TCancelOrderEmailPayload, TContactEmailPayload } from '../../contracts/schemas/mail';

/**
 * The plain-text bodies of the mail sent to customer service (§7 call 29): what the customer wrote
 * and who they are, in the customer-service team's language (English), ending with the session
 * identifier (§7 "The body ends with a session identifier").
 *
 * The identifier is a reference derived from the session id, never the id itself: the session id
 * is a bearer credential (ARCHITECTURE §5) and a mailbox is no place for one. The gateway logs the
 * same reference with the outbox id, so a message can still be traced to its session.
 */

/** 16 characters of the SHA-256 of the session id (base64url): stable, and useless as a credential. */
export function sessionReference(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url').slice(0, 16);
}

export const sessionLine = (sessionId: string) => `Session: ${sessionReference(sessionId)}`;

/** One line of a subject: no line breaks (a header), trimmed, at most 200 characters. */
export function subjectLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').replace(/\s{2,}/g, ' ').trim().slice(0, 200);
}

/** How the account number the customer gave relates to the session that sent it. */
export type AccountNumberStanding = 'none' | 'verified' | 'unverified';

export interface ContactTextInput {
  payload: TContactEmailPayload;
  publisherName: string;
  productName: string;
  accountNumberStanding: AccountNumberStanding;
  signedIn: boolean;
  sessionId: string;
}

export function contactEmailText({ payload, publisherName, productName, accountNumberStanding, signedIn, sessionId }: ContactTextInput): string {
  const { emailContent: form, customer } = payload;
  const { address } = form;
  const accountNumber = (form.accountNumber ?? '').trim();
  const standing = {
    none: 'not given',
    verified: `${accountNumber} (signed in to this account)`,
    unverified: `${accountNumber} (as typed by the customer; not verified)`,
  }[accountNumberStanding];
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [
    `Message to customer service from the ${publisherName} subscriber portal`,
    '',
    `Subject: ${subjectLine(payload.emailSubject)}`,
    `Product: ${productName} (${payload.prodIdAlias})`,
    `Customer email: ${payload.customerEmailAddress}`,
    `Account number: ${standing}`,
    '',
    'Name and address:',
    address.name,
    address.address1,
    ...(address.address2 ? [address.address2] : []),
    cityLine,
    customer.address.countryCode,
    '',
    `Prompt shown: ${form.emailSubjectSelected.prompt || '(none)'}`,
    'Message:',
    form.emailAdditionalInfo.trim(),
    '',
    signedIn ? 'Sent from a signed-in session.' : 'Sent without signing in.',
    sessionLine(sessionId),
  ].join('\n');
}

export function cancelOrderEmailText(payload: TCancelOrderEmailPayload, publisherName: string, sessionId: string): string {
  return [
    `Order cancellation to complete by hand, from the ${publisherName} subscriber portal`,
    '',
    `Product: ${payload.prodIdAlias}`,
    `Account number: ${payload.accountNumber} (signed in to this account)`,
    `Order number: ${payload.orderNumber}`,
    ...(payload.customerEmailAddress ? [`Customer email: ${payload.customerEmailAddress}`] : []),
    '',
    ...payload.details.map((d) => `${subjectLine(d.label)}: ${d.value.replace(/\r?\n/g, ' ')}`),
    '',
    sessionLine(sessionId),
  ].join('\n');
}
