import { expect, type Page } from '@playwright/test';
import { type SeededOrg, seedOrganization, signInAsOrgAdmin } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import { expectColorScheme, expectDashboard, signInThroughForm } from '../support/ui.ts';

let org: SeededOrg;

test.beforeAll(async ({ playwright }, testInfo) => {
  org = await seedOrganization(playwright, testInfo, { label: 'Dark Mode Org', adminName: 'Dana Dark' });
});

/** Flips the top-bar switch and waits until the server has saved the setting. */
async function setDarkMode(page: Page, on: boolean) {
  const toggle = page.getByRole('switch', { name: 'Dark Mode' });
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/me/settings') && response.request().method() === 'PATCH',
  );
  if (on) await toggle.check();
  else await toggle.uncheck();
  expect((await saved).ok()).toBe(true);
}

test('dark mode is a user setting: it survives a reload and follows the user to another browser', async ({
  page,
  browser,
}) => {
  await signInAsOrgAdmin(page.request, org);
  await page.goto('/');
  await expectDashboard(page, org.admin.name);
  await expectColorScheme(page, 'light');
  await expect(page.getByRole('switch', { name: 'Dark Mode' })).not.toBeChecked();

  await setDarkMode(page, true);
  await expectColorScheme(page, 'dark');
  await expectAccessible(page);
  await expectFitsPhone(page);

  await page.reload();
  await expectDashboard(page, org.admin.name);
  await expectColorScheme(page, 'dark');
  await expect(page.getByRole('switch', { name: 'Dark Mode' })).toBeChecked();

  // A second browser with no cookies of its own: after signing in the same user sees the dark theme.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await signInThroughForm(otherPage, org);
    await expectColorScheme(otherPage, 'dark');
    await expect(otherPage.getByRole('switch', { name: 'Dark Mode' })).toBeChecked();
    await expectAccessible(otherPage);

    // Back to light, and it stays light after a reload here too.
    await setDarkMode(otherPage, false);
    await expectColorScheme(otherPage, 'light');
    await otherPage.reload();
    await expectDashboard(otherPage, org.admin.name);
    await expectColorScheme(otherPage, 'light');
  } finally {
    await other.close();
  }

  await page.reload();
  await expectDashboard(page, org.admin.name);
  await expectColorScheme(page, 'light');
  await expect(page.getByRole('switch', { name: 'Dark Mode' })).not.toBeChecked();
});

test("a user who never chose keeps the system's dark setting after signing in, until they choose", async ({
  browser,
  playwright,
}, testInfo) => {
  test.slow(); // a fresh organisation and a browser of its own
  const fresh = await seedOrganization(playwright, testInfo, {
    label: 'System Dark Org',
    adminName: 'Sol System',
  });
  const context = await browser.newContext({ colorScheme: 'dark' });
  try {
    const page = await context.newPage();
    await page.goto(`/login/${fresh.id}`);
    await expectColorScheme(page, 'dark');
    await signInThroughForm(page, fresh);
    await expectColorScheme(page, 'dark');
    await expect(page.getByRole('switch', { name: 'Dark Mode' })).toBeChecked();
    await expectAccessible(page);

    // Choosing light is kept, whatever the system says.
    await setDarkMode(page, false);
    await expectColorScheme(page, 'light');
    await page.reload();
    await expectDashboard(page, fresh.admin.name);
    await expectColorScheme(page, 'light');
  } finally {
    await context.close();
  }
});
