import type { FieldConfig } from '../fields/field-config.schemas.ts';
import { NO_PRINCIPALS } from '../fields/field-config.schemas.ts';
import { mapForeignKeys } from '../fields/foreign-keys.ts';
import { type DiffForm, sameTemplateField, stableJson } from './template-diff.ts';
import type { ChangeLine, LibraryCounters, LibraryStatus, SafetyLine } from './template-library.schemas.ts';

// How an organisation's import follows a release: what its library card says, how a release's fields are
// brought into the organisation, and how one form's fields are merged (release vs base vs local).

// ---- Library status and counters (§4 Library and import states) -------------------------------------------

export interface ImportState {
  templateVersion: number;
  isTrashed: boolean;
}

export function libraryStatus(imported: ImportState | null, releasedVersion: number | null): LibraryStatus {
  if (!imported) return 'not-imported';
  if (imported.isTrashed) return 'trashed';
  if (releasedVersion === null || imported.templateVersion === releasedVersion) return 'up-to-date';
  return 'update-available';
}

/** 'Latest active': the released version is absent or equals the working version; 'historical' otherwise. */
export const isLatestActive = (version: number, releasedVersion: number | null) =>
  releasedVersion === null || releasedVersion === version;

export interface CounterFacts {
  version: number;
  releasedVersion: number | null;
  formCount: number;
  status: LibraryStatus;
}

export function libraryCounters(rows: readonly CounterFacts[]): LibraryCounters {
  const latest = rows.filter((row) => isLatestActive(row.version, row.releasedVersion)).length;
  return {
    totalTemplates: rows.length,
    latestActive: latest,
    historicalActive: rows.length - latest,
    totalForms: rows.reduce((sum, row) => sum + row.formCount, 0),
    updatesAvailable: rows.filter((row) => row.status === 'update-available').length,
  };
}

// ---- A release's fields, as the organisation receives them ------------------------------------------------

/**
 * The release's fields in the organisation's terms: foreign keys point to the organisation's copies (template
 * form id to copy id), and the creators' people named in field locks are left out.
 */
export function localFields(fields: readonly FieldConfig[], formIdMap: ReadonlyMap<string, string>) {
  const keyed = mapForeignKeys(fields, (key) => {
    const formId = formIdMap.get(key.formId);
    // A key to a form the template does not bring has nothing to point at in the organisation.
    return formId ? { ...key, formId } : { kind: 'custom', values: [] };
  });
  return keyed.map((field) => ({ ...field, viewAccess: NO_PRINCIPALS, editAccess: NO_PRINCIPALS }));
}

// ---- One form's merge ------------------------------------------------------------------------------------

export interface MergePlan {
  fields: FieldConfig[];
  /** Release fields the form did not have. */
  added: string[];
  /** Fields the release removed: kept on the form, in the field trash. */
  trashed: string[];
  /** Fields both the organisation and the release changed since the base: the release's version wins. */
  replacedLocal: string[];
  /** Whether the form's fields change at all. */
  changed: boolean;
}

/**
 * Merges a release into an organisation's form. `base` is what the previous release gave, `local` what the
 * form holds now, `release` the new release's fields (in the organisation's terms).
 * - A field the release changed since the base takes the release's version (the organisation's locks stay);
 *   if the organisation changed it too, its version is replaced and reported.
 * - A field only the organisation changed keeps the organisation's version.
 * - A field the release removed stays, in the field trash, so its values remain readable.
 * - Fields the organisation added (never in the base nor the release) stay in place.
 * - New release fields go after the release field before them, or first.
 */
export function mergeFormFields(input: {
  base: readonly FieldConfig[];
  local: readonly FieldConfig[];
  release: readonly FieldConfig[];
}): MergePlan {
  const base = new Map(input.base.map((f) => [f.id, f]));
  const release = new Map(input.release.map((f) => [f.id, f]));
  const plan: MergePlan = { fields: [], added: [], trashed: [], replacedLocal: [], changed: false };
  for (const local of input.local) {
    const next = release.get(local.id);
    const before = base.get(local.id);
    if (next) {
      const releaseChanged = !before || !sameTemplateField(before, next);
      if (!releaseChanged) {
        plan.fields.push(local);
        continue;
      }
      if (before && !sameTemplateField(before, local) && !sameTemplateField(local, next)) {
        plan.replacedLocal.push(local.id);
      }
      plan.fields.push({ ...next, viewAccess: local.viewAccess, editAccess: local.editAccess });
    } else if (before) {
      if (!local.isTrashed) plan.trashed.push(local.id);
      plan.fields.push({ ...local, isTrashed: true });
    } else {
      plan.fields.push(local);
    }
  }
  const present = new Set(input.local.map((f) => f.id));
  input.release.forEach((field, index) => {
    if (present.has(field.id)) return;
    plan.added.push(field.id);
    const previous = input.release
      .slice(0, index)
      .reverse()
      .find((f) => plan.fields.some((p) => p.id === f.id));
    const at = previous ? plan.fields.findIndex((p) => p.id === previous.id) + 1 : 0;
    plan.fields.splice(at, 0, field);
  });
  plan.changed = stableJson(plan.fields) !== stableJson(input.local);
  return plan;
}

/** The organisation's edits an update will replace, in words (What's New names them). */
export function replacedEditLines(formName: string, fields: readonly FieldConfig[], ids: readonly string[]) {
  return ids.map((id): ChangeLine => {
    const label = fields.find((f) => f.id === id)?.label ?? id;
    return {
      kind: 'local-edit-replaced',
      formName,
      fieldLabel: label,
      text: `Your edit of "${label}" in "${formName}" will be replaced by the release (it stays in the form's history)`,
    };
  });
}

// ---- Safety summary --------------------------------------------------------------------------------------

/** A change that meets stored entries; `entries` is how many it meets (counted by the server). */
export interface FieldRisk {
  kind: 'made-required' | 'removed' | 'type-changed';
  formId: string;
  fieldId: string;
  label: string;
  from: string;
  to: string;
}

/** The changes whose effect on stored entries must be counted before an update. */
export function fieldRisks(from: readonly DiffForm[], to: readonly DiffForm[]): FieldRisk[] {
  const fromById = new Map(from.map((form) => [form.id, form]));
  const risks: FieldRisk[] = [];
  for (const next of to) {
    const previous = fromById.get(next.id);
    if (!previous) continue;
    const after = new Map(next.fields.filter((f) => !f.isTrashed).map((f) => [f.id, f]));
    for (const old of previous.fields.filter((f) => !f.isTrashed)) {
      const field = after.get(old.id);
      const risk = { formId: next.id, fieldId: old.id, label: field?.label ?? old.label, from: old.type };
      if (!field) risks.push({ ...risk, kind: 'removed', to: old.type });
      else {
        if (!old.required && field.required) risks.push({ ...risk, kind: 'made-required', to: field.type });
        if (old.type !== field.type) risks.push({ ...risk, kind: 'type-changed', to: field.type });
      }
    }
  }
  return risks;
}

const entriesWord = (n: number) => (n === 1 ? '1 existing entry' : `${n} existing entries`);

function riskLine(risk: FieldRisk, n: number): SafetyLine {
  const level = n > 0 ? 'touches-data' : 'safe';
  const text = {
    'made-required':
      n > 0
        ? `${risk.label} made required: ${entriesWord(n)} ${n === 1 ? 'has' : 'have'} it empty`
        : `${risk.label} made required: no existing entry has it empty`,
    removed:
      n > 0
        ? `${risk.label} removed: ${entriesWord(n)} ${n === 1 ? 'holds' : 'hold'} a value; it moves to the field trash and the values stay readable`
        : `${risk.label} removed: no existing entry holds a value`,
    'type-changed':
      n > 0
        ? `${risk.label} changes from ${risk.from} to ${risk.to}: ${entriesWord(n)} ${n === 1 ? 'keeps its' : 'keep their'} stored value`
        : `${risk.label} changes from ${risk.from} to ${risk.to}: no existing entry holds a value`,
  }[risk.kind];
  return { level, text, affectedEntries: n };
}

/** The safety summary of an update: each risky change with its count, then what is always safe. */
export function safetyLines(
  risks: readonly FieldRisk[],
  counts: ReadonlyMap<FieldRisk, number>,
): SafetyLine[] {
  const safe = (text: string): SafetyLine => ({ level: 'safe', text, affectedEntries: null });
  return [
    ...risks.map((risk) => riskLine(risk, counts.get(risk) ?? 0)),
    safe('No entry is rewritten or deleted: stored values stay as they are.'),
    safe("Fields your organisation added and each form's access settings are kept."),
    safe("Sample rows are replaced with the release's (at most 5 per form)."),
  ];
}
