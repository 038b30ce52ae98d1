import { expect } from '@playwright/test';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import {
  bodyRows,
  COLOURS,
  choose,
  columnTexts,
  entriesTableOrg,
  formWith,
  PEOPLE,
  rowOf,
  toast,
} from '../support/entries-table.ts';

const { adminApi, openNewTable, openTable } = entriesTableOrg('Entries Table Org', 'Tess Table');

test('filters by a number and a select, shows chips, saves the filter and applies it again', async ({
  page,
  playwright,
}) => {
  await openNewTable(page, playwright, 'Filter People', PEOPLE);
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
  await openNewTable(page, playwright, 'Column People', PEOPLE.slice(0, 2));

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
  const many = Array.from({ length: 12 }, (_, n) => ({
    name: n === 7 ? 'Zed Unique' : `Person ${String(n + 1).padStart(2, '0')}`,
    age: 20 + n,
    colour: COLOURS[n % 3] as string,
  }));
  await openNewTable(page, playwright, 'Paged People', many);

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

test('a page of more rows than the frame shows draws the rows that scroll into view', async ({
  page,
  playwright,
}) => {
  const many = Array.from({ length: 30 }, (_, n) => ({
    name: `Row ${String(n + 1).padStart(2, '0')}`,
    age: 20 + n,
    colour: COLOURS[n % 3] as string,
  }));
  await openNewTable(page, playwright, 'Long Page People', many);

  // Past 25 rows the page is virtualised: only the rows near the frame's view are in the document.
  await page.getByRole('combobox', { name: 'Rows per page:' }).selectOption('50');
  await expect(page.getByText('1–30 of 30', { exact: true })).toBeVisible();
  await expect(rowOf(page, 'Row 30')).toBeVisible();
  const frame = page.getByRole('region', { name: /^Entries of / });
  await frame.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await expect(rowOf(page, 'Row 01')).toBeVisible();
  await expect(rowOf(page, 'Row 30')).toHaveCount(0);
  await rowOf(page, 'Row 01').getByRole('checkbox').check();
  await expect(page.getByRole('checkbox', { name: 'Select all entries on this page' })).toHaveJSProperty(
    'indeterminate',
    true,
  );
  await expectAccessible(page);
});
