import { expect, test, type Page } from '@playwright/test';
import { borealeUrl, signInByAccountNumber } from './support/fixtures';

/**
 * Issue 17 item 8: the shell parts the audit found untested — header navigation and banner, the §9
 * logo heights, the account-number help panel, the configured linking texts (ResinLinkHeader/Text),
 * the error-boundary panel, /auth/logout and the lookup failure text.
 */

test.describe('header', () => {
  test('Northwind: the banner, the top navigation and its nested items as a disclosure', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('img', { name: 'Stories worth the wait, every month.' })).toBeVisible();
    const nav = banner.getByRole('navigation', { name: 'Site' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', 'https://www.northwind.example');
    await expect(nav.getByRole('link', { name: /Give a Gift/ })).toHaveAttribute('target', '_blank');
    const group = nav.getByRole('button', { name: 'Our Magazines' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Cookbook Club' })).toBeHidden();
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Cookbook Club' })).toHaveAttribute('href', 'https://www.northwind.example/cookbook-club');
    await nav.getByRole('link', { name: 'Cookbook Club' }).press('Escape');
    await expect(nav.getByRole('link', { name: 'Cookbook Club' })).toBeHidden();
  });

  test('the banner is left out on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await expect(page.getByRole('banner').getByRole('img', { name: 'Northwind Magazines' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: 'Stories worth the wait, every month.' })).toBeHidden();
  });

  // §9: 80px or 130px (full-width logo) on desktop, 50px or 70px below 48em.
  for (const { publisher, alt, desktop, mobile } of [
    { publisher: 'Northwind', alt: 'Northwind Magazines', desktop: 80, mobile: 50 },
    { publisher: 'Boréale', alt: 'Boréale Magazines', desktop: 130, mobile: 70 },
  ]) {
    test(`${publisher}: the logo is ${desktop}px high on a desktop and ${mobile}px on a phone`, async ({ page, baseURL }) => {
      const url = publisher === 'Boréale' ? borealeUrl(baseURL, '/login') : '/login';
      const logoHeight = async () => (await page.getByRole('banner').getByRole('img', { name: alt }).boundingBox())!.height;
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(url);
      await expect.poll(logoHeight).toBe(desktop);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(logoHeight).toBe(mobile);
    });
  }
});

test('the account-number help opens a labelled image of the mailing label, by keyboard too', async ({ page, baseURL }) => {
  await page.goto(borealeUrl(baseURL, '/login'));
  const toggle = page.getByRole('button', { name: 'Where do I find my account number?' });
  const image = page.getByRole('img', { name: /A magazine mailing label/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(image).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await toggle.click();
  await expect(image).toBeHidden();
});

/** Rewrites the configuration written into the page, as a publisher with other texts would have it. */
async function withSignInTexts(page: Page, texts: Record<string, string>) {
  await page.route('**/login', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<script id="portal-config" type="application\/json">)(.*?)(<\/script>)/s, (_, open: string, json: string, close: string) => {
      const config = JSON.parse(json) as { adminConfig: { SignIn: Record<string, unknown> } };
      Object.assign(config.adminConfig.SignIn, texts);
      return `${open}${JSON.stringify(config).replace(/</g, '\\u003c')}${close}`;
    });
    await route.fulfill({ response, body: html });
  });
}

test('the linking view shows the publisher’s ResinLinkHeader and ResinLinkText', async ({ page }) => {
  await withSignInTexts(page, { ResinLinkHeader: 'Almost there, reader', ResinLinkText: 'Tell us which subscription is yours, once.' });
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const popup = await popupOpened;
  await popup.getByLabel('Email').fill('new@northwind.example');
  await popup.getByLabel('Password').fill('Portal-demo-2026');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign In' }).click();
  await closed;
  await expect(page.getByRole('heading', { level: 1, name: 'Almost there, reader' })).toBeVisible();
  await expect(page.getByText('Tell us which subscription is yours, once.')).toBeVisible();
  await expect(page.getByText('Great! Just one more step.')).toHaveCount(0);
});

test('a screen that fails to load shows the error-boundary panel with its two ways out', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByAccountNumber(page, '10000001', '10118');
  await page.route('**/assets/WalletScreen-*', (route) => route.abort());
  await page.getByRole('link', { name: 'Wallet' }).first().click();
  const panel = page.getByRole('alert').filter({ hasText: 'There was an unexpected error on this page.' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Please click below and try again.');
  await expect(panel.getByRole('link', { name: 'Contact Customer Service' })).toHaveAttribute('href', '/accounts/customer-service');
  await page.unroute('**/assets/WalletScreen-*');
  await panel.getByRole('link', { name: 'Go to Home Page' }).click();
  await expect(page).toHaveURL(/\/accounts\/summary$/);
});

test('/auth/logout signs out: the notice, no session kept, the account pages ask to sign in again', async ({ page }) => {
  await signInByAccountNumber(page, '10000001', '10118');
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Sign Out Successful')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('portal.session'))).toBeNull();
  await page.goto('/accounts/summary');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccounts%2Fsummary$/);
});

test('a lookup failure with a code the portal does not know says "Account lookup failure: Please retry." (§8)', async ({ page }) => {
  await signInByAccountNumber(page, '10000001', '10118');
  // The gateway answers a failure code of a newer back end; a failed call (500) is the other message.
  await page.route('**/api/GC-call-globalcustomer*', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ isSuccess: 'false', globalcustomer: [{ recReg: { errors: [{ code: 'ACCOUNT_MERGED', message: 'Merged' }] } }] }),
    }),
  );
  await page.reload();
  const notice = page.getByRole('alert').filter({ hasText: 'Account Lookup Error' });
  await expect(notice).toContainText('Account lookup failure: Please retry.');
});
