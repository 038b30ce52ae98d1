import { entryMessages } from '@atrium/domain/entries/entries.messages.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, forms } from '../src/platform/db/schema.ts';
import { signInMaster } from './support/fixtures.ts';
import { formsMember, formsOrg } from './support/forms-api.ts';
import { orgTemplateForm, templateDataApi } from './support/template-data-api.ts';
import {
  field,
  firstOf,
  type SignedInCreator,
  seedTemplate,
  seedTemplateEntries,
  signInCreator,
} from './support/templates-fixtures.ts';
import { errorOf, setUpServer } from './support/test-app.ts';

// Foreign-key options on the template entry screen (templates spec §7): values of another form of the same
// template, from its live entries, skipping trashed and empty ones.

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;
let creator: SignedInCreator;
beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
  creator = await signInCreator(server.app, masterCookie);
});
afterAll(() => server?.tearDown());

const foreignKey = (formId: string, fieldId: string) => ({
  kind: 'foreignKey' as const,
  formId,
  fieldId,
  isReferencedValue: false,
  fallbackValue: '',
});

async function seeded() {
  const country = field('Country');
  const { template, forms: seededForms } = await seedTemplate(server.ctx, creator, {
    forms: [
      { name: 'Countries', fields: [country] },
      { name: 'Villages', fields: [field('Village')] },
    ],
  });
  const countries = firstOf(seededForms);
  const villages = seededForms[1];
  if (!villages) throw new Error('no villages form seeded');
  const { forms: otherForms } = await seedTemplate(server.ctx, creator, {
    forms: [{ name: 'Elsewhere', fields: [field('Name')] }],
  });
  const elsewhere = firstOf(otherForms);
  const fields = {
    plain: field('Village'),
    country: field('Country', { type: 'select', options: foreignKey(countries.id, country.id) }),
    visited: field('Visited', { type: 'multiselect', options: foreignKey(countries.id, country.id) }),
    wells: field('Wells', {
      type: 'table',
      columns: [
        { id: 'ctry', header: 'Country', dataType: 'select', options: foreignKey(countries.id, country.id) },
      ],
    }),
    foreign: field('Abroad', { type: 'radio', options: foreignKey(elsewhere.id, 'missing0') }),
  };
  await server.ctx.db
    .update(forms)
    .set({ fieldConfig: Object.values(fields) as FieldConfig[] })
    .where(eq(forms.id, villages.id));
  const rows = await seedTemplateEntries(server.ctx, creator, countries, [
    { [country.id]: 'Kenya' },
    { [country.id]: 'Uganda' },
    { [country.id]: 'Kenya' },
    { [country.id]: '' },
    {},
    { [country.id]: 'Tanzania' },
  ]);
  const trashed = rows.find((row) => row.data[country.id] === 'Tanzania');
  if (!trashed) throw new Error('no entry to trash');
  await server.ctx.db.update(entries).set({ isTrashed: true }).where(eq(entries.id, trashed.id));
  const at = { templateId: template.id, formId: villages.id };
  return { at, fields, api: templateDataApi(server.app, creator.cookie, at) };
}

const valuesOf = (response: { json: () => { options: { value: string }[] } }) =>
  response
    .json()
    .options.map((option) => option.value)
    .sort();

describe('foreign-key options of a template form', () => {
  it("lists the foreign form's live values, deduplicated, without trashed or empty ones", async () => {
    const { api, fields } = await seeded();
    for (const fieldId of [fields.country.id, fields.visited.id]) {
      const response = await api.fieldOptions(fieldId);
      expect(response.statusCode).toBe(200);
      expect(valuesOf(response)).toEqual(['Kenya', 'Uganda']);
      expect(response.json().canAddOption).toBe(false);
    }
    const column = await api.fieldOptions(fields.wells.id, '?columnId=ctry');
    expect(column.statusCode).toBe(200);
    expect(valuesOf(column)).toEqual(['Kenya', 'Uganda']);
    expect(valuesOf(await api.fieldOptions(fields.country.id, '?search=ug'))).toEqual(['Uganda']);
  });

  it('refuses a foreign form of another template, and fields without foreign-key options (404)', async () => {
    const { api, fields } = await seeded();
    const abroad = await api.fieldOptions(fields.foreign.id);
    expect(abroad.statusCode).toBe(404);
    expect(errorOf(abroad).message).toBe(m.templateFormNotFound);
    for (const response of [
      await api.fieldOptions(fields.plain.id),
      await api.fieldOptions('nosuch00'),
      await api.fieldOptions(fields.wells.id, '?columnId=nosuch'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(entryMessages.unknownField);
    }
  });

  it('refuses anonymous callers (401) and other sessions (404)', async () => {
    const { at, fields } = await seeded();
    expect(
      (await templateDataApi(server.app, undefined, at).fieldOptions(fields.country.id)).statusCode,
    ).toBe(401);
    const master = await templateDataApi(server.app, masterCookie, at).fieldOptions(fields.country.id);
    expect(master.statusCode).toBe(404);
    expect(errorOf(master).message).toBe(m.templateFormNotFound);
  });

  it('refuses members who may not enter data in the form (403)', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const outsider = await formsMember(server.app, server.ctx, org.orgId);
    const name = field('Name');
    const at = await orgTemplateForm(
      server.ctx,
      { orgId: org.orgId, owner: { id: org.adminId, name: 'Admin' } },
      [name],
    );
    const pick = field('Pick', { type: 'select', options: foreignKey(at.formId, name.id) });
    await server.ctx.db
      .update(forms)
      .set({ fieldConfig: [name, pick] })
      .where(eq(forms.id, at.formId));
    const refused = await templateDataApi(server.app, outsider.cookie, at).fieldOptions(pick.id);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(m.noEntryPermission);
    const admin = await templateDataApi(server.app, org.adminCookie, at).fieldOptions(pick.id);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().options).toEqual([]);
  });
});
