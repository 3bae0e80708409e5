import type { TSuccessResponse } from '../../../contracts/schemas/actions';
import type { TYesNo } from '../../../contracts/schemas/common';
import { updateCustomer } from '../../db/repositories/account-actions';
import { audit, done, withCustomer, type ActionContext, type Outcome } from './common';

/** The permission an email change sets (§3 Automatic email add). */
export const COMPANY_EMAIL_PERMISSION = 'emailUseForCompanyPerm';

export interface EmailChangeRequest {
  accountNumber: string;
  email: string;
  /** SERV and EHUB send emailAuthorization, SERVPF emailPermission1 (§3). */
  emailAuthorization?: TYesNo | undefined;
  emailPermission1?: TYesNo | undefined;
}

/**
 * §7 call 9, the email change and the automatic email add: stores the email and, when the body
 * carries the permission field of the account's system, the customer's emailUseForCompanyPerm.
 */
export async function changeEmail(ctx: ActionContext, request: EmailChangeRequest): Promise<Outcome<TSuccessResponse>> {
  return withCustomer(ctx, request.accountNumber, async (customer) => {
    const email = request.email.trim();
    // Each system names the flag its own way; the other name is accepted when it is the only one sent.
    const permission =
      customer.systemCode === 'SERVPF'
        ? (request.emailPermission1 ?? request.emailAuthorization)
        : (request.emailAuthorization ?? request.emailPermission1);
    await updateCustomer(ctx.database, customer.id, {
      email,
      ...(permission ? { permissions: { ...customer.permissions, [COMPANY_EMAIL_PERMISSION]: permission } } : {}),
    });
    await audit(ctx, customer, {
      kind: 'email-change',
      payload: { email, previousEmail: customer.email, ...(permission ? { [COMPANY_EMAIL_PERMISSION]: permission } : {}) },
    });
    return done({ success: true, message: 'Your email address has been changed.' });
  });
}
