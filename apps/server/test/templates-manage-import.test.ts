import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInMaster } from './support/fixtures.ts';
import { type FormsOrg, formsOrg } from './support/forms-api.ts';
import { field, type SignedInCreator, signInCreator } from './support/templates-fixtures.ts';
import { call, errorOf, setUpServer } from './support/test-app.ts';

// Import Form Group as Template: a group of another organisation whose form references a second form that
// references a third; all three are copied with their foreign keys rewritten to the copies.

let server: Awaited<ReturnType<typeof setUpServer>>;
let creator: SignedInCreator;
let org: FormsOrg;
beforeAll(async () => {
  server = await setUpServer();
  const master = await signInMaster(server.app);
  creator = await signInCreator(server.app, master);
  org = await formsOrg(server.app, master);
});
afterAll(() => server?.tearDown());

const fk = (formId: string, fieldId: string) => ({ kind: 'foreignKey' as const, formId, fieldId });

async function createForm(name: string, fieldConfig: unknown[]) {
  const response = await call(server.app, 'POST', '/api/forms', {
    cookie: org.adminCookie,
    body: { name, fieldConfig },
  });
  expect(response.statusCode).toBe(201);
  return response.json().form.id as string;
}

async function chainGroup() {
  const villages = await createForm('Villages', [field('Village', { id: 'village1' })]);
  const houses = await createForm('Houses', [
    field('House', { id: 'house001' }),
    field('In village', { id: 'invill01', type: 'select', options: fk(villages, 'village1') }),
  ]);
  const visits = await createForm('Visits', [
    field('Visit rows', {
      id: 'visitrow',
      type: 'table',
      columns: [{ id: 'col1', header: 'House', dataType: 'select', options: fk(houses, 'house001') }],
    }),
  ]);
  const group = await call(server.app, 'POST', '/api/form-groups', {
    cookie: org.adminCookie,
    body: { name: `Survey ${Date.now()}`, forms: [{ formId: visits, users: [org.adminId] }] },
  });
  expect(group.statusCode, group.body).toBe(201);
  return { groupId: group.json().group.id as string, villages, houses, visits };
}

it('previews the group with its organisation and the forms it brings', async () => {
  const chain = await chainGroup();
  const response = await call(server.app, 'GET', `/api/form-groups/${chain.groupId}/template-preview`, {
    cookie: creator.cookie,
  });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.formGroup).toMatchObject({ id: chain.groupId, orgId: org.orgId });
  expect(body.forms).toEqual([
    { id: chain.visits, name: 'Visits', referencedOnly: false },
    { id: chain.houses, name: 'Houses', referencedOnly: true },
    { id: chain.villages, name: 'Villages', referencedOnly: true },
  ]);
  const admin = await call(server.app, 'GET', `/api/form-groups/${chain.groupId}/template-preview`, {
    cookie: org.adminCookie,
  });
  expect(admin.statusCode).toBe(403);
});

it('imports the chain as a draft template with foreign keys rewritten to the copies', async () => {
  const chain = await chainGroup();
  const response = await call(server.app, 'POST', '/api/templates/import-form-group', {
    cookie: creator.cookie,
    body: { formGroupId: chain.groupId, name: 'Survey template', description: 'From a group' },
  });
  expect(response.statusCode).toBe(201);
  const { template, message } = response.json();
  expect(message).toBe(m.groupImportedAsTemplate);
  expect(template).toMatchObject({ name: 'Survey template', isPublished: false, hasDraft: true, version: 1 });
  expect(template.formIds).toHaveLength(3);
  const copies = await server.ctx.db.query.forms.findMany({
    where: (f, { inArray }) => inArray(f.id, template.formIds),
  });
  const byName = new Map(copies.map((c) => [c.name, c]));
  const visits = byName.get('Visits') as (typeof copies)[number];
  const houses = byName.get('Houses') as (typeof copies)[number];
  const villages = byName.get('Villages') as (typeof copies)[number];
  expect(copies.every((c) => c.orgId === 'creator' && c.version === 1 && c.templateId === template.id)).toBe(
    true,
  );
  expect(visits.fieldConfig[0]?.columns[0]?.options).toMatchObject({
    formId: houses.id,
    fieldId: 'house001',
  });
  expect(houses.fieldConfig[1]?.options).toMatchObject({ formId: villages.id, fieldId: 'village1' });
  expect(visits.importedFrom).toMatchObject({ type: 'form_group', sourceFormGroupId: chain.groupId });
  const history = await server.ctx.db.query.formHistory.findMany({
    where: (h, { inArray }) => inArray(h.formId, template.formIds),
  });
  expect(history).toHaveLength(3);
  const source = await server.ctx.db.query.formGroups.findFirst({
    where: (g, { eq }) => eq(g.id, chain.groupId),
  });
  expect(source?.importedAsTemplate).toMatchObject({
    templateId: template.id,
    templateName: 'Survey template',
  });
});

it('refuses an unknown group and a group without forms', async () => {
  const unknown = await call(server.app, 'POST', '/api/templates/import-form-group', {
    cookie: creator.cookie,
    body: { formGroupId: '00000000-0000-4000-8000-000000000009', name: 'X' },
  });
  expect(unknown.statusCode).toBe(404);
  expect(errorOf(unknown).message).toBe(m.formGroupNotFound);
  const formId = await createForm('Lonely', [field('Only')]);
  const group = await call(server.app, 'POST', '/api/form-groups', {
    cookie: org.adminCookie,
    body: { name: `Lonely ${Date.now()}`, forms: [{ formId, users: [org.adminId] }] },
  });
  await call(server.app, 'POST', `/api/forms/${formId}/trash`, { cookie: org.adminCookie });
  const empty = await call(server.app, 'GET', `/api/form-groups/${group.json().group.id}/template-preview`, {
    cookie: creator.cookie,
  });
  expect(empty.statusCode).toBe(400);
  expect(errorOf(empty).message).toBe(m.formGroupEmpty);
});
