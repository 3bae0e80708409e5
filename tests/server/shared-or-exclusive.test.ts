import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { SharedOrExclusive } from '../../server/db/shared-or-exclusive';

/** Records when each piece of work starts and ends. */
function recorder() {
  const events: string[] = [];
  const work = (name: string, ms: number) => async () => {
    events.push(`${name}:start`);
    await sleep(ms);
    events.push(`${name}:end`);
  };
  return { events, work };
}

describe('the embedded database connection: shared calls, exclusive transactions', () => {
  it('lets shared calls run side by side', async () => {
    const lock = new SharedOrExclusive();
    const { events, work } = recorder();
    await Promise.all([lock.with(false, work('a', 20)), lock.with(false, work('b', 20))]);
    expect(events.slice(0, 2)).toEqual(['a:start', 'b:start']);
  });

  it('gives a transaction the connection only once the shared calls before it ended, and alone', async () => {
    const lock = new SharedOrExclusive();
    const { events, work } = recorder();
    await Promise.all([lock.with(false, work('a', 30)), lock.with(true, work('tx', 20)), lock.with(false, work('b', 5))]);
    expect(events).toEqual(['a:start', 'a:end', 'tx:start', 'tx:end', 'b:start', 'b:end']);
  });

  it('serves first come, first served: a call after a waiting transaction waits behind it', async () => {
    const lock = new SharedOrExclusive();
    const { events, work } = recorder();
    await Promise.all([lock.with(true, work('tx1', 20)), lock.with(false, work('a', 5)), lock.with(true, work('tx2', 5)), lock.with(false, work('b', 5))]);
    expect(events).toEqual(['tx1:start', 'tx1:end', 'a:start', 'a:end', 'tx2:start', 'tx2:end', 'b:start', 'b:end']);
  });

  it('frees the connection when the work fails', async () => {
    const lock = new SharedOrExclusive();
    await expect(lock.with(true, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(lock.with(true, async () => 'next')).resolves.toBe('next');
  });
});
