import { initContract } from '@ts-rest/core';
import { configContract } from './routes/config';

const c = initContract();

/**
 * The gateway: every call of SPEC §7, grouped as the spec groups them. The SPA's client and the
 * server's handlers are both built from this one router (ARCHITECTURE §4).
 */
export const gatewayContract = c.router(
  {
    config: configContract,
  },
  { pathPrefix: '/api', strictStatusCodes: true },
);

export type TGatewayContract = typeof gatewayContract;
