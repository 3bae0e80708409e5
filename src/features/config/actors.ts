import { fromPromise } from 'xstate';
import type { z } from 'zod';
import type { TAdminConfig, TClientConfig, TCountryFooter } from '../../../contracts/schemas/config';
import { afterFirstPaint } from '../../app/next-task';
import { GatewayCallError, errorMessageOf } from '../../gateway/errors';
import { readInlineConfig } from './inline';

/**
 * §7 calls 1–3 go to URLs that configuration gives ({url}/AdminConfig, the footer URL, the
 * country base URL), so they are plain requests validated against the contract's schemas.
 * Each failure is a GatewayCallError carrying the URL, for the server-error page (§2 Shell).
 *
 * Calls 1 and 2 are answered by the page itself when the server wrote the configuration into it
 * (./inline.ts); the schemas, and zod with them, load only when a call is really made (issue 15).
 */
const schemas = () => import('../../../contracts/schemas/config');

async function getJson<S extends z.ZodTypeAny>(path: string, schemaOf: () => Promise<S>): Promise<z.infer<S>> {
  const url = new URL(path, location.origin).href;
  const schema = schemaOf();
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  } catch (error) {
    throw new GatewayCallError(error instanceof Error ? error.message : String(error), url, 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const { message, code } = errorMessageOf(response.status, body);
    throw new GatewayCallError(message, url, response.status, code);
  }
  const parsed = (await schema).safeParse(body);
  if (!parsed.success) throw new GatewayCallError('The answer does not match the contract.', url, response.status);
  return parsed.data as z.infer<S>;
}

/** §7 call 1: the fixed discovery endpoint. */
export const discoverService = fromPromise<TClientConfig>(async () => {
  const inline = readInlineConfig();
  if (inline) return inline.clientConfig;
  return getJson('/api/discovery', async () => (await schemas()).ZClientConfigSchema);
});

/** §7 call 2: GET {url}/AdminConfig?globalCode=. */
export const fetchAdminConfig = fromPromise<TAdminConfig, { url: string; globalCode: string }>(async ({ input }) => {
  const inline = readInlineConfig();
  if (inline?.adminConfig && inline.clientConfig.url === input.url && inline.clientConfig.globalCode === input.globalCode) return inline.adminConfig;
  return getJson(`${input.url}/AdminConfig?globalCode=${encodeURIComponent(input.globalCode)}`, async () => (await schemas()).ZAdminConfigSchema);
});

/**
 * §7 call 3, first step: the footer URL answers the country. It waits for the page's first paint:
 * the footer is below the screen, and its calls and code would otherwise compete with the screen's.
 */
export const locateCountry = fromPromise<string, { globalCode: string; footerUrl: string }>(async ({ input }) => {
  await afterFirstPaint();
  const body = await getJson(`${input.footerUrl}?globalCode=${encodeURIComponent(input.globalCode)}`, async () => (await schemas()).ZFooterLocationSchema);
  return body.country;
});

/** §7 call 3, second step: the country JSON file built from the base URL. */
export const fetchCountryFooter = fromPromise<TCountryFooter, { globalCode: string; countryBaseUrl: string; country: string }>(({ input }) =>
  getJson(
    `${input.countryBaseUrl}${encodeURIComponent(input.country)}.json?globalCode=${encodeURIComponent(input.globalCode)}`,
    async () => (await schemas()).ZCountryFooterSchema,
  ),
);
