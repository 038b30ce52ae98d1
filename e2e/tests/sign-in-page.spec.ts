import { expect } from '@playwright/test';
import { type SeededOrg, seedOrganization, signInAsOrgAdmin } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import { expectColorScheme, expectDashboard, signInFields } from '../support/ui.ts';

// The sign-in pages are a small page of their own (decision 0039): what the app's pages got from MUI (the dark
// theme, the offline copy) they must keep.

let org: SeededOrg;

test.beforeAll(async ({ playwright }, testInfo) => {
  org = await seedOrganization(playwright, testInfo, { label: 'Sign-in Page Org', adminName: 'Pia Page' });
});

test('in dark mode the sign-in pages are readable, messages included, and fit a phone', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await expectColorScheme(page, 'dark');
    await signInFields(page).signIn.click();
    await expect(page.getByText('Organization ID is required')).toBeVisible();
    await expectAccessible(page);
    await expectFitsPhone(page);

    const fields = signInFields(page);
    await fields.orgId.fill(org.id);
    await expect(page.getByText(org.name, { exact: true })).toBeVisible();
    await fields.email.fill(org.admin.email);
    await fields.password.fill('not-the-password');
    await fields.signIn.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Login failed. Please check your credentials and organization ID.',
    );
    await expectAccessible(page);

    await page.goto('/login/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'ADMIN LOGIN' })).toBeVisible();
    await expectColorScheme(page, 'dark');
    await expectAccessible(page);
  } finally {
    await context.close();
  }
});

test('the links between the sign-in pages lead to each of them', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Admin login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ADMIN LOGIN' })).toBeVisible();
  await page.getByRole('link', { name: 'Creator login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CREATOR LOGIN' })).toBeVisible();
  await page.getByRole('link', { name: 'Organization sign-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('while the sign-in page is idle it fetches the app, and signing in opens the app', async ({ page }) => {
  const appScript = page.waitForRequest(/\/assets\/app-[\w-]+\.js$/);
  await page.goto(`/login/${org.id}`);
  await appScript;
  const fields = signInFields(page);
  await fields.email.fill(org.admin.email);
  await fields.password.fill(org.admin.password);
  await fields.signIn.click();
  await expectDashboard(page, org.admin.name);
});

test('Forgot Password with an email no account has says so', async ({ page }) => {
  await page.goto('/login');
  await signInFields(page).email.fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('No account found with this email address.');
});

test('the installed app opens the sign-in pages offline', async ({ browser, baseURL }) => {
  test.slow(); // the service worker precaches the whole app first
  const context = await browser.newContext({ serviceWorkers: 'allow', baseURL });
  try {
    const page = await context.newPage();
    await signInAsOrgAdmin(page.request, org);
    await page.goto('/');
    await expectDashboard(page, org.admin.name);
    // Active means installed: every file of the precache is stored.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.request.post('/api/auth/logout');

    await context.setOffline(true);
    await page.goto('/login/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'ADMIN LOGIN' })).toBeVisible();
    await page.goto(`/login/${org.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(signInFields(page).orgId).toHaveValue(org.id);
  } finally {
    await context.close();
  }
});
