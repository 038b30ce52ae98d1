// Benchmark: Download all of 1,000 files of a storage folder (GET /api/storage/files/zip?folderId=…) on
// PostgreSQL: time to the first byte of the body, total time and MB/s, the server's resident memory sampled
// every 100 ms during it, and the zip's central directory checked (1,000 entries, the files' sizes). Beside
// it the limits: the list's first page with the same filters (the query and sign-in check every request
// makes, for the first byte) and the same 1,000 files read straight from the disk (for the total).
// The files' bytes are written straight into the server's file store (DATA_DIR/files, the storage key layout
// of packages/domain/src/uploads/file-keys.ts) with their rows, instead of 1,000 tus uploads.
// Usage: npm run build && node bench/src/storage-zip.mjs
//   BENCH_DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres); the database
//                       atrium_bench_storage_zip is made afresh on it and dropped after
//   BENCH_FILES         files in the folder (default 1000), 20 KB to 200 KB each
//   BENCH_RUNS          zips timed (default 5; p50)
//   BENCH_SERVER_ENTRY  a private server build
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { json } from './org-api.mjs';
import {
  centralDirectory,
  createFolder,
  fmt,
  loadAverage,
  machineLine,
  mbps,
  median,
  startStorageBench,
  timed,
} from './storage-setup.mjs';

const FILES = Number(process.env.BENCH_FILES ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_FIRST_BYTE_MS = 200;
const DAY = 24 * 60 * 60 * 1000;
const dayBefore = (days) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

/** A PDF of `size` bytes: header, random bytes, trailer (the type is read from the content). */
function pdfOf(size) {
  const bytes = randomBytes(size);
  bytes.write('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 0, 'latin1');
  bytes.write('\n%%EOF\n', size - 7, 'latin1');
  return bytes;
}

/** FILES files in the folder's store and table, issued and uploaded over the last 60 days. */
async function seedFiles(bench, folder) {
  const files = [];
  for (let n = 1; n <= FILES; n++) {
    const size = 20_000 + Math.floor(Math.random() * 180_000);
    const uploaded = new Date(Date.now() - ((n * 37) % 60) * DAY - n * 1000);
    const issuedOn = new Date(uploaded.getTime() - (n % 10) * DAY).toISOString().slice(0, 10);
    const [yyyy, mm] = issuedOn.split('-');
    const uploadId = randomBytes(16).toString('hex');
    const name = `bill-${String(n).padStart(4, '0')}.pdf`;
    const key = `${bench.orgId}/folder-${folder.id}/${yyyy}/${mm}/${uploadId}-${name}`;
    const bytes = pdfOf(size);
    const file = path.join(bench.dataDir, 'files', key);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    files.push({
      key,
      name,
      size,
      sha256,
      issuedOn,
      uploaded,
      file,
      path: `${folder.basePath}/${yyyy}/${mm}/${name}`,
    });
  }
  await bench.client.query(
    `insert into storage_files (org_id, folder_id, storage_key, file_name, extension, size, content_type, sha256,
       path, issued_on, uploaded_on, uploaded_by, uploaded_by_name)
     select $1, $2, f->>'key', f->>'name', 'pdf', (f->>'size')::bigint, 'application/pdf', f->>'sha256',
       f->>'path', (f->>'issuedOn')::date, (f->>'uploaded')::timestamptz, $3, 'Ada Admin'
     from jsonb_array_elements($4::jsonb) f`,
    [bench.orgId, folder.id, bench.admin.id, JSON.stringify(files)],
  );
  await bench.client.query('analyze storage_files');
  execFileSync('sync');
  return files;
}

/** One download: headers, first body byte, end; keeps only the last 4 MiB (the central directory). */
async function download(bench, url) {
  const started = performance.now();
  const response = await bench.get(url);
  const headersMs = performance.now() - started;
  if (!response.ok) throw new Error(`zip: HTTP ${response.status} ${await response.text()}`);
  let firstByteMs = null;
  let total = 0;
  const tail = [];
  let kept = 0;
  for await (const chunk of response.body) {
    if (firstByteMs === null) firstByteMs = performance.now() - started;
    total += chunk.length;
    tail.push(Buffer.from(chunk));
    kept += chunk.length;
    while (kept - tail[0].length > 4 * 1024 * 1024) kept -= tail.shift().length;
  }
  return {
    headersMs,
    firstByteMs,
    ms: performance.now() - started,
    bytes: total,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    entries: centralDirectory(Buffer.concat(tail), total),
  };
}

async function readAll(files) {
  let bytes = 0;
  for (const f of files) for await (const chunk of createReadStream(f.file)) bytes += chunk.length;
  return bytes;
}

async function main() {
  const bench = await startStorageBench('atrium_bench_storage_zip');
  const print = (line) => process.stdout.write(`${line}\n`);
  try {
    print(await machineLine(bench.client));
    const folder = await createFolder(bench, 'bills_zip', 'ym');
    let files;
    const seedMs = await timed(async () => {
      files = await seedFiles(bench, folder);
    });
    const fileBytes = files.reduce((sum, f) => sum + f.size, 0);
    print(`${fmt(FILES)} files, ${fmt(fileBytes / 1e6, 1)} MB, written in ${fmt(seedMs)} ms`);

    const filters = { folderId: folder.id, issuedFrom: dayBefore(90), issuedTo: dayBefore(0) };
    Object.assign(filters, { uploadedFrom: dayBefore(90), uploadedTo: dayBefore(0) });
    const zipUrl = `/api/storage/files/zip?${new URLSearchParams(filters)}`;
    const listUrl = `/api/storage/files?${new URLSearchParams({ ...filters, pageSize: '50' })}`;

    const runs = [];
    const listMs = [];
    const readMs = [];
    await download(bench, zipUrl); // warm-up
    for (let run = 0; run < RUNS; run++) {
      const rss = bench.server.sampleRss(100);
      const result = await download(bench, zipUrl);
      result.memory = rss.stop();
      runs.push(result);
      readMs.push(await timed(() => readAll(files)));
    }
    // The query and checks every request of these filters makes: the list's first page, after 3 to warm up.
    for (let i = 0; i < 33; i++) {
      const ms = await timed(async () => json(await bench.get(listUrl), 'list'));
      if (i >= 3) listMs.push(ms);
    }
    const last = runs.at(-1);
    const sizes = new Map(files.map((f) => [f.name, f.size]));
    const unmatched = last.entries.filter((e) => ![...sizes.keys()].some((name) => e.name.endsWith(name)));
    const entryBytes = last.entries.reduce((sum, e) => sum + e.size, 0);
    print(
      `zip: ${last.type}; ${last.disposition}; ${fmt(last.entries.length)} entries (expected ${fmt(FILES)}), ` +
        `${fmt(entryBytes)} bytes in entries (files ${fmt(fileBytes)}), methods ${[...new Set(last.entries.map((e) => e.method))].join(',')}, ` +
        `${unmatched.length} names not among the files; e.g. ${last.entries[0]?.name}`,
    );
    if (last.entries.length !== FILES || entryBytes !== fileBytes)
      print('  ** the zip does not hold every file with its size **');

    const p50 = (key) => median(runs.map((r) => r[key]));
    const firstByte = p50('firstByteMs');
    const zipMs = p50('ms');
    const rate = mbps(median(runs.map((r) => r.bytes)), zipMs);
    const readRate = mbps(fileBytes, median(readMs));
    const peak = Math.max(...runs.map((r) => r.memory.peak));
    const before = Math.min(...runs.map((r) => r.memory.first));
    const ratio = firstByte / TARGET_FIRST_BYTE_MS;
    print(`Download all, ${RUNS} runs after 1 to warm up, p50:`);
    print(
      `  headers ${fmt(p50('headersMs'), 1)} ms, first byte ${fmt(firstByte, 1)} ms   ÷ target ${TARGET_FIRST_BYTE_MS} ms: ` +
        `${ratio.toFixed(2)} (${ratio <= 1 ? 'met' : 'missed'})   ÷ list first page (${fmt(median(listMs), 1)} ms): ${(firstByte / median(listMs)).toFixed(1)}×`,
    );
    print(
      `  whole zip ${fmt(median(runs.map((r) => r.bytes)) / 1e6, 1)} MB in ${fmt(zipMs)} ms, ${fmt(rate)} MB/s   ` +
        `÷ the files read from disk (${fmt(median(readMs))} ms, ${fmt(readRate)} MB/s): ${(rate / readRate).toFixed(2)}`,
    );
    print(
      `  server RSS before ${fmt(before)} MiB, peak during the zips ${fmt(peak)} MiB (${runs.map((r) => fmt(r.memory.peak)).join(', ')})`,
    );
    print(`load at the end ${loadAverage()}`);
  } finally {
    await bench.close();
  }
}

await main();
