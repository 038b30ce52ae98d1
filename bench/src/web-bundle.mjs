// Benchmark: gzipped script each screen of the web app needs before it can draw, from the build's manifest
// (the page's entry with everything it imports, plus each lazy module the screen opens, with theirs). The
// sign-in pages are a page of their own (signin.html, decision 0039): measured as what that page loads.
// 'from HTML' counts the screen's files that the page's HTML asks for (entry, modulepreload links, and the
// links it holds until its first frame is painted, decision 0047), 'later'
// those fetched once the entry's code runs (the router's lazy routes and what they import). A screen whose
// address the server answers with a page of its own (decision 0045) counts that page's links.
// Usage: npm run build -w @atrium/web && node bench/src/web-bundle.mjs (WEB_DIST_DIR=<dir> reads another build)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const SHELL = 'src/app/shell/app-shell.tsx';

const ENTRIES_TABLE_ROUTE = [
  'src/features/entries/pages/form-data-page.tsx',
  'src/features/entries/api/entries-table.loader.ts',
];

// The page the server sends for the table's addresses: the app's page with the route's code preloaded too.
const ENTRIES_TABLE_PAGE = 'pages/form-data.html';

// Budgets in gzipped kB (decision 0037); a screen without one is reported only.
const SCREENS = [
  { name: 'sign-in (/login)', page: 'signin.html', lazy: [], budget: 150 },
  {
    name: 'dashboard (/)',
    lazy: [SHELL, 'src/app/routes/home-route.tsx', 'src/features/dashboard/pages/dashboard-page.tsx'],
    budget: 300,
  },
  // Since decision 0045 the table's page draws its heading and the table's frame before the table's own code
  // (React `lazy`, fetched by the route's loader alongside the page): both figures.
  {
    name: 'entries table (/form-data/:id)',
    lazy: [SHELL, ...ENTRIES_TABLE_ROUTE, 'src/features/entries/components/table/entries-table-screen.tsx'],
    html: ENTRIES_TABLE_PAGE,
  },
  { name: '  its heading and frame', lazy: [SHELL, ...ENTRIES_TABLE_ROUTE], html: ENTRIES_TABLE_PAGE },
  { name: 'form builder (/create-form)', lazy: [SHELL, 'src/features/forms/pages/create-form-page.tsx'] },
];

const gzipped = new Map();
function gzipBytes(file) {
  if (!gzipped.has(file)) {
    const bytes = readFileSync(path.join(dist, file));
    gzipped.set(file, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length);
  }
  return gzipped.get(file);
}

/** The script files a module needs at once: its own and those of its static imports, transitively. */
function scriptsOf(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest (renamed?)`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) scriptsOf(imported, into);
  return into;
}

/** The scripts a page's HTML asks for itself (its entry and the modulepreload links): the first wave. */
function scriptsInHtml(page) {
  const html = readFileSync(path.join(dist, page), 'utf8');
  return new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]));
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
const all = new Set(
  Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js')),
);
const allBytes = [...all].reduce((sum, file) => sum + gzipBytes(file), 0);

console.log(`web app: ${all.size} script files, ${kB(allBytes)} kB gzipped in all`);
console.log('screen                              files  gzipped kB  budget kB  of budget  from HTML  later');
for (const screen of SCREENS) {
  const files = scriptsOf(screen.page ?? 'index.html');
  for (const key of screen.lazy) scriptsOf(key, files);
  const bytes = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
  const budget = screen.budget ? String(screen.budget) : '-';
  const ratio = screen.budget ? `${Math.round((bytes / 1000 / screen.budget) * 100)} %` : '-';
  // Files the HTML asks for arrive in one wave; the others only once the entry's code has run.
  const page =
    screen.html && existsSync(path.join(dist, screen.html)) ? screen.html : (screen.page ?? 'index.html');
  const html = scriptsInHtml(page);
  const first = [...files].filter((file) => html.has(file)).length;
  console.log(
    `${screen.name.padEnd(36)}${String(files.size).padStart(5)}${kB(bytes).padStart(12)}${budget.padStart(11)}${ratio.padStart(11)}` +
      `${String(first).padStart(11)}${String(files.size - first).padStart(7)}`,
  );
}
