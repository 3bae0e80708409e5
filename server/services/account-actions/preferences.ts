import type { TCofpResponse } from '../../../contracts/schemas/actions';
import type { TYesNo } from '../../../contracts/schemas/common';
import { updateCustomer } from '../../db/repositories/account-actions';
import { audit, done, unprocessable, withCustomer, type ActionContext, type Outcome } from './common';

/** As ZPermissionsSchema allows: a customer keeps at most this many flags. */
const MAX_PERMISSIONS = 50;

export interface PreferencesRequest {
  accountNumber: string;
  prodIdAlias: string;
  /** Only the flags that changed (§7 call 11). */
  permissions: Record<string, TYesNo>;
}

/**
 * §7 call 11: merges the sent Y/N flags into the customer's permissions and answers the account,
 * its email (unchanged) and every flag it now has (§3 "Preference save response").
 */
export async function savePreferences(ctx: ActionContext, request: PreferencesRequest): Promise<Outcome<TCofpResponse>> {
  return withCustomer(ctx, request.accountNumber, async (customer) => {
    const permissions = { ...customer.permissions, ...request.permissions };
    if (Object.keys(permissions).length > MAX_PERMISSIONS) {
      return unprocessable('TOO_MANY_PREFERENCES', 'body.permissions', `An account can hold at most ${MAX_PERMISSIONS} preferences.`);
    }
    await updateCustomer(ctx.database, customer.id, { permissions });
    await audit(ctx, customer, { kind: 'preferences', payload: { changed: request.permissions } });
    return done({
      success: true,
      message: 'You have successfully updated your account preferences.',
      accountNumber: customer.accountNumber,
      prodIdAlias: request.prodIdAlias,
      email: customer.email ?? '',
      permissions,
    });
  });
}
