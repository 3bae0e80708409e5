import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { atlasPathFiles } from '../../machines/graph/atlas-paths';
import { flowDocs } from '../../machines/graph/flow-docs';

/**
 * CI fails when docs/flows/ or the /flows pages' generated paths (src/features/flows/paths/) differ
 * from what `npm run flows` writes (issue 14).
 */
describe.each([
  ['docs/flows/', '.md', flowDocs()],
  ['src/features/flows/paths/', '.json', atlasPathFiles()],
])('%s', (dir, extension, files) => {
  const onDiskDir = fileURLToPath(new URL(`../../${dir}`, import.meta.url));

  it('has exactly one file per atlas machine (and the index)', () => {
    const onDisk = readdirSync(onDiskDir).filter((f) => f.endsWith(extension)).sort();
    expect(onDisk, `${dir} is out of date: run \`npm run flows\` and commit it`).toEqual([...files.keys()].sort());
  });

  it.each([...files.keys()])('%s is what `npm run flows` writes', (file) => {
    const committed = readFileSync(`${onDiskDir}${file}`, 'utf8');
    expect(committed === files.get(file), `${dir}${file} is out of date: run \`npm run flows\` and commit it`).toBe(true);
  });
});
