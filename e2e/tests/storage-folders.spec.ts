import { expect, type Page } from '@playwright/test';
import { type SeededOrg, seedOrganization, signInAsOrgAdmin, uniqueToken } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import { createFolderApi, toast } from '../support/storage-ui.ts';
import { expectDashboard, sideMenu, signInFields } from '../support/ui.ts';

let org: SeededOrg;

test.beforeAll(async ({ playwright }, testInfo) => {
  org = await seedOrganization(playwright, testInfo, {
    label: 'Storage Folders Org',
    adminName: 'Fay Folder',
  });
});

test('an org admin creates folder paths in the tree; an empty name and an existing path are refused', async ({
  page,
}) => {
  await signInAsOrgAdmin(page.request, org);
  await page.goto('/storage/create-path');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Folder Path' })).toBeVisible();
  const tree = page.getByRole('tree', { name: 'Folders' });
  await expect(tree.getByRole('treeitem', { name: 'Top level' })).toHaveAttribute('aria-selected', 'true');
  const create = page.getByRole('button', { name: 'Create', exact: true });
  const name = page.getByRole('textbox', { name: 'New folder name' });

  // The spec's checks, one after the other.
  await create.click();
  await expect(page.getByText('Please enter a folder name', { exact: true })).toBeVisible();
  await name.fill('Travel bills 2026/*');
  await expect(name).toHaveValue('Travel_bills_2026');
  await create.click();
  await expect(page.getByText('Please select a creation configuration', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Creation configuration' }).click();
  await page.getByRole('option', { name: 'Year and month (2026/11)' }).click();
  await create.click();
  await expect(page.getByText('Please enter a display name', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Display name' }).fill('Travel');
  await expectAccessible(page);
  await expectFitsPhone(page);
  await create.click();
  await expect(toast(page, 'Folder created successfully.')).toBeVisible();
  const travel = tree.getByRole('treeitem', { name: /^Travel_bills_2026/ });
  await expect(travel).toBeVisible();
  await expect(name).toHaveValue('');

  // The same path again is refused before anything is sent.
  await tree.getByRole('treeitem', { name: 'Top level' }).click();
  await name.fill('Travel_bills_2026');
  await create.click();
  await expect(page.getByText('This folder path already exists', { exact: true })).toBeVisible();

  // By keyboard: into the tree, down to the new folder, chosen as the parent of a sub-folder. (This test runs
  // first in its organisation, so the new folder is the only one under the top level.)
  await tree.getByRole('treeitem', { name: 'Top level' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(travel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(travel).toHaveAttribute('aria-selected', 'true');
  await name.fill('receipts');
  await expect(page.getByText('Folder path: Travel_bills_2026/receipts')).toBeVisible();
  await page.getByRole('textbox', { name: 'Display name' }).fill('Travel receipts');
  await page.getByRole('combobox', { name: 'Creation configuration' }).click();
  await page.getByRole('option', { name: 'No date folders' }).click();
  await create.click();
  const receipts = tree.getByRole('treeitem', { name: /^receipts/ });
  await expect(receipts).toHaveAttribute('aria-level', '3');
  await travel.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(travel).toHaveAttribute('aria-expanded', 'false');
  await expect(receipts).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(receipts).toBeVisible();

  // The same path in other letters is refused too; the server's own refusals are named in a toast.
  await tree.getByRole('treeitem', { name: 'Top level' }).click();
  await name.fill('TRAVEL_bills_2026');
  await create.click();
  await expect(page.getByText('This folder path already exists', { exact: true })).toBeVisible();
  const token = uniqueToken();
  const segments = [`deep_${token}`, 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
  await createFolderApi(page.request, {
    basePath: segments.join('/'),
    displayName: `Deep ${token}`,
    creationConfig: 'y',
  });
  await page.reload();
  for (const segment of segments)
    await tree.getByRole('treeitem', { name: new RegExp(`^${segment}( \\(|$)`) }).click();
  await expect(tree.getByRole('treeitem', { name: /^h \(/ })).toHaveAttribute('aria-selected', 'true');
  await name.fill('too_deep');
  await page.getByRole('textbox', { name: 'Display name' }).fill(`Too deep ${token}`);
  await page.getByRole('combobox', { name: 'Creation configuration' }).click();
  await page.getByRole('option', { name: 'Year (2026)' }).click();
  await create.click();
  await expect(toast(page, 'Error creating folder: A folder path can have at most 8 levels.')).toBeVisible();
});

test('the admin gives a new user one folder with View Self and Edit Self; the user finds storage and the folder', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const token = uniqueToken();
  await signInAsOrgAdmin(page.request, org);
  await createFolderApi(page.request, {
    basePath: `bills_${token}`,
    displayName: `Bills ${token}`,
    creationConfig: 'ym',
  });
  const member = {
    name: 'Sami Storage',
    username: `sami_${token}`,
    email: `sami.${token}@org.example.test`,
    password: 'member-password-1',
  };
  const created = await page.request.post('/api/users', {
    data: {
      ...member,
      phoneNumber: String(Date.now()).slice(-10),
      confirmPassword: member.password,
      access: [{ app: 'form-management', role: ['dynamic-form:create_new'] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/access-management/manage-all-users');
  await page.getByLabel('Search users').fill(member.username);
  await page.getByRole('button', { name: `Edit ${member.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${member.name}` });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('checkbox', { name: 'Storage' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Select at least one folder, with roles for each, for Storage.').first(),
  ).toBeVisible();
  await dialog.getByRole('checkbox', { name: new RegExp(`^Bills ${token}`) }).check();
  const roles = dialog.getByRole('group', { name: `Roles for Bills ${token}` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText(`Select at least one role for the folder Bills ${token}.`).first(),
  ).toBeVisible();

  // Conflicting roles are disabled both ways.
  await roles.getByRole('checkbox', { name: 'View Self' }).check();
  await expect(roles.getByRole('checkbox', { name: 'View All' })).toBeDisabled();
  await roles.getByRole('checkbox', { name: 'Edit Self' }).check();
  await expect(roles.getByRole('checkbox', { name: 'Edit All' })).toBeDisabled();
  await roles.getByRole('checkbox', { name: 'Edit Self' }).uncheck();
  await expect(roles.getByRole('checkbox', { name: 'Edit All' })).toBeEnabled();
  await roles.getByRole('checkbox', { name: 'Edit Self' }).check();
  await expectAccessible(page);
  await expectFitsPhone(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'User access updated successfully')).toBeVisible();

  // The user sees the storage card, the Storage menu, and the folder with its access line.
  const memberContext = await browser.newContext();
  try {
    const memberPage = await memberContext.newPage();
    await memberPage.goto(`/login/${org.id}`);
    await signInFields(memberPage).email.fill(member.email);
    await signInFields(memberPage).password.fill(member.password);
    await signInFields(memberPage).signIn.click();
    await expectDashboard(memberPage, member.name);
    const apps = memberPage.getByRole('region', { name: 'Apps' });
    await expect(apps.getByRole('heading', { level: 3, name: 'Storage' })).toBeVisible();
    await sideMenu(memberPage).getByRole('link', { name: 'Storage' }).click();
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Storage' })).toBeVisible();
    const actions = memberPage.getByRole('list', { name: 'Storage actions' });
    await expect(actions.getByRole('heading', { name: 'Upload Bills' })).toBeVisible();
    await expect(actions.getByRole('heading', { name: 'Create Folder' })).toHaveCount(0);
    const mine = memberPage.getByRole('list', { name: 'Your folders' });
    await expect(mine.getByText(`bills_${token} · View Self · Edit Self`)).toBeVisible();
    await memberPage.goto('/storage/create-path');
    await expect(memberPage.getByText('Only organization admins can create folders.')).toBeVisible();
    await expect(memberPage.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0);
  } finally {
    await memberContext.close();
  }
});

function actionCard(page: Page, title: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

test('the storage home: three cards starrable as quick actions, and the admin’s folders', async ({
  page,
}) => {
  await signInAsOrgAdmin(page.request, org);
  const token = uniqueToken();
  await createFolderApi(page.request, {
    basePath: `home_${token}`,
    displayName: `Home ${token}`,
    creationConfig: 'y',
  });
  await page.goto('/storage');
  await expect(page.getByRole('heading', { level: 1, name: 'Storage' })).toBeVisible();
  const actions = page.getByRole('list', { name: 'Storage actions' });
  await expect(actions.getByRole('heading', { level: 3 })).toHaveText([
    'Upload Bills',
    'View Bills',
    'Create Folder',
  ]);
  const mine = page.getByRole('list', { name: 'Your folders' });
  await expect(mine.getByText(`home_${token} · View All · View Self · Edit All · Edit Self`)).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  const upload = actionCard(page, 'Upload Bills');
  await upload.getByRole('button', { name: 'Add to Quick Actions' }).click();
  await expect(toast(page, 'Added to Quick Actions')).toBeVisible();
  await upload.getByRole('button', { name: 'Remove from Quick Actions' }).click();
  await expect(toast(page, 'Removed from Quick Actions')).toBeVisible();
  await actionCard(page, 'Create Folder').getByRole('button', { name: 'Add to Quick Actions' }).click();
  await expect(toast(page, 'Added to Quick Actions')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Quick Actions' }).getByText('Create Folder')).toBeVisible();

  // Saving the star fails: the storage spec's words, and the star goes back.
  await page.goto('/storage');
  await page.route('**/api/me/quick-actions/**', (route) => route.fulfill({ status: 503, body: '' }));
  await upload.getByRole('button', { name: 'Add to Quick Actions' }).click();
  await expect(toast(page, 'Failed to update Quick Actions')).toBeVisible();
  await expect(upload.getByRole('button', { name: 'Add to Quick Actions' })).toBeVisible();
});
