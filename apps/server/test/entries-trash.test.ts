import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import { FORM_ROLE } from '@atrium/domain/forms/form-permissions.ts';
import { fileKeyOf } from '@atrium/domain/uploads/file-keys.ts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredEntries } from '../src/modules/entries/entry-purge.job.ts';
import { createdEntry, entriesApi, entriesOf } from './support/entries-api.ts';
import { type EventStream, listen, openEventStream } from './support/event-stream.ts';
import { signInMaster } from './support/fixtures.ts';
import {
  createdForm,
  fieldId,
  formsAccess,
  formsApi,
  formsMember,
  formsOrg,
  textField,
} from './support/forms-api.ts';
import { countOf } from './support/sql.ts';
import { errorOf, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;
let baseUrl: string;
const streams: EventStream[] = [];

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
  baseUrl = await listen(server.app);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(() => server?.tearDown());

const name = textField();
const files = { id: fieldId(), label: 'Files', type: 'file' as const, multiple: true };

async function setUp(options: { versioned?: boolean } = {}) {
  const org = await formsOrg(server.app, masterCookie);
  const form = await createdForm(formsApi(server.app, org.adminCookie), {
    fieldConfig: [name, files],
    dataVersionSettings: { dataVersionEnabled: options.versioned ?? false, versionTrashCleanupDuration: 30 },
  });
  const api = entriesApi(server.app, org.adminCookie, form.id);
  const add = (value: string, stored: string[] = []) =>
    createdEntry(api, {
      [name.id]: value,
      [files.id]: stored.map((id) => ({ id, name: id.split('/').pop() })),
    });
  return { org, form, api, add };
}

const count = (formId: string, where = sql`true`) =>
  countOf(server.ctx.db, sql`select count(*)::int as n from entries where form_id = ${formId} and ${where}`);
/** The storage key an upload of `name` into the Files field of the form leaves. */
const keyIn = (t: { org: { orgId: string }; form: { id: string } }, name: string) =>
  fileKeyOf(
    { kind: 'entry-field', orgId: t.org.orgId, formId: t.form.id, place: 'field', fieldId: files.id },
    'upload1',
    name,
  );
const storedFile = async (key: string) => {
  await server.ctx.storage.put(key, Buffer.from('bytes'));
  return key;
};
const fileExists = async (key: string) => {
  const found = await server.ctx.storage.get(key);
  found?.stream.destroy();
  return found !== null;
};

describe('trash, restore and permanent delete', () => {
  it('moves an entry to the trash and back, and deletes it for good with its files', async () => {
    const t = await setUp();
    const key = await storedFile(keyIn(t, 'a.pdf'));
    const entry = await t.add('one', [key, keyIn(t, 'missing.pdf')]);
    expect((await t.api.remove(entry.id)).json()).toMatchObject({ error: { message: m.notInTrash } });
    expect((await t.api.trash(entry.id)).json()).toEqual({ message: m.entryTrashed });
    expect(entriesOf(await t.api.list()).total).toBe(0);
    expect(entriesOf(await t.api.list({ trashed: true })).entries[0]?.trashedAt).not.toBeNull();
    expect((await t.api.restore(entry.id)).json()).toEqual({ message: m.entryRestored });
    expect(entriesOf(await t.api.list()).total).toBe(1);
    await t.api.trash(entry.id);
    expect((await t.api.remove(entry.id)).json()).toEqual({ message: m.entryDeleted });
    expect(await count(t.form.id)).toBe(0);
    expect(await fileExists(key)).toBe(false);
  });

  it('acts on selected entries all or nothing', async () => {
    const t = await setUp();
    const [a, b] = [await t.add('a'), await t.add('b')];
    expect((await t.api.bulkTrash([a.id, b.id])).json()).toEqual({ message: m.selectedTrashed });
    expect((await t.api.bulkRestore([a.id, b.id])).json()).toEqual({ message: m.restoredCount(2) });
    await t.api.trash(a.id);
    // b is live: nothing is deleted.
    expect((await t.api.bulkDelete([a.id, b.id])).statusCode).toBe(400);
    expect(await count(t.form.id)).toBe(2);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.api.bulkTrash([b.id, unknown])).statusCode).toBe(404);
    expect(await count(t.form.id, sql`not is_trashed`)).toBe(1);
    await t.api.trash(b.id);
    expect((await t.api.bulkDelete([a.id, b.id])).json()).toEqual({ message: m.deletedCount(2) });
  });

  it('refuses trash and delete when the form switches deleting off, and writes to a trashed form', async () => {
    const t = await setUp();
    const entry = await t.add('x');
    await formsApi(server.app, t.org.adminCookie).trash(t.form.id);
    const refused = await t.api.trash(entry.id);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(m.formTrashed);
    expect(errorOf(await t.api.create({})).message).toBe(m.formTrashed);
    expect(entriesOf(await t.api.list()).entries[0]?.capabilities.canUpdate).toBe(false);

    const org = await formsOrg(server.app, masterCookie);
    const closed = await createdForm(formsApi(server.app, org.adminCookie), {
      formUsabilitySettings: {
        formDataCreate: true,
        formDataRead: true,
        formDataUpdate: true,
        formDataDelete: false,
      },
    });
    const closedApi = entriesApi(server.app, org.adminCookie, closed.id);
    const kept = await createdEntry(closedApi, {});
    expect(errorOf(await closedApi.trash(kept.id)).message).toBe(m.dataDeleteDisabled);
    expect(entriesOf(await closedApi.list()).entries[0]?.capabilities).toEqual({
      canUpdate: true,
      canTrash: false,
      canDelete: false,
    });
  });

  it('deletes every entry with the form, for good', async () => {
    const t = await setUp();
    await t.add('x');
    const forms = formsApi(server.app, t.org.adminCookie);
    await forms.trash(t.form.id);
    expect((await forms.remove(t.form.id)).statusCode).toBe(200);
    expect(
      await countOf(server.ctx.db, sql`select count(*)::int as n from entries where org_id = ${t.org.orgId}`),
    ).toBe(0);
  });
});

describe('bulk update', () => {
  it('sets one field in every selected entry and keeps versions', async () => {
    const t = await setUp({ versioned: true });
    const [a, b] = [await t.add('a'), await t.add('b')];
    const response = await t.api.bulkUpdate([a.id, b.id], name.id, 'same');
    expect(response.json()).toEqual({ message: m.updatedCount(2) });
    const list = entriesOf(await t.api.list());
    expect(list.entries.map((e) => [e.data[name.id], e.version])).toEqual([
      ['same', 2],
      ['same', 2],
    ]);
    expect((await t.api.history(a.id)).json().items[0].entryData[name.id]).toBe('a');
  });

  it('refuses file fields, empty values, and entries the caller may not update, changing nothing', async () => {
    const t = await setUp();
    const member = await formsMember(server.app, server.ctx, t.org.orgId, {
      access: formsAccess(FORM_ROLE.viewData),
    });
    await formsApi(server.app, t.org.adminCookie).updateAccess(t.form.id, {
      formDataAccess: {
        create_data: { users: [member.id], groups: [] },
        update_self_data: { users: [member.id], groups: [] },
        view_all_data: { users: [member.id], groups: [] },
      },
      expectedVersion: t.form.version,
    });
    const theirs = await t.add('admin');
    const memberApi = entriesApi(server.app, member.cookie, t.form.id);
    const mine = await createdEntry(memberApi, { [name.id]: 'member' });
    expect(errorOf(await t.api.bulkUpdate([theirs.id], files.id, [])).message).toBe(m.notUpdatable);
    expect(errorOf(await t.api.bulkUpdate([theirs.id], name.id, '')).fields).toEqual({
      [name.id]: m.required,
    });
    const refused = await memberApi.bulkUpdate([mine.id, theirs.id], name.id, 'changed');
    expect(refused.statusCode).toBe(403);
    expect(
      entriesOf(await memberApi.list())
        .entries.map((e) => e.data[name.id])
        .sort(),
    ).toEqual(['admin', 'member']);
    expect((await memberApi.bulkUpdate([mine.id], name.id, 'changed')).statusCode).toBe(200);
  });
});

describe('live updates and the purge', () => {
  it('tells members of the organisation when entries change', async () => {
    const t = await setUp();
    const member = await formsMember(server.app, server.ctx, t.org.orgId);
    const stream = await openEventStream(baseUrl, member.cookie);
    streams.push(stream);
    await t.add('live');
    expect(await stream.next('entries.changed')).toEqual({ type: 'entries.changed', formId: t.form.id });
  });

  it('purges entries trashed more than 30 days ago, with their files, and keeps the rest', async () => {
    const t = await setUp();
    const key = await storedFile(keyIn(t, 'old.pdf'));
    const [old, recent, live] = [await t.add('old', [key]), await t.add('recent'), await t.add('live')];
    await t.api.bulkTrash([old.id, recent.id]);
    await server.ctx.db.execute(
      sql`update entries set trashed_at = now() - interval '31 days' where id = ${old.id}`,
    );
    expect(await purgeExpiredEntries(server.ctx)).toBeGreaterThanOrEqual(1);
    const left = await countOf(
      server.ctx.db,
      sql`select count(*)::int as n from entries where form_id = ${t.form.id} and id in (${old.id}, ${recent.id}, ${live.id})`,
    );
    expect(left).toBe(2);
    expect(await fileExists(key)).toBe(false);
  });
});
