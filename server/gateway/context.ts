import { tsr } from '@ts-rest/serverless/fetch';
import type { Database } from '../db';
import type { Logger } from '../log';

/** What every gateway handler receives besides its request. */
export interface GatewayContext {
  database: Database;
  log: Logger;
}

export const gateway = tsr.platformContext<GatewayContext>();

/**
 * The request host without its port, lower-cased: it selects the publisher (§7 call 1). Only the
 * Host header counts: a client-supplied X-Forwarded-Host could pick another publisher.
 */
export function requestHost(headers: Headers): string {
  const host = headers.get('host') ?? '';
  return host.replace(/:\d+$/, '').toLowerCase();
}
