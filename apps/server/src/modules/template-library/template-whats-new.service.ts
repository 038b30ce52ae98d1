import { changeLines, type DiffForm, formsDiff } from '@atrium/domain/templates/template-diff.ts';
import type { WhatsNew } from '@atrium/domain/templates/template-library.schemas.ts';
import {
  type FieldRisk,
  fieldRisks,
  localFields,
  mergeFormFields,
  replacedEditLines,
  safetyLines,
} from '@atrium/domain/templates/template-update.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { pinnedForms } from '../templates/templates.queries.ts';
import { type LibraryDeps, libraryCaller, releaseOf } from './template-library.access.ts';
import {
  fieldValueCounts,
  findImport,
  type ImportedFormRow,
  importedForms,
} from './template-library.repo.ts';

// What's New: the release the organisation holds against the one on offer, as JSON, in words, and what an
// update would meet in the organisation's stored entries.

const asJson = (forms: readonly DiffForm[]) =>
  forms.map((form) => ({ id: form.id, name: form.name, version: form.version, fieldConfig: form.fields }));

/** Counts, per risky change, the entries of the organisation's copy it meets (one query per form). */
async function riskCounts(
  db: DbOrTx,
  orgId: string,
  risks: readonly FieldRisk[],
  copies: ReadonlyMap<string, ImportedFormRow>,
): Promise<Map<FieldRisk, number>> {
  const counts = new Map<FieldRisk, number>();
  const byForm = new Map<string, FieldRisk[]>();
  for (const risk of risks) byForm.set(risk.formId, [...(byForm.get(risk.formId) ?? []), risk]);
  for (const [templateFormId, formRisks] of byForm) {
    const copy = copies.get(templateFormId);
    if (!copy) continue;
    const asks = formRisks.map((risk) => ({ fieldId: risk.fieldId, empty: risk.kind === 'made-required' }));
    const found = await fieldValueCounts(db, orgId, copy.id, asks);
    formRisks.forEach((risk, i) => {
      counts.set(risk, found[i] ?? 0);
    });
  }
  return counts;
}

export async function whatsNew(deps: LibraryDeps, auth: AuthContext, templateId: string): Promise<WhatsNew> {
  const caller = libraryCaller(auth);
  const { template, released } = await releaseOf(deps.db, caller.orgId, templateId);
  const group = await findImport(deps.db, caller.orgId, templateId);
  const copies = group ? await importedForms(deps.db, group) : [];
  const byRef = new Map(copies.map((copy) => [copy.templateFormRef ?? '', copy]));
  const formIdMap = new Map(copies.map((copy) => [copy.templateFormRef ?? '', copy.id]));
  // The names the imported release gave its forms (the copies may have been renamed since).
  const importedNames = new Map(
    (
      await pinnedForms(deps.db, template.orgId, {
        formIds: copies.map((copy) => copy.templateFormRef ?? ''),
        formVersions: Object.fromEntries(
          copies.map((copy) => [copy.templateFormRef ?? '', copy.importedFrom?.formVersion ?? 1]),
        ),
      })
    ).map((form) => [form.id, form.name]),
  );
  const from: DiffForm[] = copies.map((copy) => ({
    id: copy.templateFormRef ?? '',
    name: importedNames.get(copy.templateFormRef ?? '') ?? copy.name,
    version: copy.importedFrom?.formVersion ?? null,
    fields: copy.importedFrom?.baseFieldConfig ?? [],
  }));
  const to: DiffForm[] = released.map((form) => ({
    id: form.id,
    name: form.name,
    version: form.version,
    fields: localFields(form.fieldConfig, formIdMap),
  }));
  const heldVersion = group?.importedFrom?.templateVersion ?? null;
  const upToDate = heldVersion === template.releasedVersion;
  const target = upToDate ? from : to;
  // The organisation's edits an update would replace: those of fields the release changed too.
  const replaced = upToDate
    ? []
    : to.flatMap((form) => {
        const copy = byRef.get(form.id);
        if (!copy) return [];
        const plan = mergeFormFields({
          base: copy.importedFrom?.baseFieldConfig ?? [],
          local: copy.fieldConfig,
          release: form.fields,
        });
        return replacedEditLines(copy.name, copy.fieldConfig, plan.replacedLocal);
      });
  const risks = fieldRisks(from, target);
  return {
    importedVersion: heldVersion,
    releasedVersion: template.releasedVersion,
    importedJson: group ? asJson(from) : null,
    updateJson: asJson(to),
    diff: formsDiff(from, target),
    changes: [...changeLines(from, target), ...replaced],
    safety: safetyLines(risks, await riskCounts(deps.db, caller.orgId, risks, byRef)),
  };
}
