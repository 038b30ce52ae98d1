import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  type SeededCreator,
  type SeededOrg,
  seedOrganization,
  signInAsCreator,
  signInAsOrgAdmin,
  uniqueToken,
} from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import { newFieldId } from '../support/entries.ts';
import {
  addTemplateForm,
  createTemplate,
  newCreatorSession,
  publishTemplate,
} from '../support/templates-api.ts';

// The whole life of a template across the two sides: a creator's two linked forms released with sample rows,
// an organisation's import and its own work on it, a second release that adds a field and retires one, and an
// update that keeps every entry and the organisation's own field.

const token = uniqueToken();
const TEMPLATE = `Water points ${token}`;
const ids = {
  village: newFieldId('vil'),
  head: newFieldId('hed'),
  visitor: newFieldId('vis'),
  visited: newFieldId('vtd'),
};
let creator: SeededCreator;
let org: SeededOrg;
let templateId: string;
let villagesId: string;

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: HTTP ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const session = await newCreatorSession(playwright, testInfo, `Nia Creator ${token}`);
  creator = session.creator;
  org = await seedOrganization(playwright, testInfo, { label: 'Journey Org', adminName: 'Abe Admin' });

  // The creator's template: Villages, and Visits whose village is picked from Villages (a foreign key).
  const { api } = session;
  templateId = await createTemplate(api, { name: TEMPLATE, description: 'Villages and their visits' });
  villagesId = await addTemplateForm(api, templateId, {
    name: 'Villages',
    fields: [
      { id: ids.village, label: 'Village', required: true },
      { id: ids.head, label: 'Head' },
    ],
  });
  await addTemplateForm(api, templateId, {
    name: 'Visits',
    fields: [
      { id: ids.visitor, label: 'Visitor' },
      {
        id: ids.visited,
        label: 'Visited village',
        type: 'select',
        options: { kind: 'foreignKey', formId: villagesId, fieldId: ids.village },
      },
    ],
  });
  await publishTemplate(api, templateId);
  await api.dispose();
});

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).last();

async function checked(page: Page) {
  await expectAccessible(page);
  await expectFitsPhone(page);
}

async function quickAction(page: Page, action: string) {
  await page.getByRole('button', { name: `Quick Actions for ${TEMPLATE}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** The organisation's copy of a template form, by name, as the admin's form catalogue lists it. */
async function orgFormId(request: APIRequestContext, name: string): Promise<string> {
  const { forms } = await ok<{ forms: { id: string; name: string }[] }>(
    await request.get('/api/forms/catalogue'),
    'Form catalogue',
  );
  const found = forms.find((form) => form.name === name);
  if (!found) throw new Error(`No form named ${name}`);
  return found.id;
}

test('a template travels from its creator to an organisation and is updated without losing its data', async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();

  // The creator enters two villages as sample data.
  await signInAsCreator(page.request, creator);
  for (const [village, head] of [
    ['Ambali', 'Asha'],
    ['Berewa', 'Bola'],
  ]) {
    await page.goto(`/enter-template-data?templateId=${templateId}&formId=${villagesId}`);
    await page.getByRole('textbox', { name: 'Village' }).fill(village ?? '');
    await page.getByRole('textbox', { name: 'Head' }).fill(head ?? '');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(toast(page, 'Template form submitted successfully!')).toBeVisible();
  }

  // Version 1 is released from the history with both rows as samples.
  await page.goto(`/manage-templates?templateId=${templateId}`);
  await quickAction(page, 'Manage Versions');
  const history = page.getByRole('dialog', { name: 'Version History' });
  await history.getByRole('button', { name: 'Release version 1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Release Diff: Confirm Release of v1' });
  await expect(confirm.getByRole('checkbox', { name: 'Use row 1 of Villages' })).toBeChecked();
  await expect(confirm.getByRole('checkbox', { name: 'Use row 2 of Villages' })).toBeChecked();
  await checked(page);
  await confirm.getByRole('button', { name: 'Confirm Release' }).click();
  await expect(toast(page, 'Version 1 released successfully!')).toBeVisible();

  // The admin imports version 1: two forms, the samples with them.
  await signInAsOrgAdmin(admin.request, org);
  await admin.goto('/templates');
  const card = admin.getByRole('article', { name: TEMPLATE });
  await card.getByRole('button', { name: `Import ${TEMPLATE}` }).click();
  const importDialog = admin.getByRole('dialog', { name: 'Import Template' });
  await importDialog.getByLabel('Form Group Name').fill(`Water points ${token}`);
  await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(toast(admin, `Template "${TEMPLATE}" imported successfully with 2 forms!`)).toBeVisible();
  await expect(card.getByText('Imported Up-to-date')).toBeVisible();

  const copyId = await orgFormId(admin.request, 'Villages');
  const samples = await ok<{ entries: { data: Record<string, unknown> }[] }>(
    await admin.request.get(`/api/forms/${copyId}/entries`),
    'Entries of the copy',
  );
  expect(samples.entries.map((entry) => entry.data[ids.village]).sort()).toEqual(['Ambali', 'Berewa']);

  // The organisation enters its own village and adds its own field to the form.
  await admin.goto(`/form-management/forms/${copyId}`);
  await admin.getByRole('textbox', { name: 'Village' }).fill('Chirundu');
  await admin.getByRole('textbox', { name: 'Head' }).fill('Chipo');
  await admin.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(toast(admin, 'Form submitted successfully!')).toBeVisible();

  await admin.goto(`/form-management/manage-all-forms/${copyId}/field-config`);
  await admin.getByRole('button', { name: 'Add field' }).click();
  const addOwn = admin.getByRole('dialog', { name: 'Add New Field' });
  await addOwn.getByLabel('Label', { exact: false }).first().fill('Well depth');
  await addOwn.getByRole('button', { name: 'Save', exact: true }).click();
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(admin, 'Form field configuration updated successfully!')).toBeVisible();

  // The admin goes back to the library and leaves it open.
  await admin.goto('/templates');
  await expect(card.getByText('Imported Up-to-date')).toBeVisible();

  // The creator drafts version 2: Population added, Head moved to the field trash.
  await page.goto(`/manage-templates?templateId=${templateId}`);
  await quickAction(page, 'Create Draft');
  await expect(toast(page, 'Draft created successfully!')).toBeVisible();
  await quickAction(page, 'Manage Forms & Fields');
  const manage = page.getByRole('dialog', { name: 'Manage Forms & Fields' });
  await manage
    .getByRole('region', { name: 'Villages' })
    .getByRole('button', { name: 'Configure Fields' })
    .click();
  const configure = page.getByRole('dialog', { name: /^Configure Fields/ });
  await configure.getByRole('button', { name: 'Add New Field' }).click();
  const addField = page.getByRole('dialog', { name: 'Add New Field' });
  await addField.getByLabel('Label', { exact: false }).first().fill('Population');
  await addField.getByRole('button', { name: 'Save', exact: true }).click();
  await configure.getByRole('button', { name: 'Move Head to trash' }).click();
  await configure.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Fields saved')).toBeVisible();
  await manage.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: `Release ${TEMPLATE}` }).click();
  const release = page.getByRole('dialog', { name: 'Release Draft as New Version' });
  await release
    .getByLabel("What's new in this version")
    .fill('Population counted; the head is no longer asked');
  await release.getByRole('button', { name: 'Release', exact: true }).click();
  await expect(toast(page, 'Version 2 released successfully!')).toBeVisible();

  // The admin's open library shows the release without a reload, and says what it changes.
  await expect(card.getByText('Update Available')).toBeVisible();
  await card.getByRole('button', { name: `What's New in ${TEMPLATE}` }).click();
  const news = admin.getByRole('dialog', { name: "What's New" });
  await expect(news.getByText('Field "Population" added to "Villages"')).toBeVisible();
  await expect(news.getByText(/^Field "Head" removed from "Villages"/)).toBeVisible();
  await checked(admin);
  await news.getByRole('button', { name: 'Close' }).click();

  await card.getByRole('button', { name: `Update ${TEMPLATE}` }).click();
  const update = admin.getByRole('dialog', { name: 'Update Template' });
  await expect(update.getByRole('region', { name: 'Safety summary' })).toBeVisible();
  await update.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(
    admin.getByText(`Template "${TEMPLATE}" updated successfully!`, { exact: false }),
  ).toBeVisible();
  await expect(card.getByText('Imported Up-to-date')).toBeVisible();

  // The form has the new field and the organisation's own; Head waits in the field trash.
  const { form } = await ok<{ form: { fieldConfig: { label: string; isTrashed: boolean }[] } }>(
    await admin.request.get(`/api/forms/${copyId}`),
    'The updated copy',
  );
  const live = form.fieldConfig.filter((field) => !field.isTrashed).map((field) => field.label);
  expect(live).toEqual(expect.arrayContaining(['Village', 'Population', 'Well depth']));
  expect(form.fieldConfig.find((field) => field.label === 'Head')?.isTrashed).toBe(true);
  const after = await ok<{ entries: { data: Record<string, unknown> }[] }>(
    await admin.request.get(`/api/forms/${copyId}/entries`),
    'Entries after the update',
  );
  // The organisation's entry and both samples are still there (Head's values stay stored with the trashed field).
  expect(after.entries.map((entry) => entry.data[ids.village]).sort()).toEqual([
    'Ambali',
    'Berewa',
    'Chirundu',
  ]);

  await admin.goto(`/form-management/manage-all-forms/${copyId}/field-config`);
  await expect(admin.getByRole('button', { name: 'Edit Population' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Edit Well depth' })).toBeVisible();
  await adminContext.close();
});
