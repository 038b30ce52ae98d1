import type { FieldConfig, FieldOptions } from './field-config.schemas.ts';

// Foreign keys of a field list: a field's or a table column's options taken from another form's field.

/** The foreign-key settings of a field, or of a column of a table field; null when it has none. */
export function foreignKeyOf(field: FieldConfig | undefined, columnId: string | undefined) {
  const holder =
    columnId === undefined
      ? field
      : field?.type === 'table'
        ? field.columns.find((column) => column.id === columnId)
        : undefined;
  return holder?.options?.kind === 'foreignKey' ? holder.options : null;
}

/** The ids of the forms a field list references through foreign keys (fields and table columns). */
export function foreignFormIds(fields: readonly FieldConfig[]): string[] {
  const ids = fields
    .flatMap((field) => [field.options, ...field.columns.map((column) => column.options)])
    .flatMap((options) => (options?.kind === 'foreignKey' && options.formId ? [options.formId] : []));
  return [...new Set(ids)];
}

/** The field list with every foreign key (of fields and table columns) replaced by what `change` makes of it. */
export function mapForeignKeys(
  fields: readonly FieldConfig[],
  change: (key: Extract<FieldOptions, { kind: 'foreignKey' }>) => FieldOptions,
): FieldConfig[] {
  const map = <T extends { options: FieldOptions | null }>(item: T): T =>
    item.options?.kind === 'foreignKey' ? { ...item, options: change(item.options) } : item;
  return fields.map((field) => ({ ...map(field), columns: field.columns.map(map) }));
}
