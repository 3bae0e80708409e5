import { describe, expect, it } from 'vitest';
import { configuredHref, newTabProps, withCurrentYear } from '../../../src/app/shell/links';
import { findIntro, introKey } from '../../../src/app/shell/intro';

describe('configured links (§3 Navigation item, Footer link)', () => {
  it('leads to /accounts/{selectedRoute} without a custom URL', () => {
    expect(configuredHref({ selectedRoute: 'customer-service' })).toBe('/accounts/customer-service');
  });

  it('joins protocol and custom URL, with or without the separator', () => {
    expect(configuredHref({ protocol: 'https://', customUrl: 'www.example.com/a' })).toBe('https://www.example.com/a');
    expect(configuredHref({ protocol: 'https', customUrl: 'www.example.com' })).toBe('https://www.example.com');
    expect(configuredHref({ protocol: 'mailto:', customUrl: 'help@example.com' })).toBe('mailto:help@example.com');
    expect(configuredHref({ customUrl: '/accounts/orders' })).toBe('/accounts/orders');
  });

  it('refuses script and data URLs', () => {
    expect(configuredHref({ customUrl: 'javascript:alert(1)' })).toBe('#');
    expect(configuredHref({ protocol: 'javascript:', customUrl: 'alert(1)' })).toBe('#');
    expect(configuredHref({ customUrl: 'data:text/html,hi' })).toBe('#');
    expect(configuredHref({ customUrl: '//evil.example' })).not.toBe('//evil.example');
  });

  it('opens flagged links in a new tab without an opener', () => {
    expect(newTabProps(true)).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    expect(newTabProps(false)).toEqual({});
  });

  it('replaces the current-year placeholder of the disclaimer', () => {
    expect(withCurrentYear('© {year} Northwind', new Date('2031-05-01'))).toBe('© 2031 Northwind');
    expect(withCurrentYear('© {currentYear} Boréale', new Date('2031-05-01'))).toBe('© 2031 Boréale');
  });
});

describe('page intro (§2 Login page, §3 PageIntro)', () => {
  const entries = [
    { route: '*', label: 'Default', description: '' },
    { route: 'orders', label: 'Orders', description: '' },
    { route: 'login', altRoute: 'signin', label: 'Welcome', description: '' },
  ];

  it('is chosen by the last non-numeric segment of the path', () => {
    expect(introKey('/accounts/orders/12345')).toBe('orders');
    expect(introKey('/login')).toBe('login');
    expect(findIntro(entries, introKey('/accounts/orders/7'))?.label).toBe('Orders');
    expect(findIntro(entries, 'signin')?.label).toBe('Welcome');
  });

  it('falls back to the "*" entry', () => {
    expect(findIntro(entries, 'wallet')?.label).toBe('Default');
  });
});
