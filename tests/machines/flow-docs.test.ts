import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { flowDocs } from '../../machines/graph/flow-docs';

const docsDir = fileURLToPath(new URL('../../docs/flows/', import.meta.url));

/** CI fails when docs/flows/ differs from what `npm run flows` writes (issue 14). */
describe('docs/flows', () => {
  const pages = flowDocs();

  it('has exactly one page per atlas machine and the index', () => {
    const onDisk = readdirSync(docsDir).filter((f) => f.endsWith('.md')).sort();
    expect(onDisk, 'docs/flows/ is out of date: run `npm run flows` and commit it').toEqual([...pages.keys()].sort());
  });

  it.each([...pages.keys()])('%s is what `npm run flows` writes', (file) => {
    const committed = readFileSync(`${docsDir}${file}`, 'utf8');
    expect(committed === pages.get(file), `docs/flows/${file} is out of date: run \`npm run flows\` and commit it`).toBe(true);
  });
});
