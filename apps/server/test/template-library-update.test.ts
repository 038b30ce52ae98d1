import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import type { Form } from '@atrium/domain/forms/forms.schemas.ts';
import type { LibraryCard, WhatsNew } from '@atrium/domain/templates/template-library.schemas.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdEntry, entriesApi } from './support/entries-api.ts';
import { orgWithAdmin, signInMaster } from './support/fixtures.ts';
import { formsApi } from './support/forms-api.ts';
import { rowsOf } from './support/sql.ts';
import { releaseNext } from './support/template-library-fixtures.ts';
import { field, type SignedInCreator, seedTemplate, signInCreator } from './support/templates-fixtures.ts';
import { call, errorOf, setUpServer } from './support/test-app.ts';
import { insertOrgUser } from './support/users.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let creator: SignedInCreator;
let org: Awaited<ReturnType<typeof orgWithAdmin>>;

beforeAll(async () => {
  server = await setUpServer();
  const master = await signInMaster(server.app);
  creator = await signInCreator(server.app, master);
  org = await orgWithAdmin(server.app, master);
});
afterAll(() => server?.tearDown());

const post = (path: string, body?: unknown) =>
  call(server.app, 'POST', `/api/template-library/${path}`, { cookie: org.adminCookie, body });
const getForm = async (id: string) =>
  ((await formsApi(server.app, org.adminCookie).get(id)).json() as { form: Form }).form;
const copyOf = async (groupId: string, templateFormId: string) => {
  const [row] = await rowsOf<{ id: string }>(
    server.ctx.db,
    sql`select id from forms where org_id = ${org.orgId} and template_form_ref = ${templateFormId}
        and id in (select jsonb_array_elements_text(forms)::uuid from form_groups where id = ${groupId})`,
  );
  if (!row) throw new Error('no copy');
  return row.id;
};
const liveEntries = (formId: string) =>
  rowsOf<{ id: string; data: Record<string, unknown>; version: number }>(
    server.ctx.db,
    sql`select id, data, version from entries where form_id = ${formId} and not is_sample order by id`,
  );

describe('update of an import', () => {
  const village = field('Village', { id: 'vilAAAAA' });
  const head = field('Head', { id: 'headAAAA' });
  const phone = field('Phone', { id: 'phonAAAA' });
  const date = field('Date', { id: 'dateAAAA', type: 'date' });
  let template: { id: string };
  let villages: { id: string };
  let visits: { id: string };
  let groupId: string;
  let copy: string;

  beforeAll(async () => {
    const seeded = await seedTemplate(server.ctx, creator, {
      name: 'Household survey',
      forms: [
        { name: 'Villages', fields: [village, head, phone] },
        { name: 'Visits', fields: [date] },
      ],
    });
    template = seeded.template;
    [villages, visits] = seeded.forms as unknown as [{ id: string }, { id: string }];
    const imported = await post(`${template.id}/import`, { name: 'Households' });
    expect(imported.statusCode).toBe(201);
    groupId = imported.json().formGroupId;
    copy = await copyOf(groupId, villages.id);
  });

  it("merges a release: the release's fields win, the organisation's field and access stay, entries are untouched", async () => {
    // The organisation adds a field of its own, renames two fields and gives the form an editor.
    const before = await getForm(copy);
    const ours = field('Our note', { id: 'noteOOOO' });
    const local: FieldConfig[] = before.fieldConfig.map((f) =>
      f.id === head.id ? { ...f, label: 'Our head' } : f.id === phone.id ? { ...f, label: 'Our phone' } : f,
    );
    local.splice(1, 0, ours);
    const saved = await formsApi(server.app, org.adminCookie).updateFields(copy, {
      name: before.name,
      fieldConfig: local,
    });
    expect(saved.statusCode).toBe(200);
    const entries = entriesApi(server.app, org.adminCookie, copy);
    await createdEntry(entries, { [phone.id]: '111', [head.id]: 'Asha' });
    await createdEntry(entries, { [phone.id]: '222', [ours.id]: 'kept' });
    await createdEntry(entries, { [phone.id]: '333', [village.id]: 'Rampur' });
    const member = await insertOrgUser(server.ctx, org.orgId);
    const access = await formsApi(server.app, org.adminCookie).updateAccess(copy, {
      editFormConfig: { users: [member.id], groups: [] },
      formUsabilitySettings: { ...before.formUsabilitySettings },
      dataVersionSettings: { ...before.dataVersionSettings, dataVersionEnabled: true },
    });
    expect(access.statusCode).toBe(200);
    const storedBefore = await liveEntries(copy);
    const accessBefore = await getForm(copy);
    expect(accessBefore.editFormConfig.users).toEqual([member.id]);

    await releaseNext(server.ctx, creator, template.id, {
      fields: {
        [villages.id]: [
          { ...village, required: true },
          { ...head, label: 'Head of household' },
          field('Population', { id: 'popuAAAA', type: 'number' }),
        ],
      },
      addForms: [{ name: 'Wells', fields: [field('Depth', { id: 'deptAAAA' })] }],
    });
    const card = (
      await call(server.app, 'GET', '/api/template-library?limit=100', { cookie: org.adminCookie })
    ).json() as {
      templates: LibraryCard[];
      counters: { updatesAvailable: number };
    };
    expect(card.templates.find((t) => t.id === template.id)?.status).toBe('update-available');
    expect(card.counters.updatesAvailable).toBe(1);

    const news = (
      await call(server.app, 'GET', `/api/template-library/${template.id}/whats-new`, {
        cookie: org.adminCookie,
      })
    ).json() as WhatsNew;
    expect(news).toMatchObject({ importedVersion: 1, releasedVersion: 2 });
    const texts = news.changes.map((line) => line.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Form "Wells" added',
        'Field "Village" made required in "Villages"',
        'Field "Head" renamed to "Head of household" in "Villages"',
        'Field "Population" added to "Villages"',
        'Field "Phone" removed from "Villages" (kept in the field trash with its values)',
      ]),
    );
    expect(news.changes.find((line) => line.kind === 'local-edit-replaced')?.fieldLabel).toBe('Our head');
    expect(news.changes.some((line) => line.text.includes('Our phone'))).toBe(false);
    expect(news.safety.map((line) => line.text)).toEqual(
      expect.arrayContaining([
        'Village made required: 2 existing entries have it empty',
        'Phone removed: 3 existing entries hold a value; it moves to the field trash and the values stay readable',
      ]),
    );
    expect(news.diff.addedForms.map((f) => f.name)).toEqual(['Wells']);
    expect(news.importedJson).toBeTruthy();

    const updated = await post(`${template.id}/update`);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe(
      'Template "Household survey" updated successfully! 3 forms updated with latest field configurations and sample data.',
    );
    const after = await getForm(copy);
    expect(after.fieldConfig.map((f) => f.id)).toEqual([village.id, ours.id, head.id, 'popuAAAA', phone.id]);
    expect(after.fieldConfig.map((f) => [f.label, f.required, f.isTrashed])).toEqual([
      ['Village', true, false],
      ['Our note', false, false],
      ['Head of household', false, false],
      ['Population', false, false],
      ['Our phone', false, true],
    ]);
    expect(after.owner).toEqual(accessBefore.owner);
    expect(after.dataVersionSettings).toEqual(accessBefore.dataVersionSettings);
    expect(after.formDataAccess).toEqual(accessBefore.formDataAccess);
    expect(after.editFormConfig).toEqual(accessBefore.editFormConfig);
    expect(await liveEntries(copy)).toEqual(storedBefore);
    // The removed field is restorable from the field trash, and its values read again.
    const restored = after.fieldConfig.map((f) => (f.id === phone.id ? { ...f, isTrashed: false } : f));
    const back = await formsApi(server.app, org.adminCookie).updateFields(copy, {
      name: after.name,
      fieldConfig: restored,
    });
    expect(back.statusCode).toBe(200);
    const read = await entries.get(storedBefore[0]?.id ?? '');
    expect((read.json() as { entry: { data: Record<string, unknown> } }).entry.data[phone.id]).toBeDefined();
    // The organisation's replaced label stays in the form's history.
    const history = await rowsOf<{ snapshot: { fieldConfig: FieldConfig[] } }>(
      server.ctx.db,
      sql`select snapshot from form_history where form_id = ${copy} order by version`,
    );
    expect(history.some((h) => h.snapshot.fieldConfig.some((f) => f.label === 'Our head'))).toBe(true);
    const groupForms = await rowsOf<{ name: string }>(
      server.ctx.db,
      sql`select f.name from forms f join form_groups g on g.id = ${groupId}
          where f.id in (select jsonb_array_elements_text(g.forms)::uuid) order by f.name`,
    );
    expect(groupForms.map((f) => f.name)).toEqual(['Villages', 'Visits', 'Wells (Added)']);
    const visitsCopy = await getForm(await copyOf(groupId, visits.id));
    expect(visitsCopy.version).toBe(1);

    const cardAfter = (
      (
        await call(server.app, 'GET', '/api/template-library?limit=100', { cookie: org.adminCookie })
      ).json() as {
        templates: LibraryCard[];
      }
    ).templates.find((t) => t.id === template.id);
    expect(cardAfter?.status).toBe('up-to-date');
    const none = (
      await call(server.app, 'GET', `/api/template-library/${template.id}/whats-new`, {
        cookie: org.adminCookie,
      })
    ).json() as WhatsNew;
    expect(none.diff).toEqual({ addedForms: [], removedForms: [], changedForms: [] });
  });

  it('changes nothing when run again', async () => {
    const version = (await getForm(copy)).version;
    const again = await post(`${template.id}/update`);
    expect(again.statusCode).toBe(200);
    expect(again.json().formCount).toBe(0);
    expect((await getForm(copy)).version).toBe(version);
  });

  it('runs one update when two admins update at once', async () => {
    await releaseNext(server.ctx, creator, template.id, {
      fields: {
        [villages.id]: [
          { ...village, required: true, helpText: 'Where' },
          { ...head, label: 'Head of household' },
        ],
      },
      samples: { [villages.id]: [{ [village.id]: 'Sample village' }] },
    });
    const version = (await getForm(copy)).version;
    const [first, second] = await Promise.all([post(`${template.id}/update`), post(`${template.id}/update`)]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect([first?.json().formCount, second?.json().formCount].sort()).toEqual([0, 3]);
    expect((await getForm(copy)).version).toBe(version + 1);
    const [samples] = await rowsOf<{ n: number }>(
      server.ctx.db,
      sql`select count(*)::int n from entries where form_id = ${copy} and is_sample`,
    );
    expect(samples?.n).toBe(1);
  });

  it('refuses an update without an import, and of a trashed import', async () => {
    const other = await seedTemplate(server.ctx, creator, { forms: [{ name: 'W', fields: [field('D')] }] });
    const missing = await post(`${other.template.id}/update`);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(m.importNotFound);
    const { formGroupId } = (await post(`${other.template.id}/import`, { name: 'Trash me' })).json();
    await call(server.app, 'POST', `/api/form-groups/${formGroupId}/trash`, { cookie: org.adminCookie });
    await releaseNext(server.ctx, creator, other.template.id, {});
    const trashed = await post(`${other.template.id}/update`);
    expect(trashed.statusCode).toBe(409);
  });
});
