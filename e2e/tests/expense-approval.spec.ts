import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { baseUrlOf, type SeededOrg, seedOrganization, signInAsOrgAdmin } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import {
  createBankAccount,
  createExpenseMember,
  createPayee,
  decideItemNow,
  type ExpenseMember,
  type SubmittedRequest,
  signInAsExpenseMember,
  submitExpenseRequest,
} from '../support/expense-api.ts';

const ALL_REQUESTS = '/expense-management/list-bank-transfers';

let org: SeededOrg;
let submitter: ExpenseMember;
let approver: ExpenseMember;
let selfViewer: ExpenseMember;
let editor: ExpenseMember;
let bankAccountId: string;
let partyId: string;
let officeSupplies: SubmittedRequest;
let approversOwn: SubmittedRequest;
let courier: SubmittedRequest;

/**
 * Set-up through the API: a submitter's request with a party item and a clubbed item, the approver's own
 * request, and a request of a member who sees only their own.
 */
test.beforeAll(async ({ playwright }, testInfo) => {
  org = await seedOrganization(playwright, testInfo, { label: 'Approvals Org', adminName: 'Aditi Admin' });
  const admin = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
  try {
    await signInAsOrgAdmin(admin, org);
    bankAccountId = (await createBankAccount(admin, 'Main current account')).id;
    partyId = (await createPayee(admin, 'party', 'Acme Supplies')).id;
    submitter = await createExpenseMember(admin, 'Sunil', [
      'bank-transfer:submit',
      'bank-transfer:view_self',
    ]);
    approver = await createExpenseMember(admin, 'Anita', [
      'bank-transfer:submit',
      'bank-transfer:view_all',
      'bank-transfer:approve_all_not_self',
    ]);
    selfViewer = await createExpenseMember(admin, 'Vikram', [
      'bank-transfer:submit',
      'bank-transfer:view_self',
    ]);
    editor = await createExpenseMember(admin, 'Esha', ['bank-transfer:view_all', 'bank-transfer:edit_all']);
  } finally {
    await admin.dispose();
  }
  const as = async <T>(
    member: ExpenseMember,
    work: (api: import('@playwright/test').APIRequestContext) => Promise<T>,
  ) => {
    const api = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
    try {
      await signInAsExpenseMember(api, org, member);
      return await work(api);
    } finally {
      await api.dispose();
    }
  };
  officeSupplies = await as(submitter, (api) =>
    submitExpenseRequest(api, {
      title: 'Office supplies March',
      description: 'Stationery and the team lunch',
      bankAccountId,
      items: [
        {
          clubbed_expense: false,
          amount: 125050,
          beneficiary_type: 'party',
          beneficiary_id: partyId,
          note: 'Paper',
        },
        {
          clubbed_expense: true,
          amount: 340000,
          clubbed_expense_title: 'Team lunch',
          clubbed_expense_desc: 'Quarterly team lunch',
        },
      ],
    }),
  );
  approversOwn = await as(approver, (api) =>
    submitExpenseRequest(api, {
      title: 'Anita travel',
      bankAccountId,
      items: [
        {
          clubbed_expense: true,
          amount: 50000,
          clubbed_expense_title: 'Cab fares',
          clubbed_expense_desc: 'Client visits',
        },
      ],
    }),
  );
  courier = await as(selfViewer, (api) =>
    submitExpenseRequest(api, {
      title: 'Vikram courier',
      bankAccountId,
      items: [{ clubbed_expense: false, amount: 20000, beneficiary_type: 'party', beneficiary_id: partyId }],
    }),
  );
});

const cards = (page: Page) => page.getByRole('list', { name: 'Requests' }).getByRole('listitem');
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });
const toast = (page: Page, message: string) => page.getByText(message, { exact: true }).last();

/** The amount beside a label of the dialog's Amounts. */
const amount = (dialog: Locator, label: string) =>
  dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

async function openDetails(page: Page, title: string, code: string): Promise<Locator> {
  await card(page, title)
    .getByRole('button', { name: /^Details of/ })
    .click();
  const dialog = page.getByRole('dialog', { name: `${title} (Ref. ${code})` });
  await expect(dialog.getByRole('heading', { name: 'Items' })).toBeVisible();
  return dialog;
}

/** A day `offset` days from today, as typed into a date field (ddMMyyyy) and as shown (dd/MM/yyyy). */
function dayOf(offset: number) {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return [pad(date.getDate()), pad(date.getMonth() + 1), String(date.getFullYear())] as const;
}
const typed = (offset: number) => dayOf(offset).join('');
const shown = (offset: number) => dayOf(offset).join('/');

/** Types a date into a date field of the filter dialog: from its day section, the digits fill it in order. */
async function typeDate(dialog: Locator, label: string, digits: string) {
  await dialog.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Day' }).click();
  await dialog.page().keyboard.type(digits);
}

async function chooseStatus(page: Page, dialog: Locator, status: string) {
  await dialog.getByRole('button', { name: 'Set status' }).click();
  await page.getByRole('menuitem', { name: status, exact: true }).click();
}

test('an approver decides item by item, meets the status rules, approves all, disburses and reads the history', async ({
  page,
}) => {
  await signInAsExpenseMember(page.request, org, approver);
  await page.goto(ALL_REQUESTS);
  await expect(page.getByRole('heading', { level: 1, name: 'All Requests' })).toBeVisible();
  // view_all: every request of the organisation, each with its reference code.
  await expect(cards(page)).toHaveCount(3);
  const office = card(page, 'Office supplies March');
  await expect(office).toContainText(`Ref. ${officeSupplies.referenceCode}`);
  expect(officeSupplies.referenceCode).toMatch(new RegExp(`^${officeSupplies.id.slice(-4)}\\d{4}$`));
  await expect(office).toContainText('₹4,650.50');
  await expect(office).toContainText('Pending');
  await expectAccessible(page);
  await expectFitsPhone(page);

  const dialog = await openDetails(page, 'Office supplies March', officeSupplies.referenceCode);
  await expect(amount(dialog, 'Total')).toHaveText('₹4,650.50');
  await expect(dialog.getByRole('heading', { name: 'Files' })).toBeVisible();
  await expect(dialog.getByText('No files attached.')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  // One item approved, the other rejected: partially approved, with the amounts the server derived.
  await dialog.getByRole('button', { name: 'Item details of Acme Supplies' }).click();
  const acme = page.getByRole('dialog', { name: 'Acme Supplies' });
  await expect(acme).toContainText('₹1,250.50');
  await expect(acme).toContainText('Paper');
  await expectAccessible(page);
  await expectFitsPhone(page);
  await acme.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(toast(page, 'Item approved.')).toBeVisible();
  await expect(acme.getByText('approved', { exact: true })).toBeVisible();
  await acme.getByRole('button', { name: 'Close' }).click();

  await dialog.getByRole('button', { name: 'Item details of Team lunch' }).click();
  const lunch = page.getByRole('dialog', { name: 'Team lunch' });
  await expect(lunch).toContainText('Quarterly team lunch');
  await lunch.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(toast(page, 'Item rejected.')).toBeVisible();
  await lunch.getByRole('button', { name: 'Close' }).click();

  await expect(dialog.getByText('Partially approved', { exact: true })).toBeVisible();
  await expect(amount(dialog, 'Approved')).toHaveText('₹1,250.50');
  await expect(amount(dialog, 'Rejected')).toHaveText('₹3,400.00');
  await expect(amount(dialog, 'Pending')).toHaveText('₹0.00');

  // The status rules, in the spec's words.
  await dialog.getByRole('button', { name: 'Set status' }).click();
  await expect(page.getByRole('menuitem', { name: 'Disbursed', exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  await page.getByRole('menuitem', { name: 'Disbursed', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Can only set disbursement status for approved requests',
  );
  await chooseStatus(page, dialog, 'Cancelled');
  await expect(dialog.getByRole('alert')).toHaveText('Can only cancel requests that are rejected');

  await dialog.getByRole('button', { name: 'Approve All' }).click();
  await expect(toast(page, 'All items approved.')).toBeVisible();
  await expect(dialog.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(amount(dialog, 'Approved')).toHaveText('₹4,650.50');
  await expect(amount(dialog, 'Rejected')).toHaveText('₹0.00');

  await chooseStatus(page, dialog, 'Disbursed');
  await expect(toast(page, 'Status set to disbursed.')).toBeVisible();
  await expect(dialog.getByText('Disbursed', { exact: true })).toBeVisible();
  // A disbursed request's items are settled: no more decisions.
  await expect(dialog.getByRole('button', { name: 'Approve All' })).toBeDisabled();

  const history = dialog.getByRole('list', { name: 'History' });
  await expect(history.getByText('Submitted the request')).toBeVisible();
  await expect(history.getByText('Approved Acme Supplies')).toBeVisible();
  await expect(history.getByText('Rejected Team lunch')).toBeVisible();
  await expect(history.getByText('Approved Team lunch')).toBeVisible();
  await expect(history.getByText('Changed the status from submitted to disbursed')).toBeVisible();
  await expect(history.getByText(/^Anita ·/).first()).toBeVisible();

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(office).toContainText('Disbursed');
  await expect(office).toContainText('Approved');
});

test("the approver's own request shows no approve buttons", async ({ page }) => {
  await signInAsExpenseMember(page.request, org, approver);
  await page.goto(ALL_REQUESTS);
  const dialog = await openDetails(page, 'Anita travel', approversOwn.referenceCode);
  await expect(dialog.getByRole('button', { name: 'Approve All' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Reject All' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Set status' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Item details of Cab fares' }).click();
  const item = page.getByRole('dialog', { name: 'Cab fares' });
  await expect(item).toContainText('₹500.00');
  await expect(item.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await expect(item.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
});

test('a view_self member sees only their own request', async ({ page }) => {
  await signInAsExpenseMember(page.request, org, selfViewer);
  await page.goto(ALL_REQUESTS);
  await expect(card(page, 'Vikram courier')).toContainText(`Ref. ${courier.referenceCode}`);
  await expect(cards(page)).toHaveCount(1);
  // The export holds what the list holds: their own request only.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv).toContain('Vikram courier');
  expect(csv).not.toContain('Office supplies March');
  const dialog = await openDetails(page, 'Vikram courier', courier.referenceCode);
  await expect(dialog.getByRole('button', { name: 'Approve All' })).toHaveCount(0);
});

test('filters narrow the list and say when nothing matches', async ({ page }) => {
  await signInAsExpenseMember(page.request, org, approver);
  // The courier request is rejected in full; no other request of this organisation is.
  const answer = await page.request.post(`/api/expense/requests/${courier.id}/decision`, {
    data: { version: courier.version, decision: 'rejected' },
  });
  expect([200, 409]).toContain(answer.status());
  await page.goto(ALL_REQUESTS);
  await expect(card(page, 'Vikram courier')).toContainText('Rejected');

  await page.getByRole('button', { name: 'Filter' }).click();
  const filter = page.getByRole('dialog', { name: 'Filter requests' });
  // The default range ends today.
  await expect(page.getByText(new RegExp(`^created \\d{2}/\\d{2}/\\d{4} – ${shown(0)}$`))).toBeVisible();
  await expect(filter.getByRole('group', { name: 'Created date' })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  // 'from' may not be in the future, 'to' may not precede 'from', and 'to' waits for a 'from'.
  await typeDate(filter, 'Created from', typed(3));
  await expect(filter.getByText("The 'from' date cannot be in the future.")).toBeVisible();
  await expect(filter.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await typeDate(filter, 'Created from', typed(-10));
  await typeDate(filter, 'Created to', typed(-20));
  await expect(filter.getByText("The 'to' date cannot be before the 'from' date.")).toBeVisible();
  await expect(filter.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await filter.getByRole('group', { name: 'Created from' }).getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await expect(
    filter.getByRole('group', { name: 'Created to' }).getByRole('spinbutton').first(),
  ).toBeDisabled();
  await filter.getByRole('button', { name: 'Reset' }).click();
  await expect(
    filter.getByRole('group', { name: 'Created to' }).getByRole('spinbutton').first(),
  ).toBeEnabled();
  await filter.getByRole('combobox', { name: 'Approval state' }).click();
  await page.getByRole('option', { name: 'Rejected', exact: true }).click();
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(filter).toBeHidden();
  await expect(card(page, 'Vikram courier')).toBeVisible();
  await expect(cards(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Filter' }).click();
  await filter.getByRole('combobox', { name: 'Request status' }).click();
  await page.getByRole('option', { name: 'Cancelled', exact: true }).click();
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No requests found', { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expectAccessible(page);

  // The export links carry the filters.
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    /\/api\/expense\/requests\/export\?.*approval=rejected.*status=cancelled.*format=csv/,
  );
});

test('a change made on an old version shows the reload message and the request as it now is', async ({
  page,
  playwright,
}, testInfo) => {
  const submitted = await (async () => {
    const api = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
    try {
      await signInAsExpenseMember(api, org, submitter);
      return await submitExpenseRequest(api, {
        title: 'Printer repair',
        bankAccountId,
        items: [
          { clubbed_expense: false, amount: 75000, beneficiary_type: 'party', beneficiary_id: partyId },
          {
            clubbed_expense: true,
            amount: 25000,
            clubbed_expense_title: 'Toner',
            clubbed_expense_desc: 'Two cartridges',
          },
        ],
      });
    } finally {
      await api.dispose();
    }
  })();
  await signInAsExpenseMember(page.request, org, approver);
  await page.goto(ALL_REQUESTS);
  const dialog = await openDetails(page, 'Printer repair', submitted.referenceCode);
  await expect(dialog.getByText('Pending', { exact: true }).first()).toBeVisible();

  // Someone else approves an item after the dialog opened.
  const itemId = submitted.requested_items[0]?.id ?? '';
  await decideItemNow(page.request, submitted.id, itemId, 'approved');

  await dialog.getByRole('button', { name: 'Reject All' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'changed by someone else' })).toHaveText(
    'This request was changed by someone else. Reload it and try again.',
  );
  // The dialog shows the request as it now is.
  await expect(dialog.getByText('Partially approved', { exact: true })).toBeVisible();
  await expect(amount(dialog, 'Approved')).toHaveText('₹750.00');
});

type Playwright = import('@playwright/test').PlaywrightWorkerArgs['playwright'];

/** Submits a request as the member through their own API client. */
async function submitAs(
  playwright: Playwright,
  testInfo: import('@playwright/test').TestInfo,
  member: ExpenseMember,
  input: Parameters<typeof submitExpenseRequest>[1],
): Promise<SubmittedRequest> {
  const api = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
  try {
    await signInAsExpenseMember(api, org, member);
    return await submitExpenseRequest(api, input);
  } finally {
    await api.dispose();
  }
}

test('approvers see a new request arrive while the list is open', async ({ page, playwright }, testInfo) => {
  await signInAsExpenseMember(page.request, org, approver);
  await page.goto(ALL_REQUESTS);
  await expect(cards(page).first()).toBeVisible();
  const fresh = await submitAs(playwright, testInfo, submitter, {
    title: 'Water cans',
    bankAccountId,
    items: [
      {
        clubbed_expense: true,
        amount: 1500,
        clubbed_expense_title: 'Water',
        clubbed_expense_desc: 'Ten cans',
      },
    ],
  });
  await expect(card(page, 'Water cans')).toContainText(`Ref. ${fresh.referenceCode}`);
  await expect(card(page, 'Water cans')).toContainText('₹15.00');
});

test('an editor changes an item amount; it goes back to pending and the history says so', async ({
  page,
  playwright,
}, testInfo) => {
  const submitted = await submitAs(playwright, testInfo, submitter, {
    title: 'Courier charges',
    bankAccountId,
    items: [{ clubbed_expense: false, amount: 75000, beneficiary_type: 'party', beneficiary_id: partyId }],
  });
  const itemId = submitted.requested_items[0]?.id ?? '';
  await signInAsExpenseMember(page.request, org, approver);
  await decideItemNow(page.request, submitted.id, itemId, 'approved');

  await signInAsExpenseMember(page.request, org, editor);
  await page.goto(ALL_REQUESTS);
  const dialog = await openDetails(page, 'Courier charges', submitted.referenceCode);
  // Editing is not approving.
  await expect(dialog.getByRole('button', { name: 'Approve All' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Item details of Acme Supplies' }).click();
  const item = page.getByRole('dialog', { name: 'Acme Supplies' });
  await expect(item.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await item.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Acme Supplies' });
  await edit.getByRole('textbox', { name: 'Amount (₹)' }).fill('0');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('The amount cannot be zero.')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  await edit.getByRole('textbox', { name: 'Amount (₹)' }).fill('1,23,456.5');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Item saved.')).toBeVisible();
  await expect(item).toContainText('₹1,23,456.50');
  await expect(item.getByText('pending', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: 'Close' }).click();
  await expect(amount(dialog, 'Total')).toHaveText('₹1,23,456.50');
  await expect(amount(dialog, 'Approved')).toHaveText('₹0.00');
  await expect(
    dialog
      .getByRole('list', { name: 'History' })
      .getByText('Changed the amount of Acme Supplies: ₹750.00 → ₹1,23,456.50'),
  ).toBeVisible();
});
