import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { withoutRefusedText } from '@atrium/domain/common/request-text.ts';
import { type ImportCell, type ImportFileKind, isBlankCell } from '@atrium/domain/entries/import.ts';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';

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

/** Rows of a sheet, and how much of the file has been read so far (0 to 1). */
export interface OpenSheet {
  rows: AsyncGenerator<SheetRow>;
  fraction: () => number;
}

type Progress = { fraction: number };

async function* csvRows(file: string, size: number, progress: Progress): AsyncGenerator<SheetRow> {
  const input = createReadStream(file);
  const parser = input.pipe(
    parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false }),
  );
  let rowNumber = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    rowNumber += 1;
    progress.fraction = size > 0 ? Math.min(1, input.bytesRead / size) : 1;
    yield { rowNumber, cells: record };
  }
}

/** XLSX is read as a stream, row by row: only the first worksheet is imported. */
async function* xlsxRows(file: string, size: number, progress: Progress): AsyncGenerator<SheetRow> {
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
    for await (const row of worksheet) {
      // row.values is 1-based, with holes for empty cells.
      const values = (row.values as ExcelJS.CellValue[]).slice(1);
      progress.fraction = size > 0 ? Math.min(1, input.bytesRead / size) : 1;
      yield { rowNumber: row.number, cells: Array.from(values, (value) => xlsxCell(value)) };
    }
    return;
  }
}

/** Legacy XLS files are small by nature (65,536 rows at most): read whole, then given row by row. */
async function* xlsRows(file: string, progress: Progress): AsyncGenerator<SheetRow> {
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
  let rowNumber = 0;
  for (const cells of rows) {
    rowNumber += 1;
    progress.fraction = rowNumber / rows.length;
    yield { rowNumber, cells };
  }
}

/** The rows under the header (the first non-blank row). */
export async function* dataRows(rows: AsyncIterable<SheetRow>) {
  let headerSeen = false;
  for await (const { rowNumber, cells } of rows) {
    if (!headerSeen) {
      headerSeen = !cells.every(isBlankCell);
      continue;
    }
    yield { row: rowNumber, cells };
  }
}

export async function openSheet(file: string, kind: ImportFileKind): Promise<OpenSheet> {
  const { size } = await stat(file);
  const progress: Progress = { fraction: 0 };
  const rows =
    kind === 'csv'
      ? csvRows(file, size, progress)
      : kind === 'xlsx'
        ? xlsxRows(file, size, progress)
        : xlsRows(file, progress);
  return { rows, fraction: () => progress.fraction };
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
