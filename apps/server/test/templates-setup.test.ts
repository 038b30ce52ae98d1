import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import type { TemplateSummary } from '@atrium/domain/templates/templates.schemas.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, openEventStream } from './support/event-stream.ts';
import { orgWithAdmin, signInMaster } from './support/fixtures.ts';
import { countOf, rowsOf } from './support/sql.ts';
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

const as = (cookie: string | undefined) => ({
  post: (url: string, body?: unknown) => call(server.app, 'POST', url, { cookie, body }),
  put: (url: string, body?: unknown) => call(server.app, 'PUT', url, { cookie, body }),
  get: (url: string) => call(server.app, 'GET', url, { cookie }),
  del: (url: string) => call(server.app, 'DELETE', url, { cookie }),
});

async function newTemplate(name = 'Village survey'): Promise<TemplateSummary> {
  const response = await as(creator.cookie).post('/api/templates', { name, description: 'Households' });
  expect(response.statusCode).toBe(201);
  return response.json().template;
}

async function addForm(templateId: string, name = 'Households', fields = [field('Head of household')]) {
  const response = await as(creator.cookie).post(`/api/templates/${templateId}/forms`, {
    name,
    fieldConfig: fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { template: TemplateSummary; form: { id: string; version: number } };
}

const templateCount = () => countOf(server.ctx.db, sql`select count(*)::int as n from templates`);

describe('create and save draft', () => {
  it('starts a template as a draft at version 1, with the draft copy', async () => {
    const response = await as(creator.cookie).post('/api/templates', { name: ' Census ', description: 'd' });
    expect(response.statusCode).toBe(201);
    const { template, message } = response.json();
    expect(message).toBe(m.draftSaved);
    expect(template).toMatchObject({ name: 'Census', isPublished: false, hasDraft: true, version: 1 });
    expect(template.draft).toMatchObject({
      name: 'Census',
      description: 'd',
      formIds: [],
      version: 1,
      createdBy: { id: creator.id, name: creator.name },
    });
    expect(template.createdBy).toEqual({ id: creator.id, name: creator.name });
  });

  it('refuses a blank name with the spec words and creates nothing', async () => {
    const before = await templateCount();
    const response = await as(creator.cookie).post('/api/templates', { name: '   ' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(m.nameRequired);
    expect(await templateCount()).toBe(before);
  });

  it('is for creators only: 403 for organisation users and master admins, 401 signed out', async () => {
    const before = await templateCount();
    for (const cookie of [admin, member, master]) {
      const response = await as(cookie).post('/api/templates', { name: 'Nope' });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toBe(m.updateDenied);
    }
    expect((await as(undefined).post('/api/templates', { name: 'Nope' })).statusCode).toBe(401);
    expect(await templateCount()).toBe(before);
  });

  it('saves name and description on the template and its draft', async () => {
    const template = await newTemplate();
    const response = await as(creator.cookie).put(`/api/templates/${template.id}/draft`, {
      name: 'Village survey 2',
      description: 'Households and wells',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(m.draftSaved);
    expect(response.json().template).toMatchObject({
      name: 'Village survey 2',
      description: 'Households and wells',
      draft: { name: 'Village survey 2', description: 'Households and wells' },
    });
    const blank = await as(creator.cookie).put(`/api/templates/${template.id}/draft`, { name: '' });
    expect(errorOf(blank).message).toBe(m.nameRequired);
    expect((await as(admin).put(`/api/templates/${template.id}/draft`, { name: 'x' })).statusCode).toBe(403);
  });

  it('answers 404 for an unknown template on every operation', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const formId = '00000000-0000-4000-8000-000000000001';
    const c = as(creator.cookie);
    const answers = await Promise.all([
      c.get(`/api/templates/${id}`),
      c.put(`/api/templates/${id}/draft`, { name: 'x' }),
      c.post(`/api/templates/${id}/publish`),
      c.post(`/api/templates/${id}/forms`, { name: 'F', fieldConfig: [field('A')] }),
      c.get(`/api/templates/${id}/forms/${formId}`),
      c.put(`/api/templates/${id}/forms/${formId}`, { name: 'F', fieldConfig: [field('A')] }),
      c.del(`/api/templates/${id}/forms/${formId}`),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(errorOf(answer).message).toBe(m.templateNotFound);
    }
  });
});

describe('forms of a template', () => {
  it('adds a template form in the creators workspace, to the template and its draft', async () => {
    const template = await newTemplate();
    const {
      template: after,
      form,
      message,
    } = await addForm(template.id).then((r) => ({
      ...r,
      message: m.formAdded,
    }));
    expect(message).toBe(m.formAdded);
    expect(after.formIds).toEqual([form.id]);
    expect(after.draft?.formIds).toEqual([form.id]);
    expect(after.forms).toEqual([{ id: form.id, name: 'Households', version: 1, fieldCount: 1 }]);
    const [row] = await rowsOf<{ org_id: string; template_id: string; is_template_form: boolean }>(
      server.ctx.db,
      sql`select org_id, template_id, is_template_form from forms where id = ${form.id}`,
    );
    expect(row).toEqual({ org_id: 'creator', template_id: template.id, is_template_form: true });
    const got = await as(creator.cookie).get(`/api/templates/${template.id}/forms/${form.id}`);
    expect(got.json().form).toMatchObject({ id: form.id, isTemplateForm: true, version: 1 });
    const full = await as(creator.cookie).get(`/api/templates/${template.id}`);
    expect(Object.keys(full.json().fieldConfigs)).toEqual([form.id]);
  });

  it('saves a template form from the builder as a new version, with a foreign key to a sibling form', async () => {
    const template = await newTemplate();
    const village = field('Village');
    const { form: first } = await addForm(template.id, 'Villages', [village]);
    const { form: second } = await addForm(template.id, 'Visits', [field('Visitor')]);
    const fields = [
      field('Visitor'),
      field('Village', {
        type: 'select',
        options: { kind: 'foreignKey', formId: first.id, fieldId: village.id, isReferencedValue: false },
      }),
    ];
    const saved = await as(creator.cookie).put(`/api/templates/${template.id}/forms/${second.id}`, {
      name: 'Visits',
      fieldConfig: fields,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().form.version).toBe(2);
    const history = await countOf(
      server.ctx.db,
      sql`select count(*)::int as n from form_history where form_id = ${second.id}`,
    );
    expect(history).toBe(2);
    const outsider = await addForm((await newTemplate()).id);
    const elsewhere = await as(creator.cookie).get(`/api/templates/${template.id}/forms/${outsider.form.id}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(errorOf(elsewhere).message).toBe(m.templateFormNotFound);
  });

  it('removes a form from the template and keeps the form', async () => {
    const template = await newTemplate();
    const { form } = await addForm(template.id);
    const response = await as(creator.cookie).del(`/api/templates/${template.id}/forms/${form.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(m.formRemoved);
    expect(response.json().template.formIds).toEqual([]);
    expect(response.json().template.draft.formIds).toEqual([]);
    const kept = await countOf(
      server.ctx.db,
      sql`select count(*)::int as n from forms where id = ${form.id}`,
    );
    expect(kept).toBe(1);
  });

  it('refuses a form without fields and leaves nothing', async () => {
    const template = await newTemplate();
    const response = await as(creator.cookie).post(`/api/templates/${template.id}/forms`, {
      name: 'Empty',
      fieldConfig: [],
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(m.addOneField);
  });

  it('rolls back the new form when the template cannot take it', async () => {
    const template = await newTemplate('Breaks on add');
    // A real failure after the form is written: the database refuses the template's update.
    await server.ctx.db.execute(sql`
      create or replace function refuse_template_update() returns trigger language plpgsql as $$
      begin raise exception 'template refused'; end $$`);
    await server.ctx.db.execute(
      sql.raw(`
      create trigger refuse_template_update before update on templates
      for each row when (old.id = '${template.id}') execute function refuse_template_update()`),
    );
    try {
      const response = await as(creator.cookie).post(`/api/templates/${template.id}/forms`, {
        name: 'Orphan candidate',
        fieldConfig: [field('A')],
      });
      expect(response.statusCode).toBe(500);
      const left = await countOf(
        server.ctx.db,
        sql`select count(*)::int as n from forms where name = 'Orphan candidate'`,
      );
      expect(left).toBe(0);
    } finally {
      await server.ctx.db.execute(sql`drop trigger refuse_template_update on templates`);
    }
  });
});

describe('publish and template groups', () => {
  it('refuses to publish without forms, then publishes with one', async () => {
    const template = await newTemplate();
    const empty = await as(creator.cookie).post(`/api/templates/${template.id}/publish`);
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe(m.formRequiredToPublish);
    await addForm(template.id);
    expect((await as(admin).post(`/api/templates/${template.id}/publish`)).statusCode).toBe(403);
    const published = await as(creator.cookie).post(`/api/templates/${template.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().message).toBe(m.published);
    expect(published.json().template).toMatchObject({ isPublished: true, hasDraft: false, draft: null });
    // Version 1 waits in the history for its release; organisations cannot import it before that.
    const detail = await as(creator.cookie).get(`/api/templates/${template.id}`);
    expect(detail.json().versionHistory).toEqual([expect.objectContaining({ version: 1 })]);
    expect(detail.json().template.releasedVersion).toBeNull();
  });

  it("publishes the draft's forms when they differ from the template's", async () => {
    const template = await newTemplate();
    const { form } = await addForm(template.id);
    await server.ctx.db.execute(sql`update templates set form_ids = '[]'::jsonb where id = ${template.id}`);
    const published = await as(creator.cookie).post(`/api/templates/${template.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().template.formIds).toEqual([form.id]);
  });

  it('lists every template group to creators, none to organisation members', async () => {
    const template = await newTemplate('Listed group');
    const mine = await as(creator.cookie).get('/api/template-groups');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().templates.map((t: TemplateSummary) => t.id)).toContain(template.id);
    for (const cookie of [admin, member]) {
      const theirs = await as(cookie).get('/api/template-groups');
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json().templates).toEqual([]);
    }
    expect((await as(undefined).get('/api/template-groups')).statusCode).toBe(401);
  });

  it('leaves trashed templates out of the groups and refuses to change them', async () => {
    const template = await newTemplate('Trashed group');
    await server.ctx.db.execute(sql`update templates set is_trashed = true where id = ${template.id}`);
    const mine = await as(creator.cookie).get('/api/template-groups');
    expect(mine.json().templates.map((t: TemplateSummary) => t.id)).not.toContain(template.id);
    const save = await as(creator.cookie).put(`/api/templates/${template.id}/draft`, { name: 'Back' });
    expect(save.statusCode).toBe(404);
    expect(errorOf(save).message).toBe(m.templateNotFound);
  });

  it('tells every tab of a change once it is committed', async () => {
    const stream = await openEventStream(await listen(server.app), admin);
    try {
      const template = await newTemplate('Announced');
      expect(await stream.next('templates.changed')).toEqual({
        type: 'templates.changed',
        templateId: template.id,
      });
    } finally {
      stream.close();
    }
  });

  it('gives one template with its history and field lists to creators only', async () => {
    const template = await newTemplate();
    const got = await as(creator.cookie).get(`/api/templates/${template.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ template: { id: template.id }, versionHistory: [], fieldConfigs: {} });
    expect((await as(admin).get(`/api/templates/${template.id}`)).statusCode).toBe(403);
    expect((await as(undefined).get(`/api/templates/${template.id}`)).statusCode).toBe(401);
  });
});
