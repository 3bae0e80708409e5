import { isSameOriginPath } from './redirect';

/**
 * The query parameters the routes read (§2), parsed by hand: they are on the start-up path, where a
 * schema library would cost more than the parsing. Anything that does not fit reads as absent,
 * never as an error, and unknown parameters are dropped.
 */
type Search = Record<string, unknown>;

/** A text parameter of at most `max` characters, matching `pattern` when given. */
function text(value: unknown, max: number, pattern?: RegExp): string | undefined {
  if (typeof value !== 'string' || value.length > max) return undefined;
  return !pattern || pattern.test(value) ? value : undefined;
}

/**
 * The key is always present, `undefined` when the value does not fit: TanStack Router merges a route's
 * validated search over the raw one, so a key left out would let the raw, unchecked value through
 * (`/login?redirect=//evil.example` reached the redirect).
 */
const optional = <K extends string, V>(key: K, value: V | undefined) => ({ [key]: value }) as { [P in K]?: V };

const CODE = /^[A-Za-z0-9_-]+$/;
const DIGITS = /^\d{1,20}$/;

/** /login?redirect=: a same-origin path only, so a crafted link cannot send users away. */
export function parseRedirectSearch(search: Search): { redirect?: string } {
  const redirect = text(search.redirect, 512);
  return optional('redirect', redirect !== undefined && isSameOriginPath(redirect) ? redirect : undefined);
}

/** /mylo/continue?ac=. */
export function parseContinueSearch(search: Search): { ac?: string } {
  return optional('ac', text(search.ac, 256));
}

/** The order a subscription flow acts on (?order=orderNumber). */
export function parseOrderSearch(search: Search): { order?: string } {
  return optional('order', text(search.order, 64, CODE));
}

/**
 * A Pay Now link names the account and the order (?account=&order=). TanStack reads a query value
 * that parses as JSON as such, so an account number arrives as a number. It stays one: turned into
 * text here, TanStack would write it back into the address in quotes.
 */
export function parsePaymentSearch(search: Search): { order?: string; account?: number | string; invoice?: string } {
  const { account } = search;
  const validAccount =
    (typeof account === 'number' && Number.isInteger(account) && account >= 0) || (typeof account === 'string' && DIGITS.test(account))
      ? account
      : undefined;
  return {
    ...parseOrderSearch(search),
    ...optional('account', validAccount),
    /** The invoice to pay (a renewal's bill), when the order has several open. */
    ...optional('invoice', text(search.invoice, 64, CODE)),
  };
}
