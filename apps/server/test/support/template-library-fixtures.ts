import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { createFormSchema } from '@atrium/domain/forms/forms.schemas.ts';
import { CREATOR_WORKSPACE_ID, type TemplateSampleRows } from '@atrium/domain/templates/templates.schemas.ts';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../src/app-context.ts';
import { addForm, recordVersion } from '../../src/modules/forms/forms.commands.ts';
import { type FormRow, findForm, updateForm } from '../../src/modules/forms/forms.repo.ts';
import { findTemplate, insertVersion, updateTemplate } from '../../src/modules/templates/templates.repo.ts';
import { forms as formsTable } from '../../src/platform/db/schema.ts';
import { publish } from '../../src/platform/events/event-bus.ts';
import type { SeededForm } from './templates-fixtures.ts';

// A next release of a seeded template, written as the creator screens would: each changed template form gets
// its next version through the forms kit (row and history), new forms are added, and the template pins the
// new versions as its released version (with sample rows when given).

export interface NextRelease {
  /** New field lists per template form id. */
  fields?: Record<string, FieldConfig[]>;
  /** New names per template form id. */
  names?: Record<string, string>;
  addForms?: SeededForm[];
  removeFormIds?: string[];
  samples?: TemplateSampleRows;
}

export async function releaseNext(
  ctx: AppContext,
  creator: { id: string; name: string },
  templateId: string,
  next: NextRelease,
) {
  const author = { orgId: CREATOR_WORKSPACE_ID, userId: creator.id, userName: creator.name };
  return ctx.db.transaction(async (tx) => {
    const template = await findTemplate(tx, templateId, { lock: true });
    if (!template) throw new Error('no such template');
    const versions: Record<string, number> = { ...(template.releasedSnapshot?.formVersions ?? {}) };
    const changed = new Set([...Object.keys(next.fields ?? {}), ...Object.keys(next.names ?? {})]);
    for (const formId of changed) {
      const current = (await findForm(tx, CREATOR_WORKSPACE_ID, formId, { lock: true })) as FormRow;
      const fieldConfig = next.fields?.[formId] ?? current.fieldConfig;
      const row = await updateForm(tx, CREATOR_WORKSPACE_ID, formId, {
        name: next.names?.[formId] ?? current.name,
        fieldConfig,
        fieldCount: fieldConfig.filter((f) => !f.isTrashed).length,
        version: current.version + 1,
        updatedBy: creator.id,
      });
      await recordVersion(tx, author, row, 'field_config');
      versions[formId] = row.version;
    }
    const added: FormRow[] = [];
    for (const form of next.addForms ?? []) {
      added.push(
        await addForm(tx, author, createFormSchema.parse({ name: form.name, fieldConfig: form.fields })),
      );
    }
    if (added.length > 0) {
      await tx
        .update(formsTable)
        .set({ templateId, isTemplateForm: true })
        .where(
          inArray(
            formsTable.id,
            added.map((form) => form.id),
          ),
        );
    }
    for (const form of added) versions[form.id] = 1;
    const removed = new Set(next.removeFormIds ?? []);
    const formIds = [...template.formIds.filter((id) => !removed.has(id)), ...added.map((form) => form.id)];
    const snapshot = {
      formIds,
      formVersions: Object.fromEntries(formIds.map((id) => [id, versions[id] ?? 1])),
    };
    const version = (template.releasedVersion ?? 0) + 1;
    await insertVersion(tx, {
      templateId,
      version,
      changes: `Release ${version}`,
      snapshot,
      updatedBy: creator.id,
      updatedByName: creator.name,
    });
    const row = await updateTemplate(tx, templateId, {
      formIds,
      version,
      releasedVersion: version,
      releasedSnapshot: snapshot,
      releasedSamples: next.samples ?? template.releasedSamples,
      releasedAt: new Date(),
    });
    await publish(tx, { type: 'templates.changed', templateId }, { kind: 'everyone' });
    return { template: row, added };
  });
}

/** Sets the sample rows of the current release (as Release with sample data selection would). */
export async function setReleasedSamples(ctx: AppContext, templateId: string, samples: TemplateSampleRows) {
  return updateTemplate(ctx.db, templateId, { releasedSamples: samples });
}
