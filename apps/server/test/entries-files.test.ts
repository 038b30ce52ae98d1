import { randomBytes } from 'node:crypto';
import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import { fileKeyOf } from '@atrium/domain/uploads/file-keys.ts';
import { fileMessages } from '@atrium/domain/uploads/uploads.messages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdEntry, entriesApi } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, type FormsOrg, fieldId, formsApi, formsOrg } from './support/forms-api.ts';
import { errorOf, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A form with a multi-file field, and a file stored in it as a finished upload leaves it. */
async function formWithStoredFile(org: FormsOrg) {
  const photos = fieldId();
  const form = await createdForm(formsApi(server.app, org.adminCookie), {
    fieldConfig: [{ id: photos, label: 'Photos', type: 'file', multiple: true }],
  });
  const store = async (name: string) => {
    const key = fileKeyOf(
      { kind: 'entry-field', orgId: org.orgId, formId: form.id, place: 'field', fieldId: photos },
      randomBytes(16).toString('hex'),
      name,
    );
    await server.ctx.storage.put(key, PNG);
    return { id: key, name, metaData: {} };
  };
  return { form, photos, store };
}

describe('file values of entries', () => {
  it("refuses a file that was not uploaded into the field, so deleting the entry can never remove another's file", async () => {
    const org = await formsOrg(server.app, masterCookie);
    const other = await formsOrg(server.app, masterCookie);
    const mine = await formWithStoredFile(org);
    const theirs = await formWithStoredFile(other);
    const foreign = await theirs.store('secret.png');
    const api = entriesApi(server.app, org.adminCookie, mine.form.id);

    const refused = await api.create({ [mine.photos]: [foreign] });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(m.fixFormErrors);
    expect(errorOf(refused).fields?.[mine.photos]).toBe(fileMessages.fileNotFound);
    expect(await server.ctx.storage.get(foreign.id)).not.toBeNull();

    const entry = await createdEntry(api, { [mine.photos]: [await mine.store('door.png')] });
    const forged = await api.update(entry.id, { [mine.photos]: [foreign] });
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged).fields?.[mine.photos]).toBe(fileMessages.fileNotFound);
  });

  it('removes from storage the attachments an update takes away', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const { form, photos, store } = await formWithStoredFile(org);
    const api = entriesApi(server.app, org.adminCookie, form.id);
    const kept = await store('kept.png');
    const dropped = await store('dropped.png');
    const entry = await createdEntry(api, { [photos]: [kept, dropped] });

    const changed = await api.update(entry.id, { [photos]: [kept] });
    expect(changed.statusCode).toBe(200);
    expect(await server.ctx.storage.get(dropped.id)).toBeNull();
    expect(await server.ctx.storage.get(kept.id)).not.toBeNull();
  });
});
