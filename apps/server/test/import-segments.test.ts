import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMPORT_BATCH_SIZE } from '@atrium/domain/entries/import.ts';
import { type FieldConfigInput, fieldConfigSchema } from '@atrium/domain/fields/field-config.schemas.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { segmentsReadApart } from '../src/modules/entries-import/import-reader-thread.ts';
import { type ReadPlan, readSegments, type Segment } from '../src/modules/entries-import/import-segments.ts';
import { dataRows, openSheet } from '../src/modules/entries-import/sheet-readers.ts';

// The import's reading on its own: rows checked and gathered into one segment per batch, the same on the
// importing thread and on a reader thread of its own (decision 0058). The writing is tested through the API
// (entries-import.test.ts).

const field = (input: FieldConfigInput) => fieldConfigSchema.parse(input);
const name = field({ id: 'Fname001', label: 'Name', type: 'text', required: true });
const code = field({ id: 'Fcode001', label: 'Code', type: 'text', uniqueWithoutCase: true });
const notes = field({ id: 'Fnote001', label: 'Notes', type: 'textarea', defaultValue: 'none' });
const plan: ReadPlan = {
  targets: [
    { column: 0, field: name },
    { column: 1, field: code },
  ],
  editable: [name, code, notes],
  fields: [name, code, notes],
};

const folder = mkdtempSync(path.join(tmpdir(), 'import-segments-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A CSV file of a header and the given rows; its path. */
function csvFile(rows: string[]): string {
  const file = path.join(folder, `${rows.length}-${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(file, `Name,Code\n${rows.join('\n')}\n`);
  return file;
}

/** `count` data rows, every tenth of them (from the 10th) without its required name. */
const rowsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => (i % 10 === 9 ? `,C${i}` : `Person ${i},C${i}`));

async function inProcess(file: string): Promise<Segment[]> {
  const sheet = await openSheet(file, 'csv');
  const segments: Segment[] = [];
  for await (const segment of readSegments(plan, dataRows(sheet.batches), sheet.fraction))
    segments.push(segment);
  return segments;
}

async function apart(file: string): Promise<Segment[]> {
  const segments: Segment[] = [];
  for await (const segment of segmentsReadApart(file, 'csv', plan)) segments.push(segment);
  return segments;
}

describe('reading an import file into segments', () => {
  it('gathers one batch of valid rows a segment, counting the failed rows where they were read', async () => {
    const segments = await inProcess(csvFile(rowsOf(1200)));
    expect(segments.map((s) => s.rows.length)).toEqual([IMPORT_BATCH_SIZE, IMPORT_BATCH_SIZE, 82]);
    expect(segments.map((s) => s.last)).toEqual([false, false, true]);
    expect(segments.reduce((sum, s) => sum + s.processed, 0)).toBe(1200);
    expect(segments.reduce((sum, s) => sum + s.failures.length, 0)).toBe(120);
    // The 499th valid row is the source's 554th data row (row 555 with the header): the first failure after
    // it, at row 561, belongs to the second segment.
    expect(segments[0]?.rows.at(-1)).toBe(555);
    expect(segments[0]?.failures.at(-1)?.row).toBe(551);
    expect(segments[1]?.failures[0]).toEqual({ row: 561, reason: 'Name: This field is required' });
    const first = JSON.parse(segments[0]?.json[0] ?? '{}');
    expect(first).toEqual({
      data: { Fname001: 'Person 0', Fcode001: 'C0', Fnote001: 'none' },
      search_text: expect.stringContaining('person 0'),
    });
    expect(segments[0]?.unique.Fcode001?.slice(0, 2)).toEqual(['C0', 'C1']);
    expect(segments.at(-1)?.fraction).toBe(1);
  });

  it('counts failed rows after the last full batch in that batch, which is then the last', async () => {
    // 998 valid rows in the first 1,108 rows of the file, then 9 rows that all fail.
    const file = csvFile([...rowsOf(1108), ...Array.from({ length: 9 }, (_, i) => `,late${i}`)]);
    const segments = await inProcess(file);
    expect(segments.map((s) => [s.rows.length, s.last])).toEqual([
      [IMPORT_BATCH_SIZE, false],
      [IMPORT_BATCH_SIZE, true],
    ]);
    expect(segments[1]?.failures.slice(-9).map((f) => f.row)).toEqual(
      Array.from({ length: 9 }, (_, i) => 1110 + i),
    );
    expect(segments.reduce((sum, s) => sum + s.processed, 0)).toBe(1117);
  });

  it('gives a file of no valid row as one last segment with its failures', async () => {
    const segments = await inProcess(csvFile([',a', ',b', '', ',c']));
    expect(segments).toHaveLength(1);
    expect(segments[0]).toMatchObject({ rows: [], processed: 3, last: true });
    expect(segments[0]?.failures.map((f) => f.row)).toEqual([2, 3, 5]);
  });

  it('keeps every row and its number across the chunks a large file is read in', async () => {
    // About 500 kB: the file stream hands it over in several chunks, each parsed into a batch of rows.
    const file = path.join(folder, 'large.csv');
    writeFileSync(file, `\n\nName,Code\n${rowsOf(30_000).join('\n')}\n`);
    const segments = await inProcess(file);
    expect(segments.reduce((sum, s) => sum + s.processed, 0)).toBe(30_000);
    const failed = segments.flatMap((s) => s.failures.map((f) => f.row));
    // Blank rows 1 and 2, the header at row 3: the nth data row is row n + 3; every tenth fails.
    expect(failed).toHaveLength(3_000);
    expect(failed.slice(0, 2)).toEqual([13, 23]);
    expect(failed.at(-1)).toBe(30_003);
    expect(segments.at(-1)?.rows.at(-1)).toBe(30_002);
    expect(segments.map((s) => s.fraction)).toEqual(
      [...segments.map((s) => s.fraction)].sort((a, b) => a - b),
    );
  });

  it('reads the same segments on a thread of its own', async () => {
    const file = csvFile(rowsOf(2500));
    expect(await apart(file)).toEqual(await inProcess(file));
  });

  it("ends with the reader's error when the file cannot be read to its end", async () => {
    const file = csvFile([...rowsOf(1500), 'Broken,"never closed']);
    const seen: Segment[] = [];
    const reading = (async () => {
      for await (const segment of segmentsReadApart(file, 'csv', plan)) seen.push(segment);
    })();
    await expect(reading).rejects.toThrow(/quote/i);
    // The batches before the fault had arrived; the last, which would have held the fault, never does.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((segment) => segment.last)).toBe(false);
  });

  it('stops the reader when the import stops taking segments', async () => {
    const file = csvFile(rowsOf(5000));
    let taken = 0;
    for await (const _ of segmentsReadApart(file, 'csv', plan)) {
      taken += 1;
      if (taken === 1) break;
    }
    expect(taken).toBe(1);
    const threads = process
      .getActiveResourcesInfo()
      .filter((kind) => kind === 'Worker' || kind === 'MessagePort');
    expect(threads).toEqual([]);
  });
});
