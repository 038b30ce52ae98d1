import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import type { FieldConfigInput } from '@atrium/domain/fields/field-config.schemas.ts';
import { FORM_ROLE } from '@atrium/domain/forms/form-permissions.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdEntry, entriesApi } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import {
  createdForm,
  type FormsOrg,
  fieldId,
  formsAccess,
  formsApi,
  formsMember,
  formsOrg,
  textField,
} from './support/forms-api.ts';
import { errorOf, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const named = (...users: string[]) => ({ users, groups: [] });
const valuesOf = (response: { json: () => unknown }) =>
  (response.json() as { options: { value: string }[] }).options.map((option) => option.value);

/**
 * A foreign form of cities (one open field, one locked from everyone but its viewer), and a form with a
 * table whose columns pick from it.
 */
async function setUp() {
  const org: FormsOrg = await formsOrg(server.app, masterCookie);
  const member = () =>
    formsMember(server.app, server.ctx, org.orgId, { access: formsAccess(FORM_ROLE.viewData) });
  const [writer, viewer, outsider] = await Promise.all([member(), member(), member()]);
  const forms = formsApi(server.app, org.adminCookie);
  const city = textField({ label: 'City' });
  const secret = textField({ label: 'Code', userLock: true, viewAccess: named(viewer.id) });
  const cities = await createdForm(forms, {
    fieldConfig: [city, secret],
    formDataAccess: { create_data: named(writer.id) },
  });
  const column = (id: string, header: string, foreignFieldId: string) => ({
    id,
    header,
    dataType: 'select' as const,
    options: {
      kind: 'foreignKey' as const,
      formId: cities.id,
      fieldId: foreignFieldId,
      isReferencedValue: true,
    },
  });
  const stops: FieldConfigInput = {
    id: fieldId(),
    label: 'Stops',
    type: 'table',
    columns: [
      column('c1', 'City', city.id),
      column('c2', 'Code', secret.id),
      { id: 'c3', header: 'Note', dataType: 'text' },
    ],
  };
  const name = textField({ label: 'Trip' });
  const trips = await createdForm(forms, {
    fieldConfig: [name, stops],
    formDataAccess: { create_data: named(writer.id, viewer.id) },
  });
  const citiesApi = entriesApi(server.app, org.adminCookie, cities.id);
  for (const [text, code] of [
    ['Oslo', 'N1'],
    ['Rome', 'I1'],
    ['Oslo', 'N2'],
    ['', 'E0'],
  ])
    await createdEntry(citiesApi, { [city.id]: text, [secret.id]: code });
  const gone = await createdEntry(citiesApi, { [city.id]: 'Paris', [secret.id]: 'F1' });
  expect((await citiesApi.trash(gone.id)).statusCode).toBe(200);
  const api = (cookie: string) => entriesApi(server.app, cookie, trips.id);
  return { org, writer, viewer, outsider, stops, name, api };
}

describe('foreign-key options of a table column', () => {
  it('offers the foreign values deduplicated, without empties or trashed entries, searched', async () => {
    const t = await setUp();
    const answer = await t.api(t.writer.cookie).options(t.stops.id, '', 'c1');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(valuesOf(answer)).toEqual(['Oslo', 'Rome']);
    expect(answer.json().canAddOption).toBe(true);
    expect(valuesOf(await t.api(t.writer.cookie).options(t.stops.id, 'ro', 'c1'))).toEqual(['Rome']);
  });

  it('never reveals a locked foreign field, and offers nothing to a reader without data rights', async () => {
    const t = await setUp();
    expect(valuesOf(await t.api(t.writer.cookie).options(t.stops.id, '', 'c2'))).toEqual([]);
    expect(valuesOf(await t.api(t.viewer.cookie).options(t.stops.id, '', 'c2'))).toEqual([
      'E0',
      'I1',
      'N1',
      'N2',
    ]);
    // The viewer may view the locked field but not enter data into the foreign form: no 'Add New Option'.
    expect((await t.api(t.viewer.cookie).options(t.stops.id, '', 'c2')).json().canAddOption).toBe(false);
    const outsider = await t.api(t.outsider.cookie).options(t.stops.id, '', 'c1');
    expect(outsider.statusCode).toBe(200);
    expect(outsider.json()).toEqual({ options: [], canAddOption: false });
  });

  it('refuses forged addresses: a column without options, an unknown column, a column of a non-table field', async () => {
    const t = await setUp();
    const api = t.api(t.org.adminCookie);
    for (const response of [
      await api.options(t.stops.id, '', 'c3'),
      await api.options(t.stops.id, '', 'nope'),
      await api.options(t.name.id, '', 'c1'),
      await api.options(t.stops.id),
      await api.options('zzzzzzzz', '', 'c1'),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(m.unknownField);
    }
  });
});
