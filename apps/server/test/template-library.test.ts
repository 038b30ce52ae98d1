import type { Form } from '@atrium/domain/forms/forms.schemas.ts';
import type {
  LibraryCard,
  LibraryCounters,
  TemplateStructure,
  WhatsNew,
} from '@atrium/domain/templates/template-library.schemas.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesApi, entriesOf } from './support/entries-api.ts';
import { orgWithAdmin, signInMaster } from './support/fixtures.ts';
import { rowsOf } from './support/sql.ts';
import { setReleasedSamples } from './support/template-library-fixtures.ts';
import { field, type SignedInCreator, seedTemplate, signInCreator } from './support/templates-fixtures.ts';
import { call, errorOf, setUpServer } from './support/test-app.ts';
import { insertOrgUser, signInOrgUser } from './support/users.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let creator: SignedInCreator;
let orgA: Awaited<ReturnType<typeof orgWithAdmin>>;
let orgB: Awaited<ReturnType<typeof orgWithAdmin>>;

beforeAll(async () => {
  server = await setUpServer();
  const master = await signInMaster(server.app);
  creator = await signInCreator(server.app, master);
  orgA = await orgWithAdmin(server.app, master);
  orgB = await orgWithAdmin(server.app, master);
});
afterAll(() => server?.tearDown());

const library = (cookie: string, query = '') =>
  call(server.app, 'GET', `/api/template-library${query}`, { cookie });
const post = (cookie: string, path: string, body?: unknown) =>
  call(server.app, 'POST', `/api/template-library/${path}`, { cookie, body });
const cardOf = async (cookie: string, id: string) =>
  ((await library(cookie, '?limit=100')).json() as { templates: LibraryCard[] }).templates.find(
    (t) => t.id === id,
  );

/** A released template of a list form and a form whose select takes its values from the list. */
async function villagesTemplate(name?: string) {
  const village = field('Village', { id: `v${Date.now().toString(36)}`.slice(-8) });
  const seeded = await seedTemplate(server.ctx, creator, {
    name,
    forms: [{ name: 'Villages', fields: [village, field('Head')] }],
  });
  const villages = seeded.forms[0];
  if (!villages) throw new Error('no form');
  const pick = field('Village of visit', {
    type: 'select',
    options: { kind: 'foreignKey', formId: villages.id, fieldId: village.id },
  });
  // A second form pointing at the first: added to the template and the release by hand.
  const more = await seedTemplate(server.ctx, creator, {
    forms: [{ name: 'Visits', fields: [pick] }],
    published: false,
  });
  const visits = more.forms[0];
  if (!visits) throw new Error('no form');
  await server.ctx.db.execute(sql`
    update forms set template_id = ${seeded.template.id} where id = ${visits.id};
  `);
  const snapshot = {
    formIds: [visits.id, villages.id],
    formVersions: { [visits.id]: 1, [villages.id]: 1 },
  };
  await server.ctx.db.execute(sql`
    update templates set form_ids = ${JSON.stringify(snapshot.formIds)}::jsonb,
      released_snapshot = ${JSON.stringify(snapshot)}::jsonb where id = ${seeded.template.id}`);
  return { template: seeded.template, villages, visits, village, pick };
}

describe('the library', () => {
  it('lists published, live templates of other owners with counters, to organisation admins only', async () => {
    const shown = await seedTemplate(server.ctx, creator, {
      forms: [{ name: 'Wells', fields: [field('Depth')] }],
    });
    const hidden = await seedTemplate(server.ctx, creator, {
      forms: [{ name: 'Draft', fields: [field('X')] }],
      published: false,
    });
    const trashed = await seedTemplate(server.ctx, creator, {
      forms: [{ name: 'Gone', fields: [field('Y')] }],
    });
    await server.ctx.db.execute(
      sql`update templates set is_trashed = true where id = ${trashed.template.id}`,
    );
    const historical = await seedTemplate(server.ctx, creator, {
      forms: [{ name: 'Old', fields: [field('Z')] }],
    });
    await server.ctx.db.execute(sql`update templates set version = 2 where id = ${historical.template.id}`);

    const response = await library(orgA.adminCookie, '?limit=100');
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      templates: LibraryCard[];
      counters: LibraryCounters;
      hasMore: boolean;
    };
    const ids = body.templates.map((t) => t.id);
    expect(ids).toContain(shown.template.id);
    expect(ids).not.toContain(hidden.template.id);
    expect(ids).not.toContain(trashed.template.id);
    const card = body.templates.find((t) => t.id === shown.template.id);
    expect(card).toMatchObject({
      status: 'not-imported',
      formCount: 1,
      createdBy: creator.name,
      releasedVersion: 1,
    });
    expect(body.counters.totalTemplates).toBe(body.templates.length);
    expect(body.counters.historicalActive).toBeGreaterThanOrEqual(1);
    expect(body.counters.latestActive + body.counters.historicalActive).toBe(body.counters.totalTemplates);
    expect(body.hasMore).toBe(false);
    const firstPage = (await library(orgA.adminCookie, '?limit=1')).json() as {
      templates: unknown[];
      hasMore: boolean;
    };
    expect(firstPage.templates).toHaveLength(1);
    expect(firstPage.hasMore).toBe(true);
  });

  it('refuses members who are not admins, and creators', async () => {
    const member = await insertOrgUser(server.ctx, orgA.orgId);
    const cookie = await signInOrgUser(server.app, member);
    for (const response of [await library(cookie), await library(creator.cookie)]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toBe(m.onlyAdminsImport);
    }
    const { template } = await seedTemplate(server.ctx, creator, {
      forms: [{ name: 'W', fields: [field('D')] }],
    });
    const refused = await post(cookie, `${template.id}/import`, { name: 'Mine' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(m.onlyAdminsImport);
  });

  it('shows the structure of the release with its fields', async () => {
    const { template, villages } = await villagesTemplate();
    const response = await call(server.app, 'GET', `/api/template-library/${template.id}`, {
      cookie: orgA.adminCookie,
    });
    expect(response.statusCode).toBe(200);
    const { structure } = response.json() as { structure: TemplateStructure };
    expect(structure.forms.map((f) => f.name)).toEqual(['Visits', 'Villages']);
    expect(structure.forms.find((f) => f.id === villages.id)?.fields.map((f) => f.label)).toEqual([
      'Village',
      'Head',
    ]);
    expect(structure).toMatchObject({
      releasedVersion: 1,
      totalVersions: 1,
      activeFields: 3,
      createdBy: creator.name,
    });
    const missing = await call(
      server.app,
      'GET',
      '/api/template-library/00000000-0000-4000-8000-000000000000',
      {
        cookie: orgA.adminCookie,
      },
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('import', () => {
  it('copies the forms with keys pointing to the copies, provenance and at most 5 sample rows', async () => {
    const { template, villages, visits, village, pick } = await villagesTemplate('Village survey');
    const samples = Array.from({ length: 7 }, (_, i) => ({ [village.id]: `Village ${i}`, stray: 'x' }));
    await setReleasedSamples(server.ctx, template.id, { [villages.id]: samples });

    const response = await post(orgA.adminCookie, `${template.id}/import`, {
      name: 'Our survey',
      description: '',
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json() as { formGroupId: string; formCount: number; message: string };
    expect(answer.message).toBe('Template "Village survey" imported successfully with 2 forms!');
    const [group] = await rowsOf<{
      name: string;
      forms: string[];
      imported_from: { templateVersion: number };
    }>(
      server.ctx.db,
      sql`select name, forms, imported_from from form_groups where id = ${answer.formGroupId}`,
    );
    expect(group?.name).toBe('Our survey');
    expect(group?.imported_from.templateVersion).toBe(1);
    const copies = await rowsOf<{
      id: string;
      name: string;
      template_form_ref: string;
      field_config: Form['fieldConfig'];
    }>(
      server.ctx.db,
      sql`select id, name, template_form_ref, field_config from forms where org_id = ${orgA.orgId}
          and template_form_ref is not null and id in (select jsonb_array_elements_text(${JSON.stringify(group?.forms)}::jsonb)::uuid)`,
    );
    expect(copies).toHaveLength(2);
    const villagesCopy = copies.find((c) => c.template_form_ref === villages.id);
    const visitsCopy = copies.find((c) => c.template_form_ref === visits.id);
    expect(villagesCopy?.id).not.toBe(villages.id);
    expect(villagesCopy?.field_config.map((f) => f.id)).toEqual([village.id, expect.any(String)]);
    const key = visitsCopy?.field_config.find((f) => f.id === pick.id)?.options;
    expect(key).toMatchObject({ kind: 'foreignKey', formId: villagesCopy?.id, fieldId: village.id });

    const rows = entriesOf(await entriesApi(server.app, orgA.adminCookie, villagesCopy?.id ?? '').list());
    expect(rows.total).toBe(5);
    expect(rows.entries[0]?.data).not.toHaveProperty('stray');
    const [sample] = await rowsOf<{ n: number }>(
      server.ctx.db,
      sql`select count(*)::int n from entries where form_id = ${villagesCopy?.id} and is_sample
          and sample_source = ${JSON.stringify({ templateId: template.id, version: 1 })}::jsonb`,
    );
    expect(sample?.n).toBe(5);

    expect((await cardOf(orgA.adminCookie, template.id))?.status).toBe('up-to-date');
    // Organisation B sees the template but not A's import, and A's copies are not found for B.
    expect((await cardOf(orgB.adminCookie, template.id))?.status).toBe('not-imported');
    const foreign = await call(server.app, 'GET', `/api/forms/${villagesCopy?.id}`, {
      cookie: orgB.adminCookie,
    });
    expect(foreign.statusCode).toBe(404);
    const again = await post(orgA.adminCookie, `${template.id}/import`, { name: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(m.alreadyImported);
  });

  it('copies forms whose keys point to each other, each key to the other copy', async () => {
    const a = field('Name A', { id: 'nameAAAA' });
    const b = field('Name B', { id: 'nameBBBB' });
    const { template, forms } = await seedTemplate(server.ctx, creator, {
      forms: [
        { name: 'A', fields: [a] },
        { name: 'B', fields: [b] },
      ],
    });
    const [formA, formB] = forms;
    const key = (formId: string, fieldId: string) => ({
      kind: 'foreignKey' as const,
      formId,
      fieldId,
      isReferencedValue: false,
      fallbackValue: '',
    });
    // A points to B and B to A: no order creates both with their keys, so one gets its key once both exist.
    await server.ctx.db.execute(sql`
      update forms set field_config = field_config || ${JSON.stringify([field('To B', { id: 'toBBBBBB', options: key(formB?.id ?? '', b.id) })])}::jsonb where id = ${formA?.id}`);
    await server.ctx.db.execute(sql`
      update form_history set snapshot = jsonb_set(snapshot, '{fieldConfig}', (select field_config from forms where id = ${formA?.id})) where form_id = ${formA?.id}`);
    await server.ctx.db.execute(sql`
      update forms set field_config = field_config || ${JSON.stringify([field('To A', { id: 'toAAAAAA', options: key(formA?.id ?? '', a.id) })])}::jsonb where id = ${formB?.id}`);
    await server.ctx.db.execute(sql`
      update form_history set snapshot = jsonb_set(snapshot, '{fieldConfig}', (select field_config from forms where id = ${formB?.id})) where form_id = ${formB?.id}`);
    const response = await post(orgB.adminCookie, `${template.id}/import`, { name: `Cycle ${template.id}` });
    expect(response.statusCode, response.body).toBe(201);
    const copies = await rowsOf<{ id: string; template_form_ref: string; field_config: Form['fieldConfig'] }>(
      server.ctx.db,
      sql`select id, template_form_ref, field_config from forms where org_id = ${orgB.orgId}
          and imported_from->>'templateId' = ${template.id}`,
    );
    const copyA = copies.find((c) => c.template_form_ref === formA?.id);
    const copyB = copies.find((c) => c.template_form_ref === formB?.id);
    expect(copyA?.field_config.find((f) => f.id === 'toBBBBBB')?.options).toMatchObject({
      formId: copyB?.id,
    });
    expect(copyB?.field_config.find((f) => f.id === 'toAAAAAA')?.options).toMatchObject({
      formId: copyA?.id,
    });
  });

  it('needs a name and a released version', async () => {
    const { template } = await seedTemplate(server.ctx, creator, {
      forms: [{ name: 'W', fields: [field('D')] }],
      released: false,
    });
    const unnamed = await post(orgA.adminCookie, `${template.id}/import`, { name: '  ' });
    expect(unnamed.statusCode).toBe(400);
    expect(errorOf(unnamed).message).toBe(m.libraryNameRequired);
    const early = await post(orgA.adminCookie, `${template.id}/import`, { name: 'Early' });
    expect(early.statusCode).toBe(400);
    expect(errorOf(early).message).toBe(m.releaseFirst);
  });

  it('refuses a group name the organisation already uses', async () => {
    const first = await seedTemplate(server.ctx, creator, { forms: [{ name: 'W', fields: [field('D')] }] });
    const second = await seedTemplate(server.ctx, creator, { forms: [{ name: 'W', fields: [field('D')] }] });
    const name = `Same name ${first.template.id.slice(0, 8)}`;
    expect((await post(orgA.adminCookie, `${first.template.id}/import`, { name })).statusCode).toBe(201);
    const clash = await post(orgA.adminCookie, `${second.template.id}/import`, { name: name.toUpperCase() });
    expect(clash.statusCode).toBe(400);
    expect(errorOf(clash).message).toBe('Form group name already exists');
  });

  it("tells what an import would bring before there is one (What's New)", async () => {
    const { template } = await seedTemplate(server.ctx, creator, {
      forms: [{ name: 'Wells', fields: [field('Depth', { required: true })] }],
    });
    const response = await call(server.app, 'GET', `/api/template-library/${template.id}/whats-new`, {
      cookie: orgA.adminCookie,
    });
    expect(response.statusCode).toBe(200);
    const news = response.json() as WhatsNew;
    expect(news).toMatchObject({ importedVersion: null, releasedVersion: 1, importedJson: null });
    expect(news.changes.map((line) => line.text)).toEqual(['Form "Wells" added']);
    expect(news.safety.every((line) => line.level === 'safe')).toBe(true);
  });

  it('makes one group when the same organisation imports twice at once', async () => {
    const { template } = await seedTemplate(server.ctx, creator, {
      forms: [{ name: 'W', fields: [field('D')] }],
    });
    const [first, second] = await Promise.all([
      post(orgB.adminCookie, `${template.id}/import`, { name: 'Race one' }),
      post(orgB.adminCookie, `${template.id}/import`, { name: 'Race two' }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
    const [count] = await rowsOf<{ n: number }>(
      server.ctx.db,
      sql`select count(*)::int n from form_groups where org_id = ${orgB.orgId} and imported_template_id = ${template.id}`,
    );
    expect(count?.n).toBe(1);
  });
});

describe('restore', () => {
  it('brings a trashed import back, and says so when there is none', async () => {
    const { template } = await seedTemplate(server.ctx, creator, {
      forms: [{ name: 'W', fields: [field('D')] }],
    });
    const missing = await post(orgA.adminCookie, `${template.id}/restore`);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(m.importNotFound);
    const { formGroupId } = (
      await post(orgA.adminCookie, `${template.id}/import`, { name: 'To trash' })
    ).json();
    const trashed = await call(server.app, 'POST', `/api/form-groups/${formGroupId}/trash`, {
      cookie: orgA.adminCookie,
    });
    expect(trashed.statusCode).toBe(200);
    expect((await cardOf(orgA.adminCookie, template.id))?.status).toBe('trashed');
    const restored = await post(orgA.adminCookie, `${template.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().message).toBe(m.groupRestored);
    expect((await cardOf(orgA.adminCookie, template.id))?.status).toBe('up-to-date');
  });
});
