import { randomBytes } from 'node:crypto';
import type { FormAccessConfigInput } from '@atrium/domain/forms/forms.schemas.ts';
import { fileKeyOf } from '@atrium/domain/uploads/file-keys.ts';
import { storedFileUrl } from '@atrium/domain/uploads/uploads.contract.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteStoredFiles } from '../src/modules/uploads/uploads.service.ts';
import { listeningUrl, startUpload } from './support/files-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, type FormsOrg, fieldId, formsApi, formsMember, formsOrg } from './support/forms-api.ts';
import { call, errorOf, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const read = (cookie: string | undefined, key: string) =>
  call(server.app, 'GET', storedFileUrl(key), { cookie });
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A form with a photo field, and a file stored in it as an upload would leave it. */
async function formWithFile(org: FormsOrg, access: Partial<FormAccessConfigInput> = {}, lockedFor?: string) {
  const photos = fieldId();
  const form = await createdForm(formsApi(server.app, org.adminCookie), {
    fieldConfig: [
      {
        id: photos,
        label: 'Photos',
        type: 'file',
        ...(lockedFor ? { userLock: true, viewAccess: { users: [lockedFor], groups: [] } } : {}),
      },
    ],
    ...access,
  });
  const key = fileKeyOf(
    { kind: 'entry-field', orgId: org.orgId, formId: form.id, place: 'field', fieldId: photos },
    randomBytes(16).toString('hex'),
    'front door.png',
  );
  await server.ctx.storage.put(key, PNG);
  return { form, photos, key };
}

const named = (...users: string[]) => ({ users, groups: [] });

async function insertEntry(formId: string, orgId: string, createdBy: string, data: Record<string, unknown>) {
  await server.ctx.db.execute(
    sql`insert into entries (form_id, org_id, data, created_by) values (${formId}, ${orgId}, ${JSON.stringify(data)}::jsonb, ${createdBy})`,
  );
}

describe('reading a stored file', () => {
  it('streams a file uploaded through tus back to its uploader, inline, with its type', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const { form, photos } = await formWithFile(org);
    const baseUrl = await listeningUrl(server.app);
    const stored = await startUpload(baseUrl, org.adminCookie, PNG, {
      formId: form.id,
      fieldId: photos,
      filename: 'front door.png',
    }).done;
    const response = await read(org.adminCookie, stored.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe("inline; filename*=UTF-8''front_door.png");
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves readers of all data, and hides the file from members without a view right', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const viewer = await formsMember(server.app, server.ctx, org.orgId);
    const enterer = await formsMember(server.app, server.ctx, org.orgId);
    const { key } = await formWithFile(org, {
      formDataAccess: { view_all_data: named(viewer.id), create_data: named(enterer.id) },
    });
    expect((await read(viewer.cookie, key)).statusCode).toBe(200);
    const hidden = await read(enterer.cookie, key);
    expect(hidden.statusCode).toBe(404);
    expect(errorOf(hidden).message).toBe('File not found.');
    expect((await read(undefined, key)).statusCode).toBe(401);
  });

  it('serves readers of their own data only the files their own entries hold', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const reader = await formsMember(server.app, server.ctx, org.orgId);
    const { form, photos, key } = await formWithFile(org, {
      formDataAccess: { view_self_data: named(reader.id) },
    });
    await insertEntry(form.id, org.orgId, org.adminId, { [photos]: [{ id: key, name: 'front door.png' }] });
    expect((await read(reader.cookie, key)).statusCode).toBe(404);
    await insertEntry(form.id, org.orgId, reader.id, { [photos]: [{ id: key, name: 'front door.png' }] });
    expect((await read(reader.cookie, key)).statusCode).toBe(200);
  });

  it('hides a locked field from readers it does not name, and the data of a form whose reading is off', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const viewer = await formsMember(server.app, server.ctx, org.orgId);
    const other = await formsMember(server.app, server.ctx, org.orgId);
    const locked = await formWithFile(
      org,
      { formDataAccess: { view_all_data: named(viewer.id, other.id) } },
      viewer.id,
    );
    expect((await read(viewer.cookie, locked.key)).statusCode).toBe(200);
    expect((await read(other.cookie, locked.key)).statusCode).toBe(404);
    const off = await formWithFile(org, {
      formDataAccess: { view_all_data: named(viewer.id) },
      formUsabilitySettings: { formDataRead: false },
    });
    expect((await read(viewer.cookie, off.key)).statusCode).toBe(404);
  });

  it("treats another organisation's file, a malformed key and a missing file as not found", async () => {
    const org = await formsOrg(server.app, masterCookie);
    const { key } = await formWithFile(org);
    const other = await formsOrg(server.app, masterCookie);
    expect((await read(other.adminCookie, key)).statusCode).toBe(404);
    expect((await read(org.adminCookie, `${key}/../../x`)).statusCode).toBe(404);
    expect((await read(org.adminCookie, `${key}.gone`)).statusCode).toBe(404);
    const empty = await read(org.adminCookie, '');
    expect(errorOf(empty).message).toBe('File path cannot be empty');
  });

  // A storage key is read through the storage app's permission filter (storage-access.test.ts): a key
  // without its file row, like any of these, stays not found.
  it('refuses storage keys without a file row and the files of owners whose domain reads none yet, and leaves them when entries are deleted', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const { form } = await formWithFile(org);
    const upload = randomBytes(16).toString('hex');
    const keys = [
      fileKeyOf(
        { kind: 'storage-folder', orgId: org.orgId, folderId: form.id, datePath: '' },
        upload,
        'bill.png',
      ),
      fileKeyOf({ kind: 'template-attachment', orgId: org.orgId, templateId: form.id }, upload, 'a.png'),
      fileKeyOf({ kind: 'transfer-request', orgId: org.orgId, requestId: form.id }, upload, 'b.png'),
    ];
    for (const key of keys) {
      await server.ctx.storage.put(key, PNG);
      const refused = await read(org.adminCookie, key);
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused).message).toBe('File not found.');
    }
    expect(await deleteStoredFiles(server.ctx, keys, { orgId: org.orgId })).toBe(0);
  });

  it('sandboxes types a browser could run, but not PDFs', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const { key } = await formWithFile(org);
    const page = key.replace(/\.png$/, '.html');
    const pdf = key.replace(/\.png$/, '.pdf');
    await server.ctx.storage.put(page, Buffer.from('<script>alert(1)</script>'));
    await server.ctx.storage.put(pdf, Buffer.from('%PDF-1.4'));
    const served = await read(org.adminCookie, page);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const document = await read(org.adminCookie, pdf);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-security-policy']).toBe("frame-ancestors 'self'");
  });
});

describe('deleteStoredFiles', () => {
  it('removes entry files, skips keys that are not entry files, and survives files already gone', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const first = await formWithFile(org);
    const second = await formWithFile(org);
    await server.ctx.storage.put('logos/keep.png', PNG);
    const removed = await deleteStoredFiles(server.ctx, [
      first.key,
      first.key,
      second.key,
      'logos/keep.png',
      `${first.key}x`,
    ]);
    expect(removed).toBe(3);
    expect(await server.ctx.storage.get(first.key)).toBeNull();
    expect(await server.ctx.storage.get(second.key)).toBeNull();
    expect(await server.ctx.storage.get('logos/keep.png')).not.toBeNull();
    expect((await read(org.adminCookie, first.key)).statusCode).toBe(404);
  });

  it('keeps files outside the organisation and form it is given', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const mine = await formWithFile(org);
    const sibling = await formWithFile(org);
    const other = await formWithFile(await formsOrg(server.app, masterCookie));
    const keys = [mine.key, sibling.key, other.key];
    expect(await deleteStoredFiles(server.ctx, keys, { orgId: org.orgId, formId: mine.form.id })).toBe(1);
    expect(await server.ctx.storage.get(sibling.key)).not.toBeNull();
    expect(await server.ctx.storage.get(other.key)).not.toBeNull();
    expect(await deleteStoredFiles(server.ctx, [sibling.key, other.key], { orgId: org.orgId })).toBe(1);
    expect(await server.ctx.storage.get(other.key)).not.toBeNull();
  });
});
