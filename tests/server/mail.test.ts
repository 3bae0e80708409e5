import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema';
import { createLogger } from '../../server/log';
import { createMailer, queueMail } from '../../server/mail';
import { testDatabases, type TestDatabase } from './support/database';

const message = {
  kind: 'password-reset',
  from: 'Northwind Magazines <no-reply@northwind.localhost>',
  to: 'reader@example.com',
  subject: 'Reset your password',
  text: 'Open this link: https://northwind.localhost/x',
};

describe.each(testDatabases())('mailer on $name', ({ open }) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await open();
  });
  afterAll(() => testDb?.dispose());

  const row = async (id: number) => (await testDb.database.run((db) => db.select().from(mailOutbox).where(eq(mailOutbox.id, id))))[0]!;

  it('without SMTP keeps the message queued in the outbox and prints it (masking card numbers)', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ database: testDb.database, log: createLogger('info', (l) => lines.push(l)) });
    expect(mailer.mode).toBe('outbox');
    const receipt = await mailer.send({ ...message, text: 'Card 4111 1111 1111 1111 on file.', replyTo: 'service@northwind.example' });
    expect(receipt.status).toBe('queued');
    expect(await row(receipt.id)).toMatchObject({ kind: 'password-reset', toAddress: 'reader@example.com', replyTo: 'service@northwind.example', status: 'queued', sentAt: null });
    expect(lines.join('\n')).toContain('Reset your password');
    expect(lines.join('\n')).not.toContain('4111 1111 1111 1111');
  });

  it('with SMTP delivers through nodemailer and records the message as sent', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: unknown[] = [];
    const original = transport.sendMail.bind(transport);
    transport.sendMail = ((mail: Parameters<typeof original>[0]) => {
      sent.push(mail);
      return original(mail);
    }) as typeof transport.sendMail;
    const mailer = createMailer({ database: testDb.database, log: createLogger('silent'), transport });
    expect(mailer.mode).toBe('smtp');
    const receipt = await mailer.send({ ...message, publisherId: null });
    expect(receipt.status).toBe('sent');
    expect(sent).toEqual([expect.objectContaining({ to: 'reader@example.com', subject: 'Reset your password' })]);
    const stored = await row(receipt.id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(stored.sentAt).toBeInstanceOf(Date);
  });

  it('records a delivery failure without throwing', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    transport.sendMail = (() => Promise.reject(new Error('connection refused'))) as typeof transport.sendMail;
    const mailer = createMailer({ database: testDb.database, log: createLogger('silent'), transport });
    const receipt = await mailer.send(message);
    expect(receipt.status).toBe('failed');
    expect(await row(receipt.id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'connection refused' });
  });

  it('relays mail queued in a transaction once, after it commits; a rolled-back change mails nothing', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const original = transport.sendMail.bind(transport);
    transport.sendMail = ((mail: Parameters<typeof original>[0]) => {
      sent.push(String(mail.subject));
      return original(mail);
    }) as typeof transport.sendMail;
    const mailer = createMailer({ database: testDb.database, log: createLogger('silent'), transport });
    const confirmation = { ...message, kind: 'account-change' };
    await expect(
      testDb.database.transaction(async () => {
        await queueMail(testDb.database, { ...confirmation, subject: 'Rolled back' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const id = await testDb.database.transaction(() => queueMail(testDb.database, { ...confirmation, subject: 'Address changed' }));
    // Other kinds are sent by send() itself, never by the relay.
    await queueMail(testDb.database, { ...message, subject: 'Not relayed' });
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await mailer.relay()).toBe(1);
    expect(await mailer.relay()).toBe(0);
    expect(sent).toEqual(['Address changed']);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('two relays running at once send a queued confirmation once (a claimed row is not claimed again)', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: Parameters<typeof original>[0]) => {
      sent.push(String(mail.subject));
      await new Promise((resolve) => setTimeout(resolve, 100));
      return original(mail);
    }) as typeof transport.sendMail;
    const mailer = createMailer({ database: testDb.database, log: createLogger('silent'), transport });
    await queueMail(testDb.database, { ...message, kind: 'account-change', subject: 'Sent once' });
    const counts = await Promise.all([mailer.relay(), mailer.relay()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(sent).toEqual(['Sent once']);
  });

  it('without SMTP the relay leaves confirmations queued in the outbox', async () => {
    const mailer = createMailer({ database: testDb.database, log: createLogger('silent') });
    const id = await queueMail(testDb.database, { ...message, kind: 'account-change' });
    expect(await mailer.relay()).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0 });
  });
});
