import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import type { BankAccount, Payee } from '@atrium/domain/expense/expense.schemas.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgWithAdmin, signInMaster, unique } from './support/fixtures.ts';
import { countOf, rowsOf } from './support/sql.ts';
import { signInCreator } from './support/templates-fixtures.ts';
import { call, errorOf, setUpServer } from './support/test-app.ts';
import { signInOrgUser } from './support/users.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;
let org: { orgId: string; adminCookie: string };

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
  org = await orgWithAdmin(server.app, masterCookie);
});
afterAll(() => server?.tearDown());

/** A member of the organisation holding these expense roles (none: the app without roles; null: no app). */
async function member(roles: string[] | null, orgId = org.orgId): Promise<string> {
  const tag = unique('e');
  const email = `expense-${tag}@example.com`;
  const access = roles ? [{ app: 'expense-management', role: roles }] : [];
  const hash = await server.ctx.hasher.hash('user-password-1');
  await rowsOf(
    server.ctx.db,
    sql`insert into users (org_id, email, name, username, password_hash, access)
        values (${orgId}, ${email}, ${`Esha ${tag}`}, ${`user_${tag}`}, ${hash}, ${JSON.stringify(access)}::jsonb)
        returning id`,
  );
  return signInOrgUser(server.app, { orgId, email, password: 'user-password-1' });
}

const account = (name: string, ifsc = 'HDFC0001234') => ({
  account_name: name,
  account_info: { account_number: '50100012345678', account_holder_name: 'Atrium Traders', ifsc_code: ifsc },
});
const list = async (cookie: string, archived: 'include' | 'exclude' = 'exclude') => {
  const answer = await call(server.app, 'GET', `/api/expense/payees?archived=${archived}`, { cookie });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { bankAccounts: BankAccount[]; payees: Payee[] };
};
const post = (cookie: string, url: string, body: unknown) => call(server.app, 'POST', url, { cookie, body });

describe('bank accounts', () => {
  it('are added, edited, archived and restored by an org admin, and refused when malformed or taken', async () => {
    const added = await post(
      org.adminCookie,
      '/api/expense/bank-accounts',
      account('Main account', 'hdfc0001234'),
    );
    expect(added.statusCode, added.body).toBe(201);
    const { bankAccount } = added.json() as { bankAccount: BankAccount };
    expect(bankAccount.account_info.ifsc_code).toBe('HDFC0001234');

    const before = await countOf(server.ctx.db, sql`select count(*)::int as n from expense_bank_accounts`);
    const badIfsc = await post(org.adminCookie, '/api/expense/bank-accounts', account('Other', 'HDFC1234'));
    expect(badIfsc.statusCode).toBe(400);
    const taken = await post(org.adminCookie, '/api/expense/bank-accounts', account('main ACCOUNT'));
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(m.accountNameTaken);
    expect(await countOf(server.ctx.db, sql`select count(*)::int as n from expense_bank_accounts`)).toBe(
      before,
    );

    const edited = await call(server.app, 'PUT', `/api/expense/bank-accounts/${bankAccount.id}`, {
      cookie: org.adminCookie,
      body: account('Main account (HDFC)'),
    });
    expect((edited.json() as { bankAccount: BankAccount }).bankAccount.account_name).toBe(
      'Main account (HDFC)',
    );

    const archive = (archived: boolean) =>
      post(org.adminCookie, `/api/expense/bank-accounts/${bankAccount.id}/archive`, { archived });
    expect((await archive(true)).json()).toEqual({ message: m.archived });
    expect((await list(org.adminCookie)).bankAccounts.map((a) => a.id)).not.toContain(bankAccount.id);
    const withArchived = await list(org.adminCookie, 'include');
    expect(withArchived.bankAccounts.find((a) => a.id === bankAccount.id)?.isArchived).toBe(true);
    // An archived name is free again; bringing the old one back then clashes.
    expect(
      (await post(org.adminCookie, '/api/expense/bank-accounts', account('Main account (HDFC)'))).statusCode,
    ).toBe(201);
    const back = await archive(false);
    expect(back.statusCode).toBe(409);
    expect(errorOf(back).message).toBe(m.accountNameTaken);
  });
});

describe('parties and individuals', () => {
  it('keep one live name per kind, and stay out of new requests once archived', async () => {
    const add = (kind: string, name: string) => post(org.adminCookie, '/api/expense/payees', { kind, name });
    const party = (await add('party', 'Sharma Caterers')).json() as { payee: Payee };
    expect((await add('individual', 'Sharma Caterers')).statusCode).toBe(201);
    const twice = await add('party', ' sharma caterers ');
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe(m.payeeNameTaken);
    expect((await add('vendor', 'Someone')).statusCode).toBe(400);

    const renamed = await call(server.app, 'PUT', `/api/expense/payees/${party.payee.id}`, {
      cookie: org.adminCookie,
      body: { name: 'Sharma Caterers Pvt Ltd' },
    });
    expect((renamed.json() as { payee: Payee }).payee.name).toBe('Sharma Caterers Pvt Ltd');
    await post(org.adminCookie, `/api/expense/payees/${party.payee.id}/archive`, { archived: true });
    const submitter = await member(['bank-transfer:submit']);
    expect((await list(submitter)).payees.map((p) => p.id)).not.toContain(party.payee.id);
    // The request form never sees archived ones, even when it asks.
    expect((await list(submitter, 'include')).payees.map((p) => p.id)).not.toContain(party.payee.id);
  });

  it("answers another organisation's payee and account as not found, and changes nothing", async () => {
    const other = await orgWithAdmin(server.app, masterCookie);
    const theirs = (
      await post(other.adminCookie, '/api/expense/payees', { kind: 'party', name: 'Their party' })
    ).json() as {
      payee: Payee;
    };
    const rename = await call(server.app, 'PUT', `/api/expense/payees/${theirs.payee.id}`, {
      cookie: org.adminCookie,
      body: { name: 'Taken over' },
    });
    expect(rename.statusCode).toBe(404);
    expect(errorOf(rename).message).toBe(m.payeeNotFound);
    const archived = await post(org.adminCookie, `/api/expense/payees/${theirs.payee.id}/archive`, {
      archived: true,
    });
    expect(archived.statusCode).toBe(404);
    const [row] = await rowsOf<{ name: string; is_archived: boolean }>(
      server.ctx.db,
      sql`select name, is_archived from expense_payees where id = ${theirs.payee.id}`,
    );
    expect(row).toEqual({ name: 'Their party', is_archived: false });
    expect((await list(org.adminCookie)).payees.map((p) => p.id)).not.toContain(theirs.payee.id);
  });
});

describe('who may read and change them', () => {
  it('lets payee managers change them, expense members read them, and refuses everyone else', async () => {
    const manager = await member(['bank-transfer:manage_payees']);
    expect(
      (await post(manager, '/api/expense/payees', { kind: 'individual', name: 'Ravi Kumar' })).statusCode,
    ).toBe(201);

    for (const roles of [['bank-transfer:submit'], ['bank-transfer:approve_all', 'bank-transfer:view_all']]) {
      const cookie = await member(roles);
      expect((await list(cookie)).payees.map((p) => p.name)).toContain('Ravi Kumar');
      const refused = await post(cookie, '/api/expense/payees', { kind: 'party', name: 'Not theirs' });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).message).toBe(m.noManagePayees);
    }

    const outsider = await member(null);
    const noApp = await call(server.app, 'GET', '/api/expense/payees', { cookie: outsider });
    expect(noApp.statusCode).toBe(403);
    expect(errorOf(noApp).message).toBe(m.noExpenseAccess);
    const creator = await signInCreator(server.app, masterCookie);
    for (const cookie of [creator.cookie, masterCookie]) {
      expect((await call(server.app, 'GET', '/api/expense/payees', { cookie })).statusCode).toBe(403);
    }
    expect((await call(server.app, 'GET', '/api/expense/payees')).statusCode).toBe(401);
    expect(
      await countOf(
        server.ctx.db,
        sql`select count(*)::int as n from expense_payees where name = 'Not theirs'`,
      ),
    ).toBe(0);
  });
});
