import { expect } from '@playwright/test';
import { type SeededOrg, seedOrganization } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import { expectDashboard, signInFields } from '../support/ui.ts';

let org: SeededOrg;

test.beforeAll(async ({ playwright }, testInfo) => {
  org = await seedOrganization(playwright, testInfo, {
    label: 'Sign-in Validation Org',
    adminName: 'Ada Admin',
  });
});

test('an empty sign-in shows what each field needs', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  await signInFields(page).signIn.click();
  await expect(page.getByText('Organization ID is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
});

test('short values and a malformed email get their own messages', async ({ page }) => {
  await page.goto('/login');
  const fields = signInFields(page);
  await fields.orgId.fill('ab');
  await fields.email.fill('not-an-email');
  await fields.password.fill('12345');
  await fields.signIn.click();
  await expect(page.getByText('Organization ID must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
});

test('Forgot Password asks for the email first', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  await expect(page.getByText('Please enter your email address first')).toBeVisible();
  await expectAccessible(page);
});

test('the admin and creator sign-in pages name themselves', async ({ page }) => {
  await page.goto('/login/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'ADMIN LOGIN' })).toBeVisible();
  await expect(page.getByText('Access admin panel — No organization required')).toBeVisible();
  await expect(page.getByLabel('Organization ID')).toHaveCount(0);
  await expectAccessible(page);
  await expectFitsPhone(page);

  await page.goto('/login/creator-login');
  await expect(page.getByRole('heading', { level: 1, name: 'CREATOR LOGIN' })).toBeVisible();
  await expect(page.getByText('Access creator panel — No organization required')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  const password = signInFields(page).password;
  await password.fill('secret-words');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('show and hide toggles the password on the organisation sign-in', async ({ page }) => {
  await page.goto('/login');
  const password = signInFields(page).password;
  await password.fill('secret-words');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('secret-words');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('a wrong password and an unknown organisation are refused with the catalogue messages', async ({
  page,
}) => {
  await page.goto('/login');
  const fields = signInFields(page);
  await fields.orgId.fill(org.id);
  await fields.email.fill(org.admin.email);
  await fields.password.fill('not-the-password');
  await fields.signIn.click();
  await expect(
    page.getByText('Login failed. Please check your credentials and organization ID.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);

  await fields.orgId.fill('Nowhere9');
  await fields.password.fill(org.admin.password);
  await fields.signIn.click();
  await expect(page.getByText('Organization does not exist.')).toBeVisible();
  await expect(
    page.getByText('Login failed. Please check your credentials and organization ID.'),
  ).toHaveCount(0);
});

test("typing a real organisation ID shows the organisation's name", async ({ page }) => {
  await page.goto('/login');
  const fields = signInFields(page);
  await fields.orgId.fill(org.id);
  await expect(page.getByText(org.name, { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('/login/{orgId} prefills the organisation ID', async ({ page }) => {
  await page.goto(`/login/${org.id}`);
  await expect(signInFields(page).orgId).toHaveValue(org.id);
  await expect(page.getByText(org.name, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
});

test('the keyboard alone signs in: Tab through the fields, Enter submits', async ({ page }) => {
  await page.goto('/login');
  const fields = signInFields(page);
  await expect(fields.orgId).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(fields.orgId).toBeFocused();
  await page.keyboard.type(org.id);
  await page.keyboard.press('Tab');
  await expect(fields.email).toBeFocused();
  await page.keyboard.type(org.admin.email);
  await page.keyboard.press('Tab');
  await expect(fields.password).toBeFocused();
  await page.keyboard.type(org.admin.password);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(fields.password).toBeFocused();
  await page.keyboard.press('Enter');

  await expectDashboard(page, org.admin.name);
});
