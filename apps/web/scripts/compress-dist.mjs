// Writes a .br and a .gz beside each text file of the built app, once, at the highest levels: the server
// sends them as they are (@fastify/static's preCompressed) instead of compressing on every request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// The folder may be given (the server tests compress a small app of their own).
const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
// Below this a compressed answer saves less than its own headers cost.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function compress(file) {
  const bytes = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A variant no smaller than the file would only cost the client a decode.
  if (br.length < bytes.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < bytes.length) await writeFile(`${file}.gz`, gzipped);
}

const files = [];
for (const entry of await readdir(dist, { recursive: true })) {
  const file = path.join(dist, entry);
  if (TEXT.test(entry) && (await stat(file)).size >= MIN_BYTES) files.push(file);
}
await Promise.all(files.map(compress));
