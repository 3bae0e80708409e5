import { useCallback, useState } from 'react';

/**
 * §3 Session-level user state viewAllOrders, viewAllGifts, viewAllUnredeemedGifts, viewAllSubs:
 * whether a list shows everything or its first few. Kept in session storage (§9), so the choice
 * survives a reload and logout (which clears session storage) forgets it.
 */
export type ViewAllFlag = 'viewAllOrders' | 'viewAllGifts' | 'viewAllUnredeemedGifts' | 'viewAllSubs';

const STORAGE_KEY = 'portal.viewAll';
/** How many entries a list shows until "View all" is chosen. */
export const VIEW_FEWER_COUNT = 5;

function readFlags(): Partial<Record<ViewAllFlag, boolean>> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Partial<Record<ViewAllFlag, boolean>>) : {};
  } catch {
    return {};
  }
}

/** The flag as this session left it. */
export const readViewAll = (flag: ViewAllFlag) => readFlags()[flag] === true;

/** Keeps the flag for the session. */
export function storeViewAll(flag: ViewAllFlag, viewAll: boolean) {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readFlags(), [flag]: viewAll }));
}

export function useViewAll(flag: ViewAllFlag): [boolean, (viewAll: boolean) => void] {
  const [viewAll, setViewAll] = useState(() => readViewAll(flag));
  const update = useCallback(
    (next: boolean) => {
      setViewAll(next);
      storeViewAll(flag, next);
    },
    [flag],
  );
  return [viewAll, update];
}

/** The entries a list shows under its view-all flag, and whether a toggle is needed at all. */
export function useViewAllList<T>(flag: ViewAllFlag, items: readonly T[]) {
  const [viewAll, setViewAll] = useViewAll(flag);
  const limited = items.length > VIEW_FEWER_COUNT;
  return {
    visible: viewAll || !limited ? items : items.slice(0, VIEW_FEWER_COUNT),
    viewAll,
    setViewAll,
    /** Only a list longer than the first few has a toggle. */
    limited,
  };
}
