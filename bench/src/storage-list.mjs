// Benchmark: the first page of View Uploaded Files (GET /api/storage/files, 50 files) in a folder of 100,000
// files on PostgreSQL, with the list's filters (folder, issued range, uploaded range; a view_self user's own
// files; the uploader filter of a view_all user), 30 sequential requests after 3 to warm up; beside each, the
// same page as plain SQL on the same database and indexes (the limit), timed the same way.
// Usage: npm run build && node bench/src/storage-list.mjs
//   BENCH_DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres); the database
//                       atrium_bench_storage_list is made afresh on it and dropped after
//   BENCH_FILES         files in the big folder (default 100000); a second folder gets a tenth of it
//   BENCH_EXPLAIN=1     prints EXPLAIN (ANALYZE, BUFFERS) of each plain query
//   BENCH_SERVER_ENTRY  a private server build

import { json } from './org-api.mjs';
import {
  createFolder,
  fmt,
  loadAverage,
  machineLine,
  median,
  percentile,
  startStorageBench,
  storageUser,
  timed,
} from './storage-setup.mjs';

const FILES = Number(process.env.BENCH_FILES ?? 100_000);
const TARGET_MS = 50;
const WARM = 3;
const TIMED = 30;
const DAY = 24 * 60 * 60 * 1000;

const dayBefore = (days) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

/**
 * `count` files of `folder` straight into storage_files: one every 10 minutes back from now (100,000 span
 * about two years), issued 0 to 59 days before their upload, uploaders in turn, one in a hundred deleted.
 */
async function seedFiles(client, orgId, folder, uploaders, count, first) {
  await client.query(
    `insert into storage_files (org_id, folder_id, storage_key, file_name, extension, size, content_type, sha256,
       path, issued_on, uploaded_on, uploaded_by, uploaded_by_name, is_deleted, deleted_on)
     select $1::text, $2::uuid, $1::text || '/folder-' || $2::uuid::text || '/' || to_char(issued, 'YYYY/MM') || '/' || md5(n::text)
         || '-bill-' || n || '.pdf',
       'bill-' || n || '.pdf', 'pdf', 20000 + (n * 7919) % 180000, 'application/pdf',
       encode(sha256(convert_to('bill ' || n, 'UTF8')), 'hex'),
       $3::text || '/' || to_char(issued, 'YYYY/MM') || '/bill-' || n || '.pdf',
       issued, up, ($4::uuid[])[1 + n % $6], ($5::text[])[1 + n % $6], n % 100 = 0,
       case when n % 100 = 0 then up + interval '1 day' end
     from (select n, now() - (n - $7) * interval '10 minutes' - (n % 7) * interval '13 seconds' as up
           from generate_series($7::int, $7::int + $8::int - 1) n) s,
       lateral (select (up - ((n * 37) % 60) * interval '1 day')::date as issued) i`,
    [
      orgId,
      folder.id,
      folder.basePath,
      uploaders.map((u) => u.id),
      uploaders.map((u) => u.name),
      uploaders.length,
      first,
      count,
    ],
  );
}

/**
 * The page as plain SQL: the folder's live files in the ranges, newest upload first in the order of the list
 * indexes (nulls last, so PostgreSQL walks them), one more than a page.
 */
function plainPage(client, orgId, filters) {
  const params = [
    orgId,
    filters.folderId,
    filters.issuedFrom,
    filters.issuedTo,
    filters.uploadedFrom,
    filters.uploadedTo,
  ];
  if (filters.uploadedBy) params.push(filters.uploadedBy);
  const text = `select f.id, f.folder_id, d.display_name, f.file_name, f.extension, f.size, f.content_type,
      f.path, f.issued_on, f.uploaded_on, f.uploaded_by, f.uploaded_by_name, f.thumbnail_key is not null
    from storage_files f join storage_folders d on d.id = f.folder_id
    where f.org_id = $1 and f.folder_id = $2 and not f.is_deleted
      and f.issued_on between $3 and $4
      and f.uploaded_on >= ($5::date)::timestamp at time zone 'UTC'
      and f.uploaded_on < ($6::date + 1)::timestamp at time zone 'UTC'
      ${filters.uploadedBy ? 'and f.uploaded_by = $7' : ''}
    order by f.uploaded_on desc nulls last, f.id desc nulls last limit 51`;
  return { text, params, run: () => client.query(text, params) };
}

async function measure(work) {
  for (let i = 0; i < WARM; i++) await work();
  const ms = [];
  for (let i = 0; i < TIMED; i++) ms.push(await timed(work));
  return { p50: median(ms), p95: percentile(ms, 0.95) };
}

async function main() {
  const bench = await startStorageBench('atrium_bench_storage_list');
  const print = (line) => process.stdout.write(`${line}\n`);
  try {
    print(await machineLine(bench.client));
    const big = await createFolder(bench, 'bills', 'ym');
    const other = await createFolder(bench, 'receipts', 'ym');
    const folders = [big, other];
    const self = await storageUser(bench, 1, 'Sam Self', folders, ['view_bills:view_self']);
    const all = await storageUser(bench, 2, 'Ava All', folders, ['view_bills:view_all']);
    const editors = [];
    for (const tag of [3, 4, 5])
      editors.push(await storageUser(bench, tag, `Eddie Editor ${tag}`, folders, ['view_bills:edit_self']));
    const uploaders = [{ id: bench.admin.id, name: 'Ada Admin' }, self, all, ...editors];

    const seedMs = await timed(async () => {
      await seedFiles(bench.client, bench.orgId, big, uploaders, FILES, 1);
      await seedFiles(bench.client, bench.orgId, other, uploaders, Math.round(FILES / 10), FILES + 1);
      await bench.client.query('analyze storage_files');
    });
    print(
      `${fmt(FILES)} files in '${big.basePath}', ${fmt(FILES / 10)} in '${other.basePath}', ${uploaders.length} uploaders, seeded in ${fmt(seedMs)} ms`,
    );

    const today = dayBefore(0);
    const recent = {
      issuedFrom: dayBefore(90),
      issuedTo: today,
      uploadedFrom: dayBefore(90),
      uploadedTo: today,
    };
    const cases = [
      ['folder, last 90 days issued and uploaded (org admin)', bench.admin.cookie, recent],
      [
        'folder, a month a year ago (org admin)',
        bench.admin.cookie,
        {
          issuedFrom: dayBefore(425),
          issuedTo: dayBefore(365),
          uploadedFrom: dayBefore(395),
          uploadedTo: dayBefore(365),
        },
      ],
      ['folder, last 90 days, own files (view_self user)', self.cookie, recent, self.id],
      [
        'folder, last 90 days, uploader filter (view_all user)',
        all.cookie,
        { ...recent, uploadedBy: self.id },
      ],
      [
        'folder, two years uploaded, one week issued a year ago (admin)',
        bench.admin.cookie,
        {
          issuedFrom: dayBefore(372),
          issuedTo: dayBefore(365),
          uploadedFrom: dayBefore(730),
          uploadedTo: today,
        },
      ],
    ];

    print(`First page (pageSize 50), ${TIMED} sequential requests after ${WARM}, ms:`);
    print('  case | files | ours p50 / p95 | plain SQL p50 / p95 | ours ÷ plain | ÷ target 50 ms');
    for (const [name, cookie, filters, onlyUploader] of cases) {
      const query = new URLSearchParams({ folderId: big.id, ...filters, pageSize: '50' });
      const url = `/api/storage/files?${query}`;
      const first = await json(await bench.get(url, cookie), name);
      const owner = onlyUploader ?? filters.uploadedBy;
      if (owner && first.files.some((f) => f.uploadedBy.id !== owner))
        throw new Error(`${name}: a file of another uploader is listed`);
      const ours = await measure(async () => json(await bench.get(url, cookie), name));
      const plain = plainPage(bench.client, bench.orgId, {
        folderId: big.id,
        ...filters,
        uploadedBy: owner,
      });
      const { rows } = await plain.run();
      const limit = await measure(plain.run);
      if (Math.min(rows.length, 50) !== first.files.length)
        throw new Error(`${name}: ${first.files.length} files listed, plain SQL finds ${rows.length}`);
      const ratio = ours.p50 / TARGET_MS;
      print(
        `  ${name} | ${first.files.length}${first.next ? '+' : ''} | ${fmt(ours.p50, 1)} / ${fmt(ours.p95, 1)} | ` +
          `${fmt(limit.p50, 1)} / ${fmt(limit.p95, 1)} | ${(ours.p50 / limit.p50).toFixed(1)}× | ` +
          `${ratio.toFixed(2)} (${ratio <= 1 ? 'met' : 'missed'})`,
      );
      if (process.env.BENCH_EXPLAIN) {
        const plan = await bench.client.query(`explain (analyze, buffers) ${plain.text}`, plain.params);
        for (const row of plan.rows) print(`      ${row['QUERY PLAN']}`);
      }
      if (name.startsWith('folder, last 90 days issued') && first.next) {
        const nextUrl = `/api/storage/files?${new URLSearchParams({ folderId: big.id, ...filters, pageSize: '50', after: first.next })}`;
        const second = await measure(async () => json(await bench.get(nextUrl, cookie), 'page 2'));
        print(`  the same, second page (after) | 50 | ${fmt(second.p50, 1)} / ${fmt(second.p95, 1)} | | |`);
      }
    }
    // The floor of any request: a signed-in GET that checks the session and reads the user (GET /api/me).
    const me = await measure(async () => json(await bench.get('/api/me'), 'me'));
    print(`  any signed-in request (GET /api/me) | | ${fmt(me.p50, 1)} / ${fmt(me.p95, 1)} | | |`);
    print(`Server peak memory ${fmt(bench.server.peakRssMiB())} MiB; load at the end ${loadAverage()}`);
  } finally {
    await bench.close();
  }
}

await main();
