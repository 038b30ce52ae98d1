import {
  BUILT_IN_COLUMNS,
  FILTER_OPERATORS,
  type FilterCondition,
  type FilterKind,
} from '@atrium/domain/entries/entries.filters.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { filterKindOf } from '@atrium/domain/fields/field-types.ts';
import { type SQL, sql } from 'drizzle-orm';
import { likePattern } from '../../platform/db/like-pattern.ts';
import { entries } from '../../platform/db/schema.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { valueText } from './entries.repo.ts';
import {
  entryNumberSql,
  entryTextSql,
  freeTextSortKeys,
  type IndexUse,
  indexKindOf,
  isFreeTextSorted,
} from './entry-indexes.repo.ts';
import { type KeyKind, keyColumnName, keyColumnSql } from './entry-keys.repo.ts';

export const INVALID_FILTERS = 'Invalid filters';

/** A number stored as a number or a numeric string, else null: a safe cast for comparisons and sorting. */
export const numberOf = (fieldId: string) => entryNumberSql(fieldId);

/** A built-in column read as text (people by name, times by UTC day) or the value text of a field. */
function builtInText(column: (typeof BUILT_IN_COLUMNS)[number]): SQL {
  if (column === 'created_by') return sql`${entries.createdByName}`;
  if (column === 'updated_by') return sql`${entries.updatedByName}`;
  const time = column === 'created_at' ? entries.createdAt : entries.updatedAt;
  return sql`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD')`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
function dayOf(value: unknown): string {
  if (typeof value !== 'string' || !DAY.test(value.slice(0, 10))) throw badRequest(INVALID_FILTERS);
  return value.slice(0, 10);
}

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [textOf(value)]);

function textCondition(target: SQL, operator: string, value: unknown): SQL {
  const text = textOf(value);
  switch (operator) {
    case 'contains':
      return sql`${target} ilike ${likePattern(text)}`;
    case 'equals':
      return sql`lower(${target}) = lower(${text})`;
    case 'startsWith':
      return sql`${target} ilike ${likePattern(text, 'prefix')}`;
    case 'isEmpty':
      return sql`coalesce(${target}, '') = ''`;
    default:
      return sql`coalesce(${target}, '') <> ''`;
  }
}

/** A number compared: target is the field's number as its index (or its key column) holds it. */
function numberCondition(target: SQL, operator: string, value: unknown): SQL {
  const number = typeof value === 'number' ? value : Number(textOf(value).trim() || Number.NaN);
  if (!Number.isFinite(number)) throw badRequest(INVALID_FILTERS);
  const compare = { '>': sql`>`, '<': sql`<`, '>=': sql`>=`, '<=': sql`<=`, '==': sql`=` }[operator];
  return sql`${target} ${compare} ${number}`;
}

function dateCondition(target: SQL, operator: string, value: unknown): SQL {
  const day = sql`left(nullif(${target}, ''), 10)`;
  if (operator === 'between') {
    const [from, to] = Array.isArray(value) ? value : [];
    return sql`${day} between ${dayOf(from)} and ${dayOf(to)}`;
  }
  const compare = { on: sql`=`, before: sql`<`, after: sql`>` }[operator];
  return sql`${day} ${compare} ${dayOf(value)}`;
}

/**
 * An option chosen among the field's own options, matched on its index alone (the lower-cased value): the
 * options a field offers differ by more than case, so this is exact, and it spares reading each row's data.
 * A field whose options differ only by case compares the exact value too.
 */
function indexedOptionMatch(field: FieldConfig, values: string[], wanted: SQL): SQL {
  const lowered = loweredOptionMatch(entryTextSql(field.id), values);
  return caseMatters(field) ? sql`(${lowered} and ${valueText(field.id)} in ${wanted})` : lowered;
}

/** target (an option's lower-cased value, as its index or key column holds it) is one of the values. */
const loweredOptionMatch = (target: SQL, values: string[]) =>
  sql`${target} in (${sql.join(
    values.map((v) => sql`${v.toLowerCase()}`),
    sql`, `,
  )})`;

/** Whether some of the field's options differ only by case, so that the lower-cased value cannot tell them apart. */
function caseMatters(field: FieldConfig): boolean {
  const options = field.options?.kind === 'custom' ? field.options.values : [];
  return new Set(options.map((option) => option.toLowerCase())).size < options.length;
}

/** Whether an option condition reads the field's text index (indexedOptionMatch; multiselects have none). */
const isMatchedOnIndex = (field: FieldConfig, value: unknown) =>
  indexKindOf(field) === 'text' && listOf(value).length > 0;

function selectCondition(field: FieldConfig, operator: string, value: unknown): SQL {
  const wanted = sql`(select jsonb_array_elements_text(${JSON.stringify(listOf(value))}::jsonb))`;
  const data = sql`${entries.data} -> ${field.id}::text`;
  const matches =
    field.type === 'multiselect'
      ? sql`exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${data}) = 'array' then ${data} else '[]'::jsonb end) as item
                    where coalesce(item ->> 'value', item #>> '{}') in ${wanted})`
      : isMatchedOnIndex(field, value)
        ? indexedOptionMatch(field, listOf(value), wanted)
        : sql`${valueText(field.id)} in ${wanted}`;
  return operator === 'isNot' ? sql`not coalesce(${matches}, false)` : matches;
}

/**
 * One filter condition as SQL. The field must be one the reader may view (or a built-in column) and the
 * operator one its kind offers; anything else is refused, so a forged filter cannot probe hidden values.
 */
export function conditionSql(condition: FilterCondition, viewable: ReadonlyMap<string, FieldConfig>): SQL {
  const { fieldId, operator, value } = condition;
  const builtIn = BUILT_IN_COLUMNS.find((column) => column === fieldId);
  const field = viewable.get(fieldId);
  if (!builtIn && !field) throw badRequest(INVALID_FILTERS);
  const kind: FilterKind = builtIn
    ? builtIn.endsWith('_at')
      ? 'date'
      : 'text'
    : filterKindOf(field?.type ?? '');
  if (!(FILTER_OPERATORS[kind] as readonly string[]).includes(operator)) throw badRequest(INVALID_FILTERS);
  const target = builtIn ? builtInText(builtIn) : valueText(fieldId);
  if (kind === 'number') return numberCondition(numberOf(fieldId), operator, value);
  if (kind === 'date') return dateCondition(target, operator, value);
  if (kind === 'select' && field) return selectCondition(field, operator, value);
  if (kind === 'boolean') {
    const isTrue = sql`${entries.data} -> ${fieldId}::text = 'true'::jsonb`;
    return operator === 'isTrue' ? isTrue : sql`not coalesce(${isTrue}, false)`;
  }
  return textCondition(target, operator, value);
}

/**
 * A condition (already checked by conditionSql) over the form's key columns (entry-keys.repo.ts), when it
 * reads nothing else: a number compared, or an option matched on its lower-cased value alone. Null otherwise.
 */
export function keyConditionOf(
  condition: FilterCondition,
  viewable: ReadonlyMap<string, FieldConfig>,
): { column: string; sql: SQL } | null {
  const { fieldId, operator, value } = condition;
  const field = viewable.get(fieldId);
  const kind = field && keyKindOf(field, value);
  const column = field && kind ? keyColumnName(kind, field.id) : null;
  if (!column) return null;
  if (kind === 'number') return { column, sql: numberCondition(keyColumnSql(column), operator, value) };
  const matches = loweredOptionMatch(keyColumnSql(column), listOf(value));
  return { column, sql: operator === 'isNot' ? sql`not coalesce(${matches}, false)` : matches };
}

/**
 * The key column a filter of the field could be counted from (decision 0060): a number compared, or an option
 * matched on its lower-cased value alone (not when options differ only by case). Null for any other filter.
 */
function keyKindOf(field: FieldConfig, value: unknown): KeyKind | null {
  const kind = filterKindOf(field.type);
  if (kind === 'number') return 'number';
  return kind === 'select' && isMatchedOnIndex(field, value) && !caseMatters(field) ? 'text' : null;
}

/**
 * The table's ORDER BY keys for a column: the sort target, or for a free-text field the prefix its sort index
 * holds and then the whole value (same order, and the index serves the first key).
 */
export function sortKeys(sort: string, viewable: ReadonlyMap<string, FieldConfig>): SQL[] {
  const field = viewable.get(sort);
  return field && isFreeTextSorted(field) ? freeTextSortKeys(field.id) : [sortTarget(sort, viewable)];
}

/** The ORDER BY target of a sort key: a built-in column or a viewable field by its kind. */
export function sortTarget(sort: string, viewable: ReadonlyMap<string, FieldConfig>): SQL {
  if (sort === 'created_at') return sql`${entries.createdAt}`;
  if (sort === 'updated_at') return sql`${entries.updatedAt}`;
  if (sort === 'created_by') return sql`${entries.createdByName}`;
  if (sort === 'updated_by') return sql`${entries.updatedByName}`;
  const field = viewable.get(sort);
  if (!field) throw badRequest('Invalid sort');
  const kind = filterKindOf(field.type);
  if (kind === 'number') return numberOf(field.id);
  if (indexKindOf(field) === 'text') return entryTextSql(field.id);
  if (kind === 'boolean') return sql`(${entries.data} ->> ${field.id}::text)`;
  return sql`lower(${valueText(field.id)})`;
}

/**
 * The on-demand indexes (entry-indexes.repo.ts) a page's conditions and sort would read: a number compared,
 * an option matched on its lower-cased value (indexedOptionMatch), a sort by a number, a date or an option,
 * and a free-text sort. A date condition reads the value's first ten characters, which no index holds.
 */
export function indexUsesOf(
  query: { filters: readonly FilterCondition[]; sort: string },
  viewable: ReadonlyMap<string, FieldConfig>,
): IndexUse[] {
  const uses: IndexUse[] = [];
  for (const { fieldId, value } of query.filters) {
    const field = viewable.get(fieldId);
    if (!field) continue;
    const kind = filterKindOf(field.type);
    const filter = keyKindOf(field, value) !== null;
    if (kind === 'number') uses.push({ fieldId, kind: 'number', filter });
    if (kind === 'select' && isMatchedOnIndex(field, value)) uses.push({ fieldId, kind: 'text', filter });
  }
  const sorted = viewable.get(query.sort);
  if (sorted) {
    const kind = indexKindOf(sorted);
    if (kind === 'number' || kind === 'text') uses.push({ fieldId: sorted.id, kind });
    else if (isFreeTextSorted(sorted)) uses.push({ fieldId: sorted.id, kind: 'sort' });
  }
  return uses;
}
