import { expect, test } from '@playwright/test';
import { borealeUrl, expectNoAxeViolations, signInByAccountNumber, signInOnBorealeInFrench } from './support/fixtures';

/**
 * §7 call 18, series update: a series plan's frequency and copies (the screen is ours, see
 * machines/flows/series-update.machine.ts), against the real server. Boréale's 20000010 in French:
 * a Kitchen Series suspended until February 2027, which the change leaves suspended.
 */

test.describe('in French on Boréale', () => {
  test.use({ locale: 'fr-CA' });
  test.setTimeout(120_000);

  test('20000010: change how often the suspended series ships and how many copies; the plan stays suspended and the next visit shows the change', async ({ page, baseURL }) => {
    await signInOnBorealeInFrench(page, baseURL, '20000010', 'K1P5B7');
    await page.goto(borealeUrl(baseURL, '/accounts/subscriptions'));
    await page.getByRole('link', { name: 'Modifier les réglages de la série' }).click();
    await expect(page).toHaveURL(/\/accounts\/series\?order=/);
    await expect(page.getByRole('heading', { name: 'Réglages de la série', level: 1 })).toBeVisible();

    // The plan's settings as stored: nothing to save yet.
    const frequency = page.getByRole('combobox', { name: 'Fréquence d’envoi des volumes' });
    await expect(frequency).toHaveValue('Tous les 2 mois');
    await expect(page.getByRole('combobox', { name: 'Exemplaires de chaque volume' })).toHaveValue('1');
    const save = page.getByRole('button', { name: 'Enregistrer les réglages' });
    await expect(save).toBeDisabled();
    await expect(page.getByTestId('series-unchanged')).toBeVisible();
    await expectNoAxeViolations(page);

    await frequency.click();
    await page.getByRole('option', { name: 'Tous les mois' }).click();
    await page.getByRole('combobox', { name: 'Exemplaires de chaque volume' }).click();
    await page.getByRole('option', { name: '2', exact: true }).click();
    await expect(save).toBeEnabled();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/series') && r.method() === 'PUT');
    await save.click();
    expect((await sent).postDataJSON()).toMatchObject({
      updateType: 'seriesupdate',
      recipAccountNumber: '20000010',
      prodIdAlias: 'BOC',
      suspendSwitch: 'Y',
      planStatus: 'A',
      shipFrequency: '1M',
      shipQuantity: 2,
    });
    await expect(page.getByTestId('action-success')).toHaveText(
      'Vos réglages de série sont enregistrés. Fréquence d’envoi des volumes : Tous les mois. Exemplaires de chaque volume : 2.',
    );
    await expectNoAxeViolations(page);

    // A new visit reads the plan from the server: the change is stored, delivery still suspended.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Fréquence d’envoi des volumes' })).toHaveValue('Tous les mois');
    await expect(page.getByRole('combobox', { name: 'Exemplaires de chaque volume' })).toHaveValue('2');
    await expect(page.getByRole('button', { name: 'Enregistrer les réglages' })).toBeDisabled();
    await expect(page.getByText('Suspendu', { exact: true }).first()).toBeVisible();
  });

  test('20000010: a change the gateway refuses shows Error on Series Update in French and keeps the choice', async ({ page, baseURL }) => {
    await signInOnBorealeInFrench(page, baseURL, '20000010', 'K1P5B7');
    await page.goto(borealeUrl(baseURL, '/accounts/subscriptions'));
    await page.getByRole('link', { name: 'Modifier les réglages de la série' }).click();
    await page.route('**/api/series', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ code: 'ORDER_ENDED', message: 'Plan BOC-BIMONTHLY has ended.' }) }),
    );
    const quantity = page.getByRole('combobox', { name: 'Exemplaires de chaque volume' });
    const current = await quantity.inputValue();
    await quantity.click();
    await page.getByRole('option', { name: current === '3' ? '4' : '3', exact: true }).click();
    await page.getByRole('button', { name: 'Enregistrer les réglages' }).click();
    await expect(page.getByTestId('action-error')).toHaveText(
      'Erreur lors de la mise à jour de la série: Cet abonnement est terminé : il ne peut plus être modifié.',
    );
    await expect(quantity).toHaveValue(current === '3' ? '4' : '3');
    await expectNoAxeViolations(page);
  });
});

test('a subscription that is no series plan has no settings to change', async ({ page }) => {
  const lookup = page.waitForResponse((response) => response.url().endsWith('/api/GC-call-globalcustomer') && response.request().method() === 'POST');
  await signInByAccountNumber(page, '10000001', '10118');
  const order = ((await (await lookup).json()) as { orders: { orderNumber: string }[] }).orders[0]!.orderNumber;
  await page.goto('/accounts/subscriptions');
  // The list has loaded (whatever earlier tests did to 10000001's subscription), and offers no series settings.
  await expect(page.getByRole('article', { name: /^Northwind Monthly/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change Series Settings' })).toHaveCount(0);
  await page.goto(`/accounts/series?order=${order}`);
  await expect(page.getByTestId('flow-unavailable')).toHaveText('Only a running series plan has series settings to change.');
  await expectNoAxeViolations(page);
});
