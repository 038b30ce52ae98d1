import { expect } from '@playwright/test';
import { expectAccessible, test } from '../support/checks.ts';
import {
  bodyRows,
  choose,
  columnTexts,
  createEntry,
  entriesTableOrg,
  FIELD,
  formWith,
  PEOPLE,
  restoreFromTrash,
  rowOf,
  toast,
} from '../support/entries-table.ts';

const { adminApi, openNewTable, openTable } = entriesTableOrg('Entries Changes Org', 'Cass Changes');

test('bulk update, trash and restore', async ({ page, playwright }) => {
  await openNewTable(page, playwright, 'Bulk People', PEOPLE.slice(0, 4));

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
  await restoreFromTrash(page, 'Ben');
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
  await openNewTable(page, playwright, 'Edit People', PEOPLE.slice(0, 3));

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
  const formId = await openNewTable(page, playwright, 'Draft People', PEOPLE.slice(0, 1));
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
  await restoreFromTrash(page, 'B-1');
  await expect(
    toast(page, 'Cannot restore: the value of Badge is already used by another entry.'),
  ).toBeVisible();
  // Nothing changed: the entry is still in the trash.
  await expect(page.getByRole('heading', { level: 2, name: 'Trash' })).toBeVisible();
  await expect(rowOf(page, 'B-1')).toBeVisible();
});
