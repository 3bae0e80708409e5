import { setTimeout as sleep } from 'node:timers/promises';
import { NO_POSTAL_CODE_PLACEHOLDER, hasPostalCodes } from '../../contracts/reference/postalCodes';
import type { TLinkingConfirmation, TLookupRequest, TLookupResponse } from '../../contracts/schemas/lookup';
import type { Database } from '../db';
import { loadAccountView } from '../db/repositories/account-view';
import { keptAnswersOf } from './account-view-cache';
import {
  findByAccountAndPostalCode,
  findByAccountNumbers,
  findByEmailAndPostalCode,
  findByNameAndAddress,
  recordEmailOptIn,
  secureAccounts,
  squeeze,
  type CustomerRow,
} from '../db/repositories/customers';
import { insertIdentityLinks } from '../db/repositories/identity-links';
import { findIdentityUserById } from '../db/repositories/identity-users';
import type { PublisherRef } from '../db/repositories/publishers';
import { buildLookupSuccess, lookupFailure } from './lookup-response';
import { loadAdminConfig } from './configuration';
import { returnWindowDaysOf } from '../../contracts/schemas/config';
import type { SecurityPolicy } from './policy';
import { todayOf } from './account-actions/common';
import { consumeRateLimits, type RateLimitCheck } from './rate-limits';
import { bindAccounts, type ActiveSession } from './sessions';
import { maskEmail } from './linking-confirm';

/**
 * §7 call 4, account lookup, for the three guest filter types (§3 Lookup request).
 *
 * A guest lookup is rate-limited per client address and per subject (account number, email, or
 * name and postal code), and answers no sooner than policy.lookupMinDurationMs after it began: a
 * wrong account number and a wrong postal code run the same single query and get the same
 * USER_NOT_FOUND body, in the same time. A lookup of an account the session already proved (the
 * refetch that follows every account action, §4) is neither limited nor delayed.
 */

export type LookupOutcome =
  | { kind: 'answer'; body: TLookupResponse }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  /** The account, email or name was tried too often: only a lookup with a solved bot check goes on. */
  | { kind: 'bot-check-required' };

export interface LookupInput {
  publisher: PublisherRef;
  session: ActiveSession;
  clientAddress: string;
  request: TLookupRequest;
  /** Whether the request carried a valid, unused bot-check solution (checked by the gateway). */
  botCheckSolved?: boolean;
  /** Tells an owner their account was just secured (the gateway queues the mail). */
  onSecured?: (customer: CustomerRow, identityEmail: string, sub: string) => Promise<void>;
  /** Issue 16: mails the confirmation link to the account's email on file (an identity that may not secure it directly). */
  onNeedsConfirmation?: (customer: CustomerRow, identityEmail: string, sub: string) => Promise<void>;
}

/** As the seed stores it: upper case, no spaces; '%' for a country without postal codes (§5). */
export function normalizePostalCode(postalCode: string, country?: string): string {
  if (country && !hasPostalCodes(country)) return NO_POSTAL_CODE_PLACEHOLDER;
  const compact = postalCode.replace(/\s+/g, '').toUpperCase();
  if (compact === '') return NO_POSTAL_CODE_PLACEHOLDER;
  // A US ZIP+4 matches its five-digit ZIP.
  if (country === 'US' && /^\d{5}-?\d{4}$/.test(compact)) return compact.slice(0, 5);
  return compact;
}

/** "productExcludes (list as text)": 'NWS, NWB' → {'NWS', 'NWB'}. */
export function parseProductExcludes(text: string | undefined): Set<string> {
  return new Set(
    (text ?? '')
      .split(/[\s,]+/)
      .map((p) => p.trim().toUpperCase())
      .filter(Boolean),
  );
}

interface Criteria {
  /** What the per-subject rate limit counts. */
  subject: string;
  /** The account number the request names, when it names one. */
  accountNumber?: string;
  find: () => Promise<CustomerRow[]>;
  excludes: Set<string>;
  capture?: { email?: string; emailOptIn: boolean };
  /**
   * What a stranger's lookup must also know of the customer it found. An address without a postal
   * code stores '%', which anyone can type: the account number alone would find it (issue 16).
   */
  secondFact?: (customer: CustomerRow) => boolean;
}

function criteriaOf(database: Database, publisherId: number, request: TLookupRequest): Criteria {
  switch (request.filterType) {
    case 'AccountCodeAndPostalCode': {
      const { acctNbr, postalCode, email, emailOptIn, lastName, productExcludes } = request.payload;
      const postal = normalizePostalCode(postalCode);
      return {
        ...(postal === NO_POSTAL_CODE_PLACEHOLDER ? { secondFact: (c: CustomerRow) => !!lastName && squeeze(lastName) === squeeze(c.lastName) } : {}),
        subject: `account:${acctNbr}`,
        accountNumber: acctNbr,
        find: () => findByAccountAndPostalCode(database, publisherId, acctNbr, postal),
        excludes: parseProductExcludes(productExcludes),
        ...(emailOptIn !== undefined ? { capture: { emailOptIn, ...(email ? { email } : {}) } } : {}),
      };
    }
    case 'EmailAndPostalCode': {
      const { email, postalCode, productExcludes } = request.payload;
      const postal = normalizePostalCode(postalCode);
      return {
        subject: `email:${email.trim().toLowerCase()}`,
        find: () => findByEmailAndPostalCode(database, publisherId, email.trim(), postal),
        excludes: parseProductExcludes(productExcludes),
      };
    }
    case 'NameAndAddress': {
      const p = request.payload;
      const postal = normalizePostalCode(p.postalCode, p.country);
      return {
        subject: `name:${squeeze(p.lastName)}|${squeeze(p.firstName)}|${p.country}|${postal}`,
        find: () =>
          findByNameAndAddress(database, publisherId, {
            firstName: p.firstName,
            lastName: p.lastName,
            address1: p.address1,
            city: p.city,
            ...(p.state ? { state: p.state } : {}),
            postalCode: postal,
            country: p.country,
          }),
        excludes: new Set(),
        ...(p.emailOptIn !== undefined ? { capture: { emailOptIn: p.emailOptIn, ...(p.email ? { email: p.email } : {}) } } : {}),
      };
    }
  }
}

export async function accountLookup(database: Database, policy: SecurityPolicy, input: LookupInput): Promise<LookupOutcome> {
  const { publisher, session, request } = input;
  const criteria = criteriaOf(database, publisher.id, request);
  const proved = criteria.accountNumber !== undefined && session.accountNumbers.has(criteria.accountNumber);
  if (proved) return { kind: 'answer', body: await lookUp(database, policy, input, { ...criteria, secondFact: undefined }, { refetch: true }) };
  // §3 SignIn.MyloOnlyEnabled (designed: the spec names the flag only): the publisher signs in through
  // the secure sign-in (mylo) only. A guest lookup is then refused before anything is looked up, so
  // it tells nothing about the account; the lookup of a secure sign-in's linking view (an identity on
  // the session) still runs, as does a refetch of an account the session already holds (above).
  if (session.identitySub === null && (await loadAdminConfig(database, publisher.globalCode))?.SignIn.MyloOnlyEnabled) {
    return { kind: 'answer', body: lookupFailure('SECURE_SIGN_IN_REQUIRED') };
  }

  const started = performance.now();
  // One address trying too much is refused for a while (429).
  const perAddress = await consumeRateLimits(database, policy.now(), [
    { scope: 'lookup:address', subject: input.clientAddress, limit: policy.rateLimits.lookupPerAddress },
  ] satisfies RateLimitCheck[]);
  if (perAddress.limited) return { kind: 'rate-limited', retryAfterSeconds: perAddress.retryAfterSeconds };
  // An account tried too often from anywhere is not refused to its owner (OWASP ASVS V6.3, issue 16):
  // from then on, for the window, every lookup of it needs a solved bot check, which costs a script
  // real work per guess and costs the owner one click.
  const perSubject = await consumeRateLimits(database, policy.now(), [
    { scope: 'lookup:subject', subject: `${publisher.id}:${criteria.subject}`, limit: policy.rateLimits.lookupPerSubject },
  ] satisfies RateLimitCheck[]);
  if (perSubject.limited && !input.botCheckSolved) return { kind: 'bot-check-required' };
  const body = await lookUp(database, policy, input, criteria);
  const remaining = policy.lookupMinDurationMs - (performance.now() - started);
  if (remaining > 0) await sleep(remaining);
  return { kind: 'answer', body };
}

/** What a refetch answer kept for the next one holds (services/account-view-cache.ts). */
interface KeptLookup {
  body: TLookupResponse;
  /** The accounts the answer proved, bound to the session again on each answer from the copy. */
  proved: string[];
}

/**
 * The refetch of an account the session proved (§4, after every action) is answered from the
 * copy the last one kept while no row it was built from has changed (issue 15). The key names
 * everything else the answer depends on: the publisher, the day, the account and postal code, what
 * the request hides, the Resin accounts the session holds, and who the session is. A lookup that
 * records an email opt-in writes, and is never answered from a copy.
 */
function refetchKey(input: LookupInput, criteria: Criteria, today: string): string | null {
  const { publisher, session, request } = input;
  if (criteria.capture || request.filterType !== 'AccountCodeAndPostalCode') return null;
  const resin = (request.resinAccountNumbers ?? []).filter((a) => session.accountNumbers.has(a));
  return JSON.stringify([publisher.id, publisher.region, today, request.payload.acctNbr, normalizePostalCode(request.payload.postalCode), [...criteria.excludes].sort(), resin, session.channel, session.identitySub]);
}

async function lookUp(database: Database, policy: SecurityPolicy, input: LookupInput, criteria: Criteria, options: { refetch?: boolean } = {}): Promise<TLookupResponse> {
  const { publisher, session, request } = input;
  const today = todayOf(policy);
  const key = options.refetch ? refetchKey(input, criteria, today) : null;
  // The version was read with the session, before any row the answer is built from: a commit in
  // between moves it, and the copy kept below is then never used.
  const version = key ? session.accountViewVersion : null;
  const kept = key ? keptAnswersOf(database).get<KeptLookup>(key, version) : undefined;
  if (kept) {
    await bindAccounts(database, session, kept.proved, { channel: session.channel === 'idp' ? 'idp' : 'guest' });
    return kept.body;
  }
  const found = await criteria.find();
  const matches = criteria.secondFact ? found.filter(criteria.secondFact) : found;
  if (matches.length === 0) return lookupFailure('USER_NOT_FOUND');
  if (matches.length > 1) return lookupFailure('USER_NOT_FOUND_DUPLICATE');
  const customer = matches[0]!;
  // §8: a secured account refuses guest lookup; only a secure sign-in of the identity that
  // secured it (recRegId) may look it up.
  const signedInAsOwner = session.identitySub !== null && customer.recRegId === session.identitySub;
  if (customer.secured && !signedInAsOwner) return lookupFailure('ACCOUNT_SECURED');
  // §4: with RequireSecureSignin, a customer registered for secure sign-in (recRegId) must use it.
  if (customer.recRegId && !signedInAsOwner && (await loadAdminConfig(database, publisher.globalCode))?.SignIn.RequireSecureSignin) {
    return lookupFailure('SECURE_SIGN_IN_REQUIRED');
  }

  if (criteria.capture) {
    await recordEmailOptIn(database, customer.id, criteria.capture);
    customer.emailOptIn = criteria.capture.emailOptIn;
    if (criteria.capture.email && !customer.email) customer.email = criteria.capture.email;
  }

  // A secure user's Resin accounts (§7 call 4) join the answer when the session proved them.
  const resin = (request.resinAccountNumbers ?? []).filter((a) => a !== customer.accountNumber && session.accountNumbers.has(a));
  const customers = [customer, ...(await findByAccountNumbers(database, publisher.id, resin))];
  const linkingConfirmation =
    session.channel === 'idp' && session.identitySub ? await linkToIdentity(database, policy, publisher.id, session.identitySub, customers, input.onSecured, input.onNeedsConfirmation) : null;
  const view = await loadAccountView(database, publisher.id, customers);
  const returnWindowDays = returnWindowDaysOf(await loadAdminConfig(database, publisher.globalCode));
  const built = buildLookupSuccess({ customers, view, excludes: criteria.excludes, region: publisher.region, today, returnWindowDays });
  const { giftAccountNumbers } = built;
  const body = linkingConfirmation ? { ...built.body, linkingConfirmation } : built.body;
  const proved = [...customers.map((c) => c.accountNumber), ...giftAccountNumbers];
  await bindAccounts(database, session, proved, { channel: session.channel === 'idp' ? 'idp' : 'guest' });
  // A secure sign-in's refetch links nothing once the identity has secured every account found; until
  // then each refetch runs the linking step (it may mail or secure), so nothing is kept.
  const linksNothing = session.channel !== 'idp' || session.identitySub === null || customers.every((c) => c.secured && c.recRegId === session.identitySub);
  if (key && linksNothing && !linkingConfirmation) keptAnswersOf(database).set(key, version, { body, proved } satisfies KeptLookup);
  return body;
}

/**
 * The linking ("purgatory") view (SPEC §2): after a secure sign-in that found no account, the same
 * session proves an account by a guest lookup. The identity is then linked to what the lookup found
 * (identity_links, so the next secure sign-in finds it) and secures it (recRegId = the sub, so a
 * plain guest lookup is refused from now on). Accounts another identity secured stay untouched.
 *
 * Only an identity whose email is verified and is the account's email on file may secure it (issue
 * 16): a freshly registered identity that knows an account number and postal code would otherwise
 * lock the owner out for good. Any other identity is signed in to the account for this visit, as a
 * guest would be, and links nothing yet: a confirmation link goes to the account's email on file
 * (services/linking-confirm.ts), at most once per account and identity in policy.rateLimits.linkingConfirmMails
 * (a repeat lookup, or the refetch after each action, mails nothing more). The owner is mailed when
 * their account is secured. Answers what the linking view tells of the looked-up account: a link
 * mailed to its (masked) email on file, or no email on file (customer service links it).
 */
async function linkToIdentity(
  database: Database,
  policy: SecurityPolicy,
  publisherId: number,
  sub: string,
  found: CustomerRow[],
  onSecured?: (customer: CustomerRow, identityEmail: string, sub: string) => Promise<void>,
  onNeedsConfirmation?: (customer: CustomerRow, identityEmail: string, sub: string) => Promise<void>,
): Promise<TLinkingConfirmation | null> {
  const identity = await findIdentityUserById(database, sub);
  if (!identity) return null;
  const identityEmail = identity.email.trim().toLowerCase();
  const direct = (c: CustomerRow) => identity.emailVerified && c.email?.trim().toLowerCase() === identityEmail;
  const confirmations: TLinkingConfirmation[] = [];
  for (const customer of found.filter((c) => !c.recRegId && !direct(c))) {
    if (!customer.email?.includes('@')) {
      confirmations.push({ status: 'noEmail', accountNumber: customer.accountNumber });
      continue;
    }
    const repeat = await consumeRateLimits(database, policy.now(), [
      { scope: 'linking:confirm-mail', subject: `${customer.id}:${sub}`, limit: policy.rateLimits.linkingConfirmMails },
    ] satisfies RateLimitCheck[]);
    if (!repeat.limited) await onNeedsConfirmation?.(customer, identity.email, sub);
    confirmations.push({ status: 'mailed', accountNumber: customer.accountNumber, maskedEmail: maskEmail(customer.email) });
  }
  const unlinked = found.filter((c) => !(c.secured && c.recRegId === sub) && direct(c));
  const looked = confirmations.find((c) => c.accountNumber === found[0]?.accountNumber) ?? null;
  if (unlinked.length === 0) return looked;
  const secured = await database.transaction(async () => {
    const ids = await secureAccounts(database, publisherId, unlinked.map((c) => c.id), sub);
    const mine = unlinked.filter((c) => ids.includes(c.id));
    await insertIdentityLinks(database, publisherId, sub, mine.map((c) => c.accountNumber));
    for (const customer of mine) await onSecured?.(customer, identity.email, sub);
    return mine;
  });
  for (const customer of secured) {
    customer.secured = true;
    customer.recRegId = sub;
  }
  return looked;
}
