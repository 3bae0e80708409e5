import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { makeChallenge } from '../../server/services/bot-check';
import { signInPage } from '../../server/idp/views';
import { expectNoAxeViolations } from './support/fixtures';

/**
 * The identity provider's sign-in page once an email was tried too often (issue 16): the page, as
 * server/idp/views.ts renders it with a challenge, loads resources/bot-check.js from the running
 * provider, which solves the challenge in Chromium, fills the hidden answer and enables the button.
 * (The gateway test in tests/server/identity-provider.test.ts proves the limit and the verification;
 * here the page's own script is what is under test.)
 */
test('the sign-in page solves its bot check in the browser and enables the button', async ({ page }) => {
  const challenge = makeChallenge('test-key', { maxNumber: 20_000, challengeTtlMs: 600_000, now: new Date() });
  const html = signInPage({
    locale: 'en-US',
    brand: 'Northwind Magazines',
    action: '/realms/portal/login-actions/authenticate',
    email: 'reader@example.com',
    error: 'This account was tried too many times. Your browser is checking it is not a robot; then enter your password again.',
    botCheck: challenge,
    registerUrl: '/register',
    forgotUrl: '/forgot',
    cancelAction: '/cancel',
  });
  await page.route('**/realms/portal/bot-check-page', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto('/realms/portal/bot-check-page');
  const button = page.getByRole('button', { name: 'Sign In' });
  await expect(page.getByRole('status')).toHaveText(/Verified|Checking/);
  await expect(page.getByRole('status')).toHaveText('Verified. You can sign in.', { timeout: 20_000 });
  await expect(button).toBeEnabled();
  const answer = JSON.parse(Buffer.from(await page.locator('#botCheck').inputValue(), 'base64').toString('utf8')) as { number: number; challenge: string };
  expect(answer.challenge).toBe(challenge.challenge);
  // The number the page found is the one: SHA-256(salt + number) is the challenge.
  expect(createHash('sha256').update(challenge.salt + answer.number).digest('hex')).toBe(challenge.challenge);
  await expectNoAxeViolations(page);
});
