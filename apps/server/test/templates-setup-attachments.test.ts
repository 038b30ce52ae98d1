import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import { TEMPLATE_ATTACHMENT_MAX_MB } from '@atrium/domain/templates/templates.schemas.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgWithAdmin, signInMaster } from './support/fixtures.ts';
import { countOf } from './support/sql.ts';
import { field, type SignedInCreator, signInCreator } from './support/templates-fixtures.ts';
import { call, errorOf, setUpServer } from './support/test-app.ts';
import { insertOrgUser, signInOrgUser } from './support/users.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let creator: SignedInCreator;
let master: string;
let admin: string;
let member: string;

beforeAll(async () => {
  server = await setUpServer();
  master = await signInMaster(server.app);
  creator = await signInCreator(server.app, master);
  const org = await orgWithAdmin(server.app, master);
  admin = org.adminCookie;
  member = await signInOrgUser(server.app, await insertOrgUser(server.ctx, org.orgId));
});
afterAll(() => server?.tearDown());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

type Upload = { name: string; type: string; data: Buffer };

async function upload(cookie: string | undefined, templateId: string, files: Upload[]) {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([file.data], { type: file.type }), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return server.app.inject({
    method: 'POST',
    url: `/api/templates/${templateId}/attachments`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      ...(cookie ? { cookie } : {}),
    },
  });
}

async function newTemplate(): Promise<string> {
  const response = await call(server.app, 'POST', '/api/templates', {
    cookie: creator.cookie,
    body: { name: 'With files' },
  });
  return response.json().template.id;
}

// Read from the store itself, so the test holds on local disk and on S3 alike.
const storedFilesOf = (templateId: string) => server.storedNames(`templates/${templateId}/attachments`);
const attachmentRows = (templateId: string) =>
  countOf(
    server.ctx.db,
    sql`select count(*)::int as n from template_attachments where template_id = ${templateId}`,
  );

describe('upload', () => {
  it('stores several accepted files, typed by their content', async () => {
    const id = await newTemplate();
    const response = await upload(creator.cookie, id, [
      { name: 'map.png', type: 'image/png', data: PNG },
      { name: 'notes.txt', type: 'text/plain', data: Buffer.from('Wells: 4\nPumps: 2\n') },
      { name: 'report.pdf', type: 'application/pdf', data: PDF },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(m.attachmentsUploaded);
    const attachments = response.json().attachments;
    expect(attachments.map((a: { mime: string }) => a.mime)).toEqual([
      'image/png',
      'text/plain',
      'application/pdf',
    ]);
    expect(attachments[0].size).toBe(PNG.length);
    expect(await storedFilesOf(id)).toHaveLength(3);
    const got = await call(server.app, 'GET', `/api/templates/${id}`, { cookie: creator.cookie });
    expect(got.json().template.attachments).toHaveLength(3);
  });

  it('refuses a file whose content is not an accepted type, whatever its name, and keeps nothing', async () => {
    const id = await newTemplate();
    const response = await upload(creator.cookie, id, [
      { name: 'fine.png', type: 'image/png', data: PNG },
      { name: 'photo.png', type: 'image/png', data: EXE },
    ]);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(m.attachmentType);
    expect(await attachmentRows(id)).toBe(0);
    expect(await storedFilesOf(id)).toHaveLength(0);
    const zipAsPdf = await upload(creator.cookie, id, [
      { name: 'tool.exe', type: 'application/octet-stream', data: Buffer.from('plain words') },
    ]);
    expect(errorOf(zipAsPdf).message).toBe(m.attachmentType);
  });

  it('takes files past the JSON body limit, and refuses one past the attachment limit', async () => {
    const id = await newTemplate();
    const big = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const accepted = await upload(creator.cookie, id, [
      { name: 'big.pdf', type: 'application/pdf', data: big },
    ]);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().attachments[0].size).toBe(big.length);
    const tooBig = Buffer.concat([PDF, Buffer.alloc(TEMPLATE_ATTACHMENT_MAX_MB * 1024 * 1024, 0x20)]);
    const refused = await upload(creator.cookie, id, [
      { name: 'huge.pdf', type: 'application/pdf', data: tooBig },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(m.attachmentTooLarge(TEMPLATE_ATTACHMENT_MAX_MB));
    expect(await attachmentRows(id)).toBe(1);
    expect(await storedFilesOf(id)).toHaveLength(1);
  });

  it('is for creators only', async () => {
    const id = await newTemplate();
    for (const cookie of [admin, member, master]) {
      expect((await upload(cookie, id, [{ name: 'a.png', type: 'image/png', data: PNG }])).statusCode).toBe(
        403,
      );
    }
    expect((await upload(undefined, id, [{ name: 'a.png', type: 'image/png', data: PNG }])).statusCode).toBe(
      401,
    );
    expect(await attachmentRows(id)).toBe(0);
  });

  it('removes an attachment and its file', async () => {
    const id = await newTemplate();
    const uploaded = await upload(creator.cookie, id, [{ name: 'a.png', type: 'image/png', data: PNG }]);
    const attachmentId = uploaded.json().attachments[0].id;
    const url = `/api/templates/${id}/attachments/${attachmentId}`;
    expect((await call(server.app, 'DELETE', url, { cookie: admin })).statusCode).toBe(403);
    const removed = await call(server.app, 'DELETE', url, { cookie: creator.cookie });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(m.attachmentRemoved);
    expect(await storedFilesOf(id)).toHaveLength(0);
    expect((await call(server.app, 'DELETE', url, { cookie: creator.cookie })).statusCode).toBe(404);
  });
});

describe('view and download', () => {
  async function templateWithFile() {
    const id = await newTemplate();
    const uploaded = await upload(creator.cookie, id, [
      { name: 'report.pdf', type: 'application/pdf', data: PDF },
    ]);
    return { id, url: `/api/templates/${id}/attachments/${uploaded.json().attachments[0].id}` };
  }

  it('serves creators inline, or as a download', async () => {
    const { url } = await templateWithFile();
    const inline = await call(server.app, 'GET', url, { cookie: creator.cookie });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''report\.pdf/);
    expect(inline.rawPayload.equals(PDF)).toBe(true);
    const download = await call(server.app, 'GET', `${url}?download=1`, { cookie: creator.cookie });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('serves organisation admins only once the template is published and live', async () => {
    const { id, url } = await templateWithFile();
    expect((await call(server.app, 'GET', url, { cookie: admin })).statusCode).toBe(404);
    await call(server.app, 'POST', `/api/templates/${id}/forms`, {
      cookie: creator.cookie,
      body: { name: 'Form', fieldConfig: [field('A')] },
    });
    await call(server.app, 'POST', `/api/templates/${id}/publish`, { cookie: creator.cookie });
    expect((await call(server.app, 'GET', url, { cookie: admin })).statusCode).toBe(200);
    expect((await call(server.app, 'GET', url, { cookie: member })).statusCode).toBe(403);
    expect((await call(server.app, 'GET', url, { cookie: master })).statusCode).toBe(403);
    expect((await call(server.app, 'GET', url)).statusCode).toBe(401);
    await server.ctx.db.execute(sql`update templates set is_trashed = true where id = ${id}`);
    expect((await call(server.app, 'GET', url, { cookie: admin })).statusCode).toBe(404);
    expect((await call(server.app, 'GET', url, { cookie: creator.cookie })).statusCode).toBe(200);
  });
});
