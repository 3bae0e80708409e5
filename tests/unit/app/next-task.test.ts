import { describe, expect, it } from 'vitest';
import { inNextTask } from '../../../src/app/next-task';

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
