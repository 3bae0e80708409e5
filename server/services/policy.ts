/**
 * The gateway's security constants (ARCHITECTURE §5), named once. Tests inject their own values
 * (a zero lookup delay, a tiny window, a fixed clock) through `createApp({ policy })`.
 */

/** A fixed-window limit: at most `max` hits per `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface SecurityPolicy {
  /** The clock for session expiry and rate-limit windows. */
  now: () => Date;
  /** Sliding session lifetime: each authorised call extends the session by this much. */
  sessionIdleMs: number;
  /** A session ends this long after it was minted, however active it is. */
  sessionMaxLifetimeMs: number;
  /**
   * Every guest lookup answers no sooner than this after it arrived, so a wrong account number
   * and a wrong postal code (or a hit and a miss) cannot be told apart by their timing.
   */
  lookupMinDurationMs: number;
  rateLimits: {
    /** Guest lookups from one client address. */
    lookupPerAddress: RateLimit;
    /** Guest lookups naming one account number, email or name (whoever sends them). */
    lookupPerSubject: RateLimit;
    /** Sessions minted by one client address. */
    sessionsPerAddress: RateLimit;
    /** Customer-service messages (§7 call 29) from one session: no session floods customer service. */
    custServEmailPerSession: RateLimit;
    /** Customer-service messages from one client address, however many sessions it mints. */
    custServEmailPerAddress: RateLimit;
    /** Payment attempts of one session (a script testing stolen cards). */
    paymentsPerSession: RateLimit;
    /** Payment attempts on one account, whatever the session. */
    paymentsPerAccount: RateLimit;
    /**
     * Linking confirmation mails (issue 16) for one account and one asking identity: a repeat lookup
     * (or the refetch after each action) within the window mails nothing more. Not scaled by the
     * multiplier: it counts mails to an owner, not sign-ins from one address.
     */
    linkingConfirmMails: RateLimit;
  };
  /** The bot-check proof of work (SPEC §2, §5; services/bot-check.ts). */
  botCheck: BotCheckPolicy;
}

export interface BotCheckPolicy {
  /** The secret number is drawn from [0, maxNumber]: a browser tries maxNumber / 2 hashes on average. */
  maxNumber: number;
  /** How long a challenge may be solved and used. */
  challengeTtlMs: number;
}

const MINUTE_MS = 60_000;

export const SESSION_IDLE_MS = 12 * 60 * MINUTE_MS;
export const SESSION_MAX_LIFETIME_MS = 7 * 24 * 60 * MINUTE_MS;
export const LOOKUP_MIN_DURATION_MS = 300;
export const LOOKUP_LIMIT_PER_ADDRESS: RateLimit = { max: 10, windowMs: 5 * MINUTE_MS };
export const LOOKUP_LIMIT_PER_SUBJECT: RateLimit = { max: 5, windowMs: 15 * MINUTE_MS };
/** More than a subscriber paying every open bill and retrying a declined card or two. */
export const PAYMENT_LIMIT_PER_SESSION: RateLimit = { max: 10, windowMs: 15 * MINUTE_MS };
export const PAYMENT_LIMIT_PER_ACCOUNT: RateLimit = { max: 20, windowMs: 60 * MINUTE_MS };
/** One linking confirmation mail per account and asking identity in a quarter of an hour. */
export const LINKING_CONFIRM_MAIL_LIMIT: RateLimit = { max: 1, windowMs: 15 * MINUTE_MS };
/** Generous: a browser mints one per tab; this only stops a script filling the sessions table. */
export const SESSION_LIMIT_PER_ADDRESS: RateLimit = { max: 60, windowMs: 5 * MINUTE_MS };
/** A reader rarely writes more than a couple of messages an hour; a household shares one address. */
export const CUSTSERV_EMAIL_LIMIT_PER_SESSION: RateLimit = { max: 5, windowMs: 60 * MINUTE_MS };
export const CUSTSERV_EMAIL_LIMIT_PER_ADDRESS: RateLimit = { max: 20, windowMs: 60 * MINUTE_MS };
/**
 * The bot check's work: the browser tries maxNumber / 2 hashes on average. Measured with
 * src/features/bot-check/solve.ts on Node 20.20 (2 cores, 2026-11): all 100,000 take 0.75–1.05 s,
 * a random challenge about 0.4 s on average.
 */
export const BOT_CHECK_MAX_NUMBER = 100_000;
export const BOT_CHECK_CHALLENGE_TTL_MS = 10 * MINUTE_MS;

export const DEFAULT_POLICY: SecurityPolicy = {
  now: () => new Date(),
  sessionIdleMs: SESSION_IDLE_MS,
  sessionMaxLifetimeMs: SESSION_MAX_LIFETIME_MS,
  lookupMinDurationMs: LOOKUP_MIN_DURATION_MS,
  rateLimits: {
    lookupPerAddress: LOOKUP_LIMIT_PER_ADDRESS,
    lookupPerSubject: LOOKUP_LIMIT_PER_SUBJECT,
    sessionsPerAddress: SESSION_LIMIT_PER_ADDRESS,
    custServEmailPerSession: CUSTSERV_EMAIL_LIMIT_PER_SESSION,
    custServEmailPerAddress: CUSTSERV_EMAIL_LIMIT_PER_ADDRESS,
    paymentsPerSession: PAYMENT_LIMIT_PER_SESSION,
    paymentsPerAccount: PAYMENT_LIMIT_PER_ACCOUNT,
    linkingConfirmMails: LINKING_CONFIRM_MAIL_LIMIT,
  },
  botCheck: { maxNumber: BOT_CHECK_MAX_NUMBER, challengeTtlMs: BOT_CHECK_CHALLENGE_TTL_MS },
};

export interface PolicyOverrides extends Partial<Omit<SecurityPolicy, 'rateLimits'>> {
  rateLimits?: Partial<SecurityPolicy['rateLimits']>;
  /** Multiplies every rate-limit maximum (RATE_LIMIT_MULTIPLIER; end-to-end runs sign in often from one address). */
  rateLimitMultiplier?: number;
}

export function resolvePolicy(overrides: PolicyOverrides = {}): SecurityPolicy {
  const { rateLimits, rateLimitMultiplier = 1, ...rest } = overrides;
  const merged = { ...DEFAULT_POLICY.rateLimits, ...rateLimits };
  const scale = (limit: RateLimit): RateLimit => ({ ...limit, max: Math.max(1, Math.round(limit.max * rateLimitMultiplier)) });
  return {
    ...DEFAULT_POLICY,
    ...rest,
    rateLimits: {
      lookupPerAddress: scale(merged.lookupPerAddress),
      lookupPerSubject: scale(merged.lookupPerSubject),
      sessionsPerAddress: scale(merged.sessionsPerAddress),
      custServEmailPerSession: scale(merged.custServEmailPerSession),
      custServEmailPerAddress: scale(merged.custServEmailPerAddress),
      paymentsPerSession: scale(merged.paymentsPerSession),
      paymentsPerAccount: scale(merged.paymentsPerAccount),
      linkingConfirmMails: merged.linkingConfirmMails,
    },
  };
}
