import { randomBytes } from 'node:crypto';
import {
  addSessionAccounts,
  deleteExpiredSessions,
  deleteSession,
  findSession,
  insertSession,
  touchSession,
  type TSessionChannel,
} from '../db/repositories/sessions';
import type { Database } from '../db';
import type { SecurityPolicy } from './policy';

/**
 * Sessions (ARCHITECTURE §5). The gateway mints an unguessable id; a successful guest lookup or a
 * secure sign-in binds the accounts it proved; every account-scoped call must name only bound
 * accounts. A session belongs to the publisher whose host minted it.
 */

export interface ActiveSession {
  id: string;
  publisherId: number;
  /** Accounts this session proved (and their associated gift accounts). */
  accountNumbers: ReadonlySet<string>;
  channel: TSessionChannel | null;
  identitySub: string | null;
  /**
   * The account view version of the accounts this session holds, read with the session, before any
   * account row of the call: a refetch is answered from the copy built at this version
   * (services/account-view-cache.ts, migration 0007).
   */
  accountViewVersion: string | null;
}

export type SessionProblemCode = 'SESSION_REQUIRED' | 'SESSION_EXPIRED' | 'FORBIDDEN';
export interface SessionProblem {
  status: 401 | 403;
  code: SessionProblemCode;
  message: string;
}

export const SESSION_MESSAGES = {
  SESSION_REQUIRED: 'Your session could not be found. Please reload the page and sign in again.',
  SESSION_EXPIRED: 'Your session has expired. Please sign in again.',
  FORBIDDEN: 'This account is not part of your session. Please sign in to that account.',
} as const satisfies Record<SessionProblemCode, string>;

const problem = (status: 401 | 403, code: SessionProblemCode): SessionProblem => ({ status, code, message: SESSION_MESSAGES[code] });

/** 32 random bytes, base64url: 43 characters, 256 bits. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** One in this many mints also sweeps expired sessions, so the table does not grow without bound. */
const SWEEP_EVERY = 50;

export async function mintSession(
  database: Database,
  policy: SecurityPolicy,
  opts: { publisherId: number; clientAddress: string },
): Promise<string> {
  const now = policy.now();
  const id = newSessionId();
  await insertSession(database, {
    id,
    publisherId: opts.publisherId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + policy.sessionIdleMs),
    createdIp: opts.clientAddress,
  });
  if (randomBytes(1)[0]! % SWEEP_EVERY === 0) await deleteExpiredSessions(database, now);
  return id;
}

/** Slide the expiry at most this often: not one write per call. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * The live session for an x-session-id on this publisher, or why there is none: an unknown id
 * (or one minted for another publisher) is SESSION_REQUIRED, an ended one SESSION_EXPIRED.
 */
export async function resolveSession(
  database: Database,
  policy: SecurityPolicy,
  sessionId: string | null | undefined,
  publisherId: number | null,
): Promise<ActiveSession | SessionProblem> {
  if (!sessionId || publisherId === null) return problem(401, 'SESSION_REQUIRED');
  const row = await findSession(database, sessionId);
  if (!row || row.publisherId !== publisherId) return problem(401, 'SESSION_REQUIRED');
  const now = policy.now();
  if (row.expiresAt <= now || now.getTime() - row.createdAt.getTime() >= policy.sessionMaxLifetimeMs) {
    await deleteSession(database, row.id);
    return problem(401, 'SESSION_EXPIRED');
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await touchSession(database, row.id, now, new Date(now.getTime() + policy.sessionIdleMs));
  }
  return {
    id: row.id,
    publisherId,
    accountNumbers: new Set(row.accountNumbers),
    channel: row.channel,
    identitySub: row.identitySub,
    accountViewVersion: row.accountViewVersion,
  };
}

export function isSessionProblem(value: ActiveSession | SessionProblem): value is SessionProblem {
  return 'code' in value;
}

/** FORBIDDEN unless every account named (blank entries ignored) is bound to the session. */
export function checkAccounts(session: ActiveSession, accountNumbers: Iterable<string | null | undefined>): SessionProblem | null {
  for (const account of accountNumbers) {
    if (account && !session.accountNumbers.has(account)) return problem(403, 'FORBIDDEN');
  }
  return null;
}

/**
 * Whether binding would change nothing: every account is bound already and the session was proved
 * the same way (the refetch after every action proves the same accounts again; issue 15 counted
 * its UPDATE among the statements of each call).
 */
function alreadyBound(session: ActiveSession, accountNumbers: readonly string[], proof: { channel: TSessionChannel; identitySub?: string }): boolean {
  if (!accountNumbers.every((account) => session.accountNumbers.has(account))) return false;
  if (proof.identitySub !== undefined && proof.identitySub !== session.identitySub) return false;
  // 'idp' is never downgraded; a 'guest' proof only fills a channel that is still empty.
  return proof.channel === 'idp' ? session.channel === 'idp' : session.channel !== null;
}

/** Binds accounts a lookup or a secure sign-in proved. */
export async function bindAccounts(
  database: Database,
  session: ActiveSession,
  accountNumbers: readonly string[],
  proof: { channel: TSessionChannel; identitySub?: string },
): Promise<void> {
  if (accountNumbers.length === 0 && !proof.identitySub) return;
  if (alreadyBound(session, accountNumbers, proof)) return;
  await addSessionAccounts(database, session.id, accountNumbers, proof);
}
