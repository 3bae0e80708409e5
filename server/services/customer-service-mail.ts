import type { TAdminConfig } from '../../contracts/schemas/config';
import { localize } from '../../contracts/schemas/common';
import type { TCancelOrderEmailPayload, TContactEmailPayload, TCustServEmailRequest } from '../../contracts/schemas/mail';
import { ZContactFormSchema, sameEmail } from '../../contracts/validation/forms';
import type { Database } from '../db';
import { recordServiceRequest } from '../db/repositories/account-actions';
import { CANCEL_REQUEST_KIND } from '../db/repositories/account-view';
import { findCustomer, findOrder } from '../db/repositories/billing';
import { findAdminConfig, type PublisherRef } from '../db/repositories/publishers';
import type { Logger } from '../log';
import type { MailMessage, Mailer } from '../mail';
import { cancelOrderEmailText, contactEmailText, sessionReference, subjectLine, type AccountNumberStanding } from '../mail/customer-service-text';
import type { SecurityPolicy } from './policy';
import { consumeRateLimits } from './rate-limits';
import type { ActiveSession } from './sessions';

/**
 * §7 call 29: mail to customer service, for the contact form ('Send Custserv Email', §3 Contact
 * email payload) and for the cancel-order fallback ('Send Cancel Order Email', §4).
 *
 * The recipient is never the caller's choice: custServEmailAddress must be the address the
 * publisher configured for the product, or nothing is sent. The customer is the Reply-To, so
 * customer service answers them directly. Messages are rate-limited per session and per client
 * address. The contact form's §5 rules are checked again here: the gateway trusts no client.
 */

export interface CustServMailDeps {
  database: Database;
  policy: SecurityPolicy;
  mailer: Mailer;
  log: Logger;
  /** MAIL_FROM; default `"<ClientName>" <no-reply@<host>>`. */
  mailFrom?: string | undefined;
}

export interface CustServMailInput {
  publisher: PublisherRef;
  session: ActiveSession;
  clientAddress: string;
  /** The request host without port: the default sender's domain. */
  host: string;
  body: TCustServEmailRequest;
}

export type FieldErrors = Record<string, string[]>;

export type CustServMailOutcome =
  | { kind: 'sent'; messageId: string }
  | { kind: 'invalid'; fieldErrors: FieldErrors }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  /** The mail server refused or could not be reached; the outbox keeps the message as failed. */
  | { kind: 'not-delivered' };

export const CUSTSERV_MESSAGES = {
  unknownProduct: 'This product has no customer service address.',
  wrongAddress: 'This is not the customer service address of this product.',
  mismatch: 'Does not match the contact form.',
  rateLimited: (seconds: number) =>
    `Too many messages to customer service. Please wait ${seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`} and try again.`,
  notDelivered: 'Your message could not be sent. Please try again later.',
} as const;

type Product = TAdminConfig['CustomerService']['Products'][number];

export async function sendCustomerServiceMail(deps: CustServMailDeps, input: CustServMailInput): Promise<CustServMailOutcome> {
  const { database, policy, mailer, log } = deps;
  const { publisher, session, clientAddress, body } = input;

  // Every attempt counts, valid or not: a script probing the checks is throttled too.
  const verdict = await consumeRateLimits(database, policy.now(), [
    { scope: 'custserv:session', subject: session.id, limit: policy.rateLimits.custServEmailPerSession },
    { scope: 'custserv:address', subject: clientAddress, limit: policy.rateLimits.custServEmailPerAddress },
  ]);
  if (verdict.limited) return { kind: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds };

  const adminConfig = await findAdminConfig(database, publisher.globalCode);
  const product = adminConfig?.CustomerService.Products.find((p) => p.prodIdAlias === body.prodIdAlias);
  if (!adminConfig || !product) return { kind: 'invalid', fieldErrors: { 'body.prodIdAlias': [CUSTSERV_MESSAGES.unknownProduct] } };
  if (body.custServEmailAddress.trim().toLowerCase() !== product.custServEmailAddress.toLowerCase()) {
    return { kind: 'invalid', fieldErrors: { 'body.custServEmailAddress': [CUSTSERV_MESSAGES.wrongAddress] } };
  }

  const publisherName = adminConfig.ClientProperties.ClientName;
  let message: Omit<MailMessage, 'from' | 'to' | 'kind'> & { kind: 'customer-service' | 'cancel-order' };
  if (body.emailType === 'Send Custserv Email') {
    const fieldErrors = contactFormErrors(body);
    if (fieldErrors) return { kind: 'invalid', fieldErrors };
    message = {
      kind: 'customer-service',
      replyTo: body.customerEmailAddress,
      subject: subjectLine(body.emailSubject),
      text: contactEmailText({
        payload: body,
        publisherName,
        productName: localize(product.name, 'en-US'),
        accountNumberStanding: accountNumberStanding(session, body.emailContent.accountNumber),
        signedIn: session.accountNumbers.size > 0,
        sessionId: session.id,
      }),
    };
  } else {
    message = cancelOrderMessage(body, product, publisherName, session.id);
  }

  const receipt = await mailer.send({
    ...message,
    publisherId: publisher.id,
    from: deps.mailFrom ?? defaultSender(publisherName, input.host),
    to: product.custServEmailAddress,
  });
  log.info('customer-service mail', { id: receipt.id, status: receipt.status, kind: message.kind, sessionRef: sessionReference(session.id) });
  if (receipt.status === 'failed') return { kind: 'not-delivered' };
  await recordRequest(deps.database, publisher, session, body, receipt.id);
  return { kind: 'sent', messageId: String(receipt.id) };
}

/**
 * A message or cancellation sent for an account the session proved goes into the account's audit
 * trail, so the account activity lists it (a cancellation as pending until it is carried out).
 * A visitor's message naming an account they did not prove is not recorded against it.
 */
async function recordRequest(database: Database, publisher: PublisherRef, session: ActiveSession, body: TCustServEmailRequest, mailId: number | string) {
  const accountNumber = body.emailType === 'Send Custserv Email' ? (body.emailContent.accountNumber ?? '').trim() : body.accountNumber;
  if (!accountNumber || !session.accountNumbers.has(accountNumber)) return;
  const customer = await findCustomer(database, publisher.id, accountNumber);
  if (!customer) return;
  const order = body.emailType === 'Send Custserv Email' ? null : await findOrder(database, publisher.id, body.orderNumber);
  await recordServiceRequest(database, {
    publisherId: publisher.id,
    customerId: customer.id,
    orderId: order?.id ?? null,
    kind: body.emailType === 'Send Custserv Email' ? 'customer-service-message' : CANCEL_REQUEST_KIND,
    payload:
      body.emailType === 'Send Custserv Email'
        ? { subject: subjectLine(body.emailSubject), mailId: String(mailId) }
        : { orderNumber: body.orderNumber, mailId: String(mailId) },
    sessionId: session.id,
  });
}

/**
 * The §5 rules of the contact form on emailContent, and the §3 payload agreeing with it: the
 * reply-to is the email typed (twice), the subject the one chosen, the product the one selected.
 */
function contactFormErrors(body: TContactEmailPayload): FieldErrors | null {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  const parsed = ZContactFormSchema.safeParse(body.emailContent);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(['body', 'emailContent', ...issue.path].join('.'), issue.message);
  }
  const form = body.emailContent;
  if (!sameEmail(body.customerEmailAddress, form.email1)) add('body.customerEmailAddress', CUSTSERV_MESSAGES.mismatch);
  if (subjectLine(body.emailSubject) !== subjectLine(form.emailSubjectSelected.title)) add('body.emailSubject', CUSTSERV_MESSAGES.mismatch);
  if (form.productSelected !== body.prodIdAlias) add('body.emailContent.productSelected', CUSTSERV_MESSAGES.mismatch);
  if (body.customer.prodIdAlias !== body.prodIdAlias) add('body.customer.prodIdAlias', CUSTSERV_MESSAGES.mismatch);
  return Object.keys(errors).length ? errors : null;
}

/**
 * The contact form's account number is free text (§5: optional, anything the customer believes it
 * is), so it is not an authorisation scope: a visitor who cannot sign in may name theirs. It is
 * marked verified only when the session proved that very account.
 */
function accountNumberStanding(session: ActiveSession, accountNumber: string | undefined): AccountNumberStanding {
  const typed = (accountNumber ?? '').trim();
  if (!typed) return 'none';
  return session.accountNumbers.has(typed) ? 'verified' : 'unverified';
}

function cancelOrderMessage(body: TCancelOrderEmailPayload, product: Product, publisherName: string, sessionId: string) {
  return {
    kind: 'cancel-order' as const,
    ...(body.customerEmailAddress ? { replyTo: body.customerEmailAddress } : {}),
    subject: subjectLine(`Cancel order ${body.orderNumber} (account ${body.accountNumber}, ${localize(product.name, 'en-US')})`),
    text: cancelOrderEmailText(body, publisherName, sessionId),
  };
}

/** `"Northwind Magazines" <no-reply@northwind.localhost>`; a host that is not a plain name falls back to localhost. */
export function defaultSender(publisherName: string, host: string): string {
  const domain = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(host) ? host : 'localhost';
  return `"${publisherName.replace(/["\\\r\n]/g, '')}" <no-reply@${domain}>`;
}
