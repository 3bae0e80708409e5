/**
 * `npm run flows`: writes docs/flows/ (machines/graph/flow-docs.ts), one page per machine of the
 * atlas and an index, and the generated paths the /flows pages read (src/features/flows/paths/,
 * machines/graph/atlas-paths.ts); files of machines no longer in the atlas are removed.
 * tests/machines/flow-docs.test.ts fails when either is stale.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { atlasPathFiles } from '../machines/graph/atlas-paths';
import { flowDocs } from '../machines/graph/flow-docs';

function writeAll(dir: string, files: Map<string, string>, extension: string) {
  const outDir = fileURLToPath(new URL(dir, import.meta.url));
  mkdirSync(outDir, { recursive: true });
  for (const [file, text] of files) writeFileSync(join(outDir, file), text);
  for (const file of readdirSync(outDir)) {
    if (file.endsWith(extension) && !files.has(file)) rmSync(join(outDir, file));
  }
  console.log(`Wrote ${files.size} files to ${dir.replace('../', '')}`);
}

writeAll('../docs/flows/', flowDocs(), '.md');
writeAll('../src/features/flows/paths/', atlasPathFiles(), '.json');
