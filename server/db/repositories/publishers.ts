import { and, eq, sql } from 'drizzle-orm';
import type { TAdminConfig, TClientConfig, TCountryFooter } from '../../../contracts/schemas/config';
import type { Database } from '../index';
import { footerCountryLists, publishers } from '../schema';
import { TtlCache } from '../ttl-cache';

/** 'Boreale.LOCALHOST:8080' → 'boreale.localhost'; '[::1]:8080' → '::1'; trailing dot dropped. */
export function normalizeHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    h = end > 0 ? h.slice(1, end) : h.slice(1);
  } else if (h.split(':').length === 2) {
    h = h.slice(0, h.indexOf(':'));
  }
  return h.replace(/\.$/, '');
}

/**
 * The publisher a request host selects (host without port, case-insensitive); the publisher
 * flagged default answers when no host matches. Stored hosts are lower case (seed and admin).
 */
export async function findPublisherByHost(
  database: Database,
  host: string,
): Promise<{ globalCode: string; clientConfig: TClientConfig } | null> {
  const wanted = normalizeHost(host);
  const rows = await database.run((db) =>
    db
      .select({ globalCode: publishers.globalCode, clientConfig: publishers.clientConfig })
      .from(publishers)
      .where(sql`${wanted} = any(${publishers.hosts}) or ${publishers.isDefault}`)
      // A host match wins over the default.
      .orderBy(sql`case when ${wanted} = any(${publishers.hosts}) then 0 else 1 end`, publishers.id)
      .limit(1),
  );
  return rows[0] ?? null;
}

export async function findAdminConfig(database: Database, globalCode: string): Promise<TAdminConfig | null> {
  const rows = await database.run((db) =>
    db
      .select({ adminConfig: publishers.adminConfig })
      .from(publishers)
      .where(eq(publishers.globalCode, globalCode))
      .limit(1),
  );
  return rows[0]?.adminConfig ?? null;
}

/** The country file of the alternative footer (§7 call 3b); country is ISO alpha-2, any case. */
export async function findCountryFooter(
  database: Database,
  globalCode: string,
  country: string,
): Promise<TCountryFooter | null> {
  const code = country.trim().toUpperCase();
  const rows = await database.run((db) =>
    db
      .select({ country: footerCountryLists.country, lists: footerCountryLists.lists })
      .from(footerCountryLists)
      .innerJoin(publishers, eq(publishers.id, footerCountryLists.publisherId))
      .where(and(eq(publishers.globalCode, globalCode), eq(footerCountryLists.country, code)))
      .limit(1),
  );
  return rows[0] ?? null;
}

/**
 * The country the footer URL answers (§7 call 3a). Without a geo-IP service this is the
 * publisher's home country, its client configuration Region ('ca' → 'CA').
 */
export async function findFooterCountry(database: Database, globalCode: string): Promise<string | null> {
  const rows = await database.run((db) =>
    db
      .select({ clientConfig: publishers.clientConfig })
      .from(publishers)
      .where(eq(publishers.globalCode, globalCode))
      .limit(1),
  );
  const region = rows[0]?.clientConfig.Region.trim().toUpperCase();
  return region && /^[A-Z]{2}$/.test(region) ? region : null;
}

/** What the sign-in calls need to know of the publisher a request is for. */
export interface PublisherRef {
  id: number;
  globalCode: string;
  magCode: string;
  /** Client configuration Region, upper case ('US', 'CA'). */
  region: string;
}

/**
 * Every gateway call asks which publisher its host selects (issue 15: one statement of each call).
 * The answer is kept per database for a short while: a publisher's id, codes and region do not
 * change while it serves, and a host added or removed takes effect within the time to live. Any
 * Host header may be sent, so the cache is bounded.
 */
export const PUBLISHER_HOST_CACHE_TTL_MS = 30_000;
const PUBLISHER_HOST_CACHE_MAX = 256;
const publisherRefCaches = new WeakMap<Database, TtlCache<string, PublisherRef | null>>();

function publisherRefCache(database: Database): TtlCache<string, PublisherRef | null> {
  let cache = publisherRefCaches.get(database);
  if (!cache) {
    cache = new TtlCache({ ttlMs: PUBLISHER_HOST_CACHE_TTL_MS, maxEntries: PUBLISHER_HOST_CACHE_MAX });
    publisherRefCaches.set(database, cache);
  }
  return cache;
}

/** Forgets which publisher each host selects (the seed replaced the publishers). */
export function forgetPublisherHosts(database: Database): void {
  publisherRefCaches.get(database)?.clear();
}

/** The publisher a request host selects (as findPublisherByHost), with its id; cached briefly. */
export async function findPublisherRefByHost(database: Database, host: string): Promise<PublisherRef | null> {
  const wanted = normalizeHost(host);
  const cache = publisherRefCache(database);
  const cached = cache.get(wanted);
  if (cached !== undefined) return cached;
  const found = await queryPublisherRefByHost(database, wanted);
  cache.set(wanted, found);
  return found;
}

async function queryPublisherRefByHost(database: Database, wanted: string): Promise<PublisherRef | null> {
  const rows = await database.run((db) =>
    db
      .select({ id: publishers.id, globalCode: publishers.globalCode, magCode: publishers.magCode, clientConfig: publishers.clientConfig })
      .from(publishers)
      .where(sql`${wanted} = any(${publishers.hosts}) or ${publishers.isDefault}`)
      .orderBy(sql`case when ${wanted} = any(${publishers.hosts}) then 0 else 1 end`, publishers.id)
      .limit(1),
  );
  const row = rows[0];
  return row ? { id: row.id, globalCode: row.globalCode, magCode: row.magCode, region: row.clientConfig.Region.trim().toUpperCase() } : null;
}

/** The publisher that lists exactly this host (no default fallback): who the identity provider serves there. */
export async function findPublisherByExactHost(database: Database, host: string): Promise<{ id: number; globalCode: string; name: string } | null> {
  const wanted = normalizeHost(host);
  const rows = await database.run((db) =>
    db
      .select({ id: publishers.id, globalCode: publishers.globalCode, name: publishers.name })
      .from(publishers)
      .where(sql`${wanted} = any(${publishers.hosts})`)
      .orderBy(publishers.id)
      .limit(1),
  );
  return rows[0] ?? null;
}
