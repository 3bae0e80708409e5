import { describe, expect, it } from 'vitest';
import { isSameOriginPath } from '../../../src/app/redirect';

describe('the /login redirect parameter', () => {
  it('accepts paths on this origin', () => {
    expect(isSameOriginPath('/accounts/summary')).toBe(true);
    expect(isSameOriginPath('/accounts/orders?view=all#top')).toBe(true);
  });

  it('refuses anything that could leave the origin', () => {
    for (const value of ['https://evil.example', '//evil.example', '/\\evil.example', '\\\\evil.example', 'evil.example', '/a\u0000b', 'javascript:alert(1)']) {
      expect(isSameOriginPath(value), value).toBe(false);
    }
  });
});
