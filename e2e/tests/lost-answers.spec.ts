import { expect, type Page } from '@playwright/test';
import { baseUrlOf, type SeededOrg, seedOrganization, signInAsOrgAdmin } from '../support/api.ts';
import { test } from '../support/checks.ts';
import {
  createBankAccount,
  createExpenseMember,
  createPayee,
  type ExpenseMember,
  readExpenseRequest,
  type SubmittedRequest,
  signInAsExpenseMember,
  submitExpenseRequest,
} from '../support/expense-api.ts';

// A change whose answer is lost on the way back (decision 0035): the browser resends it with the same
// Idempotency-Key, the server answers the first answer again, and the change is made once.

let org: SeededOrg;
let approver: ExpenseMember;
let request: SubmittedRequest;

test.beforeAll(async ({ playwright }, testInfo) => {
  org = await seedOrganization(playwright, testInfo, { label: 'Lost Answers Org', adminName: 'Lata Admin' });
  const admin = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
  try {
    await signInAsOrgAdmin(admin, org);
    const bankAccountId = (await createBankAccount(admin, 'Main current account')).id;
    const partyId = (await createPayee(admin, 'party', 'Acme Supplies')).id;
    approver = await createExpenseMember(admin, 'Arun', [
      'bank-transfer:view_all',
      'bank-transfer:approve_all_not_self',
    ]);
    request = await submitExpenseRequest(admin, {
      title: 'Printer toner',
      bankAccountId,
      items: [
        { clubbed_expense: false, amount: 150000, beneficiary_type: 'party', beneficiary_id: partyId },
        {
          clubbed_expense: true,
          amount: 20000,
          clubbed_expense_title: 'Courier',
          clubbed_expense_desc: 'Toner',
        },
      ],
    });
  } finally {
    await admin.dispose();
  }
});

/** The first answer to Approve All reaches the server but never the browser: the connection drops. */
async function loseFirstAnswer(page: Page) {
  const keys: string[] = [];
  await page.route(`**/api/expense/requests/${request.id}/decision`, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    await route.fetch();
    return route.abort('connectionreset');
  });
  return keys;
}

test('Approve All whose answer was lost is resent with its key and made once', async ({ page }) => {
  await signInAsExpenseMember(page.request, org, approver);
  await page.goto('/expense-management/list-bank-transfers');
  await page
    .getByRole('list', { name: 'Requests' })
    .getByRole('listitem')
    .filter({ hasText: 'Printer toner' })
    .getByRole('button', { name: /^Details of/ })
    .click();
  const dialog = page.getByRole('dialog', { name: `Printer toner (Ref. ${request.referenceCode})` });
  await expect(dialog.getByRole('heading', { name: 'Items' })).toBeVisible();

  const keys = await loseFirstAnswer(page);
  await dialog.getByRole('button', { name: 'Approve All' }).click();
  await expect(page.getByText('All items approved.', { exact: true }).last()).toBeVisible();
  await expect(dialog.getByText('Approved', { exact: true }).first()).toBeVisible();

  // Two sends of one action, with one key; the server approved once (one version on, one line per item).
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  const now = await readExpenseRequest(page.request, request.id);
  expect(now.version).toBe(request.version + 1);
  const history = await page.request.get(`/api/expense/requests/${request.id}/history`);
  const lines = ((await history.json()) as { history: { action: string }[] }).history;
  expect(lines.filter((line) => line.action === 'item-decision')).toHaveLength(2);
});
