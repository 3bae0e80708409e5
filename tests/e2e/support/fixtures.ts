import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The second publisher's address on the test server (Chromium maps *.localhost to loopback). */
export function borealeUrl(baseURL: string | undefined, path = '/'): string {
  const url = new URL(path, baseURL);
  url.hostname = 'boreale.localhost';
  return url.href;
}

/**
 * axe-core must find no violations on the page as it settles: transitions that are running (a
 * notification fading in; not a spinner that never ends) finish first, or axe measures the contrast of half-transparent text.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/** Signs in as a guest by account number and postal code through the login form. */
export async function signInByAccountNumber(page: Page, accountNumber: string, postalCode: string) {
  await page.goto('/login');
  await page.getByLabel('Find your account').selectOption({ label: 'Account Number' });
  await page.getByLabel('Account Number').fill(accountNumber);
  await page.getByRole('textbox', { name: 'Postal Code' }).fill(postalCode);
  await page.getByRole('button', { name: 'Find Your Account' }).click();
  await expect(page).toHaveURL(/\/accounts\/summary$/);
  // The URL changes first; the sign-in page stays until the account area's code is ready (at most
  // 150 ms before "Authenticating" shows instead).
  await expect(page.getByRole('heading', { level: 1, name: 'Account Summary' })).toBeVisible();
}

/** Signs in on Boréale in French as a guest by account number and postal code, through its bot check. */
export async function signInOnBorealeInFrench(page: Page, baseURL: string | undefined, accountNumber: string, postalCode: string) {
  await page.addInitScript(() => localStorage.setItem('portal.locale', 'fr-CA'));
  await page.goto(borealeUrl(baseURL, '/login'));
  await page.getByRole('textbox', { name: 'Numéro de compte' }).fill(accountNumber);
  await page.getByRole('textbox', { name: 'Code postal' }).fill(postalCode);
  await page.getByRole('checkbox', { name: 'Je ne suis pas un robot' }).check();
  // The bot check's proof of work can take a while on a loaded machine.
  await expect(page.getByText('Vérifié')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Trouver votre compte' }).click();
  await expect(page).toHaveURL(/\/accounts\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sommaire du compte' })).toBeVisible();
}

/**
 * The server writes calls 1 and 2's answers into the page (issue 15); these tests serve the page
 * without them, as a portal whose configuration comes from elsewhere would, so the calls are made.
 */
export async function withoutPageConfig(page: Page) {
  await page.route(
    (url) => url.pathname === '/login',
    async (route) => {
      // Node does not resolve *.localhost as Chromium does: fetch from loopback with the publisher's Host.
      const target = new URL(route.request().url());
      const host = target.host;
      target.hostname = '127.0.0.1';
      const response = await route.fetch({ url: target.href, headers: { ...route.request().headers(), host } });
      const body = (await response.text()).replace(/<script id="portal-config"[\s\S]*?<\/script>/, '');
      await route.fulfill({ response, body });
    },
  );
}
