import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/fixtures';

/**
 * Secure sign-in through the popup (SPEC §2 Secure sign-in popup screens, §4 Sign-in), against the
 * embedded identity provider at /realms/portal with keycloak-js: the seeded linked user, a new
 * provider account that lands in the linking view and finds a demo account without securing it, logout.
 */

const PASSWORD = 'Portal-demo-2026';

async function openPopup(page: Page, button: 'Sign In' | 'Create an Account') {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button, exact: true }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/realms\/portal\//);
  return popup;
}

test('the seeded linked user signs in through the popup and reaches the summary', async ({ page }) => {
  await page.goto('/login');
  const popup = await openPopup(page, 'Sign In');
  await expect(popup.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  // §2: the popup asks the provider for display=SSP, and the provider lays its page out for the popup.
  await expect(popup.locator('body')).toHaveAttribute('data-display', 'SSP');
  await expectNoAxeViolations(popup);
  await popup.getByLabel('Email').fill('linked@northwind.example');
  await popup.getByLabel('Password').fill('wrong-password-123');
  await popup.getByRole('button', { name: 'Sign In' }).click();
  await expect(popup.getByText('Invalid email or password.')).toBeVisible();
  await popup.getByLabel('Password').fill(PASSWORD);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign In' }).click();
  await closed;
  await expect(page).toHaveURL(/\/accounts\/summary$/);
  await expect(page.getByTestId('signed-in-accounts')).toContainText('10000014');
  // Only a provider user sees "Manage My Sign In Info", which opens the provider's account page.
  await page.getByRole('button', { name: 'My Account', exact: true }).click();
  const manage = page.getByRole('menuitem', { name: 'Manage My Sign In Info' });
  await expect(manage).toHaveAttribute('href', /\/realms\/portal\/account$/);
  await expect(manage).toHaveAttribute('target', '_blank');
  // Sign Out ends the provider session too and comes back to /login with the §8 notice.
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sign Out Successful')).toBeVisible();
  // The provider session is over: the popup asks for the password again.
  const again = await openPopup(page, 'Sign In');
  await expect(again.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await again.close();
});

test('a new provider account lands in the linking view, finds an account for the visit and reaches the summary, without securing it', async ({ page }) => {
  test.slow();
  const email = `reader-${Date.now()}@example.com`;
  await page.goto('/login');
  const popup = await openPopup(page, 'Create an Account');
  await expect(popup.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(popup.locator('body')).toHaveAttribute('data-display', 'SSP');
  await popup.getByLabel('First name').fill('Ada');
  await popup.getByLabel('Last name').fill('Reader');
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password', { exact: true }).fill('a-long-password-2026');
  await popup.getByLabel('Confirm password').fill('a-long-password-2026');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Create an Account' }).click();
  await closed;

  // §2 Linking ("purgatory") view: configured heading and text, first method chosen.
  await expect(page.getByRole('heading', { level: 1, name: 'Great! Just one more step.' })).toBeVisible();
  await expect(page.getByText(/link your account/)).toBeVisible();
  await expect(page.getByLabel('Find your account')).toHaveValue('AccountNumberPostalCode');
  await expect(page.getByRole('button', { name: 'Return to Sign In' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Account Number').fill('10000004');
  await page.getByRole('textbox', { name: 'Postal Code' }).fill('02108');
  await page.getByRole('button', { name: 'Find Your Account' }).click();
  // Issue 16: the identity may not secure it; a confirmation link went to the email on file, named masked.
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByTestId('link-confirmation')).toContainText('open the link we sent to d•••@example.com');
  await expect(page.getByTestId('link-confirmation')).not.toContainText('daniel');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue to my account' }).click();
  await expect(page).toHaveURL(/\/accounts\/summary$/);
  await expect(page.getByTestId('signed-in-accounts')).toContainText('10000004');
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('portal.session') ?? 'null'));
  expect(stored.channel).toBe('identityProvider');
  expect(stored.email).toBe(email);

  // An unverified identity whose email is not the account's secures nothing (issue 16: no takeover
  // by linking): the owner still signs in as a guest.
  await page.getByRole('button', { name: 'My Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Find your account').selectOption({ label: 'Account Number' });
  await page.getByLabel('Account Number').fill('10000004');
  await page.getByRole('textbox', { name: 'Postal Code' }).fill('02108');
  await page.getByRole('button', { name: 'Find Your Account' }).click();
  await expect(page).toHaveURL(/\/accounts\/summary$/);
  await page.getByRole('button', { name: 'My Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // ... and the identity, signing in again, has no account linked: the linking view again.
  const popup2 = await openPopup(page, 'Sign In');
  await popup2.getByLabel('Email').fill(email);
  await popup2.getByLabel('Password').fill('a-long-password-2026');
  const closed2 = popup2.waitForEvent('close');
  await popup2.getByRole('button', { name: 'Sign In' }).click();
  await closed2;
  await expect(page.getByRole('heading', { level: 1, name: 'Great! Just one more step.' })).toBeVisible();
});

test('"Return to Sign In" leaves the linking view', async ({ page }) => {
  await page.goto('/login');
  const popup = await openPopup(page, 'Sign In');
  await popup.getByLabel('Email').fill('new@northwind.example');
  await popup.getByLabel('Password').fill(PASSWORD);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign In' }).click();
  await closed;
  await expect(page.getByRole('heading', { level: 1, name: 'Great! Just one more step.' })).toBeVisible();
  await page.getByRole('button', { name: 'Return to Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Northwind Magazines');
  await expect(page.getByRole('button', { name: 'Create an Account' })).toBeVisible();
});
