import { importFileKind } from '@atrium/domain/entries/import.ts';

export type SheetRows = Record<string, unknown>[];

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A cell as the import reads it: a spreadsheet date as the wall-clock text it shows (the sheet library gives
 * it in local time), 'yyyy-MM-dd' or 'yyyy-MM-ddTHH:mm'; everything else as it is.
 */
function cellOf(value: unknown): unknown {
  if (!(value instanceof Date)) return value;
  const day = `${value.getFullYear()}-${two(value.getMonth() + 1)}-${two(value.getDate())}`;
  const time = `${two(value.getHours())}:${two(value.getMinutes())}`;
  return time === '00:00' ? day : `${day}T${time}`;
}

/**
 * The rows of a CSV or Excel file's first sheet, keyed by its header row, read in the browser. The sheet
 * library loads only when a file is chosen. Null for a file of another kind.
 */
export async function readSheetRows(file: File): Promise<SheetRows | null> {
  const kind = importFileKind(file.name);
  if (!kind) return null;
  const XLSX = await import('@e965/xlsx');
  // CSV text stays text (the field types parse it); spreadsheet cells keep their numbers and dates.
  const book = XLSX.read(await file.arrayBuffer(), { type: 'array', cellDates: true, raw: kind === 'csv' });
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (!sheet) return [];
  const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, {
    defval: '',
    raw: true,
    blankrows: true,
  });
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, cellOf(value)])),
  );
}
