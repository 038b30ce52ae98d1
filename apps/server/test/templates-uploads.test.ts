import { storedFileUrl } from '@atrium/domain/uploads/uploads.contract.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningUrl, startUpload } from './support/files-api.ts';
import { templateDataApi } from './support/template-data-api.ts';
import {
  creatorAndAdmin,
  field,
  firstOf,
  type SignedInCreator,
  seedTemplate,
} from './support/templates-fixtures.ts';
import { call, type setUpServer } from './support/test-app.ts';

// Files in the file fields of template forms: creators upload them (the template data rules decide), enter
// entries that hold them and read them back; nobody of an organisation reads them.

let server: Awaited<ReturnType<typeof setUpServer>>;
let baseUrl: string;
let creator: SignedInCreator;
let adminCookie: string;
beforeAll(async () => {
  ({ server, creator, adminCookie } = await creatorAndAdmin());
  baseUrl = await listeningUrl(server.app);
});
afterAll(() => server?.tearDown());

describe('a file field of a template form', () => {
  it('takes a creator upload, an entry holds it, the creator reads it back and an organisation cannot', async () => {
    const photo = field('Photo', { type: 'file', accept: ['.png'] });
    const { template, forms } = await seedTemplate(server.ctx, creator, {
      forms: [{ name: 'Wells', fields: [field('Name'), photo] }],
    });
    const form = firstOf(forms);
    const bytes = Buffer.from('a picture of a well');
    const stored = await startUpload(baseUrl, creator.cookie, bytes, {
      formId: form.id,
      fieldId: photo.id,
      filename: 'well.png',
      filetype: 'image/png',
    }).done;
    expect(stored).toMatchObject({ name: 'well.png', size: bytes.length });

    const api = templateDataApi(server.app, creator.cookie, { templateId: template.id, formId: form.id });
    const created = await api.create({ [photo.id]: [{ id: stored.id, name: stored.name }] });
    expect(created.statusCode).toBe(201);
    const listed = await api.list();
    expect(JSON.stringify(listed.json())).toContain(stored.id);

    const read = await call(server.app, 'GET', storedFileUrl(stored.id), { cookie: creator.cookie });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(bytes)).toBe(true);
    const refused = await call(server.app, 'GET', storedFileUrl(stored.id), { cookie: adminCookie });
    expect(refused.statusCode).toBe(404);
  });

  it('refuses an organisation upload into a template form of the workspace', async () => {
    const photo = field('Photo', { type: 'file', accept: ['.png'] });
    const { forms } = await seedTemplate(server.ctx, creator, {
      forms: [{ name: 'Pumps', fields: [photo] }],
    });
    const run = startUpload(baseUrl, adminCookie, Buffer.from('x'), {
      formId: firstOf(forms).id,
      fieldId: photo.id,
      filename: 'pump.png',
    });
    const status = await run.done.then(
      () => 200,
      (error: { originalResponse?: { getStatus: () => number } }) => error.originalResponse?.getStatus(),
    );
    expect(status).toBe(404);
  });
});
