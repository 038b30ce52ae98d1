import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMaster } from './support/fixtures.ts';
import {
  field,
  firstOf,
  type SignedInCreator,
  seedTemplate,
  seedTemplateEntries,
  signInCreator,
} from './support/templates-fixtures.ts';
import { call, errorOf, setUpServer } from './support/test-app.ts';

// Fields of drafts and published templates, releases and their numbering, the release diff, a release from
// Version History with samples and the two field decisions, and two creators releasing at once.

let server: Awaited<ReturnType<typeof setUpServer>>;
let creator: SignedInCreator;
beforeAll(async () => {
  server = await setUpServer();
  creator = await signInCreator(server.app, await signInMaster(server.app));
});
afterAll(() => server?.tearDown());

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  body?: unknown,
  cookie = creator.cookie,
) => call(server.app, method, url, { cookie, body });
const name = field('Name', { id: 'name0001' });
const age = field('Age', { id: 'age00001', type: 'number' });
const seed = () => seedTemplate(server.ctx, creator, { forms: [{ name: 'People', fields: [name, age] }] });
const formVersion = async (formId: string) =>
  (await server.ctx.db.query.forms.findFirst({ where: (f, { eq }) => eq(f.id, formId) }))?.version;
const history = async (templateId: string) =>
  (
    (await api('GET', `/api/templates/${templateId}/manage`)).json().versionHistory as { version: number }[]
  ).map((v) => v.version);

describe('saving fields', () => {
  it('keeps a draft save in the draft only, and gives a published form its next version', async () => {
    const { template, forms } = await seed();
    const formId = firstOf(forms).id;
    const url = `/api/templates/${template.id}/forms/${formId}/fields`;
    const published = await api('PUT', url, { fields: [{ ...name, label: 'Full name' }, age] });
    expect(published.json().message).toBe(m.fieldsSaved);
    expect(await formVersion(formId)).toBe(2);
    await api('POST', `/api/templates/${template.id}/create-draft`);
    const drafted = await api('PUT', url, { fields: [name] });
    expect(drafted.json().template).toMatchObject({ version: 1, draftChangedFormIds: [formId] });
    expect(await formVersion(formId)).toBe(2);
    const detail = (await api('GET', `/api/templates/${template.id}/manage`)).json();
    expect(detail.forms[0]).toMatchObject({ changedInDraft: true, fields: [{ id: 'name0001' }] });
    const empty = await api('PUT', url, { fields: [] });
    expect(errorOf(empty).message).toBe(m.addOneField);
  });

  it('edits a label inline on drafts only', async () => {
    const { template, forms } = await seed();
    const url = `/api/templates/${template.id}/forms/${firstOf(forms).id}/fields/name0001`;
    const refused = await api('PATCH', url, { label: 'Nope' });
    expect(errorOf(refused).message).toBe(m.useConfigureFields);
    await api('POST', `/api/templates/${template.id}/create-draft`);
    expect((await api('PATCH', url, { label: 'Given name', required: true })).statusCode).toBe(200);
    const detail = (await api('GET', `/api/templates/${template.id}/manage`)).json();
    expect(detail.forms[0].fields[0]).toMatchObject({ label: 'Given name', required: true });
  });
});

describe('releasing a draft', () => {
  it('releases as a new version: changed forms rise, history gets the change text, the draft clears', async () => {
    const { template, forms } = await seed();
    const formId = firstOf(forms).id;
    const notDraft = await api('POST', `/api/templates/${template.id}/release`, {
      mode: 'create-new',
      changes: 'x',
    });
    expect(errorOf(notDraft).message).toBe(m.onlyDraftsRelease);
    await api('POST', `/api/templates/${template.id}/create-draft`);
    const blank = await api('POST', `/api/templates/${template.id}/release`, {
      mode: 'create-new',
      changes: ' ',
    });
    expect(errorOf(blank).message).toBe(m.changesRequired);
    await api('PUT', `/api/templates/${template.id}/forms/${formId}/fields`, { fields: [name] });
    const released = await api('POST', `/api/templates/${template.id}/release`, {
      mode: 'create-new',
      changes: 'Dropped age',
    });
    expect(released.json()).toMatchObject({
      template: {
        version: 2,
        releasedVersion: 2,
        isPublished: true,
        hasDraft: false,
        draft: null,
        draftChangedFormIds: [],
      },
      message: m.versionReleased(2),
    });
    expect(await formVersion(formId)).toBe(2);
    expect(await history(template.id)).toEqual([2, 1]);
    const detail = (await api('GET', `/api/templates/${template.id}/manage`)).json();
    expect(detail.versionHistory[0]).toMatchObject({
      changes: 'Dropped age',
      snapshot: { formVersions: { [formId]: 2 } },
    });
    await api('POST', `/api/templates/${template.id}/create-draft`);
    const third = await api('POST', `/api/templates/${template.id}/release`, {
      mode: 'create-new',
      changes: 'Again',
    });
    expect(third.json().template.version).toBe(3);
  });

  it('publishes the existing version with a snapshot of the current form versions', async () => {
    const seeded = await seedTemplate(server.ctx, creator, {
      forms: [{ name: 'Fresh', fields: [name] }],
      published: false,
      released: false,
    });
    const response = await api('POST', `/api/templates/${seeded.template.id}/release`, {
      mode: 'publish-existing',
    });
    expect(response.json()).toMatchObject({
      template: { isPublished: true, hasDraft: false, releasedVersion: 1, version: 1 },
      message: m.published,
    });
    expect(await history(seeded.template.id)).toEqual([1]);
  });

  it('gives exactly one new version when two creators release the same draft at once', async () => {
    const other = await signInCreator(server.app, await signInMaster(server.app));
    const { template } = await seed();
    await api('POST', `/api/templates/${template.id}/create-draft`);
    const body = { mode: 'create-new', changes: 'Race' };
    const answers = await Promise.all([
      api('POST', `/api/templates/${template.id}/release`, body),
      api('POST', `/api/templates/${template.id}/release`, body, other.cookie),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await history(template.id)).toEqual([2, 1]);
  });
});

describe('release from version history', () => {
  /** Version 1 has Name and Age; version 2 drops Age (and keeps it in the trash of form version 2). */
  async function twoVersions() {
    const seeded = await seed();
    const formId = firstOf(seeded.forms).id;
    const t = seeded.template.id;
    await api('POST', `/api/templates/${t}/create-draft`);
    await api('PUT', `/api/templates/${t}/forms/${formId}/fields`, {
      fields: [name, { ...age, isTrashed: true }],
    });
    await api('POST', `/api/templates/${t}/release`, { mode: 'create-new', changes: 'Age to trash' });
    return { t, formId, form: firstOf(seeded.forms) };
  }

  it('diffs a version against the current release and names removed and trash fields', async () => {
    const { t, formId } = await twoVersions();
    await api('POST', `/api/templates/${t}/versions/1/release`, {});
    const diff = (await api('GET', `/api/templates/${t}/versions/2/diff`)).json();
    expect(diff.diff.changedForms).toEqual([
      expect.objectContaining({
        id: formId,
        fromVersion: 1,
        toVersion: 2,
        removedFields: [{ id: 'age00001', label: 'Age' }],
      }),
    ]);
    expect(diff.removedFields).toEqual([{ formId, formName: 'People', labels: ['Age'] }]);
    expect(diff.trashFields).toEqual([{ formId, formName: 'People', labels: ['Age'] }]);
    const missing = await api('GET', `/api/templates/${t}/versions/9/diff`);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(m.noVersionHistory(9));
  });

  it('releases a version with chosen sample rows, as is', async () => {
    const { t, formId, form } = await twoVersions();
    // One at a time, so the newest-first order is the order they were written.
    const ann = await seedTemplateEntries(server.ctx, creator, form, [{ name0001: 'Ann' }]);
    await seedTemplateEntries(server.ctx, creator, form, [{ name0001: 'Bob' }]);
    const rows = ann;
    const candidates = (await api('GET', `/api/templates/${t}/sample-candidates`)).json();
    expect(candidates.forms[0].entries.map((e: { data: { name0001: string } }) => e.data.name0001)).toEqual([
      'Bob',
      'Ann',
    ]);
    const response = await api('POST', `/api/templates/${t}/versions/1/release`, {
      sampleEntryIds: { [formId]: [firstOf(rows).id] },
    });
    expect(response.json()).toMatchObject({
      template: { releasedVersion: 1 },
      message: m.versionReleased(1),
    });
    const row = await server.ctx.db.query.templates.findFirst({ where: (x, { eq }) => eq(x.id, t) });
    expect(row?.releasedSnapshot?.formVersions[formId]).toBe(1);
    expect(row?.releasedSamples[formId]).toEqual([expect.objectContaining({ name0001: 'Ann' })]);
  });

  it('restores older form versions of forms that lose fields when asked', async () => {
    const { t, formId } = await twoVersions();
    await api('POST', `/api/templates/${t}/versions/1/release`, {});
    await api('POST', `/api/templates/${t}/versions/2/release`, { fieldDecision: 'restore' });
    const row = await server.ctx.db.query.templates.findFirst({ where: (x, { eq }) => eq(x.id, t) });
    expect(row).toMatchObject({ releasedVersion: 2, releasedSnapshot: { formVersions: { [formId]: 1 } } });
  });

  it('imports trash fields as a new form version and pins it when asked', async () => {
    const { t, formId } = await twoVersions();
    const response = await api('POST', `/api/templates/${t}/versions/2/release`, { fieldDecision: 'import' });
    expect(response.statusCode).toBe(200);
    expect(await formVersion(formId)).toBe(3);
    const row = await server.ctx.db.query.templates.findFirst({ where: (x, { eq }) => eq(x.id, t) });
    expect(row?.releasedSnapshot?.formVersions[formId]).toBe(3);
    const form = await server.ctx.db.query.forms.findFirst({ where: (f, { eq }) => eq(f.id, formId) });
    expect(form?.fieldConfig.every((f) => !f.isTrashed)).toBe(true);
  });
});
