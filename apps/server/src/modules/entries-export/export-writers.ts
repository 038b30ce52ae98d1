import { PassThrough, Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { type Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { type ExportColumn, type ExportRow, neutralised, type SheetCell } from './export-cells.ts';

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

/** CSV with a byte-order mark, so spreadsheet programs read UTF-8 names right. */
export function csvSheet(out: Writable, columns: readonly ExportColumn[]): SheetWriter {
  const options = { record_delimiter: 'windows', cast: { boolean: String } } as const;
  out.write(`\uFEFF${stringify([columns.map((column) => neutralised(column.header))], options)}`);
  return {
    rows(rows) {
      if (rows.length === 0) return;
      out.write(
        stringify(
          rows.map((row) => cellsOf(columns, row)),
          options,
        ),
      );
    },
    async close() {
      await new Promise<void>((resolve) => out.end(resolve));
    },
  };
}

/** XLSX through exceljs's streaming writer: each row is committed and leaves memory at once. */
export function xlsxSheet(out: Writable, columns: readonly ExportColumn[], sheetName: string): SheetWriter {
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

/** A streamed JSON array of objects keyed by the column headers. */
export function jsonSheet(out: Writable, columns: readonly ExportColumn[]): SheetWriter {
  let first = true;
  out.write('[');
  return {
    rows(rows) {
      if (rows.length === 0) return;
      const objects = rows.map((row) =>
        JSON.stringify(Object.fromEntries(columns.map((column) => [column.header, column.json(row)]))),
      );
      out.write(`${first ? '' : ','}\n${objects.join(',\n')}`);
      first = false;
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
