import { expect, test, type Page } from '@playwright/test';
import { borealeUrl, expectNoAxeViolations, signInByAccountNumber } from './support/fixtures';

/**
 * Suspend and resume, the replacement issue and the extension on the real server (SPEC §2
 * Replacement-issue screen, §4 Generic action cycle and Specific transitions, §6, §7 calls 12–17,
 * §8): each persisted effect shows after the refetch; a failed call shows the §8 message and
 * keeps the choices; axe on every step, in both languages.
 *
 * Accounts changed (no other spec relies on them): 10000003 is suspended and resumed (it ends
 * 'active', no longer 'renewing_soon'), gets one replacement of issue 15 (out of stock: +1 issue),
 * one copy of issue 16 and an extension; Boréale's 20000010 is resumed, then suspended again.
 */

const LOOKUP = '/api/GC-call-globalcustomer';

interface LookedUpOrder {
  orderNumber: string;
  accountNumber: string;
}

/** The order number of the account's first order, as the sign-in's lookup answers it. */
async function orderNumberFrom(page: Page, signIn: () => Promise<void>, accountNumber: string): Promise<string> {
  const lookup = page.waitForResponse((response) => response.url().endsWith(LOOKUP) && response.request().method() === 'POST');
  await signIn();
  const { orders } = (await (await lookup).json()) as { orders: LookedUpOrder[] };
  return orders.find((o) => o.accountNumber === accountNumber)!.orderNumber;
}

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

const card = (page: Page) => page.getByTestId('subscription-card');
const status = (page: Page) => card(page).getByTestId('status-badge');
const currentStep = (page: Page) => page.locator('[aria-current="step"]');

/** The issue the subscription now ends with, as the card shows it. */
async function expiryOf(page: Page): Promise<number> {
  const text = await card(page).getByTestId('subscription-term').innerText();
  return Number(/issue (\d+)/.exec(text)![1]);
}

test('suspending a SERV subscription shows Suspended with Resume after the refetch; resuming shows Active', async ({ page }) => {
  const order = await orderNumberFrom(page, () => signInByAccountNumber(page, '10000003', '90401'), '10000003');
  await page.goto(`/accounts/suspend?order=${order}`);
  await expect(status(page)).toHaveText('Active');

  // Account information: the reason is required.
  await expect(currentStep(page)).toContainText('Account Information');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Required')).toBeVisible();
  await page.getByRole('radio', { name: 'Vacation' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Effective dates: SERV resumes with one of the coming issues (call 15).
  await expect(currentStep(page)).toContainText('Effective Dates');
  await page.getByRole('combobox', { name: 'Resume delivery with issue' }).click();
  await page.getByRole('option', { name: 'Issue 19: Northwind Monthly – December 2026' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Account updates: the review, then the call.
  await expect(currentStep(page)).toContainText('Account Updates');
  await expect(page.getByTestId('suspend-review')).toContainText('Reason: Vacation');
  await expect(page.getByTestId('suspend-review')).toContainText('Delivery resumes with Issue 19: Northwind Monthly – December 2026.');
  await expectNoAxeViolations(page);
  const suspend = page.waitForRequest((r) => r.url().endsWith('/api/cofp'));
  await page.getByRole('button', { name: 'Suspend Delivery' }).click();
  expect((await suspend).postDataJSON()).toEqual({
    action: 'suspend',
    accountNumber: '10000003',
    prodIdAlias: 'NWM',
    suspend: 'Y',
    reasonCode: 'VAC',
    currentMagSwitch: 'X',
    resumeIssue: 19,
  });

  // Confirmation: the refetched order is suspended and offers Resume (§4 status catalogue).
  await expect(currentStep(page)).toContainText('Confirmation');
  await expect(page.getByTestId('action-success')).toHaveText('Delivery of your subscription is suspended.');
  await expect(status(page)).toHaveText('Suspended');
  await expect(card(page)).toContainText('Delivery resumes on Dec 1, 2026');
  await expectNoAxeViolations(page);
  await card(page).getByRole('link', { name: 'Resume' }).click();

  await expect(page).toHaveURL(new RegExp(`/accounts/resume-delivery\\?order=${order}$`));
  await expect(status(page)).toHaveText('Suspended');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Resume Delivery Now' }).click();
  await expect(page.getByTestId('action-success')).toHaveText('Delivery of your subscription has resumed.');
  await expect(status(page)).toHaveText('Active');
  await expectNoAxeViolations(page);

  // Persisted: a fresh page load looks the account up again.
  await page.goto(`/accounts/resume-delivery?order=${order}`);
  await expect(page.getByTestId('flow-unavailable')).toHaveText('Delivery of this subscription is not suspended, so there is nothing to resume.');
});

test('a resume whose first returned item has directResume goes to /accounts/resume', async ({ page }) => {
  const order = await orderNumberFrom(page, () => signInByAccountNumber(page, '10000003', '90401'), '10000003');
  await page.goto(`/accounts/suspend?order=${order}`);
  await page.getByRole('radio', { name: 'Other reason' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('suspend-review')).toContainText('Delivery stays suspended until you resume it.');
  await page.getByRole('button', { name: 'Suspend Delivery' }).click();
  await expect(status(page)).toHaveText('Suspended');

  // The real server resumes; its answer is marked directResume, which no seeded item has.
  await page.route('**/api/cofp', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { items?: Array<{ directResume?: boolean }> };
    await route.fulfill({ response, json: { ...body, items: (body.items ?? []).map((item, i) => ({ ...item, directResume: i === 0 })) } });
  });
  await page.goto(`/accounts/resume-delivery?order=${order}`);
  await page.getByRole('button', { name: 'Resume Delivery Now' }).click();
  await expect(page).toHaveURL(/\/accounts\/resume$/);
  await expect(page.getByRole('heading', { name: 'Your delivery resumes' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/accounts/resume-delivery?order=${order}`);
  await expect(page.getByTestId('flow-unavailable')).toHaveText('Delivery of this subscription is not suspended, so there is nothing to resume.');
});

test('a failed suspend shows the §8 message and keeps every choice', async ({ page }) => {
  const order = await orderNumberFrom(page, () => signInByAccountNumber(page, '10000003', '90401'), '10000003');
  await page.route('**/api/cofp', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: 'The service is unavailable.' }) }),
  );
  await page.goto(`/accounts/suspend?order=${order}`);
  await page.getByRole('radio', { name: 'Temporarily away' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('combobox', { name: 'Resume delivery with issue' }).click();
  await page.getByRole('option', { name: 'Issue 19: Northwind Monthly – December 2026' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Suspend Delivery' }).click();

  await expect(page.getByTestId('action-error')).toHaveText('Error on Suspend: Something went wrong on our side. Please try again.');
  await expect(page.getByTestId('suspend-review')).toContainText('Reason: Temporarily away');
  await expect(page.getByTestId('suspend-review')).toContainText('Issue 19: Northwind Monthly – December 2026');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('combobox', { name: 'Resume delivery with issue' })).toHaveValue('Issue 19: Northwind Monthly – December 2026');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'Temporarily away' })).toBeChecked();
  // Nothing was suspended.
  await expect(status(page)).toHaveText('Active');
});

test('a replacement of an out-of-stock issue extends the expiry by one issue; an available one is sent', async ({ page }) => {
  const order = await orderNumberFrom(page, () => signInByAccountNumber(page, '10000003', '90401'), '10000003');
  await page.goto(`/accounts/replacement?order=${order}`);
  await expect(currentStep(page)).toContainText('Reason');
  const before = await expiryOf(page);
  await expectNoAxeViolations(page);

  await page.getByRole('radio', { name: 'Missing Issue' }).check();
  await page.getByRole('radio', { name: 'Issue 15: Northwind Monthly – August 2026' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(currentStep(page)).toContainText('Confirmation');
  await expect(page.getByTestId('out-of-stock')).toContainText('automatic one-issue extension');
  // The issue the extension adds, from the order's coming issues (call 15).
  await expect(page.getByTestId('out-of-stock')).toContainText(`Your subscription will then end with this issue: Issue ${before + 1}: Northwind Monthly`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit Request' }).click();

  await expect(currentStep(page)).toContainText('Replacement');
  await expect(page.getByRole('heading', { name: 'Thank you! Your request was received.' })).toBeVisible();
  await expect(page.getByTestId('action-success')).toHaveText(
    'Issue 15: Northwind Monthly – August 2026 is out of stock, so your subscription has been extended by one issue instead.',
  );
  await expect.poll(() => expiryOf(page)).toBe(before + 1);
  await expectNoAxeViolations(page);

  // Submit another issue: back at Reason, issue 15 can no longer be chosen.
  await page.getByRole('button', { name: 'Submit another issue' }).click();
  await expect(currentStep(page)).toContainText('Reason');
  await expect(page.getByRole('radio', { name: 'Issue 15: Northwind Monthly – August 2026' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Damaged Issue' }).check();
  await page.getByRole('radio', { name: 'Issue 16: Northwind Monthly – September 2026' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This issue is available: we can send you a copy.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Receive the missing issue' })).toBeChecked();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByTestId('action-success')).toHaveText('A copy of Issue 16: Northwind Monthly – September 2026 is on its way.');
  await expect(card(page).getByTestId('subscription-term')).toContainText(`issue ${before + 1}`);

  await page.getByRole('button', { name: "I'm Done" }).click();
  await expect(page).toHaveURL(/\/accounts\/summary$/);
});

test('a failed replacement shows "Oops! Something went wrong!" with the §8 message and keeps the choices', async ({ page }) => {
  const order = await orderNumberFrom(page, () => signInByAccountNumber(page, '10000003', '90401'), '10000003');
  await page.route('**/api/cofp', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: 'The service is unavailable.' }) }),
  );
  await page.goto(`/accounts/replacement?order=${order}`);
  await page.getByRole('radio', { name: 'Damaged Issue' }).check();
  await page.getByRole('radio', { name: 'Issue 17: Northwind Monthly – October 2026' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Extend my subscription by one issue instead' }).check();
  await page.getByRole('button', { name: 'Submit Request' }).click();

  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong!' })).toBeVisible();
  await expect(page.getByTestId('action-error')).toHaveText('Error on Replacement Issue: Something went wrong on our side. Please try again.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByTestId('replacement-choice')).toHaveText('Damaged Issue: Issue 17: Northwind Monthly – October 2026');
  await expect(page.getByRole('radio', { name: 'Extend my subscription by one issue instead' })).toBeChecked();
});

test('an extension moves the expiry by the chosen number of issues', async ({ page }) => {
  const order = await orderNumberFrom(page, () => signInByAccountNumber(page, '10000003', '90401'), '10000003');
  await page.goto(`/accounts/extend?order=${order}`);
  const before = await expiryOf(page);
  await expectNoAxeViolations(page);
  await page.getByRole('combobox', { name: 'How many issues would you like to add?' }).click();
  await page.getByRole('option', { name: '3', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('extension-review')).toHaveText(
    `Your subscription now ends with issue ${before}. After the extension it will end with issue ${before + 3}.`,
  );
  // The price comes first (issue 13 item 5): Northwind Monthly is $29.99 for 12 issues, $2.50 an issue.
  await expect(page.getByTestId('extension-price')).toHaveText('The 3 added issues cost $7.50. We will send you a bill, which you can pay under Make a Payment.');
  await expectNoAxeViolations(page);
  const extension = page.waitForRequest((r) => r.url().endsWith('/api/orderupdate'));
  await page.getByRole('button', { name: 'Extend Subscription' }).click();
  expect((await extension).postDataJSON()).toMatchObject({ action: 'extension', accountNumber: '10000003', order: { subscriptionEnd: before + 3 } });
  await expect(page.getByTestId('action-success')).toHaveText(`Your subscription now ends with issue ${before + 3}.`);
  const invoice = `INV-EXT-${order}-${before + 3}`;
  await expect(page.getByTestId('extension-bill')).toHaveText(`Invoice ${invoice} of $7.50 was added to your account. Pay it now`);
  await expect.poll(() => expiryOf(page)).toBe(before + 3);
  await expectNoAxeViolations(page);
  // The bill is real: Make a Payment lists it.
  await page.getByRole('link', { name: 'Pay it now' }).click();
  await expect(page).toHaveURL(/\/accounts\/payment\?account=10000003&order=/);
  await page.goto('/accounts/payment');
  await expect(page.getByTestId('open-invoices').locator(`tr[data-invoice="${invoice}"]`)).toContainText('$7.50');
});

test('a flow refuses with a clear text what it may not do', async ({ page }) => {
  const order = await orderNumberFrom(page, () => signInByAccountNumber(page, '10000001', '10118'), '10000001');
  await page.goto(`/accounts/resume-delivery?order=${order}`);
  await expect(page.getByTestId('flow-unavailable')).toHaveText('Delivery of this subscription is not suspended, so there is nothing to resume.');
  await page.goto('/accounts/suspend?order=N999999');
  await expect(page.getByTestId('order-not-found')).toContainText('We could not find this subscription on your account.');
  await expectNoAxeViolations(page);
});

test.describe('Boréale in French', () => {
  // Each test signs in through the bot check (a proof of work) and walks two flows: on a loaded
  // machine that outlasts the default 30 s, and a retry then starts from the first try's data.
  test.slow();

  test('resumes the suspended SERVPF series, then suspends it again with a resume date', async ({ page, baseURL }) => {
    const order = await orderNumberFrom(page, () => signInOnBoreale(page, baseURL, '20000010', 'K1P5B7'), '20000010');
    await page.goto(borealeUrl(baseURL, `/accounts/resume-delivery?order=${order}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Reprise de la livraison' })).toBeVisible();
    await expect(status(page)).toHaveText('Suspendu');
    await expectNoAxeViolations(page);
    const resume = page.waitForRequest((r) => r.url().endsWith('/api/series'));
    await page.getByRole('button', { name: 'Reprendre la livraison maintenant' }).click();
    expect((await resume).postDataJSON()).toEqual({
      updateType: 'suspendresume',
      prodIdAlias: 'BOC',
      recipAccountNumber: '20000010',
      planCode: 'BOC-BIMONTHLY',
      suspendSwitch: 'N',
    });
    await expect(page.getByTestId('action-success')).toHaveText('La livraison de votre abonnement a repris.');
    await expect(status(page)).toHaveText('Actif');
    await expectNoAxeViolations(page);

    // Suspended again as the seed had it: a series resumes on a date (PUT /series).
    await page.goto(borealeUrl(baseURL, `/accounts/suspend?order=${order}`));
    await expect(currentStep(page)).toContainText('Renseignements sur le compte');
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'Absence temporaire' }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Reprendre la livraison le').fill('2027-02-01');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByTestId('suspend-review')).toContainText('Motif : Absence temporaire');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Suspendre la livraison' }).click();
    await expect(page.getByTestId('action-success')).toHaveText('La livraison de votre abonnement est suspendue.');
    await expect(status(page)).toHaveText('Suspendu');
    await expectNoAxeViolations(page);
  });

  test('the replacement steps and the extension read in French', async ({ page, baseURL }) => {
    const order = await orderNumberFrom(page, () => signInOnBoreale(page, baseURL, '20000009', '05401'), '20000009');
    await page.route('**/api/orderupdate', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: 'Service indisponible.' }) }),
    );
    await page.goto(borealeUrl(baseURL, `/accounts/replacement?order=${order}`));
    await expect(currentStep(page)).toContainText('Motif');
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'Numéro endommagé' }).check();
    await page.getByRole('radio', { name: /^Numéro 16 :/ }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByTestId('out-of-stock')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(borealeUrl(baseURL, '/accounts/resume'));
    await expect(page.getByRole('heading', { name: 'Votre livraison reprend' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(borealeUrl(baseURL, `/accounts/extend?order=${order}`));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('button', { name: 'Prolonger l’abonnement' }).click();
    await expect(page.getByTestId('action-error')).toHaveText('Erreur lors de la prolongation: Un problème est survenu de notre côté. Veuillez réessayer.');
    await expectNoAxeViolations(page);
  });
});
