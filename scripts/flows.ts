/**
 * `npm run flows`: writes docs/flows/ (machines/graph/flow-docs.ts), one page per machine of the
 * atlas and an index; pages of machines no longer in the atlas are removed. The /flows page shows
 * the same from the same helpers; tests/machines/flow-docs.test.ts fails when docs/flows/ is stale.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flowDocs } from '../machines/graph/flow-docs';

const outDir = fileURLToPath(new URL('../docs/flows/', import.meta.url));
mkdirSync(outDir, { recursive: true });
const pages = flowDocs();
for (const [file, text] of pages) writeFileSync(join(outDir, file), text);
for (const file of readdirSync(outDir)) {
  if (file.endsWith('.md') && !pages.has(file)) rmSync(join(outDir, file));
}
console.log(`Wrote ${pages.size} pages to docs/flows/: ${[...pages.keys()].join(', ')}`);
