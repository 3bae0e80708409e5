import { expect, test } from '@playwright/test';
import { borealeUrl, expectNoAxeViolations, signInByAccountNumber } from './support/fixtures';

/**
 * The remote-login link (SPEC §3 Preferences, §4 care types, §9; designed in
 * machines/rules/remote-login.ts): Northwind configures a customer-care site (its demo page,
 * eCare, multi lookup), Boréale none.
 */

test('Northwind: the summary links to the customer-care site signed in as the subscriber, and the way back keeps the session', async ({ page }) => {
  await signInByAccountNumber(page, '10000001', '10118');
  const section = page.getByRole('region', { name: 'Customer Care Site' });
  const link = section.getByRole('link', { name: 'Manage account 10000001 on our customer care site' });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);

  const href = new URL((await link.getAttribute('href')) ?? '', page.url());
  expect(href.pathname).toBe('/brands/northwind/care.html');
  expect(href.searchParams.get('pageId')).toBe('MYACCOUNT');
  expect(href.searchParams.get('magCode')).toBe('NWM');
  expect(href.searchParams.get('linkType')).toBe('Z');
  expect(href.searchParams.get('lookupType')).toBe('M');
  expect(href.searchParams.get('returnUrl')).toBe(new URL('/accounts/summary', page.url()).href);

  await link.click();
  await expect(page.getByRole('heading', { name: 'Northwind customer care (demo)' })).toBeVisible();
  await expect(page.locator('#account')).toHaveText('10000001');
  await expect(page.locator('#link-type')).toHaveText('Z');
  await page.getByRole('link', { name: 'Back to your account' }).click();
  await expect(page).toHaveURL(/\/accounts\/summary$/);
  await expect(page.getByTestId('signed-in-accounts')).toHaveText('Signed in to: 10000001');
});

test.describe('in French on Boréale', () => {
  test.use({ locale: 'fr-CA' });

  test('Boréale configures no customer-care site: no remote-login link', async ({ page, baseURL }) => {
    await page.addInitScript(() => localStorage.setItem('portal.locale', 'fr-CA'));
    await page.goto(borealeUrl(baseURL, '/login'));
    await page.getByRole('textbox', { name: 'Numéro de compte' }).fill('20000001');
    await page.getByRole('textbox', { name: 'Code postal' }).fill('H2J2L4');
    await page.getByRole('checkbox', { name: 'Je ne suis pas un robot' }).check();
    await expect(page.getByText('Vérifié')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Trouver votre compte' }).click();
    await expect(page).toHaveURL(/\/accounts\/summary$/);
    await expect(page.getByTestId('signed-in-accounts')).toBeVisible();
    await expect(page.locator('#customer-care-site')).toHaveCount(0);
  });
});
