import { expect, test, type Page } from '@playwright/test';
import { borealeUrl, expectNoAxeViolations } from './support/fixtures';

/**
 * Refusals of the real gateway on a French screen (issue 17 item 1): nothing is mocked; the
 * gateway answers its refusal code and the screen says it in French, with none of the gateway's
 * English sentence. Boréale in fr-CA.
 *
 * Accounts changed: 20000001 gets one replacement of an in-stock issue (no other spec relies on its
 * replacements); its declined card changes nothing.
 */

/** Our test processor declines this (Luhn-valid) card. */
const DECLINED = '4000 0000 0000 0002';

/** English the gateway writes in its refusals; none may reach a French screen. */
const ENGLISH = /\b(the|was|please|card|declined|already|requested|issue|cannot|account)\b/i;

/** Signs 20000001 in on Boréale in French; its first order's number, as the sign-in's lookup answers it. */
async function signInInFrench(page: Page, baseURL: string | undefined): Promise<string> {
  const lookup = page.waitForResponse((r) => r.url().endsWith('/api/GC-call-globalcustomer') && r.request().method() === 'POST');
  await page.addInitScript(() => localStorage.setItem('portal.locale', 'fr-CA'));
  await page.goto(borealeUrl(baseURL, '/login'));
  await page.getByRole('textbox', { name: 'Numéro de compte' }).fill('20000001');
  await page.getByRole('textbox', { name: 'Code postal' }).fill('H2J2L4');
  await page.getByRole('checkbox', { name: 'Je ne suis pas un robot' }).check();
  await expect(page.getByText('Vérifié')).toBeVisible({ timeout: 45_000 });
  await page.getByRole('button', { name: 'Trouver votre compte' }).click();
  await expect(page).toHaveURL(/\/accounts\/summary$/);
  const { orders } = (await (await lookup).json()) as { orders: Array<{ orderNumber: string; accountNumber: string }> };
  return orders.find((o) => o.accountNumber === '20000001')!.orderNumber;
}

/** The visible text of the page's main region has no English word of a gateway refusal. */
async function expectNoEnglish(page: Page) {
  const text = await page.getByRole('main').innerText();
  expect(text, 'English on the French screen').not.toMatch(ENGLISH);
}

test.use({ locale: 'fr-CA' });

test('the declined test card in the wallet: refused by the gateway, said in French', async ({ page, baseURL }) => {
  await signInInFrench(page, baseURL);
  await page.getByRole('navigation', { name: 'Navigation du compte' }).getByRole('link', { name: 'Portefeuille' }).click();
  const visa = page.getByTestId('payment-method').filter({ hasText: 'Visa se terminant par 9424' });
  await visa.getByRole('button', { name: 'Mettre à jour la carte se terminant par 9424' }).click();

  const form = page.getByTestId('card-form');
  await form.getByRole('textbox', { name: 'Nom sur la carte' }).fill('Camille Tremblay');
  await form.getByRole('textbox', { name: 'Numéro de carte' }).fill(DECLINED);
  await form.getByRole('combobox', { name: 'Mois d’expiration' }).selectOption('01');
  await form.getByRole('combobox', { name: 'Année d’expiration' }).selectOption('2031');
  await form.getByRole('textbox', { name: 'Code de sécurité' }).fill('123');
  await page.getByRole('button', { name: 'Continuer' }).click();

  const refused = page.waitForResponse((r) => /\/api\/(cardupdate|payment-instrument|series)$/.test(r.url()) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Enregistrer la carte' }).click();
  const answer = await refused;
  expect(answer.status()).toBe(422);
  expect(await answer.json()).toMatchObject({ code: 'CARD_DECLINED', message: 'The card was declined. Please use another card.' });

  await expect(page.getByTestId('action-error')).toHaveText('Erreur lors de la mise à jour de la carte: La carte a été refusée. Veuillez utiliser une autre carte.');
  await expectNoEnglish(page);
  await expectNoAxeViolations(page);
});

test('a replacement already requested (from another tab) is refused by the gateway, said in French', async ({ page, context, baseURL }) => {
  // Two tabs, each with its own session, at the same review: the second submit is a real refusal.
  // Two sign-ins, each with its bot check.
  test.setTimeout(150_000);
  const other = await context.newPage();
  const order = await signInInFrench(page, baseURL);
  // The bot check works in the tab in front.
  await other.bringToFront();
  await signInInFrench(other, baseURL);
  await page.bringToFront();
  const replacementUrl = borealeUrl(baseURL, `/accounts/replacement?order=${order}`);
  const lookup = page.waitForResponse((r) => r.url().includes('/api/entitledissues'));
  await page.goto(replacementUrl);
  const entitled = (await (await lookup).json()) as { issues: Array<{ issueNumber: number; inStock: boolean; replacementRequested: boolean }> };
  const issue = entitled.issues.find((i) => i.inStock && !i.replacementRequested)!;
  expect(issue, 'an in-stock issue to replace').toBeDefined();

  const reachReview = async (tab: Page) => {
    await tab.getByRole('radio', { name: 'Numéro endommagé' }).check();
    await tab.getByRole('radio', { name: new RegExp(`^Numéro ${issue.issueNumber} :`) }).check();
    await tab.getByRole('button', { name: 'Continuer' }).click();
    await expect(tab.getByText('Ce numéro est disponible : nous pouvons vous en envoyer un exemplaire.')).toBeVisible();
  };
  await reachReview(page);
  await other.bringToFront();
  await other.goto(replacementUrl);
  await reachReview(other);
  await other.getByRole('button', { name: 'Soumettre la demande' }).click();
  await expect(other.getByTestId('action-success')).toBeVisible();

  await page.bringToFront();
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/cofp') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Soumettre la demande' }).click();
  const answer = await refused;
  expect(answer.status()).toBe(409);
  expect(await answer.json()).toMatchObject({ code: 'REPLACEMENT_ALREADY_REQUESTED' });

  await expect(page.getByRole('heading', { name: 'Oups! Un problème est survenu!' })).toBeVisible();
  await expect(page.getByTestId('action-error')).toHaveText('Erreur lors du remplacement du numéro: Un remplacement de ce numéro a déjà été demandé.');
  await expectNoEnglish(page);
  await expectNoAxeViolations(page);
});
