import { accountsIn } from '../../contracts/ownership';
import { gatewayContract } from '../../contracts/gateway';
import { entitledIssues } from '../services/account-actions/entitled-issues';
import { issueLookup } from '../services/account-actions/issue-lookup';
import { authorize } from './authorize';
import { gateway } from './context';
import { actionContext, ok } from './customer.router';

/** §7 calls 12 and 15: the issues of the replacement screen. */
export const issuesRouter = gateway.router(gatewayContract.issues, {
  entitledIssues: async ({ query }, context) => {
    const auth = await authorize(context, { accounts: accountsIn(gatewayContract.issues.entitledIssues, { query }) });
    if (!auth.ok) return auth.response;
    return ok(await entitledIssues(actionContext(context, auth), query));
  },

  // The catalogue names no account: any live session of the publisher may read it.
  issueLookup: async ({ query }, context) => {
    const auth = await authorize(context);
    if (!auth.ok) return auth.response;
    return ok(await issueLookup(actionContext(context, auth), query));
  },
});
