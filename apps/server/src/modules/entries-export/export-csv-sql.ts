import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { type SQL, sql } from 'drizzle-orm';
import { BUILT_IN_HEADERS } from './export-cells.ts';

// The CSV export lets PostgreSQL write the text of the cells whose text it can compute exactly as the
// Node formatting does (docs/decisions/0038-export-through-sql.md). Every field type exports a stored
// string, number or boolean as it is (exportCellVia): only lists and objects need the type's formatting.
// A cell SQL cannot vouch for is null, which makes its run null, and Node formats that whole row.

/**
 * Columns whose values are lists or objects as a rule (options chosen, files, table rows, JSON, foreign-key
 * choices): Node formats them in every row, between the runs of columns PostgreSQL writes.
 */
export function formattedByNode(field: FieldConfig): boolean {
  return (
    ['multiselect', 'file', 'table', 'json'].includes(field.type) || field.options?.kind === 'foreignKey'
  );
}

/** The export's columns (built-ins, then fields) cut into runs PostgreSQL writes and columns Node writes. */
export interface CsvLayout {
  /** In column order: a run of columns written by SQL (its index among the runs), or a column Node writes. */
  pieces: ({ run: number } | { column: number })[];
  /** Per run, the indexes of its columns. */
  runs: number[][];
}

export function csvLayout(fields: readonly FieldConfig[]): CsvLayout {
  const pieces: CsvLayout['pieces'] = [];
  const runs: number[][] = [];
  let current: number[] | null = null;
  const count = BUILT_IN_HEADERS.length + fields.length;
  for (let column = 0; column < count; column++) {
    const field = fields[column - BUILT_IN_HEADERS.length];
    if (field && formattedByNode(field)) {
      current = null;
      pieces.push({ column });
    } else {
      if (!current) {
        current = [];
        pieces.push({ run: runs.length });
        runs.push(current);
      }
      current.push(column);
    }
  }
  return { pieces, runs };
}

/** Formula neutralisation (neutralised in export-cells.ts): = + - @ tab CR first gets an apostrophe. */
const neutralisedSql = (text: SQL) =>
  sql`case when ${text} ~ '^[-=+@\\t\\r]' then '''' || ${text} else ${text} end`;

/** A text cell as csvField writes it after neutralisation: quoted when it holds , " CR or LF. */
export const csvTextSql = (text: SQL) =>
  sql`case when ${text} ~ '[",\\r\\n]' then '"' || replace(${neutralisedSql(text)}, '"', '""') || '"' else ${neutralisedSql(text)} end`;

/**
 * A stored number's text as JavaScript's String(Number(text)) writes it, or null. jsonb keeps a number's
 * digits as written (1.50 stays 1.50); with at most 15 significant digits a double holds the decimal exactly,
 * so dropping the fraction's trailing zeros gives JavaScript's shortest text. Below 1e-6 JavaScript writes
 * an exponent: Node formats those, and anything longer.
 */
function numberTextSql(text: SQL): SQL {
  const trimmed = sql`(case when strpos(${text}, '.') > 0 then rtrim(rtrim(${text}, '0'), '.') else ${text} end)`;
  return sql`case when ${trimmed} ~ '^-?[0-9]+(\\.[0-9]+)?$' and ${trimmed} !~ '^-?0\\.0{6}'
    and length(${trimmed}) <= 15 + (${trimmed} like '-%')::int + (strpos(${trimmed}, '.') > 0)::int
    then case when ${trimmed} = '-0' then '0' else ${trimmed} end end`;
}

/**
 * A field's cell from its value's text (->>) and jsonb type: absent or null is empty, a string is quoted and
 * neutralised, a number and a boolean as JavaScript writes them; a list or an object is null (Node's part).
 */
export const fieldCellSql = (text: SQL, type: SQL) =>
  sql`case when ${type} is null or ${type} = 'null' then '' when ${type} = 'string' then ${csvTextSql(text)}
    when ${type} = 'number' then ${numberTextSql(text)} when ${type} = 'boolean' then ${text} end`;
