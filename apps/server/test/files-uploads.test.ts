import { buffer } from 'node:stream/consumers';
import { entryMessages } from '@atrium/domain/entries/entries.messages.ts';
import type { FieldConfigInput } from '@atrium/domain/fields/field-config.schemas.ts';
import type { Form } from '@atrium/domain/forms/forms.schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUpload,
  listeningUrl,
  messageOf,
  patternedBytes,
  refusalOf,
  startUpload,
} from './support/files-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, type FormsOrg, fieldId, formsApi, formsMember, formsOrg } from './support/forms-api.ts';
import { setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let baseUrl: string;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  baseUrl = await listeningUrl(server.app);
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const MiB = 1024 * 1024;

interface FileForm {
  org: FormsOrg;
  form: Form;
  images: string;
  smallDocs: string;
  tableId: string;
  columnId: string;
}

/** A form with an image field (default 5 MB limit), a 1 MB document field and a table with a file column. */
async function fileForm(access: { createData?: string[] } = {}): Promise<FileForm> {
  const org = await formsOrg(server.app, masterCookie);
  const images = fieldId();
  const smallDocs = fieldId();
  const tableId = fieldId();
  const fields: FieldConfigInput[] = [
    { id: images, label: 'Photos', type: 'file', accept: ['.png', '.jpg'], multiple: true },
    { id: smallDocs, label: 'Documents', type: 'file', accept: ['.pdf'], maxFileSizeMB: 1 },
    {
      id: tableId,
      label: 'Receipts',
      type: 'table',
      columns: [{ id: 'scan', header: 'Scan', dataType: 'file', accept: ['any'] }],
    },
  ];
  const form = await createdForm(formsApi(server.app, org.adminCookie), {
    fieldConfig: fields,
    formDataAccess: { create_data: { users: access.createData ?? [], groups: [] } },
  });
  return { org, form, images, smallDocs, tableId, columnId: 'scan' };
}

async function storedBytes(key: string): Promise<Buffer> {
  const file = await server.ctx.storage.get(key);
  if (!file) throw new Error(`nothing stored under ${key}`);
  return buffer(file.stream);
}

describe('uploading a file into a file field', () => {
  it('sends it in 1 MiB chunks and stores it under the organisation, form and field', async () => {
    const { org, form, images } = await fileForm();
    const bytes = patternedBytes(2.5 * MiB);
    const run = startUpload(baseUrl, org.adminCookie, bytes, {
      formId: form.id,
      fieldId: images,
      filename: 'Holiday photo.PNG',
      filetype: 'image/png',
    });
    const stored = await run.done;
    expect(run.chunks).toEqual([MiB, MiB, 0.5 * MiB]);
    expect(stored).toMatchObject({ name: 'Holiday photo.PNG', size: bytes.length, type: 'image/png' });
    expect(stored.id).toMatch(
      new RegExp(`^${org.orgId}/data-${form.id}/field-${images}/[0-9a-f]{32}-Holiday_photo\\.PNG$`),
    );
    expect((await storedBytes(stored.id)).equals(bytes)).toBe(true);
  });

  it('puts a file column upload in the table folder of the field', async () => {
    const { org, form, tableId, columnId } = await fileForm();
    const stored = await startUpload(baseUrl, org.adminCookie, Buffer.from('total 12.50'), {
      formId: form.id,
      fieldId: tableId,
      columnId,
      filename: 'receipt.txt',
    }).done;
    expect(stored.id.startsWith(`${org.orgId}/data-${form.id}/table-${tableId}/`)).toBe(true);
    expect((await storedBytes(stored.id)).toString()).toBe('total 12.50');
  });

  it('resumes an interrupted upload where the server stopped, and only its starter may resume it', async () => {
    const { org, form, images } = await fileForm();
    const bytes = patternedBytes(3 * MiB + 100);
    const metadata = { formId: form.id, fieldId: images, filename: 'scan.jpg' };
    // The first session stops itself after its first chunk, as a dropped connection would.
    const interrupted = new Promise<string | null>((resolve) => {
      startUpload(baseUrl, org.adminCookie, bytes, metadata, {
        onChunk: (upload, sent) => {
          if (sent === MiB) void upload.abort().then(() => resolve(upload.url));
        },
      });
    });
    const uploadUrl = (await interrupted) ?? '';
    expect(uploadUrl).toMatch(/\/api\/uploads\/[0-9a-f]{32}$/);

    const stranger = await formsMember(server.app, server.ctx, org.orgId);
    const peek = await fetch(uploadUrl, {
      method: 'HEAD',
      headers: { 'tus-resumable': '1.0.0', cookie: stranger.cookie },
    });
    expect(peek.status).toBe(404);

    const resumed = startUpload(baseUrl, org.adminCookie, bytes, metadata, { uploadUrl });
    const stored = await resumed.done;
    // The second session sends only what the first did not: three chunks, not four.
    expect(resumed.chunks).toEqual([MiB, MiB, 100]);
    expect((await storedBytes(stored.id)).equals(bytes)).toBe(true);
  });
});

describe('refusing an upload', () => {
  it('refuses a file type the field does not accept, in the spec words', async () => {
    const { org, form, images } = await fileForm();
    const run = startUpload(baseUrl, org.adminCookie, Buffer.from('MZ'), {
      formId: form.id,
      fieldId: images,
      filename: 'setup.exe',
    });
    const refusal = await run.done.then(() => null, refusalOf);
    expect(refusal).toEqual({ status: 400, message: entryMessages.fileTypeNotAllowed('.exe') });
  });

  it('refuses a file over the field limit, and over the 5 MB default', async () => {
    const { org, form, images, smallDocs } = await fileForm();
    const overOne = await createUpload(
      baseUrl,
      org.adminCookie,
      { formId: form.id, fieldId: smallDocs, filename: 'a.pdf' },
      MiB + 1,
    );
    expect(overOne.status).toBe(413);
    expect(await messageOf(overOne)).toBe('Total file size exceeds 1MB limit');
    const overFive = await createUpload(
      baseUrl,
      org.adminCookie,
      { formId: form.id, fieldId: images, filename: 'b.png' },
      5 * MiB + 1,
    );
    expect(await messageOf(overFive)).toBe('Total file size exceeds 5MB limit');
    const atFive = await createUpload(
      baseUrl,
      org.adminCookie,
      { formId: form.id, fieldId: images, filename: 'b.png' },
      5 * MiB,
    );
    expect(atFive.status).toBe(201);
  });

  it('refuses an upload whose size is not declared, and a field that takes no files', async () => {
    const { org, form, images } = await fileForm();
    const deferred = await createUpload(
      baseUrl,
      org.adminCookie,
      { formId: form.id, fieldId: images, filename: 'a.png' },
      null,
    );
    expect(deferred.status).toBe(400);
    const unknown = await createUpload(
      baseUrl,
      org.adminCookie,
      { formId: form.id, fieldId: 'zzzzzzzz', filename: 'a.png' },
      10,
    );
    expect(unknown.status).toBe(400);
  });

  it('lets a member named for data entry upload, and refuses members who may not enter data', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const enterer = await formsMember(server.app, server.ctx, org.orgId);
    const outsider = await formsMember(server.app, server.ctx, org.orgId);
    const images = fieldId();
    const form = await createdForm(formsApi(server.app, org.adminCookie), {
      fieldConfig: [{ id: images, label: 'Photos', type: 'file' }],
      formDataAccess: { create_data: { users: [enterer.id], groups: [] } },
    });
    const metadata = { formId: form.id, fieldId: images, filename: 'a.png' };
    expect((await createUpload(baseUrl, enterer.cookie, metadata, 10)).status).toBe(201);
    const refused = await createUpload(baseUrl, outsider.cookie, metadata, 10);
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toBe('You do not have permission to enter data for this form.');
    expect((await createUpload(baseUrl, null, metadata, 10)).status).toBe(401);
  });

  it("treats another organisation's form as not found", async () => {
    const { form, images } = await fileForm();
    const other = await formsOrg(server.app, masterCookie);
    const refused = await createUpload(
      baseUrl,
      other.adminCookie,
      { formId: form.id, fieldId: images, filename: 'a.png' },
      10,
    );
    expect(refused.status).toBe(404);
    expect(await messageOf(refused)).toBe(entryMessages.formNotFound);
  });
});
