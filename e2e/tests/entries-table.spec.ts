import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { baseUrlOf, type SeededOrg, seedOrganization, signInAsOrgAdmin } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import {
  bodyRows,
  columnTexts,
  createEntry,
  createPeopleForm,
  FIELD,
  type Person,
  rowOf,
  toast,
} from '../support/entries-table.ts';

const PEOPLE: Person[] = [
  { name: 'Ada', age: 36, colour: 'Red', items: ['pen', 'ink'] },
  { name: 'Ben', age: 22, colour: 'Red' },
  { name: 'Cleo', age: 41, colour: 'Green' },
  { name: 'Dan', age: 30, colour: 'Red', active: true },
  { name: 'Eve', age: 55, colour: 'Blue' },
  { name: 'Finn', age: 18, colour: 'Green' },
];

const COLOUR_CYCLE = ['Red', 'Green', 'Blue'];

let org: SeededOrg;
let baseURL: string;

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(120_000);
  org = await seedOrganization(playwright, testInfo, { label: 'Entries Table Org', adminName: 'Tess Table' });
  baseURL = baseUrlOf(testInfo);
});

/** A signed-in API client for the org admin; the caller disposes it. */
async function adminApi(playwright: Parameters<Parameters<typeof test>[2]>[0]['playwright']) {
  const api = await playwright.request.newContext({ baseURL });
  await signInAsOrgAdmin(api, org);
  return api;
}

async function formWith(api: APIRequestContext, name: string, people: Person[]): Promise<string> {
  const formId = await createPeopleForm(api, name);
  // One at a time, so the creation order (and the default newest-first order) is known.
  for (const person of people) await createEntry(api, formId, person);
  return formId;
}

async function openTable(page: Page, formId: string) {
  await signInAsOrgAdmin(page.request, org);
  await page.goto(`/form-management/form-data/${formId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Form Data' })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
}

/** Picks an option of an MUI select by the select's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('filters by a number and a select, shows chips, saves the filter and applies it again', async ({
  page,
  playwright,
}) => {
  const api = await adminApi(playwright);
  const formId = await formWith(api, 'Filter People', PEOPLE);
  await api.dispose();
  await openTable(page, formId);
  await expect(bodyRows(page)).toHaveCount(6);

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter Entries' });
  await choose(page, 'Field, condition 1', 'Age');
  await choose(page, 'Operator, condition 1', '>=');
  await dialog.getByLabel('Value, condition 1').fill('30');
  await dialog.getByRole('button', { name: 'Add Condition' }).click();
  await choose(page, 'Field, condition 2', 'Colour');
  await choose(page, 'Operator, condition 2', 'is');
  await choose(page, 'Value, condition 2', 'Red');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Apply Filters' }).click();

  const chips = page.getByRole('region', { name: 'Active filters' });
  await expect(chips.getByRole('button', { name: 'Age >= 30' })).toBeVisible();
  await expect(chips.getByRole('button', { name: 'Colour is Red' })).toBeVisible();
  await expect.poll(() => columnTexts(page, 'Name')).toEqual(['Dan', 'Ada']);

  await chips.getByRole('button', { name: 'Save Filter' }).click();
  const save = page.getByRole('dialog', { name: 'Save Filter' });
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(save.getByText('Please enter a name for the filter')).toBeVisible();
  await save.getByLabel('Filter name').fill('Older reds');
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Filter "Older reds" saved successfully!')).toBeVisible();
  // The same conditions cannot be saved twice.
  await chips.getByRole('button', { name: 'Save Filter' }).click();
  await expect(save.getByRole('button', { name: 'Save' })).toBeDisabled();
  await save.getByRole('button', { name: 'Cancel' }).click();

  // Removing one chip widens the view; Reset Filters clears the rest.
  await chips.getByRole('button', { name: 'Colour is Red' }).press('Delete');
  await expect.poll(() => columnTexts(page, 'Name')).toEqual(['Eve', 'Dan', 'Cleo', 'Ada']);
  await chips.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(bodyRows(page)).toHaveCount(6);

  // Saved on the server: still there after a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Saved Filters' }).click();
  await page.getByRole('menuitem', { name: /Older reds/ }).click();
  await expect(chips.getByRole('button', { name: 'Age >= 30' })).toBeVisible();
  await expect.poll(() => columnTexts(page, 'Name')).toEqual(['Dan', 'Ada']);
  await expectFitsPhone(page);
});

test('reorders columns with the keyboard, saves the selection and applies it after a reload', async ({
  page,
  playwright,
}) => {
  const api = await adminApi(playwright);
  const formId = await formWith(api, 'Column People', PEOPLE.slice(0, 2));
  await api.dispose();
  await openTable(page, formId);

  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Columns' });
  for (const hidden of ['Updated At', 'Updated By', 'Created By', 'Active', 'Items'])
    await dialog.getByRole('checkbox', { name: hidden }).uncheck();
  // Age moves above Name: pick it up with Space, one step up, drop with Space.
  const handle = dialog.getByRole('button', { name: 'Drag Age' });
  // Each key waits for the step before it: the sensor listens for arrows only after the pick-up has rendered.
  const announced = (text: string) =>
    expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await announced('Age is over Name.');
  await page.keyboard.press('Space');
  await announced('Age dropped.');
  await expectAccessible(page);
  // Read from the DOM: behind the open dialog the table is hidden from the accessibility tree.
  const headers = async () =>
    (await page.locator('thead th').allTextContents()).map((text) => text.trim()).filter(Boolean);
  await expect.poll(headers).toEqual(['Entry ID', 'Created At', 'Age', 'Name', 'Colour', 'Actions']);

  await dialog.getByRole('button', { name: 'Save Column Selection' }).click();
  const save = page.getByRole('dialog', { name: 'Save Column Selection' });
  await save.getByLabel('Column selection name').fill('Compact');
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Column selection "Compact" saved successfully!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.reload();
  await expect.poll(headers).toContain('Updated By');
  await page.getByRole('button', { name: 'Saved Columns' }).click();
  await page.getByRole('menuitem', { name: /Compact/ }).click();
  await expect(toast(page, 'Applied column selection "Compact"')).toBeVisible();
  await expect.poll(headers).toEqual(['Entry ID', 'Created At', 'Age', 'Name', 'Colour', 'Actions']);
});

test('sorts, pages and searches on the server', async ({ page, playwright }) => {
  const api = await adminApi(playwright);
  const many = Array.from({ length: 12 }, (_, n) => ({
    name: n === 7 ? 'Zed Unique' : `Person ${String(n + 1).padStart(2, '0')}`,
    age: 20 + n,
    colour: COLOUR_CYCLE[n % 3] as string,
  }));
  const formId = await formWith(api, 'Paged People', many);
  await api.dispose();
  await openTable(page, formId);

  // Ten a page, newest first.
  await expect(bodyRows(page)).toHaveCount(10);
  expect((await columnTexts(page, 'Name'))[0]).toBe('Person 12');
  await expect(page.getByText('1–10 of 12', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect.poll(() => columnTexts(page, 'Name')).toEqual(['Person 02', 'Person 01']);
  await expect(page.getByText('11–12 of 12', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Go to last page' })).toBeDisabled();
  await page.getByRole('button', { name: 'Go to first page' }).click();
  await expect(page.getByText('1–10 of 12', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Rows per page:' }).selectOption('25');
  await expect(bodyRows(page)).toHaveCount(12);
  await expect(page.getByText('1–12 of 12', { exact: true })).toBeVisible();

  await page.getByRole('columnheader', { name: 'Age' }).getByRole('button').click();
  await expect.poll(async () => (await columnTexts(page, 'Age')).slice(0, 3)).toEqual(['20', '21', '22']);
  await page.getByRole('columnheader', { name: 'Age' }).getByRole('button').click();
  await expect.poll(async () => (await columnTexts(page, 'Age')).slice(0, 2)).toEqual(['31', '30']);

  await page.getByRole('searchbox', { name: 'Search by any field' }).fill('zed');
  await expect.poll(() => columnTexts(page, 'Name')).toEqual(['Zed Unique']);
  await expectAccessible(page);
});

test('another form is picked from the table by keyboard, and a row action shows its name when pointed at', async ({
  page,
  playwright,
}) => {
  const api = await adminApi(playwright);
  const first = await formWith(api, 'Picker First', PEOPLE.slice(0, 2));
  const second = await formWith(api, 'Picker Second', PEOPLE.slice(2, 3));
  await api.dispose();
  await openTable(page, first);

  // The row actions' one shared hint: the button's own name, below it, while the mouse is on it.
  const edit = rowOf(page, 'Ada').getByRole('button', { name: /^Edit entry / });
  const editName = (await edit.getAttribute('aria-label')) ?? '';
  await edit.hover();
  await expect(page.getByText(editName, { exact: true })).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByText(editName, { exact: true })).toBeHidden();

  // With a form open, the picker waits behind 'Change form'; pressed, it opens focused, its list shown.
  await expect(page.getByRole('combobox', { name: 'Select a form' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Change form' }).focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('combobox', { name: 'Select a form' });
  await expect(picker).toBeFocused();
  await expect(picker).toHaveValue('Picker First');
  await expect(page.getByRole('option', { name: 'Picker Second' })).toBeVisible();
  // The open form's name is selected: what is typed replaces it.
  await page.keyboard.type('Picker Sec');
  await expect(picker).toHaveValue('Picker Sec');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/form-management/form-data/${second}$`));
  await expect(rowOf(page, 'Cleo')).toBeVisible();
  // The new form's page starts with the button again.
  await expect(page.getByRole('button', { name: 'Change form' })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  // Without a form, the picker is the page.
  await page.goto('/form-management/form-data');
  await expect(page.getByRole('combobox', { name: 'Select a form' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change form' })).toHaveCount(0);
});

test('bulk update, trash and restore', async ({ page, playwright }) => {
  const api = await adminApi(playwright);
  const formId = await formWith(api, 'Bulk People', PEOPLE.slice(0, 4));
  await api.dispose();
  await openTable(page, formId);

  await rowOf(page, 'Ben').getByRole('checkbox').check();
  await rowOf(page, 'Cleo').getByRole('checkbox').check();
  // With some rows of the page picked, the header's box is in the mixed state (the input's own, announced).
  const selectAll = page.getByRole('checkbox', { name: 'Select all entries on this page' });
  await expect(selectAll).toHaveJSProperty('indeterminate', true);
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  const bulk = page.getByRole('dialog', { name: 'Update Selected Entries' });
  await page.getByRole('combobox', { name: 'Field' }).click();
  await expect(page.getByRole('option', { name: /Items/ })).toContainText('Not updatable from here');
  await expect(page.getByRole('option', { name: /Items/ })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: 'Colour', exact: true }).click();
  await expect(bulk.getByRole('button', { name: 'Update' })).toBeDisabled();
  await choose(page, 'New value of Colour', 'Blue');
  await expectAccessible(page);
  await bulk.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Updated 2 entries.')).toBeVisible();
  await expect(rowOf(page, 'Ben')).toContainText('Blue');
  await expect(rowOf(page, 'Cleo')).toContainText('Blue');

  // The header's box picks the whole page, by keyboard too, and lets it go again.
  await expect(selectAll).toHaveJSProperty('indeterminate', false);
  await selectAll.focus();
  await page.keyboard.press('Space');
  for (const name of ['Ada', 'Ben', 'Cleo', 'Dan'])
    await expect(rowOf(page, name).getByRole('checkbox')).toBeChecked();
  await expect(selectAll).toBeChecked();
  await selectAll.uncheck();
  await expect(rowOf(page, 'Ada').getByRole('checkbox')).not.toBeChecked();

  await rowOf(page, 'Ben').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete Entries' }).getByRole('button', { name: 'Delete' }).click();
  await expect(
    toast(page, 'Selected entries deleted successfully. They will be moved to trash for 30 days.'),
  ).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(3);

  await page.getByRole('button', { name: 'Open Trash' }).click();
  await expect(page.getByRole('button', { name: 'View Drafts' })).toBeDisabled();
  await expect.poll(() => columnTexts(page, 'Name')).toEqual(['Ben']);
  await expectAccessible(page);
  await rowOf(page, 'Ben').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Restore Selected' }).click();
  await page
    .getByRole('dialog', { name: 'Restore Entries' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(toast(page, '1 entries restored.')).toBeVisible();
  await expect(page.getByText('No entries found for this form.')).toBeVisible();
  await page.getByRole('button', { name: 'Close Trash' }).click();
  await expect(bodyRows(page)).toHaveCount(4);

  // One entry by its row action.
  await rowOf(page, 'Dan')
    .getByRole('button', { name: /^Delete entry/ })
    .click();
  await page.getByRole('dialog', { name: 'Delete Entry' }).getByRole('button', { name: 'Delete' }).click();
  await expect(
    toast(page, 'Entry deleted. It will be permanently deleted from trash in 30 days.'),
  ).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(3);
});

test('edits an entry, walks to the next with the arrow key, and lists its versions', async ({
  page,
  playwright,
}) => {
  const api = await adminApi(playwright);
  const formId = await formWith(api, 'Edit People', PEOPLE.slice(0, 3));
  await api.dispose();
  await openTable(page, formId);

  // Newest first: Cleo, Ben, Ada.
  await rowOf(page, 'Cleo')
    .getByRole('button', { name: /^Edit entry/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Edit Entry / });
  await expect(dialog.getByLabel('Name')).toHaveValue('Cleo');
  await dialog.getByLabel('Name').fill('Cleo Two');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Entry updated successfully!')).toBeVisible();
  await dialog.getByLabel('Name').fill('Cleo Three');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.locator('tbody')).toContainText('Cleo Three');
  await expectAccessible(page);

  // Arrow keys are ignored while typing, and move to the next entry otherwise.
  await dialog.getByLabel('Name').press('ArrowRight');
  await expect(dialog.getByLabel('Name')).toHaveValue('Cleo Three');
  await dialog.getByRole('button', { name: 'Next entry' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByLabel('Name')).toHaveValue('Ben');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByLabel('Name')).toHaveValue('Cleo Three');

  await dialog.getByRole('button', { name: 'Spotlight View' }).click();
  await expect(dialog.getByText('Cleo Three')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog.getByLabel('Name')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await rowOf(page, 'Cleo Three')
    .getByRole('button', { name: /^Version history/ })
    .click();
  const history = page.getByRole('dialog', { name: /^Version History/ });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('heading', { name: 'Version 2' })).toBeVisible();
  await expect(history.getByText('Cleo Two')).toBeVisible();
  await expectAccessible(page);
  await history.getByRole('button', { name: 'Close' }).click();

  // A table field reads 'n rows' and opens its rows.
  await rowOf(page, 'Ada')
    .getByRole('button', { name: /^2 rows of Items/ })
    .click();
  await expect(page.getByRole('dialog', { name: /^Items/ }).getByRole('cell', { name: 'ink' })).toBeVisible();
});

test('an entry added by someone else appears without a reload', async ({ page, playwright }) => {
  const api = await adminApi(playwright);
  const formId = await formWith(api, 'Live People', PEOPLE.slice(0, 1));
  await openTable(page, formId);
  await expect(bodyRows(page)).toHaveCount(1);
  await createEntry(api, formId, { name: 'Live Lou', age: 44, colour: 'Blue' });
  await api.dispose();
  await expect(rowOf(page, 'Live Lou')).toBeVisible();
  await expect(page.getByText('No entries found for this form.')).toHaveCount(0);
});

test('a draft of this browser is listed, submitted as an entry and leaves the drafts', async ({
  page,
  playwright,
}) => {
  const api = await adminApi(playwright);
  const formId = await formWith(api, 'Draft People', PEOPLE.slice(0, 1));
  await api.dispose();
  await openTable(page, formId);
  await page.evaluate(
    ([id, values]) =>
      localStorage.setItem(
        'form-drafts',
        JSON.stringify([
          {
            id: 'draft-1700000000000-abcd',
            formId: id,
            formName: 'Draft People',
            values,
            savedAt: new Date().toISOString(),
          },
        ]),
      ),
    [formId, { [FIELD.name]: 'Drafty', [FIELD.age]: 33, [FIELD.colour]: 'Green' }] as const,
  );

  await page.getByRole('button', { name: 'View Drafts' }).click();
  await expect(page.getByRole('button', { name: 'Open Trash' })).toBeDisabled();
  await expect.poll(() => columnTexts(page, 'Name')).toEqual(['Drafty']);
  await expectAccessible(page);
  await rowOf(page, 'Drafty')
    .getByRole('button', { name: /^Open draft/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Submit Draft / });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Draft submitted successfully!')).toBeVisible();
  await expect(page.getByText('No entries found for this form.')).toBeVisible();
  await page.getByRole('button', { name: 'Close Drafts' }).click();
  await expect(rowOf(page, 'Drafty')).toBeVisible();
});

test('restoring an entry whose unique value another entry now holds is refused with the reason', async ({
  page,
  playwright,
}) => {
  const api = await adminApi(playwright);
  const badge = 'badgeFl1';
  const created = await api.post('/api/forms', {
    data: {
      name: 'Badges',
      fieldConfig: [{ id: badge, label: 'Badge', type: 'text', uniqueWithoutCase: true }],
    },
  });
  expect(created.ok()).toBe(true);
  const formId = ((await created.json()) as { form: { id: string } }).form.id;
  const add = async (value: string) => {
    const response = await api.post(`/api/forms/${formId}/entries`, { data: { data: { [badge]: value } } });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { entry: { id: string } }).entry.id;
  };
  const old = await add('B-1');
  expect((await api.post(`/api/forms/${formId}/entries/${old}/trash`)).ok()).toBe(true);
  await add('b-1');
  await api.dispose();

  await openTable(page, formId);
  await page.getByRole('button', { name: 'Open Trash' }).click();
  await expect.poll(() => columnTexts(page, 'Badge')).toEqual(['B-1']);
  await rowOf(page, 'B-1').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Restore Selected' }).click();
  await page
    .getByRole('dialog', { name: 'Restore Entries' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(
    toast(page, 'Cannot restore: the value of Badge is already used by another entry.'),
  ).toBeVisible();
  // Nothing changed: the entry is still in the trash.
  await expect(page.getByRole('heading', { level: 2, name: 'Trash' })).toBeVisible();
  await expect(rowOf(page, 'B-1')).toBeVisible();
});
