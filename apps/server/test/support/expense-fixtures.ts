import type { BankAccount, Payee } from '@atrium/domain/expense/expense.schemas.ts';
import type { HistoryEntry, RequestDetail } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { EXPENSE_ROLE } from '@atrium/domain/expense/expense-rights.ts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../src/app-context.ts';
import { orgWithAdmin, signInMaster, unique } from './fixtures.ts';
import { countOf, rowsOf } from './sql.ts';
import { call, type Response, setUpServer } from './test-app.ts';
import { signInOrgUser } from './users.ts';

// Transfer requests in tests: an organisation with its admin, a bank account and payees made through the API,
// members holding given expense roles, and requests submitted as the request form submits them.

export { EXPENSE_ROLE };

/** A signed-in user of an organisation, ready to call the API. */
export interface ExpenseAgent {
  app: FastifyInstance;
  cookie: string;
  id: string;
  name: string;
  orgId: string;
}

/** An organisation with its admin, one live bank account, one party and one individual. */
export interface ExpenseOrg {
  orgId: string;
  admin: ExpenseAgent;
  /** The same as admin.cookie. */
  adminCookie: string;
  bankAccount: BankAccount;
  party: Payee;
  individual: Payee;
}

/** What an expense test file starts from: one server, the master and one organisation. */
export interface ExpenseSuite {
  server: Awaited<ReturnType<typeof setUpServer>>;
  app: FastifyInstance;
  ctx: AppContext;
  masterCookie: string;
  org: ExpenseOrg;
}

export async function setUpExpenseSuite(): Promise<ExpenseSuite> {
  const server = await setUpServer();
  const masterCookie = await signInMaster(server.app);
  const org = await expenseOrg(server.app, server.ctx, masterCookie);
  return { server, app: server.app, ctx: server.ctx, masterCookie, org };
}

const created = async <T>(response: Response, what: string): Promise<T> => {
  if (response.statusCode !== 201)
    throw new Error(`${what} not created (${response.statusCode}): ${response.body}`);
  return response.json() as T;
};

/** A bank account added through Expense Settings by `agent` (an org admin or payee manager). */
export async function addBankAccount(
  agent: Pick<ExpenseAgent, 'app' | 'cookie'>,
  name = unique('Account '),
  ifsc = 'HDFC0001234',
): Promise<BankAccount> {
  const response = await call(agent.app, 'POST', '/api/expense/bank-accounts', {
    cookie: agent.cookie,
    body: {
      account_name: name,
      account_info: {
        account_number: '50100012345678',
        account_holder_name: 'Atrium Traders',
        ifsc_code: ifsc,
        other_info: '',
      },
    },
  });
  return (await created<{ bankAccount: BankAccount }>(response, 'bank account')).bankAccount;
}

/** A party or individual added through Expense Settings by `agent`. */
export async function addPayee(
  agent: Pick<ExpenseAgent, 'app' | 'cookie'>,
  kind: 'party' | 'individual',
  name = unique(kind === 'party' ? 'Party ' : 'Person '),
): Promise<Payee> {
  const response = await call(agent.app, 'POST', '/api/expense/payees', {
    cookie: agent.cookie,
    body: { kind, name },
  });
  return (await created<{ payee: Payee }>(response, 'payee')).payee;
}

/** Archives (or restores) a bank account or payee through Expense Settings. */
export async function archive(
  agent: Pick<ExpenseAgent, 'app' | 'cookie'>,
  what: 'bank-accounts' | 'payees',
  id: string,
  archived = true,
): Promise<void> {
  const response = await call(agent.app, 'POST', `/api/expense/${what}/${id}/archive`, {
    cookie: agent.cookie,
    body: { archived },
  });
  if (response.statusCode !== 200) throw new Error(`not archived (${response.statusCode}): ${response.body}`);
}

/** A new organisation, its admin signed in, with a bank account, a party and an individual. */
export async function expenseOrg(
  app: FastifyInstance,
  ctx: AppContext,
  masterCookie: string,
): Promise<ExpenseOrg> {
  const { orgId, adminCookie, fields } = await orgWithAdmin(app, masterCookie);
  const [user] = await rowsOf<{ id: string; name: string }>(
    ctx.db,
    sql`select id, name from users where org_id = ${orgId} and email = ${fields.adminEmail}`,
  );
  if (!user) throw new Error('the org admin was not found');
  const admin: ExpenseAgent = { app, cookie: adminCookie, orgId, ...user };
  const [bankAccount, party, individual] = [
    await addBankAccount(admin),
    await addPayee(admin, 'party'),
    await addPayee(admin, 'individual'),
  ];
  return { orgId, admin, adminCookie, bankAccount, party, individual };
}

/**
 * A member of the organisation signed in, holding these expense roles (EXPENSE_ROLE values; [] is the app
 * without roles; null is no expense app at all).
 */
export async function expenseMember(
  app: FastifyInstance,
  ctx: AppContext,
  orgId: string,
  roles: readonly string[] | null,
  name = unique('Esha '),
): Promise<ExpenseAgent> {
  const tag = unique('e');
  const email = `expense-${tag}@example.com`;
  const password = 'user-password-1';
  const access = roles ? [{ app: 'expense-management', role: roles }] : [];
  const hash = await ctx.hasher.hash(password);
  const [row] = await rowsOf<{ id: string }>(
    ctx.db,
    sql`insert into users (org_id, email, name, username, password_hash, access)
        values (${orgId}, ${email}, ${name}, ${`user_${tag}`}, ${hash}, ${JSON.stringify(access)}::jsonb)
        returning id`,
  );
  if (!row) throw new Error('the user was not inserted');
  return { app, orgId, id: row.id, name, cookie: await signInOrgUser(app, { orgId, email, password }) };
}

/** The body of a request as the request form sends it; items are in paise. */
export interface RequestBody {
  transfer_title: string;
  transfer_desc?: string;
  bank_account_id: string;
  requested_items: Record<string, unknown>[];
  [forged: string]: unknown;
}

/** A payee's item of `paise` paying `payee`. */
export const payeeItem = (payee: Pick<Payee, 'id' | 'kind'>, paise: number, note = '') => ({
  clubbed_expense: false,
  amount: paise,
  beneficiary_type: payee.kind,
  beneficiary_id: payee.id,
  note,
});

/** A clubbed expense item of `paise`. */
export const clubbedItem = (
  paise: number,
  title = 'Office snacks',
  desc = 'Snacks for the week',
  note = '',
) => ({
  clubbed_expense: true,
  amount: paise,
  clubbed_expense_title: title,
  clubbed_expense_desc: desc,
  note,
});

/**
 * A valid request body for the organisation: from its bank account, one item to its party (₹1,250.50) and one
 * clubbed expense (₹99.99); `overrides` replace any key.
 */
export function requestBody(org: ExpenseOrg, overrides: Partial<RequestBody> = {}): RequestBody {
  return {
    transfer_title: unique('Vendor payment '),
    transfer_desc: 'Monthly settlement',
    bank_account_id: org.bankAccount.id,
    requested_items: [payeeItem(org.party, 125_050), clubbedItem(9_999)],
    ...overrides,
  };
}

/** POSTs a request as `agent` and answers the raw response (for refusals). */
export const postRequest = (agent: Pick<ExpenseAgent, 'app' | 'cookie'>, body: unknown) =>
  call(agent.app, 'POST', '/api/expense/requests', { cookie: agent.cookie, body });

/** Submits a request as `agent`; throws unless it was created (201). */
export async function submitRequest(
  agent: Pick<ExpenseAgent, 'app' | 'cookie'>,
  body: unknown,
): Promise<RequestDetail> {
  const response = await postRequest(agent, body);
  return (await created<{ request: RequestDetail }>(response, 'request')).request;
}

/** GET a request as `agent` (raw response). */
export const getRequestOf = (agent: Pick<ExpenseAgent, 'app' | 'cookie'>, requestId: string) =>
  call(agent.app, 'GET', `/api/expense/requests/${requestId}`, { cookie: agent.cookie });

/** A request as `agent` reads it; throws unless 200. */
export async function readRequest(
  agent: Pick<ExpenseAgent, 'app' | 'cookie'>,
  requestId: string,
): Promise<RequestDetail> {
  const response = await getRequestOf(agent, requestId);
  if (response.statusCode !== 200) throw new Error(`not read (${response.statusCode}): ${response.body}`);
  return (response.json() as { request: RequestDetail }).request;
}

/** The history of a request as `agent` reads it; throws unless 200. */
export async function historyOf(
  agent: Pick<ExpenseAgent, 'app' | 'cookie'>,
  requestId: string,
): Promise<HistoryEntry[]> {
  const response = await call(agent.app, 'GET', `/api/expense/requests/${requestId}/history`, {
    cookie: agent.cookie,
  });
  if (response.statusCode !== 200) throw new Error(`no history (${response.statusCode}): ${response.body}`);
  return (response.json() as { history: HistoryEntry[] }).history;
}

/** How many requests, items and history lines the database holds, to show a refusal wrote nothing. */
export async function requestCounts(ctx: AppContext) {
  const [requests, items, history] = await Promise.all([
    countOf(ctx.db, sql`select count(*)::int as n from expense_requests`),
    countOf(ctx.db, sql`select count(*)::int as n from expense_request_items`),
    countOf(ctx.db, sql`select count(*)::int as n from expense_request_history`),
  ]);
  return { requests, items, history };
}
