import { PassThrough, Writable } from 'node:stream';
import type { SheetCell } from '@atrium/domain/fields/field-type-parts.ts';
import { type Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { type ExportColumn, type ExportRow, neutralised } from './export-cells.ts';
import type { CsvLayout } from './export-csv-sql.ts';

/** Waits while the client is slower than the database; fails when the client has gone. */
export async function drained(stream: Writable): Promise<void> {
  if (stream.destroyed) throw new Error('the export was cancelled');
  if (!stream.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const cleanup = () => {
      stream.off('drain', done);
      stream.off('close', closed);
    };
    const done = () => {
      cleanup();
      resolve();
    };
    const closed = () => {
      cleanup();
      reject(new Error('the export was cancelled'));
    };
    stream.on('drain', done);
    stream.on('close', closed);
  });
}

/** One sheet being written: rows go in page by page. */
export interface SheetWriter {
  rows(rows: readonly ExportRow[]): void;
  close(): Promise<void>;
}

const cellsOf = (columns: readonly ExportColumn[], row: ExportRow): SheetCell[] =>
  columns.map((column) => neutralised(column.cell(row)));

const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV field as csv-stringify writes it: quoted when it holds a comma, a quote or a line break. */
function csvField(cell: SheetCell): string {
  if (cell === null) return '';
  if (typeof cell !== 'string') return String(cell);
  return NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** One row as a CSV line ending in CRLF, as csvSheet writes it. */
export const csvLine = (columns: readonly ExportColumn[], row: ExportRow): string => csvLines(columns, [row]);

/** A page of rows as CSV lines, built as one string: no array per row or per cell. */
function csvLines(columns: readonly ExportColumn[], rows: readonly ExportRow[]): string {
  let text = '';
  for (const row of rows) {
    let line = '';
    for (let i = 0; i < columns.length; i++) {
      const field = csvField(neutralised((columns[i] as ExportColumn).cell(row)));
      line += i === 0 ? field : `,${field}`;
    }
    text += `${line}\r\n`;
  }
  return text;
}

/**
 * A page of rows read with their runs of CSV text (csvSelect in entries-export.repo.ts): each line is the runs
 * and the cells Node formats, in column order; a row with a run SQL could not write is formatted whole.
 */
function csvLinesFromRuns(columns: readonly ExportColumn[], layout: CsvLayout, rows: readonly ExportRow[]) {
  const runsFrom = columns.length;
  const runCount = layout.runs.length;
  const pieces = layout.pieces.map((piece) =>
    'run' in piece
      ? (row: ExportRow) => row[runsFrom + piece.run] as string
      : (row: ExportRow) => csvField(neutralised((columns[piece.column] as ExportColumn).cell(row))),
  );
  let text = '';
  for (const row of rows) {
    let complete = true;
    for (let i = 0; i < runCount; i++) if (row[runsFrom + i] === null) complete = false;
    if (!complete) {
      text += csvLines(columns, [row]);
      continue;
    }
    let line = '';
    for (let i = 0; i < pieces.length; i++) {
      const piece = (pieces[i] as (row: ExportRow) => string)(row);
      line += i === 0 ? piece : `,${piece}`;
    }
    text += `${line}\r\n`;
  }
  return text;
}

/**
 * CSV with a byte-order mark, so spreadsheet programs read UTF-8 names right; lines end in CRLF. With a
 * layout, the rows come with their runs of CSV text written by PostgreSQL.
 */
export function csvSheet(out: Writable, columns: readonly ExportColumn[], layout?: CsvLayout): SheetWriter {
  out.write(`\uFEFF${columns.map((column) => csvField(neutralised(column.header))).join(',')}\r\n`);
  return {
    rows(rows) {
      if (rows.length === 0) return;
      out.write(layout ? csvLinesFromRuns(columns, layout, rows) : csvLines(columns, rows));
    },
    async close() {
      await new Promise<void>((resolve) => out.end(resolve));
    },
  };
}

/**
 * XLSX through exceljs's streaming writer: each row is committed and leaves memory at once. exceljs is loaded
 * on the first XLSX export or import, not at start-up, where it was the largest single part of the time.
 */
export async function xlsxSheet(
  out: Writable,
  columns: readonly ExportColumn[],
  sheetName: string,
): Promise<SheetWriter> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, '_') || 'Sheet1');
  sheet.addRow(columns.map((column) => neutralised(column.header))).commit();
  return {
    rows(rows) {
      for (const row of rows) sheet.addRow(cellsOf(columns, row)).commit();
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/** A streamed JSON array of objects keyed by the column headers; each value comes as JSON text. */
export function jsonSheet(out: Writable, columns: readonly ExportColumn[]): SheetWriter {
  const keys = columns.map((column) => `${JSON.stringify(column.header)}:`);
  let first = true;
  out.write('[');
  return {
    rows(rows) {
      let text = '';
      for (const row of rows) {
        let object = '{';
        for (let i = 0; i < columns.length; i++)
          object += `${i === 0 ? '' : ','}${keys[i]}${(columns[i] as ExportColumn).json(row)}`;
        text += `${first ? '' : ','}\n${object}}`;
        first = false;
      }
      if (text) out.write(text);
    },
    async close() {
      await new Promise<void>((resolve) => out.end('\n]\n', resolve));
    },
  };
}

/** A file inside a zip, written like any stream; CSV is deflated, XLSX (already a zip) stored. */
export function zipEntry(zip: Zip, name: string, compress: boolean): Writable {
  const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
  zip.add(entry);
  const writable = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      entry.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      callback();
    },
    final(callback) {
      entry.push(new Uint8Array(0), true);
      callback();
    },
  });
  return writable;
}

export const newOutput = () => new PassThrough({ highWaterMark: 1024 * 1024 });
