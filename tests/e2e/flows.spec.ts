import { expect, test, type Page } from '@playwright/test';
import { machineAtlas } from '../../machines/index';
import { borealeUrl, expectNoAxeViolations } from './support/fixtures';

/**
 * The flow atlas as analysts read it (issue 14): the index, one page per flow in business words in
 * both languages, a diagram readable at first view and zoomable, and the walk mode.
 */

/** Mermaid lays out the session flow (about 60 transitions) in the browser: allow for a slow machine. */
const DRAWN = { timeout: 60_000 };

function diagram(page: Page) {
  return page.getByRole('region', { name: /^(Diagram of|Diagramme de)/ });
}

/** Font sizes, in CSS px as drawn, of every piece of text in the diagram. */
async function drawnTextSizes(page: Page): Promise<number[]> {
  return diagram(page)
    .locator('svg')
    .first()
    .evaluate((svg: SVGSVGElement) => {
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const withText = [...svg.querySelectorAll('*')].filter(
        (el) => !['style', 'title', 'desc'].includes(el.tagName.toLowerCase()) && [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== ''),
      );
      return withText.map((el) => parseFloat(getComputedStyle(el).fontSize) * scale);
    });
}

test('the index lists every flow with what it does and opens its page', async ({ page }) => {
  await page.goto('/flows');
  await expect(page.getByRole('heading', { level: 1, name: 'Flow atlas' })).toBeVisible();
  const flows = page.getByRole('list', { name: 'Flows' }).getByRole('listitem');
  // Every flow of the atlas, each once.
  await expect(flows).toHaveCount(machineAtlas.length);
  await expect(flows.filter({ hasText: 'Replacement issue' })).toContainText(/steps, \d+ transitions/);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Replacement issue' }).click();
  await expect(page).toHaveURL(/\/flows\/replacementIssue$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Replacement issue' })).toBeVisible();
});

test('the session flow reads in business words, readable at first view, with code names one toggle away', async ({ page }) => {
  // The session diagram is drawn twice (business words, then code names): seconds each on 2 cores.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/flows/session');
  await expect(page.getByRole('heading', { level: 1, name: 'Session and sign-in' })).toBeVisible();
  await expect(diagram(page).locator('svg')).toBeVisible(DRAWN);

  const sizes = await drawnTextSizes(page);
  expect(sizes.length).toBeGreaterThan(50);
  const readable = sizes.filter((s) => s >= 11).length / sizes.length;
  expect(readable, `share of diagram labels of 11 CSS px or more: ${readable}`).toBeGreaterThanOrEqual(0.9);

  const svg = diagram(page).locator('svg');
  await expect(svg).toContainText('Restoring the session');
  await expect(svg).not.toContainText('SESSION.LOGOUT');
  await expect(page.locator('main')).not.toContainText('t(');
  await expect(page.getByRole('heading', { level: 2, name: 'Generated paths' })).toBeVisible();
  await expect(page.getByText(/^session\/1 /)).toBeVisible(DRAWN);

  await page.getByText('Code names', { exact: true }).click();
  await expect(diagram(page).locator('svg')).toContainText('SESSION.LOGOUT', DRAWN);
  await expect(page.locator('main')).not.toContainText('t(');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('the diagram zooms in, out, to the width and to its actual size', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/flows/orderCancel');
  const svg = diagram(page).locator('svg');
  await expect(svg).toBeVisible(DRAWN);
  const width = async () => (await svg.boundingBox())!.width;
  const first = await width();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  expect(await width()).toBeCloseTo(first * 1.25, 0);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.getByRole('button', { name: 'Zoom out' }).click();
  expect(await width()).toBeLessThan(first);
  await page.getByRole('button', { name: 'Actual size' }).click();
  await expect(page.getByTestId('zoom-level')).toHaveText('Zoom 100 %');
  await page.getByRole('button', { name: 'Fit to width' }).click();
  const frame = (await diagram(page).boundingBox())!.width;
  expect(await width()).toBeLessThanOrEqual(frame);
  // The keyboard zooms too.
  await diagram(page).focus();
  const fitted = await width();
  await page.keyboard.press('+');
  expect(await width()).toBeGreaterThan(fitted);
});

test('an analyst walks the replacement issue from its start to replaced, and gets the path id for QA', async ({ page }) => {
  await page.goto('/flows/replacementIssue');
  const walk = page.getByRole('region', { name: 'Walk the flow' });
  const state = walk.getByTestId('walk-state');
  await expect(state).toHaveText('Waiting for the subscription');
  // The state is readable, not only present: its text is not drawn in the colour of its background.
  const [color, background] = await state.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
  expect(color).not.toBe(background);
  const take = async (event: string, target: string) => {
    await walk.locator(`button[data-event="${event}"][data-target="${target}"]`).click();
  };
  await take('SUBSCRIPTION.FOUND', 'loadingIssues');
  await expect(walk.getByRole('list', { name: 'Effects of this step' })).toBeVisible();
  await take('ACTION.SETTLED', 'reason');
  await take('REPLACEMENT.REASON', 'confirmation');
  await take('REPLACEMENT.SUBMIT', 'submitting');
  await take('ACTION.SETTLED', 'answered.replaced');
  await expect(state).toHaveText('Replacement answered › Issue replaced');
  await expect(walk.locator('button[data-target="done"]')).toBeEnabled();
  await expect(walk.getByTestId('walk-path').getByRole('listitem')).toHaveCount(6);
  await expect(walk.getByTestId('walk-command')).toHaveText(/^npm run test:paths -- replacementIssue --path replacementIssue\/\d+$/);
  await expectNoAxeViolations(page);

  // To the end and back: the list of events comes back without taking the path id's element (Preact pairs unkeyed
  // siblings of one type: the events list took over the path-match block below it).
  await take('REPLACEMENT.DONE', 'done');
  await expect(walk.getByText('No event leads on from here.')).toBeVisible();
  const command = await walk.getByTestId('walk-command').elementHandle();
  await walk.getByRole('button', { name: 'Step back' }).click();
  await expect(state).toHaveText('Replacement answered › Issue replaced');
  expect(await command!.evaluate((el) => el.isConnected && el.getAttribute('data-testid'))).toBe('walk-command');

  await walk.getByRole('button', { name: 'Step back' }).click();
  await expect(state).not.toHaveText('Replacement answered › Issue replaced');
  await walk.getByRole('button', { name: 'Start again' }).click();
  await expect(state).toHaveText('Waiting for the subscription');
});

test.describe('in French', () => {
  test.use({ locale: 'fr-CA' });

  test('a flow page is all French: title, diagram, walk and legend', async ({ page, baseURL }) => {
    await page.goto(borealeUrl(baseURL, '/flows/replacementIssue'));
    await expect(page.getByRole('heading', { level: 1, name: 'Numéro de remplacement' })).toBeVisible();
    const svg = diagram(page).locator('svg');
    await expect(svg).toBeVisible(DRAWN);
    await expect(svg).toContainText('En attente de l’abonnement');
    await expect(page.getByRole('heading', { name: 'Comment lire le diagramme' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Suivre le parcours pas à pas' })).toBeVisible();
    // No English label: none of the English words of the flow is left in the diagram.
    for (const english of ['Waiting for the subscription', 'answered', 'failed', 'calls:', 'otherwise', 'at once']) {
      await expect(svg).not.toContainText(english);
    }
    await expectNoAxeViolations(page);
  });

  test('the session flow is all French too, with no code name in the diagram', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(borealeUrl(baseURL, '/flows/session'));
    await expect(page.getByRole('heading', { level: 1, name: 'Session et connexion' })).toBeVisible();
    const svg = diagram(page).locator('svg');
    await expect(svg).toBeVisible(DRAWN);
    await expect(svg).toContainText('Rétablissement de la session');
    for (const english of ['Restoring the session', 'SESSION.', 'done:', 'error:', 'always', 'invoke', 'entry /', 'otherwise', 'signedIn']) {
      await expect(svg).not.toContainText(english);
    }
    await expect(page.locator('main')).not.toContainText('t(');
  });
});
