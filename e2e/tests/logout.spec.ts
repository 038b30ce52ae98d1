import { expect } from '@playwright/test';
import { type SeededOrg, seedOrganization, signInAsOrgAdmin } from '../support/api.ts';
import { expectAccessible, test } from '../support/checks.ts';
import { expectDashboard, openAccountMenu, signInFields } from '../support/ui.ts';

let org: SeededOrg;

test.beforeAll(async ({ playwright }, testInfo) => {
  org = await seedOrganization(playwright, testInfo, { label: 'Logout Org', adminName: 'Lee Leaving' });
});

test('Logout ends the session: the app goes to /login and stays there', async ({ page, context }) => {
  await signInAsOrgAdmin(page.request, org);
  await page.goto('/');
  await expectDashboard(page, org.admin.name);
  const otherTab = await context.newPage();
  await otherTab.goto('/access-management');
  await expect(otherTab.getByRole('heading', { level: 1, name: 'Access Management' })).toBeVisible();

  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(signInFields(page).orgId).toBeVisible();
  // The other tab of the same browser follows without a reload.
  await expect(otherTab).toHaveURL(/\/login$/);

  // The session is gone on the server too: a fresh load of a private page is sent back to sign-in.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(signInFields(page).signIn).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);

  await page.goto('/access-management');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user opening a sign-in page is sent home', async ({ page }) => {
  await signInAsOrgAdmin(page.request, org);
  for (const path of ['/login', `/login/${org.id}`, '/login/admin', '/login/creator-login']) {
    await page.goto(path);
    await expectDashboard(page, org.admin.name);
  }
});
