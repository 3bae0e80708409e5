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
