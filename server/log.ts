import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

/**
 * Structured logs (pino): one JSON object per line on stdout. Every line written while a request is
 * handled carries its `requestId` (withLogContext, set by the HTTP layer). What could identify or
 * sign in a person never reaches a line (issue 16):
 * - fields named like a credential or personal data (session ids, tokens, passwords, emails,
 *   names, addresses, postal codes, phones), at the top level and one level down, are censored;
 * - SQL parameters of a failed query (drizzle's "params: …" tail of the message) are dropped;
 * - in the whole line, card numbers and session-id-shaped tokens (43 base64url characters) are masked.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

const CENSORED = '[redacted]';

/** 13 to 19 digits, optionally split by spaces or dashes: the shape of a card number. */
const CARD_NUMBER = /\b(?:\d[ -]?){12,18}\d\b/g;
/** 32 random bytes in base64url (a session id, a reset token, a cookie key): 43 characters. */
const BEARER_TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
/** drizzle's failed-query message ends with every bound parameter: names, addresses, session ids. */
const SQL_PARAMS = /\nparams: [\s\S]*$/;


/** Field names whose values are never written. */
const SENSITIVE_KEYS = [
  'sessionId',
  'session',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'password',
  'authorization',
  'cookie',
  'email',
  'to',
  'name',
  'firstName',
  'lastName',
  'address',
  'address1',
  'address2',
  'postalCode',
  'phone',
  'params',
];
const REDACT_PATHS = SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`]);

/** Masks card numbers and bearer tokens anywhere in a text (a whole line). */
export function redact(text: string): string {
  return text.replace(CARD_NUMBER, CENSORED).replace(BEARER_TOKEN, CENSORED);
}

/** A field's text without a failed query's parameters (before it is serialized: the newline is real). */
const withoutSqlParams = (value: unknown) => (typeof value === 'string' ? value.replace(SQL_PARAMS, `\nparams: ${CENSORED}`) : value);
const cleaned = (fields: Record<string, unknown> | undefined) =>
  fields ? Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, withoutSqlParams(value)])) : {};

/** What every line of the current request carries (its id). */
const context = new AsyncLocalStorage<Record<string, unknown>>();

/** Runs fn with fields (e.g. `{ requestId }`) added to every line it logs, across awaits. */
export function withLogContext<T>(fields: Record<string, unknown>, fn: () => T): T {
  return context.run({ ...context.getStore(), ...fields }, fn);
}

const silent: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

export function createLogger(level: LogLevel = 'info', write: (line: string) => void = (l) => process.stdout.write(l + '\n')): Logger {
  if (level === 'silent') return silent;
  const destination = { write: (chunk: string) => write(redact(chunk.replace(/\n$/, ''))) };
  const logger = pino(
    {
      level,
      base: undefined,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: CENSORED },
      mixin: () => context.getStore() ?? {},
    },
    destination,
  );
  return {
    debug: (msg, fields) => logger.debug(cleaned(fields), String(withoutSqlParams(msg))),
    info: (msg, fields) => logger.info(cleaned(fields), String(withoutSqlParams(msg))),
    warn: (msg, fields) => logger.warn(cleaned(fields), String(withoutSqlParams(msg))),
    error: (msg, fields) => logger.error(cleaned(fields), String(withoutSqlParams(msg))),
  };
}
