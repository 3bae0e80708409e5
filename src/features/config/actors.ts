import { fromPromise } from 'xstate';
import type { TAdminConfig, TClientConfig, TCountryFooter } from '../../../contracts/schemas/config';
import { GatewayCallError, errorMessageOf, gatewayClient } from '../../gateway/client';

/** Throws a GatewayCallError carrying the URL that failed, for the server-error page (§2 Shell). */
function failure(status: number, body: unknown, url: string): never {
  const { message, code } = errorMessageOf(status, body);
  throw new GatewayCallError(message, url, status, code);
}

async function callOrThrow<T>(url: string, call: () => Promise<{ status: number; body: unknown }>): Promise<T> {
  let result: { status: number; body: unknown };
  try {
    result = await call();
  } catch (error) {
    throw new GatewayCallError(error instanceof Error ? error.message : String(error), url, 0);
  }
  if (result.status !== 200) failure(result.status, result.body, url);
  return result.body as T;
}

/** §7 call 1. */
export const discoverService = fromPromise<TClientConfig>(() =>
  callOrThrow(new URL('/api/discovery', location.origin).href, () => gatewayClient.config.discover()),
);

/** §7 call 2. */
export const fetchAdminConfig = fromPromise<TAdminConfig, { globalCode: string }>(({ input }) =>
  callOrThrow(
    new URL(`/api/AdminConfig?globalCode=${encodeURIComponent(input.globalCode)}`, location.origin).href,
    () => gatewayClient.config.adminConfig({ query: { globalCode: input.globalCode } }),
  ),
);

/** §7 call 3, first step. */
export const locateCountry = fromPromise<string, { globalCode: string }>(async ({ input }) => {
  const body = await callOrThrow<{ country: string }>('/api/footer/location', () =>
    gatewayClient.config.footerLocation({ query: { globalCode: input.globalCode } }),
  );
  return body.country;
});

/** §7 call 3, second step. */
export const fetchCountryFooter = fromPromise<TCountryFooter, { globalCode: string; country: string }>(({ input }) =>
  callOrThrow(`/api/footer/countries/${input.country}.json`, () =>
    gatewayClient.config.countryFooter({
      params: { countryFile: `${input.country}.json` },
      query: { globalCode: input.globalCode },
    }),
  ),
);
