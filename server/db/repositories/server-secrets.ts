import { eq } from 'drizzle-orm';
import type { Database } from '../index';
import { serverSecrets } from '../schema';

/**
 * The named secret, generated on first use and stored, so every process (and every restart) sees
 * the same value. When two processes race, the first insert wins and both read it back.
 */
export async function serverSecret(database: Database, name: string, generate: () => string | Promise<string>): Promise<string> {
  const existing = await database.run((db) => db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name)));
  if (existing[0]) return existing[0].value;
  const value = await generate();
  await database.run((db) => db.insert(serverSecrets).values({ name, value }).onConflictDoNothing());
  const stored = await database.run((db) => db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name)));
  if (!stored[0]) throw new Error(`server secret ${name} could not be stored`);
  return stored[0].value;
}

/** Records a one-time use under `name`: true the first time, false on every later call (a spent single-use token). */
export async function spendOnce(database: Database, name: string): Promise<boolean> {
  const inserted = await database.run((db) => db.insert(serverSecrets).values({ name, value: 'spent' }).onConflictDoNothing().returning({ name: serverSecrets.name }));
  return inserted.length > 0;
}
