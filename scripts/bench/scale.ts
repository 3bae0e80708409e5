/**
 * The scale run of `npm run bench` (issue 15): what a lookup costs when the publisher has a
 * million customers instead of a thousand. On a fresh PostgreSQL database seeded with the demo, it
 * adds filler customers (each with an order, its item and an invoice, the tables a lookup reads)
 * up to a thousand, times each of the three guest filter types, adds filler up to the large count,
 * and times them again. Each timing is a whole lookup through the gateway (in this process), one after another.
 *
 * At each size the three types are timed in `rounds` rounds (each type's lookups in one block per
 * round), and each figure is the median of the rounds' with its minimum and maximum. A p99 of a few
 * hundred calls is decided by their three slowest, which move with whatever else the machine does
 * at that moment (on 2026-11-28 the email lookup's p99 at a thousand customers was 18, 21 and 39 ms
 * in three rounds on a quiet machine, and its p50 6.8–7.4 ms): the median of three rounds is the
 * lookup's cost, not one burst's.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db';
import { createLogger } from '../../server/log';
import { seed } from '../../server/seed';
import { withClient } from '../support/portal-process';
import { spreadOf, type Spread } from './spread';

/** A demo subscriber (Margaret Ellison, 10000008) found each of the three ways (§3 Lookup request). */
const LOOKUPS = {
  AccountCodeAndPostalCode: { acctNbr: '10000008', postalCode: '30309' },
  EmailAndPostalCode: { email: 'margaret.ellison@example.com', postalCode: '30309' },
  NameAndAddress: { firstName: 'Margaret', lastName: 'Ellison', address1: '1200 Peachtree St NE', city: 'Atlanta', state: 'GA', postalCode: '30309', country: 'US' },
} as const;
export type FilterType = keyof typeof LOOKUPS;
export const FILTER_TYPES = Object.keys(LOOKUPS) as FilterType[];

export interface LookupTimes {
  p50Ms: number;
  p99Ms: number;
}

export type RoundTimes = Record<keyof LookupTimes, Spread>;

/** Filler account numbers start here, above every demo account. */
const FILLER_FROM = 900_000_000;

/**
 * Adds filler customers numbered [from, to) to Northwind, in batches, with an order, an order item
 * and an invoice each; names, emails and postal codes repeat the way real ones do (many Smiths).
 */
export async function addFiller(client: pg.Client, from: number, to: number): Promise<void> {
  const { rows } = await client.query<{ id: number }>(`select id from publishers where global_code = 'NWM'`);
  const publisherId = rows[0]!.id;
  const BATCH = 100_000;
  for (let start = from; start < to; start += BATCH) {
    const end = Math.min(to, start + BATCH);
    await client.query('begin');
    await client.query(
      `insert into customers (publisher_id, account_number, prod_id_alias, product_name, system_code, email, first_name, last_name,
         address_name, address1, city, state, postal_code, country)
       select $1, ($2 + g)::text, 'NWM', 'Northwind Monthly', 'SERV', 'reader' || g || '@example.com', 'First' || (g % 2000), 'Last' || (g % 20000),
         'First' || (g % 2000) || ' Last' || (g % 20000), g || ' Main St', 'City' || (g % 500), 'GA', lpad((g % 99999)::text, 5, '0'), 'US'
       from generate_series($3::int, $4::int - 1) g`,
      [publisherId, FILLER_FROM, start, end],
    );
    await client.query(
      `insert into orders (publisher_id, customer_id, order_number, account_number, bill_to_account_number, prod_id_alias, product_name,
         subscription_name, system_code, order_status, order_date)
       select c.publisher_id, c.id, 'F' || c.account_number, c.account_number, c.account_number, 'NWM', 'Northwind Monthly',
         'Northwind Monthly', 'SERV', 'active', date '2026-01-01'
       from customers c where c.publisher_id = $1 and c.account_number >= ($2 + $3::int)::text and c.account_number < ($2 + $4::int)::text
         and length(c.account_number) = 9`,
      [publisherId, FILLER_FROM, start, end],
    );
    await client.query(
      `insert into order_items (order_id, line_number, ship_to_account_number, product_desc)
       select o.id, 1, o.account_number, 'Northwind Monthly' from orders o
       where o.publisher_id = $1 and o.order_number >= 'F' || ($2 + $3::int)::text and o.order_number < 'F' || ($2 + $4::int)::text`,
      [publisherId, FILLER_FROM, start, end],
    );
    await client.query(
      `insert into invoices (publisher_id, invoice_number, order_id, customer_id, amount_due_cents, status)
       select o.publisher_id, 'I' || o.account_number, o.id, o.customer_id, 2400, 'paid' from orders o
       where o.publisher_id = $1 and o.order_number >= 'F' || ($2 + $3::int)::text and o.order_number < 'F' || ($2 + $4::int)::text`,
      [publisherId, FILLER_FROM, start, end],
    );
    await client.query('commit');
  }
  // Measured as it runs day to day, not while the server tidies up after a bulk load.
  await client.query('vacuum (analyze)');
  await client.query('checkpoint');
}

export async function customerCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(`select count(*) as n from customers`);
  return Number(rows[0]!.n);
}

type Send = (path: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<Response>;

async function timeLookups(send: Send, filterType: FilterType, samples: number): Promise<LookupTimes> {
  const body = JSON.stringify({ magCode: 'NWM', globalCode: 'NWM', filterType, payload: LOOKUPS[filterType] });
  const { sessionId } = (await (await send('/api/sessions', { method: 'POST', headers: { host: HOST } })).json()) as { sessionId: string };
  const ms: number[] = [];
  for (let i = 0; i < samples + 20; i++) {
    const started = performance.now();
    const response = await send('/api/GC-call-globalcustomer', { method: 'POST', headers: { host: HOST, 'x-session-id': sessionId, 'content-type': 'application/json' }, body });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`A ${filterType} lookup answered ${response.status}`);
    // The first twenty warm the caches and the JIT.
    if (i >= 20) ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { p50Ms: ms[Math.floor(ms.length / 2)]!, p99Ms: ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.99))]! };
}

const HOST = 'localhost';

/**
 * The lookup times at a thousand customers and at `largeCount`, per filter type, on a fresh
 * database created on the PostgreSQL server at `serverUrl` (dropped afterwards). The gateway runs
 * in this process with the lookup's minimum duration off (it would hide the database's work
 * behind a fixed 300 ms) and the rate limits raised; everything else is as served.
 */
export async function scaleRun(serverUrl: string, options: { largeCount: number; samples: number; rounds: number }) {
  const name = `portal_scale_${randomBytes(5).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    await seed(database);
    const app = createApp({ database, log: createLogger('silent'), distDir: 'dist', policy: { lookupMinDurationMs: 0, rateLimitMultiplier: 10_000 } });
    const send: Send = async (path, init) => app.request(path, init);
    const times = async () => {
      const rounds: Record<FilterType, LookupTimes>[] = [];
      for (let round = 0; round < options.rounds; round++) {
        const times = {} as Record<FilterType, LookupTimes>;
        for (const filterType of FILTER_TYPES) times[filterType] = await timeLookups(send, filterType, options.samples);
        rounds.push(times);
      }
      const result = {} as Record<FilterType, RoundTimes>;
      for (const filterType of FILTER_TYPES) {
        result[filterType] = { p50Ms: spreadOf(rounds.map((r) => r[filterType].p50Ms)), p99Ms: spreadOf(rounds.map((r) => r[filterType].p99Ms)) };
      }
      return result;
    };
    // Filler numbers run on from where the last batch stopped: [0, toThousand), then [toThousand, …).
    const { demo, toThousand } = await withClient(url.toString(), async (client) => {
      const demo = await customerCount(client);
      const toThousand = Math.max(0, 1000 - demo);
      await addFiller(client, 0, toThousand);
      return { demo, toThousand };
    });
    const atSmall = await times();
    const large = await withClient(url.toString(), async (client) => {
      await addFiller(client, toThousand, Math.max(toThousand, options.largeCount - demo));
      return customerCount(client);
    });
    const atLarge = await times();
    return { small: demo + toThousand, large, atSmall, atLarge };
  } finally {
    await database.close();
    await withClient(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
  }
}
