import { expect, test } from '@playwright/test';
import { borealeUrl, expectNoAxeViolations, withoutPageConfig } from './support/fixtures';

test.describe('routes and access states', () => {
  test('a visitor at / lands on the branded sign-in page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccounts%2Fsummary$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Northwind Magazines' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Northwind Magazines' }).first()).toBeVisible();
    await expect(page).toHaveTitle('Northwind Magazines – Manage Your Subscriptions');
    await expectNoAxeViolations(page);
  });

  test('the accounts area sends a visitor to sign in and back afterwards', async ({ page }) => {
    await page.goto('/accounts/orders');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccounts%2Forders$/);
  });

  test('an unknown URL shows the not-found page and its button goes home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops. Page does not exist.' })).toBeVisible();
    await expect(page.getByText('You reached a url which does not exist. Click below to go back to Home Page')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to Home Page' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
});


test.describe('configuration load', () => {
  test('a failing AdminConfig shows the server-error page, and its button reloads', async ({ page }) => {
    await withoutPageConfig(page);
    await page.route('**/api/AdminConfig*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: 'Configuration store unavailable' }) }),
    );
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Oops. There appears to be a server error.' })).toBeVisible();
    // The refusal's code said by the portal; the gateway's English message stays out of the page.
    await expect(page.getByRole('alert')).toContainText('Something went wrong on our side. Please try again.');
    await expect(page.getByText('Configuration store unavailable')).toHaveCount(0);
    await expect(page.getByText(/\/api\/AdminConfig\?globalCode=NWM/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.unroute('**/api/AdminConfig*');
    const reload = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Try This Page Again' }).click();
    await reload;
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Northwind Magazines' })).toBeVisible();
  });

  test('a discovery that cannot connect shows the failing URL', async ({ page }) => {
    await withoutPageConfig(page);
    await page.route('**/api/discovery', (route) => route.abort('connectionrefused'));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Oops. There appears to be a server error.' })).toBeVisible();
    await expect(page.getByText(/\/api\/discovery/)).toBeVisible();
    // No refusal code, only the browser's error: §8 "Unknown error".
    await expect(page.getByRole('alert')).toContainText('Unknown error');
  });

  test('in French, the server-error page says the refusal in French, never the gateway’s English', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'fr-CA' });
    const page = await context.newPage();
    await withoutPageConfig(page);
    await page.route('**/api/discovery', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'PUBLISHER_NOT_CONFIGURED', message: 'No publisher is configured for this host.' }) }),
    );
    await page.goto(borealeUrl(baseURL, '/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Oups. Il semble y avoir une erreur de serveur.' })).toBeVisible();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Aucune publication n’est configurée pour cette adresse.');
    await expect(alert.locator('code')).toHaveText(/\/api\/discovery$/);
    await expect(page.locator('body')).not.toContainText(/No publisher|is configured|Unknown|server error|Try This/);
    await expect(page.getByRole('button', { name: 'Réessayer cette page' })).toBeVisible();

    // An answer with no code (here, not even JSON): "Erreur inconnue", nothing in English.
    await page.route('**/api/discovery', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }));
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Erreur inconnue');
    await expect(page.locator('body')).not.toContainText(/Bad Gateway|HTTP 502/);
    await context.close();
  });
});

test.describe('publishers and languages', () => {
  test('boreale.localhost shows the second publisher', async ({ page, baseURL }) => {
    await page.goto(borealeUrl(baseURL, '/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Boréale' })).toBeVisible();
    await expect(page).toHaveTitle('Boréale Magazines – My Account');
    const logo = page.locator('header img').first();
    await expect(logo).toHaveAttribute('src', /\/brands\/boreale\//);
    // The alternative brand footer: lists fetched through the footer URL and the country file.
    await expect(page.getByRole('heading', { name: 'Nos magazines / Our magazines' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);
  });

  test('the footer replaces the year placeholder and links to selected routes', async ({ page }) => {
    await page.goto('/login');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()} Northwind`))).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Customer Service' })).toHaveAttribute('href', '/accounts/customer-service');
    await expect(footer.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', 'mailto:service@northwind.example');
  });

  test.describe('in a French browser', () => {
    test.use({ locale: 'fr-CA' });

    test('the Canadian publisher speaks French, and the switch changes language', async ({ page, baseURL }) => {
      await page.goto(borealeUrl(baseURL, '/login'));
      await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue chez Boréale' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await expectNoAxeViolations(page);

      await page.goto(borealeUrl(baseURL, '/nulle-part'));
      await expect(page.getByRole('heading', { level: 1, name: 'Oups. Cette page n’existe pas.' })).toBeVisible();
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Oops. Page does not exist.' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    });
  });
});
