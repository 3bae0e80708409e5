import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoAccountsJson } from './demo-accounts';

/** `npx tsx server/seed/write-demo-accounts.ts` regenerates demo-accounts.json (a test checks it is current). */
const target = fileURLToPath(new URL('./demo-accounts.json', import.meta.url));
writeFileSync(target, demoAccountsJson());
console.log(`Wrote ${target}`);
