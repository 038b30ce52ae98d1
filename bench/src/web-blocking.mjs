// Diagnosis: the main thread's long tasks of one page load, and their blocking time, in Debian's Chromium with the
// CPU slowed as Lighthouse's phone is (applied by the browser, not simulated afterwards as Lighthouse does, so the
// figure moves far less from run to run and shows what a change did). Blocking time: what each task after the
// first contentful paint took beyond 50 ms, summed, until the page is quiet; Lighthouse's TBT counts the same.
//   npm run build && node bench/src/web-blocking.mjs
//   BENCH_PAGE  table (default) or dashboard; BENCH_RUNS  loads (default 5, the median is printed)
//   BENCH_THROTTLE  CPU slow-down (default 4); BENCH_SIMULATE=1  slow-down simulated as Lighthouse does it (the
//   page at full speed, each task's time multiplied); WEB_DIST_DIR  another build of the web app
//   BENCH_TRACE_FILE  where to write the last load's trace (for the browser's Performance panel)
//   BENCH_OBSERVER=1  no trace: the page's Long Tasks API reports the long tasks (see observeLongTasks)
//   BENCH_TRACE_CATEGORIES  more trace categories, comma-separated (e.g. v8,disabled-by-default-v8.compile)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { startServer } from './server-process.mjs';
import { ENTRIES, seed } from './web-seed.mjs';

const PAGE = process.env.BENCH_PAGE ?? 'table';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const THROTTLE = Number(process.env.BENCH_THROTTLE ?? 4);
// Lighthouse's way: the page loads at full speed and each task counts four times as long. React's time slices
// (5 ms of real time) and what arrives together then differ from a load slowed by the browser.
const SIMULATE = process.env.BENCH_SIMULATE === '1';
const LONG_MS = 50;

/** The renderer's main-thread tasks (start and duration in ms) and the first contentful paint, from a trace. */
function readTrace(buffer) {
  const events = JSON.parse(buffer.toString()).traceEvents;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  // The page's renderer: the one that painted (the trace may hold others, such as about:blank's).
  const main = events.find(
    (event) =>
      event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === fcp?.pid,
  );
  if (!main) throw new Error('no first contentful paint in the trace');
  const tasks = events
    .filter(
      (event) =>
        event.pid === main.pid && event.tid === main.tid && event.name === 'RunTask' && event.ph === 'X',
    )
    .map((event) => ({ start: event.ts / 1000, ms: event.dur / 1000 }));
  return { tasks, fcp: fcp ? fcp.ts / 1000 : tasks[0].start };
}

// Without a trace: the page's own Long Tasks API reports the tasks over 50 ms, so the trace's own work is not in
// them. The page still runs under Playwright's DevTools connection, which makes React DOM's start-up several
// times slower than on a phone with none attached (decision 0049).
const OBSERVER = process.env.BENCH_OBSERVER === '1';

function observeLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, ms: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** A phone-sized page of a new context with the session, the CPU slowed unless simulated. */
async function openPage(browser, cookie, initScript) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  });
  await context.addCookies([cookie]);
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (THROTTLE > 1 && !SIMULATE) await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  return { context, page };
}

/** Loads the page and waits until it has drawn and been quiet for a while (whatever it does after its data arrived counts too). */
async function loadAndSettle(page, url, waitFor) {
  await page.goto(url);
  await waitFor(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
}

/** The tasks after the first contentful paint, counted four times when simulated; times from `origin`. */
function blockingOf(tasks, fcp, origin) {
  const scale = SIMULATE ? THROTTLE : 1;
  const long = tasks
    .filter((task) => task.start + task.ms > fcp)
    .map((task) => ({ ...task, ms: task.ms * scale }))
    .filter((task) => task.ms > LONG_MS);
  return {
    blocking: long.reduce((sum, task) => sum + task.ms - LONG_MS, 0),
    long: long.map((task) => ({ at: task.start - origin, ms: task.ms })),
    fcp: fcp - origin,
  };
}

async function loadObserved(browser, url, cookie, waitFor) {
  const { context, page } = await openPage(browser, cookie, observeLongTasks);
  await loadAndSettle(page, url, waitFor);
  const { tasks, fcp } = await page.evaluate(() => ({
    tasks: window.__longTasks,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  await context.close();
  return blockingOf(tasks, fcp, 0);
}

async function load(browser, url, cookie, waitFor) {
  if (OBSERVER) return loadObserved(browser, url, cookie, waitFor);
  const { context, page } = await openPage(browser, cookie);
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      ...(process.env.BENCH_TRACE_CATEGORIES?.split(',') ?? []),
    ],
  });
  await loadAndSettle(page, url, waitFor);
  const trace = await browser.stopTracing();
  if (process.env.BENCH_TRACE_FILE) writeFileSync(process.env.BENCH_TRACE_FILE, trace);
  await context.close();
  const { tasks, fcp } = readTrace(trace);
  return blockingOf(tasks, fcp, tasks[0].start);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-blocking-'));
const server = await startServer({ dataDir });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const { cookie, formId } = await seed(server.url);
  const [name, value] = cookie.split(';')[0].split('=');
  const table = PAGE === 'table';
  const url = `${server.url}${table ? `/form-management/form-data/${formId}` : '/'}`;
  // Polled with a plain evaluation: Playwright's locators inject their own script into the page, one long
  // task of their own that Lighthouse's loads do not have.
  const expected = table ? `Customer ${ENTRIES}` : 'Welcome back';
  const selector = table ? 'main' : 'main h1';
  const waitFor = async (page) => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const shown = await page.evaluate(
        ([css, text]) => document.querySelector(css)?.textContent?.includes(text) ?? false,
        [selector, expected],
      );
      if (shown) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`'${expected}' did not show`);
  };
  const runs = [];
  for (let i = 0; i < RUNS; i++)
    runs.push(await load(browser, url, { name, value, url: server.url }, waitFor));
  runs.sort((a, b) => a.blocking - b.blocking);
  const median = runs[Math.floor(runs.length / 2)];
  console.log(
    `${PAGE}, CPU slowed ${THROTTLE}x${SIMULATE ? ' (simulated)' : ''}${OBSERVER ? ', no trace' : ''}, ${RUNS} loads, load average ${os.loadavg()[0].toFixed(2)}`,
  );
  console.log(
    `blocking time after the first contentful paint, ms: ${runs.map((r) => r.blocking.toFixed(0)).join(', ')}`,
  );
  console.log(
    `median load: first contentful paint at ${median.fcp.toFixed(0)} ms; its long tasks (at ms: ms):`,
  );
  console.log(median.long.map((task) => `${task.at.toFixed(0)}: ${task.ms.toFixed(0)}`).join(', '));
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
