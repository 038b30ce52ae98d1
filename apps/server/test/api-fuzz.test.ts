import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, databaseFingerprint } from './support/db-fingerprint.ts';
import { addBankAccount, addPayee, payeeItem, submitRequest } from './support/expense-fixtures.ts';
import { signInMaster, unique } from './support/fixtures.ts';
import { createdFormGroup, formGroupsApi } from './support/form-groups-fixtures.ts';
import { createdForm, fieldId, formsApi, textField } from './support/forms-api.ts';
import {
  headerMutations,
  type Mutation,
  mutationsOf,
  nested,
  type Operation,
  operationsOf,
  pathMutations,
  queryMutations,
  sample,
  withValue,
} from './support/fuzz-requests.ts';
import { rowsOf } from './support/sql.ts';
import { createdFolder } from './support/storage-fixtures.ts';
import { field, seedTemplate, seedTemplateEntries, signInCreator } from './support/templates-fixtures.ts';
import { call, type Response, setUpServer } from './support/test-app.ts';
import { groupsOrg } from './support/user-groups.ts';
import { insertOrgUser } from './support/users.ts';

// Every operation of the OpenAPI document, sent valid-ish requests with one value broken at a time: text with
// NUL, a lone surrogate or 100,000 characters, a wrong type, a body nested 100 deep; in the body, the query and
// the path. No answer may be a 5xx, and no refused (4xx) request may change the database.

/** Operations of the document not fuzzed here, each with its reason. */
const SKIPPED: Record<string, string> = {
  'POST /api/orgs': 'multipart/form-data, not JSON (its text parts: request-text.test.ts)',
  'POST /api/forms/{formId}/import/uploads': 'multipart file upload (its cells: entries-import.test.ts)',
  'POST /api/templates/{templateId}/attachments': 'multipart file upload, no text is stored from it',
  'GET /api/auth/microsoft/start': 'a redirect to the identity provider, not configured in this test',
  'GET /api/auth/microsoft/callback': 'a redirect back from the identity provider, not configured here',
  'POST /api/auth/logout': 'would end the session the rest of the run uses',
};
// Not in the document at all, so not fuzzed: the event stream (SSE, /api/events), tus uploads (/api/uploads),
// the organisation logo; file downloads that are in it are fuzzed on their path and query only (no body).

let server: Awaited<ReturnType<typeof setUpServer>>;
let cookies: { master: string; admin: string; creator: string };
let ids: Record<string, string>;
let entryData: Record<string, unknown>;
let templateEntryData: Record<string, unknown>;

beforeAll(async () => {
  server = await setUpServer();
  const { app, ctx } = server;
  const master = await signInMaster(app);
  const creator = await signInCreator(app, master);
  const org = await groupsOrg(app, master);
  const admin = { app, cookie: org.adminCookie };
  const member = await insertOrgUser(ctx, org.orgId);
  const fields = {
    name: textField({ label: 'Name' }),
    notes: { id: fieldId(), label: 'Notes', type: 'richtext' as const },
    count: { id: fieldId(), label: 'Count', type: 'number' as const },
    meta: { id: fieldId(), label: 'Meta', type: 'json' as const },
  };
  const form = await createdForm(formsApi(app, admin.cookie), { fieldConfig: Object.values(fields) });
  entryData = {
    [fields.name.id]: 'Alpha',
    [fields.notes.id]: '<p>Note</p>',
    [fields.count.id]: 3,
    [fields.meta.id]: '{"a":1}',
  };
  const entry = await call(app, 'POST', `/api/forms/${form.id}/entries`, {
    cookie: admin.cookie,
    body: { data: entryData },
  });
  const group = await call(app, 'POST', '/api/user-groups', {
    cookie: admin.cookie,
    body: { name: unique('Group '), description: 'Fuzzed', users: [org.adminId] },
  });
  const formGroup = await createdFormGroup(formGroupsApi(app, admin.cookie), {
    name: unique('Forms '),
    forms: [{ formId: form.id, users: [org.adminId] }],
  });
  const folder = await createdFolder(app, { orgId: org.orgId, adminCookie: admin.cookie });
  const bankAccount = await addBankAccount(admin);
  const payee = await addPayee(admin, 'party');
  const request = await submitRequest(admin, {
    transfer_title: 'Fuzzed payment',
    bank_account_id: bankAccount.id,
    requested_items: [payeeItem(payee, 10_000)],
  });
  const village = field('Village');
  const { template, forms } = await seedTemplate(ctx, creator, {
    forms: [{ name: 'Villages', fields: [village] }],
  });
  const templateForm = forms[0];
  if (!templateForm) throw new Error('no template form');
  templateEntryData = { [village.id]: 'Kibera' };
  const [templateEntry] = await seedTemplateEntries(ctx, creator, templateForm, [templateEntryData]);
  const [license] = await rowsOf<{ id: string }>(
    ctx.db,
    sql`select id from licenses where org_id = ${org.orgId} limit 1`,
  );
  cookies = { master, admin: admin.cookie, creator: creator.cookie };
  ids = {
    orgId: org.orgId,
    userId: member.id,
    adminId: org.adminId,
    requestVersion: String(request.version),
    creatorId: creator.id,
    formId: form.id,
    entryId: (entry.json() as { entry: { id: string } }).entry.id,
    fieldId: fields.name.id,
    userGroupId: (group.json() as { group: { id: string } }).group.id,
    formGroupId: formGroup.id,
    folderId: folder.id,
    bankAccountId: bankAccount.id,
    payeeId: payee.id,
    requestId: request.id,
    itemId: request.requested_items[0]?.id ?? '',
    templateId: template.id,
    templateFormId: templateForm.id,
    templateEntryId: String((templateEntry as { id: string } | undefined)?.id ?? ''),
    templateFieldId: village.id,
    licenseId: license?.id ?? '',
    version: '1',
    appName: 'expense',
    actionId: 'new-form',
  };
}, 120_000);
afterAll(() => server?.tearDown());

const isTemplatePath = (path: string) => /^\/api\/template(s|-data|-groups)/.test(path);

/** A real id for a path parameter of this operation, where the seed has one. */
function idFor(path: string, key: string): string | undefined {
  const template = isTemplatePath(path);
  if (key === 'groupId') return path.startsWith('/api/user-groups') ? ids.userGroupId : ids.formGroupId;
  if (key === 'formId') return template ? ids.templateFormId : ids.formId;
  if (key === 'entryId') return template ? ids.templateEntryId : ids.entryId;
  if (key === 'fieldId') return template ? ids.templateFieldId : ids.fieldId;
  if (key === 'id') return path.includes('bank-accounts') ? ids.bankAccountId : ids.payeeId;
  return ids[key] || undefined;
}

/** Values for body keys that name a seeded record or must match it. */
function bodyValueFor(path: string, key: string): string | undefined {
  const bulk: [RegExp, string | undefined][] = [
    [/\/entries\//, ids.entryId],
    [/^\/api\/forms\//, ids.formId],
    [/^\/api\/form-groups\//, ids.formGroupId],
    [/^\/api\/user-groups\//, ids.userGroupId],
  ];
  if (key === 'ids') return bulk.find(([test]) => test.test(path))?.[1];
  if (key === 'users') return ids.adminId;
  if (key === 'groups') return ids.userGroupId;
  if (key === 'fieldId' || key === 'formId') return idFor(path, key);
  if (key === 'bank_account_id') return ids.bankAccountId;
  if (key === 'beneficiary_id') return ids.payeeId;
  if (key === 'version' && path.startsWith('/api/expense/requests/')) return ids.requestVersion;
  return undefined;
}

/** Bodies the schema alone cannot make valid: rights that exclude each other, apps that exist. */
const BODY_OVERRIDES: Record<string, Record<string, unknown>> = {
  'POST /api/users': { access: [{ app: 'access-management', role: [] }] },
  'PUT /api/users/{userId}/access': { access: [{ app: 'access-management', role: [] }] },
  'POST /api/forms': { formDataAccess: {} },
  'PUT /api/forms/{formId}/access-config': { formDataAccess: {} },
};

/** Who calls: the master admin for organisations and creators, a creator for templates, else the org admin. */
function cookieFor(path: string): string {
  if (/^\/api\/(orgs|creators)/.test(path)) return cookies.master;
  if (isTemplatePath(path) && !path.startsWith('/api/template-data')) return cookies.creator;
  if (path.startsWith('/api/template-data')) return cookies.creator;
  return cookies.admin;
}

/**
 * Deletions after the rest, so that a variant taken as valid removes nothing the others need; sign-in and
 * password routes last, as their failures count towards the sign-in limiter.
 */
const runOrder = (op: Operation) => (op.path.startsWith('/api/auth') ? 2 : op.method === 'DELETE' ? 1 : 0);

interface Sent {
  label: string;
  url: string;
  payload?: string;
  headers?: Record<string, string>;
}

function requestsOf(op: Operation): Sent[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const headerParams = op.parameters.filter((p) => p.in === 'header');
  const params = Object.fromEntries(
    pathParams.map((p) => [p.name, encodeURIComponent(idFor(op.path, p.name) ?? crypto.randomUUID())]),
  );
  // The query carries what it must (required parameters, and those with a default); each variant adds one.
  const query = Object.fromEntries(
    queryParams.flatMap((p) => {
      const fallback = p.schema.default;
      if (fallback === undefined && !p.required) return [];
      const value = fallback ?? sample(p.schema, (key) => bodyValueFor(op.path, key), p.name);
      return [[p.name, encodeURIComponent(String(value))]];
    }),
  );
  const idOf = (key: string) => bodyValueFor(op.path, key);
  let body = op.body ? sample(op.body, idOf) : undefined;
  const override = BODY_OVERRIDES[`${op.method} ${op.path}`];
  if (override) body = { ...(body as object), ...override };
  if (body && typeof body === 'object' && 'data' in body)
    body = { ...body, data: isTemplatePath(op.path) ? templateEntryData : entryData };
  const urlOf = (pathValues: Record<string, string>, queryValues: Record<string, string>) => {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? '');
    const search = Object.entries(queryValues)
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
    return search ? `${path}?${search}` : path;
  };
  const label = (m: Mutation, where: string) =>
    `${op.method} ${op.path}: ${m.what} in ${where} ${m.at.join('.')}`;
  const json = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
  const sent: Sent[] = [];
  for (const p of pathParams)
    for (const m of pathMutations(p.name))
      sent.push({
        label: label(m, 'path'),
        url: urlOf({ ...params, [p.name]: String(m.value) }, query),
        payload: json(body),
      });
  for (const p of queryParams)
    for (const m of queryMutations(p, String(p.schema.default ?? sample(p.schema, idOf, p.name))))
      sent.push({
        label: label(m, 'query'),
        url: urlOf(params, { ...query, [p.name]: String(m.value) }),
        payload: json(body),
      });
  for (const p of headerParams)
    for (const m of headerMutations(p.name))
      sent.push({
        label: label(m, 'header'),
        url: urlOf(params, query),
        payload: json(body),
        headers: { [p.name]: String(m.value) },
      });
  if (op.method === 'GET') return sent;
  for (const m of mutationsOf(body))
    sent.push({
      label: label(m, 'body'),
      url: urlOf(params, query),
      payload: json(withValue(body, m.at, m.value)),
    });
  sent.push({
    label: `${op.method} ${op.path}: body nested 100 deep`,
    url: urlOf(params, query),
    payload: json(nested(100)),
  });
  return sent;
}

describe('the API under broken input', () => {
  it('answers every operation of the OpenAPI document without a 5xx, and refusals write nothing', async () => {
    const { app } = server;
    const document = (await call(app, 'GET', '/api/openapi.json')).json();
    const operations = operationsOf(document)
      .filter((op) => !SKIPPED[`${op.method} ${op.path}`])
      .sort((a, b) => runOrder(a) - runOrder(b));
    const fingerprint = await databaseFingerprint(server.ctx.db);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let baseline = await fingerprint();
    let refused: Sent[] = [];
    let sentCount = 0;

    const send = (request: Sent, cookie: string) =>
      app.inject({
        method: request.label.split(' ')[0] as 'GET',
        url: request.url,
        headers: {
          cookie,
          ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
        },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
    const unchangedSince = async (requests: Sent[], before: Record<string, string>) => {
      const after = await fingerprint();
      const changed = changedTables(before, after);
      if (changed.length > 0)
        failures.push(
          `refused yet changed ${changed.join(', ')}: ${requests.map((r) => r.label).join(' | ')}`,
        );
      return after;
    };

    for (const op of operations) {
      const cookie = cookieFor(op.path);
      for (const request of requestsOf(op)) {
        const response: Response | null = await send(request, cookie).catch((error: unknown) => {
          failures.push(`no answer for ${request.label}: ${String(error)}`);
          return null;
        });
        sentCount += 1;
        if (!response) continue;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500) {
          failures.push(`${response.statusCode} for ${request.label}: ${response.body.slice(0, 300)}`);
        } else if (response.statusCode >= 400) {
          refused.push(request);
        } else {
          // A success may write: the refusals before it are checked again from the state it left.
          const after = await fingerprint();
          const replayed: Sent[] = [];
          for (const again of refused) {
            const answer = await send(again, cookie);
            if (answer.statusCode >= 400 && answer.statusCode < 500) replayed.push(again);
          }
          baseline = replayed.length > 0 ? await unchangedSince(replayed, after) : after;
          refused = [];
        }
      }
      if (refused.length > 0) baseline = await unchangedSince(refused, baseline);
      refused = [];
      // A variant taken as valid must not have ended the session the next operations use.
      const me = await call(app, 'GET', '/api/me', { cookie });
      if (me.statusCode !== 200) throw new Error(`signed out after ${op.method} ${op.path}: ${me.body}`);
    }
    console.info(
      `fuzzed ${operations.length} operations with ${sentCount} requests:`,
      Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
