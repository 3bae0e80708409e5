import type { TBotCheckChallenge } from '../../contracts/schemas/bot-check';
import { solveChallenge } from '../../src/features/bot-check/solve';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { SignJWT, decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLookupFailureSchema, ZLookupSuccessSchema, lookupFailureCode } from '../../contracts/schemas/lookup';
import { hashPassword, verifyPassword } from '../../server/db/password';
import { insertIdentityUser } from '../../server/db/repositories/identity-users';
import { customers, identityLinks, identityUsers, mailOutbox, passwordResetTokens } from '../../server/db/schema';
import { createLogger } from '../../server/log';
import { createPortal, type Portal } from '../../server/portal';
import { seed } from '../../server/seed';
import { LINKED_IDENTITY_SUB } from '../../server/seed/customers';
import { DEMO_PASSWORD } from '../../server/seed/identity';
import { createExternalVerifier } from '../../server/idp/verifier';
import { testDatabases, type TestDatabase } from './support/database';
import { TestBrowser, formAction, inputValue, type BrowserResponse } from './support/http-browser';

const CLIENT_ID = 'subscriber-portal';
const NEW_USER_SUB = '9b2e4f60-1c3d-4e5f-8a7b-6c5d4e3f2a10';
const REALM = '/realms/portal';

const base64url = (buffer: Buffer) => buffer.toString('base64url');

interface AuthorizationStart {
  page: BrowserResponse & { url: string };
  verifier: string;
  state: string;
  nonce: string;
  redirectUri: string;
}

/** What keycloak-js sends: code + PKCE S256, fragment response mode, scope openid, a nonce. */
async function startAuthorization(
  browser: TestBrowser,
  opts: { endpoint?: 'auth' | 'registrations'; uiLocales?: string; prompt?: string; display?: string } = {},
): Promise<AuthorizationStart> {
  const verifier = base64url(randomBytes(48));
  const state = randomUUID();
  const nonce = randomUUID();
  const redirectUri = `${browser.origin}/auth/success`;
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    state,
    response_mode: 'fragment',
    response_type: 'code',
    scope: 'openid',
    nonce,
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    ...(opts.uiLocales ? { ui_locales: opts.uiLocales } : {}),
    ...(opts.prompt ? { prompt: opts.prompt } : {}),
    ...(opts.display ? { display: opts.display } : {}),
  });
  const page = await browser.follow(`${REALM}/protocol/openid-connect/${opts.endpoint ?? 'auth'}?${params}`);
  return { page, verifier, state, nonce, redirectUri };
}

/** The code and state of the redirect back to the portal (in the fragment). */
function callbackOf(response: BrowserResponse, redirectUri: string) {
  expect(response.status).toBe(303);
  const location = new URL(response.location!);
  expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
  const fragment = new URLSearchParams(location.hash.slice(1));
  return { code: fragment.get('code'), state: fragment.get('state'), error: fragment.get('error') };
}

/** The text of an HTML attribute value (the page escapes &, <, >, \" and '). */
function decodeEntities(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

async function submitSignIn(browser: TestBrowser, page: BrowserResponse, email: string, password: string) {
  return browser.follow(formAction(page.body), { form: { email, password } });
}

interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
}

async function exchangeCode(browser: TestBrowser, start: AuthorizationStart, code: string): Promise<Tokens> {
  const response = await browser.request(`${REALM}/protocol/openid-connect/token`, {
    form: { grant_type: 'authorization_code', code, redirect_uri: start.redirectUri, client_id: CLIENT_ID, code_verifier: start.verifier },
    headers: { origin: browser.origin },
  });
  expect(response.status, response.body).toBe(200);
  return response.json<Tokens>();
}

/** A whole secure sign-in as keycloak-js performs it. */
async function signIn(browser: TestBrowser, email: string, password: string, uiLocales?: string): Promise<Tokens> {
  const start = await startAuthorization(browser, uiLocales ? { uiLocales } : {});
  expect(start.page.status).toBe(200);
  const callback = callbackOf(await submitSignIn(browser, start.page, email, password), start.redirectUri);
  expect(callback.state).toBe(start.state);
  return exchangeCode(browser, start, callback.code!);
}

describe.each(testDatabases())('embedded identity provider on $name', ({ open }) => {
  let testDb: TestDatabase;
  let portal: Portal;
  let address: string;
  let port: number;

  const browser = (host = `localhost:${port}`, headers: Record<string, string> = {}) => new TestBrowser(address, host, headers);

  beforeAll(async () => {
    testDb = await open();
    await seed(testDb.database);
    portal = await createPortal({ database: testDb.database, log: createLogger('silent'), distDir: 'dist', policy: { lookupMinDurationMs: 0 } });
    await new Promise<void>((resolve) => portal.server.listen(0, '127.0.0.1', resolve));
    port = (portal.server.address() as AddressInfo).port;
    address = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => portal?.server.close(resolve));
    await testDb?.dispose();
  });

  async function newUser(password = 'Correct-horse-42') {
    const email = `user-${randomBytes(4).toString('hex')}@example.com`;
    const id = randomUUID();
    await insertIdentityUser(testDb.database, { id, email, passwordHash: await hashPassword(password), givenName: 'Test', familyName: 'User', locale: 'en-US' });
    return { id, email, password };
  }

  async function latestMail(to: string, timeoutMs = 5000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const [row] = await testDb.database.run((db) =>
        db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id)).limit(1),
      );
      if (row || Date.now() > until) return row ?? null;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  describe('discovery and keys', () => {
    it('advertises the Keycloak endpoints under /realms/portal for the origin the browser is on', async () => {
      const b = browser();
      const response = await b.request(`${REALM}/.well-known/openid-configuration`);
      expect(response.status).toBe(200);
      const discovery = response.json<Record<string, unknown>>();
      const realm = `${b.origin}${REALM}`;
      expect(discovery).toMatchObject({
        issuer: realm,
        authorization_endpoint: `${realm}/protocol/openid-connect/auth`,
        token_endpoint: `${realm}/protocol/openid-connect/token`,
        userinfo_endpoint: `${realm}/protocol/openid-connect/userinfo`,
        end_session_endpoint: `${realm}/protocol/openid-connect/logout`,
        jwks_uri: `${realm}/protocol/openid-connect/certs`,
        code_challenge_methods_supported: ['S256'],
      });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');

      const other = await browser(`127.0.0.1:${port}`).request(`${REALM}/.well-known/openid-configuration`);
      expect(other.json<{ issuer: string }>().issuer).toBe(`http://127.0.0.1:${port}${REALM}`);
    });

    it('publishes public keys only, the same ones across restarts of the provider', async () => {
      const certs = (await browser().request(`${REALM}/protocol/openid-connect/certs`)).json<{ keys: Array<Record<string, unknown>> }>();
      expect(certs.keys.length).toBeGreaterThan(0);
      for (const key of certs.keys) {
        expect(key).toMatchObject({ kty: 'RSA', use: 'sig' });
        expect(key).not.toHaveProperty('d');
      }
      const again = await createPortal({ database: testDb.database, log: createLogger('silent'), distDir: 'dist' });
      await new Promise<void>((resolve) => again.server.listen(0, '127.0.0.1', resolve));
      const otherPort = (again.server.address() as AddressInfo).port;
      const second = new TestBrowser(`http://127.0.0.1:${otherPort}`, `localhost:${otherPort}`);
      const keys = (await second.request(`${REALM}/protocol/openid-connect/certs`)).json<{ keys: Array<{ kid: string }> }>();
      await new Promise((resolve) => again.server.close(resolve));
      expect(keys.keys.map((k) => k.kid)).toEqual(certs.keys.map((k) => k.kid));
    });

    it('behind a TLS-terminating proxy (PUBLIC_URL=https://…) every URL and the issuer use https', async () => {
      const proxied = await createPortal({ database: testDb.database, log: createLogger('silent'), distDir: 'dist', publicUrl: 'https://portal.example' });
      await new Promise<void>((resolve) => proxied.server.listen(0, '127.0.0.1', resolve));
      const proxiedPort = (proxied.server.address() as AddressInfo).port;
      try {
        const b = new TestBrowser(`http://127.0.0.1:${proxiedPort}`, 'northwind.localhost', { 'x-forwarded-host': 'evil.example' });
        const discovery = (await b.request(`${REALM}/.well-known/openid-configuration`)).json<Record<string, string>>();
        expect(discovery.issuer).toBe(`https://northwind.localhost${REALM}`);
        expect(discovery.token_endpoint).toBe(`https://northwind.localhost${REALM}/protocol/openid-connect/token`);
        const params = new URLSearchParams({
          client_id: CLIENT_ID,
          redirect_uri: 'https://northwind.localhost/auth/success',
          response_type: 'code',
          scope: 'openid',
          code_challenge: base64url(createHash('sha256').update('v'.repeat(43)).digest()),
          code_challenge_method: 'S256',
        });
        const auth = await b.request(`${REALM}/protocol/openid-connect/auth?${params}`);
        expect(auth.status).toBe(303);
        expect(auth.location).toMatch(new RegExp(`^(https://northwind\\.localhost)?${REALM}/login-actions/`));
        expect(String(auth.headers['set-cookie'])).toContain('secure');
      } finally {
        await new Promise((resolve) => proxied.server.close(resolve));
      }
    });

    it('answers 404 for a host no publisher lists', async () => {
      const response = await browser(`unknown.example:${port}`).request(`${REALM}/.well-known/openid-configuration`);
      expect(response.status).toBe(404);
      const page = await browser(`unknown.example:${port}`).request(`${REALM}/account`);
      expect(page.status).toBe(404);
    });

    it('serves its stylesheet and logout script from /realms/portal/resources', async () => {
      const css = await browser().request(`${REALM}/resources/idp.css`);
      expect(css.status).toBe(200);
      expect(css.headers['content-type']).toContain('text/css');
      expect(css.body).toContain(':focus-visible');
      const script = await browser().request(`${REALM}/resources/logout.js`);
      expect(script.headers['content-type']).toContain('javascript');
      expect((await browser().request(`${REALM}/resources/nope.js`)).status).toBe(404);
    });
  });

  describe('sign-in', () => {
    it('lays out every page of a request with display=SSP (the portal popup, §2) for the popup, and the others as full pages', async () => {
      const popup = browser();
      const start = await startAuthorization(popup, { display: 'SSP' });
      expect(start.page.body).toContain('<body data-display="SSP">');
      const register = await popup.follow(start.page.body.match(/href="([^"]*\/register[^"]*)"/)![1]!.replace(/&amp;/g, '&'));
      expect(register.body).toContain('<h1>Create an account</h1>');
      expect(register.body).toContain('<body data-display="SSP">');
      for (const display of [undefined, 'page', 'popup']) {
        const other = await startAuthorization(browser(), display ? { display } : {});
        expect(other.page.body).toContain('<h1>Sign in to your account</h1>');
        expect(other.page.body).toContain('<body>');
      }
    });

    it('runs the authorization-code flow with PKCE for linked@ and issues a JWT access token and an ID token', async () => {
      const b = browser();
      const start = await startAuthorization(b, { uiLocales: 'en-US' });
      expect(start.page.status).toBe(200);
      expect(start.page.body).toContain('<html lang="en-US">');
      expect(start.page.body).toContain('<h1>Sign in to your account</h1>');
      expect(start.page.body).toMatch(/<label for="email">Email<\/label>/);
      expect(start.page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(start.page.headers['cache-control']).toBe('no-store');

      const callback = callbackOf(await submitSignIn(b, start.page, 'linked@northwind.example', DEMO_PASSWORD), start.redirectUri);
      expect(callback.state).toBe(start.state);
      expect(callback.code).toBeTruthy();
      const tokens = await exchangeCode(b, start, callback.code!);
      expect(tokens.token_type).toBe('Bearer');
      // keycloak-js decodes a refresh token as a JWT; oidc-provider's are opaque, so none is issued.
      expect(tokens.refresh_token).toBeUndefined();

      const issuer = `${b.origin}${REALM}`;
      expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ typ: 'at+jwt', alg: 'RS256' });
      expect(decodeJwt(tokens.access_token)).toMatchObject({
        iss: issuer,
        sub: LINKED_IDENTITY_SUB,
        aud: `${b.origin}/api`,
        client_id: CLIENT_ID,
        azp: CLIENT_ID,
        email: 'linked@northwind.example',
      });
      expect(decodeJwt(tokens.id_token)).toMatchObject({
        iss: issuer,
        aud: CLIENT_ID,
        sub: LINKED_IDENTITY_SUB,
        nonce: start.nonce,
        email: 'linked@northwind.example',
        email_verified: true,
        preferred_username: 'linked@northwind.example',
        given_name: 'Samantha',
        family_name: 'Reyes',
      });

      // keycloak-js loadUserInfo() sends the access token to userinfo.
      const userinfo = await b.request(`${REALM}/protocol/openid-connect/userinfo`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
      expect(userinfo.status).toBe(200);
      expect(userinfo.json()).toMatchObject({ sub: LINKED_IDENTITY_SUB, email: 'linked@northwind.example', preferred_username: 'linked@northwind.example' });
      const anonymous = await b.request(`${REALM}/protocol/openid-connect/userinfo`, { headers: { authorization: 'Bearer nope' } });
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers['www-authenticate']).toContain('invalid_token');
      // keycloak-js decodes every token it gets: each one has a JWT payload.
      for (const token of [tokens.access_token, tokens.id_token]) expect(decodeJwt(token).exp).toBeGreaterThan(Date.now() / 1000);
    });

    it('shows the error on a wrong password, in the requested language, and issues no code', async () => {
      const b = browser();
      const start = await startAuthorization(b, { uiLocales: 'fr-CA' });
      expect(start.page.body).toContain('<html lang="fr-CA">');
      expect(start.page.body).toContain('Connectez-vous à votre compte');
      const refused = await submitSignIn(b, start.page, 'linked@northwind.example', 'wrong-password-123');
      expect(refused.status).toBe(401);
      expect(refused.location).toBeUndefined();
      expect(refused.body).toContain('Courriel ou mot de passe invalide.');
      expect(refused.body).toMatch(/role="alert" id="form-error"/);
      expect(refused.body).toMatch(/id="email"[^>]*aria-describedby="form-error"/);
      expect(refused.body).not.toContain('Invalid email or password');

      const eb = browser();
      const english = await startAuthorization(eb);
      const again = await submitSignIn(eb, english.page, 'nobody@northwind.example', 'whatever-password');
      expect(again.body).toContain('Invalid email or password.');
      expect(again.status).toBe(401);
    });

    it('picks French from Accept-Language when the request names no locale', async () => {
      const start = await startAuthorization(browser(`localhost:${port}`, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' }));
      expect(start.page.body).toContain('<html lang="fr-CA">');
      expect(start.page.body).toContain('Mot de passe oublié?');
    });

    it('an email tried too often asks the next attempt for a bot check instead of locking its owner out (issue 16)', async () => {
      const owner = { email: 'lockout-owner@example.com', password: 'owner-password-2026' };
      await insertIdentityUser(testDb.database, {
        id: 'b7c1d2e3-f405-4a6b-8c7d-9e0f1a2b3c4d',
        email: owner.email,
        passwordHash: await hashPassword(owner.password),
        givenName: 'Olive',
        familyName: 'Owner',
        locale: null,
      });
      // Someone else guesses ten times.
      const attacker = browser();
      const attack = await startAuthorization(attacker);
      for (let i = 0; i < 10; i++) expect((await submitSignIn(attacker, attack.page, owner.email, `guess-${i}-password`)).status).toBe(401);

      // The owner, in a fresh browser, is asked for the bot check rather than refused for good.
      const b = browser();
      const start = await startAuthorization(b);
      const asked = await submitSignIn(b, start.page, owner.email, owner.password);
      expect(asked.status).toBe(429);
      expect(asked.body).toContain('This account was tried too many times.');
      expect(asked.body).toContain('/realms/portal/resources/bot-check.js');
      expect(asked.body).toMatch(/<button type="submit" id="sign-in-button" disabled>/);
      const challenge = JSON.parse(decodeEntities(/data-challenge="([^"]+)"/.exec(asked.body)![1]!)) as TBotCheckChallenge;
      const botCheck = await solveChallenge(challenge);
      const signedIn = await b.follow(formAction(asked.body), { form: { email: owner.email, password: owner.password, botCheck } });
      expect(callbackOf(signedIn, start.redirectUri).code).toBeTruthy();

      // A guess with a solved check is still just a wrong password; a solution is good once.
      const guesser = browser();
      const guessStart = await startAuthorization(guesser);
      const challengePage = await submitSignIn(guesser, guessStart.page, owner.email, 'another-guess-password');
      const solved = await solveChallenge(JSON.parse(decodeEntities(/data-challenge="([^"]+)"/.exec(challengePage.body)![1]!)) as TBotCheckChallenge);
      const wrong = await guesser.follow(formAction(challengePage.body), { form: { email: owner.email, password: 'another-guess-password', botCheck: solved } });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toContain('Invalid email or password.');
      const reused = await guesser.follow(formAction(wrong.body), { form: { email: owner.email, password: owner.password, botCheck: solved } });
      expect(reused.status).toBe(429);
    }, 60_000);

    it('a cancelled sign-in returns access_denied to the portal', async () => {
      const b = browser();
      const start = await startAuthorization(b);
      const cancelled = await b.follow(formAction(start.page.body, 1), { form: {} });
      expect(callbackOf(cancelled, start.redirectUri).error).toBe('access_denied');
    });

    it('refuses a redirect URI the client does not have', async () => {
      const b = browser();
      const params = new URLSearchParams({
        client_id: CLIENT_ID,
        redirect_uri: 'https://evil.example/auth/success',
        response_type: 'code',
        scope: 'openid',
        code_challenge: base64url(createHash('sha256').update('x'.repeat(43)).digest()),
        code_challenge_method: 'S256',
      });
      const response = await b.request(`${REALM}/protocol/openid-connect/auth?${params}`);
      expect(response.status).toBe(400);
      expect(response.body).toContain('Something went wrong');
      expect(response.location).toBeUndefined();
    });

    it('logs out with id_token_hint through a self-submitting form, then redirects to the portal', async () => {
      const b = browser();
      const tokens = await signIn(b, 'linked@northwind.example', DEMO_PASSWORD);
      const params = new URLSearchParams({ client_id: CLIENT_ID, post_logout_redirect_uri: `${b.origin}/login`, id_token_hint: tokens.id_token });
      const page = await b.request(`${REALM}/protocol/openid-connect/logout?${params}`);
      expect(page.status).toBe(200);
      expect(page.body).toContain('data-auto-logout="true"');
      expect(page.body).toContain(`<script src="${REALM}/resources/logout.js" defer></script>`);
      expect(page.body).not.toMatch(/<script>/);
      const done = await b.request(formAction(page.body), { form: { xsrf: inputValue(page.body, 'xsrf'), logout: 'yes' } });
      expect(done.status).toBe(303);
      expect(done.location).toBe(`${b.origin}/login`);
      // The provider session is gone: the next authorization shows the sign-in page again.
      const next = await startAuthorization(b);
      expect(next.page.body).toContain('Sign in to your account');

      // Logging out again (no session left): oidc-provider's own auto-submitting form, whose one
      // inline script is allowed by its hash in our Content-Security-Policy.
      const again = await b.request(`${REALM}/protocol/openid-connect/logout?${params}`);
      expect(again.status).toBe(200);
      expect(again.body).toMatch(/<script>/);
      expect(again.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      expect(again.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      const confirmed = await b.request(formAction(again.body), { form: { xsrf: inputValue(again.body, 'xsrf'), logout: 'yes' } });
      expect(confirmed.location).toBe(`${b.origin}/login`);
    });

    it('asks for confirmation when the logout request has no id_token_hint', async () => {
      const b = browser();
      await signIn(b, 'new@northwind.example', DEMO_PASSWORD, 'fr-CA');
      const page = await b.request(`${REALM}/protocol/openid-connect/logout?client_id=${CLIENT_ID}&ui_locales=fr-CA`);
      expect(page.status).toBe(200);
      expect(page.body).not.toContain('data-auto-logout');
      expect(page.body).toContain('Voulez-vous vous déconnecter?');
      expect(page.body).toContain('Oui, me déconnecter');
      const done = await b.follow(formAction(page.body), { form: { xsrf: inputValue(page.body, 'xsrf'), logout: 'yes' } });
      expect(done.status).toBe(200);
      expect(done.body).toContain('Déconnexion terminée');
    });
  });

  describe('create an account', () => {
    it('opens the create-account page from /registrations and signs the new user in', async () => {
      const b = browser();
      const start = await startAuthorization(b, { endpoint: 'registrations' });
      expect(start.page.status).toBe(200);
      expect(start.page.body).toContain('<h1>Create an account</h1>');
      const action = formAction(start.page.body);

      const email = `new-${randomBytes(4).toString('hex')}@Example.com`;
      const invalid = await b.request(action, { form: { email: 'not-an-email', password: 'short', confirmPassword: 'short', firstName: '', lastName: 'Doe' } });
      expect(invalid.status).toBe(400);
      expect(invalid.body).toContain('Enter a valid email address');
      expect(invalid.body).toContain('Use at least 10 characters.');
      expect(invalid.body).toContain('Enter your first name.');
      expect(invalid.body).toMatch(/id="password"[^>]*aria-describedby="password-hint password-error"[^>]*aria-invalid="true"/);

      const mismatch = await b.request(action, { form: { email, password: 'Long-enough-pass', confirmPassword: 'Different-pass-1', firstName: 'Ada', lastName: 'Lovelace' } });
      expect(mismatch.body).toContain('The passwords do not match.');

      const taken = await b.request(action, { form: { email: 'LINKED@northwind.example', password: 'Long-enough-pass', confirmPassword: 'Long-enough-pass', firstName: 'Ada', lastName: 'Lovelace' } });
      expect(taken.status).toBe(400);
      expect(taken.body).toContain('An account already exists for this email.');

      const created = await b.follow(action, { form: { email, password: 'Long-enough-pass', confirmPassword: 'Long-enough-pass', firstName: 'Ada', lastName: 'Lovelace' } });
      const callback = callbackOf(created, start.redirectUri);
      const tokens = await exchangeCode(b, start, callback.code!);
      const claims = decodeJwt(tokens.id_token);
      expect(claims).toMatchObject({ email, given_name: 'Ada', family_name: 'Lovelace', email_verified: false });

      const [user] = await testDb.database.run((db) => db.select().from(identityUsers).where(eq(identityUsers.id, String(claims.sub))));
      expect(user!.passwordHash).toMatch(/^scrypt\$/);
      expect(user!.passwordHash).not.toContain('Long-enough-pass');

      // The new user signs in on a fresh browser.
      const again = await signIn(browser(), email.toLowerCase(), 'Long-enough-pass');
      expect(decodeJwt(again.access_token).sub).toBe(claims.sub);
    });

    it('shows the create-account page in French', async () => {
      const start = await startAuthorization(browser(), { endpoint: 'registrations', uiLocales: 'fr-CA' });
      expect(start.page.body).toContain('<h1>Créer un compte</h1>');
      expect(start.page.body).toContain('Nom de famille');
      expect(start.page.body).toContain('Au moins 10 caractères.');
    });
  });

  describe('forgotten password', () => {
    it('mails a single-use link to the outbox that sets a new password once', async () => {
      const user = await newUser();
      const b = browser();
      const start = await startAuthorization(b);
      const forgotUrl = /href="([^"]*\/forgot[^"]*)"/.exec(start.page.body)![1]!.replace(/&amp;/g, '&');
      const forgot = await b.request(forgotUrl);
      expect(forgot.body).toContain('<h1>Forgot your password?</h1>');
      const answer = await b.request(formAction(forgot.body), { form: { email: user.email } });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('If an account exists for this email, we sent a link');

      const mail = await latestMail(user.email);
      expect(mail).toMatchObject({ kind: 'password-reset', status: 'queued', subject: 'Reset your password' });
      expect(mail!.fromAddress).toContain('Northwind Magazines');
      const link = /https?:\/\/\S+reset-credentials\?\S+/.exec(mail!.body)![0];
      const token = new URL(link).searchParams.get('key')!;
      // Only a hash of the token is stored.
      const stored = await testDb.database.run((db) => db.select().from(passwordResetTokens).where(eq(passwordResetTokens.sub, user.id)));
      expect(stored.map((s) => s.tokenHash)).toEqual([createHash('sha256').update(token).digest('hex')]);

      const reader = browser();
      const form = await reader.request(link);
      expect(form.status).toBe(200);
      expect(form.body).toContain('<h1>Choose a new password</h1>');
      const tooShort = await reader.request(formAction(form.body), { form: { key: token, password: 'short', confirmPassword: 'short' } });
      expect(tooShort.status).toBe(400);
      const done = await reader.request(formAction(form.body), { form: { key: token, password: 'Brand-new-secret-9', confirmPassword: 'Brand-new-secret-9' } });
      expect(done.status).toBe(200);
      expect(done.body).toContain('Your password has been changed.');
      const [row] = await testDb.database.run((db) => db.select().from(identityUsers).where(eq(identityUsers.id, user.id)));
      expect(await verifyPassword('Brand-new-secret-9', row!.passwordHash!)).toBe(true);

      const replay = await reader.request(formAction(form.body), { form: { key: token, password: 'Another-secret-10', confirmPassword: 'Another-secret-10' } });
      expect(replay.status).toBe(400);
      expect(replay.body).toContain('This link is invalid, has expired or was already used.');
      expect((await reader.request(link)).status).toBe(400);
      const [after] = await testDb.database.run((db) => db.select().from(identityUsers).where(eq(identityUsers.id, user.id)));
      expect(await verifyPassword('Brand-new-secret-9', after!.passwordHash!)).toBe(true);

      await signIn(browser(), user.email, 'Brand-new-secret-9');
    });

    it('answers the same for an unknown email and sends nothing', async () => {
      const b = browser();
      const start = await startAuthorization(b, { uiLocales: 'fr-CA' });
      const forgotUrl = /href="([^"]*\/forgot[^"]*)"/.exec(start.page.body)![1]!.replace(/&amp;/g, '&');
      const forgot = await b.request(forgotUrl);
      expect(forgot.body).toContain('Envoyer le lien');
      const answer = await b.request(formAction(forgot.body), { form: { email: 'nobody-here@example.com', ui_locales: 'fr-CA' } });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('Si un compte existe pour ce courriel, nous avons envoyé un lien');
      expect(await latestMail('nobody-here@example.com', 300)).toBeNull();
    });

    it('refuses an expired link', async () => {
      const user = await newUser();
      const token = base64url(randomBytes(32));
      await testDb.database.run((db) =>
        db.insert(passwordResetTokens).values({
          tokenHash: createHash('sha256').update(token).digest('hex'),
          sub: user.id,
          createdAt: new Date(Date.now() - 3_600_000),
          expiresAt: new Date(Date.now() - 60_000),
        }),
      );
      const page = await browser().request(`${REALM}/login-actions/reset-credentials?key=${token}&ui_locales=fr-CA`);
      expect(page.status).toBe(400);
      expect(page.body).toContain('Ce lien est invalide, a expiré ou a déjà été utilisé.');
    });
  });

  describe('account management', () => {
    it('requires a sign-in, then changes the password (current password required)', async () => {
      const user = await newUser('Original-pass-11');
      const b = browser();
      const referrer = `${b.origin}/accounts/summary`;
      const signInPage = await b.follow(`${REALM}/account?referrer=${CLIENT_ID}&referrer_uri=${encodeURIComponent(referrer)}`);
      expect(signInPage.status).toBe(200);
      expect(signInPage.body).toContain('Sign in to your account');
      const account = await b.follow(formAction(signInPage.body), { form: { email: user.email, password: 'Original-pass-11' } });
      expect(account.status).toBe(200);
      expect(account.url).toContain(`${REALM}/account`);
      expect(account.body).toContain('<h1>Manage my sign-in information</h1>');
      expect(account.body).toContain(user.email);
      expect(account.body).toContain(`href="${referrer}"`);

      const passwordAction = formAction(account.body, 1);
      const csrf = inputValue(account.body, 'csrf');
      const wrong = await b.request(passwordAction, {
        form: { csrf, currentPassword: 'not-my-password', newPassword: 'Changed-pass-22', confirmPassword: 'Changed-pass-22' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toContain('Your current password is not correct.');
      const forged = await b.request(passwordAction, {
        form: { csrf: 'forged', currentPassword: 'Original-pass-11', newPassword: 'Changed-pass-22', confirmPassword: 'Changed-pass-22' },
      });
      expect(forged.status).toBe(403);

      const changed = await b.follow(passwordAction, {
        form: { csrf, currentPassword: 'Original-pass-11', newPassword: 'Changed-pass-22', confirmPassword: 'Changed-pass-22' },
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toContain('Your password has been changed.');

      await signIn(browser(), user.email, 'Changed-pass-22');
      const ob = browser();
      const old = await startAuthorization(ob);
      expect((await submitSignIn(ob, old.page, user.email, 'Original-pass-11')).status).toBe(401);
    });

    it('changes the email with a confirmation field, in French', async () => {
      const user = await newUser('Original-pass-11');
      const b = browser();
      const signInPage = await b.follow(`${REALM}/account?ui_locales=fr-CA`);
      const account = await b.follow(formAction(signInPage.body), { form: { email: user.email, password: 'Original-pass-11' } });
      expect(account.body).toContain('<html lang="fr-CA">');
      expect(account.body).toContain('Gérer mes informations de connexion');
      const emailAction = formAction(account.body, 0);
      const csrf = inputValue(account.body, 'csrf');
      const newEmail = `changed-${randomBytes(3).toString('hex')}@example.com`;
      const mismatch = await b.request(emailAction, { form: { csrf, ui_locales: 'fr-CA', newEmail, confirmEmail: 'other@example.com', emailCurrentPassword: 'Original-pass-11' } });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body).toContain('Les courriels ne correspondent pas.');
      const changed = await b.follow(emailAction, { form: { csrf, ui_locales: 'fr-CA', newEmail, confirmEmail: newEmail, emailCurrentPassword: 'Original-pass-11' } });
      expect(changed.body).toContain('Votre courriel a été modifié.');
      const tokens = await signIn(browser(), newEmail, 'Original-pass-11');
      expect(decodeJwt(tokens.id_token).email).toBe(newEmail);
    });
  });

  describe('access-token verifier', () => {
    const request = (host: string) => ({ url: `http://${host}/api/mylo`, headers: new Headers({ host }) });

    it('accepts the provider’s access token on its own origin only, and refuses tampered, ID and foreign tokens', async () => {
      const tokens = await signIn(browser(), 'linked@northwind.example', DEMO_PASSWORD);
      const verify = portal.identityProvider.verifyAccessToken;
      expect(await verify(tokens.access_token, request(`localhost:${port}`))).toEqual({ sub: LINKED_IDENTITY_SUB });

      // Issued for localhost:<port>: not valid on another origin of the same deployment.
      expect(await verify(tokens.access_token, request(`127.0.0.1:${port}`))).toBeNull();
      // The ID token is signed by the same key but is not an access token.
      expect(await verify(tokens.id_token, request(`localhost:${port}`))).toBeNull();

      const [header, payload, signature] = tokens.access_token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: NEW_USER_SUB })).toString('base64url')}.${signature}`;
      expect(await verify(tampered, request(`localhost:${port}`))).toBeNull();

      const { privateKey, publicKey } = await generateKeyPair('RS256');
      const forged = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: decodeProtectedHeader(tokens.access_token).kid! })
        .sign(privateKey);
      expect(await verify(forged, request(`localhost:${port}`))).toBeNull();
      expect(await verify('not-a-jwt', request(`localhost:${port}`))).toBeNull();

      // A Keycloak realm (IDP_ISSUER_URL): its own issuer, typ Bearer and azp are required.
      const realm = 'https://sso.example.com/realms/portal';
      const jwk = { ...(await exportJWK(publicKey)), kid: 'kc', alg: 'RS256' };
      const { createLocalJWKSet } = await import('jose');
      const external = createExternalVerifier({ issuer: realm, clientId: CLIENT_ID, jwks: createLocalJWKSet({ keys: [jwk] }) });
      const keycloakToken = (extra: Record<string, unknown>) =>
        new SignJWT({ typ: 'Bearer', azp: CLIENT_ID, ...extra })
          .setProtectedHeader({ alg: 'RS256', kid: 'kc' })
          .setIssuer(realm)
          .setSubject('kc-user')
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(privateKey);
      expect(await external(await keycloakToken({}), request('portal.example'))).toEqual({ sub: 'kc-user' });
      expect(await external(await keycloakToken({ typ: 'ID' }), request('portal.example'))).toBeNull();
      expect(await external(await keycloakToken({ azp: 'other-client' }), request('portal.example'))).toBeNull();
      expect(await external(tokens.access_token, request('portal.example'))).toBeNull();
    });
  });

  describe('linking (§7 call 5) with real tokens', () => {
    async function gatewaySession(b: TestBrowser): Promise<string> {
      const response = await b.request('/api/sessions', { method: 'POST' });
      expect(response.status).toBe(200);
      return response.json<{ sessionId: string }>().sessionId;
    }
    const link = (b: TestBrowser, session: string, body: Record<string, unknown>) =>
      b.request('/api/mylo', { json: { globalCode: 'NWM', ...body }, headers: { 'x-session-id': session } });
    const guestLookup = (b: TestBrowser, session: string, acctNbr: string, postalCode: string) =>
      b.request('/api/GC-call-globalcustomer', {
        json: { magCode: 'NWM', globalCode: 'NWM', filterType: 'AccountCodeAndPostalCode', payload: { acctNbr, postalCode } },
        headers: { 'x-session-id': session },
      });

    it('binds linked@’s secured account 10000014', async () => {
      const b = browser();
      const tokens = await signIn(b, 'linked@northwind.example', DEMO_PASSWORD);
      const session = await gatewaySession(b);
      const response = await link(b, session, { myloIdentitySub: LINKED_IDENTITY_SUB, accessToken: tokens.access_token });
      expect(response.status, response.body).toBe(200);
      expect(response.json()).toEqual({
        subscriptions: [{ prod_id: 'NWM', account_number: '10000014' }],
        resinAccounts: [],
        accountId: '10000014',
        postalCode: '98109',
      });
    });

    it('answers 401 INVALID_TOKEN for a bad token or another identity’s sub', async () => {
      const b = browser();
      const session = await gatewaySession(b);
      const bad = await link(b, session, { myloIdentitySub: LINKED_IDENTITY_SUB, accessToken: 'eyJhbGciOiJub25lIn0.e30.' });
      expect(bad.status).toBe(401);
      expect(bad.json()).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid login token' });
      const tokens = await signIn(browser(), 'new@northwind.example', DEMO_PASSWORD);
      const claimed = await link(b, session, { myloIdentitySub: LINKED_IDENTITY_SUB, accessToken: tokens.access_token });
      expect(claimed.status).toBe(401);
    });

    it('new@ (verified, another email) finds 10000001 in the linking view for this visit only: nothing is linked or secured, the owner keeps guest sign-in (issue 16)', async () => {
      const b = browser();
      const tokens = await signIn(b, 'new@northwind.example', DEMO_PASSWORD);
      const session = await gatewaySession(b);
      const first = await link(b, session, { myloIdentitySub: NEW_USER_SUB, accessToken: tokens.access_token });
      expect(first.status).toBe(200);
      expect(first.json()).toEqual({ subscriptions: [], resinAccounts: [] });

      // The linking ("purgatory") view: a guest lookup with the same session signs in for this visit.
      const found = ZLookupSuccessSchema.parse((await guestLookup(b, session, '10000001', '10118')).json());
      expect(found.customers[0]).toMatchObject({ accountNumber: '10000001' });
      const links = await testDb.database.run((db) => db.select().from(identityLinks).where(eq(identityLinks.sub, NEW_USER_SUB)));
      expect(links).toEqual([]);
      const [customer] = await testDb.database.run((db) => db.select().from(customers).where(eq(customers.accountNumber, '10000001')));
      expect(customer).toMatchObject({ secured: false });
      expect(customer?.recRegId).not.toBe(NEW_USER_SUB);
      const guest = browser();
      const owner = ZLookupSuccessSchema.safeParse((await guestLookup(guest, await gatewaySession(guest), '10000001', '10118')).json());
      expect(owner.success).toBe(true);

      // Instead, a confirmation link went to the email on file; it asks only the identity that asked for it.
      const confirms = await testDb.database.run((db) => db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'linking-confirm')));
      expect(confirms.map((m) => m.toAddress)).toEqual(['alice.walker@example.com']);
      const confirmUrl = /(http\S+\/login-actions\/confirm-linking\?token=\S+)/.exec(confirms[0]!.body)?.[1];
      expect(confirmUrl, confirms[0]!.body).toBeDefined();
      // Signed out, the page offers the provider's sign-in, which comes back to this same link.
      const stranger = browser();
      const signedOut = await stranger.follow(confirmUrl!);
      expect(signedOut.status).toBe(401);
      expect(signedOut.body).toContain('Sign in to link my account');
      const inFrench = await browser().follow(`${confirmUrl!}&ui_locales=fr-CA`);
      expect(inFrench.status).toBe(401);
      expect(inFrench.body).toContain('Me connecter pour lier mon compte');
      expect(inFrench.body).not.toContain('Sign in to link');
      const signInHref = decodeEntities(/<a class="button" href="([^"]+)">Sign in to link my account</.exec(signedOut.body)![1]!);
      const signInPage = await stranger.follow(signInHref);
      expect(signInPage.status).toBe(200);
      const back = await submitSignIn(stranger, signInPage, 'new@northwind.example', DEMO_PASSWORD);
      expect(back.url).toBe(confirmUrl);
      expect(back.status, back.body).toBe(200);
      expect(back.body).toContain('Link my account');
      const asked = await b.follow(confirmUrl!);
      expect(asked.status, asked.body).toBe(200);
      expect(asked.body).toContain('Link my account');
      const [still] = await testDb.database.run((db) => db.select().from(customers).where(eq(customers.accountNumber, '10000001')));
      expect(still).toMatchObject({ secured: false });
      await testDb.database.run((db) => db.delete(mailOutbox).where(eq(mailOutbox.kind, 'linking-confirm')));
    });

    it('a sign-in comes back only to a page of the provider on its own origin (the confirmation link), never elsewhere', async () => {
      const b = browser();
      const callback = (t: string) =>
        b.request(`${REALM}/account/callback?${new URLSearchParams({ state: Buffer.from(JSON.stringify({ n: 'x', l: 'en-US', t })).toString('base64url') })}`);
      const confirm = `${REALM}/login-actions/confirm-linking?token=abc`;
      expect((await callback(confirm)).location).toBe(confirm);
      for (const foreign of [`https://evil.example${confirm}`, `//evil.example${confirm}`, `http://localhost:${port}.evil.example${confirm}`, `${REALM}/account`, '/accounts/summary', `/\\evil.example${confirm}`]) {
        const location = (await callback(foreign)).location!;
        expect(location, foreign).toMatch(/^\/realms\/portal\/account\?/);
      }
    });

    it('an identity whose verified email is the account’s links and secures it for the next sign-in, and the owner is mailed', async () => {
      // new@ verifies the address 10000001 has on file.
      await testDb.database.run((db) => db.update(identityUsers).set({ email: 'alice.walker@example.com', emailVerified: true }).where(eq(identityUsers.id, NEW_USER_SUB)));
      const b = browser();
      const tokens = await signIn(b, 'alice.walker@example.com', DEMO_PASSWORD);
      const session = await gatewaySession(b);
      expect((await link(b, session, { myloIdentitySub: NEW_USER_SUB, accessToken: tokens.access_token })).json()).toEqual({ subscriptions: [], resinAccounts: [] });
      ZLookupSuccessSchema.parse((await guestLookup(b, session, '10000001', '10118')).json());
      const links = await testDb.database.run((db) => db.select().from(identityLinks).where(eq(identityLinks.sub, NEW_USER_SUB)));
      expect(links.map((l) => l.accountNumber)).toEqual(['10000001']);
      const [customer] = await testDb.database.run((db) => db.select().from(customers).where(eq(customers.accountNumber, '10000001')));
      expect(customer).toMatchObject({ secured: true, recRegId: NEW_USER_SUB });
      const notices = await testDb.database.run((db) => db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'account-secured')));
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ toAddress: 'alice.walker@example.com', subject: expect.stringContaining('secure sign-in') });
      expect(notices[0]?.body).toContain('contact customer service right away');

      // A later secure sign-in (new gateway session) finds it.
      const later = browser();
      const again = await signIn(later, 'alice.walker@example.com', DEMO_PASSWORD);
      const laterSession = await gatewaySession(later);
      const second = await link(later, laterSession, { myloIdentitySub: NEW_USER_SUB, accessToken: again.access_token });
      expect(second.json()).toEqual({
        subscriptions: [{ prod_id: 'NWM', account_number: '10000001' }],
        resinAccounts: [],
        accountId: '10000001',
        postalCode: '10118',
      });
      // ... and the owner looks it up, while a plain guest is now refused (§8).
      expect(ZLookupSuccessSchema.safeParse((await guestLookup(later, laterSession, '10000001', '10118')).json()).success).toBe(true);
      const guest = browser();
      const guestSession = await gatewaySession(guest);
      const refused = ZLookupFailureSchema.parse((await guestLookup(guest, guestSession, '10000001', '10118')).json());
      expect(lookupFailureCode(refused)).toBe('ACCOUNT_SECURED');

      // The owner's undo (issue 16): the mail's link asks first (opening it changes nothing), the button releases.
      const undoUrl = /(http\S+\/login-actions\/release-account\?token=\S+)/.exec(notices[0]!.body)?.[1];
      expect(undoUrl, notices[0]!.body).toBeDefined();
      const owner = browser();
      const asked = await owner.follow(undoUrl!);
      expect(asked.status).toBe(200);
      expect(asked.body).toContain('<h1>Release your account from secure sign-in</h1>');
      expect(asked.body).toContain('Account 10000001 was linked to a secure sign-in.');
      const stillSecured = await testDb.database.run((db) => db.select().from(customers).where(eq(customers.accountNumber, '10000001')));
      expect(stillSecured[0]).toMatchObject({ secured: true });
      // A forged token releases nothing.
      const token = inputValue(asked.body, 'token');
      const forged = await owner.follow(formAction(asked.body), { form: { token: `${token.split('.')[0]}.${token.split('.')[1]!.startsWith('x') ? 'y' : 'x'}${token.split('.')[1]!.slice(1)}` } });
      expect(forged.status).toBe(400);
      expect(forged.body).toContain('There is nothing to release');
      const released = await owner.follow(formAction(asked.body), { form: { token } });
      expect(released.status).toBe(200);
      expect(released.body).toContain('Account 10000001 is released.');
      const [after] = await testDb.database.run((db) => db.select().from(customers).where(eq(customers.accountNumber, '10000001')));
      expect(after).toMatchObject({ secured: false, recRegId: null });
      expect(await testDb.database.run((db) => db.select().from(identityLinks).where(eq(identityLinks.sub, NEW_USER_SUB)))).toEqual([]);
      const guestAgain = browser();
      expect(ZLookupSuccessSchema.safeParse((await guestLookup(guestAgain, await gatewaySession(guestAgain), '10000001', '10118')).json()).success).toBe(true);
      // The link works once.
      const again2 = await owner.follow(formAction(asked.body), { form: { token } });
      expect(again2.status).toBe(400);
    });

    it('the confirmation link secures 10000002 for the identity that asked, once, and mails the owner (issue 16)', async () => {
      const b = browser();
      const tokens = await signIn(b, 'alice.walker@example.com', DEMO_PASSWORD);
      const session = await gatewaySession(b);
      await link(b, session, { myloIdentitySub: NEW_USER_SUB, accessToken: tokens.access_token });
      ZLookupSuccessSchema.parse((await guestLookup(b, session, '10000002', '60613')).json());
      const [mail] = await testDb.database.run((db) => db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'linking-confirm')));
      expect(mail).toMatchObject({ toAddress: 'ben.hayes@example.com' });
      const url = /(http\S+\/login-actions\/confirm-linking\?token=\S+)/.exec(mail!.body)![1]!;
      const asked = await b.follow(url);
      expect(asked.status, asked.body).toBe(200);
      const token = inputValue(asked.body, 'token');
      // Another signed-in identity cannot use it.
      const other = browser();
      await signIn(other, 'linked@northwind.example', DEMO_PASSWORD);
      expect((await other.follow(formAction(asked.body), { form: { token } })).status).toBe(400);
      const done = await b.follow(formAction(asked.body), { form: { token } });
      expect(done.status, done.body).toBe(200);
      expect(done.body).toContain('Account 10000002 now uses secure sign-in.');
      const [customer] = await testDb.database.run((db) => db.select().from(customers).where(eq(customers.accountNumber, '10000002')));
      expect(customer).toMatchObject({ secured: true, recRegId: NEW_USER_SUB });
      const notices = await testDb.database.run((db) => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'ben.hayes@example.com')));
      expect(notices.map((n) => n.kind).sort()).toEqual(['account-secured', 'linking-confirm']);
      expect(notices.find((n) => n.kind === 'account-secured')!.body).toContain('/login-actions/release-account?token=');
      // Once only.
      expect((await b.follow(formAction(asked.body), { form: { token } })).status).toBe(400);
    });
  });
});
