import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { machineAtlas } from '../../../machines/index';
import { routeTree } from '../../../src/app/router';
import { FLOW_LINKS } from '../../../src/features/flows/flow-links';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Every full path the portal's router answers (`/accounts/suspend`, `/flows/$machineId`), from each route's own path. */
function routePaths(): Set<string> {
  const paths = new Set<string>();
  type Node = { options?: { path?: string }; children?: Node[] | Record<string, Node> };
  const walk = (route: Node, prefix: string) => {
    const own = route.options?.path ?? '';
    const full = own === '/' ? prefix || '/' : `${prefix}${own}`;
    if (own) paths.add(full);
    const children = route.children;
    for (const child of Array.isArray(children) ? children : Object.values(children ?? {})) walk(child, full === '/' ? '' : full);
  };
  walk(routeTree as unknown as Node, '');
  return paths;
}

/** The atlas links each flow to the pages that run it and its tests (issue 14). */
describe('flow links', () => {
  it('name a page and a test for every flow of the atlas, and nothing else', () => {
    expect(Object.keys(FLOW_LINKS).sort()).toEqual(machineAtlas.map((e) => e.id).sort());
    for (const [id, links] of Object.entries(FLOW_LINKS)) {
      expect(links.routes.length, id).toBeGreaterThan(0);
      expect(links.tests.length, id).toBeGreaterThan(0);
    }
  });

  it('name test files that exist and pages the router answers', () => {
    const routes = routePaths();
    for (const [id, links] of Object.entries(FLOW_LINKS)) {
      for (const file of links.tests) expect(existsSync(`${root}${file}`), `${id}: ${file}`).toBe(true);
      for (const route of links.routes) expect(routes.has(route), `${id}: ${route}`).toBe(true);
    }
  });
});
