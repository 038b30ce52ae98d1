import type { FieldConfig } from '../fields/field-config.schemas.ts';
import type { ChangeLine, FormsDiff } from './template-library.schemas.ts';

// The difference between two sets of template forms (the release an organisation holds and the one on offer),
// as JSON (formsDiffSchema) and as lines a person reads. Forms are matched by template form id, fields by id,
// never by label.

/** A form on one side of a diff: its template form id, name, version and fields. */
export interface DiffForm {
  id: string;
  name: string;
  version: number | null;
  fields: readonly FieldConfig[];
}

/** JSON with keys in a fixed order: jsonb stores keys in its own order, so plain JSON text would differ. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What a field is, as a template defines it: everything but who may see or edit it, which names people of the
 * organisation holding the form and never travels with a release.
 */
export function templatePart(field: FieldConfig): string {
  const { viewAccess: _v, editAccess: _e, ...rest } = field;
  return stableJson(rest);
}

export const sameTemplateField = (a: FieldConfig, b: FieldConfig) => templatePart(a) === templatePart(b);

const liveById = (fields: readonly FieldConfig[]) =>
  new Map(fields.filter((field) => !field.isTrashed).map((field) => [field.id, field]));

const ref = (field: FieldConfig) => ({ id: field.id, label: field.label });

/** The structural difference from one set of forms to another. */
export function formsDiff(from: readonly DiffForm[], to: readonly DiffForm[]): FormsDiff {
  const fromById = new Map(from.map((form) => [form.id, form]));
  const toIds = new Set(to.map((form) => form.id));
  const diff: FormsDiff = {
    addedForms: to.filter((form) => !fromById.has(form.id)).map((form) => ({ id: form.id, name: form.name })),
    removedForms: from
      .filter((form) => !toIds.has(form.id))
      .map((form) => ({ id: form.id, name: form.name })),
    changedForms: [],
  };
  for (const next of to) {
    const previous = fromById.get(next.id);
    if (!previous) continue;
    const before = liveById(previous.fields);
    const after = liveById(next.fields);
    const addedFields = [...after.values()].filter((f) => !before.has(f.id)).map(ref);
    const removedFields = [...before.values()].filter((f) => !after.has(f.id)).map(ref);
    const changedFields = [...after.values()]
      .filter((f) => {
        const old = before.get(f.id);
        return old !== undefined && !sameTemplateField(old, f);
      })
      .map(ref);
    const renamed = previous.name !== next.name;
    if (addedFields.length + removedFields.length + changedFields.length === 0 && !renamed) continue;
    diff.changedForms.push({
      id: next.id,
      name: next.name,
      fromVersion: previous.version,
      toVersion: next.version ?? 0,
      addedFields,
      removedFields,
      changedFields,
    });
  }
  return diff;
}

export const isEmptyDiff = (diff: FormsDiff) =>
  diff.addedForms.length + diff.removedForms.length + diff.changedForms.length === 0;

const line = (kind: ChangeLine['kind'], formName: string, fieldLabel: string | null, text: string) => ({
  kind,
  formName,
  fieldLabel,
  text,
});

/** What changed in one field, in words; several lines when several things changed. */
function fieldLines(formName: string, before: FieldConfig, after: FieldConfig): ChangeLine[] {
  const lines: ChangeLine[] = [];
  const label = after.label;
  if (before.label !== after.label) {
    lines.push(
      line(
        'field-renamed',
        formName,
        label,
        `Field "${before.label}" renamed to "${label}" in "${formName}"`,
      ),
    );
  }
  if (!before.required && after.required) {
    lines.push(
      line('field-made-required', formName, label, `Field "${label}" made required in "${formName}"`),
    );
  }
  if (before.required && !after.required) {
    lines.push(
      line('field-made-optional', formName, label, `Field "${label}" made optional in "${formName}"`),
    );
  }
  if (before.type !== after.type) {
    lines.push(
      line(
        'field-type-changed',
        formName,
        label,
        `Field "${label}" changed from ${before.type} to ${after.type} in "${formName}"`,
      ),
    );
  }
  const rest = (f: FieldConfig) => templatePart({ ...f, label: '', required: false, type: 'text' });
  if (rest(before) !== rest(after)) {
    lines.push(line('field-changed', formName, label, `Field "${label}" settings changed in "${formName}"`));
  }
  return lines;
}

/** The changes from one set of forms to another, in words a person reads, form by form. */
export function changeLines(from: readonly DiffForm[], to: readonly DiffForm[]): ChangeLine[] {
  const fromById = new Map(from.map((form) => [form.id, form]));
  const toIds = new Set(to.map((form) => form.id));
  const lines: ChangeLine[] = [];
  for (const next of to) {
    const previous = fromById.get(next.id);
    if (!previous) {
      lines.push(line('form-added', next.name, null, `Form "${next.name}" added`));
      continue;
    }
    if (previous.name !== next.name) {
      lines.push(line('form-renamed', next.name, null, `Form "${previous.name}" renamed to "${next.name}"`));
    }
    const before = liveById(previous.fields);
    const after = liveById(next.fields);
    for (const field of after.values()) {
      const old = before.get(field.id);
      if (!old) {
        lines.push(
          line('field-added', next.name, field.label, `Field "${field.label}" added to "${next.name}"`),
        );
      } else {
        lines.push(...fieldLines(next.name, old, field));
      }
    }
    for (const field of before.values()) {
      if (after.has(field.id)) continue;
      lines.push(
        line(
          'field-removed',
          next.name,
          field.label,
          `Field "${field.label}" removed from "${next.name}" (kept in the field trash with its values)`,
        ),
      );
    }
  }
  for (const form of from) {
    if (toIds.has(form.id)) continue;
    lines.push(
      line(
        'form-removed',
        form.name,
        null,
        `Form "${form.name}" is no longer in the template; your copy stays as it is`,
      ),
    );
  }
  return lines;
}
