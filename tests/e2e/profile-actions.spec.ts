import { expect, test, type Page } from '@playwright/test';
import { borealeUrl, expectNoAxeViolations, signInByAccountNumber } from './support/fixtures';

/**
 * The customer's own details against the real server (SPEC §2, §4, §5, §7 calls 8–11, §8): change
 * of address (refetch, next sign-in with the new postal code), change of email (mismatch, then
 * success), preferences that stick, password reset, gateway failures that keep what was typed,
 * French on Boréale, axe-core on every screen.
 *
 * Accounts changed by this spec (no other spec uses them): 10000012 (address and postal code
 * 19102 → 19103), 10000020 (email, preferences), Boréale 20000004 (address, preferences) and
 * 20000009 (email).
 */

// Each test signs in (twice for the sticking tests) and waits for the §9 refetch delays, with axe runs between.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

async function signOut(page: Page, labels = { menu: 'My Account', item: 'Sign Out' }) {
  await page.getByRole('button', { name: labels.menu }).click();
  await page.getByRole('menuitem', { name: labels.item }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Boréale in French: account number form, bot check, then the summary. */
async function signInOnBoreale(page: Page, baseURL: string | undefined, accountNumber: string, postalCode: string) {
  await page.addInitScript(() => localStorage.setItem('portal.locale', 'fr-CA'));
  await page.goto(borealeUrl(baseURL, '/login'));
  await page.getByRole('textbox', { name: 'Numéro de compte' }).fill(accountNumber);
  await page.getByRole('textbox', { name: 'Code postal' }).fill(postalCode);
  await page.getByRole('checkbox', { name: 'Je ne suis pas un robot' }).check();
  await expect(page.getByText('Vérifié')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Trouver votre compte' }).click();
  await expect(page).toHaveURL(/\/accounts\/summary$/);
}

/** Fills the address step's fieldset (its legend names it). */
async function fillAddress(page: Page, legend: string, address: { name?: string; address1: string; city: string; country: string; state: string; postalCode: string }, labels = { address1: 'Address Line 1', city: 'City', country: 'Country', state: 'State', postalCode: 'Postal Code' }) {
  const group = page.getByRole('group', { name: legend });
  await group.getByLabel(labels.address1).fill(address.address1);
  await group.getByLabel(labels.city).fill(address.city);
  await group.getByLabel(labels.country).selectOption(address.country);
  await group.getByLabel(labels.state).selectOption(address.state);
  await group.getByLabel(labels.postalCode).fill(address.postalCode);
}

test.describe('change of address', () => {
  test('a new address appears after the refetch, and the next sign-in works with the new postal code', async ({ page }) => {
    await signInByAccountNumber(page, '10000012', '19102');
    await page.goto('/accounts/address');
    // No PageIntro entry for /accounts/address in the seed: the h1 is the publisher's "*" default.
    await expect(page.getByRole('navigation', { name: 'Progress' })).toContainText('Account Information');
    await expect(page.getByTestId('current-address-10000012')).toContainText('1500 Market St');
    await expect(page.getByRole('checkbox', { name: /account 10000012/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();

    // Effective dates: today by default; an end date before the start is refused.
    const start = page.getByLabel('Start date');
    await expect(start).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByLabel('End date (optional)').fill('2000-01-01');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('The end date must be on or after the start date.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('End date (optional)').fill('');
    await page.getByRole('button', { name: 'Next' }).click();

    // §5: the US postal code must have 5 digits.
    const group = page.getByRole('group', { name: 'Your new address' });
    await expect(group.getByLabel('Address Line 1')).toHaveValue('1500 Market St');
    // A country without a state list turns the state field into a text box; the fields after it keep their own
    // elements (Preact pairs unkeyed siblings of one type: the Postal Code input became the state field).
    const postalCode = await group.getByLabel('Postal Code').elementHandle();
    await group.getByLabel('Country').selectOption('FR');
    await expect(group.getByLabel('State/Province/Region')).toBeVisible();
    expect(await postalCode!.evaluate((input: HTMLInputElement) => input.isConnected && input.labels?.[0]?.textContent)).toMatch(/^Postal Code/);
    await fillAddress(page, 'Your new address', { address1: '1600 Arch St', city: 'Philadelphia', country: 'US', state: 'PA', postalCode: '1910' });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(group.getByText('Must be 5 characters')).toBeVisible();
    await expectNoAxeViolations(page);
    await group.getByLabel('Postal Code').fill('19103');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByTestId('review-address')).toContainText('1600 Arch St');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Submit Change' }).click();

    await expect(page.locator('[data-page-type="change-address-confirmation"]')).toBeVisible();
    await expect(page.getByTestId('action-success')).toContainText('Account 10000012: the address has been changed.');
    // The address on file comes from the account data: it changes only with the refetch (2 s later).
    await expect(page.getByTestId('address-on-file-10000012')).toContainText('1600 Arch St');
    await expect(page.getByTestId('address-on-file-10000012')).toContainText('19103');
    await expectNoAxeViolations(page);

    await signOut(page);
    await signInByAccountNumber(page, '10000012', '19103');
    await page.goto('/accounts/address');
    await expect(page.getByTestId('current-address-10000012')).toContainText('1600 Arch St');
  });

  test('a gateway failure (500, then a dropped connection) shows the §8 message and keeps what was typed', async ({ page }) => {
    await signInByAccountNumber(page, '10000012', '19103');
    await page.goto('/accounts/address');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await fillAddress(page, 'Your new address', { address1: '1 Logan Sq', city: 'Philadelphia', country: 'US', state: 'PA', postalCode: '19103' });
    await page.getByRole('button', { name: 'Next' }).click();

    await page.route('**/api/cofa', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: 'Gateway unavailable' }) }));
    await page.getByRole('button', { name: 'Submit Change' }).click();
    await expect(page.getByTestId('action-error')).toHaveText('Error on Change of Address: Something went wrong on our side. Please try again.');
    await expect(page.getByTestId('review-address')).toContainText('1 Logan Sq');

    await page.unroute('**/api/cofa');
    await page.route('**/api/cofa', (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: 'Submit Change' }).click();
    await expect(page.getByTestId('action-error')).toContainText('Error on Change of Address');
    await expectNoAxeViolations(page);

    // Everything typed is still there.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('group', { name: 'Your new address' }).getByLabel('Address Line 1')).toHaveValue('1 Logan Sq');
    await page.unroute('**/api/cofa');
  });
});

test.describe('change of email', () => {
  test('the confirmation must match; a failure keeps the fields; then the new email is on file', async ({ page }) => {
    await signInByAccountNumber(page, '10000020', '85004');
    await page.goto('/accounts/email');
    await expect(page.getByTestId('current-emails')).toContainText('rita.sandoval@example.com');
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'New email address', exact: true }).fill('rita.new@example.com');
    await page.getByLabel('Confirm new email address').fill('rita.other@example.com');
    await page.getByRole('button', { name: 'Change Email' }).click();
    await expect(page.getByText('Emails do not match')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Confirm new email address').fill('rita.new@example.com');
    await page.route('**/api/cofe', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: 'Gateway unavailable' }) }));
    await page.getByRole('button', { name: 'Change Email' }).click();
    await expect(page.getByTestId('action-error')).toHaveText('Error on Change of Email: Something went wrong on our side. Please try again.');
    await expect(page.getByRole('textbox', { name: 'New email address', exact: true })).toHaveValue('rita.new@example.com');
    await expect(page.getByLabel('Confirm new email address')).toHaveValue('rita.new@example.com');
    await page.unroute('**/api/cofe');

    await page.getByRole('button', { name: 'Change Email' }).click();
    await expect(page.locator('[data-page-type="change-email-confirmation"]')).toBeVisible();
    await expect(page.getByTestId('action-success')).toContainText('Your email address is now rita.new@example.com.');
    // The refetch 2 s later brings the new email.
    await expect(page.getByTestId('current-emails')).toContainText('rita.new@example.com');
    await expectNoAxeViolations(page);
  });
});

test.describe('communication preferences', () => {
  test('Save sends only a change, the notice says so, and the choice sticks after signing in again', async ({ page }) => {
    await signInByAccountNumber(page, '10000020', '85004');
    await page.getByRole('link', { name: 'Communication Preferences' }).first().click();
    await expect(page).toHaveURL(/\/accounts\/preferences$/);
    const partners = page.getByTestId('preferences-10000020').getByRole('switch', { name: 'Emails from our partners' });
    const save = page.getByRole('button', { name: 'Save Preferences' });
    await expect(partners).toBeChecked();
    await expect(save).toBeDisabled();
    await expectNoAxeViolations(page);

    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/cofp')) sent.push(request.postDataJSON());
    });
    await partners.uncheck();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Preferences Update Successful' })).toContainText('You have successfully updated your account preferences.');
    expect(sent).toEqual([
      { action: 'preferences', accountNumber: '10000020', prodIdAlias: 'NWS', email: expect.any(String), permissions: { emailUseAnywherePerm: 'N' } },
    ]);
    await expect(save).toBeDisabled();
    await expectNoAxeViolations(page);

    await signOut(page);
    await signInByAccountNumber(page, '10000020', '85004');
    await page.goto('/accounts/preferences');
    await expect(page.getByTestId('preferences-10000020').getByRole('switch', { name: 'Emails from our partners' })).not.toBeChecked();
    await expect(page.getByTestId('preferences-10000020').getByRole('switch', { name: 'Emails from us' })).toBeChecked();
  });

  test('a failed save shows the §8 error notice and keeps the choice', async ({ page }) => {
    await signInByAccountNumber(page, '10000020', '85004');
    await page.goto('/accounts/preferences');
    const fromUs = page.getByTestId('preferences-10000020').getByRole('switch', { name: 'Emails from us' });
    await page.route('**/api/cofp', (route) => route.abort('connectionreset'));
    await fromUs.uncheck();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Preferences Update Error' })).toContainText('There was an error updating your account preferences.');
    await expect(fromUs).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Save Preferences' })).toBeEnabled();
    await page.unroute('**/api/cofp');
  });
});

test.describe('password reset', () => {
  test('a failure keeps the email; a success says a link was sent and goes to the summary', async ({ page }) => {
    await signInByAccountNumber(page, '10000020', '85004');
    await page.goto('/accounts/password');
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await expect(email).toHaveValue(/@example\.com$/);
    await expectNoAxeViolations(page);

    await email.fill('rita.reset@example.com');
    await page.route('**/api/passwordreset', (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByTestId('action-error')).toContainText('Error Sending Password Reset');
    await expect(email).toHaveValue('rita.reset@example.com');
    await expectNoAxeViolations(page);
    await page.unroute('**/api/passwordreset');

    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page).toHaveURL(/\/accounts\/summary$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Password Reset Requested' })).toContainText(
      'If rita.reset@example.com has a sign-in, we have sent it a link to reset its password.',
    );
  });
});

test.describe('Boréale in French', () => {
  test('change of address with its progress bar, in French', async ({ page, baseURL }) => {
    await signInOnBoreale(page, baseURL, '20000004', 'M5V3L9');
    await page.goto(borealeUrl(baseURL, '/accounts/address'));
    await expect(page.getByRole('navigation', { name: 'Progression' })).toContainText('Renseignements sur le compte');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByLabel('Date de début')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Suivant' }).click();

    const legend = 'Votre nouvelle adresse';
    const labels = { address1: 'Adresse (ligne 1)', city: 'Ville', country: 'Pays', state: 'Province', postalCode: 'Code postal' };
    await fillAddress(page, legend, { address1: '1 Yonge St', city: 'Toronto', country: 'CA', state: 'ON', postalCode: 'M5E1' }, labels);
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByRole('group', { name: legend }).getByText('Doit contenir 6 caractères')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('group', { name: legend }).getByLabel('Code postal').fill('M5E 1W7');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Soumettre le changement' }).click();

    await expect(page.locator('[data-page-type="change-address-confirmation"]')).toBeVisible();
    await expect(page.getByTestId('address-on-file-20000004')).toContainText('1 Yonge St');
    await expect(page.getByTestId('address-on-file-20000004')).toContainText('M5E1W7');
    await expectNoAxeViolations(page);
  });

  test('preferences, email and password screens in French', async ({ page, baseURL }) => {
    await signInOnBoreale(page, baseURL, '20000009', '05401');
    await page.goto(borealeUrl(baseURL, '/accounts/preferences'));
    await expect(page.getByRole('heading', { level: 1, name: 'Préférences de communication' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrer les préférences' })).toBeDisabled();
    await page.getByTestId('preferences-20000009').getByRole('switch', { name: 'Courriels de notre part' }).check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Enregistrer les préférences' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Préférences mises à jour' })).toBeVisible();

    await page.goto(borealeUrl(baseURL, '/accounts/email'));
    await expect(page.getByRole('link', { name: 'Changement d’adresse' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Nouvelle adresse courriel', exact: true }).fill('emily.f@example.com');
    await page.getByLabel('Confirmez la nouvelle adresse courriel').fill('emily.g@example.com');
    await page.getByRole('button', { name: 'Changer le courriel' }).click();
    await expect(page.getByText('Les courriels ne correspondent pas')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Confirmez la nouvelle adresse courriel').fill('emily.f@example.com');
    await page.getByRole('button', { name: 'Changer le courriel' }).click();
    await expect(page.getByTestId('current-emails')).toContainText('emily.f@example.com');
    await expectNoAxeViolations(page);

    await page.goto(borealeUrl(baseURL, '/accounts/password'));
    await expect(page.getByRole('navigation', { name: 'Vos coordonnées' })).toContainText('Changement de courriel');
    await expect(page.getByRole('textbox', { name: 'Courriel', exact: true })).toHaveValue('emily.f@example.com');
    await expectNoAxeViolations(page);
  });
});
