// Benchmark: one 1 GiB file uploaded into a storage folder through tus on loopback (/api/uploads with the
// storage metadata), as the browser sends it (1 MiB chunks) and with larger chunks to show the ceiling; beside
// it the limit, `cp` of the same file on the same disk, and the server's resident memory sampled every 100 ms
// during each upload (it must stay flat: the server streams the bytes, never holds the file).
// Usage: npm run build && node bench/src/storage-upload.mjs
//   BENCH_DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres); the database
//                       atrium_bench_storage_upload is made afresh on it and dropped after
//   BENCH_CHUNKS_MIB    chunk sizes to time, comma-separated (default 1,16,1024: the browser's, larger, one PATCH)
//   BENCH_FILE_MIB      file size (default 1024)
//   BENCH_RUNS          uploads per chunk size and cp runs (default 1; p50 when more)
//   BENCH_SERVER_ENTRY  a private server build
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tus from 'tus-js-client';
import {
  createFolder,
  fmt,
  loadAverage,
  MiB,
  machineLine,
  mbps,
  median,
  startStorageBench,
  timed,
} from './storage-setup.mjs';

const FILE_BYTES = Number(process.env.BENCH_FILE_MIB ?? 1024) * MiB;
const CHUNKS_MIB = (process.env.BENCH_CHUNKS_MIB ?? '1,16,1024').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const TARGET_MBPS = 100;

/**
 * A PDF of FILE_BYTES (the server checks the type by content): its header, 1 MiB blocks of random bytes each
 * made unique by its number, and its trailer. Returns the SHA-256 computed while writing.
 */
async function writeBigPdf(file) {
  const block = randomBytes(MiB);
  const hash = createHash('sha256');
  const out = createWriteStream(file);
  const blocks = FILE_BYTES / MiB;
  for (let n = 0; n < blocks; n++) {
    const chunk = Buffer.from(block);
    chunk.writeUInt32BE(n, 64);
    if (n === 0) chunk.write('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 0, 'latin1');
    if (n === blocks - 1) chunk.write('\n%%EOF\n', MiB - 7, 'latin1');
    hash.update(chunk);
    if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
  return hash.digest('hex');
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** One tus upload of `file`; resolves with each chunk's round trip (ms) and the final response body. */
function tusUpload(bench, file, folder, chunkBytes) {
  return new Promise((resolve, reject) => {
    const chunkMs = [];
    let last = performance.now();
    const upload = new tus.Upload(createReadStream(file), {
      endpoint: `${bench.server.url}/api/uploads`,
      chunkSize: chunkBytes,
      retryDelays: null,
      storeFingerprintForResuming: false,
      headers: { cookie: bench.admin.cookie },
      metadata: {
        target: 'storage',
        folderId: folder.id,
        issuedOn: new Date().toISOString().slice(0, 10),
        filename: 'big-statement.pdf',
        filetype: 'application/pdf',
      },
      onChunkComplete() {
        const now = performance.now();
        chunkMs.push(now - last);
        last = now;
      },
      onSuccess: ({ lastResponse }) => resolve({ chunkMs, body: lastResponse.getBody() }),
      onError: reject,
    });
    upload.start();
  });
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-upload-file-'));
  const source = path.join(tmp, 'big-statement.pdf');
  const bench = await startStorageBench('atrium_bench_storage_upload');
  const lines = [];
  const print = (line) => {
    lines.push(line);
    process.stdout.write(`${line}\n`);
  };
  try {
    print(await machineLine(bench.client));
    const folder = await createFolder(bench, 'bench_uploads', 'ym');
    let sha256;
    const genMs = await timed(async () => {
      sha256 = await writeBigPdf(source);
    });
    execFileSync('sync');
    print(`file ${fmt(FILE_BYTES / MiB)} MiB (${fmt(FILE_BYTES / 1e6)} MB) written in ${fmt(genMs)} ms`);

    // The limit: the same bytes copied on the same disk, from the page cache as the upload reads them.
    const copy = path.join(tmp, 'copy.pdf');
    const cpMs = [];
    const cpSyncMs = [];
    for (let run = 0; run < RUNS; run++) {
      cpMs.push(await timed(async () => execFileSync('cp', [source, copy])));
      rmSync(copy);
      execFileSync('sync');
      cpSyncMs.push(await timed(async () => execFileSync('sh', ['-c', `cp '${source}' '${copy}' && sync`])));
      rmSync(copy);
      execFileSync('sync');
    }
    const cpRate = mbps(FILE_BYTES, median(cpMs));
    print(`cp of the file                      ${fmt(median(cpMs))} ms  ${fmt(cpRate)} MB/s   (limit)`);
    print(
      `cp of the file, then sync           ${fmt(median(cpSyncMs))} ms  ${fmt(mbps(FILE_BYTES, median(cpSyncMs)))} MB/s`,
    );

    for (const chunkMiB of CHUNKS_MIB) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const rss = bench.server.sampleRss(100);
        const serverCpu = cpuSeconds(bench.server.pid);
        const clientCpu = process.cpuUsage();
        let result;
        const ms = await timed(async () => {
          result = await tusUpload(bench, source, folder, chunkMiB * MiB);
        });
        const memory = rss.stop();
        const stored = JSON.parse(result.body);
        const { rows } = await bench.client.query(
          'select storage_key, size, sha256 from storage_files where id = $1',
          [stored.id],
        );
        const row = rows[0];
        const file = path.join(bench.dataDir, 'files', row.storage_key);
        if (Number(row.size) !== FILE_BYTES || statSync(file).size !== FILE_BYTES)
          throw new Error(`stored ${row.size} bytes, ${statSync(file).size} on disk, sent ${FILE_BYTES}`);
        if (row.sha256 !== sha256) throw new Error(`stored SHA-256 ${row.sha256}, sent ${sha256}`);
        rmSync(file);
        execFileSync('sync');
        const chunks = result.chunkMs;
        const client = process.cpuUsage(clientCpu);
        runs.push({
          ms,
          memory,
          chunks: chunks.length,
          chunkP50: median(chunks),
          // The last PATCH also waits for the end of the upload (the move into the file store); a single
          // PATCH holds it too, so it is not told apart there.
          finishMs: chunks.length > 1 ? chunks.at(-1) - median(chunks) : Number.NaN,
          serverCpu: cpuSeconds(bench.server.pid) - serverCpu,
          clientCpu: (client.user + client.system) / 1e6,
        });
      }
      const mid = runs.sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)];
      const rate = mbps(FILE_BYTES, mid.ms);
      print(
        `upload, ${String(chunkMiB).padStart(4)} MiB chunks (${mid.chunks} PATCH)   ${fmt(mid.ms)} ms  ${fmt(rate)} MB/s   ` +
          `÷ target ${TARGET_MBPS} MB/s: ${(rate / TARGET_MBPS).toFixed(2)} (${rate >= TARGET_MBPS ? 'met' : 'missed'})   ` +
          `÷ cp: ${(rate / cpRate).toFixed(2)}`,
      );
      print(
        `    chunk p50 ${fmt(mid.chunkP50, 1)} ms, end of upload ${Number.isNaN(mid.finishMs) ? 'in it' : `${fmt(mid.finishMs)} ms`}; ` +
          `CPU server ${fmt(mid.serverCpu, 1)} s, client ${fmt(mid.clientCpu, 1)} s; ` +
          `server RSS before ${fmt(mid.memory.first)} MiB, at each quarter ${mid.memory.quarters.map((q) => fmt(q)).join(' / ')}, ` +
          `peak ${fmt(mid.memory.peak)} MiB, after ${fmt(mid.memory.last)} MiB (${mid.memory.count} samples)`,
      );
    }
    print(`load at the end ${loadAverage()}`);
  } finally {
    await bench.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
