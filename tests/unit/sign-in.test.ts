import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { defaultPostalCode } from '../../contracts/reference/postalCodes';
import type { TFederatedIdentity } from '../../contracts/schemas/customer';
import { ZLookupRequestSchema, type TLookupRequest, type TMyloLinkResponse } from '../../contracts/schemas/lookup';
import {
  SIGN_IN_FAILURES,
  continueLookupRequest,
  decodeTokenClaims,
  federatedIdentity,
  guestLookupRequest,
  hasSecureAccount,
  isInvalidLoginToken,
  loginAccountOf,
  parseContinueParameter,
  secureAccounts,
  secureLookupRequest,
  signInFailureCode,
  type GuestLookupOptions,
} from '../../machines/rules/sign-in';

/** The pure sign-in rules of SPEC §4 Sign-in, §5 Sign-in forms and §8 Sign-in and lookup. */

const scope = { magCode: 'NWM', globalCode: 'northwind' };

/** An unsigned JWT whose payload segment is the base64url (unpadded) of the claims' UTF-8 JSON. */
const jwt = (claims: unknown) => `e30.${Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url')}.signature`;

/** A lookup request must survive the contract unchanged: nothing refused, nothing silently stripped. */
function expectValidRequest(request: TLookupRequest) {
  expect(ZLookupRequestSchema.parse(request)).toEqual(request);
}

const options = (overrides: Partial<GuestLookupOptions> = {}): GuestLookupOptions => ({
  productExcludes: [],
  defaultPostalCode,
  ...overrides,
});

/** A bot-check payload: base64 of its JSON, as the contract requires. */
const BOT_CHECK = Buffer.from('{"number":42}').toString('base64');

describe('signInFailureCode', () => {
  it.each(SIGN_IN_FAILURES.map((code) => [code]))('keeps the known code %s', (code) => {
    expect(signInFailureCode(code)).toBe(code);
  });

  it.each([['SOMETHING_ELSE'], [''], ['user_not_found'], ['USER_NOT_FOUND ']])('maps the unknown code %j to UNKNOWN', (code) => {
    expect(signInFailureCode(code)).toBe('UNKNOWN');
  });
});

describe('isInvalidLoginToken', () => {
  it('is true when the text contains "Invalid login token" (§8 Session errors)', () => {
    expect(isInvalidLoginToken('Invalid login token')).toBe(true);
    expect(isInvalidLoginToken('NotAuthorizedException: Invalid login token - token expired')).toBe(true);
  });

  it('is false for other texts, a different case and no text', () => {
    expect(isInvalidLoginToken('Network down')).toBe(false);
    expect(isInvalidLoginToken('invalid login token')).toBe(false);
    expect(isInvalidLoginToken('')).toBe(false);
    expect(isInvalidLoginToken(undefined)).toBe(false);
  });
});

describe('decodeTokenClaims and federatedIdentity', () => {
  const claims = {
    sub: 'idp-ÉLODIE-1',
    email: 'élodie@example.fr',
    preferred_username: 'Élodie Brûlé',
    legacy_sub: 'legacy-42',
    // Bytes chosen so that the base64 of the payload has '+' or '/', i.e. '-' or '_' in base64url.
    note: '???>>>~~~',
  };
  const token = jwt(claims);

  it('encodes the sample payload with the URL-safe alphabet, so the test exercises it', () => {
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(token.split('.')[1]).not.toMatch(/[+/=]/);
  });

  it('decodes a base64url payload with non-ASCII characters (UTF-8)', () => {
    expect(decodeTokenClaims(token)).toEqual(claims);
  });

  it('decodes a payload whose length needs padding', () => {
    for (const sub of ['a', 'ab', 'abc', 'abcd']) {
      expect(decodeTokenClaims(jwt({ sub }))).toEqual({ sub });
    }
  });

  it('reads the federated identity: sub, email, username, legacy_sub (§3)', () => {
    expect(federatedIdentity(token)).toEqual({
      sub: 'idp-ÉLODIE-1',
      email: 'élodie@example.fr',
      username: 'Élodie Brûlé',
      legacy_sub: 'legacy-42',
    });
  });

  it('takes the email as username when there is no preferred_username, and leaves out an empty legacy_sub', () => {
    expect(federatedIdentity(jwt({ sub: 's-1', email: 'Elodie@example.fr', legacy_sub: '' }))).toEqual({
      sub: 's-1',
      email: 'Elodie@example.fr',
      username: 'Elodie@example.fr',
    });
  });

  it('gives an empty email and no username when the token has neither', () => {
    expect(federatedIdentity(jwt({ sub: 's-1' }))).toEqual({ sub: 's-1', email: '' });
  });

  it('ignores claims that are not strings', () => {
    expect(federatedIdentity(jwt({ sub: 's-1', email: 42, preferred_username: ['x'], legacy_sub: { a: 1 } }))).toEqual({
      sub: 's-1',
      email: '',
    });
  });

  it('has no identity without a string sub', () => {
    expect(federatedIdentity(jwt({ email: 'a@b.co' }))).toBeNull();
    expect(federatedIdentity(jwt({ sub: '', email: 'a@b.co' }))).toBeNull();
    expect(federatedIdentity(jwt({ sub: 12345, email: 'a@b.co' }))).toBeNull();
    expect(federatedIdentity(jwt({ sub: null }))).toBeNull();
  });

  it.each([
    ['no dots', 'not-a-jwt'],
    ['an empty payload', 'header..sig'],
    ['the empty string', ''],
    ['a payload that is not base64', 'e30.!!!***.sig'],
    ['a base64 payload that is not JSON', `e30.${Buffer.from('hello').toString('base64url')}.sig`],
    ['a base64 payload of invalid UTF-8', `e30.${Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url')}.sig`],
    ['a JSON string', jwt('just text')],
    ['a JSON number', jwt(42)],
    ['JSON null', jwt(null)],
  ])('has no claims for garbage: %s', (_name, garbage) => {
    expect(decodeTokenClaims(garbage)).toBeNull();
    expect(federatedIdentity(garbage)).toBeNull();
  });

  it('has no claims for a token that is not a string', () => {
    for (const value of [undefined, null, 42, { sub: 's-1' }]) {
      expect(decodeTokenClaims(value as unknown as string)).toBeNull();
      expect(federatedIdentity(value as unknown as string)).toBeNull();
    }
  });

  // Regression test for a fixed bug (machines/rules/sign-in.ts, decodeTokenClaims): a JSON array passes the `typeof claims === 'object'`
  // check, so an array payload is returned as a claims record; RFC 7519 claims are a JSON object.
  it('has no claims for a JSON array payload (a claims set is an object)', () => {
    expect(decodeTokenClaims(jwt(['sub', 's-1']))).toBeNull();
  });
});

describe('secureAccounts and hasSecureAccount (§4 Sign-in)', () => {
  const link = (overrides: Partial<TMyloLinkResponse> = {}): TMyloLinkResponse => ({
    subscriptions: [],
    resinAccounts: [],
    ...overrides,
  });
  const resin = [
    { accountNumber: '20000001', resinClientId: 'northwind-digital', prod_id: 'NWD' },
    { accountNumber: '20000002', resinClientId: 'northwind-digital', prod_id: 'OTHER' },
    // The same account and client twice: kept once.
    { accountNumber: '20000001', resinClientId: 'northwind-digital', prod_id: 'NWD' },
    // The same account number with another client: a different account, kept.
    { accountNumber: '20000001', resinClientId: 'boreale-numerique', prod_id: 'NWD' },
    { accountNumber: '20000003', resinClientId: 'boreale-numerique', prod_id: 'BND' },
  ];

  it('takes the Resin accounts of the configured products, de-duplicated by account number and client', () => {
    const accounts = secureAccounts(link({ resinAccounts: resin }), { resinEnabled: true, products: ['NWD', 'BND'] });
    expect(accounts).toEqual({
      resinAccountNumbers: ['20000001', '20000001', '20000003'],
      resinClientIds: ['northwind-digital', 'boreale-numerique', 'boreale-numerique'],
    });
    expect(hasSecureAccount(accounts)).toBe(true);
  });

  it('falls back to all the accounts the server returned, de-duplicated, when none matches a configured product', () => {
    const accounts = secureAccounts(link({ resinAccounts: resin }), { resinEnabled: true, products: ['NOPE'] });
    expect(accounts.resinAccountNumbers).toEqual(['20000001', '20000002', '20000001', '20000003']);
    expect(accounts.resinClientIds).toEqual(['northwind-digital', 'northwind-digital', 'boreale-numerique', 'boreale-numerique']);
  });

  it('carries the linked account and postal code next to the Resin accounts', () => {
    const accounts = secureAccounts(link({ resinAccounts: resin.slice(0, 1), accountId: '10000014', postalCode: '98109' }), {
      resinEnabled: true,
      products: ['NWD'],
    });
    expect(accounts).toEqual({
      accountNumber: '10000014',
      postalCode: '98109',
      resinAccountNumbers: ['20000001'],
      resinClientIds: ['northwind-digital'],
    });
  });

  it('takes no Resin accounts when Resin is not enabled', () => {
    const accounts = secureAccounts(link({ resinAccounts: resin, accountId: '10000014', postalCode: '98109' }), {
      resinEnabled: false,
      products: ['NWD'],
    });
    expect(accounts).toEqual({ accountNumber: '10000014', postalCode: '98109', resinAccountNumbers: [], resinClientIds: [] });
    expect(hasSecureAccount(accounts)).toBe(true);
    expect(hasSecureAccount(secureAccounts(link({ resinAccounts: resin }), { resinEnabled: false, products: ['NWD'] }))).toBe(false);
  });

  it('has no secure account with nothing linked, or with an account but no postal code and no Resin account', () => {
    expect(hasSecureAccount(secureAccounts(link(), { resinEnabled: true, products: ['NWD'] }))).toBe(false);
    expect(hasSecureAccount(secureAccounts(link({ accountId: '10000014' }), { resinEnabled: true, products: [] }))).toBe(false);
    expect(hasSecureAccount(secureAccounts(link({ postalCode: '98109' }), { resinEnabled: true, products: [] }))).toBe(false);
    expect(hasSecureAccount({ accountNumber: '', postalCode: '', resinAccountNumbers: [], resinClientIds: [] })).toBe(true);
  });

  it('ignores empty accountId and postalCode strings', () => {
    expect(secureAccounts(link({ accountId: '', postalCode: '' }), { resinEnabled: false, products: [] })).toEqual({
      resinAccountNumbers: [],
      resinClientIds: [],
    });
  });
});

describe('secureLookupRequest (§7 call 4 for a registered secure user)', () => {
  const identity: TFederatedIdentity = { sub: 'idp-1', email: 'elodie@example.fr', username: 'Élodie' };

  it('looks up the linked account and postal code with the identity', () => {
    const request = secureLookupRequest(scope, { accountNumber: '10000014', postalCode: '98109', resinAccountNumbers: [], resinClientIds: [] }, identity);
    expect(request).toEqual({
      ...scope,
      filterType: 'AccountCodeAndPostalCode',
      payload: { acctNbr: '10000014', postalCode: '98109' },
      idpAccountInfo: identity,
    });
    expectValidRequest(request);
  });

  it("uses the first Resin account and the '%' placeholder when no account was linked, and carries the Resin accounts", () => {
    const request = secureLookupRequest(
      scope,
      { resinAccountNumbers: ['20000001', '20000003'], resinClientIds: ['northwind-digital', 'boreale-numerique'] },
      identity,
    );
    expect(request).toEqual({
      ...scope,
      filterType: 'AccountCodeAndPostalCode',
      payload: { acctNbr: '20000001', postalCode: '%' },
      idpAccountInfo: identity,
      resinAccountNumbers: ['20000001', '20000003'],
      resinClientIds: ['northwind-digital', 'boreale-numerique'],
    });
    expectValidRequest(request);
  });

  it('prefers the linked account to the Resin ones', () => {
    const request = secureLookupRequest(
      scope,
      { accountNumber: '10000014', postalCode: '98109', resinAccountNumbers: ['20000001'], resinClientIds: ['northwind-digital'] },
      identity,
    );
    expect(request.payload).toEqual({ acctNbr: '10000014', postalCode: '98109' });
    expect(request.resinAccountNumbers).toEqual(['20000001']);
    expectValidRequest(request);
  });
});

describe('parseContinueParameter (§2 /mylo/continue?ac=)', () => {
  const plain = '10000003|90401';
  const expected = { accountNumber: '10000003', postalCode: '90401' };

  it('reads the plain pipe form', () => {
    expect(parseContinueParameter(plain)).toEqual(expected);
    expect(parseContinueParameter(`  ${plain}  `)).toEqual(expected);
  });

  it('reads its base64 (padded) and base64url (unpadded) encodings', () => {
    const base64 = Buffer.from(plain).toString('base64');
    const base64url = Buffer.from(plain).toString('base64url');
    expect(base64).toMatch(/=$/);
    expect(base64url).not.toMatch(/=/);
    expect(parseContinueParameter(base64)).toEqual(expected);
    expect(parseContinueParameter(base64url)).toEqual(expected);
  });

  it('compacts and upper-cases a Canadian postal code written in lower case with a space', () => {
    expect(parseContinueParameter('10000003|h2j 2l4')).toEqual({ accountNumber: '10000003', postalCode: 'H2J2L4' });
    expect(parseContinueParameter(Buffer.from('10000003|h2j 2l4').toString('base64url'))).toEqual({
      accountNumber: '10000003',
      postalCode: 'H2J2L4',
    });
  });

  it("keeps the '%' placeholder of a country without postal codes", () => {
    expect(parseContinueParameter('10000003|%')).toEqual({ accountNumber: '10000003', postalCode: '%' });
    expect(parseContinueParameter(Buffer.from('10000003|%').toString('base64'))).toEqual({ accountNumber: '10000003', postalCode: '%' });
  });

  it.each([
    ['garbage', 'not-a-link'],
    ['base64 of garbage', Buffer.from('hello world').toString('base64')],
    ['the empty string', ''],
    ['spaces only', '   '],
    ['no pipe', '1000000390401'],
    ['no postal code', '10000003|'],
    ['no account number', '|90401'],
    ['a non-numeric account number', 'ABC|90401'],
    ['two pipes', '10000003|90401|x'],
    ['a postal code with punctuation', '10000003|904-01'],
    ['an account number over 20 digits', `${'1'.repeat(21)}|90401`],
    ['a postal code over 10 characters', '10000003|12345678901'],
    ['a very long parameter', 'A'.repeat(5000)],
  ])('refuses %s', (_name, ac) => {
    expect(parseContinueParameter(ac)).toBeNull();
  });

  it('accepts the longest account number and postal code', () => {
    expect(parseContinueParameter(`${'1'.repeat(20)}|1234567890`)).toEqual({ accountNumber: '1'.repeat(20), postalCode: '1234567890' });
  });

  // Regression test for a fixed bug (machines/rules/sign-in.ts, parseContinueParameter): the postal-code group `[A-Za-z0-9% ]{1,10}`
  // accepts a postal code made only of spaces; once spaces are removed it is '', which
  // ZLookupRequestSchema refuses (min 1), instead of the link being refused as unreadable.
  it('refuses a postal code made only of spaces', () => {
    expect(parseContinueParameter('10000003|   ')).toBeNull();
  });

  // Regression test for a fixed bug (machines/rules/sign-in.ts, parseContinueParameter): '%' is accepted anywhere in the postal code,
  // so 'H2J%2L4' is read, although the lookup contract allows '%' only as the whole postal code.
  it("refuses a '%' mixed with other characters", () => {
    expect(parseContinueParameter('10000003|H2J%2L4')).toBeNull();
  });
});

describe('continueLookupRequest', () => {
  it('looks up the account and postal code of the link', () => {
    const request = continueLookupRequest(scope, { accountNumber: '10000003', postalCode: 'H2J2L4' });
    expect(request).toEqual({ ...scope, filterType: 'AccountCodeAndPostalCode', payload: { acctNbr: '10000003', postalCode: 'H2J2L4' } });
    expectValidRequest(request);
  });

  it('builds a valid request from every readable link form', () => {
    for (const ac of ['10000003|90401', Buffer.from('10000003|90401').toString('base64'), '10000003|h2j 2l4', '10000003|%']) {
      const account = parseContinueParameter(ac);
      expect(account, ac).not.toBeNull();
      expectValidRequest(continueLookupRequest(scope, account!));
    }
  });
});

describe('loginAccountOf (§3 Session-level user state)', () => {
  it('takes the account number and postal code of an account lookup', () => {
    const request = continueLookupRequest(scope, { accountNumber: '10000003', postalCode: '90401' });
    expect(loginAccountOf(request, { accountNumber: '99999999', postalCode: '00000' })).toEqual({
      loginAccountNumber: '10000003',
      loginPostalCode: '90401',
    });
    expect(loginAccountOf(request, undefined)).toEqual({ loginAccountNumber: '10000003', loginPostalCode: '90401' });
  });

  it('takes the found customer for the other lookups', () => {
    const byEmail = guestLookupRequest(scope, { method: 'EmailPostalCode', email: 'a@b.co', postalCode: '90401' }, options());
    expect(loginAccountOf(byEmail, { accountNumber: '10000003', postalCode: '90401' })).toEqual({
      loginAccountNumber: '10000003',
      loginPostalCode: '90401',
    });
    expect(loginAccountOf(byEmail, undefined)).toEqual({ loginAccountNumber: '', loginPostalCode: '' });
  });
});

describe('guestLookupRequest (§3 Lookup request, §5 Sign-in forms)', () => {
  describe('account number and postal code', () => {
    it('trims the account number and compacts the postal code', () => {
      const request = guestLookupRequest(
        scope,
        { method: 'AccountNumberPostalCode', accountNumber: ' 10000003 ', postalCode: ' h2j 2l4 ' },
        options(),
      );
      expect(request).toEqual({ ...scope, filterType: 'AccountCodeAndPostalCode', payload: { acctNbr: '10000003', postalCode: 'h2j2l4' } });
      expectValidRequest(request);
    });

    it('sends the captured email, trimmed, opted in by default (§2 the checkbox defaults to checked)', () => {
      const request = guestLookupRequest(
        scope,
        { method: 'AccountNumberPostalCode', accountNumber: '10000003', postalCode: '90401', captureEmail: '  elodie@example.fr ' },
        options(),
      );
      expect(request.payload).toEqual({ acctNbr: '10000003', postalCode: '90401', email: 'elodie@example.fr', emailOptIn: true });
      expectValidRequest(request);
    });

    it('keeps an explicit opt-out', () => {
      const request = guestLookupRequest(
        scope,
        { method: 'AccountNumberPostalCode', accountNumber: '10000003', postalCode: '90401', captureEmail: 'elodie@example.fr', emailOptIn: false },
        options(),
      );
      expect(request.payload).toEqual({ acctNbr: '10000003', postalCode: '90401', email: 'elodie@example.fr', emailOptIn: false });
      expectValidRequest(request);
    });

    it('sends neither email nor emailOptIn without a captured email', () => {
      for (const captureEmail of [undefined, '', '   ']) {
        const request = guestLookupRequest(
          scope,
          { method: 'AccountNumberPostalCode', accountNumber: '10000003', postalCode: '90401', captureEmail, emailOptIn: true },
          options(),
        );
        expect(request.payload).toEqual({ acctNbr: '10000003', postalCode: '90401' });
        expect(request.payload).not.toHaveProperty('emailOptIn');
        expectValidRequest(request);
      }
    });

    it('joins productExcludes with commas, and sends the bot check when given', () => {
      const request = guestLookupRequest(
        scope,
        { method: 'AccountNumberPostalCode', accountNumber: '10000003', postalCode: '90401' },
        options({ productExcludes: ['GFT', 'NWD'], botCheck: BOT_CHECK }),
      );
      expect(request).toEqual({
        ...scope,
        botCheck: BOT_CHECK,
        filterType: 'AccountCodeAndPostalCode',
        payload: { acctNbr: '10000003', postalCode: '90401', productExcludes: 'GFT,NWD' },
      });
      expectValidRequest(request);
    });

    it('omits productExcludes when empty and botCheck when not given', () => {
      for (const botCheck of [undefined, '']) {
        const request = guestLookupRequest(
          scope,
          { method: 'AccountNumberPostalCode', accountNumber: '10000003', postalCode: '90401' },
          options({ productExcludes: [], ...(botCheck === undefined ? {} : { botCheck }) }),
        );
        expect(request).not.toHaveProperty('botCheck');
        expect(request.payload).not.toHaveProperty('productExcludes');
        expectValidRequest(request);
      }
    });
  });

  describe('email and postal code', () => {
    it('trims the email and compacts the postal code', () => {
      const request = guestLookupRequest(scope, { method: 'EmailPostalCode', email: ' elodie@example.fr ', postalCode: 'K1A 0B1' }, options());
      expect(request).toEqual({ ...scope, filterType: 'EmailAndPostalCode', payload: { email: 'elodie@example.fr', postalCode: 'K1A0B1' } });
      expectValidRequest(request);
    });

    it('joins productExcludes with commas and sends the bot check when given', () => {
      const request = guestLookupRequest(
        scope,
        { method: 'EmailPostalCode', email: 'elodie@example.fr', postalCode: '90401' },
        options({ productExcludes: ['GFT'], botCheck: BOT_CHECK }),
      );
      expect(request).toEqual({
        ...scope,
        botCheck: BOT_CHECK,
        filterType: 'EmailAndPostalCode',
        payload: { email: 'elodie@example.fr', postalCode: '90401', productExcludes: 'GFT' },
      });
      expectValidRequest(request);
    });

    it('omits productExcludes when empty and botCheck when not given', () => {
      const request = guestLookupRequest(scope, { method: 'EmailPostalCode', email: 'elodie@example.fr', postalCode: '90401' }, options());
      expect(request).not.toHaveProperty('botCheck');
      expect(request.payload).not.toHaveProperty('productExcludes');
      expectValidRequest(request);
    });
  });

  describe('name and address', () => {
    const address = {
      method: 'NameAddress' as const,
      firstName: ' Élodie ',
      lastName: ' Brûlé ',
      address1: ' 12 rue Saint-Denis ',
      address2: ' App. 4 ',
      city: ' Montréal ',
      country: 'CA',
      state: ' QC ',
      postalCode: ' H2J 2L4 ',
    };

    it('trims each field and names the customer "first last"', () => {
      const request = guestLookupRequest(scope, address, options());
      expect(request).toEqual({
        ...scope,
        filterType: 'NameAndAddress',
        payload: {
          name: 'Élodie Brûlé',
          firstName: 'Élodie',
          lastName: 'Brûlé',
          address1: '12 rue Saint-Denis',
          address2: 'App. 4',
          city: 'Montréal',
          state: 'QC',
          postalCode: 'H2J 2L4',
          country: 'CA',
        },
      });
      expectValidRequest(request);
    });

    it("uses the country's default postal code, '%', for a country without postal codes (§5)", () => {
      expect(defaultPostalCode('AE')).toBe('%');
      for (const postalCode of ['', '   ']) {
        const request = guestLookupRequest(
          scope,
          { method: 'NameAddress', firstName: 'Amal', lastName: 'Haddad', address1: '1 Sheikh Zayed Rd', city: 'Dubai', country: 'AE', postalCode },
          options(),
        );
        expect(request.payload).toEqual({
          name: 'Amal Haddad',
          firstName: 'Amal',
          lastName: 'Haddad',
          address1: '1 Sheikh Zayed Rd',
          city: 'Dubai',
          postalCode: '%',
          country: 'AE',
        });
        expectValidRequest(request);
      }
    });

    it('omits a blank address2 and state', () => {
      const request = guestLookupRequest(scope, { ...address, address2: '  ', state: '' }, options());
      expect(request.payload).not.toHaveProperty('address2');
      expect(request.payload).not.toHaveProperty('state');
      expectValidRequest(request);
      const { address2: _a, state: _s, ...withoutOptional } = address;
      const bare = guestLookupRequest(scope, withoutOptional, options());
      expect(bare.payload).not.toHaveProperty('address2');
      expect(bare.payload).not.toHaveProperty('state');
      expectValidRequest(bare);
    });

    it('sends the bot check when given, and no productExcludes (not in the §3 name-and-address payload)', () => {
      const request = guestLookupRequest(scope, address, options({ productExcludes: ['GFT'], botCheck: BOT_CHECK }));
      expect(request.botCheck).toBe(BOT_CHECK);
      expect(request.payload).not.toHaveProperty('productExcludes');
      expectValidRequest(request);
      expect(guestLookupRequest(scope, address, options())).not.toHaveProperty('botCheck');
    });
  });
});
