import { describe, expect, it } from 'vitest';
import { parseContinueParameter } from '../../machines/rules/sign-in';
import { buildRemoteLoginLink, continueParameter, remoteLoginLinks, type RemoteLoginSettings } from '../../machines/rules/remote-login';
import { SEED_PUBLISHERS } from '../../server/seed/publishers';

/** The remote-login link of SPEC §3 Preferences, §4 care types and §9 (link type Z/A, lookup type M/S). */

const ORIGIN = 'https://portal.example';
const settings = (patch: Partial<RemoteLoginSettings> = {}): RemoteLoginSettings => ({
  baseUrl: 'https://care.example/login',
  remoteLoginPageId: 'P42',
  remoteLoginMagCode: 'NWX',
  careType: 'eCare',
  lookupType: 'S',
  returnUrl: '/accounts/summary',
  ...patch,
});
const alice = { accountNumber: '10000001', postalCode: '10118', prodIdAlias: 'NWM' };
const second = { accountNumber: '10000008', postalCode: '30309', prodIdAlias: 'NWM' };
const query = (href: string | null) => new URL(href ?? 'about:blank').searchParams;

describe('remote-login link', () => {
  it('carries the page id, magazine code, link type, lookup type, the continue parameter and an absolute return URL', () => {
    const href = buildRemoteLoginLink(settings(), alice, ORIGIN);
    expect(href?.startsWith('https://care.example/login?')).toBe(true);
    const params = query(href);
    expect(params.get('pageId')).toBe('P42');
    expect(params.get('magCode')).toBe('NWX');
    expect(params.get('linkType')).toBe('Z');
    expect(params.get('lookupType')).toBe('S');
    expect(params.get('returnUrl')).toBe('https://portal.example/accounts/summary');
    // The same encoding as /mylo/continue?ac=, which this portal reads back.
    expect(parseContinueParameter(params.get('ac') ?? '')).toEqual({ accountNumber: '10000001', postalCode: '10118' });
  });

  it("uses link type 'A' for cdsCare and 'Z' for eCare (§9)", () => {
    expect(query(buildRemoteLoginLink(settings({ careType: 'cdsCare' }), alice, ORIGIN)).get('linkType')).toBe('A');
    expect(query(buildRemoteLoginLink(settings({ careType: 'eCare' }), alice, ORIGIN)).get('linkType')).toBe('Z');
  });

  it('gives no link without a care site or for an address that is not a web link', () => {
    expect(buildRemoteLoginLink(settings({ baseUrl: '' }), alice, ORIGIN)).toBeNull();
    expect(buildRemoteLoginLink(settings({ baseUrl: 'javascript:alert(1)' }), alice, ORIGIN)).toBeNull();
    expect(buildRemoteLoginLink(settings({ baseUrl: '//evil.example/x' }), alice, ORIGIN)).toBeNull();
  });

  it('leaves out an empty page id, falls back to the product for the magazine code, keeps a query and drops an unsafe return URL', () => {
    const href = buildRemoteLoginLink(
      settings({ baseUrl: '/care?lang=en#top', remoteLoginPageId: ' ', remoteLoginMagCode: '', returnUrl: 'javascript:x' }),
      alice,
      ORIGIN,
    );
    expect(href?.startsWith('/care?lang=en&')).toBe(true);
    expect(href?.endsWith('#top')).toBe(true);
    const params = new URL(href ?? '', ORIGIN).searchParams;
    expect(params.has('pageId')).toBe(false);
    expect(params.get('magCode')).toBe('NWM');
    expect(params.has('returnUrl')).toBe(false);
  });

  it('gives one link per account for a single lookup (S) and one for the whole visit for a multi lookup (M)', () => {
    const single = remoteLoginLinks(settings({ lookupType: 'S' }), [alice, second], ORIGIN);
    expect(single.map((l) => l.accountNumbers)).toEqual([['10000001'], ['10000008']]);
    const multi = remoteLoginLinks(settings({ lookupType: 'M' }), [alice, second], ORIGIN);
    expect(multi.map((l) => l.accountNumbers)).toEqual([['10000001', '10000008']]);
    expect(query(multi[0]?.href ?? null).get('lookupType')).toBe('M');
    expect(remoteLoginLinks(settings({ baseUrl: '' }), [alice], ORIGIN)).toEqual([]);
  });

  it('never puts the guest credential in the link of a secured account or when guest sign-in is off (MyloOnlyEnabled)', () => {
    const secured = { ...alice, recRegId: 'sub-123' };
    const securedHref = buildRemoteLoginLink(settings(), secured, ORIGIN);
    expect(securedHref).not.toBeNull();
    expect(query(securedHref).has('ac')).toBe(false);
    expect(query(securedHref).get('linkType')).toBe('Z');
    expect(securedHref).not.toContain(continueParameter(alice));

    const myloOnly = buildRemoteLoginLink(settings(), alice, ORIGIN, { myloOnly: true });
    expect(query(myloOnly).has('ac')).toBe(false);
    expect(query(myloOnly).get('magCode')).toBe('NWX');
    const multi = remoteLoginLinks(settings({ lookupType: 'M' }), [alice, second], ORIGIN, { myloOnly: true });
    expect(multi.map((l) => query(l.href).has('ac'))).toEqual([false]);
    const single = remoteLoginLinks(settings({ lookupType: 'S' }), [secured, second], ORIGIN);
    expect(single.map((l) => query(l.href).get('ac'))).toEqual([null, continueParameter(second)]);
    // A guest account with guest sign-in on keeps it.
    expect(query(buildRemoteLoginLink(settings(), alice, ORIGIN, { myloOnly: false })).get('ac')).toBe(continueParameter(alice));
  });

  it('the demo: Northwind links to its care page (eCare, multi), Boréale has no care site', () => {
    const [northwind, boreale] = ['NWM', 'BOR'].map((code) => SEED_PUBLISHERS.find((p) => p.globalCode === code)!.adminConfig.AvailableActions.Preferences);
    expect(remoteLoginLinks(northwind!, [alice], ORIGIN)).toHaveLength(1);
    expect(remoteLoginLinks(boreale!, [alice], ORIGIN)).toEqual([]);
  });
});
