import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { type SeededOrg, seedOrganization, signInAsOrgAdmin } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import { createEntry, createFormWithFields, listEntries, newFieldId } from '../support/entries.ts';
import { orgAdminApi } from '../support/form-groups.ts';

let org: SeededOrg;
let importFormId: string;
let exportFormId: string;
let dockFormId: string;
const IMPORT_FORM = 'Crew Roster';
const EXPORT_FORM = 'Harbour Visits';
const f = {
  name: newFieldId('n'),
  age: newFieldId('a'),
  born: newFieldId('b'),
  port: newFieldId('p'),
  note: newFieldId('o'),
  dock: newFieldId('d'),
};

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(120_000);
  org = await seedOrganization(playwright, testInfo, {
    label: 'Import Export Org',
    adminName: 'Ivy Importer',
  });
  const api = await orgAdminApi(playwright, testInfo, org);
  try {
    importFormId = await createFormWithFields(api, {
      name: IMPORT_FORM,
      fieldConfig: [
        { id: f.name, label: 'Name', type: 'text', required: true },
        { id: f.age, label: 'Age', type: 'number' },
        { id: f.born, label: 'Born', type: 'date' },
      ],
    });
    exportFormId = await createFormWithFields(api, {
      name: EXPORT_FORM,
      fieldConfig: [
        { id: f.port, label: 'Port', type: 'text' },
        { id: f.note, label: 'Note', type: 'text' },
      ],
    });
    dockFormId = await createFormWithFields(api, {
      name: 'Dock Log',
      fieldConfig: [{ id: f.dock, label: 'Harbour', type: 'text', required: true }],
    });
    await createEntry(api, exportFormId, { [f.port]: 'Oslo', [f.note]: '=HYPERLINK("http://evil")' });
    await createEntry(api, exportFormId, { [f.port]: 'Rome', [f.note]: 'calm seas' });
  } finally {
    await api.dispose();
  }
});

async function openImportDialog(page: Page) {
  await signInAsOrgAdmin(page.request, org);
  await page.goto(`/form-management/forms/${importFormId}`);
  await expect(page.getByRole('heading', { level: 1, name: IMPORT_FORM })).toBeVisible();
  await page.getByRole('button', { name: 'Import Data' }).click();
  const dialog = page.getByRole('dialog', { name: `Import Data into ${IMPORT_FORM}` });
  await expect(dialog.getByRole('tab', { name: 'Import from File' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return dialog;
}

test('imports a CSV and an XLSX file with bad rows and lists every failure with its reason', async ({
  page,
  playwright,
}, testInfo) => {
  const dialog = await openImportDialog(page);
  await expectAccessible(page);
  await expectFitsPhone(page);

  const csv = [
    'Name,Age,Born',
    'Ana,31,1994-03-02',
    'Bo,old,1990-01-01',
    ',,',
    'Cy,40,31/02/2001',
    'Di,22,',
  ].join('\n');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'crew.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByRole('combobox', { name: 'Field for Name' })).toHaveText('Name');
  await expect(dialog.getByRole('combobox', { name: 'Field for Born' })).toHaveText('Born');
  await expectAccessible(page);
  await expectFitsPhone(page);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();

  await expect(
    dialog.getByText(
      '2 records imported successfully! 2 records failed to import. Check console for details.',
    ),
  ).toBeVisible();
  const failures = dialog.getByRole('list', { name: 'Rows not imported' });
  await expect(failures.getByRole('listitem')).toHaveText([
    'Row 3Age must be a number.',
    'Row 5Born must be a valid date/time format.',
  ]);
  await expectAccessible(page);
  await expectFitsPhone(page);

  await dialog.getByRole('button', { name: 'Import more' }).click();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Crew');
  sheet.addRow(['Name', 'Age', 'Born']);
  sheet.addRow(['Eli', 28, new Date(Date.UTC(1997, 6, 9))]);
  sheet.addRow(['Fay', 'twenty', '1999-01-01']);
  sheet.addRow(['', 50, '2000-01-01']);
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'crew.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx,
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    dialog.getByText(
      '1 records imported successfully! 2 records failed to import. Check console for details.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Rows not imported' }).getByRole('listitem')).toHaveText([
    'Row 3Age must be a number.',
    'Row 4Name: This field is required',
  ]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const api = await orgAdminApi(playwright, testInfo, org);
  const names = (await listEntries(api, importFormId)).map((entry) => entry.data[f.name]).sort();
  await api.dispose();
  expect(names).toEqual(['Ana', 'Di', 'Eli']);
});

test('imports the entries of another form through a chosen mapping', async ({
  page,
  playwright,
}, testInfo) => {
  await signInAsOrgAdmin(page.request, org);
  await page.goto(`/form-management/forms/${dockFormId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dock Log' })).toBeVisible();
  await page.getByRole('button', { name: 'Import Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Data into Dock Log' });
  await dialog.getByRole('tab', { name: 'Import from Form' }).click();
  await dialog.getByRole('button', { name: new RegExp(EXPORT_FORM) }).click();
  await expect(dialog.getByRole('combobox', { name: 'Field for Port' })).toHaveText('Do not import');
  await dialog.getByRole('combobox', { name: 'Field for Port' }).click();
  await page.getByRole('option', { name: 'Harbour', exact: true }).click();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('2 records imported successfully!', { exact: true })).toBeVisible();
  const api = await orgAdminApi(playwright, testInfo, org);
  const harbours = (await listEntries(api, dockFormId)).map((entry) => entry.data[f.dock]).sort();
  await api.dispose();
  expect(harbours).toEqual(['Oslo', 'Rome']);
});

test('refuses a file that is not a spreadsheet', async ({ page }) => {
  const dialog = await openImportDialog(page);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(dialog.getByRole('alert')).toHaveText('Only CSV, XLS and XLSX files can be imported.');
});

async function openExportDialog(page: Page) {
  await signInAsOrgAdmin(page.request, org);
  await page.goto(`/form-management/form-data/${exportFormId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Form Data' })).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  return page.getByRole('dialog', { name: `Export ${EXPORT_FORM}` });
}

function expectExportedCsv(text: string) {
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Entry ID,Updated At,Updated By,Created At,Created By,Port,Note');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(/,Rome,calm seas$/);
  expect(lines[2]).toMatch(/,Oslo,"'=HYPERLINK\(""http:\/\/evil""\)"$/);
}

test('exports the table as CSV and the downloaded file holds the entries, formulas neutralised', async ({
  page,
}) => {
  // A browser without the File System Access API gets the file as an ordinary download.
  await page.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
  const dialog = await openExportDialog(page);
  await expect(dialog.getByRole('combobox', { name: 'Format' })).toHaveText('CSV');
  await expectAccessible(page);
  await expectFitsPhone(page);

  await dialog.getByRole('radio', { name: 'Grouped' }).check();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please select a field to group by.');
  await dialog.getByRole('radio', { name: 'Simple' }).check();

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${EXPORT_FORM}.csv`);
  expectExportedCsv((await readFile(await download.path())).toString('utf8'));
  await expect(dialog).toBeHidden();
});

test('streams the export into the file chosen in the save dialog', async ({ page }) => {
  // The browser's own save dialog cannot be driven from a test: it answers with a file of the page's
  // private file system, which the export then writes as a chosen file on disk.
  await page.addInitScript(() => {
    const state = window as unknown as { suggestedName?: string; showSaveFilePicker: unknown };
    state.showSaveFilePicker = async ({ suggestedName }: { suggestedName: string }) => {
      state.suggestedName = suggestedName;
      const folder = await navigator.storage.getDirectory();
      return folder.getFileHandle('chosen-export', { create: true });
    };
  });
  const dialog = await openExportDialog(page);
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog).toBeHidden();
  const saved = await page.evaluate(async () => {
    const folder = await navigator.storage.getDirectory();
    const file = await (await folder.getFileHandle('chosen-export')).getFile();
    return { name: (window as { suggestedName?: string }).suggestedName, text: await file.text() };
  });
  expect(saved.name).toBe(`${EXPORT_FORM}.csv`);
  expectExportedCsv(saved.text);
});
