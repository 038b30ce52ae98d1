import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { idempotencyMessages } from '@atrium/domain/common/idempotency.ts';
import type { RequestDetail } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { FORM_ROLE } from '@atrium/domain/forms/form-permissions.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetExpiredKeys } from '../src/platform/http/idempotency-keys.repo.ts';
import { createdEntry, entriesApi } from './support/entries-api.ts';
import {
  type ExpenseAgent,
  type ExpenseSuite,
  expenseMember,
  expenseOrg,
  EXPENSE_ROLE as R,
  readRequest,
  requestBody,
  requestCounts,
  setUpExpenseSuite,
  submitRequest,
} from './support/expense-fixtures.ts';
import { createdForm, fieldId, formsAccess, formsApi, formsMember, formsOrg } from './support/forms-api.ts';
import { importExportApi, resultOf } from './support/import-export-api.ts';
import { countOf } from './support/sql.ts';
import { call, errorOf, type Response, startTestApp } from './support/test-app.ts';

// A request sent again with its Idempotency-Key after the answer was lost has its effect once and gets the
// first answer again (decision 0035), one after the other and side by side, on every operation that honours it.

let suite: ExpenseSuite;
let approver: ExpenseAgent;

beforeAll(async () => {
  suite = await setUpExpenseSuite();
  approver = await expenseMember(suite.app, suite.ctx, suite.org.orgId, [R.viewAll, R.approveAll]);
});
afterAll(() => suite?.server.tearDown());

type Agent = Pick<ExpenseAgent, 'app' | 'cookie'>;
const post = (agent: Agent, url: string, body: unknown, key?: string) =>
  call(agent.app, 'POST', url, {
    cookie: agent.cookie,
    body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

/** Sends the same request `times` times with one key: one after the other, or all at once. */
async function repeated(send: (key: string) => Promise<Response>, times: number, together: boolean) {
  const key = randomUUID();
  if (together) return Promise.all(Array.from({ length: times }, () => send(key)));
  const answers: Response[] = [];
  for (let i = 0; i < times; i += 1) answers.push(await send(key));
  return answers;
}

/** Every answer is the first one: same status and body, and all but the first say they are replays. */
function expectOneAnswer(answers: Response[], status: number, body = (r: Response) => r.body) {
  for (const answer of answers) expect(answer.statusCode, answer.body).toBe(status);
  expect(new Set(answers.map(body)).size).toBe(1);
  const replayed = answers.filter((answer) => answer.headers['idempotency-replayed'] === 'true');
  expect(replayed).toHaveLength(answers.length - 1);
}

const both = [
  ['one after the other', false],
  ['all at once', true],
] as const;

describe('transfer requests', () => {
  const requests = () => requestCounts(suite.ctx).then((counts) => counts.requests);
  const submit = (agent: Agent, body: unknown, key?: string) =>
    post(agent, '/api/expense/requests', body, key);

  it.each(both)('a submit repeated %s makes one request', async (_, together) => {
    const body = requestBody(suite.org);
    const before = await requestCounts(suite.ctx);
    const answers = await repeated((key) => submit(suite.org.admin, body, key), together ? 5 : 3, together);
    expectOneAnswer(answers, 201);
    const after = await requestCounts(suite.ctx);
    expect(after).toEqual({
      requests: before.requests + 1,
      items: before.items + 2,
      history: before.history + 1,
    });
  });

  it('without a key each submit is a request of its own', async () => {
    const body = requestBody(suite.org);
    const before = await requests();
    for (const _ of [1, 2]) expect((await submit(suite.org.admin, body)).statusCode).toBe(201);
    expect(await requests()).toBe(before + 2);
  });

  it('refuses the same key on another body with 422, and writes nothing', async () => {
    const key = randomUUID();
    expect((await submit(suite.org.admin, requestBody(suite.org), key)).statusCode).toBe(201);
    const before = await requests();
    const reused = await submit(suite.org.admin, requestBody(suite.org), key);
    expect(reused.statusCode, reused.body).toBe(422);
    expect(errorOf(reused)).toMatchObject({
      code: 'idempotency_key_reused',
      message: idempotencyMessages.keyReused,
    });
    expect(await requests()).toBe(before);
  });

  it('keeps keys apart per user: another member or organisation with the same key gets its own request', async () => {
    const other = await expenseOrg(suite.app, suite.ctx, suite.masterCookie);
    const colleague = await expenseMember(suite.app, suite.ctx, suite.org.orgId, [R.submit, R.viewSelf]);
    const key = randomUUID();
    const before = await requests();
    const answers = [
      await submit(suite.org.admin, requestBody(suite.org, { transfer_title: 'Same' }), key),
      await submit(colleague, requestBody(suite.org, { transfer_title: 'Same' }), key),
      await submit(other.admin, requestBody(other, { transfer_title: 'Same' }), key),
    ];
    for (const answer of answers) expect(answer.headers['idempotency-replayed']).toBeUndefined();
    expect(new Set(answers.map((answer) => answer.json().request.id)).size).toBe(3);
    expect(await requests()).toBe(before + 3);
  });

  it.each([
    ['empty', ''],
    ['with a space', 'two words'],
    ['not ASCII', 'clé-à-molette'],
    ['longer than 255', 'k'.repeat(256)],
  ])('refuses a key %s with 400 and writes nothing', async (_, key) => {
    const before = await requests();
    const answer = await submit(suite.org.admin, requestBody(suite.org), key);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(errorOf(answer).message).toBe(idempotencyMessages.invalidKey);
    expect(await requests()).toBe(before);
  });

  it('accepts a key of 255 visible characters', async () => {
    const key = `${randomUUID()}!~`.padEnd(255, 'k');
    const body = requestBody(suite.org);
    expect((await submit(suite.org.admin, body, key)).statusCode).toBe(201);
    expect((await submit(suite.org.admin, body, key)).headers['idempotency-replayed']).toBe('true');
  });
});

describe('approving, rejecting and setting the status', () => {
  const base = (request: RequestDetail) => `/api/expense/requests/${request.id}`;
  const historyCount = (request: RequestDetail) =>
    countOf(
      suite.ctx.db,
      sql`select count(*)::int as n from expense_request_history where request_id = ${request.id}`,
    );

  it.each(both)('each change repeated %s is made once', async (_, together) => {
    const times = together ? 4 : 3;
    const request = await submitRequest(suite.org.admin, requestBody(suite.org));
    const [first] = request.requested_items;
    if (!first) throw new Error('no item');
    // Reject one item: one history line; approve all: a line per item; the status: one line.
    const steps: [string, Record<string, string>, number][] = [
      [`/items/${first.id}/decision`, { decision: 'rejected' }, 1],
      ['/decision', { decision: 'approved' }, request.requested_items.length],
      ['/status', { status: 'disbursement pending' }, 1],
    ];
    let version = request.version;
    for (const [path, change, lines] of steps) {
      const history = await historyCount(request);
      const body = { version, ...change };
      const answers = await repeated(
        (key) => post(approver, base(request) + path, body, key),
        times,
        together,
      );
      expectOneAnswer(answers, 200);
      expect((await readRequest(approver, request.id)).version).toBe(version + 1);
      expect(await historyCount(request)).toBe(history + lines);
      version += 1;
    }
    expect(await readRequest(approver, request.id)).toMatchObject({
      approval_state: 'approved',
      request_status: 'disbursement pending',
    });
  });

  it('without a key, the repeat of a change is refused as stale', async () => {
    const request = await submitRequest(suite.org.admin, requestBody(suite.org));
    const body = { version: request.version, decision: 'approved' };
    expect((await post(approver, `${base(request)}/decision`, body)).statusCode).toBe(200);
    expect((await post(approver, `${base(request)}/decision`, body)).statusCode).toBe(409);
  });
});

describe('entries', () => {
  const named = (...users: string[]) => ({ users, groups: [] });

  /** An organisation, a member who may enter data, and a form with one required text field. */
  async function entryForm() {
    const org = await formsOrg(suite.app, suite.masterCookie);
    const member = await formsMember(suite.app, suite.ctx, org.orgId, {
      access: formsAccess(FORM_ROLE.viewData),
    });
    const name = { id: fieldId(), label: 'Name', type: 'text' as const, required: true };
    const form = await createdForm(formsApi(suite.app, org.adminCookie), {
      fieldConfig: [name],
      formDataAccess: { create_data: named(member.id) },
    });
    const count = () =>
      countOf(suite.ctx.db, sql`select count(*)::int as n from entries where form_id = ${form.id}`);
    return {
      org,
      form,
      name,
      count,
      url: `/api/forms/${form.id}/entries`,
      admin: { app: suite.app, cookie: org.adminCookie },
      member: { app: suite.app, cookie: member.cookie },
    };
  }

  it.each(both)('a submit repeated %s makes one entry', async (_, together) => {
    const { name, count, url, admin } = await entryForm();
    const body = { data: { [name.id]: 'Ada' } };
    const answers = await repeated((key) => post(admin, url, body, key), together ? 5 : 2, together);
    expectOneAnswer(answers, 201);
    expect(await count()).toBe(1);
  });

  it('forgets a refused submit, so the corrected one with the same key is made', async () => {
    const { name, count, url, admin } = await entryForm();
    const key = randomUUID();
    expect((await post(admin, url, { data: { [name.id]: '' } }, key)).statusCode).toBe(400);
    const corrected = await post(admin, url, { data: { [name.id]: 'Ada' } }, key);
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(corrected.headers['idempotency-replayed']).toBeUndefined();
    expect(await count()).toBe(1);
  });

  it('keeps keys apart per user on the same form', async () => {
    const { name, count, url, admin, member } = await entryForm();
    const key = randomUUID();
    const body = { data: { [name.id]: 'Ada' } };
    expect((await post(admin, url, body, key)).statusCode).toBe(201);
    const theirs = await post(member, url, body, key);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.headers['idempotency-replayed']).toBeUndefined();
    expect(await count()).toBe(2);
  });

  it.each(both)('an import from another form repeated %s imports once', async (_, together) => {
    const target = await entryForm();
    const text = { id: fieldId(), label: 'Text', type: 'text' as const };
    const source = await createdForm(formsApi(suite.app, target.org.adminCookie), { fieldConfig: [text] });
    const sourceApi = entriesApi(suite.app, target.org.adminCookie, source.id);
    for (const value of ['Ada', 'Grace', 'Edsger']) await createdEntry(sourceApi, { [text.id]: value });
    const body = { sourceFormId: source.id, mapping: { [text.id]: target.name.id } };
    const url = `/api/forms/${target.form.id}/import/from-form`;
    const answers = await repeated((key) => post(target.admin, url, body, key), 3, together);
    expectOneAnswer(answers, 200, (answer) => JSON.stringify(resultOf(answer)));
    expect(resultOf(answers[0] as Response)).toMatchObject({ imported: 3, failedCount: 0 });
    expect(await target.count()).toBe(3);
  });

  it('a file import repeated after its answer was lost imports once and answers its result', async () => {
    const target = await entryForm();
    const api = importExportApi(suite.app, target.org.adminCookie, target.form.id);
    const uploaded = await api.upload('people.csv', 'Name\nAda\nGrace\n');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { uploadId } = uploaded.json() as { uploadId: string };
    const url = `/api/forms/${target.form.id}/import/uploads/${uploadId}/run`;
    const body = { mapping: { Name: target.name.id } };
    const answers = await repeated((key) => post(target.admin, url, body, key), 3, false);
    expectOneAnswer(answers, 200, (answer) => JSON.stringify(resultOf(answer)));
    expect(resultOf(answers[2] as Response)).toMatchObject({ imported: 2 });
    expect(await target.count()).toBe(2);
  });
});

describe('the keys themselves', () => {
  const submit = (agent: Agent, body: unknown, key: string) =>
    post(agent, '/api/expense/requests', body, key);
  const requests = () => requestCounts(suite.ctx).then((counts) => counts.requests);
  const keyRows = (key: string) =>
    countOf(suite.ctx.db, sql`select count(*)::int as n from idempotency_keys where key = ${key}`);

  it('two server processes on one database make one request of one key sent to both at once', async () => {
    const second = await startTestApp(await suite.server.testDb.reopen());
    try {
      const body = requestBody(suite.org);
      const before = await requests();
      const there = { app: second.app, cookie: suite.org.adminCookie };
      const key = randomUUID();
      const answers = await Promise.all(
        [0, 1, 2, 3].map((i) => submit(i % 2 ? there : suite.org.admin, body, key)),
      );
      expectOneAnswer(answers, 201);
      expect(await requests()).toBe(before + 1);
    } finally {
      await second.close();
    }
  });

  it('a duplicate waits while the first request runs and then gets its answer, or 409 after the wait', async () => {
    const key = randomUUID();
    const body = requestBody(suite.org);
    const first = await submit(suite.org.admin, body, key);
    expect(first.statusCode).toBe(201);
    const before = await requests();
    // The first request is taken back to running: its answer is recorded again 300 ms later.
    const running = sql`update idempotency_keys set status = null where key = ${key}`;
    await suite.ctx.db.execute(running);
    const answered = sleep(300).then(() =>
      suite.ctx.db.execute(sql`update idempotency_keys set status = 201 where key = ${key}`),
    );
    const waited = await submit(suite.org.admin, body, key);
    await answered;
    expect(waited.statusCode, waited.body).toBe(201);
    expect(waited.body).toBe(first.body);

    await suite.ctx.db.execute(running);
    const refused = await submit(suite.org.admin, body, key);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(errorOf(refused).message).toBe(idempotencyMessages.inProgress);
    expect(await requests()).toBe(before);
  });

  it('does not honour a key older than 24 hours, and the clean-up deletes it', async () => {
    const key = randomUUID();
    const body = requestBody(suite.org);
    const aged = sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`;
    expect((await submit(suite.org.admin, body, key)).statusCode).toBe(201);
    await suite.ctx.db.execute(aged);
    const before = await requests();
    const again = await submit(suite.org.admin, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotency-replayed']).toBeUndefined();
    expect(await requests()).toBe(before + 1);

    await suite.ctx.db.execute(aged);
    await forgetExpiredKeys(suite.ctx.db);
    expect(await keyRows(key)).toBe(0);
  });
});
