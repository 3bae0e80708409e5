import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../server/db/ttl-cache';

describe('TtlCache', () => {
  it('answers a value until its time to live has passed', () => {
    let now = 1_000;
    const cache = new TtlCache<string, number | null>({ ttlMs: 100, maxEntries: 10, now: () => now });
    cache.set('a', 1);
    cache.set('none', null);
    now += 99;
    expect(cache.get('a')).toBe(1);
    expect(cache.get('none')).toBeNull();
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new TtlCache<number, number>({ ttlMs: 60_000, maxEntries: 3 });
    for (let i = 0; i < 5; i++) cache.set(i, i * 10);
    expect(cache.size).toBe(3);
    expect([0, 1, 2, 3, 4].map((i) => cache.get(i))).toEqual([undefined, undefined, 20, 30, 40]);
    // Setting a key again makes it the newest.
    cache.set(2, 21);
    cache.set(5, 50);
    expect([2, 3, 5].map((i) => cache.get(i))).toEqual([21, undefined, 50]);
  });

  it('forgets everything on clear', () => {
    const cache = new TtlCache<string, number>({ ttlMs: 60_000, maxEntries: 3 });
    cache.set('a', 1);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});
