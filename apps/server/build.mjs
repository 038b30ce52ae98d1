// Bundles the server (with the domain package's TypeScript) into dist/; npm packages stay external.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@atrium/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    cli: 'src/cli.ts',
    'pglite-seed': 'src/platform/db/pglite-seed.build.ts',
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
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// The migrated embedded database new data folders start from (src/platform/db/pglite-seed.ts).
execFileSync(process.execPath, [`${process.env.SERVER_OUT_DIR ?? 'dist'}/pglite-seed.js`], {
  stdio: 'inherit',
});
