import { REFETCH_DELAY_MS } from '../../contracts/constants';
import { hasPostalCodes, NO_POSTAL_CODE_PLACEHOLDER } from '../../contracts/reference/postalCodes';
import type { TAddressChangePayload, TAddressChangeResponse, TEmailChangePayload, TPasswordResetPayload } from '../../contracts/schemas/actions';
import type { TYesNo } from '../../contracts/schemas/common';
import { EMAIL_PERMISSIONS, type TAddress, type TCustomer, type TSystemCode } from '../../contracts/schemas/customer';
import type { TLookupRequest, TLookupSuccess } from '../../contracts/schemas/lookup';
import type { ActionCycleInput } from '../flows/action-cycle.machine';

/**
 * Pure request builders of the customer's own details (SPEC §3 Account-action payloads, §7 calls
 * 8–11): address change, email change and the automatic email add, password reset, preferences.
 * No I/O: the machines and the screens' hooks call these.
 */

// ---------------------------------------------------------------------------------------------
// Address change (call 8)

/** An account whose address may change: one of the customer's, or a donor's gift recipient's. */
export interface AddressAccount {
  accountNumber: string;
  prodIdAlias: string;
  productName: string;
  /** The account's current postal code, sent with each payload (§3). */
  postalCode: string;
  systemCode?: TSystemCode;
  address?: TAddress;
  /** The recipient's name, for a gift account. */
  recipientName?: string;
}

/**
 * The accounts of a lookup an address change offers: the customer's own, and, for a donor, the
 * gift recipients' accounts (a separate "gift address" change). A recipient never changes the
 * donor's address, so only the gifts the customer gave are offered.
 */
export function addressAccountsOf(lookup: TLookupSuccess): { own: AddressAccount[]; gifts: AddressAccount[] } {
  const own = lookup.customers.map((c) => ({
    accountNumber: c.accountNumber,
    prodIdAlias: c.prodIdAlias,
    productName: c.productName,
    postalCode: c.postalCode || c.address.postalCode || NO_POSTAL_CODE_PLACEHOLDER,
    systemCode: c.systemCode,
    address: c.address,
  }));
  const gifts = lookup.associatedGiftAccounts
    .filter((g) => g.relationship === 'donor')
    .map((g) => ({
      accountNumber: g.accountNumber,
      prodIdAlias: g.prodIdAlias,
      productName: g.productName,
      postalCode: g.address?.postalCode || lookup.accountsMap[g.accountNumber]?.postalCode || NO_POSTAL_CODE_PLACEHOLDER,
      systemCode: g.systemCode,
      recipientName: g.recipientName,
      ...(g.address ? { address: g.address } : {}),
    }));
  return { own, gifts };
}

/** A new address as typed (§5 address rules checked by the form). */
export interface AddressFields {
  name: string;
  address1: string;
  address2?: string | undefined;
  city: string;
  state?: string | undefined;
  postalCode?: string | undefined;
  country: string;
}

/** Effective dates as typed: yyyy-mm-dd, or '' for none. */
export interface EffectiveDates {
  startDate: string;
  endDate: string;
}

/** The typed address on the wire: trimmed, optional parts left out, '%' where the country has no postal codes. */
export function addressOnWire(fields: AddressFields): TAddressChangePayload['address'] {
  const text = (value: string | undefined) => value?.trim() ?? '';
  const country = text(fields.country).toUpperCase();
  const postalCode = text(fields.postalCode);
  return {
    name: text(fields.name),
    address1: text(fields.address1),
    ...(text(fields.address2) ? { address2: text(fields.address2) } : {}),
    city: text(fields.city),
    ...(text(fields.state) ? { state: text(fields.state) } : {}),
    postalCode: postalCode || NO_POSTAL_CODE_PLACEHOLDER,
    country,
  };
}

/** The postal code the account will be found by once the address applies (the gateway stores it compact). */
export function storedPostalCode(fields: AddressFields): string {
  const compact = (fields.postalCode ?? '').replace(/\s+/g, '').toUpperCase();
  return hasPostalCodes(fields.country.trim().toUpperCase()) && compact ? compact : NO_POSTAL_CODE_PLACEHOLDER;
}

/** The dates on the wire: a start only when it is later than today (a change from today needs none). */
export function datesOnWire(dates: EffectiveDates, today: string): Pick<TAddressChangePayload, 'startDate' | 'endDate'> {
  return {
    ...(dates.startDate && dates.startDate > today ? { startDate: dates.startDate } : {}),
    ...(dates.endDate ? { endDate: dates.endDate } : {}),
  };
}

/** Dates the gateway accepts: no start in the past, no end before the start (or before today). */
export function datesInOrder(dates: EffectiveDates, today: string): boolean {
  if (dates.startDate && dates.startDate < today) return false;
  return !dates.endDate || dates.endDate >= (dates.startDate || today);
}

/** One payload per account (§3 Address change, call 8). */
export function addressChangePayloads(
  accounts: readonly AddressAccount[],
  fields: AddressFields,
  dates: EffectiveDates,
  today: string,
): TAddressChangePayload[] {
  const address = addressOnWire(fields);
  const when = datesOnWire(dates, today);
  return accounts.map((a) => ({
    accountNumber: a.accountNumber,
    prodIdAlias: a.prodIdAlias,
    postalCode: a.postalCode,
    ...(a.systemCode ? { systemCode: a.systemCode } : {}),
    category: 'Change of Address',
    address,
    ...when,
  }));
}

/** What one call of the address change sends; the second call of a two-step change carries the first answer. */
export interface AddressChangeRequest {
  payloads: TAddressChangePayload[];
  firstResponse?: TAddressChangeResponse;
}

/**
 * §4 two-step gift change: with both the customer's accounts and gift recipients' accounts chosen,
 * the customer's own change goes first and the gift change second (secondPayload).
 */
export interface AddressChangePlan {
  first: TAddressChangePayload[];
  second: TAddressChangePayload[] | null;
}

export interface AddressChangeDraft {
  accountNumbers: string[];
  giftAccountNumbers: string[];
  dates: EffectiveDates;
  address: AddressFields | null;
  giftAddress: AddressFields | null;
}

export function addressChangePlan(
  accounts: { own: readonly AddressAccount[]; gifts: readonly AddressAccount[] },
  draft: AddressChangeDraft,
  today: string,
): AddressChangePlan {
  const own = accounts.own.filter((a) => draft.accountNumbers.includes(a.accountNumber));
  const gifts = accounts.gifts.filter((a) => draft.giftAccountNumbers.includes(a.accountNumber));
  const ownPayloads = own.length && draft.address ? addressChangePayloads(own, draft.address, draft.dates, today) : [];
  const giftPayloads = gifts.length && draft.giftAddress ? addressChangePayloads(gifts, draft.giftAddress, draft.dates, today) : [];
  if (ownPayloads.length && giftPayloads.length) return { first: ownPayloads, second: giftPayloads };
  return { first: ownPayloads.length ? ownPayloads : giftPayloads, second: null };
}

/** §4 Other catalogues: the confirmation page of an address change. */
export type AddressConfirmationPage = 'change-address-confirmation' | 'gift-change-address-confirmation';

export function addressConfirmationPage(draft: Pick<AddressChangeDraft, 'giftAccountNumbers'>): AddressConfirmationPage {
  return draft.giftAccountNumbers.length > 0 ? 'gift-change-address-confirmation' : 'change-address-confirmation';
}

/**
 * The postal code the refetch must use (§4 refetch by account number and postal code) when the
 * account it looks up takes the new address now; undefined when that account is not changed now
 * (not chosen, or a later start). The second call of a two-step change reads it from the first
 * answer, as the gateway stored it.
 */
export function refetchPostalCodeOf(
  payloads: readonly TAddressChangePayload[],
  refetchAccountNumber: string,
  firstResponse?: TAddressChangeResponse,
): string | undefined {
  const answered = firstResponse?.results.find((r) => r.accountNumber === refetchAccountNumber);
  if (answered) return answered.success && !answered.scheduled ? answered.postalCode : undefined;
  const payload = payloads.find((p) => p.accountNumber === refetchAccountNumber);
  return payload && !payload.startDate ? storedPostalCode(payload.address) : undefined;
}

export const emptyAddressDraft = (today: string): AddressChangeDraft => ({
  accountNumbers: [],
  giftAccountNumbers: [],
  dates: { startDate: today, endDate: '' },
  address: null,
  giftAddress: null,
});

/**
 * The generic cycle's input for one call of an address change: the refetch is skipped after the
 * first of two calls (§4), and uses the new postal code when the looked-up account got one.
 */
export function addressCycleInput(
  context: { plan: AddressChangePlan | null; responses: readonly TAddressChangeResponse[]; refetchAccountNumber: string },
  step: 'first' | 'second',
): ActionCycleInput {
  const plan = context.plan!;
  const payloads = step === 'first' ? plan.first : (plan.second ?? []);
  const firstResponse = step === 'second' ? context.responses[0] : undefined;
  const request: AddressChangeRequest = { payloads, ...(firstResponse ? { firstResponse } : {}) };
  const refetchPostalCode = refetchPostalCodeOf(plan.first, context.refetchAccountNumber, firstResponse);
  return {
    category: 'Change of Address',
    refetch: step === 'first' && plan.second ? false : { delayMs: REFETCH_DELAY_MS.addressOrEmailChanged },
    submission: { request, label: payloads[0]?.prodIdAlias ?? '', ...(refetchPostalCode ? { refetchPostalCode } : {}) },
  };
}

// ---------------------------------------------------------------------------------------------
// Email change and automatic email add (call 9)

const COMPANY_PERMISSION = 'emailUseForCompanyPerm';

/** §3: emailAuthorization for SERV and EHUB, emailPermission1 for SERVPF; RESIN sends neither. */
export function emailPermissionField(systemCode: TSystemCode, value: TYesNo): Pick<TEmailChangePayload, 'emailAuthorization' | 'emailPermission1'> {
  if (systemCode === 'SERVPF') return { emailPermission1: value };
  if (systemCode === 'SERV' || systemCode === 'EHUB') return { emailAuthorization: value };
  return {};
}

/**
 * One body per account (§7 call 9). The permission keeps the account's own answer unless the
 * customer gave one (the sign-in form's opt-in): a new email never implies consent.
 */
export function emailChangePayloads(customers: readonly TCustomer[], email: string, optIn?: boolean): TEmailChangePayload[] {
  return customers.map((c) => ({
    accountNumber: c.accountNumber,
    prodIdAlias: c.prodIdAlias,
    email: email.trim(),
    systemCode: c.systemCode,
    ...emailPermissionField(c.systemCode, optIn === undefined ? (c.permissions[COMPANY_PERMISSION] ?? 'N') : optIn ? 'Y' : 'N'),
  }));
}

/** An email the signed-in session knows: the identity's, else the captureEmail given at sign-in. */
export interface KnownEmail {
  email: string;
  /** The sign-in form's opt-in, when the email came from it. */
  optIn?: boolean;
}

export function knownSignInEmail(session: { email?: string | undefined; lookupRequest?: TLookupRequest | undefined } | null): KnownEmail | null {
  if (session?.email?.trim()) return { email: session.email.trim() };
  const request = session?.lookupRequest;
  // The email form's email found the account; only a captureEmail is new information.
  if (!request || request.filterType === 'EmailAndPostalCode' || !request.payload.email?.trim()) return null;
  return { email: request.payload.email.trim(), ...(request.payload.emailOptIn !== undefined ? { optIn: request.payload.emailOptIn } : {}) };
}

/** The accounts of a lookup that have no email: the automatic email add fills them in (§4). */
export function accountsWithoutEmail(customers: readonly TCustomer[]): TCustomer[] {
  return customers.filter((c) => !c.email.trim());
}

// ---------------------------------------------------------------------------------------------
// Password reset (call 10)

export function passwordResetPayload(email: string, clientId: string): TPasswordResetPayload {
  return { email: email.trim(), clientId };
}

// ---------------------------------------------------------------------------------------------
// Communication preferences (call 11)

export type EmailPermission = (typeof EMAIL_PERMISSIONS)[number];
/** What the preferences screen shows per customer: each email permission on or off. */
export type PermissionChoices = Record<EmailPermission, boolean>;

/** The key of one customer (§4: the saved flags go to the customer of that account and product). */
export const customerKey = (c: Pick<TCustomer, 'accountNumber' | 'prodIdAlias'>) => `${c.accountNumber}|${c.prodIdAlias}`;

export function permissionChoicesOf(customer: Pick<TCustomer, 'permissions'>): PermissionChoices {
  return Object.fromEntries(EMAIL_PERMISSIONS.map((p) => [p, customer.permissions[p] === 'Y'])) as PermissionChoices;
}

/** The flags that differ from the customer's, as Y/N. */
export function changedPermissions(customer: Pick<TCustomer, 'permissions'>, choices: PermissionChoices): Record<string, TYesNo> {
  const current = permissionChoicesOf(customer);
  return Object.fromEntries(EMAIL_PERMISSIONS.filter((p) => choices[p] !== current[p]).map((p) => [p, choices[p] ? 'Y' : 'N']));
}

export interface PreferencesRequest {
  action: 'preferences';
  accountNumber: string;
  prodIdAlias: string;
  email: string;
  permissions: Record<string, TYesNo>;
}

/**
 * §7 call 11: one body per customer with a change; only the changed flags, as Y/N; accountNumber,
 * prodIdAlias and email unchanged. Customers without a change send nothing.
 */
export function preferencesRequests(customers: readonly TCustomer[], choices: Readonly<Record<string, PermissionChoices>>): PreferencesRequest[] {
  return customers.flatMap((c) => {
    const chosen = choices[customerKey(c)];
    const permissions = chosen ? changedPermissions(c, chosen) : {};
    if (Object.keys(permissions).length === 0) return [];
    return [{ action: 'preferences' as const, accountNumber: c.accountNumber, prodIdAlias: c.prodIdAlias, email: c.email, permissions }];
  });
}

// ---------------------------------------------------------------------------------------------

/** Today as the browser's calendar date (yyyy-mm-dd), for date fields and their defaults. */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
