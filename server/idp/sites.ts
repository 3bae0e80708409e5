import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Database } from '../db';
import { findPublisherByExactHost, normalizeHost } from '../db/repositories/publishers';
import type { Logger } from '../log';
import type { ProviderKeys } from './keys';
import { createOriginProvider } from './provider';

/**
 * The origins the provider serves. One deployment serves several publisher hosts on whatever port
 * it runs, so each origin gets its own oidc-provider (its own issuer and redirect URIs), created on
 * first use, only for hosts a publisher lists. A bounded cache: a client inventing Host ports
 * cannot make the process keep unbounded providers.
 */

export interface Site {
  origin: string;
  provider: Provider;
  /** The provider's Node request handler. */
  callback: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  publisher: { id: number; globalCode: string; name: string };
}

export interface SiteRegistry {
  /** The site of an origin, or null when no publisher lists its host. */
  siteFor(origin: string): Promise<Site | null>;
}

const MAX_SITES = 64;

export function createSiteRegistry(deps: { database: Database; log: Logger; keys: ProviderKeys }, maxSites = MAX_SITES): SiteRegistry {
  const sites = new Map<string, Promise<Site>>();

  async function build(origin: string): Promise<Site | null> {
    const publisher = await findPublisherByExactHost(deps.database, normalizeHost(new URL(origin).host));
    if (!publisher) return null;
    const provider = createOriginProvider(origin, { ...deps, brand: publisher.name });
    // Koa then reads the scheme from X-Forwarded-Proto, which the mount sets itself (server/idp/index.ts).
    provider.proxy = true;
    const handler = provider.callback();
    return { origin, provider, callback: async (req, res) => void (await handler(req, res)), publisher };
  }

  return {
    async siteFor(origin) {
      const cached = sites.get(origin);
      if (cached) {
        // Most recently used last: the first entry is the one to evict.
        sites.delete(origin);
        sites.set(origin, cached);
        return cached;
      }
      const site = await build(origin);
      if (!site) return null;
      const existing = sites.get(origin);
      if (existing) return existing;
      sites.set(origin, Promise.resolve(site));
      while (sites.size > maxSites) sites.delete(sites.keys().next().value!);
      return site;
    },
  };
}
