import { expect, test } from '@playwright/test';
import { signInByAccountNumber } from './support/fixtures';

/**
 * The card form's capture script (src/features/accounts/billing/capture.ts): a download that failed
 * is tried again on the next submit. Found by the path replay of cardCapture/5 (issue 12 item 2):
 * the failed script element stayed in the page, the retry waited on it for ever and the form stayed
 * busy.
 */
test('a capture script that failed to download is downloaded again when the card is submitted again', async ({ page }) => {
  await page.route('**/payment-capture.js', (route) => route.abort('connectionfailed'));
  await signInByAccountNumber(page, '10000005', '98109');
  await page.goto('/accounts/payment');
  await page.getByTestId('open-invoices').locator('tr[data-invoice]').first().getByRole('button', { name: /^Pay invoice / }).click();
  await page.getByRole('radio', { name: 'A new card' }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  const form = page.getByTestId('card-form');
  await form.getByRole('textbox', { name: 'Name on card' }).fill('Erin Kowalski');
  await form.getByRole('textbox', { name: 'Card number' }).fill('5555 5555 5555 4444');
  await form.getByRole('combobox', { name: 'Expiry month' }).selectOption('12');
  await form.getByRole('combobox', { name: 'Expiry year' }).selectOption('2030');
  await form.getByRole('textbox', { name: 'Security code' }).fill('321');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('Card entry is not available right now. Please try again in a moment.');

  // The network is back: the next try downloads the script and the card goes through.
  await page.unroute('**/payment-capture.js');
  const download = page.waitForRequest((request) => request.url().endsWith('/payment-capture.js'));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await download;
  await expect(page.getByTestId('payment-review')).toContainText('ending in 4444');
});
