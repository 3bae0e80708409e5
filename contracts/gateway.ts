import { initContract } from '@ts-rest/core';
import { analyticsContract } from './routes/analytics';
import { billingContract } from './routes/billing';
import { configContract } from './routes/config';
import { customerContract } from './routes/customer';
import { issuesContract } from './routes/issues';
import { lookupContract } from './routes/lookup';
import { mailContract } from './routes/mail';
import { ordersContract } from './routes/orders';
import { sessionContract } from './routes/session';

const c = initContract();

/**
 * The gateway: every call of SPEC §7, grouped as the spec groups them. The SPA's client and the
 * server's handlers are both built from this one router (ARCHITECTURE §4).
 */
export const gatewayContract = c.router(
  {
    config: configContract,
    session: sessionContract,
    lookup: lookupContract,
    customer: customerContract,
    issues: issuesContract,
    billing: billingContract,
    orders: ordersContract,
    analytics: analyticsContract,
    mail: mailContract,
  },
  // §7 call 7 (secure sign-in: popup URL and tokens) has no route here: the SPA talks to the
  // identity provider directly through keycloak-js (ARCHITECTURE §1, §6).
  { pathPrefix: '/api', strictStatusCodes: true },
);

export type TGatewayContract = typeof gatewayContract;
