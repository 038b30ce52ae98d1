import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { type SQL, sql } from 'drizzle-orm';
import { BUILT_IN_HEADERS } from './export-cells.ts';

// The CSV export lets PostgreSQL write the text of the cells whose text it can compute exactly as the
// Node formatting does (docs/decisions/0038-export-through-sql.md). Every field type exports a stored
// string, number or boolean as it is (exportCellVia): only lists and objects need the type's formatting.
// A cell SQL cannot vouch for is null, which makes its run null, and Node formats that whole row.

/**
 * Columns whose values are objects or lists of objects as a rule (files, table rows, JSON, foreign-key
 * choices): Node formats them in every row, between the runs of columns PostgreSQL writes. Options chosen
 * from a list are texts: PostgreSQL joins them (listTextSql).
 */
export function formattedByNode(field: FieldConfig): boolean {
  return ['file', 'table', 'json'].includes(field.type) || field.options?.kind === 'foreignKey';
}

/** Columns whose values are lists of texts as a rule. */
export const isTextList = (field: FieldConfig) => field.type === 'multiselect' && !formattedByNode(field);

/** The export's columns (built-ins, then fields) cut into runs PostgreSQL writes and columns Node writes. */
export interface CsvLayout {
  /** In column order: a run of columns written by SQL (its index among the runs), or a column Node writes. */
  pieces: ({ run: number } | { column: number })[];
  /** Per run, the indexes of its columns. */
  runs: number[][];
  /** The columns of lists of texts (isTextList). */
  lists: ReadonlySet<number>;
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
  const lists = new Set(
    fields.flatMap((field, i) => (isTextList(field) ? [BUILT_IN_HEADERS.length + i] : [])),
  );
  return { pieces, runs, lists };
}

/** Formula neutralisation (neutralised in export-cells.ts): = + - @ tab CR first gets an apostrophe. */
const neutralisedSql = (text: SQL) =>
  sql`case when ascii(${text}) in (61, 43, 45, 64, 9, 13) then '''' || ${text} else ${text} end`;

/**
 * A text cell as csvField writes it after neutralisation: quoted when it holds , " CR or LF. strpos looks for
 * one byte with memchr: cheaper than a regular expression, which PostgreSQL matches character by character.
 */
export const csvTextSql = (text: SQL) =>
  sql`case when strpos(${text}, '"') > 0 then '"' || replace(${neutralisedSql(text)}, '"', '""') || '"'
    when strpos(${text}, ',') + strpos(${text}, E'\\r') + strpos(${text}, E'\\n') > 0
    then '"' || ${neutralisedSql(text)} || '"' else ${neutralisedSql(text)} end`;

/**
 * A stored number's text as JavaScript's String(Number(text)) writes it, or null. Both read the text as the
 * nearest double and write the shortest digits that read back as it; they differ in where they switch to an
 * exponent (PostgreSQL from 1e15 and below 1e-4, JavaScript from 1e21 and below 1e-6): Node formats those,
 * and texts too long to be a double PostgreSQL would accept.
 */
function numberTextSql(text: SQL): SQL {
  const double = sql`(${text})::float8::text`;
  return sql`case when length(${text}) <= 24 and strpos(${double}, 'e') = 0 and ${double} <> '-0' then ${double} end`;
}

/**
 * A list's items joined as valueText joins them (', ', empty items left out), when every item is a text;
 * null otherwise. `value` is the list's jsonb.
 */
export const listTextSql = (value: SQL) =>
  sql`case when jsonb_typeof(${value}) = 'array' and not (${value} @? '$[*] ? (@.type() != "string")')
    then coalesce((select string_agg(item, ', ') from jsonb_array_elements_text(${value}) as item where item <> ''), '') end`;

/**
 * A field's cell from its value's text (->>, null when absent or JSON null: an empty cell) and jsonb type:
 * a string is quoted and neutralised, a number and a boolean as JavaScript writes them; a list or an object
 * is null (Node's part). Only a text starting with a digit, '-', '[' or '{' may be other than a string whose
 * cell it writes (true and false write the same either way), so only then is the type looked up.
 */
export const fieldCellSql = (text: SQL, type: SQL, list?: SQL) =>
  sql`case when ${text} is null then '' when ascii(${text}) between 48 and 57 or ascii(${text}) in (45, 91, 123)
    then case ${type} when 'string' then ${csvTextSql(text)} when 'number' then ${numberTextSql(text)}
      ${list ? sql`when 'array' then ${csvTextSql(list)}` : sql``} end
    else ${csvTextSql(text)} end`;

// On the PostgreSQL server, COPY's own CSV writer quotes the cells (docs/decisions/0042-export-through-copy.md):
// a cell's expression gives its text before quoting, null for an empty cell (COPY writes '' as ""), and a
// byte 0x01 for a cell it cannot vouch for, whose row Node then formats (0x01 in a stored text does the same).
// Each expression reads a value's text `t`, computed once in the query around the page.

/** The byte that marks a row of a copy Node must format. */
export const NODE_ROW_MARK = 1;
const marked = sql`E'\\x01'`;

/**
 * A number's text that copyNumberSql writes as it is: at most 15 bytes (a number's text is ASCII), with no
 * fraction, or one not ending in 0 and not below 1e-6. Tested with LIKE, one call a test, where strpos() and
 * right() took two (about 4 % of a page's CPU).
 */
const keptNumberText = (t: SQL) =>
  sql`octet_length(${t}) <= 15 and (${t} not like '%.%' or ${t} not like '%0' and ${t} not like '%0.000000%')`;

/**
 * A number's text as String(Number(text)) writes it (numberTextSql), with fewer conversions. jsonb writes a
 * number without exponent, without leading zeros and '-0' as '0': a text of at most 15 characters with no
 * fraction, or whose fraction ends in a digit other than 0 and which is no smaller than 1e-6, has at most 15
 * significant digits, which the nearest double keeps and JavaScript writes back as they are. Otherwise the
 * double's shortest text: zero is '0', an exponent PostgreSQL would write (from 1e15, below 1e-4) is Node's.
 */
const copyNumberSql = (t: SQL) =>
  sql`case when ${keptNumberText(t)} then ${t}
    when length(${t}) > 24 then ${marked} when ${t}::float8 = 0 then '0'
    when abs(${t}::float8) >= 1e15 or abs(${t}::float8) < 1e-4 then ${marked} else ${t}::float8::text end`;

/**
 * A list's text as valueText joins it, from its JSON text (->> of an array): an array of texts with no escape
 * and no empty text, which jsonb writes as ["a", "b"], is its texts between '", "'; `joined` is that cut
 * (listCutSql), valid when it holds no '"'. Anything else is joined by listTextSql, null if not all texts.
 */
export const listCutSql = (t: SQL) => sql`replace(substr(${t}, 3, length(${t}) - 4), '", "', ', ')`;
export const copyListSql = (t: SQL, joined: SQL, value: SQL) =>
  sql`case when ${t} = '[]' then '' when left(${t}, 2) = '["' and strpos(${t}, '\\') = 0
      and strpos(${t}, '""') = 0 and strpos(${joined}, '"') = 0 then ${joined}
    else ${listTextSql(value)} end`;

/** Classes of a text's first character, from which its cell is decided (FIRST_CLASSES). */
const PLAIN = 0;
const EMPTY = 1;
const FORMULA = 2;
const MINUS = 3;
const DIGIT = 4;
const BRACKET = 5;

/** The class of each character code up to 127 (0 for an empty text, as ascii() gives it), and 128 for the rest. */
const FIRST_CLASSES = Array.from({ length: 129 }, (_, code) => {
  if (code === 0) return EMPTY;
  if ('=+@\t\r'.includes(String.fromCharCode(code))) return FORMULA;
  if (code === 45) return MINUS;
  if (code >= 48 && code <= 57) return DIGIT;
  return code === 91 || code === 123 ? BRACKET : PLAIN;
});

/**
 * A text's first class, its first character's code looked up in an array: a call of ascii(), which allocates
 * nothing, and one comparison in least(). PostgreSQL evaluates each comparison as a function call, most of a
 * cell's cost, so a chain of them per cell costs more. Null (a value not given) is PLAIN, whose cell is the
 * text, null; a stored 0x01 is PLAIN too, and marks its row as it is.
 */
const firstClassSql = (t: SQL) =>
  sql`(${sql.raw(`'[0:128]={${FIRST_CLASSES.join(',')}}'::int[]`)})[least(ascii(${t}), 128)]`;

/** A text cell before quoting: formulas neutralised (= + @ tab CR -), an empty text as null. */
export const copyTextSql = (t: SQL) =>
  sql`case ${firstClassSql(t)} when ${PLAIN} then ${t} when ${EMPTY} then null
    when ${FORMULA} then '''' || ${t} when ${MINUS} then '''' || ${t} else ${t} end`;

/**
 * A field's cell before quoting, as fieldCellSql decides it; a cell fieldCellSql leaves to Node is marked. The
 * value's JSON type is looked up only for a text starting with '-', '[' or '{', or with a digit unless
 * copyNumberSql keeps the text as it is: then the text is the cell whether the value is a string or a number.
 * The classes are tested in the order of how often they come.
 */
export function copyFieldCellSql(t: SQL, value: SQL, list?: SQL): SQL {
  const listed = list
    ? sql`when 'array' then case when ${list} is null then ${marked} else ${copyTextSql(list)} end`
    : sql``;
  // A string starting with '-' (45) is neutralised; a number's minus sign is not.
  const typed = sql`case jsonb_typeof(${value})
      when 'string' then case when ascii(${t}) = 45 then '''' || ${t} else ${t} end
      when 'number' then ${copyNumberSql(t)} ${listed}
      else ${marked} end`;
  return sql`case ${firstClassSql(t)} when ${PLAIN} then ${t}
    when ${DIGIT} then case when ${keptNumberText(t)} then ${t} else ${typed} end
    when ${FORMULA} then '''' || ${t} when ${EMPTY} then null else ${typed} end`;
}
