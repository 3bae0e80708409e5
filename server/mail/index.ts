import { eq, inArray, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../log';

/**
 * Outgoing mail (ARCHITECTURE §1): password-reset links, and the customer-service and cancel-order
 * messages of §7 call 29 (services/customer-service-mail.ts, bodies in customer-service-text.ts).
 * Every message is first written to the mail_outbox table. With SMTP_URL it is then delivered
 * through nodemailer and marked sent (or failed, with the error); without it, it stays queued in
 * the outbox and is printed to the log, so a developer can follow the link it carries.
 */

export interface MailMessage {
  /** What the mail is for, e.g. 'password-reset', 'customer-service'. */
  kind: string;
  publisherId?: number | null;
  /** An address, optionally with a display name: 'Northwind Magazines <no-reply@northwind.example>'. */
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  /** Plain text body. */
  text: string;
}

export type MailStatus = (typeof mailOutbox.$inferSelect)['status'];

export interface MailReceipt {
  /** The outbox row. */
  id: number;
  status: MailStatus;
}

export interface Mailer {
  /** How mail leaves: 'smtp' with SMTP_URL, else 'outbox'. */
  readonly mode: 'smtp' | 'outbox';
  /** Records the message and delivers it when SMTP is configured; never throws for a delivery failure. */
  send(message: MailMessage): Promise<MailReceipt>;
  /**
   * Delivers queued mail of the relayed kinds (written by queueMail) when SMTP is configured, a
   * batch at a time; answers how many it tried. Without SMTP they stay in the outbox.
   */
  relay(): Promise<number>;
}

export interface MailerOptions {
  database: Database;
  log: Logger;
  /** smtp://user:pass@host:port (or smtps://); unset keeps mail in the outbox. */
  smtpUrl?: string | undefined;
  /** A nodemailer transport to use instead of one built from smtpUrl (tests). */
  transport?: Transporter;
}

/** Longest error text kept in the outbox. */
const MAX_ERROR_LENGTH = 500;

/**
 * Writes a message to the outbox as queued, without delivering it. Inside a transaction the mail
 * exists only if the change it confirms commits; the relay (Mailer.relay) delivers it afterwards.
 */
export async function queueMail(database: Database, message: MailMessage): Promise<number> {
  const [row] = await database.run((db) =>
    db
      .insert(mailOutbox)
      .values({
        publisherId: message.publisherId ?? null,
        kind: message.kind,
        fromAddress: message.from,
        toAddress: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        body: message.text,
        status: 'queued',
      })
      .returning({ id: mailOutbox.id }),
  );
  return row!.id;
}

/** Mail written by queueMail, which the relay delivers after the transaction that wrote it. */
export const RELAYED_MAIL_KINDS = ['account-change', 'account-secured', 'linking-confirm'] as const;
/** How many queued mails one relay pass delivers. */
const RELAY_BATCH = 20;

export function createMailer({ database, log, smtpUrl, transport }: MailerOptions): Mailer {
  const transporter = transport ?? (smtpUrl ? nodemailer.createTransport(smtpUrl) : null);
  const mode = transporter ? 'smtp' : 'outbox';

  const record = (message: MailMessage) => queueMail(database, message);

  async function deliver(id: number, message: MailMessage, via: Transporter, claimed = false): Promise<MailReceipt> {
    // A claimed row has already counted this attempt.
    const attempts = claimed ? sql`${mailOutbox.attempts}` : sql`${mailOutbox.attempts} + 1`;
    try {
      await via.sendMail({
        from: message.from,
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
      });
      await database.run((db) =>
        db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts, lastError: null })
          .where(eq(mailOutbox.id, id)),
      );
      log.info('mail sent', { id, kind: message.kind });
      return { id, status: 'sent' };
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      await database.run((db) =>
        db
          .update(mailOutbox)
          .set({ status: 'failed', attempts, lastError: reason })
          .where(eq(mailOutbox.id, id)),
      );
      log.error('mail delivery failed', { id, kind: message.kind, error: reason });
      return { id, status: 'failed' };
    }
  }

  async function claimQueued() {
    // Each row is claimed by moving its attempts on while still queued: two relays never send one mail twice.
    return database.run((db) =>
      db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1` })
        .where(
          sql`${mailOutbox.id} in (select ${mailOutbox.id} from ${mailOutbox} where ${mailOutbox.status} = 'queued' and ${mailOutbox.attempts} = 0
            and ${inArray(mailOutbox.kind, [...RELAYED_MAIL_KINDS])} order by ${mailOutbox.id} limit ${RELAY_BATCH} for update skip locked)`,
        )
        .returning(),
    );
  }

  return {
    mode,
    async relay() {
      if (!transporter) return 0;
      const rows = await claimQueued();
      for (const row of rows) {
        const { id, kind, fromAddress: from, toAddress: to, replyTo, subject, body: text } = row;
        await deliver(id, { kind, from, to, subject, text, ...(replyTo ? { replyTo } : {}) }, transporter, true);
      }
      return rows.length;
    },
    async send(message) {
      const id = await record(message);
      if (transporter) return deliver(id, message, transporter);
      // No SMTP server: the outbox keeps it. The text (a reset link is a credential) is logged only
      // at debug level, for a developer running the portal locally.
      log.info('mail kept in the outbox (no SMTP_URL)', { id, kind: message.kind, to: message.to, subject: message.subject });
      log.debug('outbox mail text', { id, text: message.text });
      return { id, status: 'queued' };
    },
  };
}
