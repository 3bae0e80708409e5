import { expect, test } from '@playwright/test';
import { borealeUrl, expectNoAxeViolations, signInOnBorealeInFrench } from './support/fixtures';

/**
 * Issue 17 item 1: the back end's names on a French page. The fulfilment system composes subscription
 * and item names in English around the brand ("Collection Cuisine Boréale – every 2 months", "…, volume
 * 3"); Boréale's configuration (AdminConfig.DataTexts) gives them in French. 20000005, read only.
 */

/** English words the back end composes its names with. */
const ENGLISH_NAME_WORDS = /\b(issues|months|every|volume|calendar|digital access)\b/i;

test.use({ locale: 'fr-CA' });

test('20000005 in French: the series and its volumes are named in French on the summary, subscriptions and orders', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInOnBorealeInFrench(page, baseURL, '20000005', 'V6Z3B7');
  const main = page.getByRole('main');
  await expect(main.getByText('Collection Cuisine Boréale – tous les 2 mois').first()).toBeVisible();
  expect(await main.innerText()).not.toMatch(ENGLISH_NAME_WORDS);

  await page.goto(borealeUrl(baseURL, '/accounts/subscriptions'));
  await expect(main.getByRole('heading', { name: 'Collection Cuisine Boréale – tous les 2 mois' })).toBeVisible();
  expect(await main.innerText()).not.toMatch(ENGLISH_NAME_WORDS);

  await page.goto(borealeUrl(baseURL, '/accounts/orders'));
  await expect(main.getByText(/Collection Cuisine Boréale, tome 3/).first()).toBeVisible();
  expect(await main.innerText()).not.toMatch(ENGLISH_NAME_WORDS);
  await expectNoAxeViolations(page);
});
