import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { useMemo, useState } from 'react';

/** Built-in data columns in the spec's order; form fields follow them (forms spec §2 'Entries table'). */
export const BUILT_IN_DATA_COLUMNS = [
  { id: 'code', label: 'Entry ID' },
  { id: 'updated_at', label: 'Updated At' },
  { id: 'updated_by', label: 'Updated By' },
  { id: 'created_at', label: 'Created At' },
  { id: 'created_by', label: 'Created By' },
] as const;

export interface LayoutColumn {
  id: string;
  label: string;
  field: FieldConfig | null;
}

/** The data columns the reader can show: built-ins and the fields they may view. */
export function dataColumns(fields: readonly FieldConfig[]): LayoutColumn[] {
  return [
    ...BUILT_IN_DATA_COLUMNS.map((column) => ({ ...column, field: null })),
    ...fields.map((field) => ({ id: field.id, label: field.label || field.id, field })),
  ];
}

/**
 * Order and visibility of the data columns. Ids the form no longer has are dropped; new fields appear
 * at the end, shown.
 */
export function useColumnLayout(fields: readonly FieldConfig[]) {
  const [order, setOrder] = useState<string[] | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const all = useMemo(() => dataColumns(fields), [fields]);

  const ordered = useMemo(() => {
    if (!order) return all;
    const byId = new Map(all.map((column) => [column.id, column]));
    const known = order.flatMap((id) => byId.get(id) ?? []);
    return [...known, ...all.filter((column) => !order.includes(column.id))];
  }, [all, order]);

  const shown = useMemo(() => ordered.filter((column) => !hidden.has(column.id)), [ordered, hidden]);

  return {
    ordered,
    shown,
    hidden,
    setOrder: (ids: string[]) => setOrder(ids),
    setHidden,
    /** A saved selection: its columns in its order, the rest hidden after them. */
    apply: (columns: string[]) => {
      const known = columns.filter((id) => all.some((column) => column.id === id));
      setOrder([...known, ...all.map((column) => column.id).filter((id) => !known.includes(id))]);
      setHidden(new Set(all.map((column) => column.id).filter((id) => !known.includes(id))));
    },
  };
}
export type ColumnLayout = ReturnType<typeof useColumnLayout>;
