import { expect, type Page } from '@playwright/test';
import {
  baseUrlOf,
  type SeededOrg,
  seedOrganization,
  signInAsOrgAdmin,
  uniqueToken,
} from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';

let org: SeededOrg;
type Member = { email: string; password: string };
let reader: Member;
let manager: Member;

/** Set-up through the API as the org admin: a member who submits requests and one who manages payees. */
test.beforeAll(async ({ playwright }, testInfo) => {
  org = await seedOrganization(playwright, testInfo, {
    label: 'Expense Settings Org',
    adminName: 'Esha Expense',
  });
  const api = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
  try {
    await signInAsOrgAdmin(api, org);
    let phones = 0;
    const member = async (name: string, role: string): Promise<Member> => {
      phones += 1;
      const token = uniqueToken();
      const person = {
        email: `${name.toLowerCase()}.${token}@org.example.test`,
        password: 'member-password-1',
      };
      const created = await api.post('/api/users', {
        data: {
          ...person,
          name,
          username: `${name.toLowerCase()}_${token}`,
          phoneNumber: String(Date.now() + phones).slice(-10),
          confirmPassword: person.password,
          access: [{ app: 'expense-management', role: [role] }],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      return person;
    };
    reader = await member('Rita', 'bank-transfer:submit');
    manager = await member('Manoj', 'bank-transfer:manage_payees');
  } finally {
    await api.dispose();
  }
});

const signIn = async (page: Page, person: Member) => {
  const answer = await page.request.post('/api/auth/login', {
    data: { orgId: org.id, email: person.email, password: person.password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
};

/** The newest toast with these words (an earlier one may still be fading). */
const toast = (page: Page, message: string) => page.getByText(message, { exact: true }).last();

const row = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

test('an org admin keeps bank accounts, parties and individuals: add, refusals, edit, archive and restore', async ({
  page,
}) => {
  await signInAsOrgAdmin(page.request, org);
  await page.goto('/expense-management');
  // The home's card (the side menu links there too).
  await page
    .getByRole('list', { name: 'Expense actions' })
    .getByRole('link', { name: /Expense Settings/ })
    .click();
  await expect(page).toHaveURL(/\/expense-management\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Expense Settings' })).toBeVisible();
  await expect(page.getByText('No bank accounts yet', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  // A bank account: a bad IFSC code is refused under its field before anything is sent.
  await page.getByRole('button', { name: 'Add Bank Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Bank Account' });
  await dialog.getByRole('textbox', { name: 'Account Name' }).fill('Main current account');
  await dialog.getByRole('textbox', { name: 'Account Number' }).fill('001234567890');
  await dialog.getByRole('textbox', { name: 'Account Holder Name' }).fill('Expense Settings Org');
  await dialog.getByRole('textbox', { name: 'IFSC Code' }).fill('HDFC123');
  await dialog.getByRole('textbox', { name: 'Other Information' }).fill('Branch: Indiranagar');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    dialog.getByText('An IFSC code is 4 letters, a zero, then 6 letters or digits.'),
  ).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  await dialog.getByRole('textbox', { name: 'IFSC Code' }).fill('hdfc0001234');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Bank account saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const account = row(page, 'Main current account');
  await expect(account).toContainText('HDFC0001234');
  await expect(account).toContainText('001234567890');

  // A party and an individual, each on its own tab.
  await page.getByRole('tab', { name: 'Parties' }).click();
  await expect(page.getByText('No parties yet', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add Party' }).click();
  const partyDialog = page.getByRole('dialog', { name: 'Add Party' });
  await partyDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(partyDialog.getByText('Please fill in this field.', { exact: true })).toBeVisible();
  await partyDialog.getByRole('textbox', { name: 'Name' }).fill('Acme Supplies');
  await partyDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Payee saved.')).toBeVisible();
  await expect(row(page, 'Acme Supplies')).toBeVisible();

  await page.getByRole('tab', { name: 'Individuals' }).click();
  await expect(page.getByText('No individuals yet', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add Individual' }).click();
  const personDialog = page.getByRole('dialog', { name: 'Add Individual' });
  await personDialog.getByRole('textbox', { name: 'Name' }).fill('Ravi Kumar');
  await personDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(row(page, 'Ravi Kumar')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Acme Supplies' })).toHaveCount(0);

  // The same party name again, in another letter case: the server's words stay in the dialog.
  await page.getByRole('tab', { name: 'Parties' }).click();
  await page.getByRole('button', { name: 'Add Party' }).click();
  await partyDialog.getByRole('textbox', { name: 'Name' }).fill('acme supplies');
  await partyDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(partyDialog.getByText('A party or individual with this name already exists.')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  await partyDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(partyDialog).toBeHidden();

  // The account's name changes in the same dialog.
  await page.getByRole('tab', { name: 'Bank Accounts' }).click();
  await page.getByRole('button', { name: 'Edit Main current account' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Bank Account' });
  await expect(editDialog.getByRole('textbox', { name: 'IFSC Code' })).toHaveValue('HDFC0001234');
  await editDialog.getByRole('textbox', { name: 'Account Name' }).fill('Operations account');
  await editDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Bank account saved.')).toBeVisible();
  await expect(row(page, 'Operations account')).toBeVisible();
  await expect(row(page, 'Main current account')).toHaveCount(0);

  // Archiving asks first; the party leaves the list, 'Show archived' brings it back with Restore.
  await page.getByRole('tab', { name: 'Parties' }).click();
  await page.getByRole('button', { name: 'Archive Acme Supplies' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive Acme Supplies?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  await confirm.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(toast(page, 'Archived.')).toBeVisible();
  await expect(row(page, 'Acme Supplies')).toHaveCount(0);
  await expect(page.getByText('No parties yet', { exact: true })).toBeVisible();

  await page.getByLabel('Show archived').check();
  const archived = row(page, 'Acme Supplies');
  await expect(archived).toContainText('Archived');
  await archived.getByRole('button', { name: 'Restore Acme Supplies' }).click();
  await expect(toast(page, 'Restored.')).toBeVisible();
  await page.getByLabel('Show archived').uncheck();
  await expect(row(page, 'Acme Supplies')).toBeVisible();
  await expect(row(page, 'Acme Supplies')).not.toContainText('Archived');
  await expectAccessible(page);
  await expectFitsPhone(page);
});

test('a payee manager adds a party; a member who only submits reads the live lists and may not change them', async ({
  page,
}) => {
  await signIn(page, manager);
  await page.goto('/expense-management/settings');
  await page.getByRole('tab', { name: 'Parties' }).click();
  await page.getByRole('button', { name: 'Add Party' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Party' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Bharat Stationers');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Payee saved.')).toBeVisible();
  await expect(row(page, 'Bharat Stationers')).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, reader);
  await page.goto('/expense-management/settings');
  await page.getByRole('tab', { name: 'Parties' }).click();
  await expect(row(page, 'Bharat Stationers')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Party' })).toHaveCount(0);
  await expect(page.getByLabel('Show archived')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Bharat Stationers' })).toHaveCount(0);
  await expectAccessible(page);
  await expectFitsPhone(page);
  // The server refuses a write from a reader with its own words.
  const refused = await page.request.post('/api/expense/payees', { data: { kind: 'party', name: 'Sneaky' } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toBe(
    'Only organization admins and payee managers can change bank accounts and payees.',
  );
});
