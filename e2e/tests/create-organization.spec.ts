import { expect, type Page } from '@playwright/test';
import { MASTER_ADMIN } from '../support/accounts.ts';
import { signInAsMasterAdmin, uniqueToken } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import { squarePng } from '../support/png.ts';
import { expectDashboard, sideMenu, signInFields } from '../support/ui.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function openCreateOrganization(page: Page) {
  await sideMenu(page).getByRole('link', { name: 'Create Organization' }).click();
  await expect(page).toHaveURL(/\/create-new-organization$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Organization' })).toBeVisible();
}

test('a form with mistakes is refused field by field', async ({ page }) => {
  await signInAsMasterAdmin(page.request);
  await page.goto('/master-home-page');
  await openCreateOrganization(page);

  await page.getByLabel('Contact Phone').fill('12345');
  await page.getByLabel('Password', { exact: true }).fill('first-password');
  await page.getByLabel('Confirm Password', { exact: true }).fill('second-password');
  await page.getByRole('button', { name: 'Create Organization' }).click();

  await expect(page.getByText('Please fix the errors in the form.')).toBeVisible();
  await expect(page.getByText('Organization Name is required.')).toBeVisible();
  await expect(page.getByText('Please enter a valid 10-digit phone number.')).toBeVisible();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await expect(page.getByText('Admin Name is required.')).toBeVisible();
  await expect(page).toHaveURL(/\/create-new-organization$/);
  await expectAccessible(page);
});

test('the master admin creates an organisation and its admin signs in through the printed link', async ({
  page,
  browser,
}) => {
  const token = uniqueToken();
  const orgName = `Northwind ${token}`;
  const admin = {
    name: 'Olivia Owner',
    email: `olivia.${token}@northwind.example.test`,
    username: `olivia_${token}`,
    password: 'owner-password-1',
  };

  // The master admin signs in through the admin page and lands on the master home page.
  await page.goto('/login/admin');
  await signInFields(page).email.fill(MASTER_ADMIN.email);
  await signInFields(page).password.fill(MASTER_ADMIN.password);
  await signInFields(page).signIn.click();
  await expect(page).toHaveURL(/\/master-home-page$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  await openCreateOrganization(page);
  await expectAccessible(page);
  await expectFitsPhone(page);

  await page.getByLabel('Organization Name').fill(orgName);
  const fileChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose Logo' }).click();
  await (await fileChooser).setFiles({ name: 'northwind.png', mimeType: 'image/png', buffer: squarePng(32) });
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await expect(page.getByText('northwind.png')).toBeVisible();
  await page.getByLabel('Contact Person Name').fill('Casey Contact');
  await page.getByLabel('Contact Email').fill(`casey.${token}@northwind.example.test`);
  await page.getByLabel('Contact Phone').fill('5550001111');
  await page.getByLabel('Admin Email').fill(admin.email);
  await page.getByLabel('Admin Name').fill(admin.name);
  await page.getByLabel('Admin Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Create Organization' }).click();

  // The success dialog gives the 8-character ID and the /login/{id} link.
  const dialog = page.getByRole('dialog', { name: 'Organization created' });
  await expect(dialog).toBeVisible();
  const idText = dialog.getByText(/^[A-Za-z0-9]{8}$/);
  await expect(idText).toBeVisible();
  const orgId = (await idText.textContent()) ?? '';
  expect(orgId).toHaveLength(8);
  const linkText = dialog.getByText(new RegExp(`/login/${orgId}$`));
  await expect(linkText).toBeVisible();
  const signInLink = (await linkText.textContent()) ?? '';
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Copy organization id' }).click();
  await expect(page.getByText('Copied to clipboard').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(orgId);
  await dialog.getByRole('button', { name: 'Copy sign-in link' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(signInLink);
  await expect(page.getByText('Failed to copy to clipboard')).toHaveCount(0);

  // The new admin, in a browser of their own, opens the link and signs in.
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await adminPage.goto(signInLink);
    const fields = signInFields(adminPage);
    await expect(fields.orgId).toHaveValue(orgId);
    await expect(adminPage.getByText(orgName, { exact: true })).toBeVisible();
    await fields.email.fill(admin.email);
    await fields.password.fill(admin.password);
    await fields.signIn.click();
    await expectDashboard(adminPage, admin.name);

    const tiles = adminPage.getByRole('list', { name: 'Summary' });
    for (const label of ['Available Apps', 'Quick Actions', 'Blocked Apps']) {
      await expect(tiles.getByRole('listitem').filter({ hasText: label })).toBeVisible();
    }
    await expect(tiles.getByRole('listitem').filter({ hasText: 'System Status' })).toContainText('Active');

    const apps = adminPage.getByRole('region', { name: 'Apps' });
    for (const title of [
      'Access Management',
      'Form Management',
      'Data Management',
      'Storage',
      'Expense Management',
    ]) {
      await expect(apps.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    }

    const topBar = adminPage.getByRole('banner');
    const logo = topBar.getByRole('img', { name: orgName });
    await expect(logo).toBeVisible();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(32);
    await expect(topBar.getByText('Admin', { exact: true })).toBeVisible();
    await expectAccessible(adminPage);
    await expectFitsPhone(adminPage);
  } finally {
    await adminContext.close();
  }
});
