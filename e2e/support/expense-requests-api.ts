import type { APIRequestContext, APIResponse } from '@playwright/test';
import { type SeededOrg, uniqueToken } from './api.ts';

/** Set-up of transfer requests through the HTTP API: members with expense roles, payees and requests. */

export interface ExpenseMember {
  name: string;
  email: string;
  password: string;
}

export interface RequestAnswer {
  id: string;
  referenceCode: string;
  version: number;
  requested_items: { id: string; amount: number }[];
}

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: HTTP ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

let phones = 0;

/** A member of the organisation with these expense-management roles (the client is signed in as the admin). */
export async function addExpenseMember(
  admin: APIRequestContext,
  name: string,
  roles: string[],
): Promise<ExpenseMember> {
  phones += 1;
  const token = uniqueToken();
  const person = {
    name,
    email: `${name.toLowerCase()}.${token}@org.example.test`,
    password: 'member-password-1',
  };
  await ok(
    await admin.post('/api/users', {
      data: {
        ...person,
        username: `${name.toLowerCase()}_${token}`,
        phoneNumber: String(Date.now() + phones).slice(-10),
        confirmPassword: person.password,
        access: [{ app: 'expense-management', role: roles }],
      },
    }),
    `Add member ${name}`,
  );
  return person;
}

export async function signInMember(request: APIRequestContext, org: SeededOrg, member: ExpenseMember) {
  await ok(
    await request.post('/api/auth/login', {
      data: { orgId: org.id, email: member.email, password: member.password },
    }),
    `Sign-in of ${member.name}`,
  );
}

export async function addBankAccount(admin: APIRequestContext, accountName: string): Promise<string> {
  const answer = await ok<{ bankAccount: { id: string } }>(
    await admin.post('/api/expense/bank-accounts', {
      data: {
        account_name: accountName,
        account_info: {
          account_number: '001234567890',
          account_holder_name: 'Approvals Org',
          ifsc_code: 'HDFC0001234',
          other_info: '',
        },
      },
    }),
    'Add bank account',
  );
  return answer.bankAccount.id;
}

export async function addPayee(
  admin: APIRequestContext,
  kind: 'party' | 'individual',
  name: string,
): Promise<string> {
  const answer = await ok<{ payee: { id: string } }>(
    await admin.post('/api/expense/payees', { data: { kind, name } }),
    `Add ${kind} ${name}`,
  );
  return answer.payee.id;
}

export type ItemInput =
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

/** Submits a request as the signed-in member; amounts are paise. */
export async function submitRequest(
  request: APIRequestContext,
  input: { title: string; description?: string; bankAccountId: string; items: ItemInput[] },
): Promise<RequestAnswer> {
  const answer = await ok<{ request: RequestAnswer }>(
    await request.post('/api/expense/requests', {
      data: {
        transfer_title: input.title,
        transfer_desc: input.description ?? '',
        bank_account_id: input.bankAccountId,
        requested_items: input.items,
      },
    }),
    `Submit ${input.title}`,
  );
  return answer.request;
}

/** The request as the signed-in member reads it now. */
export async function readRequest(request: APIRequestContext, requestId: string): Promise<RequestAnswer> {
  return (
    await ok<{ request: RequestAnswer }>(
      await request.get(`/api/expense/requests/${requestId}`),
      'Read request',
    )
  ).request;
}

/** Approves or rejects one item through the API, on the version read now. */
export async function decideItemNow(
  request: APIRequestContext,
  requestId: string,
  itemId: string,
  decision: 'approved' | 'rejected',
): Promise<void> {
  const { version } = await readRequest(request, requestId);
  await ok(
    await request.post(`/api/expense/requests/${requestId}/items/${itemId}/decision`, {
      data: { version, decision },
    }),
    'Decide item',
  );
}
