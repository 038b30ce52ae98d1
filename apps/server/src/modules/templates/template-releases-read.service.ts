import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import {
  type FormAtVersion,
  snapshotDiff,
  trashFieldLabels,
} from '@atrium/domain/templates/template-lifecycle.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import {
  RELEASE_DIALOG_FIELDS_LISTED,
  RELEASE_SAMPLE_CANDIDATES,
  type TemplateSnapshot,
} from '@atrium/domain/templates/templates.schemas.ts';
import { creatorCaller } from '../../platform/auth/creator-caller.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import { newestEntriesOf } from '../entries/entries.queries.ts';
import { findVersion } from './templates.repo.ts';
import { type ManageDeps, readTemplate } from './templates-manage.context.ts';
import { formNames, formVersionsAt, liveFormsAmong } from './templates-manage.repo.ts';

// What a release from Version History would change (Release Diff), and the rows it may carry as samples.

interface FieldsNote {
  formId: string;
  formName: string;
  labels: string[];
}

/**
 * The diff of a release against the current one, the fields it removes (per form, against the current
 * release) and the trash fields its form versions hold, at most 5 labels per form. Form versions are read
 * from the forms' history.
 */
export async function releasePlan(
  db: DbOrTx,
  orgId: string,
  current: TemplateSnapshot | null,
  next: TemplateSnapshot,
) {
  const pairs = [current, next].flatMap((snap) =>
    snap ? snap.formIds.map((formId) => ({ formId, version: snap.formVersions[formId] ?? 1 })) : [],
  );
  const [versions, names] = await Promise.all([
    formVersionsAt(db, orgId, pairs),
    formNames(db, orgId, [...new Set(pairs.map((p) => p.formId))]),
  ]);
  const at = new Map(versions.map((v) => [`${v.formId}@${v.version}`, v]));
  const fieldsAt = (formId: string, version: number): FieldConfig[] =>
    at.get(`${formId}@${version}`)?.snapshot.fieldConfig ?? [];
  const formAt = (formId: string, version: number): FormAtVersion | null => {
    const found = at.get(`${formId}@${version}`);
    return found
      ? { id: formId, name: found.snapshot.name, version, fields: found.snapshot.fieldConfig }
      : null;
  };
  const nameOf = (formId: string) => names.get(formId) ?? formId.slice(0, 8);
  const diff = snapshotDiff(current, next, formAt, nameOf);
  const removedFields: FieldsNote[] = diff.changedForms
    .filter((form) => form.removedFields.length > 0)
    .map((form) => ({
      formId: form.id,
      formName: form.name,
      labels: form.removedFields.slice(0, RELEASE_DIALOG_FIELDS_LISTED).map((field) => field.label),
    }));
  const trashFields: FieldsNote[] = next.formIds.flatMap((formId) => {
    const labels = trashFieldLabels(
      fieldsAt(formId, next.formVersions[formId] ?? 1),
      RELEASE_DIALOG_FIELDS_LISTED,
    );
    return labels.length > 0 ? [{ formId, formName: nameOf(formId), labels }] : [];
  });
  return { diff, removedFields, trashFields, fieldsAt };
}

export async function versionDiff(deps: ManageDeps, auth: AuthContext, templateId: string, version: number) {
  const caller = creatorCaller(auth);
  const row = await readTemplate(deps.db, caller, templateId);
  const entry = await findVersion(deps.db, row.id, version);
  if (!entry) throw notFound(m.noVersionHistory(version));
  const { diff, removedFields, trashFields } = await releasePlan(
    deps.db,
    caller.orgId,
    row.releasedSnapshot,
    entry.snapshot,
  );
  return { diff, removedFields, trashFields };
}

/** The 50 newest entries of each template form, to pick sample rows for a release. */
export async function sampleCandidates(deps: ManageDeps, auth: AuthContext, templateId: string) {
  const caller = creatorCaller(auth);
  const row = await readTemplate(deps.db, caller, templateId);
  const formIds = [...new Set([...(row.releasedSnapshot?.formIds ?? []), ...row.formIds])];
  const forms = await liveFormsAmong(deps.db, caller.orgId, formIds);
  const byId = new Map(forms.map((form) => [form.id, form]));
  const result = [];
  for (const formId of formIds) {
    const form = byId.get(formId);
    if (!form) continue;
    const entries = await newestEntriesOf(
      deps.db,
      { orgId: caller.orgId, formId },
      RELEASE_SAMPLE_CANDIDATES,
    );
    result.push({
      formId,
      formName: form.name,
      fields: form.fieldConfig
        .filter((field) => !field.isTrashed)
        .map((field) => ({ id: field.id, label: field.label })),
      entries: entries.map((entry) => ({
        id: entry.id,
        data: entry.data,
        createdAt: entry.createdAt.toISOString(),
      })),
    });
  }
  return { forms: result };
}
