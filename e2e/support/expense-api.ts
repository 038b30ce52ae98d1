import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { baseUrlOf, type SeededOrg, seedOrganization, signInAsOrgAdmin, uniqueToken } from './api.ts';

/**
 * Expense-management set-up through the HTTP API: members holding expense roles, the bank accounts, parties
 * and individuals of Expense Settings, and submitted requests. Each call names what failed and the server's
 * answer, so a broken set-up says why.
 */

export type ExpenseRole =
  | 'bank-transfer:submit'
  | 'bank-transfer:view_all'
  | 'bank-transfer:view_self'
  | 'bank-transfer:approve_all'
  | 'bank-transfer:approve_all_not_self'
  | 'bank-transfer:edit_all'
  | 'bank-transfer:edit_self'
  | 'bank-transfer:manage_payees';

export interface ExpenseMember {
  id: string;
  name: string;
  email: string;
  password: string;
}

export interface SeededBankAccount {
  id: string;
  accountName: string;
  accountNumber: string;
}

export interface SeededPayee {
  id: string;
  kind: 'party' | 'individual';
  name: string;
}

async function expectOk<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: HTTP ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

let phones = 0;

/** A member of the organisation holding these expense roles (the client is signed in as the org admin). */
export async function createExpenseMember(
  admin: APIRequestContext,
  name: string,
  roles: readonly ExpenseRole[],
): Promise<ExpenseMember> {
  phones += 1;
  const token = uniqueToken();
  const first = name.split(' ')[0]?.toLowerCase() ?? 'member';
  const input = { name, email: `${first}.${token}@org.example.test`, password: 'member-password-1' };
  const created = await expectOk<{ user: { id: string } }>(
    await admin.post('/api/users', {
      data: {
        ...input,
        username: `${first}_${token}`,
        phoneNumber: `6${String(Date.now() + phones).slice(-9)}`,
        confirmPassword: input.password,
        access: [{ app: 'expense-management', role: roles }],
      },
    }),
    `Create expense member ${name}`,
  );
  return { id: created.user.id, ...input };
}

/** Signs the client (e.g. `page.request`, sharing the browser's cookies) in as the member. */
export async function signInAsExpenseMember(
  request: APIRequestContext,
  org: SeededOrg,
  member: ExpenseMember,
) {
  await expectOk(
    await request.post('/api/auth/login', {
      data: { orgId: org.id, email: member.email, password: member.password },
    }),
    `Sign-in of ${member.name}`,
  );
}

/** A bank account of Expense Settings (org admin or payee manager); the number is made unique unless given. */
export async function createBankAccount(
  admin: APIRequestContext,
  accountName: string,
  accountNumber = `00${String(Date.now()).slice(-10)}`,
): Promise<SeededBankAccount> {
  const answer = await expectOk<{ bankAccount: { id: string } }>(
    await admin.post('/api/expense/bank-accounts', {
      data: {
        account_name: accountName,
        account_info: {
          account_number: accountNumber,
          account_holder_name: 'Atrium Journeys Ltd',
          ifsc_code: 'HDFC0001234',
          other_info: '',
        },
      },
    }),
    `Create bank account ${accountName}`,
  );
  return { id: answer.bankAccount.id, accountName, accountNumber };
}

/** A party or an individual of Expense Settings (org admin or payee manager). */
export async function createPayee(
  admin: APIRequestContext,
  kind: 'party' | 'individual',
  name: string,
): Promise<SeededPayee> {
  const answer = await expectOk<{ payee: { id: string } }>(
    await admin.post('/api/expense/payees', { data: { kind, name } }),
    `Create ${kind} ${name}`,
  );
  return { id: answer.payee.id, kind, name };
}

/** Archives a bank account or a payee: it is no longer offered for new requests. */
export async function archiveExpenseSetting(
  admin: APIRequestContext,
  what: 'bank-account' | 'payee',
  id: string,
): Promise<void> {
  const path = what === 'bank-account' ? 'bank-accounts' : 'payees';
  await expectOk(
    await admin.post(`/api/expense/${path}/${id}/archive`, { data: { archived: true } }),
    `Archive ${what}`,
  );
}

/** One item of a request as the API takes it; amounts are paise. */
export type ExpenseItemInput =
  | {
      clubbed_expense: false;
      amount: number;
      beneficiary_type: 'party' | 'individual';
      beneficiary_id: string;
      note?: string;
    }
  | {
      clubbed_expense: true;
      amount: number;
      clubbed_expense_title: string;
      clubbed_expense_desc: string;
      note?: string;
    };

export interface SubmittedRequest {
  id: string;
  referenceCode: string;
  version: number;
  total_request_amount: number;
  requested_items: { id: string; amount: number }[];
}

/** Submits a request as the signed-in member (who holds bank-transfer:submit). */
export async function submitExpenseRequest(
  request: APIRequestContext,
  input: { title: string; description?: string; bankAccountId: string; items: ExpenseItemInput[] },
): Promise<SubmittedRequest> {
  const answer = await expectOk<{ request: SubmittedRequest }>(
    await request.post('/api/expense/requests', {
      data: {
        transfer_title: input.title,
        transfer_desc: input.description ?? '',
        bank_account_id: input.bankAccountId,
        requested_items: input.items,
      },
    }),
    `Submit request ${input.title}`,
  );
  return answer.request;
}

export interface ExpenseOrgPlan<Names extends string> {
  label: string;
  adminName?: string;
  /** Members by a short name of the journey's own, each with its roles. */
  members: Record<Names, { name: string; roles: readonly ExpenseRole[] }>;
  bankAccounts?: readonly string[];
  parties?: readonly string[];
  individuals?: readonly string[];
}

export interface SeededExpenseOrg<Names extends string> {
  org: SeededOrg;
  members: Record<Names, ExpenseMember>;
  bankAccounts: SeededBankAccount[];
  parties: SeededPayee[];
  individuals: SeededPayee[];
}

/**
 * A fresh organisation for an expense journey: its members with their roles, then the bank accounts, parties
 * and individuals of Expense Settings, all made by its admin.
 */
export async function seedExpenseOrg<Names extends string>(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
  plan: ExpenseOrgPlan<Names>,
): Promise<SeededExpenseOrg<Names>> {
  const org = await seedOrganization(playwright, testInfo, { label: plan.label, adminName: plan.adminName });
  const admin = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
  try {
    await signInAsOrgAdmin(admin, org);
    const members = {} as Record<Names, ExpenseMember>;
    for (const key of Object.keys(plan.members) as Names[]) {
      const { name, roles } = plan.members[key];
      members[key] = await createExpenseMember(admin, name, roles);
    }
    const bankAccounts: SeededBankAccount[] = [];
    for (const name of plan.bankAccounts ?? []) bankAccounts.push(await createBankAccount(admin, name));
    const parties: SeededPayee[] = [];
    for (const name of plan.parties ?? []) parties.push(await createPayee(admin, 'party', name));
    const individuals: SeededPayee[] = [];
    for (const name of plan.individuals ?? []) individuals.push(await createPayee(admin, 'individual', name));
    return { org, members, bankAccounts, parties, individuals };
  } finally {
    await admin.dispose();
  }
}

/** The request as the signed-in member reads it now. */
export async function readExpenseRequest(
  request: APIRequestContext,
  requestId: string,
): Promise<SubmittedRequest> {
  const answer = await expectOk<{ request: SubmittedRequest }>(
    await request.get(`/api/expense/requests/${requestId}`),
    'Read request',
  );
  return answer.request;
}

/** Approves or rejects one item through the API, on the version read now. */
export async function decideItemNow(
  request: APIRequestContext,
  requestId: string,
  itemId: string,
  decision: 'approved' | 'rejected',
): Promise<void> {
  const { version } = await readExpenseRequest(request, requestId);
  await expectOk(
    await request.post(`/api/expense/requests/${requestId}/items/${itemId}/decision`, {
      data: { version, decision },
    }),
    'Decide item',
  );
}
