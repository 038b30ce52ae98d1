// Bundles the server, the domain package and most npm packages into dist/.
//
// A bundled package is one file read and compiled at start instead of a tree of modules resolved one by one
// (package.json lookups, stats, the CommonJS lexer): about a sixth of an embedded first start (decision 0054).

import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

// Left as packages in node_modules: native code, packages that read files beside their own modules, packages
// loaded only on first use or when configured (kept out of the start either way), and optional peers.
const external = [
  '@electric-sql/pglite', // its WebAssembly and data files sit beside its modules
  '@node-rs/argon2', // native
  'sharp', // native, thumbnails only
  '@fastify/swagger-ui', // serves its own static files
  'exceljs', // XLSX, on first use
  '@e965/xlsx', // XLS, on first use
  'nodemailer', // the first message
  '@aws-sdk/client-s3', // S3, when configured
  '@aws-sdk/lib-storage',
  '@tus/s3-store',
  'pg-native', // pg's optional native driver, not installed
];

await build({
  entryPoints: {
    main: 'src/main.ts',
    cli: 'src/cli.ts',
    'pglite-seed': 'src/platform/db/pglite-seed.build.ts',
    // A file import's reader thread, started from its own file beside main.js (decision 0058).
    'import-reader.worker': 'src/modules/entries-import/import-reader.worker.ts',
  },
  // SERVER_OUT_DIR lets a second build (say dist-check) run beside the one being served.
  outdir: process.env.SERVER_OUT_DIR ?? 'dist',
  bundle: true,
  // Modules loaded only when configured (the S3 client) stay in chunks of their own, out of the start-up.
  // The chunks sit beside main.js: code that finds files from its own folder (import.meta) finds the same.
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Bundled CommonJS packages call require() for Node's own modules; an ES module has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // Less to read and parse at start: about 0.1 s, and the few MiB the bundle would add to idle memory.
  // Identifiers keep their names, so stack traces still name functions; `lineLimit` keeps the source line
  // Node prints with an uncaught error short; `node --enable-source-maps` maps positions back to the source.
  minifyWhitespace: true,
  minifySyntax: true,
  lineLimit: 160,
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// The migrated embedded database new data folders start from (src/platform/db/pglite-seed.ts).
execFileSync(process.execPath, [`${process.env.SERVER_OUT_DIR ?? 'dist'}/pglite-seed.js`], {
  stdio: 'inherit',
});
