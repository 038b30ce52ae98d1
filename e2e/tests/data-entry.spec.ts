import { expect, type Page } from '@playwright/test';
import { type SeededOrg, seedOrganization } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import { createEntry, createFormWithFields, listEntries, newFieldId } from '../support/entries.ts';
import { createOrgMember, type OrgMember, orgAdminApi, signInAsMember } from '../support/form-groups.ts';
import { squarePng } from '../support/png.ts';

let org: SeededOrg;
let viewer: OrgMember;
let outsider: OrgMember;
let suppliersId: string;
let formId: string;
const FORM_NAME = 'Site Inspection';

const ids = {
  supplierName: newFieldId('s'),
  inspector: newFieldId('a'),
  siteCode: newFieldId('b'),
  reviewerNote: newFieldId('r'),
  items: newFieldId('t'),
};

test.beforeAll(async ({ playwright }, testInfo) => {
  org = await seedOrganization(playwright, testInfo, {
    label: 'Data Entry Org',
    adminName: 'Edna Entryadmin',
  });
  const api = await orgAdminApi(playwright, testInfo, org);
  try {
    const access = [{ app: 'form-management', role: ['dynamic-form:view_form_data'] }];
    viewer = await createOrgMember(api, 'Vera Viewer', access);
    outsider = await createOrgMember(api, 'Otto Outsider', access);
    suppliersId = await createFormWithFields(api, {
      name: 'Suppliers',
      fieldConfig: [{ id: ids.supplierName, label: 'Supplier name', type: 'text', required: true }],
      formDataAccess: { view_all_data: { users: [outsider.id] } },
    });
    await createEntry(api, suppliersId, { [ids.supplierName]: 'Acme Supplies' });
    await createEntry(api, suppliersId, { [ids.supplierName]: 'Acme Supplies' });
    await createEntry(api, suppliersId, { [ids.supplierName]: 'Bolt Brothers' });
    formId = await createFormWithFields(api, {
      name: FORM_NAME,
      formDataAccess: { create_data: { users: [viewer.id, outsider.id] } },
      fieldConfig: [
        { id: ids.inspector, label: 'Inspector name', type: 'text', required: true },
        {
          id: ids.siteCode,
          label: 'Site code',
          type: 'text',
          inputValidation: true,
          regex: '^[A-Z]{3}-[0-9]{3}$',
          invalidInputMessage: 'Use the form ABC-123',
        },
        { id: newFieldId('c'), label: 'Access code', type: 'password' },
        { id: newFieldId('d'), label: 'Notes', type: 'textarea', allowCopyValue: true },
        { id: newFieldId('e'), label: 'Summary', type: 'richtext' },
        { id: newFieldId('f'), label: 'Score', type: 'number' },
        { id: newFieldId('g'), label: 'Visit date', type: 'date' },
        { id: newFieldId('h'), label: 'Visit time', type: 'datetime' },
        {
          id: newFieldId('i'),
          label: 'Weather',
          type: 'select',
          options: { kind: 'custom', values: ['Sunny', 'Rainy'] },
        },
        {
          id: newFieldId('j'),
          label: 'Hazards',
          type: 'multiselect',
          options: { kind: 'custom', values: ['Dust', 'Noise', 'Heat'] },
        },
        {
          id: newFieldId('k'),
          label: 'Outcome',
          type: 'radio',
          options: { kind: 'custom', values: ['Pass', 'Fail'] },
        },
        { id: newFieldId('l'), label: 'Follow-up needed', type: 'checkbox' },
        { id: newFieldId('m'), label: 'Urgent', type: 'toggle' },
        { id: newFieldId('n'), label: 'Readings', type: 'json' },
        {
          id: ids.items,
          label: 'Items',
          type: 'table',
          columns: [
            { id: 'item', header: 'Item', dataType: 'text', required: true },
            { id: 'quantity', header: 'Quantity', dataType: 'number', defaultValue: 1 },
            {
              id: 'vendor',
              header: 'Vendor',
              dataType: 'select',
              options: {
                kind: 'foreignKey',
                formId: suppliersId,
                fieldId: ids.supplierName,
                isReferencedValue: true,
              },
            },
          ],
        },
        { id: newFieldId('p'), label: 'Photos', type: 'file', accept: ['.png'], multiple: true },
        {
          id: newFieldId('q'),
          label: 'Supplier',
          type: 'select',
          options: {
            kind: 'foreignKey',
            formId: suppliersId,
            fieldId: ids.supplierName,
            isReferencedValue: true,
          },
        },
        {
          id: ids.reviewerNote,
          label: 'Reviewer note',
          type: 'text',
          userLock: true,
          viewAccess: { users: [viewer.id], groups: [] },
          editAccess: { users: [], groups: [] },
        },
      ],
    });
  } finally {
    await api.dispose();
  }
});

async function checkScreen(page: Page) {
  await expectAccessible(page);
  await expectFitsPhone(page);
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

async function openEntryScreen(page: Page) {
  await page.goto(`/form-management/forms/${formId}`);
  await expect(page.getByRole('heading', { level: 1, name: FORM_NAME })).toBeVisible();
}

test('the org admin enters data in every field type, sees the rules, submits and gets a fresh form', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.request.post('/api/auth/login', {
    data: { orgId: org.id, email: org.admin.email, password: org.admin.password },
  });
  await openEntryScreen(page);
  await checkScreen(page);
  // No two elements share an id (the sample-data panel's region and details once did).
  const repeatedIds = () =>
    page.evaluate(() => {
      const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
      return ids.filter((id, index) => ids.indexOf(id) !== index);
    });
  expect(await repeatedIds()).toEqual([]);

  // Required and regex messages, on the client, before anything is sent.
  await page.getByLabel('Site code').fill('bad');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Please fix the errors in the form')).toBeVisible();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByText('Use the form ABC-123')).toBeVisible();

  await page.getByLabel('Inspector name').fill('Ivy Inspector');
  await page.getByLabel('Site code').fill('ABC-123');
  const password = page.getByLabel('Access code', { exact: true });
  await password.fill('s3cret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show Access code' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  const notes = page.getByRole('textbox', { name: 'Notes' });
  await notes.fill('Gate was open');
  await expect(notes).toHaveAttribute('rows', '4');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy Notes' }).click();
  await expect(toast(page, 'Copied to clipboard')).toBeVisible();

  const summary = page.getByRole('textbox', { name: 'Summary' });
  await summary.click();
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('All clear');
  await page.getByLabel('Score').fill('42');

  await page.getByRole('group', { name: 'Visit date' }).click();
  await page.keyboard.type('15012026');
  await page.getByRole('group', { name: 'Visit time' }).click();
  await page.keyboard.type('150120260930');

  await page.getByRole('combobox', { name: 'Weather' }).click();
  await page.getByRole('option', { name: 'Sunny' }).click();
  await page.getByRole('combobox', { name: 'Hazards' }).click();
  await page.getByRole('option', { name: 'Dust' }).click();
  await page.getByRole('option', { name: 'Noise' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('radio', { name: 'Pass' }).check();
  await page.getByRole('checkbox', { name: 'Follow-up needed' }).check();
  await page.getByRole('switch', { name: 'Urgent' }).check();

  await page.getByRole('textbox', { name: 'Readings' }).click();
  await page.keyboard.type('{"ph": 7');

  await page.getByRole('button', { name: 'Add row to Items' }).click();
  const row = page.getByRole('group', { name: 'Items row 1' });
  await expect(row.getByLabel('Quantity')).toHaveValue('1');
  await row.getByRole('textbox', { name: 'Item' }).fill('Helmet');
  // A table column offers the foreign form's values too, once each, and may add one through that form.
  const vendor = row.getByRole('combobox', { name: 'Vendor' });
  await vendor.click();
  await expect(page.getByRole('option', { name: 'Acme Supplies' })).toHaveCount(1);
  await expect(page.getByRole('option', { name: 'Bolt Brothers' })).toBeVisible();
  await vendor.fill('Yak Yards');
  await page.getByRole('option', { name: 'Add new option "Yak Yards"' }).click();
  const addVendor = page.getByRole('dialog', { name: 'Add New Option' });
  await expect(addVendor.getByRole('heading', { name: 'Suppliers' })).toBeVisible();
  await addVendor.getByLabel('Supplier name').fill('Yak Yards');
  await addVendor.getByRole('button', { name: 'Submit' }).click();
  await expect(addVendor).toBeHidden();
  await expect(vendor).toHaveValue('Yak Yards');

  await page
    .getByLabel('Photos files')
    .setInputFiles({ name: 'gate.png', mimeType: 'image/png', buffer: squarePng() });
  await expect(page.getByRole('img', { name: 'Preview of gate.png' })).toBeVisible();
  await page
    .getByLabel('Photos files')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByText('.txt file is not allowed')).toBeVisible();

  // Foreign-key options come from the Suppliers form, once each.
  const supplier = page.getByRole('combobox', { name: 'Supplier' });
  await supplier.click();
  await expect(page.getByRole('option', { name: 'Acme Supplies' })).toHaveCount(1);
  await expect(page.getByRole('option', { name: 'Bolt Brothers' })).toBeVisible();
  await supplier.fill('Zeta Co');
  await page.getByRole('option', { name: 'Add new option "Zeta Co"' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add New Option' });
  await expect(addDialog.getByRole('heading', { name: 'Suppliers' })).toBeVisible();
  await checkScreen(page);
  await addDialog.getByLabel('Supplier name').fill('Zeta Co');
  await addDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(addDialog).toBeHidden();
  await expect(supplier).toHaveValue('Zeta Co');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Form submitted successfully!')).toBeVisible();
  // Reset to the defaults, and a way to the data.
  await expect(page.getByLabel('Inspector name')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Add row to Items' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Items row 1' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View Form Data' })).toHaveAttribute(
    'href',
    `/form-management/form-data/${formId}`,
  );

  // Exactly one entry: the embedded Suppliers form did not submit this one along with it.
  const entries = await listEntries(page.request, formId);
  expect(entries).toHaveLength(1);
  const [entry] = entries;
  const values = Object.values(entry?.data ?? {});
  expect(values).toContain('Ivy Inspector');
  expect(values).toContain(42);
  expect(values).toContain('2026-01-15');
  expect(values).toContainEqual({ ph: 7 });
  expect(values).toContainEqual([
    {
      item: 'Helmet',
      quantity: 1,
      vendor: { id: expect.any(String), value: 'Yak Yards', fallback_value: 'Yak Yards' },
    },
  ]);
  expect(values).toContainEqual(['Dust', 'Noise']);
  expect(
    values.some((value) => typeof value === 'string' && value.includes('<strong>All clear</strong>')),
  ).toBe(true);
  expect(JSON.stringify(values)).toContain('gate.png');
  expect(JSON.stringify(values)).toContain('Zeta Co');
});

test('a draft is saved, opened from View Drafts and submitted; Prefill fills the form; leaving asks first', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.request.post('/api/auth/login', {
    data: { orgId: org.id, email: org.admin.email, password: org.admin.password },
  });
  await page.goto('/form-management/forms');
  await page.getByRole('link', { name: new RegExp(FORM_NAME) }).click();
  await expect(page.getByRole('heading', { level: 1, name: FORM_NAME })).toBeVisible();

  await page.getByLabel('Inspector name').fill('Dana Drafter');
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(toast(page, 'Draft saved successfully!')).toBeVisible();
  await page.getByLabel('Inspector name').fill('');

  await page.getByRole('button', { name: 'View Drafts' }).click();
  const drafts = page.getByRole('dialog', { name: 'Drafts' });
  await expect(drafts.getByRole('button', { name: /Draft 1/ })).toBeVisible();
  await checkScreen(page);
  await drafts.getByRole('button', { name: /Draft 1/ }).click();
  await expect(page.getByLabel('Inspector name')).toHaveValue('Dana Drafter');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Draft submitted successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'View Drafts' }).click();
  await expect(drafts.getByText('No drafts saved for this form.')).toBeVisible();
  await drafts.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Prefill Data' }).click();
  const prefill = page.getByRole('dialog', { name: 'Prefill Form Data' });
  await prefill.getByLabel('Search entries').fill('Nobody by that name');
  await expect(prefill.getByText('No entries found matching your search criteria.')).toBeVisible();
  await prefill.getByLabel('Search entries').fill('Dana');
  const match = prefill.getByRole('button', { name: /Dana Drafter/ });
  await expect(match).toBeVisible();
  await checkScreen(page);
  await match.click();
  await expect(toast(page, 'Form data prefilled successfully!')).toBeVisible();
  await expect(page.getByLabel('Inspector name')).toHaveValue('Dana Drafter');

  // The prefilled form is unsaved: going back asks first.
  await page.goBack();
  const unsaved = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await expect(unsaved).toBeVisible();
  await checkScreen(page);
  await unsaved.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Inspector name')).toHaveValue('Dana Drafter');
  await page.goBack();
  await unsaved.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
});

test('a locked field is disabled for a member who may only view it, and absent for one who may not', async ({
  page,
}) => {
  await signInAsMember(page.request, org, viewer);
  await openEntryScreen(page);
  const note = page.getByLabel('Reviewer note');
  await expect(note).toBeDisabled();
  await expect(page.getByText("You don't have permission to enter data in this field")).toBeVisible();
  await checkScreen(page);

  await page.context().clearCookies();
  await signInAsMember(page.request, org, outsider);
  await openEntryScreen(page);
  await expect(page.getByLabel('Inspector name')).toBeVisible();
  await expect(page.getByLabel('Reviewer note')).toHaveCount(0);

  // A form the member may view but not fill says so.
  await page.goto(`/form-management/forms/${suppliersId}`);
  await expect(page.getByText('You do not have permission to enter data for this form.')).toBeVisible();
});
