import { expect, type Page } from '@playwright/test';
import {
  baseUrlOf,
  type SeededOrg,
  seedOrganization,
  signInAsOrgAdmin,
  uniqueToken,
} from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';

const MANAGE = '/access-management/manage-user-groups';

let org: SeededOrg;
let viewer: { name: string; email: string; password: string };

/** Set-up through the API as the org admin: a member without the access-management app, and one group. */
test.beforeAll(async ({ playwright }, testInfo) => {
  org = await seedOrganization(playwright, testInfo, { label: 'User Groups Org', adminName: 'Gail Groups' });
  const api = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
  try {
    await signInAsOrgAdmin(api, org);
    const token = uniqueToken();
    viewer = { name: 'Vera Viewer', email: `vera.${token}@org.example.test`, password: 'viewer-password-1' };
    const created = await api.post('/api/users', {
      data: {
        ...viewer,
        username: `vera_${token}`,
        phoneNumber: String(Date.now()).slice(-10),
        confirmPassword: viewer.password,
        access: [],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const admin = (await (await api.get('/api/me')).json()).user.id as string;
    const group = await api.post('/api/user-groups', {
      data: { name: 'Warehouse', description: 'People at the warehouse', users: [admin] },
    });
    expect(group.status(), await group.text()).toBe(201);
  } finally {
    await api.dispose();
  }
});

/** The newest toast with these words (an earlier one may still be fading). */
const toast = (page: Page, message: string) => page.getByText(message, { exact: true }).last();

const groupRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

async function createGroupThroughForm(page: Page, name: string, members: string[]) {
  await expect(page.getByRole('heading', { level: 1, name: 'Create User Group' })).toBeVisible();
  await page.getByLabel('Group Name').fill(name);
  await page.getByLabel('Description').fill(`The ${name} team`);
  for (const member of members) {
    await page.getByRole('combobox', { name: 'Users' }).click();
    await page.getByRole('option', { name: new RegExp(member) }).click();
  }
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'User group created successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${MANAGE}$`));
  await expect(groupRow(page, name)).toBeVisible();
}

async function confirm(page: Page, button: string, message: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(toast(page, message)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('the org admin creates groups, trashes them, restores one and bulk deletes the rest', async ({
  page,
}) => {
  test.slow(); // several screens, each with an accessibility scan
  await signInAsOrgAdmin(page.request, org);
  await page.goto('/access-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Management' })).toBeVisible();
  for (const title of [
    'Manage All Users',
    'Create New User',
    'Create User Group',
    'Manage User Groups',
    'Manage All Apps',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
  }
  await expectAccessible(page);
  await expectFitsPhone(page);

  await page.getByRole('link', { name: /Create User Group/ }).click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Please fill in all fields and select at least one user')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  await createGroupThroughForm(page, 'Field Crew', ['Gail Groups', 'Vera Viewer']);

  await page.getByRole('button', { name: 'New Group' }).click();
  await createGroupThroughForm(page, 'Night Shift', ['Vera Viewer']);

  // The admin group and Default are marked and cannot be trashed.
  await expect(groupRow(page, 'Admin Group').getByText('Admin', { exact: true })).toBeVisible();
  await expect(groupRow(page, 'Default').getByText('Default', { exact: true }).last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move Default to trash' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move Admin Group to trash' })).toBeDisabled();
  await expectAccessible(page);
  await expectFitsPhone(page);

  // Edit a group in its dialog.
  await page.getByRole('button', { name: 'Edit Field Crew' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User Group' });
  await dialog.getByLabel('Description').fill('Out in the field');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'User group updated successfully!')).toBeVisible();
  await expect(groupRow(page, 'Field Crew')).toContainText('Out in the field');

  for (const name of ['Field Crew', 'Night Shift', 'Warehouse']) {
    await page.getByRole('button', { name: `Move ${name} to trash` }).click();
    await confirm(page, 'Move to Trash', 'User group moved to trash');
    await expect(groupRow(page, name)).toHaveCount(0);
  }

  await page.getByRole('button', { name: 'Open Trash' }).click();
  await expect(page.getByRole('table', { name: 'User groups in the trash' })).toBeVisible();
  for (const name of ['Field Crew', 'Night Shift', 'Warehouse'])
    await expect(groupRow(page, name)).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  await page.getByRole('button', { name: 'Restore Field Crew' }).click();
  await confirm(page, 'Restore', 'User group restored');
  await expect(groupRow(page, 'Field Crew')).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Select all user groups' }).check();
  await page.getByRole('button', { name: 'Delete (2)' }).click();
  await confirm(page, 'Delete Permanently', '2 user groups deleted permanently.');
  await expect(page.getByText('No User Groups available')).toBeVisible();

  await page.getByRole('button', { name: 'Close Trash' }).click();
  await expect(groupRow(page, 'Field Crew')).toBeVisible();
  await page.getByLabel('Search user groups').fill('field');
  await expect(groupRow(page, 'Default')).toHaveCount(0);
  await expect(groupRow(page, 'Field Crew')).toBeVisible();
});

test('a member without the access-management app finds Manage User Groups shut', async ({ page }) => {
  await page.request.post('/api/auth/login', {
    data: { orgId: org.id, email: viewer.email, password: viewer.password },
  });
  // The screens are gated as the apps are (decision 0032): no read-only list, no New Group or Open Trash.
  for (const path of [MANAGE, '/access-management']) {
    await page.goto(path);
    await expect(page.getByText("You don't have access to Access Management.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Group' })).toHaveCount(0);
    await expect(groupRow(page, 'Admin Group')).toHaveCount(0);
  }
  await expectAccessible(page);
  await expectFitsPhone(page);
});

test('every card of the Access Management home opens a working screen', async ({ page }) => {
  await signInAsOrgAdmin(page.request, org);
  await page.goto('/access-management');
  const links = page.getByRole('list', { name: 'Access management actions' }).getByRole('link');
  // evaluateAll does not wait, so wait for the cards to render first.
  await expect(links).toHaveCount(5);
  const paths = await links.evaluateAll((found) => found.map((link) => link.getAttribute('href') ?? ''));
  expect(paths).toEqual([
    '/access-management/manage-all-users',
    '/access-management/create-new-user',
    '/access-management/create-user-group',
    '/access-management/manage-user-groups',
    '/access-management/manage-all-apps',
  ]);
  for (const path of paths) {
    await page.goto('/access-management');
    await page.locator(`a[href="${path}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  }
});
