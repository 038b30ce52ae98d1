import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEntry, insertEntries, insertSubmittedEntries } from '../src/modules/entries/entries.repo.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, formsApi, formsOrg, textField } from './support/forms-api.ts';
import { setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

describe('the submissions batch insert', () => {
  // The batcher falls back to one insert a submission when a batch fails, so a broken batch insert would
  // only show as a slower server: it is checked here on its own.
  it('stores the rows of several forms in one statement, each as the single-row insert stores it', async () => {
    const org = await formsOrg(server.app, masterCookie);
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
