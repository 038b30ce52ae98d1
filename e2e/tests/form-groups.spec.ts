import { expect, type Locator, type Page } from '@playwright/test';
import { type SeededOrg, seedOrganization, signInAsOrgAdmin, uniqueToken } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import {
  createFormGroup,
  createOrgMember,
  createSimpleForm,
  type OrgMember,
  orgAdminApi,
  trashFormGroup,
} from '../support/form-groups.ts';

const HOME = '/form-management';
const CREATE = '/form-management/create-form-group';
const MANAGE = '/form-management/manage-form-groups';

let org: SeededOrg;
let member: OrgMember;
let survey: { id: string; name: string };
let audit: { id: string; name: string };

test.beforeAll(async ({ playwright }, testInfo) => {
  org = await seedOrganization(playwright, testInfo, {
    label: 'Form Groups Org',
    adminName: 'Gwen Groupadmin',
  });
  const api = await orgAdminApi(playwright, testInfo, org);
  try {
    member = await createOrgMember(api, 'Mia Member', [{ app: 'data-management', role: [] }]);
    // Mia may enter data in the survey; nobody but the admin has any right in the audit.
    survey = await createSimpleForm(api, 'Site Survey', { create_data: { users: [member.id] } });
    audit = await createSimpleForm(api, 'Audit Log');
  } finally {
    await api.dispose();
  }
});

/** The newest toast with these words (an earlier one may still be fading). */
const toast = (page: Page, message: string) => page.getByText(message, { exact: true }).last();
const groupRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await combobox.fill(option);
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
  await page.keyboard.press('Escape');
}

async function checkScreen(page: Page) {
  await expectAccessible(page);
  await expectFitsPhone(page);
}

test('an org admin creates a form group that shows one form to a member', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Field Work ${uniqueToken()}`;
  await signInAsOrgAdmin(page.request, org);
  await page.goto(HOME);
  await expect(page.getByRole('heading', { level: 1, name: 'Form Management' })).toBeVisible();
  const tileList = page.getByRole('list', { name: 'Form management actions' });
  await expect(tileList.getByRole('heading')).toHaveText([
    'Forms',
    'Form Data',
    'Create New Form',
    'Manage All Forms',
    'Create Form Group',
    'Manage Form Groups',
  ]);
  await checkScreen(page);
  await tileList.getByRole('link', { name: /Create Form Group/ }).click();
  await expect(page).toHaveURL(CREATE);

  // The checks of the specification, in its order, before anything is sent.
  const create = page.getByRole('button', { name: 'Create Form Group' });
  await create.click();
  await expect(page.getByText('Form group name is required')).toBeVisible();
  await expect(page.getByText('At least one form must be selected')).toBeVisible();
  await checkScreen(page);
  await page.getByRole('textbox', { name: 'Form Group Name' }).fill(name);
  await choose(page, page.getByRole('combobox', { name: 'Forms to include' }), survey.name);
  await expect(page.getByText(`Assign users or user groups for ${survey.name}`)).toBeVisible();
  await expect(
    page.getByText('At least one user or user group must have group visibility access'),
  ).toBeVisible();

  // Mia sees the survey: she shows in the derived, read-only group visibility.
  await choose(page, page.getByRole('combobox', { name: `Users for ${survey.name}` }), member.name);
  await expect(page.getByText(`Assign users or user groups for ${survey.name}`)).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Group visibility' })).toHaveText(member.name);

  // Giving her the audit too warns that she holds no data right in it; the audit is left out again.
  await choose(page, page.getByRole('combobox', { name: 'Forms to include' }), audit.name);
  await choose(page, page.getByRole('combobox', { name: `Users for ${audit.name}` }), member.name);
  await expect(
    page.getByText(`${member.name} has no data access to this form`, { exact: false }),
  ).toBeVisible();
  await checkScreen(page);
  await page.getByRole('button', { name: audit.name, exact: true }).press('Delete');
  await expect(page.getByRole('region', { name: audit.name })).toHaveCount(0);

  await create.click();
  const confirm = page.getByRole('dialog', { name: 'Create Form Group' });
  await expect(confirm).toBeVisible();
  await checkScreen(page);
  await confirm.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(
    page.getByText('Form group created successfully! All selected forms have been assigned to this group.'),
  ).toBeVisible();
  await expect(page).toHaveURL(HOME, { timeout: 5_000 });

  // The new group lists the survey, shown to Mia.
  await page.goto(MANAGE);
  await expect(groupRow(page, name)).toContainText('1 form');
  await groupRow(page, name)
    .getByRole('button', { name: `Access configuration of ${name}` })
    .click();
  const access = page.getByRole('dialog', { name: `Access Configuration: ${name}` });
  await expect(
    access.getByRole('region', { name: survey.name }).getByRole('button', { name: member.name }),
  ).toBeVisible();
  await checkScreen(page);
  await access.getByRole('button', { name: 'Cancel' }).click();
});

test('form groups are edited, trashed, restored and deleted in bulk; Default stays', async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = uniqueToken();
  const api = await orgAdminApi(playwright, testInfo, org);
  const visible = [{ formId: survey.id, users: [member.id] }];
  const name = `Crew ${token}`;
  try {
    await createFormGroup(api, name, visible);
    for (const spare of [`Spare A ${token}`, `Spare B ${token}`]) {
      await trashFormGroup(api, await createFormGroup(api, spare, visible));
    }
  } finally {
    await api.dispose();
  }
  await signInAsOrgAdmin(page.request, org);
  await page.goto(MANAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Form Groups' })).toBeVisible();
  await expect(groupRow(page, name)).toBeVisible();
  await checkScreen(page);

  // Default cannot be deleted.
  await expect(
    groupRow(page, 'Default').getByRole('button', { name: 'Move Default to trash' }),
  ).toBeDisabled();

  // Edit: Save waits for a name; the new name is kept.
  await groupRow(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: `Edit Form Group: ${name}` });
  await checkScreen(page);
  const nameBox = edit.getByRole('textbox', { name: 'Form Group Name' });
  await nameBox.fill('   ');
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  const renamed = `${name} renamed`;
  await nameBox.fill(renamed);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Form group updated successfully!')).toBeVisible();
  await expect(groupRow(page, renamed)).toBeVisible();

  // Search with no match.
  await page.getByRole('searchbox', { name: 'Search form groups' }).fill(`nothing-${token}`);
  await expect(page.getByText('No form groups found')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search form groups' }).fill('');

  // Trash and restore, each after a confirmation.
  await groupRow(page, renamed)
    .getByRole('button', { name: `Move ${renamed} to trash` })
    .click();
  const trashConfirm = page.getByRole('dialog', { name: 'Move to trash?' });
  await checkScreen(page);
  await trashConfirm.getByRole('button', { name: 'Move to Trash' }).click();
  await expect(toast(page, 'Form group moved to trash')).toBeVisible();
  await expect(groupRow(page, renamed)).toHaveCount(0);
  await page.getByRole('button', { name: 'Open Trash' }).click();
  await checkScreen(page);
  await groupRow(page, renamed)
    .getByRole('button', { name: `Restore ${renamed}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Restore form group?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(toast(page, 'Form group restored')).toBeVisible();
  await expect(groupRow(page, renamed)).toHaveCount(0);

  // Bulk: the two spare groups in the trash go for good.
  await page.getByRole('checkbox', { name: 'Select all form groups' }).check();
  await page.getByRole('button', { name: 'Delete Permanently (2)' }).click();
  await page
    .getByRole('dialog', { name: 'Delete permanently?' })
    .getByRole('button', { name: 'Delete Permanently' })
    .click();
  await expect(toast(page, '2 form groups deleted permanently.')).toBeVisible();
  await expect(page.getByText('No form groups in trash')).toBeVisible();
  await page.getByRole('button', { name: 'Close Trash' }).click();
  await expect(groupRow(page, renamed)).toBeVisible();
});
