import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** Set-up of the entries-table journeys through the HTTP API, signed in as the org admin. */

export const FIELD = {
  name: 'nameFld1',
  age: 'ageFld01',
  colour: 'colrFld1',
  active: 'actvFld1',
  items: 'itemsFl1',
} as const;

export const COLOURS = ['Red', 'Green', 'Blue'];

/** A versioned form with a text, a number, a select, a checkbox and a table field. */
export async function createPeopleForm(api: APIRequestContext, name: string): Promise<string> {
  const response = await api.post('/api/forms', {
    data: {
      name,
      fieldConfig: [
        { id: FIELD.name, label: 'Name', type: 'text' },
        { id: FIELD.age, label: 'Age', type: 'number' },
        { id: FIELD.colour, label: 'Colour', type: 'select', options: { kind: 'custom', values: COLOURS } },
        { id: FIELD.active, label: 'Active', type: 'checkbox' },
        {
          id: FIELD.items,
          label: 'Items',
          type: 'table',
          columns: [{ id: 'item', header: 'Item', dataType: 'text' }],
        },
      ],
      dataVersionSettings: { dataVersionEnabled: true },
    },
  });
  expect(response.ok(), `Create form ${name}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { form: { id: string } }).form.id;
}

export interface Person {
  name: string;
  age: number;
  colour: string;
  active?: boolean;
  items?: string[];
}

/** Submits one entry through the API and returns its id. */
export async function createEntry(api: APIRequestContext, formId: string, person: Person): Promise<string> {
  const response = await api.post(`/api/forms/${formId}/entries`, {
    data: {
      data: {
        [FIELD.name]: person.name,
        [FIELD.age]: person.age,
        [FIELD.colour]: person.colour,
        [FIELD.active]: person.active ?? false,
        [FIELD.items]: (person.items ?? []).map((item) => ({ item })),
      },
    },
  });
  expect(response.ok(), `Create entry ${person.name}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return ((await response.json()) as { entry: { id: string } }).entry.id;
}

/** The table's body rows (the virtual spacer rows are hidden from the accessibility tree). */
export const bodyRows = (page: Page): Locator =>
  page
    .getByRole('region', { name: /^Entries of / })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

export const rowOf = (page: Page, name: string): Locator =>
  bodyRows(page).filter({ has: page.getByRole('cell', { name, exact: true }) });

/** The text of one column for every row shown, by the column's header. */
export async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await page.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column ${header} among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return bodyRows(page).evaluateAll(
    (rows, at) => rows.map((row) => (row as HTMLTableRowElement).cells[at]?.textContent?.trim() ?? ''),
    index,
  );
}

/** The newest toast with these words (an earlier one may still be fading). */
export const toast = (page: Page, message: string): Locator =>
  page.getByText(message, { exact: true }).last();
