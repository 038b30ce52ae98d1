import type { WorkspaceForm } from '@atrium/domain/templates/templates.schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creatorAndAdmin,
  field,
  firstOf,
  type SignedInCreator,
  seedTemplate,
} from './support/templates-fixtures.ts';
import { call, type setUpServer } from './support/test-app.ts';

// Manage Forms & Fields: the workspace's template forms a creator may add to a draft.

let server: Awaited<ReturnType<typeof setUpServer>>;
let creator: SignedInCreator;
let adminCookie: string;
beforeAll(async () => {
  ({ server, creator, adminCookie } = await creatorAndAdmin());
});
afterAll(() => server?.tearDown());

const URL = '/api/templates/workspace-forms';

describe('GET /api/templates/workspace-forms', () => {
  it('lists the live template forms of the workspace with their template, and a draft can take one', async () => {
    const draft = await seedTemplate(server.ctx, creator, {
      name: 'Intake draft',
      published: false,
      released: false,
      forms: [{ name: 'Intake', fields: [field('Name')] }],
    });
    const other = await seedTemplate(server.ctx, creator, {
      name: 'Audit template',
      forms: [{ name: 'Audit', fields: [field('Place'), field('Date', { type: 'date' })] }],
    });
    const response = await call(server.app, 'GET', URL, { cookie: creator.cookie });
    expect(response.statusCode).toBe(200);
    const { forms } = response.json() as { forms: WorkspaceForm[] };
    const audit = firstOf(other.forms);
    expect(forms).toContainEqual({
      id: audit.id,
      name: 'Audit',
      version: 1,
      fieldCount: 2,
      template: { id: other.template.id, name: 'Audit template' },
    });
    expect(forms.map((form) => form.id)).toContain(firstOf(draft.forms).id);

    const formIds = [firstOf(draft.forms).id, audit.id];
    const set = await call(server.app, 'PUT', `/api/templates/${draft.template.id}/forms`, {
      cookie: creator.cookie,
      body: { formIds },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().template.formIds).toEqual(formIds);
  });

  it('refuses organisation users (403) and anonymous callers (401)', async () => {
    expect((await call(server.app, 'GET', URL, { cookie: adminCookie })).statusCode).toBe(403);
    expect((await call(server.app, 'GET', URL)).statusCode).toBe(401);
  });
});
