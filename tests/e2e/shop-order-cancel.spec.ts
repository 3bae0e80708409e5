import { expect, test, type Page } from '@playwright/test';
import { borealeUrl, expectNoAxeViolations, signInByAccountNumber, signInOnBorealeInFrench } from './support/fixtures';

/**
 * Cancel of a shop order on the real server (SPEC §4 actions: Cancel where the shop allows it; §7
 * call 22 cancel): the orders table offers Cancel only on the order nothing of which shipped (not
 * on the one whose first line shipped), the screen shows the full refund, a refusal the server
 * really answers (the request is routed to the order that shipped: 409 SHOP_ORDER_SHIPPED, shown in
 * the subscriber's language), then the cancel that goes through and the canceled status after the
 * refetch. Axe on every step. Accounts changed (no other spec or executor uses them): Northwind
 * 10000042 in English, Boréale 20000041 in French.
 */

const ORDER_UPDATE = '**/api/orderupdate';

/** The order number of the table row that holds `item`. */
const orderNumberOfRow = async (page: Page, item: string) =>
  (await page.locator('tr', { has: page.getByText(item) }).getAttribute('data-order'))!;

/** The next PUT /orderupdate goes to the server for order `orderNumber` instead: the server refuses it. */
async function cancelInstead(page: Page, orderNumber: string) {
  await page.route(ORDER_UPDATE, async (route) => {
    const body = route.request().postDataJSON() as { order: { orderNumber: string } };
    body.order.orderNumber = orderNumber;
    await route.continue({ postData: JSON.stringify(body) });
  }, { times: 1 });
}

test('Northwind in English: cancel the order that has not shipped, refused once by the server, then canceled and refunded (10000042)', async ({ page }) => {
  await signInByAccountNumber(page, '10000042', '02116');
  await page.goto('/accounts/orders');
  const links = page.getByRole('link', { name: /^Cancel order / });
  // The order whose tote bag shipped offers no Cancel (its tote bag can be returned).
  await expect(links).toHaveCount(1);
  const shipped = await orderNumberOfRow(page, 'Northwind 2027 calendar');
  await expect(page.getByRole('link', { name: `Cancel order ${shipped}` })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await links.first().click();
  await expect(page).toHaveURL(/\/accounts\/cancel\?order=N\d+$/);
  await expect(page.getByTestId('cancel-quote')).toContainText('Canceling today refunds $46.00 to the card you paid with.');
  await expect(page.getByRole('link', { name: 'Keep my order' })).toBeVisible();
  await expectNoAxeViolations(page);

  await cancelInstead(page, shipped);
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText('Items of this order have already shipped, so it can no longer be cancelled. You can return them once they arrive.')).toBeVisible();
  await expectNoAxeViolations(page);

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/orderupdate') && r.method() === 'PUT');
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const body = (await sent).postDataJSON() as { systemCode: string; order: { orderStatus: string; cancel: string; refundType: string } };
  expect(body).toMatchObject({ systemCode: 'EHUB', order: { orderStatus: 'cancel', cancel: 'Y', refundType: 'R' } });
  const confirmation = page.getByTestId('cancel-confirmation');
  await expect(confirmation).toContainText('Your order is canceled');
  await expect(confirmation).toContainText('$46.00 will be refunded to the card you paid with.');
  await expectNoAxeViolations(page);
  await page.goto('/accounts/orders');
  await expect(page.locator('tr', { has: page.getByText('Northwind poster set') })).toContainText(/canceled/i);
  await expect(page.getByRole('link', { name: /^Cancel order / })).toHaveCount(0);
});

test('Boréale en français : annuler la commande non expédiée, un refus du serveur, puis annulée et remboursée (20000041)', async ({ page, baseURL }) => {
  await signInOnBorealeInFrench(page, baseURL, '20000041', 'H2Y1H2');
  await page.goto(borealeUrl(baseURL, '/accounts/orders'));
  const links = page.getByRole('link', { name: /^Annuler la commande / });
  await expect(links).toHaveCount(1);
  const shipped = await orderNumberOfRow(page, 'Calendrier Boréale 2027');
  await expectNoAxeViolations(page);
  await links.first().click();
  await expect(page.getByTestId('cancel-quote')).toContainText('56,00');
  await expect(page.getByRole('link', { name: 'Garder ma commande' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The server refuses the order whose calendar shipped: the French message, no English.
  await cancelInstead(page, shipped);
  await page.getByRole('button', { name: 'Annuler la commande' }).click();
  await expect(page.getByText('Des articles de cette commande ont déjà été expédiés : elle ne peut donc plus être annulée. Vous pourrez les retourner à leur réception.')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/shipped|cancel/i);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Annuler la commande' }).click();
  const confirmation = page.getByTestId('cancel-confirmation');
  await expect(confirmation).toContainText('Votre commande est annulée');
  await expect(confirmation).toContainText('56,00');
  await expectNoAxeViolations(page);
  await page.goto(borealeUrl(baseURL, '/accounts/orders'));
  await expect(page.getByRole('link', { name: /^Annuler la commande / })).toHaveCount(0);
});
