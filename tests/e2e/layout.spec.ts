import { expect, test, type Locator, type Page } from '@playwright/test';
import { borealeUrl, signInByAccountNumber } from './support/fixtures';
import { layoutShiftSoFar, watchLayoutShifts } from './support/layout-shift';

/**
 * Layout checks for issue 13: the sign-in pages render their Mantine components styled (item 1: a huge
 * black check mark over the opt-in and the bot check, Boréale's tabs run together as plain text), and at
 * 390x844 nothing on the account screens is cut (item 10: "My Accour", the orders' tracking links, "Transf…").
 * Read-only: no account is changed (the linking view is left without linking one).
 */

/** A styled Mantine check mark is about the size of a line of text; unstyled, its SVG fills the form. */
async function expectSmallCheckIcon(checkbox: Locator) {
  const root = checkbox.page().locator('.mantine-Checkbox-root', { has: checkbox });
  const icon = root.locator('svg').first();
  await expect(icon).toBeAttached();
  const box = (await root.locator('.mantine-Checkbox-inner').boundingBox())!;
  expect(box.width, 'the checkbox is a small box').toBeLessThan(30);
  expect(box.height, 'the checkbox is a small box').toBeLessThan(30);
  const iconBox = await icon.boundingBox();
  // Unchecked, a styled icon is hidden (no box) or fits in the box; never the form-wide mark.
  if (iconBox) {
    expect(iconBox.width).toBeLessThan(30);
    expect(iconBox.height).toBeLessThan(30);
  }
}

/**
 * Issue 15: Boréale's brand footer lists replace its standard links once two calls answer. When they
 * answered before the first tab's form had loaded, the footer, pinned to the bottom of the short page,
 * jumped up and then down again: a layout shift of 0.027 (budget 0.02). The form's code is held here
 * until the country's lists have arrived, so that order happens every time.
 */
test('Boréale /login: the brand footer arriving before the screen does not shift the page (CLS)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await watchLayoutShifts(page);
  let listsArrived!: () => void;
  const lists = new Promise<void>((resolve) => (listsArrived = resolve));
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/footer/countries/')) listsArrived();
  });
  await page.route(/\/assets\/AccountNumberForm-[^/]*\.js$/, async (route) => {
    await lists;
    await page.waitForTimeout(300);
    await route.continue();
  });
  await page.goto(borealeUrl(baseURL, '/login'));
  await expect(page.getByRole('navigation', { name: 'Brand' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'I am not a robot' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const cls = await layoutShiftSoFar(page);
  expect(cls, 'cumulative layout shift of the load').toBeLessThanOrEqual(0.02);
});

/**
 * Issue 15: Northwind's header has a logo and a banner, whose widths are known only once they have
 * loaded. When the banner came after the first render (a cold server, in one bench run), the header's
 * actions sat beside the logo and then jumped to a second row, moving the whole page down: a layout
 * shift of 0.51. Either image is held here until the page has rendered without it.
 */
for (const image of ['banner', 'logo'] as const) {
  test(`Northwind /login, the header's ${image} loading last: nothing moves (CLS)`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await watchLayoutShifts(page);
    await page.route(new RegExp(`/brands/northwind/${image}\\.svg$`), async (route) => {
      await page.getByRole('combobox', { name: 'Find your account' }).waitFor();
      await page.waitForTimeout(300);
      await route.continue();
    });
    await page.goto('/login');
    await expect(page.getByRole('banner').getByRole('img', { name: image === 'logo' ? 'Northwind Magazines' : 'Stories worth the wait, every month.' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForFunction((name) => [...document.images].some((img) => img.src.includes(name) && img.complete && img.naturalWidth > 0), `${image}.svg`);
    const cls = await layoutShiftSoFar(page);
    expect(cls, 'cumulative layout shift of the load').toBeLessThanOrEqual(0.02);
  });
}

/**
 * Issue 15: on a phone, a reload of the summary showed "Authenticating" and then "Loading...", each
 * shorter than the window, so the footer sat in it until the summary pushed it out: a layout shift of
 * 0.058 (budget 0.02). Holding the window on every width made the opposite on a desktop, where the
 * summary fits: the footer rose into the window once it came (0.023). The lookup is held here so the
 * waiting lasts, as on a slow connection.
 */
for (const [device, viewport] of [
  ['phone', { width: 412, height: 823 }],
  ['desktop', { width: 1350, height: 940 }],
] as const) {
  test(`${device}, summary reloaded: the footer does not move while the account loads (CLS)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInByAccountNumber(page, '10000008', '30309');
    await watchLayoutShifts(page);
    await page.route('**/api/GC-call-globalcustomer', async (route) => {
      await page.waitForTimeout(800);
      await route.continue();
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Account Summary', level: 1 })).toBeVisible();
    await expect(page.getByText('Signed in to:')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const cls = await layoutShiftSoFar(page);
    expect(cls, 'cumulative layout shift of the reload').toBeLessThanOrEqual(0.02);
  });
}

test.describe('sign-in pages on a first visit (issue 13 item 1)', () => {
  test('Northwind: the email opt-in checkbox is a small box, checked and unchecked', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Find your account').selectOption({ label: 'Account Number' });
    const optIn = page.getByRole('checkbox', { name: /send me news/ });
    await expect(optIn).toBeVisible();
    await expectSmallCheckIcon(optIn);
    await optIn.setChecked(!(await optIn.isChecked()));
    await expectSmallCheckIcon(optIn);
  });

  test('Northwind linking view (secure sign-in without an account): the opt-in checkbox is a small box', async ({ page }) => {
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const popup = await popupOpened;
    await popup.getByLabel('Email').fill('new@northwind.example');
    await popup.getByLabel('Password').fill('Portal-demo-2026');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Sign In' }).click();
    await closed;
    await expect(page.getByRole('heading', { level: 1, name: 'Great! Just one more step.' })).toBeVisible();
    const optIn = page.getByRole('checkbox', { name: /send me news/ });
    await expect(optIn).toBeVisible();
    await expectSmallCheckIcon(optIn);
  });

  test('Boréale: three separate tabs of a reasonable size in a tablist, and a small bot-check box', async ({ page, baseURL }) => {
    await page.goto(borealeUrl(baseURL, '/login'));
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect(tabs).toHaveText(['Account Number', 'Email', 'Name and Address']);
    const boxes = await Promise.all((await tabs.all()).map(async (tab) => (await tab.boundingBox())!));
    for (const box of boxes) {
      expect(box.height, 'a tab is a target, not a line of text').toBeGreaterThanOrEqual(30);
      expect(box.height).toBeLessThan(80);
      expect(box.width).toBeGreaterThan(40);
    }
    // The tabs' labels stand apart (padding around each), not "Account NumberEmailName and Address".
    const labels = await Promise.all(
      (await tabs.all()).map(async (tab) => (await tab.locator('.mantine-Tabs-tabLabel').boundingBox())!),
    );
    for (let i = 1; i < labels.length; i++) {
      const [previous, label] = [labels[i - 1]!, labels[i]!];
      const sameRow = Math.abs(previous.y - label.y) < previous.height / 2;
      if (sameRow) expect(label.x - (previous.x + previous.width), `space between tab ${i} and tab ${i + 1}`).toBeGreaterThanOrEqual(16);
    }
    // The selected tab is marked by more than its text: Mantine's underline.
    const selected = page.getByRole('tab', { selected: true });
    await expect(selected).toHaveText('Account Number');
    const underline = await selected.evaluate((el) => getComputedStyle(el).borderBottomWidth);
    expect(parseFloat(underline)).toBeGreaterThan(0);

    const robot = page.getByRole('checkbox', { name: 'I am not a robot' });
    await expect(robot).toBeVisible();
    await expectSmallCheckIcon(robot);
  });
});

/** What is cut on the page: text ending in "…" or hidden by its box, anything outside the viewport's width. */
async function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth}px)`);
    const visuallyHidden = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const r = e.getBoundingClientRect();
        const cs = getComputedStyle(e);
        if ((r.width <= 1 && r.height <= 1) || cs.clipPath === 'inset(50%)' || cs.clip === 'rect(0px, 0px, 0px, 0px)') return true;
      }
      return false;
    };
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('header *, main *'))) {
      const cs = getComputedStyle(el);
      if (cs.display === 'none' || cs.visibility === 'hidden' || !el.innerText?.trim()) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || visuallyHidden(el)) continue;
      const text = el.innerText.trim().replace(/\s+/g, ' ').slice(0, 40);
      if (cs.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) problems.push(`"${text}" is cut (${el.scrollWidth}px in ${el.clientWidth}px)`);
      if (el.children.length === 0 && (r.left < -0.5 || r.right > width + 0.5)) problems.push(`"${text}" is outside the screen (${Math.round(r.left)}–${Math.round(r.right)}px)`);
    }
    return problems;
  });
}

/** The element's box lies within the viewport's width and within every box that clips it. */
async function expectFullyShown(locator: Locator) {
  const cut = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.left < 0 || r.right > document.documentElement.clientWidth) return `outside the screen (${r.left}–${r.right})`;
    for (let a = el.parentElement; a; a = a.parentElement) {
      if (getComputedStyle(a).overflowX === 'visible') continue;
      const b = a.getBoundingClientRect();
      if (r.left < b.left - 0.5 || r.right > b.right + 0.5) return `cut by ${a.tagName}.${a.className} (${b.left}–${b.right})`;
    }
    return el.scrollWidth > el.clientWidth + 1 ? `its text is cut (${el.scrollWidth} in ${el.clientWidth})` : null;
  });
  expect(cut, await locator.innerText()).toBeNull();
}

test.describe('390x844 phone (issue 13 item 10)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('header and orders: "My Account" and every tracking link are whole, orders are labelled cards', async ({ page }) => {
    await signInByAccountNumber(page, '10000020', '85004');
    const myAccount = page.getByRole('banner').getByRole('button', { name: 'My Account', exact: true });
    await expect(myAccount).toBeVisible();
    await expectFullyShown(myAccount);
    await expectFullyShown(myAccount.locator('.mantine-Button-label'));

    await page.goto('/accounts/orders');
    const links = page.locator('main a[data-carrier]');
    await expect(links).toHaveCount(5);
    for (const link of await links.all()) await expectFullyShown(link);
    for (const badge of await page.getByTestId('status-badge').all()) await expectFullyShown(badge.locator('.mantine-Badge-label'));
    // Still a table for screen readers, its column names shown on each card.
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['Order', 'Order date', 'Status', 'Items']);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(5);
    await expect(page.locator('main tbody tr').first().getByText('Order date', { exact: true })).toBeVisible();
    expect(await clipped(page)).toEqual([]);
  });

  const screens = ['summary', 'subscriptions', 'orders', 'gifts', 'renewals', 'payment', 'wallet'];
  const accounts = [
    { name: 'Northwind donor 10000008', account: '10000008', postalCode: '30309', boreale: false },
    { name: 'Northwind transferred 10000022', account: '10000022', postalCode: '95814', boreale: false },
    { name: 'Boréale donor 20000007', account: '20000007', postalCode: 'H3B4G7', boreale: true },
  ];
  for (const { name, account, postalCode, boreale } of accounts) {
    test(`${name}: nothing is cut on ${screens.join(', ')}`, async ({ page, baseURL }) => {
      test.setTimeout(60_000);
      const url = (path: string) => (boreale ? borealeUrl(baseURL, path) : path);
      if (boreale) {
        await page.goto(url('/login'));
        await page.getByRole('textbox', { name: 'Account Number' }).fill(account);
        await page.getByRole('textbox', { name: 'Postal Code' }).fill(postalCode);
        await page.getByRole('checkbox', { name: 'I am not a robot' }).check();
        await expect(page.getByText('Verified')).toBeVisible({ timeout: 15_000 });
        await page.getByRole('button', { name: 'Find Your Account' }).click();
        await expect(page).toHaveURL(/\/accounts\/summary$/);
      } else {
        await signInByAccountNumber(page, account, postalCode);
      }
      for (const screen of screens) {
        await page.goto(url(`/accounts/${screen}`));
        await page.waitForLoadState('networkidle');
        await expect(page.locator('main h1').first()).toBeVisible();
        expect(await clipped(page), `/accounts/${screen}`).toEqual([]);
      }
    });
  }
});

// The user menu loads on the first press of "My Account" (a stand-in button until then): the keyboard must
// still go into it and come back to the button.
test('the user menu by keyboard: Enter opens it, ArrowDown reaches its first item, Escape returns to My Account', async ({ page }) => {
  await signInByAccountNumber(page, '10000008', '30309');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Summary' })).toBeVisible();
  // The sign-in's navigation puts focus on the page's content first (as a page load would).
  await expect(page.locator('#main')).toBeFocused();
  const myAccount = page.getByRole('banner').getByRole('button', { name: 'My Account', exact: true });
  await myAccount.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Account Summary' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toHaveCount(0);
  await expect(myAccount).toBeFocused();
});

/**
 * Issue 15: the server's preloads of a route's stylesheets (server/http/page-head.ts) are the requests the
 * page uses. Without `crossorigin` Chromium kept them apart from Vite's stylesheet links ("not used because
 * the request credentials mode does not match") and fetched each file a second time, late.
 */
test('summary reloaded: each stylesheet is fetched once, the preload used', async ({ page }) => {
  await signInByAccountNumber(page, '10000008', '30309');
  const fetched: string[] = [];
  const unused: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || request.url().endsWith('.css')) fetched.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (/preload .* not used/i.test(message.text())) unused.push(message.text());
  });
  await page.reload();
  await expect(page.locator('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched.length, 'stylesheets fetched').toBeGreaterThan(1);
  expect(fetched.filter((path, i) => fetched.indexOf(path) !== i), 'fetched twice').toEqual([]);
  expect(unused).toEqual([]);
});

/**
 * Issue 15: the account pages make their first money and date formatters in an inline script while the
 * scripts download (server/http/intl-warm-up.ts), so loading the platform's locale data no longer
 * lengthens the summary's render. The Content-Security-Policy allows that one script by its hash: a
 * script edited without its hash would be refused, and the cost would be back where it was.
 */
test('summary reloaded: the locale data warm-up runs, and the Content-Security-Policy refuses nothing', async ({ page }) => {
  await signInByAccountNumber(page, '10000008', '30309');
  await page.addInitScript(() => {
    const record = window as unknown as { violations: string[]; warmedUp: boolean };
    record.violations = [];
    record.warmedUp = false;
    document.addEventListener('securitypolicyviolation', (event) => record.violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        // Only an inline classic script has a currentScript without a src while it runs.
        const script = document.currentScript as HTMLScriptElement | null;
        if (script && !script.src) record.warmedUp = true;
        return new target(...args);
      },
    });
  });
  await page.reload();
  await expect(page.locator('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  const { violations, warmedUp } = await page.evaluate(() => {
    const record = window as unknown as { violations: string[]; warmedUp: boolean };
    return { violations: record.violations, warmedUp: record.warmedUp };
  });
  expect(warmedUp, 'the inline warm-up ran').toBe(true);
  expect(violations).toEqual([]);
});

/**
 * Issue 15: the configuration is in the page, so it loads within a task. "Loading..." shows only once
 * it takes longer than a glance (src/app/shell/LoadingScreen.tsx): shown at once, it flashed and left a
 * blank frame before the page, and Lighthouse took the flash for the first contentful paint.
 */
test('first loads: with the configuration in the page, "Loading..." never shows before the page', async ({ page, baseURL }) => {
  await signInByAccountNumber(page, '10000008', '30309');
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
    // The shell's main is not there yet: the configuration's notice, not a screen's own "Loading..." (the summary's lookup).
    new MutationObserver(() => {
      const notice = [...document.querySelectorAll('#root [role="status"]')].find((status) => status.textContent?.includes('Loading...'));
      if (notice && !document.getElementById('main')) seen.push(notice.textContent!);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const seenOn = async (url: string, heading: string) => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    return page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen);
  };
  expect(await seenOn(`${baseURL}/accounts/summary`, 'Account Summary')).toEqual([]);
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  expect(await seenOn(`${baseURL}/login`, 'Welcome to Northwind')).toEqual([]);
  expect(await seenOn(borealeUrl(baseURL, '/login'), 'Welcome to Boréale')).toEqual([]);
});

/**
 * Issue 15: Boréale's brand footer made its calls (and loaded the code that checks them) in the task after
 * the page's first render, a few milliseconds before the browser showed that render. Lighthouse counts
 * every request sent before the first contentful paint as one the paint waited for: in some runs the
 * footer's lists and zod were counted into the first paint and the largest one (2.1 s became 2.4 s).
 * The footer now waits for the paint timing's first-contentful-paint.
 */
test('Boréale /login: the brand footer calls the gateway only after the page has first painted', async ({ page, baseURL }) => {
  await page.goto(borealeUrl(baseURL, '/login'));
  await expect(page.getByRole('navigation', { name: 'Brand' })).toBeVisible();
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    footerCalls: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/footer/'))
      .map((entry) => entry.startTime),
  }));
  expect(timing.firstPaint, 'the first contentful paint').toBeGreaterThan(0);
  expect(timing.footerCalls, 'the location and the country lists').toHaveLength(2);
  for (const start of timing.footerCalls) expect(start, 'a footer call starts after the first paint').toBeGreaterThanOrEqual(timing.firstPaint);
});

/** zod's error class names itself, a string the minifier keeps. */
const ZOD_CODE = /\bname\s*=\s*[`'"]ZodError[`'"]/;

/**
 * Issue 15: the guest sign-in forms check their §5 rules with plain functions
 * (contracts/validation/sign-in-forms.ts). With zod schemas, zod (13 kB) was part of the form /login
 * opens with on Boréale, and every byte before the first paint is time on a phone's network.
 */
test('Boréale /login: none of the scripts fetched before the first paint is zod; zod loads after it', async ({ page, baseURL }) => {
  await page.goto(borealeUrl(baseURL, '/login'));
  await expect(page.getByRole('textbox', { name: 'Account Number' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Brand' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { firstPaint, scripts } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, start: entry.startTime })),
  }));
  const withZod = async (urls: string[]) => {
    const found: string[] = [];
    for (const url of urls) if (ZOD_CODE.test(await page.evaluate((script) => fetch(script).then((response) => response.text()), url))) found.push(url);
    return found;
  };
  const before = scripts.filter((script) => script.start < firstPaint).map((script) => script.url);
  expect(before.join(' '), 'the opening form is among them').toMatch(/AccountNumberForm-/);
  expect(await withZod(before), 'scripts before the first paint with zod in them').toEqual([]);
  // The brand footer checks its answers with zod: the marker finds it there.
  const after = scripts.filter((script) => script.start >= firstPaint).map((script) => script.url);
  expect((await withZod(after)).length, 'zod, loaded for the brand footer').toBeGreaterThan(0);
});

/** The script files a page fetches, by name without the hash ("account-area" for account-area-Bdc76_Ac.js). */
function watchScripts(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname.replace(/^.*\/|-[\w-]{8}\.js$/g, ''));
  });
  return names;
}

/**
 * Issue 15: what every account screen needs and /login never loads is one chunk, `account-area`
 * (vite.config.ts), so a first load of the summary fetches its scripts in 12 requests instead of 16: on
 * HTTP/1.1, six at a time, four requests fewer is a round trip less before the summary shows. A module of
 * /login grouped there by mistake would make both sign-in pages load the whole chunk.
 */
test('first loads: the summary fetches 12 scripts, the account area in one; /login of both publishers none of it', async ({ page, baseURL }) => {
  await signInByAccountNumber(page, '10000008', '30309');
  const summary = watchScripts(page);
  await page.reload();
  await expect(page.locator('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(summary).toContain('account-area');
  expect(summary.length, summary.join(' ')).toBeLessThanOrEqual(12);

  for (const login of [`${baseURL}/login`, borealeUrl(baseURL, '/login')]) {
    const context = await page.context().browser()!.newContext();
    const fresh = await context.newPage();
    const scripts = watchScripts(fresh);
    await fresh.goto(login);
    await expect(fresh.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
    await fresh.waitForLoadState('networkidle');
    expect(scripts.length, `${login}: ${scripts.join(' ')}`).toBeGreaterThan(3);
    expect(scripts, login).not.toContain('account-area');
    await context.close();
  }
});
