interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Lets rendering and input run: scheduler.yield where the browser has it, else a message on a
 * MessageChannel (not clamped to 4 ms as nested timers are), else a timer.
 */
export function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A lazily loaded part (a sign-in form), handed over in the task after its code ran: evaluating a chunk
 * and rendering what it holds were one task, which Lighthouse counts as blocking time when it passes
 * 50 ms on a phone (issue 15: Boréale's /login, 86–192 ms of blocking time before, 53–124 ms after).
 */
export async function inNextTask<T>(loaded: Promise<T>): Promise<T> {
  const value = await loaded;
  await yieldToEventLoop();
  return value;
}

/** How long a part that waits for the first paint waits at most (a tab the browser does not paint, as one opened in the background). */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Resolves once the page has shown its first content (the paint timing's first-contentful-paint),
 * or after FIRST_PAINT_WAIT_MS. Work the first screen does not need (the brand footer's calls and
 * the code they load) waits for it, so it does not compete with what that screen needs (issue 15).
 * The observer is `buffered`: a page that has already painted answers at once. It reads the entries
 * it is handed, not `performance`, which a faked clock (Playwright's, the visual tests') replaces.
 */
export function afterFirstPaint(): Promise<void> {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
}
