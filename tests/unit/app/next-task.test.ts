import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_WAIT_MS, afterFirstPaint, inNextTask } from '../../../src/app/next-task';

describe('inNextTask', () => {
  it('hands the loaded value over in a later task, not among the microtasks of the one that loaded it', async () => {
    let handed: number | undefined;
    void inNextTask(Promise.resolve(7)).then((value) => (handed = value));
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(handed).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(handed).toBe(7);
  });

  it('passes a failed load on as it is', async () => {
    await expect(inNextTask(Promise.reject(new Error('chunk failed')))).rejects.toThrow('chunk failed');
  });
});

describe('afterFirstPaint', () => {
  type Entry = { name: string };
  /**
   * A browser's paint timing: `paint(name)` reports a paint entry to the observers. A buffered observer
   * is handed the entries reported before it observed, as a browser does.
   */
  function fakePaintTiming(options: { painted?: boolean } = {}) {
    const reported: Entry[] = options.painted ? [{ name: 'first-contentful-paint' }] : [];
    const observers: Array<(entries: Entry[]) => void> = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'resource'];
      disconnected = false;
      constructor(private readonly callback: (list: { getEntriesByName: (name: string) => Entry[] }) => void) {}
      observe({ buffered }: { buffered?: boolean }) {
        const notify = (entries: Entry[]) => {
          if (!this.disconnected) this.callback({ getEntriesByName: (name) => entries.filter((entry) => entry.name === name) });
        };
        observers.push(notify);
        if (buffered && reported.length > 0) queueMicrotask(() => notify([...reported]));
      }
      disconnect() {
        this.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return {
      paint: (name: string) => {
        reported.push({ name });
        observers.forEach((notify) => notify([{ name }]));
      },
    };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return async () => {
      for (let i = 0; i < 5; i++) await Promise.resolve();
      return done;
    };
  };

  it('waits for the first contentful paint, not for any paint entry', async () => {
    vi.useFakeTimers();
    const timing = fakePaintTiming();
    const isDone = settled(afterFirstPaint());
    expect(await isDone()).toBe(false);
    timing.paint('first-paint');
    expect(await isDone()).toBe(false);
    timing.paint('first-contentful-paint');
    expect(await isDone()).toBe(true);
  });

  it('resolves without waiting when the page has already painted (a later screen, a remounted footer)', async () => {
    vi.useFakeTimers();
    fakePaintTiming({ painted: true });
    expect(await settled(afterFirstPaint())()).toBe(true);
  });

  it(`gives up waiting after ${FIRST_PAINT_WAIT_MS} ms (a tab that is never painted)`, async () => {
    vi.useFakeTimers();
    fakePaintTiming();
    const isDone = settled(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
    expect(await isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isDone()).toBe(true);
  });

  it('does not wait where the browser has no paint timing', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    expect(await settled(afterFirstPaint())()).toBe(true);
  });
});
