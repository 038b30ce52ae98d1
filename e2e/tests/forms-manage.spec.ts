import { expect, type Page } from '@playwright/test';
import { baseUrlOf, type SeededOrg, seedOrganization, signInAsOrgAdmin } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import { createForm, createMember, createUserGroup, type SeededUser } from '../support/forms.ts';

const MANAGE = '/form-management/manage-all-forms';
const JOURNEY_FORMS = 12;

let org: SeededOrg;
let owner: SeededUser;
let cora: SeededUser;
let member: SeededUser;
const formIds: Record<string, string> = {};

const journeyName = (n: number) => `Journey Form ${String(n).padStart(2, '0')}`;

/** Twelve forms to page through, two the member holds rights in, two colleagues and a group. */
test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(120_000);
  org = await seedOrganization(playwright, testInfo, { label: 'Forms Manage Org', adminName: 'Fran Forms' });
  const api = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
  try {
    await signInAsOrgAdmin(api, org);
    owner = await createMember(api, 'Otto Owner', ['dynamic-form:create_new']);
    cora = await createMember(api, 'Cora Colleague', ['dynamic-form:view_form_data']);
    member = await createMember(api, 'Mia Member', ['dynamic-form:view_form_data']);
    await createUserGroup(api, 'Warehouse', [cora.id]);
    for (let n = 1; n <= JOURNEY_FORMS; n += 1) {
      formIds[journeyName(n)] = await createForm(api, { name: journeyName(n) });
    }
    formIds.fillable = await createForm(api, {
      name: 'Member Fillable',
      formDataAccess: { create_data: { users: [member.id] } },
    });
    formIds.locked = await createForm(api, {
      name: 'Member Locked',
      formDataAccess: { view_all_data: { users: [member.id] } },
    });
  } finally {
    await api.dispose();
  }
});

/** The newest toast with these words (an earlier one may still be fading). */
const toast = (page: Page, message: string) => page.getByText(message, { exact: true }).last();

const formRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

const bodyRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search forms' }).fill(text);
}

/** Opens a row's menu with the keyboard and picks an entry. */
async function rowMenu(page: Page, formName: string, entry: string) {
  const button = page.getByRole('button', { name: `Actions for ${formName}` });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: entry }).focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
}

async function confirm(page: Page, button: string, message: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(toast(page, message)).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function pick(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: new RegExp(option) }).click();
  // The list closes on choosing; another Escape would close the dialog.
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The option is listed, greyed and says why it cannot be chosen. */
async function expectRefusedOption(page: Page, combobox: string, option: string, reason: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  const choice = page.getByRole('option', { name: new RegExp(option) });
  await expect(choice).toHaveAttribute('aria-disabled', 'true');
  await expect(choice).toContainText(reason);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
}

test('the org admin searches, pages, sets access, reads the history, trashes, restores and bulk deletes forms', async ({
  page,
}) => {
  test.slow(); // several screens and dialogs, each with an accessibility scan
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsOrgAdmin(page.request, org);
  await page.goto(MANAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage All Forms' })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(page.getByText(`1–10 of ${JOURNEY_FORMS + 2}`)).toBeVisible();
  await expect(formRow(page, journeyName(1)).or(formRow(page, 'Member Fillable')).first()).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(bodyRows(page)).toHaveCount(JOURNEY_FORMS + 2 - 10);
  await page.getByRole('combobox', { name: /Rows/ }).selectOption('25');
  await expect(bodyRows(page)).toHaveCount(JOURNEY_FORMS + 2);
  await expect(formRow(page, journeyName(3)).getByText('active', { exact: true })).toBeVisible();

  await search(page, journeyName(3));
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(formRow(page, journeyName(3))).toBeVisible();

  // Access configuration: an owner, a data right, and the pickers refusing conflicts and covered users.
  await rowMenu(page, journeyName(3), 'Form Access Config');
  const dialog = page.getByRole('dialog', { name: `Form Access Config: ${journeyName(3)}` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  await pick(page, 'Owner', owner.name);
  await dialog.getByRole('button', { name: 'Data permissions' }).click();
  await pick(page, 'View all data: users', cora.name);
  await expectRefusedOption(page, 'View own data: users', cora.name, 'Already assigned to conflicting role');
  await pick(page, 'Create data: user groups', 'Warehouse');
  await expectRefusedOption(page, 'Create data: users', cora.name, 'Already in selected group(s)');
  await expectAccessible(page);
  await expectFitsPhone(page);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Form access configuration updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await rowMenu(page, journeyName(3), 'Copy configuration');
  await expect(toast(page, 'Form configuration copied to clipboard.')).toBeVisible();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied).toMatchObject({ name: journeyName(3), owner: owner.id });

  // The saved access reopens as saved.
  await rowMenu(page, journeyName(3), 'Form Access Config');
  await expect(page.getByRole('combobox', { name: 'Owner', exact: true })).toHaveValue(owner.name);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // The history grows: the creation, then the access change, newest first.
  await rowMenu(page, journeyName(3), 'Version History');
  const history = page.getByRole('dialog', { name: `Version History: ${journeyName(3)}` });
  const versions = history.getByRole('list', { name: 'Versions' }).getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('Version 2 · Access configuration');
  await expect(versions.nth(1)).toContainText('Version 1 · Initial creation');
  await expect(versions.nth(0)).toContainText('Fran Forms');
  await versions.nth(1).getByRole('button').click();
  await expect(history.getByText('Fields: Full name (text)')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  await history.getByRole('button', { name: 'Close' }).click();

  // Trash, find it in the trash, restore it.
  await rowMenu(page, journeyName(3), 'Move to trash');
  await confirm(page, 'Move to trash', 'Form moved to trash');
  await expect(page.getByText('No forms found')).toBeVisible();
  await search(page, '');
  await page.getByRole('button', { name: 'Open Trash' }).click();
  await expect(formRow(page, journeyName(3))).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(1);
  await expectAccessible(page);
  await expectFitsPhone(page);
  await page.getByRole('button', { name: `Restore ${journeyName(3)}` }).click();
  await confirm(page, 'Restore', 'Form restored');
  await expect(page.getByText('No forms in trash')).toBeVisible();
  await page.getByRole('button', { name: 'Close Trash' }).click();
  await expect(formRow(page, journeyName(3))).toBeVisible();

  // Trash four, restore two together, then delete the other two for good together.
  for (const n of [4, 5, 6, 7]) {
    await rowMenu(page, journeyName(n), 'Move to trash');
    await confirm(page, 'Move to trash', 'Form moved to trash');
  }
  await page.getByRole('button', { name: 'Open Trash' }).click();
  await expect(bodyRows(page)).toHaveCount(4);
  for (const n of [6, 7]) await page.getByRole('checkbox', { name: `Select ${journeyName(n)}` }).check();
  await page.getByRole('button', { name: 'Restore Selected' }).click();
  await confirm(page, 'Restore Selected', '2 forms restored');
  await expect(bodyRows(page)).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all forms on this page' }).check();
  await page.getByRole('button', { name: 'Delete Permanently' }).click();
  await expectAccessible(page);
  await confirm(page, 'Delete Permanently', '2 forms deleted permanently');
  await expect(page.getByText('No forms in trash')).toBeVisible();
  await page.getByRole('button', { name: 'Close Trash' }).click();
  // 25 rows a page since the reader chose it.
  await expect(page.getByText(`1–${JOURNEY_FORMS} of ${JOURNEY_FORMS}`)).toBeVisible();
});

test('a member fills the form they may fill and is told why the other is greyed', async ({ page }) => {
  const login = await page.request.post('/api/auth/login', {
    data: { orgId: org.id, email: member.email, password: member.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  await page.goto(MANAGE);
  await expect(page.getByText("You don't have permission to manage forms")).toBeVisible();

  await page.goto('/form-management/forms');
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Forms' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  const locked = cards.filter({ hasText: 'Member Locked' });
  await expect(locked).toContainText("You don't have permission to fill this form");
  await expect(cards.filter({ hasText: 'Member Fillable' })).not.toContainText("You don't have permission");
  await expectAccessible(page);
  await expectFitsPhone(page);

  await locked.getByRole('button').click();
  await expect(toast(page, 'You do not have permission to enter data in this form.')).toBeVisible();
  await expect(page).toHaveURL(/\/form-management\/forms$/);

  await page.getByRole('searchbox', { name: 'Search forms' }).fill('nothing like this');
  await expect(page.getByText('No forms found')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search forms' }).fill('Fillable');
  await page.getByRole('link', { name: /Member Fillable/ }).click();
  await expect(page).toHaveURL(new RegExp(`/form-management/forms/${formIds.fillable}$`));
});
