/**
 * The portal runs React's API on Preact (issue 15): `react`, `react-dom` and the JSX runtime resolve
 * to `preact/compat` in vite.config.ts, which cut the first load of /login by about 58 kB gzip
 * (react-dom alone was 62 kB). The code is still written and typed against React.
 *
 * `react` itself resolves here: preact/compat, plus the one React 19.2 export Mantine 9 imports
 * that compat lacks. Mantine wraps content in `<Activity mode="hidden">` only when a component is
 * asked to keep hidden content mounted (`keepMounted` on Tabs, Collapse, Transition); the portal
 * never asks, so hidden content is simply not rendered, as without keepMounted.
 *
 * JavaScript, not TypeScript: preact/compat's types use `export =`, which `export *` cannot re-export
 * under the compiler; the application code keeps React's own types.
 */
import { createElement, Fragment } from 'preact';

export * from 'preact/compat';
export { default } from 'preact/compat';

/** @param {{ mode?: 'visible' | 'hidden', children?: import('preact').ComponentChildren }} props */
export function Activity({ mode, children }) {
  return mode === 'hidden' ? null : createElement(Fragment, null, children);
}
