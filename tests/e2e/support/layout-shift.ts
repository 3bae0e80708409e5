import type { Page } from '@playwright/test';

/**
 * Cumulative layout shift of a page load (Chromium's Layout Instability API), as the bench
 * (scripts/bench/bench.ts) and layout.spec measure it: the shifts not caused by input, from the start.
 */
function recordLayoutShifts() {
  const target = window as unknown as { __cls: number };
  target.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) target.__cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Starts counting on every page load of `page` (call before goto). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(recordLayoutShifts);
}

/** The shift counted so far on the current page. */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}
