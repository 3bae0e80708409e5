import { describe, expect, it } from 'vitest';
import { validatesResponses } from '../../server/gateway';

describe('gateway response validation', () => {
  it('is off in production only', () => {
    expect(validatesResponses({ NODE_ENV: 'production' })).toBe(false);
    expect(validatesResponses({ NODE_ENV: 'development' })).toBe(true);
    expect(validatesResponses({})).toBe(true);
  });

  it('is on while the tests run', () => {
    expect(validatesResponses()).toBe(true);
  });
});
