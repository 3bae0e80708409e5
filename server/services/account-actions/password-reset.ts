import { findPublisherName } from '../../db/repositories/account-actions';
import { IDP_RATE_LIMITS } from '../../idp/limits';
import type { IdpLocale } from '../../idp/messages';
import { requestPasswordReset } from '../../idp/password-reset';
import type { Mailer } from '../../mail';
import type { RateLimit } from '../policy';
import { consumeRateLimits } from '../rate-limits';
import type { ActionContext } from './common';

/** Reset requests one browser session may make (the per-email limit is the identity provider's). */
export const PASSWORD_RESET_LIMIT_PER_SESSION: RateLimit = { max: 5, windowMs: 15 * 60_000 };

export interface PasswordResetInput {
  email: string;
  /** The client's socket address: one address may not mail many people (as the provider's page). */
  clientAddress: string;
  /** The origin the browser is on: the mailed link leads back to its identity provider. */
  origin: string;
  locale: IdpLocale;
  mailer: Mailer;
  /** MAIL_FROM, when the deployment sets one. */
  mailFrom?: string | undefined;
  /** Told when the mail could not be written (it is sent after the answer). */
  onMailError: (error: unknown) => void;
}

export type PasswordResetOutcome = { kind: 'accepted' } | { kind: 'rate-limited'; retryAfterSeconds: number };

/**
 * §7 call 10: mails the identity provider's reset link when the email belongs to one of its users.
 * The answer never says whether it does: it is the same, and sent before any mail work, whoever
 * asks. Past the per-email limit (shared with the provider's own "forgot password" page) no
 * further mail leaves, silently; past the per-session limit the session is told to wait.
 */
export async function sendPasswordReset(ctx: ActionContext, input: PasswordResetInput): Promise<PasswordResetOutcome> {
  const now = ctx.policy.now();
  const perSession = await consumeRateLimits(ctx.database, now, [
    { scope: 'gateway:password-reset:session', subject: ctx.session.id, limit: PASSWORD_RESET_LIMIT_PER_SESSION },
    // The same key as the provider's own per-address limit, so the two routes share one budget.
    { scope: 'idp:resetPerAddress', subject: input.clientAddress, limit: IDP_RATE_LIMITS.resetPerAddress },
  ]);
  if (perSession.limited) return { kind: 'rate-limited', retryAfterSeconds: perSession.retryAfterSeconds };
  const email = input.email.trim();
  // The same key as the provider's limiter (server/idp/limits.ts), so the two routes share one budget.
  const perEmail = await consumeRateLimits(ctx.database, now, [
    { scope: 'idp:resetPerEmail', subject: email.toLowerCase(), limit: IDP_RATE_LIMITS.resetPerEmail },
  ]);
  if (perEmail.limited) return { kind: 'accepted' };

  const name = (await findPublisherName(ctx.database, ctx.publisher.id)) ?? ctx.publisher.globalCode;
  // Not awaited: the answer takes the same time whether or not the email has an account.
  requestPasswordReset(ctx.database, input.mailer, {
    email,
    origin: input.origin,
    locale: input.locale,
    publisher: { id: ctx.publisher.id, name },
    from: input.mailFrom ?? `${name} <no-reply@${new URL(input.origin).hostname}>`,
  }).catch(input.onMailError);
  return { kind: 'accepted' };
}
