import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { withoutRefusedText } from '@atrium/domain/common/request-text.ts';
import { type ImportCell, type ImportFileKind, isBlankCell } from '@atrium/domain/entries/import.ts';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import type { SourceRow } from './import-segments.ts';

/** One row of a sheet: its number as the sheet counts rows (the header is row 1) and its cells. */
export interface SheetRow {
  rowNumber: number;
  cells: ImportCell[];
}

/** An XLSX cell value as the user sees it: formula results, rich text and links read as their text. */
function xlsxCell(value: ExcelJS.CellValue): ImportCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value;
  if ('result' in value) return xlsxCell(value.result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('text' in value) return xlsxCell(value.text as ExcelJS.CellValue);
  if ('error' in value) return null;
  return String(value);
}

/** Rows of a sheet in batches, and how much of the file has been read so far (0 to 1). */
export interface OpenSheet {
  batches: AsyncGenerator<SheetRow[]>;
  fraction: () => number;
}

type Progress = { fraction: number };

/** Rows gathered for one hand-over: each step of an async iteration costs more than a row's parsing. */
const ROWS_A_BATCH = 500;

/**
 * The records a stream holds each time it has some, as one batch: reading them one `for await` step each
 * cost a third of the parsing again. Ending the iteration early closes the stream.
 */
async function* recordBatches(records: Readable): AsyncGenerator<string[][]> {
  let failure: Error | null = null;
  let ended = false;
  let wake: (() => void) | null = null;
  const woken = () => wake?.();
  records.on('readable', woken);
  records.on('end', () => {
    ended = true;
    woken();
  });
  records.on('error', (error) => {
    failure = error;
    woken();
  });
  try {
    for (;;) {
      const batch: string[][] = [];
      let record: string[] | null = records.read();
      while (record !== null) {
        batch.push(record);
        record = records.read();
      }
      // The records read before a failure go first, as they would one by one.
      if (batch.length > 0) yield batch;
      else if (failure) throw failure;
      else if (ended) return;
      else {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
      }
    }
  } finally {
    records.destroy();
  }
}

async function* csvBatches(file: string, size: number, progress: Progress): AsyncGenerator<SheetRow[]> {
  const input = createReadStream(file);
  const parser = parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);
  let rowNumber = 0;
  try {
    for await (const records of recordBatches(parser)) {
      progress.fraction = size > 0 ? Math.min(1, input.bytesRead / size) : 1;
      yield records.map((cells) => ({ rowNumber: ++rowNumber, cells }));
    }
  } finally {
    input.destroy();
  }
}

/** XLSX is read as a stream, row by row: only the first worksheet is imported. */
async function* xlsxBatches(file: string, size: number, progress: Progress): AsyncGenerator<SheetRow[]> {
  // The spreadsheet readers are loaded on the first import that needs them, not at start-up.
  const { default: ExcelJS } = await import('exceljs');
  const input = createReadStream(file);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell date cells from numbers.
    styles: 'cache',
    hyperlinks: 'ignore',
  });
  for await (const worksheet of workbook) {
    let batch: SheetRow[] = [];
    for await (const row of worksheet) {
      // row.values is 1-based, with holes for empty cells.
      const values = (row.values as ExcelJS.CellValue[]).slice(1);
      batch.push({ rowNumber: row.number, cells: Array.from(values, (value) => xlsxCell(value)) });
      if (batch.length === ROWS_A_BATCH) {
        progress.fraction = size > 0 ? Math.min(1, input.bytesRead / size) : 1;
        yield batch;
        batch = [];
      }
    }
    progress.fraction = 1;
    if (batch.length > 0) yield batch;
    return;
  }
}

/** Legacy XLS files are small by nature (65,536 rows at most): read whole, then given in batches. */
async function* xlsBatches(file: string, progress: Progress): AsyncGenerator<SheetRow[]> {
  const XLSX = await import('@e965/xlsx');
  const workbook = XLSX.read(await readFile(file), { type: 'buffer', cellDates: true, dense: true });
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet) return;
  const rows = XLSX.utils.sheet_to_json<ImportCell[]>(sheet, {
    header: 1,
    raw: true,
    blankrows: true,
    defval: null,
  });
  for (let start = 0; start < rows.length; start += ROWS_A_BATCH) {
    const end = Math.min(rows.length, start + ROWS_A_BATCH);
    progress.fraction = end / rows.length;
    yield rows.slice(start, end).map((cells, i) => ({ rowNumber: start + i + 1, cells }));
  }
}

/** The rows under the header (the first non-blank row), in the sheet's batches. */
export async function* dataRows(batches: AsyncIterable<readonly SheetRow[]>): AsyncGenerator<SourceRow[]> {
  let headerSeen = false;
  for await (const batch of batches) {
    let start = 0;
    while (!headerSeen && start < batch.length) {
      headerSeen = !(batch[start]?.cells ?? []).every(isBlankCell);
      start += 1;
    }
    if (start < batch.length)
      yield batch.slice(start).map(({ rowNumber, cells }) => ({ row: rowNumber, cells }));
  }
}

export async function openSheet(file: string, kind: ImportFileKind): Promise<OpenSheet> {
  const { size } = await stat(file);
  const progress: Progress = { fraction: 0 };
  const batches =
    kind === 'csv'
      ? csvBatches(file, size, progress)
      : kind === 'xlsx'
        ? xlsxBatches(file, size, progress)
        : xlsBatches(file, progress);
  return { batches, fraction: () => progress.fraction };
}

/** Header names as mapping keys: trimmed, blanks named by position, repeats numbered. */
export function columnNames(header: readonly ImportCell[]): string[] {
  const seen = new Map<string, number>();
  return header.map((cell, index) => {
    // A header comes back as a key of the mapping request: without the characters no request may carry.
    const text = cell instanceof Date ? cell.toISOString() : String(cell ?? '');
    const base = withoutRefusedText(text).trim() || `Column ${index + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

export function cellPreview(cell: ImportCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell);
}
