import { expect, type Page } from '@playwright/test';
import { type SeededOrg, seedOrganization, signInAsOrgAdmin, uniqueToken } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import { expectDashboard, signInFields } from '../support/ui.ts';

const MANAGE = '/access-management/manage-all-users';
const CREATE = '/access-management/create-new-user';

let org: SeededOrg;

test.beforeAll(async ({ playwright }, testInfo) => {
  org = await seedOrganization(playwright, testInfo, { label: 'Users Org', adminName: 'Uma Useradmin' });
});

/** The newest toast with these words (an earlier one may still be fading). */
const toast = (page: Page, message: string) => page.getByText(message, { exact: true }).last();
const userRow = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('an org admin creates a user with roles; the user sees exactly those apps; archiving signs them out', async ({
  page,
  browser,
}) => {
  // A long journey through two browsers on a shared machine.
  test.setTimeout(180_000);
  const token = uniqueToken();
  const member = {
    name: 'Milo Member',
    username: `milo_${token}`,
    email: `milo.${token}@org.example.test`,
    phone: String(Date.now()).slice(-10),
    password: 'member-password-1',
  };

  // The admin fills in step 1 of Create New User; the form checks it first.
  await signInAsOrgAdmin(page.request, org);
  await page.goto(CREATE);
  await expect(page.getByRole('heading', { level: 1, name: 'Create New User' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Name must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(member.name);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(member.username);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email);
  await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill(member.phone);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: apps and roles. Back clears the choice; an app without a role is refused.
  const step2 = page.getByRole('region', { name: 'Assign App access and roles' });
  await step2.getByRole('checkbox', { name: 'Form Management' }).check();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(step2.getByRole('checkbox', { name: 'Form Management' })).not.toBeChecked();
  // Storage (decision 0026) and expense management (decision 0028) are assignable since their apps were built.
  await expect(step2.getByRole('checkbox', { name: 'Storage' })).toHaveCount(1);
  await expect(step2.getByRole('checkbox', { name: 'Expense Management' })).toHaveCount(1);
  await step2.getByRole('checkbox', { name: 'Form Management' }).check();
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(step2.getByText('Select at least one role for Form Management.').first()).toBeVisible();
  await step2.getByRole('checkbox', { name: /Create new forms/ }).check();
  await step2.getByRole('checkbox', { name: 'Access Management' }).check();
  await step2.getByRole('checkbox', { name: /Create and edit users/ }).check();
  await expectAccessible(page);
  await expectFitsPhone(page);
  await page.getByRole('button', { name: 'Create User' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Create User' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'User created successfully in both Authentication and Database!')).toBeVisible();

  // Manage All Users: the seven columns, the new row with its app chips, the admin's own row marked Me.
  await page.goto(MANAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage All Users' })).toBeVisible();
  const headers = page.getByRole('columnheader');
  await expect(headers).toHaveText(['User', 'Username', 'Email', 'Phone', 'Status', 'App Access', 'Actions']);
  await expect(userRow(page, org.admin.email).getByText('Me', { exact: true })).toBeVisible();
  await page.getByLabel('Search users').fill(member.username.toUpperCase());
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = userRow(page, member.email);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByText('Access Management', { exact: true })).toBeVisible();
  await expect(row.getByText('Form Management', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  // The user signs in in another browser and sees exactly the assigned apps and their quick actions.
  const memberContext = await browser.newContext();
  try {
    const memberPage = await memberContext.newPage();
    await memberPage.goto(`/login/${org.id}`);
    await signInFields(memberPage).email.fill(member.email);
    await signInFields(memberPage).password.fill(member.password);
    await signInFields(memberPage).signIn.click();
    await expectDashboard(memberPage, member.name);
    const apps = memberPage.getByRole('region', { name: 'Apps' });
    await expect(apps.getByRole('heading', { level: 3 })).toHaveText([
      'Access Management',
      'Form Management',
    ]);

    await memberPage.getByRole('link', { name: 'Access Management' }).first().click();
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Access Management' })).toBeVisible();
    const actions = memberPage.getByRole('list', { name: 'Access management actions' });
    await expect(actions.getByRole('heading', { name: 'Manage All Users' })).toBeVisible();
    await expect(actions.getByRole('heading', { name: 'Create New User' })).toBeVisible();
    await expect(actions.getByRole('heading', { name: 'Manage All Apps' })).toHaveCount(0);
    await expect(actions.getByRole('button', { name: 'Add to Quick Actions' })).toHaveCount(2);
    // Anything that reloads the page would lose this mark.
    await memberPage.evaluate(() => Object.assign(window, { e2eNoReload: true }));

    // The admin archives the user, after a confirmation.
    await row.getByRole('button', { name: `Archive ${member.name}` }).click();
    const archive = page.getByRole('dialog', { name: 'Archive user?' });
    await expect(archive).toBeVisible();
    await expectAccessible(page);
    await archive.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(toast(page, 'User archived successfully')).toBeVisible();
    await expect(page.getByText('No users found.')).toBeVisible();

    // The user's open tab is stopped without a reload: the archived dialog (archived is not blocked), or the
    // sign-in page when a request of the tab noticed the ended session first.
    const blocked = memberPage.getByRole('dialog', { name: 'Your account has been archived' });
    const signInHeading = memberPage.getByRole('heading', { level: 1, name: 'Sign In' });
    await expect(blocked.or(signInHeading)).toBeVisible();
    expect(await memberPage.evaluate(() => 'e2eNoReload' in window)).toBe(true);
    if (await blocked.isVisible()) await blocked.getByRole('button', { name: 'Logout' }).click();
    await expect(memberPage).toHaveURL(/\/login/);
    await memberPage.goto(`/login/${org.id}`);
    await signInFields(memberPage).email.fill(member.email);
    await signInFields(memberPage).password.fill(member.password);
    await signInFields(memberPage).signIn.click();
    await expect(memberPage.getByText('User is blocked or archived.')).toBeVisible();
  } finally {
    await memberContext.close();
  }

  // The archive lists the user with the Archived chip and Restore.
  await page.getByRole('button', { name: 'Open Archive' }).click();
  const archivedRow = userRow(page, member.email);
  await expect(archivedRow.getByText('Archived', { exact: true })).toBeVisible();
  await expect(archivedRow.getByRole('button', { name: `Restore ${member.name}` })).toBeVisible();
  await expect(archivedRow.getByRole('button', { name: `Edit ${member.name}` })).toHaveCount(0);
  await expectAccessible(page);
  await expectFitsPhone(page);
  await page.getByLabel('Search users').fill('nobody-by-this-name');
  await expect(page.getByText('No archived users found.')).toBeVisible();
  await page.getByRole('button', { name: 'Close Archive' }).click();
  await expect(page.getByText('No users found.')).toBeVisible();
});

test('the edit dialog changes details and access in two steps; the first admin is protected', async ({
  page,
}) => {
  const token = uniqueToken();
  await signInAsOrgAdmin(page.request, org);
  const created = await page.request.post('/api/users', {
    data: {
      name: 'Edda Editme',
      username: `edda_${token}`,
      email: `edda.${token}@org.example.test`,
      phoneNumber: String(Date.now() + 7).slice(-10),
      password: 'member-password-1',
      confirmPassword: 'member-password-1',
      access: [{ app: 'form-management', role: ['dynamic-form:create_new'] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto(MANAGE);
  await expect(
    userRow(page, org.admin.email).getByRole('button', { name: `Archive ${org.admin.name}` }),
  ).toBeDisabled();
  await page.getByLabel('Search users').fill(`edda_${token}`);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Edit Edda Editme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Edda Editme' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Edda Edited');
  await dialog.getByLabel('New Password', { exact: true }).fill('another-password-1');
  await dialog.getByLabel('Confirm Password', { exact: true }).fill('another-password-1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const confirmPassword = page.getByRole('dialog', { name: 'Change password?' });
  await expect(confirmPassword).toBeVisible();
  await confirmPassword.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'User info updated successfully')).toBeVisible();

  // Step 2: conflicting roles would be disabled; here, add Access Management with one role.
  await dialog.getByRole('checkbox', { name: 'Access Management' }).check();
  await dialog.getByRole('checkbox', { name: /Assign app access/ }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'User access updated successfully')).toBeVisible();
  const row = userRow(page, `edda_${token}`);
  await expect(row.getByText('Edda Edited')).toBeVisible();
  await expect(row.getByText('Access Management', { exact: true })).toBeVisible();
});

test('the profile: view, edit with Personal Info, saved or cancelled; no App Access for the first admin', async ({
  page,
}) => {
  await signInAsOrgAdmin(page.request, org);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText(org.admin.email)).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('tab', { name: 'Personal Info' })).toBeVisible();
  // The first admin's access is changed by nobody, herself included (decision 0032).
  await expect(page.getByRole('tab', { name: 'App Access' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Al');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name must be at least 3 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(org.admin.name, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Uma Renamed');
  await page
    .getByRole('textbox', { name: 'Phone Number', exact: true })
    .fill(String(Date.now() + 3).slice(-10));
  await expectAccessible(page);
  await expectFitsPhone(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Profile updated successfully')).toBeVisible();
  await expect(page.getByText('Uma Renamed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
});
