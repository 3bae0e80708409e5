import { gatewayContract } from '../../contracts/gateway';
import { discoverService, loadAdminConfig, loadCountryFooter, locateFooterCountry } from '../services/configuration';
import { gateway, requestHost } from './context';
import { errorResponse } from './errors';

/** §7 calls 1–3. */
export const configRouter = gateway.router(gatewayContract.config, {
  discover: async (_args, { database, requestHeaders }) => {
    const clientConfig = await discoverService(database, requestHost(requestHeaders));
    if (!clientConfig) return errorResponse(404, 'PUBLISHER_NOT_CONFIGURED', 'No publisher is configured for this address.');
    return { status: 200, body: clientConfig };
  },
  adminConfig: async ({ query }, { database }) => {
    const adminConfig = await loadAdminConfig(database, query.globalCode);
    if (!adminConfig) return errorResponse(404, 'NOT_FOUND', `No configuration exists for "${query.globalCode}".`);
    return { status: 200, body: adminConfig };
  },
  footerLocation: async ({ query }, { database }) => {
    const country = await locateFooterCountry(database, query.globalCode);
    if (!country) return errorResponse(404, 'NOT_FOUND', 'This publisher has no brand footer.');
    return { status: 200, body: { country } };
  },
  countryFooter: async ({ query, params }, { database }) => {
    const footer = await loadCountryFooter(database, query.globalCode, params.countryFile);
    if (!footer) return errorResponse(404, 'NOT_FOUND', `No footer exists for ${params.countryFile}.`);
    return { status: 200, body: footer };
  },
});
