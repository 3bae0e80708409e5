import { CURRENT_MAG_SWITCH, REPLACEMENT_EXTENSION_ISSUES, SERIES_SHIP_FREQUENCIES } from '../../contracts/constants';
import type { TCofpRequest, TOrderUpdateRequest, TSeriesRequest } from '../../contracts/schemas/actions';
import type { TSystemCode } from '../../contracts/schemas/customer';
import type { TEntitledIssue, TIssue } from '../../contracts/schemas/issues';
import type { TLookupSuccess } from '../../contracts/schemas/lookup';
import { ENDED_ORDER_STATUSES, type TShipFrequency } from '../../contracts/schemas/order';

/**
 * Pure rules of the subscription actions (SPEC §4 Specific transitions, §6, §7 calls 12–18): the
 * subscription a flow acts on, whether the action is offered, and the body of every call. No I/O.
 */

/** What the suspend, resume, replacement and extension flows know of the order they act on. */
export interface Subscription {
  orderNumber: string;
  /** The account that holds the order: the gateway finds the order through it. */
  accountNumber: string;
  prodIdAlias: string;
  planCode?: string | undefined;
  systemCode: TSystemCode;
  orderStatus: string;
  isSuspendable: boolean;
  isResumable: boolean;
  /** A gift received: the donor acts on it (§6), so it offers no replacement or extension of its own. */
  isRecipient?: boolean;
  /** The last issue delivered on the order (its items' lastIssue); absent when none was. */
  lastIssue?: number | undefined;
  /** The customer's last issue of the subscription (§3 expireIssueNumber). */
  expireIssueNumber?: number | undefined;
  /** A series plan's settings (§7 call 18), as the lookup answers them. */
  planStatus?: string | undefined;
  shipFrequency?: string | undefined;
  shipQuantity?: number | undefined;
}

/** The order of the lookup with this number, with its customer's expiry; null when there is none. */
export function subscriptionOf(lookup: TLookupSuccess, orderNumber: string): Subscription | null {
  const order = lookup.orders.find((o) => o.orderNumber === orderNumber);
  if (!order) return null;
  const customer =
    lookup.customers.find((c) => c.accountNumber === order.accountNumber && c.prodIdAlias === order.prodIdAlias) ??
    lookup.customers.find((c) => c.accountNumber === order.accountNumber);
  const delivered = order.orderItems.map((i) => i.lastIssue).filter((n): n is number => typeof n === 'number' && n > 0);
  return {
    orderNumber: order.orderNumber,
    accountNumber: order.accountNumber,
    prodIdAlias: order.prodIdAlias,
    planCode: order.planCode,
    systemCode: order.systemCode,
    orderStatus: order.orderStatus,
    isSuspendable: order.isSuspendable,
    isResumable: order.isResumable,
    isRecipient: order.isRecipient,
    lastIssue: delivered.length > 0 ? Math.max(...delivered) : undefined,
    expireIssueNumber: customer?.expireIssueNumber,
    ...(order.planStatus !== undefined ? { planStatus: order.planStatus } : {}),
    ...(order.shipFrequency !== undefined ? { shipFrequency: order.shipFrequency } : {}),
    ...(order.shipQuantity !== undefined ? { shipQuantity: order.shipQuantity } : {}),
  };
}

/** SERV changes delivery through POST /cofp; SERVPF and EHUB through PUT /series (§7 16, 17). */
export const usesSeries = (systemCode: TSystemCode) => systemCode === 'SERVPF' || systemCode === 'EHUB';
/** A frequency a series call accepts (contracts/constants.ts SERIES_SHIP_FREQUENCIES). */
const isShipFrequency = (value: string | undefined): value is TShipFrequency => (SERIES_SHIP_FREQUENCIES as readonly string[]).includes(value ?? '');
const deliveryChangeable = (s: Subscription) => s.systemCode === 'SERV' || (usesSeries(s.systemCode) && Boolean(s.planCode));

// ---------------------------------------------------------------------------------------------
// Suspend and resume (calls 16, 17)

/** Why delivery of an order is suspended. The spec shows no codes: these are ours. */
export const SUSPEND_REASON_CODES = ['VAC', 'TEMP', 'OTHER'] as const;
export type SuspendReasonCode = (typeof SUSPEND_REASON_CODES)[number];

export interface SuspendChoices {
  reasonCode: SuspendReasonCode;
  /** SERV: the issue delivery resumes with; absent: until the subscriber resumes. */
  resumeIssue?: number | undefined;
  /** Other systems: the day delivery resumes (yyyy-mm-dd). */
  resumeServiceDate?: string | undefined;
}

export type SuspendRefusal = 'suspendDisabled' | 'notSuspendable';

/** §6: suspend is offered only with the publisher's enableSuspend and the order's isSuspendable. */
export function suspendRefusal(s: Subscription, enableSuspend: boolean): SuspendRefusal | null {
  if (!enableSuspend) return 'suspendDisabled';
  return s.isSuspendable && s.orderStatus !== 'suspended' && deliveryChangeable(s) ? null : 'notSuspendable';
}

export type ResumeRefusal = 'notSuspended';

export function resumeRefusal(s: Subscription): ResumeRefusal | null {
  return (s.isResumable || s.orderStatus === 'suspended') && deliveryChangeable(s) ? null : 'notSuspended';
}

type SeriesSuspendResume = Extract<TSeriesRequest, { updateType: 'suspendresume' }>;

/** The call a delivery change makes: its method and path follow from the body. */
export type DeliveryRequest =
  | { call: 'cofp'; body: Extract<TCofpRequest, { action: 'suspend' | 'resume' }> }
  | { call: 'series'; body: SeriesSuspendResume };

function seriesBody(s: Subscription, suspendSwitch: 'Y' | 'N'): SeriesSuspendResume {
  return { updateType: 'suspendresume', prodIdAlias: s.prodIdAlias, recipAccountNumber: s.accountNumber, planCode: s.planCode ?? '', suspendSwitch };
}

/** §7 call 16: SERV through /cofp (currentMagSwitch X, §9), the other systems through /series. */
export function suspendRequest(s: Subscription, choices: SuspendChoices): DeliveryRequest {
  if (s.systemCode === 'SERV') {
    const { accountNumber, prodIdAlias } = s;
    const resumeIssue = choices.resumeIssue !== undefined ? { resumeIssue: choices.resumeIssue } : {};
    return {
      call: 'cofp',
      body: { action: 'suspend', accountNumber, prodIdAlias, suspend: 'Y', reasonCode: choices.reasonCode, currentMagSwitch: CURRENT_MAG_SWITCH, ...resumeIssue },
    };
  }
  const resumeServiceDate = choices.resumeServiceDate ? { resumeServiceDate: choices.resumeServiceDate } : {};
  // §7 call 16 lists shipFrequency: the plan's own, unchanged (a suspend is no series update); a plan
  // whose frequency the lookup does not answer (EHUB) sends none.
  const shipFrequency = isShipFrequency(s.shipFrequency) ? { shipFrequency: s.shipFrequency } : {};
  return { call: 'series', body: { ...seriesBody(s, 'Y'), ...resumeServiceDate, ...shipFrequency } };
}

/** §7 call 17: SERV resume Y through /cofp; the other systems suspendSwitch N through /series. */
export function resumeRequest(s: Subscription): DeliveryRequest {
  if (s.systemCode === 'SERV') return { call: 'cofp', body: { action: 'resume', accountNumber: s.accountNumber, prodIdAlias: s.prodIdAlias, resume: 'Y' } };
  return { call: 'series', body: seriesBody(s, 'N') };
}

/** The issues delivery may resume with: the coming ones up to the subscription's last issue. */
export function resumeIssueChoices(upcoming: readonly TIssue[], s: Subscription): TIssue[] {
  return upcoming.filter((i) => i.issueNumber > (s.lastIssue ?? 0) && (s.expireIssueNumber === undefined || i.issueNumber <= s.expireIssueNumber));
}

/** §4: after a resume, the first returned item with directResume sends the user to /accounts/resume. */
export function directResumeOf(data: unknown): boolean {
  const items = (data as { items?: unknown } | null | undefined)?.items;
  return Array.isArray(items) && (items[0] as { directResume?: unknown } | undefined)?.directResume === true;
}

// ---------------------------------------------------------------------------------------------
// Issues, replacement and extension (calls 12–15)

export interface IssueLookupQuery {
  magCode: string;
  issueNumberStart: number;
  issueNumberEnd: number;
}

/** The contract's widest issue range (contracts/routes/issues.ts). */
const ISSUE_RANGE_MAX = 500;

/** §7 call 15: issueNumberStart is 1 if the order has no last issue, else last+1. */
export function issueNumberStart(lastIssue: number | undefined): number {
  return lastIssue === undefined || lastIssue < 1 ? 1 : lastIssue + 1;
}

/**
 * The coming issues of one order, through the one a replacement's extension would add
 * (expireIssueNumber + REPLACEMENT_EXTENSION_ISSUES).
 */
export function issueLookupQuery(s: Subscription, magCode: string): IssueLookupQuery {
  const start = issueNumberStart(s.lastIssue);
  const through = (s.expireIssueNumber ?? start) + REPLACEMENT_EXTENSION_ISSUES;
  return { magCode, issueNumberStart: start, issueNumberEnd: Math.min(Math.max(start, through), start + ISSUE_RANGE_MAX) };
}

/** Calls 12 and 15 together: the entitled issues of the account (when asked) and one lookup per order. */
export interface IssuesRequest {
  call: 'issues';
  entitled?: { magCode: string; accountNumber: string; lastIssue: number };
  upcoming: IssueLookupQuery[];
}

export interface IssuesFound {
  entitled: TEntitledIssue[];
  upcoming: TIssue[];
}

export function issuesRequest(subscriptions: readonly Subscription[], magCode: string, withEntitled: boolean): IssuesRequest {
  const [first] = subscriptions;
  return {
    call: 'issues',
    ...(withEntitled && first ? { entitled: { magCode, accountNumber: first.accountNumber, lastIssue: first.lastIssue ?? 0 } } : {}),
    upcoming: subscriptions.map((s) => issueLookupQuery(s, magCode)),
  };
}

export function issuesFoundOf(data: unknown): IssuesFound {
  const found = data as Partial<IssuesFound> | null | undefined;
  return { entitled: Array.isArray(found?.entitled) ? found.entitled : [], upcoming: Array.isArray(found?.upcoming) ? found.upcoming : [] };
}

/** The reasons of §2: Damaged Issue and Missing Issue. The codes are not shown: ours. */
export const REPLACEMENT_REASON_CODES = ['DAMAGED', 'MISSING'] as const;
export type ReplacementReasonCode = (typeof REPLACEMENT_REASON_CODES)[number];

/** §2: receive the issue, or extend the subscription by one issue instead. */
export type ReplacementDelivery = 'issue' | 'extension';

/** The choices of the Reason and Confirmation steps, filled in as the user goes. */
export interface ReplacementChoice {
  reasonCode?: ReplacementReasonCode;
  issueNumber?: number;
  delivery?: ReplacementDelivery;
}

/** The entitled issue chosen at the Reason step. */
export function chosenIssueOf(entitled: readonly TEntitledIssue[], choice: ReplacementChoice): TEntitledIssue | undefined {
  return entitled.find((i) => i.issueNumber === choice.issueNumber);
}

/** The issue a one-issue extension adds (§9), among the coming issues call 15 found. */
export function extensionIssueOf(upcoming: readonly TIssue[], s: Subscription): TIssue | undefined {
  return s.expireIssueNumber === undefined ? undefined : upcoming.find((i) => i.issueNumber === s.expireIssueNumber! + REPLACEMENT_EXTENSION_ISSUES);
}

export type ReplacementRefusal = 'noIssues';

/** Replacements are for magazine issues (SERV) the account received. */
export function replacementRefusal(s: Subscription): ReplacementRefusal | null {
  return s.systemCode === 'SERV' && s.lastIssue !== undefined && !s.isRecipient && !ENDED_ORDER_STATUSES.has(s.orderStatus) ? null : 'noIssues';
}

export type ReplacementCall = { call: 'cofp'; body: Extract<TCofpRequest, { action: 'replacement' }> };

/**
 * §7 call 14. An out-of-stock issue is still asked for (requestIssue Y): the gateway checks the
 * stock as it answers and extends by one issue instead (§2, §9), saying so in `replacement`.
 */
export function replacementRequest(
  s: Subscription,
  choice: { reasonCode: ReplacementReasonCode; issueNumber: number; delivery: ReplacementDelivery },
): ReplacementCall {
  return {
    call: 'cofp',
    body: {
      action: 'replacement',
      accountNumber: s.accountNumber,
      prodIdAlias: s.prodIdAlias,
      numberOfCopies: 1,
      reasonCode: choice.reasonCode,
      requestIssue: choice.delivery === 'issue' ? 'Y' : 'N',
      issueNumber: choice.issueNumber,
    },
  };
}

/** What a replacement did: shipped a copy, or extended the subscription (out of stock or by choice). */
export function replacementOutcomeOf(data: unknown): { outOfStock: boolean; extendedByIssues: number } | null {
  const replacement = (data as { replacement?: { outOfStock?: unknown; extendedByIssues?: unknown } } | null | undefined)?.replacement;
  if (!replacement || typeof replacement.extendedByIssues !== 'number') return null;
  return { outOfStock: replacement.outOfStock === true, extendedByIssues: replacement.extendedByIssues };
}

/** How many issues one extension may add on the extension screen. */
export const EXTENSION_ISSUE_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** The reason code of a subscriber's own extension (not shown in the spec: ours). */
export const EXTENSION_REASON_CODE = 'CUSTEXT';

export type ExtensionRefusal = 'notExtendable';

export function extensionRefusal(s: Subscription): ExtensionRefusal | null {
  return s.expireIssueNumber !== undefined && s.systemCode !== 'RESIN' && !s.isRecipient && !ENDED_ORDER_STATUSES.has(s.orderStatus) ? null : 'notExtendable';
}

export type ExtensionCall = { call: 'orderUpdate'; body: Extract<TOrderUpdateRequest, { action: 'extension' }> };

/** §7 call 13: the subscription ends `issues` issues later than it does now. */
export function extensionRequest(s: Subscription, issues: number): ExtensionCall {
  return {
    call: 'orderUpdate',
    body: {
      action: 'extension',
      accountNumber: s.accountNumber,
      prodIdAlias: s.prodIdAlias,
      order: { subscriptionEnd: (s.expireIssueNumber ?? 0) + issues, reasonCode: EXTENSION_REASON_CODE },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Series update (call 18)

/** How often a series plan ships and how many copies: what the subscriber changes (§7 call 18). */
export interface SeriesSettings {
  shipFrequency: TShipFrequency;
  shipQuantity: number;
}

export type SeriesUpdateRefusal = 'notSeriesPlan';


/**
 * A series plan (SERVPF) the account holds and that still ships has settings to change. Not a gift
 * received (the donor holds the plan, §6), nor an ended plan, nor one whose settings the lookup
 * does not answer.
 */
export function seriesUpdateRefusal(s: Subscription): SeriesUpdateRefusal | null {
  const plan = s.systemCode === 'SERVPF' && Boolean(s.planCode) && isShipFrequency(s.shipFrequency) && s.shipQuantity !== undefined;
  return plan && !s.isRecipient && !ENDED_ORDER_STATUSES.has(s.orderStatus) ? null : 'notSeriesPlan';
}

/** The plan's settings as they stand; null when it has none to change. */
export function seriesSettingsOf(s: Subscription): SeriesSettings | null {
  return isShipFrequency(s.shipFrequency) && s.shipQuantity !== undefined ? { shipFrequency: s.shipFrequency, shipQuantity: s.shipQuantity } : null;
}

/** Saving is offered only for a change: the same settings again would be a call that changes nothing. */
export function seriesSettingsChanged(s: Subscription, settings: SeriesSettings): boolean {
  const current = seriesSettingsOf(s);
  return current === null || current.shipFrequency !== settings.shipFrequency || current.shipQuantity !== settings.shipQuantity;
}

export type SeriesUpdateCall = { call: 'series'; body: Extract<TSeriesRequest, { updateType: 'seriesupdate' }> };

/**
 * §7 call 18: the new frequency and quantity. The plan's status and suspendSwitch go as they stand
 * (Y while delivery is suspended): this screen changes the settings, never suspends or resumes
 * (Suspend and Resume do, calls 16 and 17).
 */
export function seriesUpdateRequest(s: Subscription, settings: SeriesSettings): SeriesUpdateCall {
  return {
    call: 'series',
    body: {
      updateType: 'seriesupdate',
      prodIdAlias: s.prodIdAlias,
      recipAccountNumber: s.accountNumber,
      planCode: s.planCode ?? '',
      suspendSwitch: s.orderStatus === 'suspended' ? 'Y' : 'N',
      planStatus: s.planStatus || 'A',
      shipFrequency: settings.shipFrequency,
      shipQuantity: settings.shipQuantity,
    },
  };
}

/** Every request the subscription flows hand to the action cycle; `call` names the route. */
export type SubscriptionActionRequest = DeliveryRequest | IssuesRequest | ReplacementCall | ExtensionCall | SeriesUpdateCall;
