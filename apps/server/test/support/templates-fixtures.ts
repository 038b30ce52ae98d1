import type { FieldConfigInput } from '@atrium/domain/fields/field-config.schemas.ts';
import { fieldConfigSchema } from '@atrium/domain/fields/field-config.schemas.ts';
import { createFormSchema } from '@atrium/domain/forms/forms.schemas.ts';
import { CREATOR_WORKSPACE_ID } from '@atrium/domain/templates/templates.schemas.ts';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AppContext } from '../../src/app-context.ts';
import { addEntries } from '../../src/modules/entries/entries.commands.ts';
import { addForm } from '../../src/modules/forms/forms.commands.ts';
import type { FormRow } from '../../src/modules/forms/forms.repo.ts';
import { insertTemplate, insertVersion, updateTemplate } from '../../src/modules/templates/templates.repo.ts';
import { forms as formsTable } from '../../src/platform/db/schema.ts';
import { orgWithAdmin, signInMaster, unique } from './fixtures.ts';
import { call, sessionCookie, setUpServer } from './test-app.ts';

// Creators and templates for tests: a creator made by the master admin and signed in on the creator page,
// and a template seeded straight through the forms command and the templates repo (for tests of the library,
// import and data that should not depend on the creator screens' routes).

export const CREATOR_PASSWORD = 'creator-password-1';

export interface SignedInCreator {
  id: string;
  name: string;
  email: string;
  cookie: string;
}

export async function signInCreator(app: FastifyInstance, masterCookie: string): Promise<SignedInCreator> {
  const email = `${unique('creator')}@example.com`;
  const name = `Cora ${unique('C')}`;
  const created = await call(app, 'POST', '/api/creators', {
    cookie: masterCookie,
    body: { name, email, password: CREATOR_PASSWORD },
  });
  expect(created.statusCode).toBe(201);
  const signIn = await call(app, 'POST', '/api/auth/creator-login', {
    body: { email, password: CREATOR_PASSWORD },
  });
  expect(signIn.statusCode).toBe(200);
  return { id: created.json().id, name, email, cookie: sessionCookie(signIn) };
}

/** A field of the given type with an 8-character id; `overrides` sets the rest. */
export function field(label: string, overrides: Partial<FieldConfigInput> = {}) {
  const id = (overrides.id ?? unique('f').replace(/[^A-Za-z0-9]/g, '')).padEnd(8, '0').slice(-8);
  return fieldConfigSchema.parse({ type: 'text', ...overrides, id, label });
}

export interface SeededForm {
  name: string;
  fields: ReturnType<typeof field>[];
}

/**
 * A template of the creators' workspace with the given forms (each a template form at version 1),
 * released as version 1 unless `released` is false, published unless `published` is false.
 */
export async function seedTemplate(
  ctx: AppContext,
  creator: { id: string; name: string },
  options: { name?: string; forms: SeededForm[]; released?: boolean; published?: boolean },
) {
  const author = { orgId: CREATOR_WORKSPACE_ID, userId: creator.id, userName: creator.name };
  return ctx.db.transaction(async (tx) => {
    const template = await insertTemplate(tx, {
      orgId: CREATOR_WORKSPACE_ID,
      name: options.name ?? unique('Template '),
      description: 'Seeded for a test',
      isPublished: options.published ?? true,
      hasDraft: !(options.published ?? true),
      createdBy: creator.id,
      createdByName: creator.name,
      updatedBy: creator.id,
      updatedByName: creator.name,
    });
    const forms = [];
    for (const form of options.forms) {
      const row = await addForm(
        tx,
        author,
        createFormSchema.parse({ name: form.name, fieldConfig: form.fields }),
      );
      forms.push(row);
    }
    const formIds = forms.map((form) => form.id);
    const snapshot = { formIds, formVersions: Object.fromEntries(forms.map((form) => [form.id, 1])) };
    if (formIds.length > 0) {
      await tx
        .update(formsTable)
        .set({ templateId: template.id, isTemplateForm: true })
        .where(inArray(formsTable.id, formIds));
    }
    const released = options.released ?? true;
    if (released) {
      await insertVersion(tx, {
        templateId: template.id,
        version: 1,
        changes: 'First release',
        snapshot,
        updatedBy: creator.id,
        updatedByName: creator.name,
      });
    }
    const row = await updateTemplate(tx, template.id, {
      formIds,
      releasedVersion: released ? 1 : null,
      releasedSnapshot: released ? snapshot : null,
      releasedAt: released ? new Date() : null,
    });
    return { template: row, forms };
  });
}

/** Entries of a template form in the creators' workspace (the rows a release may choose as samples). */
export async function seedTemplateEntries(
  ctx: AppContext,
  creator: { id: string; name: string },
  form: FormRow,
  rows: Record<string, unknown>[],
) {
  const writer = { orgId: CREATOR_WORKSPACE_ID, userId: creator.id, userName: creator.name };
  return addEntries(ctx.db, writer, form, rows);
}

/** A test server with a signed-in creator and the admin of an organisation: the cast of most templates tests. */
export async function creatorAndAdmin() {
  const server = await setUpServer();
  const master = await signInMaster(server.app);
  const creator = await signInCreator(server.app, master);
  const { adminCookie } = await orgWithAdmin(server.app, master);
  return { server, master, creator, adminCookie };
}

/** The first item of a list a test just made, failing loudly when there is none. */
export function firstOf<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('expected at least one item');
  return item;
}
