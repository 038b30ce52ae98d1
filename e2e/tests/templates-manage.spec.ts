import { expect, type Locator, type Page } from '@playwright/test';
import {
  baseUrlOf,
  createCreator,
  createOrganization,
  masterApi,
  type SeededCreator,
  type SeededOrg,
  signInAsCreator,
  signInAsOrgAdmin,
  uniqueToken,
} from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import { createFormGroup, createSimpleForm, orgAdminApi } from '../support/form-groups.ts';
import {
  entryCountsOf,
  importFromLibrary,
  importTemplateRows,
  templateFormsOf,
} from '../support/templates-api.ts';
import { seedTemplateFromGroup } from '../support/templates-manage.ts';

// A creator works through Manage Templates: tabs and search, a draft of a published template, its fields
// configured, a new version released, the version history (with sample rows and the deleted and trash
// fields decisions), a duplicate, the trash and a restore.

let org: SeededOrg;
let creator: SeededCreator;
let surveyId: string;
let auditId: string;
let groupId: string;
const token = uniqueToken();
const survey = `Water Survey ${token}`;
const audit = `Clinic Audit ${token}`;
const groupForm = `Schools ${token}`;
const householdsForm = `Households ${token}`;
/** More entries than Release from Version History offers (the 50 newest). */
const SURVEY_ENTRIES = 55;

test.beforeAll(async ({ playwright }, testInfo) => {
  const master = await masterApi(playwright, baseUrlOf(testInfo));
  org = await createOrganization(master, { label: 'Templates source' });
  creator = await createCreator(master, `Tess Creator ${token}`);
  await master.dispose();
  const admin = await orgAdminApi(playwright, testInfo, org);
  const me = (await (await admin.get('/api/me')).json()) as { user: { id: string } };
  const creatorApi = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
  await signInAsCreator(creatorApi, creator);
  surveyId = await seedTemplateFromGroup(admin, me.user.id, creatorApi, {
    name: survey,
    formName: householdsForm,
    publish: true,
  });
  // Entries on the template's form, to choose sample rows from when a version is released.
  const [households] = await templateFormsOf(creatorApi, surveyId);
  if (!households) throw new Error('The survey template has no form.');
  const rows = Array.from({ length: SURVEY_ENTRIES }, (_, n) => ({ Notes: `Household ${n + 1}` }));
  expect(await importTemplateRows(creatorApi, surveyId, households.id, rows)).toBe(SURVEY_ENTRIES);
  auditId = await seedTemplateFromGroup(admin, me.user.id, creatorApi, {
    name: audit,
    formName: `Clinics ${token}`,
    publish: false,
  });
  const school = await createSimpleForm(admin, groupForm);
  groupId = await createFormGroup(admin, `Schools group ${token}`, [
    { formId: school.id, users: [me.user.id] },
  ]);
  await admin.dispose();
  await creatorApi.dispose();
});

const toast = (page: Page, text: string) => page.getByText(text).last();
const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function quickAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Quick Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Every dialog this journey opens is checked the same way. */
async function checkDialog(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
}

test('a creator manages a template from draft to release, duplicates, trashes and restores', async ({
  page,
  playwright,
}, testInfo) => {
  // One long journey with an accessibility check of every dialog it opens.
  test.setTimeout(180_000);
  await signInAsCreator(page.request, creator);
  // A link to one template opens the tab that holds it.
  await page.goto(`/manage-templates?templateId=${auditId}`);
  await expect(page.getByRole('tab', { name: /^Drafts/ })).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, audit)).toBeVisible();
  await page.goto('/manage-templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Templates' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Published \(\d+\)$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByLabel('Search templates').fill(token);
  await expect(card(page, survey)).toBeVisible();
  await expect(card(page, audit)).toHaveCount(0);
  await expectAccessible(page);
  await expectFitsPhone(page);

  // F5 and Ctrl+R refresh the data, not the page.
  await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
  await page.keyboard.press('F5');
  await expect(toast(page, 'Data refreshed successfully')).toBeVisible();
  await page.keyboard.press('Control+r');
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  expect(await page.evaluate(() => 'e2eNoReload' in window)).toBe(true);

  // Create a draft of the published template: the view moves to Drafts.
  await quickAction(page, survey, 'Create Draft');
  await expect(toast(page, 'Draft created successfully!')).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Drafts/ })).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, audit)).toBeVisible();

  // Configure the form's fields: add one, move the other to the trash.
  await quickAction(page, survey, 'Manage Forms & Fields');
  const manage = page.getByRole('dialog', { name: 'Manage Forms & Fields' });
  await checkDialog(page, manage);
  // A form of the workspace can join the draft, and leave it again.
  await manage.getByLabel('Form to add').click();
  await page.getByRole('option', { name: new RegExp(`^Clinics ${token} · v1 · .* · ${audit}$`) }).click();
  await manage.getByRole('button', { name: 'Add Form', exact: true }).click();
  await expect(toast(page, 'Form added to template.')).toBeVisible();
  const clinics = manage.getByRole('region', { name: `Clinics ${token}` });
  await expect(clinics).toBeVisible();
  await expectAccessible(page);
  await clinics.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(toast(page, 'Form removed from template.')).toBeVisible();
  await expect(clinics).toHaveCount(0);
  await manage.getByRole('button', { name: 'Configure Fields' }).click();
  const configure = page.getByRole('dialog', { name: /^Configure Fields/ });
  await checkDialog(page, configure);
  await configure.getByRole('button', { name: 'Add New Field' }).click();
  const addField = page.getByRole('dialog', { name: 'Add New Field' });
  await addField.getByLabel('Label', { exact: false }).first().fill('Village');
  await addField.getByRole('button', { name: 'Save', exact: true }).click();
  await configure.getByRole('button', { name: 'Move Notes to trash' }).click();
  await expect(configure.getByRole('list', { name: 'Trash fields' }).getByText('Notes')).toBeVisible();
  await configure.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Fields saved')).toBeVisible();
  await manage.getByRole('button', { name: 'Close' }).click();

  // Release the draft as version 2; the change text is required.
  await page.getByRole('button', { name: `Release ${survey}` }).click();
  const release = page.getByRole('dialog', { name: 'Release Draft as New Version' });
  await checkDialog(page, release);
  await expect(release.getByRole('button', { name: 'Release', exact: true })).toBeDisabled();
  await release.getByLabel("What's new in this version").fill('Village added, notes retired');
  await release.getByRole('button', { name: 'Release', exact: true }).click();
  await expect(toast(page, 'Version 2 released successfully!')).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Published/ })).toHaveAttribute('aria-selected', 'true');

  // Version history: the active version cannot be released again.
  await quickAction(page, survey, 'Manage Versions');
  const history = page.getByRole('dialog', { name: 'Version History' });
  await checkDialog(page, history);
  await expect(history.getByRole('button', { name: 'Version 2 is active' })).toBeDisabled();
  await expect(history.getByRole('button', { name: 'Release version 1' })).toBeEnabled();
  await expect(history.getByText('Village added, notes retired')).toBeVisible();
  await history.getByRole('button', { name: 'Close' }).click();

  // Release version 1 again from the history: the diff, sample rows, the deleted-fields decision, the result.
  await quickAction(page, survey, 'Manage Versions');
  await history.getByRole('button', { name: 'Release version 1' }).click();
  const confirmRelease = page.getByRole('dialog', { name: 'Release Diff: Confirm Release of v1' });
  await checkDialog(page, confirmRelease);
  // The 50 newest entries are offered, the first 5 chosen; one of them is left out.
  const samples = confirmRelease.getByRole('region', { name: `Sample data of ${householdsForm}` });
  const useRow = (n: number) => samples.getByRole('checkbox', { name: `Use row ${n} of ${householdsForm}` });
  await expect(samples.getByRole('checkbox')).toHaveCount(50);
  await expect(samples.getByText(`Sample data: ${householdsForm} (5 selected)`)).toBeVisible();
  for (const n of [1, 2, 3, 4, 5]) await expect(useRow(n)).toBeChecked();
  await expect(useRow(6)).not.toBeChecked();
  await useRow(3).uncheck();
  await expect(samples.getByText(`Sample data: ${householdsForm} (4 selected)`)).toBeVisible();
  await confirmRelease.getByRole('button', { name: 'Confirm Release' }).click();
  const deleted = page.getByRole('dialog', { name: 'Release contains deleted fields' });
  await checkDialog(page, deleted);
  await expect(deleted.getByText(/Village/)).toBeVisible();
  await deleted.getByRole('button', { name: 'Release as is' }).click();
  await expect(toast(page, 'Version 1 released successfully!')).toBeVisible();
  const result = page.getByRole('dialog', { name: 'Release Diff' });
  await checkDialog(page, result);
  await expect(result.getByText('Version 1 released successfully!')).toBeVisible();
  await result.getByRole('button', { name: 'Close' }).click();
  await expect(history.getByRole('button', { name: 'Version 1 is active' })).toBeDisabled();

  // An organisation importing the release gets the four rows chosen as its sample data.
  const admin = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
  await signInAsOrgAdmin(admin, org);
  const imported = await importFromLibrary(admin, surveyId, `Survey samples ${token}`);
  expect(await entryCountsOf(admin, imported)).toEqual({ [householdsForm]: 4 });
  await admin.dispose();

  // Version 2 again: it drops Notes from the live fields and holds it in the trash; Import and release
  // brings it back out of the trash.
  await history.getByRole('button', { name: 'Release version 2' }).click();
  const confirmTwo = page.getByRole('dialog', { name: 'Release Diff: Confirm Release of v2' });
  await expect(confirmTwo).toBeVisible();
  await confirmTwo.getByRole('button', { name: 'Confirm Release' }).click();
  await expect(deleted.getByText(/Notes/)).toBeVisible();
  await deleted.getByRole('button', { name: 'Release as is' }).click();
  const trash = page.getByRole('dialog', { name: 'Release contains trash fields' });
  await checkDialog(page, trash);
  await expect(trash.getByText(`${householdsForm}: Notes`)).toBeVisible();
  await trash.getByRole('button', { name: 'Import and release' }).click();
  await expect(toast(page, 'Version 2 released successfully!')).toBeVisible();
  await expect(result.getByText('Version 2 released successfully!')).toBeVisible();
  await result.getByRole('button', { name: 'Close' }).click();
  await expect(history.getByRole('button', { name: 'Version 2 is active' })).toBeDisabled();
  await history.getByRole('button', { name: 'Close' }).click();

  // Edit, settings and attachments of the published template.
  await quickAction(page, survey, 'Edit Template');
  const edit = page.getByRole('dialog', { name: 'Edit Template' });
  await checkDialog(page, edit);
  await edit.getByLabel('Description').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Please fill in all required fields').first()).toBeVisible();
  await edit.getByLabel('Description').fill('Households and their villages');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Template updated!')).toBeVisible();
  await expect(card(page, survey).getByText('Households and their villages')).toBeVisible();
  await page.getByRole('button', { name: `Settings of ${survey}` }).click();
  const settings = page.getByRole('dialog', { name: 'Template Settings' });
  await checkDialog(page, settings);
  await expect(settings.getByRole('switch', { name: 'Published' })).toBeChecked();
  await settings.getByRole('button', { name: 'Close' }).click();
  await quickAction(page, survey, 'Manage Attachments');
  const attachments = page.getByRole('dialog', { name: 'Manage Attachments' });
  await checkDialog(page, attachments);
  await attachments.getByRole('button', { name: 'Close' }).click();

  // Duplicate the unpublished template: the copy lands in Drafts.
  await page.getByRole('tab', { name: /^Drafts/ }).click();
  await page.getByRole('button', { name: `Duplicate ${audit}` }).click();
  await expect(toast(page, 'Template duplicated successfully (saved in Drafts)')).toBeVisible();
  const copy = `${audit} (Copy)`;
  await expect(card(page, copy)).toBeVisible();

  // Trash the copy, then restore it.
  await quickAction(page, copy, 'Move to Trash');
  const confirmTrash = page.getByRole('dialog', { name: 'Move to Trash' });
  await checkDialog(page, confirmTrash);
  await confirmTrash.getByRole('button', { name: 'Move to Trash' }).click();
  await expect(toast(page, 'Template moved to trash')).toBeVisible();
  await page.getByRole('tab', { name: /^Trash/ }).click();
  await quickAction(page, copy, 'Restore from Trash');
  const confirmRestore = page.getByRole('dialog', { name: 'Restore from Trash' });
  await checkDialog(page, confirmRestore);
  await confirmRestore.getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page, 'Template restored successfully.')).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Drafts/ })).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, copy)).toBeVisible();

  // Import a form group of the organisation as a new draft template.
  await page.getByRole('button', { name: 'Import Form Group' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import Form Group as Template' });
  await checkDialog(page, importDialog);
  await importDialog.getByLabel('Form Group ID').fill(groupId);
  await importDialog.getByRole('button', { name: 'Preview' }).click();
  await expect(
    importDialog.getByRole('list', { name: 'Forms to import' }).getByText(groupForm),
  ).toBeVisible();
  await expect(importDialog.getByLabel('Organization')).toHaveAttribute('readonly', '');
  await checkDialog(page, importDialog);
  await importDialog.getByLabel('Template Name').fill(`School Census ${token}`);
  await importDialog.getByRole('button', { name: 'Import as Template' }).click();
  await expect(toast(page, 'Form group imported as template')).toBeVisible();
  await expect(card(page, `School Census ${token}`)).toBeVisible();
});
