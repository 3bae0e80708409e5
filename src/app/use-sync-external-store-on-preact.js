/**
 * `use-sync-external-store/shim/with-selector` as an ES module on preact/compat (vite.config.ts
 * aliases it here; TanStack Router's store and @xstate/react import it).
 *
 * The package is CommonJS that `require`s React, and every such `require` of the ES module React
 * resolves to (react-on-preact.js) copies all of preact/compat's exports into a new object: that
 * was about 4 ms of each page's start, before anything showed (issue 15, a CPU profile of the
 * summary). This is the package's own code (React's use-sync-external-store 1.x, MIT licence,
 * copyright Meta Platforms, Inc. and affiliates), with imports instead of requires.
 */
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'preact/compat';

/**
 * @template Snapshot, Selection
 * @param {(onStoreChange: () => void) => () => void} subscribe
 * @param {() => Snapshot} getSnapshot
 * @param {undefined | null | (() => Snapshot)} getServerSnapshot
 * @param {(snapshot: Snapshot) => Selection} selector
 * @param {(a: Selection, b: Selection) => boolean} [isEqual]
 * @returns {Selection}
 */
export function useSyncExternalStoreWithSelector(subscribe, getSnapshot, getServerSnapshot, selector, isEqual) {
  // The last selection a commit saw, so that an equal new selection keeps its identity.
  const instRef = useRef(/** @type {{ hasValue: boolean, value: Selection | null }} */ ({ hasValue: false, value: null }));

  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    /** @type {Snapshot} */ let memoizedSnapshot;
    /** @type {Selection} */ let memoizedSelection;
    /** @param {Snapshot} nextSnapshot */
    const memoizedSelector = (nextSnapshot) => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = nextSnapshot;
        const nextSelection = selector(nextSnapshot);
        const inst = instRef.current;
        if (isEqual !== undefined && inst.hasValue) {
          const currentSelection = /** @type {Selection} */ (inst.value);
          if (isEqual(currentSelection, nextSelection)) return (memoizedSelection = currentSelection);
        }
        return (memoizedSelection = nextSelection);
      }
      const currentSelection = memoizedSelection;
      if (Object.is(memoizedSnapshot, nextSnapshot)) return currentSelection;
      const nextSelection = selector(nextSnapshot);
      if (isEqual !== undefined && isEqual(currentSelection, nextSelection)) {
        memoizedSnapshot = nextSnapshot;
        return currentSelection;
      }
      memoizedSnapshot = nextSnapshot;
      return (memoizedSelection = nextSelection);
    };
    const serverSnapshot = getServerSnapshot ?? null;
    return [() => memoizedSelector(getSnapshot()), serverSnapshot === null ? undefined : () => memoizedSelector(serverSnapshot())];
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);

  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    instRef.current.hasValue = true;
    instRef.current.value = value;
  }, [value]);
  useDebugValue(value);
  return value;
}
