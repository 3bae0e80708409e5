import { expect, test, type Page, type Request } from '@playwright/test';
import { borealeUrl, expectNoAxeViolations, signInByAccountNumber } from './support/fixtures';

/**
 * Make a Payment and the Wallet on the real server (SPEC §3 Payment, §4 Generic action cycle and
 * Specific transitions, §7 calls 20 and 24, §8): each payment and card update persists and shows
 * after the refetch; a double click pays once; a failed payment shows 'Error on Payment' and
 * keeps what was chosen; a card the capture script refuses sends nothing; axe on every step.
 *
 * Accounts changed (no other spec changes them): 10000005's and 10000011's open invoices are paid
 * by a new card, 10000019's (SERVPF) with auto-renew, which moves its plan to the card, and
 * 10000023's expired card is replaced, 10000018's held series is paid and released, 10000004's expired subscription is renewed. Boréale's 20000001 is only looked at (French).
 */

const LOOKUP = '/api/GC-call-globalcustomer';
const VISA = { number: '4242 4242 4242 4242', digits: '4242424242424242', month: '12', year: '2030', securityCode: '123' };
/** Our test processor declines this (Luhn-valid) card. */
const DECLINED = '4000 0000 0000 0002';
const MASTERCARD = { number: '5555 5555 5555 4444', digits: '5555555555554444', month: '11', year: '2031', securityCode: '321' };

/** Every card number a test here types; none may leave the card form, with or without its spaces. */
const TYPED_PANS = [VISA.number, MASTERCARD.number, DECLINED, '4242 4242 4242 4241', '1234 5678 9012 3456'];
const PAN_FORMS = TYPED_PANS.flatMap((pan) => [pan, pan.replace(/\s/g, '')]);

/**
 * Whatever the browser sent or logged during the test: each request's method, URL (as sent and
 * decoded) and body, from every page of the context, and every console message and page error.
 */
let traffic: string[] = [];

test.beforeEach(({ context }) => {
  traffic = [];
  context.on('request', (request) => {
    const url = request.url();
    let decoded = url;
    try {
      decoded = decodeURIComponent(url.replace(/\+/g, ' '));
    } catch {
      // A malformed escape: the URL as sent is checked.
    }
    traffic.push(`${request.method()} ${url}\n${decoded}\n${request.postData() ?? ''}`);
  });
  context.on('console', (message) => traffic.push(`console.${message.type()}: ${message.text()}`));
  context.on('weberror', (error) => traffic.push(`pageerror: ${error.error().message}`));
});

test.afterEach(() => {
  expect(traffic.length).toBeGreaterThan(0);
  const leaks = traffic.filter((entry) => PAN_FORMS.some((pan) => entry.includes(pan)));
  expect(leaks, 'a card number left the card form (request URL, body or console)').toEqual([]);
});

/** The calls that move money or change a card: none may carry a card number. */
const MONEY_CALL = /\/api\/(payment|cardupdate|payment-instrument|series)$/;

async function orderNumberFrom(page: Page, accountNumber: string, postalCode: string): Promise<string> {
  const lookup = page.waitForResponse((response) => response.url().endsWith(LOOKUP) && response.request().method() === 'POST');
  await signInByAccountNumber(page, accountNumber, postalCode);
  const { orders } = (await (await lookup).json()) as { orders: Array<{ orderNumber: string; accountNumber: string; orderStatus: string }> };
  return orders.find((o) => o.accountNumber === accountNumber && o.orderStatus !== 'completed')!.orderNumber;
}

/** Records every money call the page sends. */
function recordMoneyCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (MONEY_CALL.test(new URL(request.url()).pathname)) calls.push(request);
  });
  return calls;
}

async function fillCard(page: Page, card: typeof VISA, name: string) {
  const form = page.getByTestId('card-form');
  await form.getByRole('textbox', { name: 'Name on card' }).fill(name);
  await form.getByRole('textbox', { name: 'Card number' }).fill(card.number);
  await form.getByRole('combobox', { name: 'Expiry month' }).selectOption(card.month);
  await form.getByRole('combobox', { name: 'Expiry year' }).selectOption(card.year);
  await form.getByRole('textbox', { name: 'Security code' }).fill(card.securityCode);
}

const currentStep = (page: Page) => page.locator('[aria-current="step"]');
const summaryOf = (page: Page, name: string) => page.getByRole('region', { name });

/** No request body sent so far holds a card number or a security-code field. */
function expectNoCardNumberSent(calls: Request[], ...numbers: string[]) {
  for (const call of calls) {
    const body = call.postData() ?? '';
    for (const number of numbers) expect(body).not.toContain(number);
    expect(body).not.toMatch(/creditCardNumber|securityCode|cvc/i);
  }
}

test('Pay Now pays 10000005’s open invoice with a new card: confirmed, then shown paid and Pay Now gone', async ({ page }) => {
  const order = await orderNumberFrom(page, '10000005', '98109');
  const calls = recordMoneyCalls(page);
  const summary = summaryOf(page, 'Northwind Monthly, account 10000005');
  await summary.getByRole('link', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/payment\\?account=10000005&order=${order}$`));

  // The link chose the order's invoice; no card on file, so a new card.
  await expect(page.getByTestId('invoice-being-paid')).toHaveText(`Invoice INV-${order} of account 10000005: $29.99`);
  await expect(currentStep(page)).toContainText('Account Updates');
  await expect(page.getByRole('radio', { name: 'A new card' })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await fillCard(page, VISA, 'Erin Kowalski');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  const review = page.getByTestId('payment-review');
  await expect(review).toContainText('You are paying $29.99 with your Visa ending in 4242, expires 12/2030.');
  await expectNoAxeViolations(page);
  const payment = page.waitForResponse((r) => r.url().endsWith('/api/payment') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Pay $29.99' }).click();
  const answer = await payment;
  expect(answer.status()).toBe(200);
  const { transactionNumber } = (await answer.json()) as { transactionNumber: string };
  expect(answer.request().postDataJSON()).toMatchObject({
    accountNumber: '10000005',
    invoiceNumber: `INV-${order}`,
    amountPaid: 29.99,
    paymentType: 'CC',
    creditCardType: 'Visa',
    creditCardLastFour: '4242',
    creditCardExpireMonth: '12',
    creditCardExpireYear: '2030',
    autoRenewOptin: 'N',
    systemCode: 'SERV',
  });
  expect(answer.request().postDataJSON().cardProfileId).toMatch(/^pct_[0-9a-f]{32}$/);
  expect(answer.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

  const confirmation = page.locator('[data-page-type="payment-confirmation"]');
  await expect(confirmation.getByTestId('action-success')).toContainText(`We received your payment of $29.99 for invoice INV-${order}.`);
  await expect(confirmation.getByTestId('confirmation-transaction')).toHaveText(`Transaction number: ${transactionNumber}`);
  await expect(currentStep(page)).toContainText('Confirmation');
  await expectNoAxeViolations(page);
  expectNoCardNumberSent(calls, VISA.digits, VISA.number);

  // Persisted: a fresh load lists the invoice as paid with its transaction, and the summary has no Pay Now.
  await page.goto('/accounts/payment');
  await expect(page.getByTestId('no-open-invoices')).toBeVisible();
  const paidRow = page.getByTestId('paid-invoices').locator(`tr[data-invoice="INV-${order}"]`);
  await expect(paidRow.getByTestId('transaction-number')).toHaveText(transactionNumber);
  await expect(paidRow).toContainText('Card');
  await expectNoAxeViolations(page);
  await page.goto('/accounts/summary');
  await expect(summary.getByTestId('status-badge')).toHaveText('Active');
  await expect(summary.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
  await expect(summary).not.toContainText('Open invoices');
});

test('10000018: a series held over its credit limit offers Pay Now; paying in full lifts the hold and says when delivery resumes', async ({ page }) => {
  await signInByAccountNumber(page, '10000018', '45202');
  await page.goto('/accounts/subscriptions');
  const held = page.locator('[data-order]').filter({ has: page.getByTestId('status-badge').getByText('Suspended over credit limit', { exact: true }) });
  await expect(held).toHaveCount(1);
  await expect(held.getByTestId('status-badge')).toHaveAttribute('data-danger', 'true');
  await held.getByRole('link', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/accounts\/payment\?account=10000018&order=/);
  await expect(page.getByTestId('invoice-being-paid')).toContainText('$74.85');
  // The Discover on file pays.
  await page.getByRole('radio', { name: /Discover ending in 1117/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Pay $74.85' }).click();

  const confirmation = page.locator('[data-page-type="payment-confirmation"]');
  await expect(confirmation.getByTestId('action-success')).toContainText('We received your payment of $74.85');
  await expect(confirmation.getByTestId('hold-released')).toContainText('Your hold is lifted');
  await expect(confirmation.getByTestId('hold-released')).toContainText(/Delivery resumes with the next volume, shipping on [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
  await expectNoAxeViolations(page);

  // Persisted: the series is active again, with no Pay Now, and it can be suspended.
  await page.goto('/accounts/subscriptions');
  const series = page.locator('[data-order]').filter({ hasText: 'Northwind Cookbook Club' });
  await expect(series.getByTestId('status-badge')).toHaveText('Active');
  await expect(series.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
  await expect(series.getByRole('link', { name: 'Suspend Delivery' })).toBeVisible();

  // The account activity shows the payment (issue 13 item 6).
  await page.getByRole('navigation').getByRole('link', { name: 'Account Activity' }).first().click();
  await expect(page).toHaveURL(/\/accounts\/activity$/);
  const payment = page.getByTestId('activity-entry').first();
  await expect(payment).toHaveAttribute('data-kind', 'payment');
  await expect(payment.getByTestId('activity-amount')).toHaveText('$74.85 paid');
  await expect(payment).toContainText(/reference T/);
  await expectNoAxeViolations(page);
});

test('10000004 renews an expired subscription in the portal: terms and price, then Make a Payment with the bill chosen, then the new end', async ({ page }) => {
  await signInByAccountNumber(page, '10000004', '02108');
  await page.goto('/accounts/subscriptions');
  const expired = page.locator('article[data-order]').filter({ has: page.getByRole('link', { name: 'Renew Now' }) });
  await expect(expired).toHaveCount(1);
  const order = (await expired.getAttribute('data-order'))!;
  await expect(expired.getByTestId('subscription-term')).toHaveText(/^Ended on /);
  await expired.getByRole('link', { name: 'Renew Now' }).click();
  await expect(page).toHaveURL(`/accounts/renew?order=${order}`);
  await expect(page.getByTestId('renewal-terms')).toContainText('for 12 more issues for $29.99');
  await expectNoAxeViolations(page);

  const renewal = page.waitForResponse((r) => r.url().endsWith('/api/renewal'));
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const bill = (await (await renewal).json()) as { invoiceNumber: string; amountDue: number };
  expect(bill).toMatchObject({ invoiceNumber: expect.stringMatching(new RegExp(`^INV-REN-${order}-`)), amountDue: 29.99 });
  await expect(page).toHaveURL(new RegExp(`/accounts/payment\\?account=10000004&order=${order}&invoice=${bill.invoiceNumber}$`));
  await expect(page.getByTestId('invoice-being-paid')).toHaveText(`Invoice ${bill.invoiceNumber} of account 10000004: $29.99`);
  await page.getByRole('radio', { name: 'A new card' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillCard(page, VISA, 'Daniel Okafor');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Pay $29.99' }).click();
  const renewed = page.getByTestId('renewed');
  await expect(renewed).toContainText('Your subscription is renewed');
  await expect(renewed).toContainText(/It now runs until [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
  await expectNoAxeViolations(page);

  // Persisted: active again, with its new end, and nothing left to renew or pay.
  await page.goto('/accounts/subscriptions');
  const card = page.locator(`article[data-order="${order}"]`);
  await expect(card.getByTestId('status-badge')).toHaveText('Active');
  await expect(card.getByTestId('subscription-term')).toHaveText(/^Expires [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(card.getByRole('link', { name: 'Renew Now' })).toHaveCount(0);
});

test('a double click on Pay charges 10000011 once', async ({ page }) => {
  await signInByAccountNumber(page, '10000011', '78701');
  const calls = recordMoneyCalls(page);
  let paidAnswers = 0;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/payment') && response.request().method() === 'POST' && response.status() === 200) paidAnswers += 1;
  });
  await page.goto('/accounts/payment');
  const open = page.getByTestId('open-invoices');
  const invoiceNumber = await open.locator('tr[data-invoice]').first().getAttribute('data-invoice');
  await expect(currentStep(page)).toContainText('Account Information');
  await expectNoAxeViolations(page);
  await open.getByRole('button', { name: `Pay invoice ${invoiceNumber}, $29.99` }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillCard(page, VISA, 'Jack Thompson');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('button', { name: 'Pay $29.99' }).dblclick();
  await expect(page.locator('[data-page-type="payment-confirmation"]')).toBeVisible();
  const transaction = (await page.getByTestId('confirmation-transaction').innerText()).replace('Transaction number: ', '');

  // The refetched data shows one payment of the invoice.
  await page.goto('/accounts/payment');
  await expect(page.getByTestId('no-open-invoices')).toBeVisible();
  const paidRows = page.getByTestId('paid-invoices').locator(`tr[data-invoice="${invoiceNumber}"]`);
  await expect(paidRows).toHaveCount(1);
  await expect(paidRows.getByTestId('transaction-number')).toHaveText(transaction);
  expect(calls.filter((c) => c.url().endsWith('/api/payment'))).toHaveLength(1);
  expect(paidAnswers).toBe(1);
});

test('10000019 (SERVPF): a refused card sends nothing; a declined card and a failed payment show Error on Payment and keep the choices; the retry pays with the same key and moves the plan to the card', async ({ page }) => {
  const order = await orderNumberFrom(page, '10000019', '05401');
  const calls = recordMoneyCalls(page);
  await page.goto(`/accounts/payment?account=10000019&order=${order}`);
  await expect(page.getByTestId('invoice-being-paid')).toContainText('$24.95');
  await page.getByRole('button', { name: 'Continue' }).click();

  // A number failing the Luhn check: the form says so and nothing is sent.
  await fillCard(page, { ...VISA, number: '4242 4242 4242 4241' }, 'Quentin Adams');
  await page.getByRole('button', { name: 'Continue' }).click();
  const number = page.getByRole('textbox', { name: 'Card number' });
  await expect(page.getByText('Enter a valid card number. Check the digits and try again.')).toBeVisible();
  await expect(number).toHaveAccessibleDescription('Enter a valid card number. Check the digits and try again.');
  await expect(number).toHaveValue('4242 4242 4242 4241');
  await expectNoAxeViolations(page);
  expect(calls).toEqual([]);

  // The processor's declined test card: the gateway refuses it (422) and the review says so.
  await number.fill(DECLINED);
  await page.getByRole('button', { name: 'Continue' }).click();
  const declined = page.waitForResponse((r) => r.url().endsWith('/api/payment') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Pay $24.95' }).click();
  expect((await declined).status()).toBe(422);
  await expect(page.getByTestId('action-error')).toHaveText('Error on Payment: The card was declined. Please use another card.');
  const declinedKey = (await declined).request().headers()['idempotency-key'];

  // Another card: back to the method, a new card again (name and expiry kept, the number not).
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Quentin Adams');
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue('');
  await fillCard(page, VISA, 'Quentin Adams');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: 'Renew automatically with this card' }).check();

  // The gateway fails: §8 'Error on Payment', the review keeps the card and the opt-in.
  const failedKeys: string[] = [];
  await page.route('**/api/payment', async (route) => {
    failedKeys.push(route.request().headers()['idempotency-key']!);
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: 'Internal server error' }) });
  });
  await page.getByRole('button', { name: 'Pay $24.95' }).click();
  await expect(page.getByTestId('action-error')).toHaveText('Error on Payment: Something went wrong on our side. Please try again.');
  await expect(page.getByTestId('payment-review')).toContainText('You are paying $24.95 with your Visa ending in 4242, expires 12/2030.');
  await expect(page.getByRole('checkbox', { name: 'Renew automatically with this card' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Pay $24.95' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await page.unroute('**/api/payment');

  // The retry: the same body with the same key; after it, PUT /series moves the plan to the card (§4).
  const payment = page.waitForResponse((r) => r.url().endsWith('/api/payment') && r.request().method() === 'POST');
  const followUp = page.waitForResponse((r) => r.url().endsWith('/api/series') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Pay $24.95' }).click();
  const paid = await payment;
  expect(paid.status()).toBe(200);
  expect(paid.request().headers()['idempotency-key']).toBe(failedKeys[0]);
  expect(failedKeys[0]).not.toBe(declinedKey);
  expect(paid.request().postDataJSON()).toMatchObject({ systemCode: 'SERVPF', errorSwitch: 'O', autoRenewOptin: 'Y' });
  const series = await followUp;
  expect(series.status()).toBe(200);
  expect(series.request().postDataJSON()).toMatchObject({ updateType: 'cardupdate', recipAccountNumber: '10000019', creditCardLastFour: '4242' });
  expect(series.request().postDataJSON().cardProfileId).toBe(paid.request().postDataJSON().cardProfileId);

  const confirmation = page.locator('[data-page-type="payment-confirmation"]');
  await expect(confirmation.getByTestId('action-success').first()).toContainText('We received your payment of $24.95');
  await expect(confirmation).toContainText('Your plan now renews with this card.');
  await expectNoAxeViolations(page);
  expectNoCardNumberSent(calls, VISA.digits, VISA.number, '4242424242424241', '4000000000000002', DECLINED);

  // Persisted: the summary offers no Pay Now, and the wallet holds the card for the plan.
  await page.goto('/accounts/summary');
  await expect(summaryOf(page, 'Northwind Cookbook Club, account 10000019').getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
  await page.goto('/accounts/wallet');
  await expect(page.getByTestId('payment-method').filter({ hasText: 'Visa ending in 4242' })).toContainText('account 10000019');
});

test('updating 10000023’s expired card in the wallet clears the warning and the status', async ({ page }) => {
  await signInByAccountNumber(page, '10000023', '20003');
  const calls = recordMoneyCalls(page);
  const summary = summaryOf(page, 'Northwind Digital, account 10000023');
  await expect(summary.getByTestId('status-badge')).toHaveText('Payment method needs updated');
  await summary.getByRole('link', { name: 'Update it in your wallet' }).click();
  await expect(page).toHaveURL(/\/accounts\/wallet$/);

  const expired = page.getByTestId('payment-method').filter({ hasText: 'Visa ending in 0341' });
  await expect(expired.getByTestId('needs-attention')).toContainText('This card has expired or was declined.');
  await expect(expired.getByTestId('associated-accounts')).toHaveText('Northwind Digital, account 10000023');
  await expectNoAxeViolations(page);
  await expired.getByRole('button', { name: 'Update card ending in 0341' }).click();

  await expect(page.getByTestId('card-being-replaced')).toHaveText('Replacing your Visa ending in 0341, expires 10/2026');
  await fillCard(page, MASTERCARD, 'Uma Patel');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('card-review')).toContainText('Your new card: Mastercard ending in 4444, expires 11/2031. It will pay for:');
  await expectNoAxeViolations(page);

  const update = page.waitForResponse((r) => r.url().endsWith('/api/payment-instrument') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save card' }).click();
  const answer = await update;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({
    accountNumber: '10000023',
    systemCode: 'RESIN',
    resinCustomerId: 'rcus_10000023',
    resinClientId: 'northwind-digital',
    creditCardType: 'Mastercard',
    creditCardLastFour: '4444',
  });
  await expect(page.getByTestId('action-success')).toHaveText('Your card was updated. The accounts it pays for now use your new card.');
  const updated = page.getByTestId('payment-method').filter({ hasText: 'Mastercard ending in 4444' });
  await expect(updated).toContainText('expires 11/2031');
  await expect(page.getByTestId('needs-attention')).toHaveCount(0);
  await expectNoAxeViolations(page);
  expectNoCardNumberSent(calls, MASTERCARD.digits, MASTERCARD.number);

  await page.goto('/accounts/summary');
  await expect(summary.getByTestId('status-badge')).toHaveText('Active');
  await expect(summary.getByRole('link', { name: 'Update it in your wallet' })).toHaveCount(0);
});

test('Boréale in French: the wallet and the card form, with a refused number that sends nothing', async ({ page, baseURL }) => {
  await page.addInitScript(() => localStorage.setItem('portal.locale', 'fr-CA'));
  await page.goto(borealeUrl(baseURL, '/login'));
  await page.getByRole('textbox', { name: 'Numéro de compte' }).fill('20000001');
  await page.getByRole('textbox', { name: 'Code postal' }).fill('H2J2L4');
  await page.getByRole('checkbox', { name: 'Je ne suis pas un robot' }).check();
  await expect(page.getByText('Vérifié')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Trouver votre compte' }).click();
  await expect(page).toHaveURL(/\/accounts\/summary$/);
  const calls = recordMoneyCalls(page);

  await page.getByRole('navigation', { name: 'Navigation du compte' }).getByRole('link', { name: 'Portefeuille' }).click();
  const visa = page.getByTestId('payment-method').filter({ hasText: 'Visa se terminant par 9424' });
  await expect(visa).toContainText('date d’expiration 05/2028');
  await expect(visa.getByTestId('associated-accounts')).toHaveText('Boréale, compte 20000001');
  await expectNoAxeViolations(page);

  // Boréale configures no capture script: ours is loaded.
  await visa.getByRole('button', { name: 'Mettre à jour la carte se terminant par 9424' }).click();
  const form = page.getByTestId('card-form');
  await form.getByRole('textbox', { name: 'Numéro de carte' }).fill('1234 5678 9012 3456');
  await form.getByRole('combobox', { name: 'Mois d’expiration' }).selectOption('01');
  await form.getByRole('combobox', { name: 'Année d’expiration' }).selectOption('2031');
  await form.getByRole('textbox', { name: 'Code de sécurité' }).fill('123');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Entrez un numéro de carte valide. Vérifiez les chiffres et réessayez.')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(calls).toEqual([]);
});
