import { createHash } from 'node:crypto';
import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { ZAdminConfigSchema, ZClientConfigSchema, ZCountryFooterSchema } from '../../contracts/schemas/config';
import type { Database, Db } from '../db/index';
import { hashPassword } from '../db/password';
import { forgetPublisherHosts } from '../db/repositories/publishers';
import * as schema from '../db/schema';
import { ENDED_STATUSES } from '../db/schema';
import { buildSeedIssues, buildSeedOffers } from './catalogue';
import { buildSeedCustomers, type SeedCustomer, type SeedOrder } from './customers';
import { FIRST_ISSUE_COVER, SEED_TODAY } from './dates';
import { DEMO_PASSWORD, SEED_IDENTITY_USERS } from './identity';
import { SEED_PUBLISHERS } from './publishers';

/** Every table of the schema, for reset (TRUNCATE ... CASCADE handles the order). */
const ALL_TABLES: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));


/** The seed's instants (payments, redemptions) are noon UTC of their day, for stable output. */
const at = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`);

/**
 * Loads the demo data (two publishers, their customers, orders, wallet, catalogue, offers and
 * identity users) in one transaction. With `reset` it first empties every table; without it the
 * database must be empty.
 */
export async function seed(database: Database, opts: { reset?: boolean } = {}): Promise<void> {
  for (const p of SEED_PUBLISHERS) {
    ZClientConfigSchema.parse(p.clientConfig);
    ZAdminConfigSchema.parse(p.adminConfig);
    p.footerCountries.forEach((f) => ZCountryFooterSchema.parse(f));
  }
  const customers = buildSeedCustomers();
  // Hash outside the transaction: scrypt is slow and PGlite's queue would wait on it.
  const passwordHashes = new Map<string, string>();
  for (const user of SEED_IDENTITY_USERS) {
    const salt = createHash('sha256').update(`seed:${user.email}`).digest().subarray(0, 16);
    passwordHashes.set(user.sub, await hashPassword(DEMO_PASSWORD, salt));
  }

  await database.transaction(async (tx) => {
    if (opts.reset) {
      const names = ALL_TABLES.map((t) => `"${getTableName(t)}"`).join(', ');
      await tx.execute(sql.raw(`truncate table ${names} restart identity cascade`));
    } else {
      const [row] = await tx.select({ n: count() }).from(schema.publishers);
      if ((row?.n ?? 0) > 0) throw new Error('seed: the database already has publishers; pass { reset: true } (npm run seed -- --reset)');
    }
    await insertAll(tx, customers, passwordHashes);
  });
  // The publishers were replaced (new ids after a reset): hosts must be looked up again.
  forgetPublisherHosts(database);
}

/** Seeds a database that has no publishers yet (first start); returns whether it seeded. */
export async function seedIfEmpty(database: Database): Promise<boolean> {
  const [row] = await database.run((db) => db.select({ n: count() }).from(schema.publishers));
  if ((row?.n ?? 0) > 0) return false;
  await seed(database);
  return true;
}

/** Whether the database holds the demo publishers (seeded on SEED_TODAY's calendar). */
export async function holdsDemoData(database: Database): Promise<boolean> {
  const codes = SEED_PUBLISHERS.map((p) => p.globalCode);
  const rows = await database.run((db) => db.select({ code: schema.publishers.globalCode }).from(schema.publishers));
  return rows.some((row) => codes.includes(row.code));
}

async function insertChunked<T extends PgTable>(
  tx: Db,
  table: T,
  rows: Array<T['$inferInsert']>,
  size = 250,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await tx.insert(table).values(rows.slice(i, i + size));
}

const invoiceNumberOf = (order: SeedOrder) => `INV-${order.orderNumber}`;

/** Issue number whose cover month is the month of `isoDay` (monthly magazines). */
function issueOfDate(isoDay: string): number {
  const [y0, m0] = FIRST_ISSUE_COVER.split('-').map(Number) as [number, number];
  const [y, m] = isoDay.split('-').map(Number) as [number, number];
  return (y - y0) * 12 + (m - m0) + 1;
}

async function insertAll(tx: Db, customers: SeedCustomer[], passwordHashes: Map<string, string>): Promise<void> {
  // Publishers and the alternative footer's country files.
  const publisherIds = new Map<string, number>();
  for (const p of SEED_PUBLISHERS) {
    const [row] = await tx
      .insert(schema.publishers)
      .values({
        globalCode: p.globalCode,
        magCode: p.magCode,
        name: p.name,
        hosts: p.hosts.map((h) => h.toLowerCase()),
        clientConfig: p.clientConfig,
        adminConfig: p.adminConfig,
        isDefault: p.isDefault,
      })
      .returning({ id: schema.publishers.id });
    publisherIds.set(p.globalCode, row!.id);
    for (const footer of p.footerCountries) {
      await tx.insert(schema.footerCountryLists).values({ publisherId: row!.id, country: footer.country, lists: footer.lists });
    }
  }
  const pub = (code: string) => publisherIds.get(code)!;

  // Customers. Issue numbers come from the first magazine order that ships to the account.
  const shipsTo = (account: string) =>
    customers.flatMap((c) => c.orders.filter((o) => o.items.some((i) => (i.shipToAccountNumber ?? c.accountNumber) === account)));
  const customerRows = customers.map((c) => {
    const magazineOrder = shipsTo(c.accountNumber).find((o) => o.systemCode === 'SERV' && o.subscriptionEnd);
    const item = magazineOrder?.items[0];
    return {
      publisherId: pub(c.publisher),
      accountNumber: c.accountNumber,
      prodIdAlias: c.prodIdAlias,
      productName: c.productName,
      systemCode: c.systemCode,
      email: c.email,
      emailOptIn: c.emailOptIn ?? false,
      firstName: c.firstName,
      lastName: c.lastName,
      addressName: `${c.firstName} ${c.lastName}`,
      address1: c.address.address1,
      address2: c.address.address2 ?? null,
      city: c.address.city,
      state: c.address.state,
      postalCode: c.address.postalCode,
      country: c.address.country,
      phone: c.phone ?? null,
      permissions: c.permissions ?? {},
      recRegId: c.recRegId ?? null,
      secured: c.secured ?? false,
      undeliverable: c.undeliverable ?? false,
      lastIssueNumber: item?.lastIssue ?? null,
      expireIssueNumber: magazineOrder?.subscriptionEnd ? issueOfDate(magazineOrder.subscriptionEnd) : null,
      activeSubscriptions: shipsTo(c.accountNumber).filter((o) => o.systemCode !== 'EHUB' && !ENDED_STATUSES.has(o.orderStatus)).length,
      resinCustomerId: c.resinCustomerId ?? null,
      resinClientId: c.resinClientId ?? null,
    } satisfies typeof schema.customers.$inferInsert;
  });
  const insertedCustomers = await tx
    .insert(schema.customers)
    .values(customerRows)
    .returning({ id: schema.customers.id, publisherId: schema.customers.publisherId, accountNumber: schema.customers.accountNumber });
  const customerIds = new Map(insertedCustomers.map((r) => [`${r.publisherId}:${r.accountNumber}`, r.id]));
  const customerId = (publisher: string, account: string) => {
    const id = customerIds.get(`${pub(publisher)}:${account}`);
    if (id === undefined) throw new Error(`seed: unknown account ${publisher} ${account}`);
    return id;
  };

  // Orders and their items.
  const allOrders = customers.flatMap((c) => c.orders.map((order) => ({ customer: c, order })));
  const orderRows = allOrders.map(({ customer: c, order: o }) => {
    const { items: _items, invoice, gift: _gift, ...fields } = o;
    return {
      ...fields,
      publisherId: pub(c.publisher),
      customerId: customerId(c.publisher, c.accountNumber),
      accountNumber: c.accountNumber,
      billToAccountNumber: o.billToAccountNumber ?? c.accountNumber,
      invoiceNumber: invoice ? invoiceNumberOf(o) : null,
    } satisfies typeof schema.orders.$inferInsert;
  });
  const orderIds = new Map<string, number>();
  for (let i = 0; i < orderRows.length; i += 200) {
    const rows = await tx
      .insert(schema.orders)
      .values(orderRows.slice(i, i + 200))
      .returning({ id: schema.orders.id, orderNumber: schema.orders.orderNumber });
    rows.forEach((r) => orderIds.set(r.orderNumber, r.id));
  }
  const orderId = (o: SeedOrder) => orderIds.get(o.orderNumber)!;

  await insertChunked(
    tx,
    schema.orderItems,
    allOrders.flatMap(({ customer: c, order: o }) =>
      o.items.map((item, index) => ({
        orderId: orderId(o),
        lineNumber: index + 1,
        shipToAccountNumber: item.shipToAccountNumber ?? c.accountNumber,
        lastIssue: item.lastIssue ?? null,
        productDesc: item.productDesc,
        itemValueCents: item.itemValueCents,
        quantity: item.quantity ?? 1,
        isContinuity: item.isContinuity ?? false,
        subscriptionName: item.subscriptionName ?? null,
        recipientName: item.recipientName ?? null,
        carrier: item.carrier ?? null,
        trackingNumber: item.trackingNumber ?? null,
        shippedAt: item.shippedAt ?? null,
        directResume: item.directResume ?? false,
        itemStatus: item.itemStatus ?? null,
      })),
    ),
  );

  // Gift links (donor ↔ recipient).
  const giftRows = allOrders
    .filter(({ order }) => order.gift)
    .map(({ customer: c, order: o }) => {
      const gift = o.gift!;
      return {
        publisherId: pub(c.publisher),
        donorCustomerId: customerId(c.publisher, c.accountNumber),
        recipientCustomerId: gift.recipientAccountNumber ? customerId(c.publisher, gift.recipientAccountNumber) : null,
        orderId: orderId(o),
        recipientName: gift.recipientName,
        recipientEmail: gift.recipientEmail ?? null,
        giftMessage: gift.giftMessage ?? null,
        redeemed: gift.redeemed,
        redeemedAt: gift.redeemedAt ? at(gift.redeemedAt) : null,
        resinGiftRedemptionId: o.resinGiftRedemptionId ?? null,
      };
    });
  if (giftRows.length) await tx.insert(schema.giftLinks).values(giftRows);

  // Wallet: one token per card, linked to the owning account.
  const firstCard = new Map<string, number>();
  for (const c of customers) {
    for (const [index, card] of (c.cards ?? []).entries()) {
      const id = `${c.accountNumber}_${index + 1}`;
      const [row] = await tx
        .insert(schema.paymentMethods)
        .values({
          publisherId: pub(c.publisher),
          token: `tok_${c.publisher.toLowerCase()}_${id}`,
          brand: card.brand,
          cardholderName: `${c.firstName} ${c.lastName}`,
          expiryMonth: card.expiryMonth,
          expiryYear: card.expiryYear,
          lastFour: card.lastFour,
          cardProfileId: c.systemCode === 'RESIN' ? null : `CP${id}`,
          resinPaymentInstrumentId: c.systemCode === 'RESIN' ? `pi_${id}` : null,
          needsAttention: card.needsAttention ?? false,
        })
        .returning({ id: schema.paymentMethods.id });
      await tx
        .insert(schema.paymentMethodAccounts)
        .values({ paymentMethodId: row!.id, customerId: customerId(c.publisher, c.accountNumber), isDefault: index === 0 });
      if (index === 0) firstCard.set(`${c.publisher}:${c.accountNumber}`, row!.id);
    }
  }

  // Invoices, and a payment for every paid one.
  const invoiceIds = new Map<string, number>();
  const invoiceRows = allOrders
    .filter(({ order }) => order.invoice)
    .map(({ customer: c, order: o }) => {
      const inv = o.invoice!;
      const unpaid = inv !== 'paid';
      const amountDueCents = typeof inv === 'object' ? inv.amountDueCents : unpaid ? o.orderValueCents : 0;
      return {
        publisherId: pub(c.publisher),
        invoiceNumber: invoiceNumberOf(o),
        orderId: orderId(o),
        customerId: customerId(c.publisher, o.billToAccountNumber ?? c.accountNumber),
        amountDueCents,
        amountPaidCents: unpaid ? 0 : o.orderValueCents,
        status: unpaid ? ('unpaid' as const) : ('paid' as const),
        dueDate: typeof inv === 'object' ? inv.dueDate : o.orderDate,
        paidAt: unpaid ? null : at(o.orderDate),
      };
    });
  for (let i = 0; i < invoiceRows.length; i += 250) {
    const rows = await tx
      .insert(schema.invoices)
      .values(invoiceRows.slice(i, i + 250))
      .returning({ id: schema.invoices.id, invoiceNumber: schema.invoices.invoiceNumber });
    rows.forEach((r) => invoiceIds.set(r.invoiceNumber, r.id));
  }
  const paidOrders = allOrders.filter(({ order }) => order.invoice === 'paid' && order.orderValueCents > 0);
  await insertChunked(
    tx,
    schema.payments,
    paidOrders
      .map(({ customer: c, order: o }) => {
        const card = firstCard.get(`${c.publisher}:${c.accountNumber}`);
        return {
          publisherId: pub(c.publisher),
          transactionNumber: `TXN-${o.orderNumber}`,
          invoiceId: invoiceIds.get(invoiceNumberOf(o))!,
          customerId: customerId(c.publisher, c.accountNumber),
          paymentMethodId: card ?? null,
          amountCents: o.orderValueCents,
          paymentType: card ? 'CC' : 'CHECK',
          authCode: card ? `A${o.orderNumber.slice(1)}` : null,
          state: 'succeeded' as const,
          createdAt: at(o.orderDate),
        };
      }),
  );

  // Each payment in the account's history (its activity), as the payment service records one.
  await insertChunked(
    tx,
    schema.serviceRequests,
    paidOrders.map(({ customer: c, order: o }) => ({
      publisherId: pub(c.publisher),
      customerId: customerId(c.publisher, c.accountNumber),
      orderId: orderId(o),
      kind: 'payment',
      payload: {
        invoiceNumber: invoiceNumberOf(o),
        transactionNumber: `TXN-${o.orderNumber}`,
        amountCents: o.orderValueCents,
        paymentType: firstCard.has(`${c.publisher}:${c.accountNumber}`) ? 'CC' : 'CHECK',
        paidInFull: true,
      },
      sessionId: null,
      // An order placed ahead (a gift starting in January) was paid when the demo's day came.
      createdAt: at(o.orderDate < SEED_TODAY ? o.orderDate : SEED_TODAY),
    })),
  );

  // Store credit: the returned shop order of 10000020 was refunded to store credit.
  const returned = customers.find((c) => c.accountNumber === '10000020')?.orders.find((o) => o.orderStatus === 'returned');
  if (returned) {
    const rita = customerId('NWM', '10000020');
    const [refund] = await tx
      .insert(schema.refunds)
      .values({
        publisherId: pub('NWM'),
        customerId: rita,
        orderId: orderId(returned),
        amountCents: returned.orderValueCents,
        refundType: 'store_credit',
        reasonCode: 'RETURN',
        state: 'succeeded',
        createdAt: at('2026-09-25'),
      })
      .returning({ id: schema.refunds.id });
    await tx.insert(schema.serviceRequests).values({
      publisherId: pub('NWM'),
      customerId: rita,
      orderId: orderId(returned),
      kind: 'payout',
      payload: { orderNumber: returned.orderNumber, amountCents: returned.orderValueCents, path: 'return' },
      createdAt: at('2026-09-25'),
    });
    await tx.insert(schema.storeCreditEntries).values({
      customerId: rita,
      amountCents: returned.orderValueCents,
      refundId: refund!.id,
      description: `Refund to store credit for order ${returned.orderNumber}`,
      createdAt: at('2026-09-25'),
    });
  }

  // Catalogue and retention offers.
  await insertChunked(tx, schema.issues, buildSeedIssues());
  await tx.insert(schema.retentionOffers).values(
    buildSeedOffers().map(({ publisher, ...offer }) => ({ ...offer, publisherId: pub(publisher) })),
  );

  // Identity-provider users and their links.
  for (const user of SEED_IDENTITY_USERS) {
    await tx.insert(schema.identityUsers).values({
      id: user.sub,
      email: user.email,
      passwordHash: passwordHashes.get(user.sub)!,
      emailVerified: user.emailVerified,
      givenName: user.givenName,
      familyName: user.familyName,
      locale: 'en-US',
      createdAt: at('2026-01-15'),
      updatedAt: at('2026-01-15'),
    });
    for (const link of user.links) {
      await tx.insert(schema.identityLinks).values({ sub: user.sub, publisherId: pub(link.globalCode), accountNumber: link.accountNumber, createdAt: at('2026-01-15') });
    }
  }
}
