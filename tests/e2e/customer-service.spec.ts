import { expect, test, type Page } from '@playwright/test';
import { borealeUrl, expectNoAxeViolations, signInByAccountNumber } from './support/fixtures';

/**
 * Customer service on the real server (SPEC §2 Contact Customer Service form, §4 Contact form, §5
 * Contact form, §7 call 29): the form signed in and signed out (/loginCS), on both publishers and
 * in both languages, each §5 message, a failed send that keeps every field, live chat, FAQ, chat.
 * Without SMTP_URL the server keeps the mail in its outbox; tests/server/customer-service-mail.test.ts
 * checks delivery to a real SMTP server.
 */

const CUSTSERV = '**/api/custserv-email';

const sendButton = (page: Page, name = 'Send Message') => page.getByRole('button', { name });
/** A text box or a select by its exact accessible name (labels carry a required asterisk). */
const field = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true }).or(page.getByRole('combobox', { name, exact: true }));

/** Holds the next send until the test releases it, so the in-flight state can be seen. */
async function holdNextSend(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    CUSTSERV,
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}

/** Fills the Northwind form for a visitor nobody knows. */
async function fillNorthwindForm(page: Page) {
  await field(page, 'Email Address').fill('reader@example.com');
  await field(page, 'Confirm Email Address').fill('reader@example.com');
  await field(page, 'Name').fill('Robin Reader');
  await field(page, 'Address Line 1').fill('12 Elm Street');
  await field(page, 'City').fill('Springfield');
  await field(page, 'Country').selectOption('US');
  await field(page, 'State').selectOption('IL');
  await field(page, 'Postal Code').fill('62701');
  await field(page, 'Subject').selectOption({ label: 'Something else' });
  await field(page, 'Additional Information').fill('My magazine arrives torn every month.');
}

async function signInToBorealeInFrench(page: Page, baseURL: string | undefined) {
  await page.goto(borealeUrl(baseURL, '/login'));
  await page.getByRole('textbox', { name: 'Numéro de compte' }).fill('20000001');
  await page.getByRole('textbox', { name: 'Code postal' }).fill('H2J2L4');
  await page.getByRole('checkbox', { name: 'Je ne suis pas un robot' }).check();
  await expect(page.getByText('Vérifié')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Trouver votre compte' }).click();
  await expect(page).toHaveURL(/\/accounts\/summary$/);
}

test.describe('Northwind (English)', () => {
  test('signed in: the form is prefilled, sends with Loading..., shows the thank-you text and closes to the summary', async ({ page }) => {
    await signInByAccountNumber(page, '10000001', '10118');
    await page.goto('/accounts/customer-service');
    await expect(field(page, 'Email Address')).toHaveValue('alice.walker@example.com');
    await expect(field(page, 'Confirm Email Address')).toHaveValue('alice.walker@example.com');
    await expect(field(page, 'Name')).toHaveValue('Alice Walker');
    await expect(field(page, 'City')).toHaveValue('New York');
    await expect(field(page, 'Country')).toHaveValue('US');
    await expect(field(page, 'State')).toHaveValue('NY');
    await expect(field(page, 'Account Number')).toHaveValue('10000001');
    // §9: the product is the client's magCode once configuration has loaded (GFT before).
    await expect(field(page, 'Product')).toHaveValue('NWM');
    // Live chat is enabled on this route for Northwind (LiveChat.EnabledRoutes).
    await expect(page.getByRole('link', { name: 'Live Chat' })).toBeVisible();

    await field(page, 'Subject').selectOption({ label: 'Billing question' });
    // §2: the subject's prompt shows above the four-row additional-info box.
    const info = field(page, 'Additional Information');
    await expect(page.getByText('Please give the invoice number and the amount in question.')).toBeVisible();
    await expect(info).toHaveAttribute('rows', '4');
    await info.fill('I was charged twice for invoice 4411.');
    await expectNoAxeViolations(page);

    const release = await holdNextSend(page);
    const request = page.waitForRequest(CUSTSERV);
    await sendButton(page).click();
    await expect(page.getByText('Loading...')).toBeVisible();
    await expect(sendButton(page)).toBeDisabled();
    const body = (await request).postDataJSON();
    expect(body).toMatchObject({
      emailType: 'Send Custserv Email',
      custServEmailAddress: 'service@northwind.example',
      customerEmailAddress: 'alice.walker@example.com',
      emailSubject: 'Billing question',
      prodIdAlias: 'NWM',
      fromLogin: true,
      customer: { accountNumber: '10000001', prodIdAlias: 'NWM', address: { name: 'Alice Walker', address3: '', countryCode: 'US' } },
      emailContent: { emailSubjectSelected: { title: 'Billing question' }, emailAdditionalInfo: 'I was charged twice for invoice 4411.' },
    });
    release();

    const result = page.getByTestId('contact-result');
    await expect(result).toContainText('Thank You! We have received your message and will reply shortly...normally within 2 business days.');
    await expect(result).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/accounts\/summary$/);
  });

  test('changing the product reloads its subjects and clears the subject; its own thank-you text follows', async ({ page }) => {
    await signInByAccountNumber(page, '10000001', '10118');
    await page.goto('/accounts/customer-service');
    // Chosen before the customer's details arrive: they still fill what is empty.
    await field(page, 'Subject').selectOption({ label: 'Billing question' });
    await expect(field(page, 'Email Address')).toHaveValue('alice.walker@example.com');
    await field(page, 'Product').selectOption({ label: 'Northwind Cookbook Club' });
    await expect(field(page, 'Subject')).toHaveValue('');
    await expect(page.getByText('Please give the invoice number and the amount in question.')).toHaveCount(0);
    await expect(field(page, 'Subject').locator('option')).toHaveText(['Select a subject', 'Shipment question', 'Skip or pause the series']);
    await field(page, 'Subject').selectOption({ label: 'Skip or pause the series' });
    await expect(page.getByText('Which shipments would you like to skip?')).toBeVisible();
    await field(page, 'Additional Information').fill('Please skip the March volume.');
    const request = page.waitForRequest(CUSTSERV);
    await sendButton(page).click();
    expect((await request).postDataJSON()).toMatchObject({ prodIdAlias: 'NWB', custServEmailAddress: 'books@northwind.example' });
    await expect(page.getByTestId('contact-result')).toContainText('Thank you! The Cookbook Club team has your message and will reply within 2 business days.');
  });

  test('changing the country clears the state; the state list is the US or the CA list', async ({ page }) => {
    await signInByAccountNumber(page, '10000001', '10118');
    await page.goto('/accounts/customer-service');
    await expect(field(page, 'State')).toHaveValue('NY');
    await field(page, 'Country').selectOption('CA');
    await expect(field(page, 'Province')).toHaveValue('');
    await expect(field(page, 'Province').locator('option', { hasText: 'Quebec' })).toHaveCount(1);
    await field(page, 'Province').selectOption('QC');
    await field(page, 'Country').selectOption('FR');
    await expect(field(page, 'State/Province/Region')).toHaveValue('');
    await field(page, 'Country').selectOption('US');
    await expect(field(page, 'State').locator('option', { hasText: 'New York' })).toHaveCount(1);
  });

  test('signed out on /loginCS: each §5 message, then the message is sent', async ({ page }) => {
    await page.goto('/loginCS');
    // The screen's own content stays (publisher contact text, addresses, ways back).
    await expect(page.getByRole('heading', { name: 'We are here to help' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Sign In' })).toBeVisible();
    await expect(field(page, 'Product')).toHaveValue('NWM');

    await sendButton(page).click();
    for (const message of [
      'Please enter your email address',
      'Please enter your email address again',
      'Please enter your name',
      'Please enter your street address',
      'Please enter your city',
      'Please choose your country',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // Subject and additional information: "Required" (§5).
    await expect(page.getByText('Required', { exact: true })).toHaveCount(2);
    await expectNoAxeViolations(page);

    await field(page, 'Email Address').fill('not-an-email');
    await field(page, 'Email Address').blur();
    await expect(page.getByText('Please enter a valid email address, like name@example.com')).toBeVisible();
    await field(page, 'Email Address').fill('reader@example.com');
    await field(page, 'Confirm Email Address').fill('other@example.com');
    await field(page, 'Confirm Email Address').blur();
    await expect(page.getByText('Emails do not match')).toBeVisible();

    await fillNorthwindForm(page);
    await expect(page.getByText('Emails do not match')).toHaveCount(0);
    const response = page.waitForResponse(CUSTSERV);
    await sendButton(page).click();
    expect((await response).status()).toBe(200);
    await expect(page.getByTestId('contact-result')).toContainText('Thank You! We have received your message');
    await expectNoAxeViolations(page);
  });

  test('a failed send shows the error panel and keeps every field; a retry sends it', async ({ page }) => {
    await page.goto('/loginCS');
    await fillNorthwindForm(page);
    await field(page, 'Account Number').fill('10009999');
    await page.route(CUSTSERV, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' }) }),
    );
    await sendButton(page).click();
    const panel = page.getByRole('alert').filter({ hasText: 'Your message was not sent' });
    await expect(panel).toContainText('Sorry, we could not send your message. Please try again in a few minutes.');
    await expect(panel).toContainText('Everything you typed is still in the form below.');
    await expectNoAxeViolations(page);
    const kept: Array<[string, string]> = [
      ['Email Address', 'reader@example.com'],
      ['Confirm Email Address', 'reader@example.com'],
      ['Name', 'Robin Reader'],
      ['Address Line 1', '12 Elm Street'],
      ['City', 'Springfield'],
      ['Country', 'US'],
      ['State', 'IL'],
      ['Postal Code', '62701'],
      ['Account Number', '10009999'],
      ['Product', 'NWM'],
      ['Additional Information', 'My magazine arrives torn every month.'],
    ];
    for (const [label, value] of kept) await expect(field(page, label)).toHaveValue(value);
    await expect(field(page, 'Subject').locator('option:checked')).toHaveText('Something else');

    await page.unroute(CUSTSERV);
    await sendButton(page).click();
    await expect(page.getByTestId('contact-result')).toBeVisible();
  });

  test('FAQ and chat screens come from configuration; the chat link opens the 250x250 popup', async ({ page }) => {
    await signInByAccountNumber(page, '10000001', '10118');
    await page.goto('/accounts/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    await page.getByRole('button', { name: 'Can I pause delivery while I am away?' }).click();
    const answer = page.getByText('on My Subscriptions and pick the date to resume');
    await expect(answer).toBeVisible();
    await expect(answer.locator('strong')).toHaveText('Suspend');
    await expect(answer.getByRole('link', { name: 'My Subscriptions' })).toHaveAttribute('href', '/accounts/subscriptions');
    await expectNoAxeViolations(page);

    await page.goto('/accounts/chat');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live Chat');
    await expect(page.getByText('Monday to Friday, 8 a.m. to 6 p.m. ET')).toBeVisible();
    await expectNoAxeViolations(page);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Live Chat' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(popup.url()).toContain('/brands/northwind/chat.html');
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([250, 250]);
  });
});

test.describe('Boréale (French)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('portal.locale', 'fr-CA'));
  });

  test('signed in: the prefilled form sends in French and thanks in French; no live chat here', async ({ page, baseURL }) => {
    await signInToBorealeInFrench(page, baseURL);
    await page.goto(borealeUrl(baseURL, '/accounts/customer-service'));
    await expect(field(page, 'Adresse courriel')).toHaveValue('elodie.tremblay@example.ca');
    await expect(field(page, 'Nom')).toHaveValue('Élodie Tremblay');
    await expect(field(page, 'Pays')).toHaveValue('CA');
    await expect(field(page, 'Province')).toHaveValue('QC');
    await expect(field(page, 'Produit')).toHaveValue('BOR');
    await expect(page.getByRole('link', { name: 'Clavardage en direct' })).toHaveCount(0);

    await field(page, 'Objet').selectOption({ label: 'Question de facturation' });
    await expect(page.getByText('Veuillez indiquer le numéro de la facture et le montant en question.')).toBeVisible();
    await field(page, 'Renseignements supplémentaires').fill('J’ai été facturée deux fois.');
    await expectNoAxeViolations(page);
    const request = page.waitForRequest(CUSTSERV);
    await sendButton(page, 'Envoyer le message').click();
    expect((await request).postDataJSON()).toMatchObject({ custServEmailAddress: 'service@boreale.example', emailSubject: 'Question de facturation' });
    await expect(page.getByTestId('contact-result')).toContainText(
      'Merci! Nous avons bien reçu votre message et nous vous répondrons sous peu, normalement dans un délai de 2 jours ouvrables.',
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Fermer' }).click();
    await expect(page).toHaveURL(/\/accounts\/summary$/);
  });

  test('signed out on /loginCS: the §5 messages in French, a failed send in French, then the message is sent', async ({ page, baseURL }) => {
    await page.goto(borealeUrl(baseURL, '/loginCS'));
    await sendButton(page, 'Envoyer le message').click();
    for (const message of [
      'Veuillez saisir votre adresse courriel',
      'Veuillez saisir de nouveau votre adresse courriel',
      'Veuillez saisir votre nom',
      'Veuillez saisir votre adresse municipale',
      'Veuillez saisir votre ville',
      'Veuillez choisir votre pays',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Obligatoire', { exact: true })).toHaveCount(2);

    await field(page, 'Adresse courriel').fill('pas-un-courriel');
    await field(page, 'Adresse courriel').blur();
    await expect(page.getByText('Veuillez saisir une adresse courriel valide, comme nom@exemple.com')).toBeVisible();
    await field(page, 'Adresse courriel').fill('lecteur@example.ca');
    await field(page, 'Confirmez l’adresse courriel').fill('autre@example.ca');
    await field(page, 'Confirmez l’adresse courriel').blur();
    await expect(page.getByText('Les courriels ne correspondent pas')).toBeVisible();
    await field(page, 'Confirmez l’adresse courriel').fill('lecteur@example.ca');
    await field(page, 'Nom').fill('Lou Lecteur');
    await field(page, 'Adresse (ligne 1)').fill('10, rue du Fort');
    await field(page, 'Ville').fill('Québec');
    await field(page, 'Pays').selectOption('CA');
    await field(page, 'Province').selectOption('QC');
    await field(page, 'Produit').selectOption({ label: 'Boutique Boréale' });
    await field(page, 'Objet').selectOption({ label: 'Où est ma commande?' });
    await expect(page.getByText('Veuillez indiquer le numéro de commande.')).toBeVisible();
    await field(page, 'Renseignements supplémentaires').fill('Commande 5521, toujours pas reçue.');
    await expectNoAxeViolations(page);

    await page.route(CUSTSERV, (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ code: 'RATE_LIMITED', message: 'Too many messages.' }) }),
    );
    await sendButton(page, 'Envoyer le message').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Votre message n’a pas été envoyé' })).toContainText(
      'Vous avez envoyé plusieurs messages en peu de temps.',
    );
    await expect(field(page, 'Renseignements supplémentaires')).toHaveValue('Commande 5521, toujours pas reçue.');
    await page.unroute(CUSTSERV);

    const request = page.waitForRequest(CUSTSERV);
    await sendButton(page, 'Envoyer le message').click();
    expect((await request).postDataJSON()).toMatchObject({ prodIdAlias: 'BOB', custServEmailAddress: 'boutique@boreale.example' });
    await expect(page.getByTestId('contact-result')).toContainText('Merci! Nous avons bien reçu votre message');
  });

  test('FAQ and chat in French: answers from configuration, chat not offered', async ({ page, baseURL }) => {
    await signInToBorealeInFrench(page, baseURL);
    await page.goto(borealeUrl(baseURL, '/accounts/faq'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Foire aux questions');
    await page.getByRole('button', { name: 'Où trouver mon numéro de compte?' }).click();
    await expect(page.getByText('sur l’étiquette de chaque numéro')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(borealeUrl(baseURL, '/accounts/chat'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clavardage');
    await expect(page.getByText('Le clavardage n’est pas offert pour le moment.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Clavardage en direct' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
