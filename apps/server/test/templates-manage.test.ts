import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import type { TemplateSummary } from '@atrium/domain/templates/templates.schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, openEventStream } from './support/event-stream.ts';
import {
  creatorAndAdmin,
  field,
  firstOf,
  type SignedInCreator,
  seedTemplate,
} from './support/templates-fixtures.ts';
import { call, errorOf, type setUpServer } from './support/test-app.ts';

// Manage Templates: who may use it, the tabs and their counts, and each state change with its refusals.

let server: Awaited<ReturnType<typeof setUpServer>>;
let creator: SignedInCreator;
let adminCookie: string;
beforeAll(async () => {
  ({ server, creator, adminCookie } = await creatorAndAdmin());
});
afterAll(() => server?.tearDown());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(server.app, method, url, { cookie: creator.cookie, body });
const seed = (name: string, options: { published?: boolean; released?: boolean } = {}) =>
  seedTemplate(server.ctx, creator, {
    name,
    forms: [{ name: `${name} form`, fields: [field('Name')] }],
    ...options,
  });
const list = async (query: string) => {
  const response = await api('GET', `/api/templates?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    templates: TemplateSummary[];
    counts: { published: number; drafts: number; trash: number };
    hasMore: boolean;
  };
};

describe('who may manage templates', () => {
  it('answers 401 to nobody, 403 to an organisation admin, 404 for an unknown template', async () => {
    const { template } = await seed('Gate');
    expect((await call(server.app, 'GET', '/api/templates')).statusCode).toBe(401);
    const admin = await call(server.app, 'POST', `/api/templates/${template.id}/trash`, {
      cookie: adminCookie,
    });
    expect(admin.statusCode).toBe(403);
    expect(errorOf(admin).message).toBe(m.trashDenied);
    const edit = await call(server.app, 'PATCH', `/api/templates/${template.id}`, {
      cookie: adminCookie,
      body: { name: 'x', description: 'y' },
    });
    expect(errorOf(edit).message).toBe(m.updateDenied);
    expect((await call(server.app, 'GET', '/api/templates', { cookie: adminCookie })).statusCode).toBe(403);
    const unknown = await api('POST', '/api/templates/00000000-0000-4000-8000-000000000000/create-draft');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(m.templateGone);
  });
});

describe('the list', () => {
  it('sorts, searches, filters and pages the tabs with their counts', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    for (let i = 0; i < 22; i++) await seed(`${tag} published ${String(i).padStart(2, '0')}`);
    await seed(`${tag} draft`, { published: false, released: false });
    const first = await list(`tab=published&search=${tag.toLowerCase()}&sort=name&order=asc`);
    expect(first.templates).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.templates[0]?.name).toBe(`${tag} published 00`);
    const second = await list(`tab=published&search=${tag}&sort=name&order=asc&offset=20`);
    expect(second.templates.map((t) => t.name)).toEqual([`${tag} published 20`, `${tag} published 21`]);
    expect(second.hasMore).toBe(false);
    const newest = await list(`tab=published&search=${tag}`);
    expect(newest.templates[0]?.name).toBe(`${tag} published 21`);
    const drafts = await list(`tab=drafts&search=${tag}`);
    expect(drafts.templates.map((t) => t.name)).toEqual([`${tag} draft`]);
    expect((await list(`tab=drafts&search=${tag}&filter=published`)).templates).toHaveLength(0);
    expect(first.counts.published).toBeGreaterThanOrEqual(22);
    expect(first.counts.drafts).toBeGreaterThanOrEqual(1);
    const byDescription = await list('tab=published&search=SEEDED FOR');
    expect(byDescription.templates.length).toBeGreaterThan(0);
  });

  it('filters inactive templates: neither published nor a draft', async () => {
    const { template } = await seed('Inactive one', { published: false, released: false });
    await api('PATCH', `/api/templates/${template.id}/settings`, { hasDraft: false });
    const inactive = await list('tab=trash&filter=inactive');
    expect(inactive.templates.some((t) => t.id === template.id)).toBe(false);
    await api('POST', `/api/templates/${template.id}/trash`);
    const trash = await list('tab=trash&filter=inactive');
    expect(trash.templates.some((t) => t.id === template.id)).toBe(true);
  });
});

describe('lifecycle', () => {
  it('edits name and description, both required', async () => {
    const { template } = await seed('Editable');
    const blank = await api('PATCH', `/api/templates/${template.id}`, { name: ' ', description: 'x' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).message).toBe(m.fillRequired);
    const edited = await api('PATCH', `/api/templates/${template.id}`, {
      name: ' Renamed ',
      description: 'New',
    });
    expect(edited.json()).toMatchObject({
      template: { name: 'Renamed', description: 'New' },
      message: m.templateUpdated,
    });
  });

  it('creates a draft of a published template one version ahead, with the version-1 entry backfilled', async () => {
    const { template } = await seed('Drafted');
    const response = await api('POST', `/api/templates/${template.id}/create-draft`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(m.draftCreated);
    expect(body.template).toMatchObject({ isPublished: true, hasDraft: true, draft: { version: 2 } });
    const detail = (await api('GET', `/api/templates/${template.id}/manage`)).json();
    expect(detail.versionHistory.map((v: { version: number }) => v.version)).toEqual([1]);
  });

  it('toggles published and the draft mode', async () => {
    const { template } = await seed('Toggled');
    const off = await api('PATCH', `/api/templates/${template.id}/settings`, { isPublished: false });
    expect(off.json().template).toMatchObject({ isPublished: false, hasDraft: true });
    expect(off.json().message).toBe(m.statusUpdated);
    const on = await api('PATCH', `/api/templates/${template.id}/settings`, { isPublished: true });
    expect(on.json().template).toMatchObject({ isPublished: true, hasDraft: false });
    const draftMode = await api('PATCH', `/api/templates/${template.id}/settings`, { hasDraft: true });
    expect(draftMode.json().template).toMatchObject({ isPublished: true, hasDraft: true });
    const empty = await seedTemplate(server.ctx, creator, { forms: [], published: false, released: false });
    const refused = await api('PATCH', `/api/templates/${empty.template.id}/settings`, { isPublished: true });
    expect(errorOf(refused).message).toBe(m.formRequiredToPublish);
  });

  it('trashes, refuses a second trash, restores as a draft, and deletes only from the trash', async () => {
    const { template, forms } = await seed('Trashed');
    const notInTrash = await api('DELETE', `/api/templates/${template.id}`);
    expect(errorOf(notInTrash).message).toBe(m.deleteOnlyFromTrash);
    const trashed = await api('POST', `/api/templates/${template.id}/trash`);
    expect(trashed.json().message).toBe(m.movedToTrash);
    const again = await api('POST', `/api/templates/${template.id}/trash`);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(m.alreadyTrashed);
    const inTrash = await list('tab=trash&search=Trashed');
    expect(inTrash.templates[0]).toMatchObject({
      id: template.id,
      isTrashed: true,
      trashedBy: { id: creator.id },
    });
    expect((await list('tab=published&search=Trashed')).templates).toHaveLength(0);
    const restored = await api('POST', `/api/templates/${template.id}/restore`);
    expect(restored.json()).toMatchObject({
      template: { isTrashed: false, isPublished: false, hasDraft: true, trashedAt: null },
      message: m.restored,
    });
    await api('POST', `/api/templates/${template.id}/trash`);
    const removed = await api('DELETE', `/api/templates/${template.id}`);
    expect(removed.json().message).toBe(m.deletedPermanently);
    expect((await api('GET', `/api/templates/${template.id}/manage`)).statusCode).toBe(404);
    // The forms stay.
    const formRow = await server.ctx.db.query.forms.findFirst({
      where: (f, { eq }) => eq(f.id, firstOf(forms).id),
    });
    expect(formRow?.isTrashed).toBe(false);
  });

  it('duplicates as a draft at version 1 with the same forms and no history; never a published one', async () => {
    const published = await seed('Published original');
    const refused = await api('POST', `/api/templates/${published.template.id}/duplicate`);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(m.duplicatePublished);
    const { template, forms } = await seed('Original', { published: false });
    const copy = await api('POST', `/api/templates/${template.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      template: {
        name: 'Original (Copy)',
        version: 1,
        isPublished: false,
        hasDraft: true,
        releasedVersion: null,
        formIds: forms.map((f) => f.id),
        originalTemplateId: template.id,
      },
      message: m.duplicated,
    });
    const detail = (await api('GET', `/api/templates/${copy.json().template.id}/manage`)).json();
    expect(detail.versionHistory).toEqual([]);
  });

  it("sets a draft's forms: needs a draft, and every form available", async () => {
    const { template } = await seed('Forms set');
    const other = await seed('Other forms', { published: false, released: false });
    const noDraft = await api('PUT', `/api/templates/${template.id}/forms`, {
      formIds: [firstOf(other.forms).id],
    });
    expect(errorOf(noDraft).message).toBe(m.createDraftFirst);
    await api('POST', `/api/templates/${template.id}/create-draft`);
    const missing = '00000000-0000-4000-8000-000000000001';
    const refused = await api('PUT', `/api/templates/${template.id}/forms`, { formIds: [missing] });
    expect(errorOf(refused).message).toBe(m.formsUnavailable(missing));
    const none = await api('PUT', `/api/templates/${template.id}/forms`, { formIds: [] });
    expect(errorOf(none).message).toBe(m.selectOneForm);
    const set = await api('PUT', `/api/templates/${template.id}/forms`, {
      formIds: [firstOf(other.forms).id],
    });
    expect(set.json().template.draft.formIds).toEqual([firstOf(other.forms).id]);
    // The released version keeps its forms until the draft is released.
    expect(set.json().template.formIds).toEqual([template.formIds[0]]);
  });
});

describe('live events', () => {
  it('tells every tab, an organisation admin included, that a template changed', async () => {
    const { template } = await seed('Heard');
    const tab = await openEventStream(await listen(server.app), adminCookie);
    try {
      await api('PATCH', `/api/templates/${template.id}`, { name: 'Heard again', description: 'Loud' });
      expect(await tab.next('templates.changed')).toEqual({
        type: 'templates.changed',
        templateId: template.id,
      });
    } finally {
      tab.close();
    }
  });
});
