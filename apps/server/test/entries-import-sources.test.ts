import type { ImportUpload } from '@atrium/domain/entries/entries-import.contract.ts';
import { importMessages } from '@atrium/domain/entries/import.messages.ts';
import { FORM_ROLE } from '@atrium/domain/forms/form-permissions.ts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdEntry, entriesApi } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, fieldId, formsAccess, formsApi, formsMember, formsOrg } from './support/forms-api.ts';
import { importExportApi, importFile, resultOf } from './support/import-export-api.ts';
import {
  countIn as countInOf,
  named,
  peopleForm as peopleFormOf,
  storedRows as storedRowsOf,
} from './support/import-forms.ts';
import { errorOf, setUpServer } from './support/test-app.ts';

// Imports from spreadsheets and from another form, and what an import refuses. CSV files and the batches are
// in entries-import.test.ts.

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const peopleForm = (extra?: Parameters<typeof peopleFormOf>[2]) => peopleFormOf(server, masterCookie, extra);
const storedRows = (formId: string) => storedRowsOf(server, formId);
const countIn = (formId: string) => countInOf(server, formId);

describe('import from an XLSX or XLS file', () => {
  it('reads dates, numbers, formulas and booleans of a real workbook, failing the bad rows', async () => {
    const t = await peopleForm();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow(['Name', 'Age', 'Born', 'Active']);
    sheet.addRow(['Xena', 30, new Date(Date.UTC(2001, 4, 6)), true]);
    sheet.addRow(['Yuri', 'thirty', '2001-05-07', 1]);
    sheet.addRow(['Zoe', { formula: '20+1', result: 21 }, '07/05/2001', 1]);
    sheet.addRow([]);
    sheet.addRow(['Abe', 40, 'not a date', 0]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const { upload, response } = await importFile(t.api, 'people.xlsx', buffer, t.mapping);
    expect(upload.columns).toEqual(['Name', 'Age', 'Born', 'Active']);
    const result = resultOf(response);
    expect(result.imported).toBe(2);
    expect(result.failed).toEqual([
      { row: 3, reason: 'Age must be a number.' },
      { row: 6, reason: 'Born must be a valid date/time format.' },
    ]);
    const rows = (await storedRows(t.form.id)).map((row) => row.data);
    expect(rows).toEqual([
      expect.objectContaining({
        [t.f.name.id]: 'Xena',
        [t.f.age.id]: 30,
        [t.f.born.id]: '2001-05-06',
        [t.f.active.id]: true,
      }),
      expect.objectContaining({ [t.f.name.id]: 'Zoe', [t.f.age.id]: 21, [t.f.born.id]: '2001-05-07' }),
    ]);
  });

  it('reads a legacy XLS workbook', async () => {
    const XLSX = await import('@e965/xlsx');
    const t = await peopleForm();
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Name', 'Age'],
        ['Old', 7],
        ['Bad', 'x'],
      ]),
      'S',
    );
    const buffer = XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    const result = resultOf((await importFile(t.api, 'legacy.xls', buffer, t.mapping)).response);
    expect(result).toMatchObject({ imported: 1, failed: [{ row: 3, reason: 'Age must be a number.' }] });
  });
});

describe('what an import refuses', () => {
  it('refuses files that are not CSV, XLS or XLSX, and files without data rows', async () => {
    const t = await peopleForm();
    const notes = await t.api.upload('notes.txt', 'Name\nA\n');
    expect(notes.statusCode).toBe(400);
    expect(errorOf(notes).message).toBe(importMessages.onlySpreadsheets);
    for (const content of ['', 'Name,Age\n', 'Name,Age\n,\n ,\n']) {
      const empty = await t.api.upload('empty.csv', content);
      expect(empty.statusCode).toBe(400);
      expect(errorOf(empty).message).toBe('No valid data rows found to import.');
    }
  });

  it('refuses a caller who may not enter data, and mapping to a field they may not edit', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const [writer, outsider] = await Promise.all([
      formsMember(server.app, server.ctx, org.orgId, { access: formsAccess(FORM_ROLE.viewData) }),
      formsMember(server.app, server.ctx, org.orgId, { access: formsAccess(FORM_ROLE.viewData) }),
    ]);
    const open = { id: fieldId(), label: 'Open', type: 'text' as const };
    const locked = { id: fieldId(), label: 'Locked', type: 'text' as const, userLock: true };
    const form = await createdForm(formsApi(server.app, org.adminCookie), {
      fieldConfig: [open, locked],
      formDataAccess: { create_data: named(writer.id) },
    });
    const refused = await importExportApi(server.app, outsider.cookie, form.id).upload('a.csv', 'Open\nx\n');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('You do not have permission to enter data for this form.');

    const api = importExportApi(server.app, writer.cookie, form.id);
    const upload = (await api.upload('a.csv', 'Open,Locked\nx,forged\n')).json() as ImportUpload;
    const forged = await api.runFile(upload.uploadId, { Open: open.id, Locked: locked.id });
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged).message).toBe(importMessages.fieldNotImportable);
    expect(await countIn(form.id)).toBe(0);

    const stolen = await importExportApi(server.app, org.adminCookie, form.id).runFile(upload.uploadId, {
      Open: open.id,
    });
    expect(stolen.statusCode).toBe(404);
  });
});

describe('import from another form', () => {
  async function twoForms() {
    const t = await peopleForm();
    const member = await formsMember(server.app, server.ctx, t.org.orgId, {
      access: formsAccess(FORM_ROLE.viewData),
    });
    const title = { id: fieldId(), label: 'Title', type: 'text' as const };
    const score = { id: fieldId(), label: 'Score', type: 'number' as const };
    const secret = { id: fieldId(), label: 'Secret', type: 'text' as const, userLock: true };
    const source = await createdForm(formsApi(server.app, t.org.adminCookie), {
      fieldConfig: [title, score, secret],
      formDataAccess: { create_data: named(member.id), view_self_data: named(member.id) },
    });
    await formsApi(server.app, t.org.adminCookie).updateAccess(t.form.id, {
      owner: t.org.adminId,
      formDataAccess: { create_data: named(member.id) },
    });
    const admin = entriesApi(server.app, t.org.adminCookie, source.id);
    for (const name of ['One', 'Two', 'Three'])
      await createdEntry(admin, { [title.id]: name, [score.id]: 5 });
    const trashed = await createdEntry(admin, { [title.id]: 'Trashed' });
    await admin.trash(trashed.id);
    await createdEntry(entriesApi(server.app, member.cookie, source.id), {
      [title.id]: 'Mine',
      [score.id]: 9,
    });
    return { ...t, member, source, title, score, secret };
  }

  it('refuses the same form', async () => {
    const t = await peopleForm();
    const response = await t.api.runForm(t.form.id, {});
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(importMessages.sameForm);
  });

  it('imports the live entries of the source through the mapping', async () => {
    const t = await twoForms();
    const result = resultOf(
      await t.api.runForm(t.source.id, { [t.title.id]: t.f.name.id, [t.score.id]: t.f.age.id }),
    );
    expect(result).toMatchObject({ imported: 4, failedCount: 0 });
    const names = (await storedRows(t.form.id)).map((row) => row.data[t.f.name.id]).sort();
    expect(names).toEqual(['Mine', 'One', 'Three', 'Two']);
  });

  it('reads only what the importer may view: their own entries, no hidden field', async () => {
    const t = await twoForms();
    const api = importExportApi(server.app, t.member.cookie, t.form.id);
    const sources = (await api.sources()).json() as { forms: { id: string; fields: { id: string }[] }[] };
    expect(sources.forms.map((form) => form.id)).toEqual([t.source.id]);
    expect(sources.forms[0]?.fields.map((field) => field.id)).toEqual([t.title.id, t.score.id]);
    const hidden = await api.runForm(t.source.id, { [t.secret.id]: t.f.name.id });
    expect(hidden.statusCode).toBe(400);
    const result = resultOf(await api.runForm(t.source.id, { [t.title.id]: t.f.name.id }));
    expect(result.imported).toBe(1);
    expect((await storedRows(t.form.id)).map((row) => row.data[t.f.name.id])).toEqual(['Mine']);
  });
});
