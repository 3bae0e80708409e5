import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../index';
import { customers } from '../schema';

export type CustomerRow = typeof customers.$inferSelect;

/**
 * Sign-in matches. Inputs arrive normalised as the seed stores them (postal codes upper case
 * without spaces, '%' for a country without postal codes); names and addresses compare
 * case- and space-insensitively. Each finder is ONE query whatever field is wrong, so a wrong
 * account number and a wrong postal code cost the database the same work. At most `limit` rows
 * come back: two are enough to tell a duplicate.
 */
const MATCH_LIMIT = 2;

/** lower-cased, every run of white space removed: 'New  York ' = 'newyork'. */
const squeezed = (column: SQL | AnyColumn) => sql`regexp_replace(lower(${column}), '\\s+', '', 'g')`;

export function squeeze(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

export async function findByAccountAndPostalCode(
  database: Database,
  publisherId: number,
  accountNumber: string,
  postalCode: string,
): Promise<CustomerRow[]> {
  return database.run((db) =>
    db
      .select()
      .from(customers)
      .where(and(eq(customers.publisherId, publisherId), eq(customers.accountNumber, accountNumber), eq(customers.postalCode, postalCode)))
      .limit(MATCH_LIMIT),
  );
}

export async function findByEmailAndPostalCode(
  database: Database,
  publisherId: number,
  email: string,
  postalCode: string,
): Promise<CustomerRow[]> {
  return database.run((db) =>
    db
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.publisherId, publisherId),
          sql`lower(${customers.email}) = ${email.toLowerCase()}`,
          eq(customers.postalCode, postalCode),
        ),
      )
      .orderBy(customers.accountNumber)
      .limit(MATCH_LIMIT),
  );
}

export interface NameAndAddress {
  firstName: string;
  lastName: string;
  address1: string;
  city: string;
  /** Compared only when given. */
  state?: string;
  postalCode: string;
  country: string;
}

export async function findByNameAndAddress(database: Database, publisherId: number, match: NameAndAddress): Promise<CustomerRow[]> {
  const conditions = [
    eq(customers.publisherId, publisherId),
    eq(customers.postalCode, match.postalCode),
    eq(customers.country, match.country),
    sql`${squeezed(customers.lastName)} = ${squeeze(match.lastName)}`,
    sql`${squeezed(customers.firstName)} = ${squeeze(match.firstName)}`,
    sql`${squeezed(customers.address1)} = ${squeeze(match.address1)}`,
    sql`${squeezed(customers.city)} = ${squeeze(match.city)}`,
  ];
  if (match.state) conditions.push(sql`${squeezed(sql`coalesce(${customers.state}, '')`)} = ${squeeze(match.state)}`);
  return database.run((db) =>
    db
      .select()
      .from(customers)
      .where(and(...conditions))
      .orderBy(customers.accountNumber)
      .limit(MATCH_LIMIT),
  );
}

export async function findByAccountNumbers(database: Database, publisherId: number, accountNumbers: readonly string[]): Promise<CustomerRow[]> {
  if (accountNumbers.length === 0) return [];
  return database.run((db) =>
    db
      .select()
      .from(customers)
      .where(and(eq(customers.publisherId, publisherId), inArray(customers.accountNumber, [...accountNumbers])))
      .orderBy(customers.accountNumber),
  );
}

export async function findByRecRegId(database: Database, publisherId: number, recRegId: string): Promise<CustomerRow[]> {
  return database.run((db) =>
    db
      .select()
      .from(customers)
      .where(and(eq(customers.publisherId, publisherId), eq(customers.recRegId, recRegId)))
      .orderBy(customers.accountNumber),
  );
}

/**
 * Records the sign-in form's captureEmail answer: the opt-in always, the email only when the
 * account has none (changing an existing email is its own call, with its own checks).
 */
export async function recordEmailOptIn(
  database: Database,
  customerId: number,
  capture: { email?: string; emailOptIn: boolean },
): Promise<void> {
  await database.run((db) =>
    db
      .update(customers)
      .set({
        emailOptIn: capture.emailOptIn,
        ...(capture.email ? { email: sql`coalesce(nullif(${customers.email}, ''), ${capture.email})` } : {}),
        updatedAt: new Date(),
      })
      .where(eq(customers.id, customerId)),
  );
}

/**
 * Marks accounts secured by an identity (recRegId = its sub), unless another identity already
 * secured them: a secured account keeps the identity that secured it. Answers the ids it marked.
 */
export async function secureAccounts(database: Database, publisherId: number, customerIds: readonly number[], sub: string): Promise<number[]> {
  if (customerIds.length === 0) return [];
  const rows = await database.run((db) =>
    db
      .update(customers)
      .set({ secured: true, recRegId: sub, updatedAt: new Date() })
      .where(
        and(
          eq(customers.publisherId, publisherId),
          inArray(customers.id, [...customerIds]),
          // Never take over an account another identity registered, secured or not.
          sql`(${customers.recRegId} is null or ${customers.recRegId} = ${sub})`,
        ),
      )
      .returning({ id: customers.id }),
  );
  return rows.map((r) => r.id);
}

/**
 * Undoes secureAccounts for one account (the owner's undo link, issue 16): only while `sub` is still
 * the identity that secured it. The account number of the row undone, or null when nothing was.
 */
export async function unsecureAccount(database: Database, customerId: number, sub: string): Promise<{ accountNumber: string; publisherId: number } | null> {
  const rows = await database.run((db) =>
    db
      .update(customers)
      .set({ secured: false, recRegId: null, updatedAt: new Date() })
      .where(and(eq(customers.id, customerId), eq(customers.recRegId, sub)))
      .returning({ accountNumber: customers.accountNumber, publisherId: customers.publisherId }),
  );
  return rows[0] ?? null;
}

export async function findCustomerById(database: Database, customerId: number): Promise<CustomerRow | null> {
  const rows = await database.run((db) => db.select().from(customers).where(eq(customers.id, customerId)).limit(1));
  return rows[0] ?? null;
}
