import { expect, type Page } from '@playwright/test';
import { type SeededOrg, seedOrganization, signInAsOrgAdmin, uniqueToken } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import {
  createFormGroup,
  createOrgMember,
  createSimpleForm,
  type OrgMember,
  orgAdminApi,
  signInAsMember,
} from '../support/form-groups.ts';

let org: SeededOrg;
let member: OrgMember;
let groupName: string;
let groupId: string;
let survey: { id: string; name: string };
let audit: { id: string; name: string };
let intake: { id: string; name: string };

test.beforeAll(async ({ playwright }, testInfo) => {
  org = await seedOrganization(playwright, testInfo, {
    label: 'Data Management Org',
    adminName: 'Dora Dataadmin',
  });
  const api = await orgAdminApi(playwright, testInfo, org);
  try {
    // Mia holds one form-management role (view form data) and the data-management app.
    member = await createOrgMember(api, 'Mia Member', [
      { app: 'form-management', role: ['dynamic-form:view_form_data'] },
      { app: 'data-management', role: [] },
    ]);
    survey = await createSimpleForm(api, 'Site Survey', { create_data: { users: [member.id] } });
    audit = await createSimpleForm(api, 'Audit Log');
    // Two forms no group takes: they stay in Default, and its access configuration names Mia in one.
    intake = await createSimpleForm(api, 'Intake', { create_data: { users: [member.id] } });
    await createSimpleForm(api, 'Ledger');
    groupName = `Field Work ${uniqueToken()}`;
    // The group holds both forms but shows Mia only the survey.
    const admin = (await (await api.get('/api/me')).json()).user.id as string;
    groupId = await createFormGroup(api, groupName, [
      { formId: survey.id, users: [member.id] },
      { formId: audit.id, users: [admin] },
    ]);
    // A group that does not name Mia at all.
    await createFormGroup(api, `Back Office ${uniqueToken()}`, [{ formId: audit.id, users: [admin] }]);
  } finally {
    await api.dispose();
  }
});

async function checkScreen(page: Page) {
  await expectAccessible(page);
  await expectFitsPhone(page);
}

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');

const cardTitles = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('heading');

test('a member sees exactly the group and the form shown to her, and nothing else', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsMember(page.request, org, member);
  await page.goto('/data-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Data Management' })).toBeVisible();
  await expect
    .poll(async () => (await cardTitles(page, 'Form groups').allInnerTexts()).sort())
    .toEqual(['Default', groupName].sort());
  await checkScreen(page);

  await page.getByRole('link', { name: new RegExp(groupName) }).click();
  await expect(page).toHaveURL(`/data-management/${groupId}`);
  await expect(page.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
  await expect(cardTitles(page, 'Forms')).toHaveText([survey.name]);
  // She may enter data in the survey but not view its data, and the card says why.
  const viewData = page.getByRole('button', { name: `View data of ${survey.name}` });
  await expect(viewData).toBeDisabled();
  await expect(page.getByText(`You do not have permission to view data of ${survey.name}.`)).toBeVisible();
  await checkScreen(page);

  await page.getByRole('button', { name: 'Open Trash' }).click();
  await expect(page.getByText('No trashed forms.')).toBeVisible();
  await checkScreen(page);
  await page.getByRole('button', { name: 'Close Trash' }).click();
  await page.getByRole('searchbox', { name: 'Search forms' }).fill('audit');
  await expect(page.getByRole('list', { name: 'Forms' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search forms' }).fill('');

  await page.getByRole('button', { name: `Enter data in ${survey.name}` }).click();
  await expect(page).toHaveURL(`/data-management/${groupId}/${survey.id}`);
  // The breadcrumb names the group and the form, not their ids.
  await expect(breadcrumb(page)).toHaveText(['Dashboard', 'Data Management', groupName, survey.name]);

  // Default holds the forms no other group took; she sees only the one whose access configuration names her.
  await page.goto('/data-management');
  await page.getByRole('link', { name: /^Default/ }).click();
  await expect(cardTitles(page, 'Forms')).toHaveText([intake.name]);
  await expect(breadcrumb(page)).toHaveText(['Dashboard', 'Data Management', 'Default']);

  // A group that is not hers, or that does not exist, is not found.
  await page.goto('/data-management/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Form group not found' })).toBeVisible();
  await checkScreen(page);
});

test('an org admin sees every form of the group and opens one to view its data', async ({ page }) => {
  await signInAsOrgAdmin(page.request, org);
  await page.goto(`/data-management/${groupId}`);
  await expect(cardTitles(page, 'Forms')).toHaveText([survey.name, audit.name]);
  await page.getByRole('button', { name: `View data of ${audit.name}` }).click();
  await expect(page).toHaveURL(`/data-management/${groupId}/${audit.id}`);
  await expect(breadcrumb(page)).toHaveText(['Dashboard', 'Data Management', groupName, audit.name]);
  // Every page of one form names it in the breadcrumb: its data and its field configuration.
  await page.goto(`/form-management/form-data/${audit.id}`);
  await expect(breadcrumb(page)).toHaveText(['Dashboard', 'Form Management', 'Form Data', audit.name]);
  await page.goto(`/form-management/manage-all-forms/${audit.id}/field-config`);
  await expect(breadcrumb(page)).toHaveText([
    'Dashboard',
    'Form Management',
    'Manage All Forms',
    audit.name,
    'Field Config',
  ]);
  await page.goto(`/form-management/forms/${audit.id}`);
  await expect(breadcrumb(page)).toHaveText(['Dashboard', 'Form Management', 'Forms', audit.name]);
});

test('Form Management home tiles warn a member for the roles she lacks', async ({ page }) => {
  const tiles = page.getByRole('list', { name: 'Form management actions' });
  await signInAsMember(page.request, org, member);
  await page.goto('/form-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Form Management' })).toBeVisible();
  for (const [tile, warning] of [
    ['Create New Form', "You don't have permission to create new forms"],
    ['Manage All Forms', "You don't have permission to manage forms"],
    ['Create Form Group', "You don't have permission to create form groups"],
    ['Manage Form Groups', "You don't have permission to manage form groups"],
  ]) {
    await tiles.getByRole('link', { name: new RegExp(`^${tile}`) }).click();
    await expect(page.getByRole('alert')).toHaveText(warning ?? '');
    await expect(page).toHaveURL('/form-management');
  }
  await checkScreen(page);
  // The warning goes away after 2.5 s.
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 4_000 });
  // Form Data is hers to open.
  await tiles.getByRole('link', { name: /^Form Data/ }).click();
  await expect(page).toHaveURL('/form-management/form-data');
});
