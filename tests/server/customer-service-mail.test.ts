import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TCancelOrderEmailPayload, TContactEmailPayload } from '../../contracts/schemas/mail';
import { createApp } from '../../server/app';
import { mailOutbox } from '../../server/db/schema';
import { createLogger } from '../../server/log';
import { createMailer, type Mailer } from '../../server/mail';
import { sessionReference } from '../../server/mail/customer-service-text';
import { seed } from '../../server/seed';
import { testDatabases, type TestDatabase } from './support/database';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';

/**
 * §7 call 29 through the gateway, delivered to a real SMTP server started by the test: the
 * recipient is the product's configured address, the customer is the Reply-To, the body ends with
 * the session identifier; the §5 rules answer 400 with field errors; a recipient that is not the
 * configured one is refused; messages are rate-limited per session and per client address.
 */

const NORTHWIND = 'northwind.localhost:8080';
const BOREALE = 'boreale.localhost:8080';
const HOUR_MS = 3_600_000;
const CLIENT_HEADER = 'x-test-client';

const alice = { name: 'Alice Walker', address1: '350 Fifth Avenue', city: 'New York', state: 'NY', postalCode: '10118' };

function contactPayload(overrides: { product?: string; to?: string; accountNumber?: string; email2?: string; name?: string } = {}): TContactEmailPayload {
  const product = overrides.product ?? 'NWM';
  const subject = { title: 'Billing question', prompt: 'Please give the invoice number and the amount in question.' };
  return {
    emailType: 'Send Custserv Email',
    emailContent: {
      email1: 'alice.walker@example.com',
      email2: overrides.email2 ?? 'alice.walker@example.com',
      address: { ...alice, name: overrides.name ?? alice.name, address2: 'Suite 200', country: 'US' },
      accountNumber: overrides.accountNumber ?? '10000001',
      productSelected: product,
      emailSubjectSelected: subject,
      emailAdditionalInfo: 'I was charged twice for invoice 4411 (2 x $29.99). Please refund one of them.',
    },
    custServEmailAddress: overrides.to ?? 'service@northwind.example',
    customerEmailAddress: 'alice.walker@example.com',
    emailSubject: subject.title,
    customer: {
      address: { ...alice, name: overrides.name ?? alice.name, address2: 'Suite 200', address3: '', countryCode: 'US' },
      prodIdAlias: product,
      accountNumber: overrides.accountNumber ?? '10000001',
    },
    prodIdAlias: product,
    fromLogin: true,
  };
}

const cancelOrderPayload = (accountNumber = '10000001'): TCancelOrderEmailPayload => ({
  emailType: 'Send Cancel Order Email',
  prodIdAlias: 'NWM',
  accountNumber,
  orderNumber: 'N500001',
  custServEmailAddress: 'service@northwind.example',
  customerEmailAddress: 'alice.walker@example.com',
  details: [
    { label: 'Order date', value: '2026-10-01' },
    { label: 'Last payment', value: '$29.99 on 2026-10-01' },
  ],
  fromLogin: true,
});

describe.each(testDatabases())('customer-service mail (call 29) on $name', ({ open }) => {
  let testDb: TestDatabase;
  let inbox: SmtpInbox;
  let mailer: Mailer;
  let clock = Date.parse('2026-11-21T12:00:00Z');
  let client = 0;
  const options = (rateLimits: Record<string, { max: number; windowMs: number }> = {}) => ({
    database: testDb.database,
    log: createLogger('silent'),
    distDir: 'dist',
    mailer,
    policy: { now: () => new Date(clock), lookupMinDurationMs: 0, rateLimits },
    clientAddress: (c: { req: { header: (name: string) => string | undefined } }) => c.req.header(CLIENT_HEADER) ?? 'unknown',
  });
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    testDb = await open();
    await seed(testDb.database);
    inbox = await startSmtpInbox();
    mailer = createMailer({ database: testDb.database, log: createLogger('silent'), smtpUrl: inbox.url });
    app = createApp(options());
  });
  afterAll(async () => {
    await inbox?.close();
    await testDb?.dispose();
  });
  // Fresh rate-limit windows and a client address of its own for every test.
  beforeEach(() => {
    clock += HOUR_MS;
    client += 1;
  });

  const address = () => `203.0.113.${client}`;
  async function newSession(host = NORTHWIND, on = app): Promise<string> {
    const response = await on.request('/api/sessions', { method: 'POST', headers: { host, [CLIENT_HEADER]: address() } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { sessionId: string }).sessionId;
  }
  const post = (path: string, session: string | null, body: unknown, host = NORTHWIND, on = app) =>
    on.request(path, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', [CLIENT_HEADER]: address(), ...(session ? { 'x-session-id': session } : {}) },
      body: JSON.stringify(body),
    });
  const send = (session: string | null, body: unknown, host = NORTHWIND, on = app) => post('/api/custserv-email', session, body, host, on);
  async function signIn(session: string, accountNumber = '10000001', postalCode = '10118') {
    const body = { magCode: 'NWM', globalCode: 'NWM', filterType: 'AccountCodeAndPostalCode', payload: { acctNbr: accountNumber, postalCode } };
    const response = await post('/api/GC-call-globalcustomer', session, body);
    expect(((await response.json()) as { isSuccess?: string }).isSuccess).toBe('true');
  }
  const outboxCount = async () => (await testDb.database.run((db) => db.select().from(mailOutbox))).length;

  it('delivers a signed-out visitor’s message to the product’s address, replying to the customer, ending with the session identifier', async () => {
    const session = await newSession();
    const before = inbox.messages.length;
    const response = await send(session, contactPayload());
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { success: boolean; messageId: string };
    expect(answer.success).toBe(true);

    const mail = await inbox.nth(before);
    expect(mail.envelope.to).toEqual(['service@northwind.example']);
    expect(mail.headers.to).toBe('service@northwind.example');
    expect(mail.headers['reply-to']).toBe('alice.walker@example.com');
    expect(mail.headers.from).toBe('Northwind Magazines <no-reply@northwind.localhost>');
    expect(mail.headers.subject).toBe('Billing question');
    expect(mail.text.trimEnd().endsWith(`Session: ${sessionReference(session)}`)).toBe(true);
    // The session id is a credential: it never leaves in a mail.
    expect(mail.raw).not.toContain(session);
    expect(mail.text).toContain('I was charged twice for invoice 4411 (2 x $29.99). Please refund one of them.');
    expect(mail.text).toContain('Account number: 10000001 (as typed by the customer; not verified)');
    expect(mail.text).toContain('Product: Northwind Monthly (NWM)');
    expect(mail.text).toContain('New York, NY 10118');
    expect(mail.text).toContain('Sent without signing in.');

    const [row] = await testDb.database.run((db) => db.select().from(mailOutbox).where(eq(mailOutbox.id, Number(answer.messageId))));
    expect(row).toMatchObject({ kind: 'customer-service', status: 'sent', toAddress: 'service@northwind.example', replyTo: 'alice.walker@example.com' });
  });

  it('marks the account number verified when the session signed in to it, and mails each product’s own address', async () => {
    const session = await newSession();
    await signIn(session);
    const before = inbox.messages.length;
    expect((await send(session, contactPayload())).status).toBe(200);
    const mail = await inbox.nth(before);
    expect(mail.text).toContain('Account number: 10000001 (signed in to this account)');
    expect(mail.text).toContain('Sent from a signed-in session.');

    expect((await send(session, contactPayload({ product: 'NWB', to: 'Books@Northwind.example' }))).status).toBe(200);
    const books = await inbox.nth(before + 1);
    expect(books.envelope.to).toEqual(['books@northwind.example']);
    expect(books.text).toContain('Product: Northwind Cookbook Club (NWB)');
  });

  it('delivers a Boréale message in French to Boréale’s address', async () => {
    const session = await newSession(BOREALE);
    const payload = contactPayload({ product: 'BOR', to: 'service@boreale.example', name: 'Élodie Tremblay', accountNumber: '' });
    const subject = { title: 'Question de facturation', prompt: 'Veuillez indiquer le numéro de la facture et le montant en question.' };
    payload.emailContent.emailSubjectSelected = subject;
    payload.emailSubject = subject.title;
    payload.emailContent.emailAdditionalInfo = 'J’ai été facturée deux fois; pouvez-vous vérifier?';
    const before = inbox.messages.length;
    expect((await send(session, payload, BOREALE)).status).toBe(200);
    const mail = await inbox.nth(before);
    expect(mail.envelope.to).toEqual(['service@boreale.example']);
    expect(mail.headers.subject).toBe('Question de facturation');
    expect(mail.headers.from).toBe('Boréale Magazines <no-reply@boreale.localhost>');
    expect(mail.text).toContain('Élodie Tremblay');
    expect(mail.text).toContain('J’ai été facturée deux fois; pouvez-vous vérifier?');
    expect(mail.text).toContain('Account number: not given');
    expect(mail.text.endsWith(`Session: ${sessionReference(session)}`)).toBe(true);
  });

  it('refuses a recipient that is not the product’s configured address, and sends nothing', async () => {
    const session = await newSession();
    const before = await outboxCount();
    for (const to of ['attacker@example.com', 'books@northwind.example', 'service@boreale.example']) {
      const response = await send(session, contactPayload({ to }));
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors).toEqual({ 'body.custServEmailAddress': ['This is not the customer service address of this product.'] });
    }
    const unknown = await send(session, contactPayload({ product: 'GFT' }));
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).fieldErrors).toHaveProperty(['body.prodIdAlias']);
    expect(await outboxCount()).toBe(before);
  });

  it('answers the §5 rules with 400 and field errors', async () => {
    const session = await newSession();
    const mismatch = await send(session, contactPayload({ email2: 'alice@example.com' }));
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).fieldErrors).toEqual({ 'body.emailContent.email2': ['Emails do not match'] });

    const blank = contactPayload({ name: '   ' });
    blank.emailContent.emailAdditionalInfo = ' \n ';
    const required = await send(session, blank);
    expect(required.status).toBe(400);
    expect((await required.json()).fieldErrors).toMatchObject({
      'body.emailContent.address.name': ['Required'],
      'body.emailContent.emailAdditionalInfo': ['Required'],
    });

    const badEmail = contactPayload();
    badEmail.emailContent.email1 = 'not-an-email';
    const invalid = await send(session, badEmail);
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).fieldErrors).toHaveProperty(['body.emailContent.email1']);

    const otherReplyTo = contactPayload();
    otherReplyTo.customerEmailAddress = 'someone.else@example.com';
    const replyTo = await send(session, otherReplyTo);
    expect(replyTo.status).toBe(400);
    expect((await replyTo.json()).fieldErrors).toEqual({ 'body.customerEmailAddress': ['Does not match the contact form.'] });
  });

  it('requires a session of this publisher', async () => {
    expect((await send(null, contactPayload())).status).toBe(401);
    expect((await send('A'.repeat(43), contactPayload())).status).toBe(401);
    const boreale = await newSession(BOREALE);
    const response = await send(boreale, contactPayload());
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('SESSION_REQUIRED');
  });

  it('rate-limits per session and per client address', async () => {
    const limited = createApp(options({ custServEmailPerSession: { max: 2, windowMs: HOUR_MS }, custServEmailPerAddress: { max: 3, windowMs: HOUR_MS } }));
    const first = await newSession(NORTHWIND, limited);
    expect((await send(first, contactPayload(), NORTHWIND, limited)).status).toBe(200);
    expect((await send(first, contactPayload(), NORTHWIND, limited)).status).toBe(200);
    const perSession = await send(first, contactPayload(), NORTHWIND, limited);
    expect(perSession.status).toBe(429);
    expect(Number(perSession.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await perSession.json()).code).toBe('RATE_LIMITED');

    // A new session from the same address: the address has used 3 of 3 (the refused one counts).
    const second = await newSession(NORTHWIND, limited);
    expect((await send(second, contactPayload(), NORTHWIND, limited)).status).toBe(429);

    // The next window starts afresh.
    clock += HOUR_MS;
    expect((await send(second, contactPayload(), NORTHWIND, limited)).status).toBe(200);
  });

  it('sends the cancel-order email only for an account of the session', async () => {
    const session = await newSession();
    expect((await send(session, cancelOrderPayload())).status).toBe(403);
    await signIn(session);
    expect((await send(session, cancelOrderPayload('10000002'))).status).toBe(403);
    // An order the account does not hold: nothing is mailed.
    expect((await send(session, { ...cancelOrderPayload(), orderNumber: 'N500002' })).status).toBe(404);
    const before = inbox.messages.length;
    expect((await send(session, cancelOrderPayload())).status).toBe(200);
    const mail = await inbox.nth(before);
    expect(mail.envelope.to).toEqual(['service@northwind.example']);
    expect(mail.headers['reply-to']).toBe('alice.walker@example.com');
    expect(mail.headers.subject).toBe('Cancel order N500001 (account 10000001, Northwind Monthly)');
    expect(mail.text).toContain('Last payment: $29.99 on 2026-10-01');
    expect(mail.text.endsWith(`Session: ${sessionReference(session)}`)).toBe(true);
  });

  it('answers 500 when the mail server cannot take the message, and keeps it in the outbox as failed', async () => {
    const closed = await startSmtpInbox();
    await closed.close();
    const unreachable = createMailer({ database: testDb.database, log: createLogger('silent'), smtpUrl: closed.url });
    const down = createApp({ ...options(), mailer: unreachable });
    const session = await newSession(NORTHWIND, down);
    const response = await send(session, contactPayload(), NORTHWIND, down);
    expect(response.status).toBe(500);
    expect((await response.json()).code).toBe('MAIL_NOT_DELIVERED');
    const rows = await testDb.database.run((db) => db.select().from(mailOutbox).where(eq(mailOutbox.status, 'failed')));
    expect(rows.at(-1)).toMatchObject({ kind: 'customer-service', toAddress: 'service@northwind.example' });
  });

  it('without SMTP keeps the message in the outbox and logs it', async () => {
    const lines: string[] = [];
    const log = createLogger('info', (line) => lines.push(line));
    const outboxOnly = createApp({ ...options(), log, mailer: createMailer({ database: testDb.database, log }) });
    const session = await newSession(NORTHWIND, outboxOnly);
    const response = await send(session, contactPayload(), NORTHWIND, outboxOnly);
    expect(response.status).toBe(200);
    const { messageId } = (await response.json()) as { messageId: string };
    const [row] = await testDb.database.run((db) => db.select().from(mailOutbox).where(eq(mailOutbox.id, Number(messageId))));
    expect(row).toMatchObject({ status: 'queued', toAddress: 'service@northwind.example', subject: 'Billing question' });
    expect(row?.body.endsWith(`Session: ${sessionReference(session)}`)).toBe(true);
    expect(lines.join('\n')).toContain('mail kept in the outbox');
  });
});
