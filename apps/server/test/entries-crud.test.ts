import { randomUUID } from 'node:crypto';
import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import { FORM_ROLE } from '@atrium/domain/forms/form-permissions.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEntry, insertEntries, insertSubmittedEntries } from '../src/modules/entries/entries.repo.ts';
import { createdEntry, entriesApi, entriesOf } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import {
  createdForm,
  type FormsOrg,
  fieldId,
  formsAccess,
  formsApi,
  formsMember,
  formsOrg,
  textField,
} from './support/forms-api.ts';
import { countOf } from './support/sql.ts';
import { call, errorOf, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const newOrg = () => formsOrg(server.app, masterCookie);
const memberOf = (org: FormsOrg) =>
  formsMember(server.app, server.ctx, org.orgId, { access: formsAccess(FORM_ROLE.viewData) });

describe('submitting, reading and changing entries', () => {
  it('stores a submitted entry with its author and shows it in the list and alone', async () => {
    const org = await newOrg();
    const name = textField({ label: 'Name', required: true });
    const age = { id: fieldId(), label: 'Age', type: 'number' as const };
    const form = await createdForm(formsApi(server.app, org.adminCookie), { fieldConfig: [name, age] });
    const api = entriesApi(server.app, org.adminCookie, form.id);

    const created = await api.create({ [name.id]: 'Ada Lovelace', [age.id]: '36', stray: 'dropped' });
    expect(created.statusCode, created.body).toBe(201);
    const { entry, message } = created.json();
    expect(message).toBe(m.submitted);
    expect(entry.data).toEqual({ [name.id]: 'Ada Lovelace', [age.id]: 36 });
    expect(entry.createdBy.id).toBe(org.adminId);
    expect(entry.code).toHaveLength(8);
    expect(entry.capabilities).toEqual({ canUpdate: true, canTrash: true, canDelete: true });

    const list = entriesOf(await api.list());
    expect(list.total).toBe(1);
    expect(list.entries[0]?.id).toBe(entry.id);
    expect(list.viewableFieldIds).toEqual([name.id, age.id]);
    expect((await api.get(entry.id)).json().entry.data[name.id]).toBe('Ada Lovelace');
    // Not a sample: no source at all (a JSON null would survive no backup and restore unchanged).
    const plain = sql`select count(*)::int as n from entries
      where id = ${entry.id} and not is_sample and sample_source is null`;
    expect(await countOf(server.ctx.db, plain)).toBe(1);
  });

  it('gives each of many submissions sent at once its own entry, on the form it was sent to', async () => {
    const org = await newOrg();
    const forms = formsApi(server.app, org.adminCookie);
    const nameOf = [textField({ label: 'Name' }), textField({ label: 'Name' })];
    const created = await Promise.all(nameOf.map((name) => createdForm(forms, { fieldConfig: [name] })));
    const sent = Array.from({ length: 24 }, (_, i) => ({ at: i % 2, name: `Person ${i}` }));

    // Sent together, most of them share an insert with others (decision 0052); each still gets its own answer.
    const answers = await Promise.all(
      sent.map(({ at, name }) =>
        entriesApi(server.app, org.adminCookie, created[at]?.id ?? '').create({
          [nameOf[at]?.id ?? '']: name,
        }),
      ),
    );
    for (const [i, answer] of answers.entries()) {
      expect(answer.statusCode, answer.body).toBe(201);
      const { at, name } = sent[i] ?? { at: 0, name: '' };
      expect(answer.json().entry.data).toEqual({ [nameOf[at]?.id ?? '']: name });
      expect(answer.json().entry.createdBy.id).toBe(org.adminId);
    }
    expect(new Set(answers.map((answer) => answer.json().entry.id)).size).toBe(sent.length);
    for (const at of [0, 1]) {
      const listed = entriesOf(
        await entriesApi(server.app, org.adminCookie, created[at]?.id ?? '').list({ pageSize: 50 }),
      );
      expect(listed.total).toBe(12);
      // Each answer is the stored entry as a later read shows it: the same id, code, times, version and author.
      const answered = answers
        .map((answer) => answer.json().entry)
        .filter((e) => listed.entries.some((l) => l.id === e.id));
      expect(answered).toHaveLength(12);
      for (const entry of answered) expect(listed.entries.find((l) => l.id === entry.id)).toEqual(entry);
      const names = listed.entries.map((entry) => entry.data[nameOf[at]?.id ?? '']);
      expect(names.sort()).toEqual(
        sent
          .filter((s) => s.at === at)
          .map((s) => s.name)
          .sort(),
      );
    }
  });

  it('answers each of many entry requests sent at once by its own session, organisation and rights', async () => {
    const [a, b, ended] = await Promise.all([newOrg(), newOrg(), newOrg()]);
    if (!a || !b || !ended) throw new Error('organisations not created');
    const member = await memberOf(a);
    const nameA = textField({ label: 'Name' });
    const nameB = textField({ label: 'Name' });
    const formA = await createdForm(formsApi(server.app, a.adminCookie), { fieldConfig: [nameA] });
    const formB = await createdForm(formsApi(server.app, b.adminCookie), { fieldConfig: [nameB] });
    await call(server.app, 'POST', '/api/auth/logout', { cookie: ended.adminCookie });
    const unknownForm = randomUUID();

    // Each kind of request, with the answer its own session calls for; sent together, their sessions and forms
    // are read in shared lookups (decision 0053).
    const kinds = [
      {
        send: () => entriesApi(server.app, a.adminCookie, formA.id).create({ [nameA.id]: 'by A' }),
        status: 201,
        by: a.adminId,
      },
      {
        send: () => entriesApi(server.app, b.adminCookie, formB.id).create({ [nameB.id]: 'by B' }),
        status: 201,
        by: b.adminId,
      },
      { send: () => entriesApi(server.app, a.adminCookie, formA.id).list(), status: 200 },
      { send: () => entriesApi(server.app, member.cookie, formA.id).list(), status: 403 },
      { send: () => entriesApi(server.app, member.cookie, formA.id).create({}), status: 403 },
      { send: () => entriesApi(server.app, b.adminCookie, formA.id).list(), status: 404 },
      { send: () => entriesApi(server.app, b.adminCookie, formA.id).create({}), status: 404 },
      { send: () => entriesApi(server.app, a.adminCookie, unknownForm).list(), status: 404 },
      { send: () => entriesApi(server.app, ended.adminCookie, formA.id).create({}), status: 401 },
      { send: () => entriesApi(server.app, 'atrium_session=unknown', formA.id).list(), status: 401 },
      { send: () => entriesApi(server.app, masterCookie, formA.id).create({}), status: 403 },
    ];
    const sent = Array.from({ length: 4 * kinds.length }, (_, i) => kinds[(i * 7) % kinds.length]);
    const answers = await Promise.all(sent.map((kind) => kind?.send()));

    for (const [i, answer] of answers.entries()) {
      const kind = sent[i];
      expect(answer?.statusCode, answer?.body).toBe(kind?.status);
      if (kind?.by) expect(answer?.json().entry.createdBy.id).toBe(kind.by);
    }
    const stored = (form: { id: string }, cookie: string) =>
      entriesApi(server.app, cookie, form.id).list({ pageSize: 50 });
    expect(entriesOf(await stored(formA, a.adminCookie)).total).toBe(4);
    expect(entriesOf(await stored(formB, b.adminCookie)).total).toBe(4);
  });

  it('refuses invalid values with the spec messages, field by field', async () => {
    const org = await newOrg();
    const name = textField({ required: true });
    const age = { id: fieldId(), label: 'Age', type: 'number' as const };
    const form = await createdForm(formsApi(server.app, org.adminCookie), { fieldConfig: [name, age] });
    const response = await entriesApi(server.app, org.adminCookie, form.id).create({ [age.id]: 'many' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      message: m.fixFormErrors,
      fields: { [name.id]: m.required, [age.id]: m.invalidNumber },
    });
  });

  it('updates an entry, refuses a stale version and keeps versions when versioning is on', async () => {
    const org = await newOrg();
    const name = textField();
    const form = await createdForm(formsApi(server.app, org.adminCookie), {
      fieldConfig: [name],
      dataVersionSettings: { dataVersionEnabled: true, versionTrashCleanupDuration: 30 },
    });
    const api = entriesApi(server.app, org.adminCookie, form.id);
    const entry = await createdEntry(api, { [name.id]: 'First' });
    const updated = await api.update(entry.id, { [name.id]: 'Second' }, 1);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      message: m.updated,
      entry: { version: 2, data: { [name.id]: 'Second' } },
    });
    const stale = await api.update(entry.id, { [name.id]: 'Third' }, 1);
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe(m.staleEntry);
    const history = (await api.history(entry.id)).json().items;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ version: 1, entryData: { [name.id]: 'First' } });
  });

  it("keeps another organisation's form out of reach", async () => {
    const org = await newOrg();
    const other = await newOrg();
    const form = await createdForm(formsApi(server.app, org.adminCookie));
    const api = entriesApi(server.app, other.adminCookie, form.id);
    const response = await api.list();
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe(m.formNotFound);
    expect((await api.create({})).statusCode).toBe(404);
  });

  it('asks for a live session of the form organisation to list or submit, and refuses one that has ended', async () => {
    const org = await newOrg();
    const form = await createdForm(formsApi(server.app, org.adminCookie));
    const api = entriesApi(server.app, org.adminCookie, form.id);
    const listed = await api.list();
    expect(listed.statusCode, listed.body).toBe(200);

    // Signed out: the same cookie no longer reads or writes the form.
    await call(server.app, 'POST', '/api/auth/logout', { cookie: org.adminCookie });
    for (const response of [await api.list(), await api.create({})]) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).message).toBe('Please sign in to continue.');
    }
    // No cookie, and the platform operator's session, which belongs to no organisation.
    expect((await entriesApi(server.app, '', form.id).list()).statusCode).toBe(401);
    const master = await entriesApi(server.app, masterCookie, form.id).create({});
    expect(master.statusCode).toBe(403);
    const stored = await countOf(
      server.ctx.db,
      sql`select count(*)::int as n from entries where org_id = ${org.orgId}`,
    );
    expect(stored).toBe(0);
  });

  it('refuses data entry without create_data, and with formDataCreate off', async () => {
    const org = await newOrg();
    const member = await memberOf(org);
    const form = await createdForm(formsApi(server.app, org.adminCookie));
    const refused = await entriesApi(server.app, member.cookie, form.id).create({});
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('You do not have permission to enter data for this form.');
    const closed = await createdForm(formsApi(server.app, org.adminCookie), {
      formUsabilitySettings: {
        formDataCreate: false,
        formDataRead: true,
        formDataUpdate: true,
        formDataDelete: true,
      },
    });
    const off = await entriesApi(server.app, org.adminCookie, closed.id).create({});
    expect(errorOf(off).message).toBe('Data entry for this form is disabled.');
    const stored = await countOf(
      server.ctx.db,
      sql`select count(*)::int as n from entries where org_id = ${org.orgId}`,
    );
    expect(stored).toBe(0);
  });

  it('opens entries while either the data or the forms app is open, and refuses when both are blocked', async () => {
    const org = await newOrg();
    const member = await memberOf(org);
    const form = await createdForm(formsApi(server.app, org.adminCookie), {
      formDataAccess: { view_all_data: { users: [member.id], groups: [] } },
    });
    const setBlocked = (app: string, isBlocked: boolean) =>
      call(server.app, 'PATCH', `/api/apps/${app}`, { cookie: masterCookie, body: { isBlocked } });
    const api = entriesApi(server.app, member.cookie, form.id);
    try {
      await setBlocked('data-management', true);
      expect((await api.list()).statusCode).toBe(200);
      await setBlocked('form-management', true);
      expect((await api.list()).statusCode).toBe(403);
      // The form itself, which the data screens read, follows the same rule.
      await setBlocked('data-management', false);
      expect((await api.list()).statusCode).toBe(200);
      expect((await formsApi(server.app, member.cookie).get(form.id)).statusCode).toBe(200);
      await setBlocked('data-management', true);
      expect((await formsApi(server.app, member.cookie).get(form.id)).statusCode).toBe(403);
      expect((await entriesApi(server.app, org.adminCookie, form.id).list()).statusCode).toBe(200);
    } finally {
      await setBlocked('data-management', false);
      await setBlocked('form-management', false);
    }
  });
});

describe('the submissions batch insert', () => {
  // The batcher falls back to one insert a submission when a batch fails, so a broken batch insert would
  // only show as a slower server: it is checked here on its own.
  it('stores the rows of several forms in one statement, each as the single-row insert stores it', async () => {
    const org = await newOrg();
    const forms = formsApi(server.app, org.adminCookie);
    const name = textField({ label: 'Name' });
    const [first, second] = await Promise.all([
      createdForm(forms, { fieldConfig: [name] }),
      createdForm(forms, { fieldConfig: [name] }),
    ]);
    const row = (formId: string, text: string | null) => ({
      id: randomUUID(),
      formId,
      orgId: org.orgId,
      data: { [name.id]: text, note: 'Zoë "quoted", \\ back' },
      searchText: (text ?? '').toLowerCase(),
      createdBy: org.adminId,
      createdByName: 'Org Admin',
      updatedBy: org.adminId,
      updatedByName: 'Org Admin',
    });
    const batch = [row(first.id, 'Ada'), row(second.id, 'Grace'), row(first.id, null)];

    const inserted = await insertSubmittedEntries(server.ctx.db, batch);
    expect(inserted.map((entry) => entry.id).sort()).toEqual(batch.map((entry) => entry.id).sort());
    for (const entry of inserted) {
      const stored = await findEntry(server.ctx.db, org.orgId, entry.formId, entry.id);
      expect(entry).toEqual(stored);
      expect(entry.createdAt).toBeInstanceOf(Date);
      expect(entry).toMatchObject({ version: 1, isTrashed: false, isSample: false, sampleSource: null });
    }
    const given = batch[0];
    if (!given) throw new Error('no row');
    expect(inserted.find((entry) => entry.id === given.id)).toMatchObject(given);

    // The single-row insert of the same row shape gives a row of the same shape.
    const [alone] = await insertEntries(server.ctx.db, [row(first.id, 'Alone')]);
    expect(Object.keys(alone ?? {}).sort()).toEqual(Object.keys(inserted[0] ?? {}).sort());
  });
});
