import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { foreignFormIds } from '@atrium/domain/fields/foreign-keys.ts';
import { createFormSchema } from '@atrium/domain/forms/forms.schemas.ts';
import { localFields } from '@atrium/domain/templates/template-update.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import {
  IMPORTED_SAMPLES_PER_FORM,
  type ImportedFormProvenance,
  type TemplateSampleRows,
} from '@atrium/domain/templates/templates.schemas.ts';
import type { Tx } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import { addEntries } from '../entries/entries.commands.ts';
import { addForm, type FormAuthor, recordVersion } from '../forms/forms.commands.ts';
import {
  deleteSamples,
  type ImportedFormRow,
  type PinnedForm,
  writeFormFields,
} from './template-library.repo.ts';

// Copies of released template forms in an organisation, and their sample rows.

export interface Release {
  templateId: string;
  version: number;
  at: string;
}

export const liveCount = (fields: readonly FieldConfig[]) => fields.filter((f) => !f.isTrashed).length;

export function provenance(release: Release, form: PinnedForm, base: FieldConfig[]): ImportedFormProvenance {
  return {
    type: 'template',
    templateId: release.templateId,
    templateFormId: form.id,
    templateVersion: release.version,
    formVersion: form.version,
    importedAt: release.at,
    baseFieldConfig: base,
  };
}

/**
 * The next form to create: one whose foreign keys point only to forms already copied (or outside the
 * template); when every form left waits for another (a cycle), the first one, its keys set afterwards.
 */
function nextToCreate(pending: PinnedForm[], copied: ReadonlyMap<string, string>): PinnedForm {
  const waiting = new Set(pending.map((form) => form.id));
  const ready = pending.find((form) =>
    foreignFormIds(form.fieldConfig).every((id) => copied.has(id) || !waiting.has(id)),
  );
  return ready ?? (pending[0] as PinnedForm);
}

/**
 * Copies released forms into the group through the forms kit (row, entry partition, place in the group,
 * version 1), in an order that lets each foreign key point to a copy made before it. `formIdMap` (template
 * form id to copy id) holds the copies made earlier and receives the new ones.
 */
export async function addCopies(
  tx: Tx,
  author: FormAuthor,
  target: { groupId: string; release: Release; nameSuffix: string },
  released: readonly PinnedForm[],
  formIdMap: Map<string, string>,
): Promise<Map<string, ImportedFormRow>> {
  const pending = [...released];
  const releasedIds = new Set(released.map((form) => form.id));
  const made = new Map<string, { row: ImportedFormRow; form: PinnedForm; keysLater: boolean }>();
  while (pending.length > 0) {
    const form = nextToCreate(pending, formIdMap);
    pending.splice(pending.indexOf(form), 1);
    // A key to a form of this release not copied yet (itself included) can only point to its copy later.
    const keysLater = foreignFormIds(form.fieldConfig).some(
      (id) => releasedIds.has(id) && !formIdMap.has(id),
    );
    const fieldConfig = localFields(form.fieldConfig, formIdMap);
    const input = createFormSchema.safeParse({
      name: `${form.name}${target.nameSuffix}`.slice(0, 200),
      fieldConfig,
      formGroupId: target.groupId,
    });
    if (!input.success) throw badRequest(m.noValidForms);
    // Provenance goes in with the row; a form made in a cycle has it rewritten below with its keys.
    const importedFrom = provenance(target.release, form, fieldConfig);
    const row = await addForm(tx, author, input.data, { templateFormRef: form.id, importedFrom });
    formIdMap.set(form.id, row.id);
    made.set(form.id, { row, form, keysLater });
  }
  const copies = new Map<string, ImportedFormRow>();
  for (const [templateFormId, { row, form, keysLater }] of made) {
    // With every copy made, each key points to its copy; a form made in a cycle gets its keys now.
    if (!keysLater) {
      copies.set(templateFormId, row);
    } else {
      const base = localFields(form.fieldConfig, formIdMap);
      const importedFrom = provenance(target.release, form, base);
      const fixed = await writeFormFields(tx, row, {
        fieldConfig: base,
        fieldCount: liveCount(base),
        importedFrom,
        by: author.userId,
      });
      await recordVersion(tx, author, fixed, 'field_config');
      copies.set(templateFormId, fixed);
    }
  }
  return copies;
}

/**
 * Replaces the form's sample rows with at most 5 of the release's: the old ones (none on a `fresh` copy) are
 * deleted through the partial index, the new ones inserted by the entries kit marked as samples. Other entries are untouched.
 */
export async function refreshSamples(
  tx: Tx,
  author: FormAuthor,
  form: ImportedFormRow,
  samples: TemplateSampleRows,
  release: Release,
  options: { fresh: boolean } = { fresh: false },
): Promise<void> {
  // A form made in this transaction has an empty partition: no sample to delete.
  if (!options.fresh) await deleteSamples(tx, author.orgId, form.id);
  const fieldIds = new Set(form.fieldConfig.map((field) => field.id));
  const rows = (samples[form.templateFormRef ?? ''] ?? [])
    .slice(0, IMPORTED_SAMPLES_PER_FORM)
    .map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => fieldIds.has(key))));
  if (rows.length > 0) {
    try {
      await addEntries(tx, author, form, rows, {
        isSample: true,
        sampleSource: { templateId: release.templateId, version: release.version },
      });
    } catch (error) {
      // Samples that clash with the organisation's unique values are left out rather than failing the import.
      if (!(error instanceof AppError)) throw error;
    }
  }
  await publish(tx, { type: 'entries.changed', formId: form.id }, { kind: 'org', orgId: author.orgId });
}
