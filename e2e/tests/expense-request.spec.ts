import { expect, type Page } from '@playwright/test';
import { baseUrlOf, type SeededOrg, signInAsOrgAdmin, uniqueToken } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import {
  archiveExpenseSetting,
  type ExpenseMember,
  type SeededPayee,
  seedExpenseOrg,
  signInAsExpenseMember,
} from '../support/expense-api.ts';
import { tinyPdf } from '../support/storage-api.ts';
import { sideMenu } from '../support/ui.ts';

const HOME = '/expense-management';
const FORM = '/expense-management/request-bank-transfer';
const ACCOUNT = 'Main current account (•••• 7890)';

let org: SeededOrg;
let submitter: ExpenseMember;
let viewer: ExpenseMember;
let individuals: SeededPayee[];

/** An organisation with a bank account, a party and two individuals, a submitter and a member who may not submit. */
test.beforeAll(async ({ playwright }, testInfo) => {
  const seeded = await seedExpenseOrg(playwright, testInfo, {
    label: 'Expense Request Org',
    adminName: 'Asha Admin',
    members: {
      submitter: { name: 'Sunita Submitter', roles: ['bank-transfer:submit', 'bank-transfer:view_self'] },
      viewer: { name: 'Vijay Viewer', roles: ['bank-transfer:view_self'] },
    },
    parties: ['Acme Supplies'],
    individuals: ['Ravi Kumar', 'Meera Nair'],
  });
  org = seeded.org;
  ({ submitter, viewer } = seeded.members);
  individuals = seeded.individuals;
  // The account with a known number, so its masked form is known.
  const admin = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
  try {
    await signInAsOrgAdmin(admin, org);
    const answer = await admin.post('/api/expense/bank-accounts', {
      data: {
        account_name: 'Main current account',
        account_info: {
          account_number: '001234567890',
          account_holder_name: 'Expense Request Org',
          ifsc_code: 'HDFC0001234',
          other_info: '',
        },
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  } finally {
    await admin.dispose();
  }
});

/** The newest toast with these words (an earlier one may still be fading). */
const toast = (page: Page, message: string) => page.getByText(message, { exact: true }).last();

async function chooseOption(page: Page, field: string, option: string, scope = page.locator('body')) {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillDetails(page: Page, title: string) {
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Moving the Pune office');
  await chooseOption(page, 'Bank Account', ACCOUNT);
}

async function addPayeeItem(page: Page, amount: string, type: 'Party' | 'Individual', name: string) {
  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Item' });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await chooseOption(page, 'Beneficiary Type', type, dialog);
  await dialog.getByRole('combobox', { name: 'Beneficiary Name' }).fill(name.slice(0, 4));
  await page.getByRole('option', { name, exact: true }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a submitter opens the expense home from the menu, fills in a request with two items and submits it', async ({
  page,
}) => {
  test.slow(); // a long form, each screen and dialog with an accessibility scan
  await signInAsExpenseMember(page.request, org, submitter);
  await page.goto('/');
  await sideMenu(page).getByRole('link', { name: 'Expense Management', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === HOME);
  await expect(page.getByRole('heading', { level: 1, name: 'Expense Management' })).toBeVisible();

  // The two cards, starrable; Expense Settings only for those who keep payees.
  const cards = page.getByRole('list', { name: 'Expense actions' });
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Request Bank Transfer',
    'List Bank Transfers',
  ]);
  await expect(page.getByRole('link', { name: /Expense Settings/ })).toHaveCount(0);
  const requestCard = cards.getByRole('listitem').filter({ hasText: 'Request Bank Transfer' });
  await requestCard.getByRole('button', { name: 'Add to Quick Actions' }).click();
  await expect(toast(page, 'Added to Quick Actions')).toBeVisible();
  await expect(requestCard.getByRole('button', { name: 'Remove from Quick Actions' })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  await requestCard.getByRole('link', { name: /Request Bank Transfer/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === FORM);
  await expect(page.getByRole('heading', { level: 1, name: 'Request Bank Transfer' })).toBeVisible();

  // Nothing filled in: the title, the account and the items are asked for.
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Please enter a title.', { exact: true })).toBeVisible();
  await expect(page.getByText('Please choose a bank account.', { exact: true })).toBeVisible();
  await expect(page.getByText('Add at least one item.', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  // A title over 50 characters is refused under its field.
  await page.getByRole('textbox', { name: 'Title' }).fill('x'.repeat(51));
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('The title can be at most 50 characters.', { exact: true })).toBeVisible();
  await fillDetails(page, 'Office move');

  // The item dialog refuses a zero amount, a third decimal and a missing payee.
  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Item' });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('0');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('The amount cannot be zero.', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Please choose party or individual.', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('12.345');
  await expect(dialog.getByText('The amount can have at most two decimals.', { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('1,23,456.5');
  await chooseOption(page, 'Beneficiary Type', 'Party', dialog);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Please choose a name from the list.', { exact: true })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Beneficiary Name' }).fill('Acm');
  await page.getByRole('option', { name: 'Acme Supplies', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Packing and transport');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();

  // A clubbed expense: a title and a description instead of a payee.
  await page.getByRole('button', { name: 'Add Item' }).click();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('2500');
  await dialog.getByRole('radio', { name: 'Clubbed expense' }).check();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    dialog.getByText('Please enter a title for the clubbed expense.', { exact: true }),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Expense Title' }).fill('Team lunch');
  await dialog.getByRole('textbox', { name: 'Expense Description' }).fill('Lunch on moving day');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();

  const items = page.getByRole('list', { name: 'Expense items' });
  await expect(items.getByRole('listitem')).toHaveCount(2);
  await expect(items.getByRole('listitem').first()).toContainText('₹1,23,456.50');
  await expect(page.getByTestId('request-total')).toHaveText('₹1,25,956.50');

  // Edit the first item's amount, add a third and remove it again.
  await page.getByRole('button', { name: 'Edit item 1, Acme Supplies' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Item' });
  await expect(editDialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('123456.50');
  await editDialog.getByRole('textbox', { name: 'Amount' }).fill('1000');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  await addPayeeItem(page, '99', 'Individual', 'Meera Nair');
  await expect(page.getByTestId('request-total')).toHaveText('₹3,599.00');
  await page.getByRole('button', { name: 'Remove item 3, Meera Nair' }).click();
  await expect(items.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('request-total')).toHaveText('₹3,500.00');

  // Supporting documents: a text file is left out, a PDF is kept.
  const picker = page.getByLabel('Supporting documents to attach');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await expect(toast(page, 'Only images, PDF, Word and Excel files can be attached.')).toBeVisible();
  await picker.setInputFiles({
    name: 'moving-quote.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf('Quote'),
  });
  const documents = page.getByRole('list', { name: 'Supporting documents' });
  await expect(documents.getByRole('listitem')).toHaveCount(1);
  await expect(documents).toContainText('moving-quote.pdf');
  await expectAccessible(page);
  await expectFitsPhone(page);

  // The confirmation reads the request back.
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit Transfer Request?' });
  await expect(confirm).toContainText(`2 items for ₹3,500.00, paid from ${ACCOUNT}.`);
  const summary = confirm.getByRole('list', { name: 'Request summary' });
  await expect(summary).toContainText('Office move');
  await expect(summary).toContainText('Acme Supplies: ₹1,000.00');
  await expect(summary).toContainText('Team lunch: ₹2,500.00');
  await expect(summary).toContainText('moving-quote.pdf');
  await expectAccessible(page);
  await expectFitsPhone(page);
  await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(toast(page, 'Transfer request submitted successfully')).toBeVisible();
  await expect(toast(page, 'All files uploaded successfully.')).toBeVisible();
  // A submitter who sees their own requests is taken to the list.
  await expect(page).toHaveURL((url) => url.pathname === '/expense-management/list-bank-transfers');

  // The server holds it as sent: two items in paise, the total derived.
  const listed = await page.request.get('/api/expense/requests');
  expect(listed.status(), await listed.text()).toBe(200);
  const { requests } = (await listed.json()) as {
    requests: {
      id: string;
      transfer_title: string;
      total_request_amount: number;
      item_count: number;
      request_status: string;
    }[];
  };
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({
    transfer_title: 'Office move',
    total_request_amount: 350_000,
    item_count: 2,
    request_status: 'submitted',
  });
  const detail = await page.request.get(`/api/expense/requests/${requests[0]?.id}`);
  const { request } = (await detail.json()) as {
    request: { requested_items: { amount: number; note: string }[]; attached_files: { name: string }[] };
  };
  expect(request.requested_items.map((item) => [item.amount, item.note])).toEqual([
    [100_000, 'Packing and transport'],
    [250_000, ''],
  ]);
  expect(request.attached_files.map((file) => file.name)).toEqual(['moving-quote.pdf']);
});

test("the server's refusal shows in the confirmation: a payee archived while the form was open", async ({
  page,
  playwright,
}, testInfo) => {
  await signInAsExpenseMember(page.request, org, submitter);
  await page.goto(FORM);
  await fillDetails(page, `Refused ${uniqueToken()}`);
  await addPayeeItem(page, '750', 'Individual', 'Ravi Kumar');

  const admin = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
  try {
    await signInAsOrgAdmin(admin, org);
    const ravi = individuals.find((payee) => payee.name === 'Ravi Kumar');
    if (!ravi) throw new Error('Ravi Kumar was not seeded');
    await archiveExpenseSetting(admin, 'payee', ravi.id);
  } finally {
    await admin.dispose();
  }

  await page.getByRole('button', { name: 'Submit Request' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit Transfer Request?' });
  await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(
    confirm.getByText('This party or individual is archived. Please choose another.'),
  ).toBeVisible();
  await expectAccessible(page);
  // The form keeps what was entered.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('list', { name: 'Expense items' }).getByRole('listitem')).toHaveCount(1);
});

test('a member without bank-transfer:submit is told so instead of the form', async ({ page }) => {
  await signInAsExpenseMember(page.request, org, viewer);
  await page.goto('/');
  await sideMenu(page).getByRole('link', { name: 'Expense Management', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === HOME);
  await page
    .getByRole('list', { name: 'Expense actions' })
    .getByRole('link', { name: /Request Bank Transfer/ })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === FORM);
  await expect(
    page.getByText("You don't have permission to submit a transfer request :(", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Request' })).toHaveCount(0);
  await expectAccessible(page);
  await expectFitsPhone(page);
});

test('an org admin gives a user expense roles in the edit dialog; conflicting roles are disabled', async ({
  page,
}) => {
  const token = uniqueToken();
  await signInAsOrgAdmin(page.request, org);
  const created = await page.request.post('/api/users', {
    data: {
      name: 'Esha Expenses',
      username: `esha_${token}`,
      email: `esha.${token}@org.example.test`,
      phoneNumber: `9${String(Date.now()).slice(-9)}`,
      password: 'member-password-1',
      confirmPassword: 'member-password-1',
      access: [{ app: 'form-management', role: ['dynamic-form:create_new'] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/access-management/manage-all-users');
  await page.getByLabel('Search users').fill(`esha_${token}`);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Edit Esha Expenses' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Esha Expenses' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('checkbox', { name: 'Expense Management' }).check();
  await dialog.getByRole('checkbox', { name: /View all requests/ }).check();
  await expect(dialog.getByRole('checkbox', { name: /View own requests/ })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /Approve requests of others/ }).check();
  await expect(dialog.getByRole('checkbox', { name: /Approve all requests/ })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /Submit transfer requests/ }).check();
  await dialog.getByRole('checkbox', { name: /Manage payees and accounts/ }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'User access updated successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `esha_${token}` });
  await expect(row.getByText('Expense Management', { exact: true })).toBeVisible();

  // The server holds the roles as chosen.
  const users = await page.request.get(`/api/users?search=esha_${token}`);
  expect(users.status(), await users.text()).toBe(200);
  expect(JSON.stringify(await users.json())).toContain('bank-transfer:manage_payees');
});
