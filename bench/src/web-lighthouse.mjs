// Benchmark: Lighthouse (mobile preset, its default simulated throttling) on the sign-in page, the dashboard
// and an entries table of the built web app, served by the built server on a fresh embedded database with one
// organisation, a 20-field form and some entries. Builds nothing: run `npm run build` first.
// Usage: npm run build && node bench/src/web-lighthouse.mjs
//   BENCH_RUNS  Lighthouse runs per page (default 1); with more, the run with the median performance score
//   BENCH_LHR_DIR  a folder where each page's median report is written as JSON (layout shifts, long tasks...),
//   and beside it the trace Lighthouse recorded (<page>.trace.json, for the browser's Performance panel)
//   BENCH_PAGES  which pages, by the first word of their name (default: sign-in,dashboard,entries)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { startServer } from './server-process.mjs';
import { ENTRIES, seed } from './web-seed.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const LHR_DIR = process.env.BENCH_LHR_DIR;
const PAGES = (process.env.BENCH_PAGES ?? 'sign-in,dashboard,entries').split(',');

/** The figures of one Lighthouse report. */
function figures(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    lhr,
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    scriptKB: scriptBytes / 1000,
    scriptFiles: requests.filter((request) => request.resourceType === 'Script').length,
    // Lighthouse's own measure of the host's CPU: its 4x slowdown assumes a fast desktop (about 1,000 and up).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
  };
}

/** One Lighthouse run; a trace that failed to record (it happens on a busy machine) is run again, twice at most. */
async function lighthouseRun(port, url, cookie, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Authenticated pages: the session cookie on every request of the page.
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const error = result ? result.lhr.runtimeError : { message: 'no result' };
  if (!error) return { lhr: result.lhr, trace: result.artifacts.Trace };
  if (attempt < 3) return lighthouseRun(port, url, cookie, attempt + 1);
  throw new Error(`${url}: ${error.message}`);
}

async function audit(port, url, cookie) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const { lhr, trace } = await lighthouseRun(port, url, cookie);
    runs.push({ ...figures(lhr), trace });
  }
  runs.sort((a, b) => a.performance - b.performance);
  return runs[Math.floor(runs.length / 2)];
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-lighthouse-'));
const server = await startServer({ dataDir });
let chrome;
try {
  const { cookie, formId } = await seed(server.url);
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const pages = [
    ['sign-in', '/login', null],
    ['dashboard', '/', cookie],
    [`entries table (${ENTRIES} entries, 20 fields)`, `/form-management/form-data/${formId}`, cookie],
  ];
  console.log(`Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : 'one run'} per page, mobile preset`);
  console.log(
    `load average: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    'page                                  perf  a11y  LCP ms  TBT ms    CLS  script kB  files  host index',
  );
  for (const [name, address, pageCookie] of pages.filter(([name]) => PAGES.includes(name.split(' ')[0]))) {
    const f = await audit(chrome.port, `${server.url}${address}`, pageCookie);
    if (LHR_DIR) {
      mkdirSync(LHR_DIR, { recursive: true });
      const file = path.join(LHR_DIR, `${name.split(' ')[0]}.json`);
      writeFileSync(file, JSON.stringify(f.lhr));
      writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(f.trace));
    }
    console.log(
      `${name.padEnd(37)}${String(f.performance).padStart(5)}${String(f.accessibility).padStart(6)}` +
        `${f.lcpMs.toFixed(0).padStart(8)}${f.tbtMs.toFixed(0).padStart(8)}${f.cls.toFixed(3).padStart(7)}` +
        `${f.scriptKB.toFixed(1).padStart(11)}${String(f.scriptFiles).padStart(7)}` +
        `${f.benchmarkIndex.toFixed(0).padStart(12)}`,
    );
  }
} finally {
  chrome?.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
