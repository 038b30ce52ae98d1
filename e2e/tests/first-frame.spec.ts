import { expect, type Page } from '@playwright/test';
import { type SeededOrg, seedOrganization, signInAsOrgAdmin } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import { APP_CODE, expectColorScheme, expectDashboard } from '../support/ui.ts';

// The page's first frame (decision 0047): the server sends the app's page with the shell's bar and the page's
// heading already in it, drawn before the app's code is asked for; the app then draws over it.

let org: SeededOrg;

test.beforeAll(async ({ playwright }, testInfo) => {
  org = await seedOrganization(playwright, testInfo, { label: 'First Frame Org', adminName: 'Fay <Frame>' });
});

/** Holds the app's code until `release()`: the page shows only what its HTML draws. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_CODE, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The frame's heading on screen (the page holds a light and a dark frame; one shows). */
const frameHeading = (page: Page) => page.locator('#root [inert] h1').filter({ visible: true });

test('the home page greets the user before the app has loaded, and the app takes over from it', async ({
  page,
}) => {
  await signInAsOrgAdmin(page.request, org);
  await page.setViewportSize({ width: 360, height: 740 });
  const release = await holdAppCode(page);
  await page.goto('/');

  await expect(frameHeading(page)).toHaveText('Welcome back, Fay <Frame>!');
  await expect(page.locator('header').filter({ visible: true })).toBeVisible();
  // Nothing in the frame works yet, so nothing in it takes the keyboard's focus.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await expectFitsPhone(page);
  await expectAccessible(page);

  release();
  await expectDashboard(page, 'Fay <Frame>');
  await expect(page.locator('[inert]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).focus();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('the session is asked for once, as the page starts, and the app takes that answer', async ({ page }) => {
  await signInAsOrgAdmin(page.request, org);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/session') asked.push(request.url());
  });
  const release = await holdAppCode(page);
  await page.goto('/');
  await expect(frameHeading(page)).toHaveText('Welcome back, Fay <Frame>!');
  // Asked while the app's code is still held back (decision 0057).
  await expect.poll(() => asked.length).toBe(1);

  release();
  await expectDashboard(page, 'Fay <Frame>');
  expect(asked).toHaveLength(1);
});

test("the frame is drawn in the user's saved colour scheme", async ({ page }) => {
  await signInAsOrgAdmin(page.request, org);
  const saved = await page.request.patch('/api/me/settings', { data: { darkMode: true } });
  expect(saved.ok()).toBe(true);
  try {
    const release = await holdAppCode(page);
    await page.goto('/');
    await expect(frameHeading(page)).toHaveText('Welcome back, Fay <Frame>!');
    await expectColorScheme(page, 'dark');
    release();
    await expectDashboard(page, 'Fay <Frame>');
    await expectColorScheme(page, 'dark');
  } finally {
    await page.request.patch('/api/me/settings', { data: { darkMode: false } });
  }
});

test('the entries table page draws its heading before its code has loaded', async ({ page }) => {
  await signInAsOrgAdmin(page.request, org);
  const release = await holdAppCode(page);
  await page.goto('/form-management/form-data/00000000-0000-4000-8000-000000000000');
  await expect(frameHeading(page)).toHaveText('Form Data');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Form Data' })).toBeVisible();
  await expect(page.locator('[inert]')).toHaveCount(0);
});

test('a visitor who is not signed in gets no frame, and goes to the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('[inert]')).toHaveCount(0);
});

test("the page's styles carry Safari's prefix for user-select and none of the old flexbox prefixes", async ({
  page,
}) => {
  // Every rule the app inserts at run time, as emotion hands it to the browser (decision 0056).
  await page.addInitScript(() => {
    const inserted: string[] = [];
    (window as unknown as { insertedRules: string[] }).insertedRules = inserted;
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
      inserted.push(rule);
      return insertRule.call(this, rule, index);
    };
  });
  await signInAsOrgAdmin(page.request, org);
  const html = await (await page.request.get('/')).text();
  await page.goto('/');
  await expectDashboard(page, 'Fay <Frame>');
  const rules = await page.evaluate(() => (window as unknown as { insertedRules: string[] }).insertedRules);

  for (const css of [html, rules.join('\n')]) {
    // MUI's buttons cannot be text-selected by a long press in Safari either.
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('display:flex');
    expect(css).not.toContain('-webkit-box');
    expect(css).not.toContain('-ms-flex');
  }
});
