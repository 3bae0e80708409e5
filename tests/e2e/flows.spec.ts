import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/fixtures';

test('the flow atlas draws every machine with its paths and coverage', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/flows');
  await expect(page.getByRole('heading', { level: 1, name: 'Flow atlas' })).toBeVisible();
  for (const title of ['Configuration load', 'Session', 'Alternative brand footer']) {
    const figure = page.getByRole('figure', { name: title });
    await expect(figure.locator('svg').first()).toBeVisible();
  }
  await expect(page.getByText(/States 4 of 4/).first()).toBeVisible();
  await expect(page.getByText('discovering → error: discoverService → failed → CONFIG.RETRY → failed')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
