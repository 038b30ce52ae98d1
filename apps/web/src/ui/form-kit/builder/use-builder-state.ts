import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { copyFields, moveField, removeField, restoreField } from '@atrium/domain/fields/field-rules.ts';
import type { FormAccessConfig } from '@atrium/domain/forms/forms.schemas.ts';
import { useCallback, useMemo, useState } from 'react';

export interface BuilderValues {
  name: string;
  fields: FieldConfig[];
  access: FormAccessConfig;
  /** The chosen form group; null places the form in the Default group. */
  formGroupId: string | null;
}

/** Field-list changes; every function keeps its identity so memoised cards do not re-render on typing. */
export interface FieldActions {
  /** Adds the field, or replaces the one with its id. */
  save: (field: FieldConfig) => void;
  remove: (id: string) => void;
  restore: (id: string) => void;
  move: (from: number, to: number) => void;
  copyFrom: (source: readonly FieldConfig[]) => void;
}

export interface BuilderState extends BuilderValues {
  setName: (name: string) => void;
  setAccess: (access: FormAccessConfig) => void;
  setFormGroupId: (id: string | null) => void;
  fieldActions: FieldActions;
  /** Name entered: Add field and Copy Fields are offered. */
  named: boolean;
  /** Name entered and at least one live field: Save Form is offered. */
  canSave: boolean;
  reset: (values: BuilderValues) => void;
}

/** The builder's state, held by whoever shows the builder (a page or, later, a template dialog). */
export function useBuilderState(initial: BuilderValues): BuilderState {
  const [name, setName] = useState(initial.name);
  const [fields, setFields] = useState(initial.fields);
  const [access, setAccess] = useState(initial.access);
  const [formGroupId, setFormGroupId] = useState(initial.formGroupId);

  const fieldActions = useMemo<FieldActions>(
    () => ({
      save: (field) =>
        setFields((current) =>
          current.some((f) => f.id === field.id)
            ? current.map((f) => (f.id === field.id ? field : f))
            : [...current, field],
        ),
      remove: (id) => setFields((current) => removeField(current, id)),
      restore: (id) => setFields((current) => restoreField(current, id)),
      move: (from, to) => setFields((current) => moveField(current, from, to)),
      copyFrom: (source) => setFields((current) => copyFields(current, source)),
    }),
    [],
  );

  const reset = useCallback((values: BuilderValues) => {
    setName(values.name);
    setFields(values.fields);
    setAccess(values.access);
    setFormGroupId(values.formGroupId);
  }, []);

  const named = name.trim().length > 0;
  return {
    name,
    fields,
    access,
    formGroupId,
    setName,
    setAccess,
    setFormGroupId,
    fieldActions,
    named,
    canSave: named && fields.some((field) => !field.isTrashed),
    reset,
  };
}
