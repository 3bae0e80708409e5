import type { TAdminConfig, TClientConfig, TCountryFooter } from '../../contracts/schemas/config';
import type { Database } from '../db';
import { findAdminConfig, findCountryFooter, findFooterCountry, findPublisherByHost } from '../db/repositories/publishers';

/** §7 call 1: the client configuration of the publisher serving this host name. */
export async function discoverService(database: Database, host: string): Promise<TClientConfig | null> {
  const publisher = await findPublisherByHost(database, host);
  return publisher?.clientConfig ?? null;
}

/** §7 call 2. */
export function loadAdminConfig(database: Database, globalCode: string): Promise<TAdminConfig | null> {
  return findAdminConfig(database, globalCode);
}

/** §7 call 3, first step: the country whose footer lists apply to this visitor. */
export function locateFooterCountry(database: Database, globalCode: string): Promise<string | null> {
  return findFooterCountry(database, globalCode);
}

/** §7 call 3, second step: the country file, e.g. "CA.json". */
export function loadCountryFooter(database: Database, globalCode: string, countryFile: string): Promise<TCountryFooter | null> {
  return findCountryFooter(database, globalCode, countryFile.replace(/\.json$/, ''));
}
