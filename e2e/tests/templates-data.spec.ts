import { expect, type Page } from '@playwright/test';
import { signInAsCreator } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import { type SeededTemplateForm, seedTemplateForm } from '../support/template-data.ts';

// A creator enters data on a template form, keeps a draft, imports rows, then edits and deletes in the list.

const FORM_NAME = 'Households';
const ids = { head: 'hhead001', members: 'hmemb001', source: 'hsrc0001' };
let seeded: SeededTemplateForm;

test.beforeAll(async ({ playwright }, testInfo) => {
  seeded = await seedTemplateForm(playwright, testInfo, {
    name: FORM_NAME,
    fieldConfig: [
      { id: ids.head, name: 'head', label: 'Head of household', type: 'text', required: true },
      { id: ids.members, name: 'members', label: 'Members', type: 'number' },
      {
        id: ids.source,
        name: 'source',
        label: 'Water source',
        type: 'select',
        options: { kind: 'custom', values: ['Well', 'Tap', 'River'] },
      },
    ],
  });
});

const query = () => `templateId=${seeded.templateId}&formId=${seeded.formId}`;
const head = (page: Page) => page.getByRole('textbox', { name: 'Head of household' });
const members = (page: Page) =>
  page.getByRole('spinbutton', { name: 'Members' }).or(page.getByLabel('Members'));

async function checked(page: Page) {
  await expectAccessible(page);
  await expectFitsPhone(page);
}

test('a creator enters, drafts and imports data on a template form, then edits and deletes it', async ({
  page,
}) => {
  await signInAsCreator(page.request, seeded.creator);

  await page.goto(`/enter-template-data?templateId=${seeded.templateId}`);
  await expect(
    page.getByText('Form ID is missing. Please navigate to this page from the template group.'),
  ).toBeVisible();

  await page.goto(`/enter-template-data?${query()}`);
  await expect(page.getByRole('heading', { level: 1, name: FORM_NAME })).toBeVisible();
  await checked(page);

  // A required field left empty.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Please fix the errors in the form')).toBeVisible();
  await expect(page.getByText('This field is required')).toBeVisible();

  await head(page).fill('Amina');
  await members(page).fill('5');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Template form submitted successfully!').first()).toBeVisible();
  await expect(head(page)).toHaveValue('');

  // Leaving with unsaved values asks first.
  await head(page).fill('Baraka');
  await page.getByRole('link', { name: 'View Form Data' }).click();
  const unsaved = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await expect(unsaved).toBeVisible();
  await checked(page);
  await unsaved.getByRole('button', { name: 'Cancel' }).click();
  await expect(unsaved).toBeHidden();
  await expect(head(page)).toHaveValue('Baraka');

  // A draft in this browser; submitting it removes it.
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByText('Draft saved successfully!')).toBeVisible();
  const drafts = () =>
    page.evaluate(
      () => JSON.parse(localStorage.getItem('form-drafts') ?? '[]') as { id: string; formId: string }[],
    );
  expect((await drafts()).filter((d) => d.formId === seeded.formId).map((d) => d.id.slice(0, 6))).toEqual([
    'draft-',
  ]);
  await page.getByRole('button', { name: 'Drafts' }).click();
  await expect(page.getByRole('menuitem', { name: /Draft of/ })).toHaveCount(1);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  // The first submit's words may still show: the form back at its defaults says this one went through.
  await expect(head(page)).toHaveValue('');
  await expect.poll(async () => (await drafts()).filter((d) => d.formId === seeded.formId)).toEqual([]);

  // Import rows from a CSV file: an empty row is ignored, a bad row is reported with its row number.
  await page.getByRole('button', { name: 'Import Data' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import Data' });
  await expect(importDialog).toBeVisible();
  await checked(page);
  await importDialog.locator('input[type="file"]').setInputFiles({
    name: 'households.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Head of household,Members\nChidi,3\n,\nDayo,many\n'),
  });
  await expect(importDialog.getByText('households.csv: 3 rows')).toBeVisible();
  await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importDialog.getByText('Row 4: Members must be a number.')).toBeVisible();
  await expect(page.getByText('1 records imported successfully!').first()).toBeVisible();
  await expect(page.getByText('1 records failed to import.').first()).toBeVisible();
  await checked(page);
  await importDialog.getByRole('button', { name: 'Close' }).click();

  // The data list: newest first, with the creator's name.
  await page.getByRole('link', { name: 'View Form Data' }).click();
  await expect(page).toHaveURL(/\/template-form-data\?/);
  const table = page.getByRole('table', { name: `Data of ${FORM_NAME}` });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('cell', { name: seeded.creator.name }).first()).toBeVisible();
  await checked(page);

  // Edit one field.
  await page.getByRole('button', { name: 'Edit Amina' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Field' });
  await expect(edit).toBeVisible();
  await checked(page);
  await edit.getByRole('textbox', { name: 'Head of household' }).fill('Amina K');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(table.getByRole('cell', { name: 'Amina K', exact: true })).toBeVisible();

  // Delete one entry, then the selected one.
  await page.getByRole('button', { name: 'Delete Chidi' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Entry' });
  await checked(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Entry deleted successfully')).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Chidi', exact: true })).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Select Baraka' }).check();
  await page.getByRole('button', { name: 'Delete Selected (1)' }).click();
  const confirmMany = page.getByRole('dialog', { name: 'Delete Selected Entries' });
  await checked(page);
  await confirmMany.getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: 'Amina K', exact: true })).toBeVisible();
});

test('the data list names what is missing or not found', async ({ page }) => {
  await signInAsCreator(page.request, seeded.creator);
  await page.goto(`/template-form-data?formId=${seeded.formId}`);
  await expect(page.getByText('Missing required parameters')).toBeVisible();
  await page.goto(`/template-form-data?templateId=${seeded.formId}&formId=${seeded.formId}`);
  await expect(page.getByText('Template form not found')).toBeVisible();
  await checked(page);

  // On the entry screen a form that is not there is named in a toast and the page goes back one step.
  // Reached inside the app (a second page load would make going back reload the page, toast and all).
  await page.goto(`/template-group`);
  const missingForm = `/enter-template-data?templateId=${seeded.templateId}&formId=${seeded.templateId}`;
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, missingForm);
  await expect(page.getByText('Form not found', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/template-group$/);
});

test("a select with foreign-key options offers the values of the template's other form", async ({ page }) => {
  await signInAsCreator(page.request, seeded.creator);
  const added = await page.request.post(`/api/templates/${seeded.templateId}/forms`, {
    data: {
      name: 'Visits',
      fieldConfig: [
        {
          id: 'vhead001',
          name: 'household',
          label: 'Household',
          type: 'select',
          options: { kind: 'foreignKey', formId: seeded.formId, fieldId: ids.head },
        },
      ],
    },
  });
  expect(added.ok()).toBe(true);
  const visitsId = ((await added.json()) as { form: { id: string } }).form.id;
  for (const name of ['Zawadi', 'Yusuf', 'Zawadi']) {
    const created = await page.request.post(
      `/api/template-data/${seeded.templateId}/${seeded.formId}/entries`,
      { data: { data: { [ids.head]: name } } },
    );
    expect(created.ok()).toBe(true);
  }

  await page.goto(`/enter-template-data?templateId=${seeded.templateId}&formId=${visitsId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Visits' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Household' }).click();
  await expect(page.getByRole('option', { name: 'Zawadi' })).toHaveCount(1);
  await expect(page.getByRole('option', { name: 'Yusuf' })).toBeVisible();
  await checked(page);
});
