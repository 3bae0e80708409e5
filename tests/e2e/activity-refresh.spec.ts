import { expect, test } from '@playwright/test';
import { borealeUrl, expectNoAxeViolations, signInByAccountNumber } from './support/fixtures';

/**
 * Account Activity's Refresh (machines/flows/account-activity.machine.ts, ACTIVITY.REFRESH): a change
 * made in another tab shows on the activity already open once the subscriber refreshes it, without
 * leaving the page; in French the button says Actualiser. No screenshot: the entries are read.
 *
 * Accounts: Northwind 10000013 (its preferences change; no other spec reads them or its activity),
 * Boréale 20000008 (only read).
 */

const ACTIVITY = '/api/activity';
const PREFERENCES_CHANGED = 'Communication preferences changed';

test('a change made in another tab shows on Account Activity after Refresh', async ({ page, context }) => {
  // Two sign-ins and a save.
  test.setTimeout(90_000);
  await signInByAccountNumber(page, '10000013', '80202');
  await page.goto('/accounts/activity');
  const entries = page.getByTestId('activity-entry');
  await expect(page.getByTestId('activity-list').or(page.getByTestId('activity-empty'))).toBeVisible();
  const before = await entries.filter({ hasText: PREFERENCES_CHANGED }).count();
  const total = await entries.count();
  await expectNoAxeViolations(page);

  // Another tab (its own session: a tab keeps its session to itself) saves the preferences.
  const other = await context.newPage();
  await signInByAccountNumber(other, '10000013', '80202');
  await other.goto('/accounts/preferences');
  const fromUs = other.getByTestId('preferences-10000013').getByRole('switch', { name: 'Emails from us' });
  await fromUs.setChecked(!(await fromUs.isChecked()));
  await other.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(other.getByText('Preferences Update Successful')).toBeVisible();
  await other.close();

  // The page left open still shows what it loaded, until the subscriber refreshes it.
  await page.bringToFront();
  await expect(entries).toHaveCount(total);
  const reload = page.waitForResponse((r) => r.url().endsWith(ACTIVITY) && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await reload;
  await expect(entries).toHaveCount(total + 1);
  await expect(entries.first()).toHaveAttribute('data-kind', 'preferences');
  await expect(entries.filter({ hasText: PREFERENCES_CHANGED })).toHaveCount(before + 1);
  // Still the same page: nothing was reloaded but the activity.
  await expect(page).toHaveURL(/\/accounts\/activity$/);
});

test.describe('in French', () => {
  test.use({ locale: 'fr-CA' });

  test('Boréale offers Actualiser, which loads the activity again', async ({ page, baseURL }) => {
    // The bot check alone may take 15 s, longer under load.
    test.setTimeout(90_000);
    await page.addInitScript(() => localStorage.setItem('portal.locale', 'fr-CA'));
    await page.goto(borealeUrl(baseURL, '/login'));
    await page.getByRole('textbox', { name: 'Numéro de compte' }).fill('20000008');
    await page.getByRole('textbox', { name: 'Code postal' }).fill('J1H1A1');
    await page.getByRole('checkbox', { name: 'Je ne suis pas un robot' }).check();
    await expect(page.getByText('Vérifié')).toBeVisible({ timeout: 45_000 });
    await page.getByRole('button', { name: 'Trouver votre compte' }).click();
    await expect(page).toHaveURL(/\/accounts\/summary$/);

    await page.goto(borealeUrl(baseURL, '/accounts/activity'));
    await expect(page.getByRole('heading', { level: 1, name: 'Activité du compte' })).toBeVisible();
    const refresh = page.getByRole('button', { name: 'Actualiser' });
    await expect(refresh).toBeVisible();
    await expect(page.getByTestId('activity-list').or(page.getByTestId('activity-empty'))).toBeVisible();
    const shown = await page.getByTestId('activity-entry').count();
    const reload = page.waitForRequest((r) => r.url().endsWith(ACTIVITY) && r.method() === 'POST');
    await refresh.click();
    await reload;
    await expect(page.getByTestId('activity-entry')).toHaveCount(shown);
    await expect(refresh).toBeVisible();
  });
});
