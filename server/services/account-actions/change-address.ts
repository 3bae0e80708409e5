import { isCountryCode, regionsOf } from '../../../contracts/reference';
import type { TAddressChangePayload, TAddressChangeResponse } from '../../../contracts/schemas/actions';
import type { TErrorBody } from '../../../contracts/schemas/common';
import { checkPostalCodeFor, checkStateFor } from '../../../contracts/validation/postalCode';
import { updateCustomer } from '../../db/repositories/account-actions';
import type { CustomerRow } from '../../db/repositories/customers';
import { normalizePostalCode } from '../lookup';
import { audit, done, todayOf, withCustomer, type ActionContext, type Outcome } from './common';

type Result = TAddressChangeResponse['results'][number];

/**
 * §7 call 8: one address change per account. Every payload is checked first (422 with field
 * errors, nothing changed, when any address cannot be used); then each account changes on its own
 * and the batch succeeds only if every one did (§4). A change whose startDate is after today is
 * stored as a scheduled service request and applied later; the others apply now. The postal code
 * is stored as the lookup reads it, so the refetch by account number and the NEW postal code
 * finds the account (the session has proved it).
 */
export async function changeAddress(ctx: ActionContext, payloads: readonly TAddressChangePayload[]): Promise<Outcome<TAddressChangeResponse>> {
  const today = todayOf(ctx.policy);
  const fieldErrors: NonNullable<TErrorBody['fieldErrors']> = {};
  payloads.forEach((payload, index) => {
    for (const [field, message] of problemsOf(payload, today)) (fieldErrors[`body.${index}.${field}`] ??= []).push(message);
  });
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, status: 422, code: 'ADDRESS_INVALID', message: 'Please check the new address.', fieldErrors };
  }

  const results: Result[] = [];
  for (const payload of payloads) {
    const outcome = await withCustomer(ctx, payload.accountNumber, (customer) => changeOne(ctx, customer, payload, today));
    results.push(outcome.ok ? outcome.value : { accountNumber: payload.accountNumber, success: false, code: outcome.code, message: outcome.message });
  }
  return done({ success: results.every((r) => r.success), results });
}

/** Field problems of one payload, as [field path below the payload, message]. */
function problemsOf({ address, startDate, endDate }: TAddressChangePayload, today: string): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  if (!isCountryCode(address.country)) problems.push(['address.country', 'Unknown country.']);
  // Checked as it will be stored: a US ZIP+4 is kept as its five-digit ZIP, as the lookup reads it.
  const postal = checkPostalCodeFor(address.country, normalizePostalCode(address.postalCode, address.country));
  if (postal) problems.push(['address.postalCode', postal]);
  const state = checkStateFor(address.country, address.state);
  if (state) problems.push(['address.state', state]);
  const regions = regionsOf(address.country);
  if (!state && regions.length > 0 && !regions.some((r) => r.code === address.state?.trim().toUpperCase())) {
    problems.push(['address.state', 'Unknown state or province.']);
  }
  if (endDate !== undefined && endDate < (startDate ?? today)) {
    problems.push(['endDate', startDate ? 'The end date must be on or after the start date.' : 'The end date has already passed.']);
  }
  return problems;
}

const blankToNull = (text: string | undefined) => (text?.trim() ? text.trim() : null);

async function changeOne(ctx: ActionContext, customer: CustomerRow, payload: TAddressChangePayload, today: string): Promise<Outcome<Result>> {
  const { address, startDate, endDate, category } = payload;
  const country = address.country;
  const next = {
    addressName: address.name.trim(),
    address1: address.address1.trim(),
    address2: blankToNull(address.address2),
    address3: blankToNull(address.address3),
    city: address.city.trim(),
    state: regionsOf(country).length > 0 ? address.state!.trim().toUpperCase() : blankToNull(address.state),
    postalCode: normalizePostalCode(address.postalCode, country),
    country,
  };
  const dates = { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };

  if (startDate !== undefined && startDate > today) {
    await audit(ctx, customer, { kind: 'address-change-scheduled', payload: { address: next, ...dates, ...(category ? { category } : {}) } });
    return done({
      accountNumber: customer.accountNumber,
      success: true,
      scheduled: true,
      postalCode: customer.postalCode,
      message: `Your new address takes effect on ${startDate}.`,
    });
  }

  const previous = {
    addressName: customer.addressName,
    address1: customer.address1,
    address2: customer.address2,
    address3: customer.address3,
    city: customer.city,
    state: customer.state,
    postalCode: customer.postalCode,
    country: customer.country,
  };
  // A new address is deliverable until the postal service says otherwise.
  await updateCustomer(ctx.database, customer.id, { ...next, undeliverable: false });
  await audit(ctx, customer, { kind: 'address-change', payload: { address: next, previous, ...dates, ...(category ? { category } : {}) } });
  return done({
    accountNumber: customer.accountNumber,
    success: true,
    scheduled: false,
    postalCode: next.postalCode,
    message: endDate ? `Your address has been changed until ${endDate}.` : 'Your address has been changed.',
  });
}
