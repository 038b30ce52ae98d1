import { preferenceMessages } from '@atrium/domain/entries/entry-preferences.contract.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, type FormsOrg, formsApi, formsMember, formsOrg } from './support/forms-api.ts';
import { call, errorOf, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const path = (formId: string) => `/api/forms/${formId}/preferences`;
const read = (cookie: string, formId: string) => call(server.app, 'GET', path(formId), { cookie });
const save = (cookie: string, formId: string, body: unknown) =>
  call(server.app, 'PUT', path(formId), { cookie, body });

const ageFilter = {
  name: 'Adults',
  conditions: [{ fieldId: 'age00001', fieldType: 'number', operator: '>=', value: 18 }],
};
const nameColumns = { name: 'Short', columns: ['created_at', 'age00001'] };

async function orgWithForm(): Promise<{ org: FormsOrg; formId: string }> {
  const org = await formsOrg(server.app, masterCookie);
  const form = await createdForm(formsApi(server.app, org.adminCookie));
  return { org, formId: form.id };
}

describe('saved filters and column selections', () => {
  it('starts empty, saves both lists and reads them back', async () => {
    const { org, formId } = await orgWithForm();
    expect((await read(org.adminCookie, formId)).json()).toEqual({ savedFilters: [], savedColumns: [] });

    const saved = await save(org.adminCookie, formId, {
      savedFilters: [ageFilter],
      savedColumns: [nameColumns],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read(org.adminCookie, formId)).json()).toEqual({
      savedFilters: [ageFilter],
      savedColumns: [nameColumns],
    });

    // A PUT replaces both lists: the filter goes, the columns stay only if sent.
    await save(org.adminCookie, formId, { savedFilters: [], savedColumns: [nameColumns] });
    expect((await read(org.adminCookie, formId)).json()).toEqual({
      savedFilters: [],
      savedColumns: [nameColumns],
    });
  });

  it('keeps each user their own lists', async () => {
    const { org, formId } = await orgWithForm();
    const reader = await formsMember(server.app, server.ctx, org.orgId);
    await formsApi(server.app, org.adminCookie).updateAccess(formId, {
      formDataAccess: { view_all_data: { users: [reader.id], groups: [] } },
    });
    await save(org.adminCookie, formId, { savedFilters: [ageFilter], savedColumns: [] });
    expect((await read(reader.cookie, formId)).json()).toEqual({ savedFilters: [], savedColumns: [] });

    const mine = { ...ageFilter, name: 'Mine' };
    expect((await save(reader.cookie, formId, { savedFilters: [mine], savedColumns: [] })).statusCode).toBe(
      200,
    );
    expect((await read(reader.cookie, formId)).json()).toMatchObject({ savedFilters: [mine] });
    expect((await read(org.adminCookie, formId)).json()).toMatchObject({ savedFilters: [ageFilter] });
  });

  it("answers 404 for another organisation's form and 403 to a user who may not view the data", async () => {
    const { org, formId } = await orgWithForm();
    const other = await formsOrg(server.app, masterCookie);
    const foreign = await read(other.adminCookie, formId);
    expect(foreign.statusCode).toBe(404);
    expect((await save(other.adminCookie, formId, { savedFilters: [], savedColumns: [] })).statusCode).toBe(
      404,
    );

    const stranger = await formsMember(server.app, server.ctx, org.orgId);
    const refused = await read(stranger.cookie, formId);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toMatch(/^You do not have permission to view data of /);
  });

  it("refuses nameless, empty and duplicate items with the specification's messages", async () => {
    const { org, formId } = await orgWithForm();
    const cases: Array<[unknown, string]> = [
      [
        { savedFilters: [{ ...ageFilter, name: '  ' }], savedColumns: [] },
        preferenceMessages.filterNameRequired,
      ],
      [
        { savedFilters: [{ name: 'Empty', conditions: [] }], savedColumns: [] },
        preferenceMessages.noConditions,
      ],
      [
        { savedFilters: [], savedColumns: [{ ...nameColumns, name: '' }] },
        preferenceMessages.columnsNameRequired,
      ],
      [{ savedFilters: [], savedColumns: [{ name: 'None', columns: [] }] }, preferenceMessages.noColumns],
      [{ savedFilters: [ageFilter, ageFilter], savedColumns: [] }, 'A filter named "Adults" already exists.'],
    ];
    for (const [body, message] of cases) {
      const response = await save(org.adminCookie, formId, body);
      expect(response.statusCode, response.body).toBe(400);
      const error = errorOf(response);
      expect([error.message, ...Object.values(error.fields ?? {})]).toContain(message);
    }
    expect((await read(org.adminCookie, formId)).json()).toEqual({ savedFilters: [], savedColumns: [] });
  });
});
