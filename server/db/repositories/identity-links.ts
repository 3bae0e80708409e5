import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../index';
import { customers, identityLinks } from '../schema';

export interface LinkedAccount {
  accountNumber: string;
  prodIdAlias: string;
  postalCode: string;
  systemCode: string;
  resinClientId: string | null;
}

/** The accounts of one publisher an identity (sub) is linked to, oldest link first. */
export async function findLinkedAccounts(database: Database, publisherId: number, sub: string): Promise<LinkedAccount[]> {
  return database.run((db) =>
    db
      .select({
        accountNumber: customers.accountNumber,
        prodIdAlias: customers.prodIdAlias,
        postalCode: customers.postalCode,
        systemCode: customers.systemCode,
        resinClientId: customers.resinClientId,
      })
      .from(identityLinks)
      .innerJoin(customers, and(eq(customers.publisherId, identityLinks.publisherId), eq(customers.accountNumber, identityLinks.accountNumber)))
      .where(and(eq(identityLinks.publisherId, publisherId), eq(identityLinks.sub, sub)))
      .orderBy(asc(identityLinks.createdAt), asc(identityLinks.id)),
  );
}

/** Links an identity to accounts of one publisher (already linked ones stay as they are). */
export async function insertIdentityLinks(database: Database, publisherId: number, sub: string, accountNumbers: readonly string[]): Promise<void> {
  if (accountNumbers.length === 0) return;
  await database.run((db) =>
    db
      .insert(identityLinks)
      .values(accountNumbers.map((accountNumber) => ({ sub, publisherId, accountNumber })))
      .onConflictDoNothing(),
  );
}

/** Forgets the link of one identity to one account (the owner's undo, issue 16). */
export async function deleteIdentityLink(database: Database, publisherId: number, sub: string, accountNumber: string): Promise<void> {
  await database.run((db) =>
    db
      .delete(identityLinks)
      .where(and(eq(identityLinks.publisherId, publisherId), eq(identityLinks.sub, sub), eq(identityLinks.accountNumber, accountNumber))),
  );
}
