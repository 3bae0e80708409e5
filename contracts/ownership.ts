import type { AppRoute } from '@ts-rest/core';
import { z } from 'zod';

/**
 * Account ownership, declared per route next to its schema (issue 16): where a request names the
 * accounts it acts on. The gateway lets a call through only when its session proved every one of
 * them (server/gateway/authorize.ts); tests/server/ownership.test.ts walks every route's schemas and
 * fails when a field that names an account is not declared here.
 *
 * Paths start at 'body' or 'query'; '*' stands for every element of an array (or value of a record):
 * 'body.accountNumber', 'body.*.accountNumber', 'body.orderItems.*.shipToAccountNumber'.
 */
export interface Ownership {
  /** Where the accounts the session must hold are named (none: a call on no account). */
  accounts: readonly string[];
  /**
   * Fields that name an account the session need not hold, and why: the lookup that proves the
   * account it finds, the account number a visitor typed into a message (mailed as unverified).
   */
  unproved?: { paths: readonly string[]; reason: string };
}

/** Route metadata: `metadata: owns('body.accountNumber')`; `owns()` for a call on no account. */
export const owns = (...paths: string[]) => ({ ownership: { accounts: paths } satisfies Ownership });

/** Route metadata of a call that names accounts its session need not hold (see Ownership.unproved). */
export const ownsWithUnproved = (accounts: string[], unproved: { paths: string[]; reason: string }) => ({
  ownership: { accounts, unproved } satisfies Ownership,
});

export function ownershipOf(route: AppRoute): Ownership | undefined {
  return (route.metadata as { ownership?: Ownership } | undefined)?.ownership;
}

function valuesAt(value: unknown, path: readonly string[]): unknown[] {
  if (path.length === 0) return [value];
  if (value === null || typeof value !== 'object') return [];
  const [head, ...rest] = path;
  if (head === '*') return Object.values(value).flatMap((child) => valuesAt(child, rest));
  return valuesAt((value as Record<string, unknown>)[head!], rest);
}

/**
 * The account numbers a request names at its route's declared paths (strings, or arrays of
 * strings), without duplicates. A route without a declaration names none: the ownership test makes
 * sure every route has one.
 */
export function accountsIn(route: AppRoute, request: { body?: unknown; query?: unknown }): string[] {
  const ownership = ownershipOf(route);
  if (!ownership) return [];
  const found = ownership.accounts.flatMap((path) => valuesAt(request, path.split('.')));
  return [...new Set(found.flatMap((v) => (Array.isArray(v) ? v : [v])).filter((v): v is string => typeof v === 'string' && v !== ''))];
}

/** A field name that names an account (or a list of them). */
export const ACCOUNT_FIELD = /^(accountNumber|acctNbr|billToAccountNumber|shipToAccountNumbers?|recipAccountNumber|resinAccountNumbers)$/;

/** The paths (as declared above) of every field of a schema whose name names an account. */
export function accountFieldPaths(schema: unknown, prefix: string): string[] {
  const out = new Set<string>();
  const walk = (node: unknown, path: string, depth: number) => {
    if (depth > 12 || !(node instanceof z.ZodType)) return;
    if (node instanceof z.ZodObject) {
      for (const [key, child] of Object.entries(node.shape as Record<string, unknown>)) {
        if (ACCOUNT_FIELD.test(key)) out.add(`${path}.${key}`);
        else walk(child, `${path}.${key}`, depth + 1);
      }
    } else if (node instanceof z.ZodArray) walk(node.element, `${path}.*`, depth + 1);
    else if (node instanceof z.ZodRecord) walk(node.valueSchema, `${path}.*`, depth + 1);
    else if (node instanceof z.ZodOptional || node instanceof z.ZodNullable || node instanceof z.ZodDefault) walk(node._def.innerType, path, depth + 1);
    else if (node instanceof z.ZodEffects) walk(node._def.schema, path, depth + 1);
    else if (node instanceof z.ZodUnion || node instanceof z.ZodDiscriminatedUnion) for (const option of node.options as unknown[]) walk(option, path, depth + 1);
    else if (node instanceof z.ZodIntersection) {
      walk(node._def.left, path, depth + 1);
      walk(node._def.right, path, depth + 1);
    } else if (node instanceof z.ZodLazy) walk(node.schema, path, depth + 1);
  };
  walk(schema, prefix, 0);
  return [...out];
}
