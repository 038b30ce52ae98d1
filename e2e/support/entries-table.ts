import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { baseUrlOf, type SeededOrg, seedOrganization, signInAsOrgAdmin } from './api.ts';
import { test } from './checks.ts';

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

export const PEOPLE: Person[] = [
  { name: 'Ada', age: 36, colour: 'Red', items: ['pen', 'ink'] },
  { name: 'Ben', age: 22, colour: 'Red' },
  { name: 'Cleo', age: 41, colour: 'Green' },
  { name: 'Dan', age: 30, colour: 'Red', active: true },
  { name: 'Eve', age: 55, colour: 'Blue' },
  { name: 'Finn', age: 18, colour: 'Green' },
];

type Playwright = Parameters<Parameters<typeof test>[2]>[0]['playwright'];

/**
 * The organisation of one file of entries-table journeys, seeded once before them, and the ways in: an API
 * client signed in as its admin (the caller disposes it), the table of a form opened in the browser, and both
 * at once for a new form.
 */
export function entriesTableOrg(label: string, adminName: string) {
  let org: SeededOrg;
  let baseURL: string;
  test.beforeAll(async ({ playwright }, testInfo) => {
    test.setTimeout(120_000);
    org = await seedOrganization(playwright, testInfo, { label, adminName });
    baseURL = baseUrlOf(testInfo);
  });
  async function adminApi(playwright: Playwright): Promise<APIRequestContext> {
    const api = await playwright.request.newContext({ baseURL });
    await signInAsOrgAdmin(api, org);
    return api;
  }
  async function openTable(page: Page, formId: string): Promise<void> {
    await signInAsOrgAdmin(page.request, org);
    await page.goto(`/form-management/form-data/${formId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Form Data' })).toBeVisible();
    await expect(bodyRows(page).first()).toBeVisible();
  }
  return {
    adminApi,
    openTable,
    /** A new people form with these entries, its table opened; answers the form's id. */
    async openNewTable(page: Page, playwright: Playwright, name: string, people: Person[]): Promise<string> {
      const api = await adminApi(playwright);
      const formId = await formWith(api, name, people);
      await api.dispose();
      await openTable(page, formId);
      return formId;
    },
  };
}

/** A people form with these entries, made one at a time so the creation (and newest-first) order is known. */
export async function formWith(api: APIRequestContext, name: string, people: Person[]): Promise<string> {
  const formId = await createPeopleForm(api, name);
  for (const person of people) await createEntry(api, formId, person);
  return formId;
}

/** Picks an option of an MUI select by the select's label. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
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

/** In the open trash, picks the entry's row and restores it through the confirmation dialog. */
export async function restoreFromTrash(page: Page, name: string): Promise<void> {
  await rowOf(page, name).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Restore Selected' }).click();
  await page
    .getByRole('dialog', { name: 'Restore Entries' })
    .getByRole('button', { name: 'Restore' })
    .click();
}
