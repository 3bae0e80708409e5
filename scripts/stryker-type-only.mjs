// @ts-check
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

/**
 * A Stryker ignorer (stryker.config.mjs, `ignorers: ['type-only']`): the `types` of an XState
 * `setup({ types: { context: {} as …, events: {} as … } })` only tell TypeScript the machine's
 * shapes; at run time XState never reads them, so emptying them can change nothing a test could see.
 * Every other mutant of the machines is run and judged (docs/mutation.md).
 */
export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'type-only', {
    /** @param {any} path a Babel NodePath */
    shouldIgnore(path) {
      if (!path.isObjectProperty() || path.node.computed || path.node.key.type !== 'Identifier' || path.node.key.name !== 'types') return undefined;
      const config = path.parentPath;
      const call = config?.parentPath;
      if (!call?.isCallExpression() || call.node.arguments[0] !== config.node) return undefined;
      const callee = call.node.callee;
      return callee.type === 'Identifier' && callee.name === 'setup' ? 'XState setup types: type-only, never read at run time' : undefined;
    },
  }),
];
