import { randomBytes } from 'node:crypto';
import { fileKeyOf } from '@atrium/domain/uploads/file-keys.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredEntries, purgeVersionTrash } from '../src/modules/entries/entry-purge.job.ts';
import { createdEntry, entriesApi } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, fieldId, formsApi, formsOrg } from './support/forms-api.ts';
import { rowsOf } from './support/sql.ts';
import { setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A form with a multi-file field and a table with a file column, versioned with the given cleanup days. */
async function setUp(cleanupDays: number, versioned = true) {
  const org = await formsOrg(server.app, masterCookie);
  const photos = fieldId();
  const sheets = fieldId();
  const form = await createdForm(formsApi(server.app, org.adminCookie), {
    fieldConfig: [
      { id: photos, label: 'Photos', type: 'file', multiple: true },
      {
        id: sheets,
        label: 'Sheets',
        type: 'table',
        columns: [{ id: 'scan', header: 'Scan', dataType: 'file' }],
      },
    ],
    dataVersionSettings: { dataVersionEnabled: versioned, versionTrashCleanupDuration: cleanupDays },
  });
  const store = async (name: string, place: 'field' | 'table' = 'field') => {
    const key = fileKeyOf(
      {
        kind: 'entry-field',
        orgId: org.orgId,
        formId: form.id,
        place,
        fieldId: place === 'field' ? photos : sheets,
      },
      randomBytes(16).toString('hex'),
      name,
    );
    await server.ctx.storage.put(key, PNG);
    return { id: key, name, metaData: {} };
  };
  const api = entriesApi(server.app, org.adminCookie, form.id);
  const trashOf = async () =>
    (
      await rowsOf<{ file_key: string }>(
        server.ctx.db,
        sql`select file_key from version_trash where form_id = ${form.id} order by file_key`,
      )
    ).map((row) => row.file_key);
  /** Moves the version trash of the form `days` into the past. */
  const age = (days: number) =>
    server.ctx.db.execute(
      sql`update version_trash set removed_at = now() - make_interval(days => ${days}) where form_id = ${form.id}`,
    );
  return { form, photos, sheets, store, api, trashOf, age };
}

const exists = async (key: string) => {
  const found = await server.ctx.storage.get(key);
  found?.stream.destroy();
  return found !== null;
};

describe('the version trash of versioned forms', () => {
  it('keeps files an edit removed for the cleanup duration, then the purge deletes them from storage', async () => {
    const t = await setUp(30);
    const [kept, dropped, scan] = [
      await t.store('kept.png'),
      await t.store('dropped.png'),
      await t.store('scan.png', 'table'),
    ];
    const entry = await createdEntry(t.api, { [t.photos]: [kept, dropped], [t.sheets]: [{ scan: [scan] }] });
    expect((await t.api.update(entry.id, { [t.photos]: [kept], [t.sheets]: [] })).statusCode).toBe(200);
    expect(await exists(dropped.id)).toBe(true);
    expect(await exists(scan.id)).toBe(true);
    expect(await t.trashOf()).toEqual([dropped.id, scan.id].sort());

    await t.age(29);
    await purgeVersionTrash(server.ctx);
    expect(await exists(dropped.id)).toBe(true);
    expect(await t.trashOf()).toHaveLength(2);

    await t.age(31);
    await purgeVersionTrash(server.ctx);
    expect(await exists(dropped.id)).toBe(false);
    expect(await exists(scan.id)).toBe(false);
    expect(await exists(kept.id)).toBe(true);
    expect(await t.trashOf()).toEqual([]);
  });

  it('with a cleanup duration of 0, keeps removed files until the entry is deleted', async () => {
    const t = await setUp(0);
    const dropped = await t.store('dropped.png');
    const entry = await createdEntry(t.api, { [t.photos]: [dropped] });
    await t.api.update(entry.id, { [t.photos]: [] });
    await t.age(3650);
    await purgeVersionTrash(server.ctx);
    expect(await exists(dropped.id)).toBe(true);

    expect((await t.api.trash(entry.id)).statusCode).toBe(200);
    expect((await t.api.remove(entry.id)).statusCode).toBe(200);
    expect(await exists(dropped.id)).toBe(false);
    expect(await t.trashOf()).toEqual([]);
  });

  it('forgets a file the entry holds again, so the purge never deletes a live attachment', async () => {
    const t = await setUp(1);
    const photo = await t.store('photo.png');
    const entry = await createdEntry(t.api, { [t.photos]: [photo] });
    await t.api.update(entry.id, { [t.photos]: [] });
    expect(await t.trashOf()).toEqual([photo.id]);
    await t.api.update(entry.id, { [t.photos]: [photo] });
    expect(await t.trashOf()).toEqual([]);
    await t.age(10);
    await purgeVersionTrash(server.ctx);
    expect(await exists(photo.id)).toBe(true);
  });

  it('drops the version trash with entries purged from the trash; unversioned forms never use it', async () => {
    const t = await setUp(30);
    const dropped = await t.store('dropped.png');
    const entry = await createdEntry(t.api, { [t.photos]: [dropped] });
    await t.api.update(entry.id, { [t.photos]: [] });
    await t.api.trash(entry.id);
    await server.ctx.db.execute(
      sql`update entries set trashed_at = now() - interval '31 days' where form_id = ${t.form.id}`,
    );
    await purgeExpiredEntries(server.ctx);
    expect(await t.trashOf()).toEqual([]);
    expect(await exists(dropped.id)).toBe(false);

    const plain = await setUp(30, false);
    const gone = await plain.store('gone.png');
    const other = await createdEntry(plain.api, { [plain.photos]: [gone] });
    await plain.api.update(other.id, { [plain.photos]: [] });
    expect(await exists(gone.id)).toBe(false);
    expect(await plain.trashOf()).toEqual([]);
  });
});
