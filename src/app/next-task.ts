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
