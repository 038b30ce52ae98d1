// Benchmark: the entries table in Chromium on the generated 1,000,000-entry form. The built server serves the
// web build; the bench organisation's admin opens Form Data for the form, and the script measures the time
// to the first rows shown; with 50 rows a page, scrolling the virtualised table top to bottom and back
// (frame intervals from requestAnimationFrame, long tasks, frames over 50 ms) and the number of table rows
// in the DOM; paging: next ×20 and the last page; changing the sort and the page size; selecting a row.
// Each click-to-rows time is split into the entries request (Resource Timing, the server's share) and the
// rest (the browser's share), so the ratio ours / request shows what the table adds to the server's answer.
// Usage: node bench/src/entries-generate.mjs pg && node bench/src/entries-scroll.mjs [pg] [pglite]
//   BENCH_RUNS          repetitions of each measurement (default 5)
//   BENCH_SERVER_ENTRY  a private server build; WEB_DIST_DIR the web build it serves (default apps/web/dist)
//   BENCH_PAGES         next-page clicks per run (default 20); BENCH_VERBOSE=1 logs each click
//   CHROMIUM_PATH       the browser (default /usr/bin/chromium)
import os from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { readState, serverOptions, targets } from './entries-state.mjs';
import { startServer } from './server-process.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = Number(process.env.BENCH_PAGES ?? 20);
const SCROLL_STEP_PX = 40;
const SLOW_FRAME_MS = 50;
const TIMEOUT_MS = 120_000;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value) => value.toFixed(1);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** Rows of the table's body that hold an entry (the virtualiser's spacer rows carry no data-index). */
const ROWS = 'table tbody tr[data-index]';

/** Called in the page before each action: notes what the table shows and when the next click happens. */
function arm() {
  const first = document.querySelector('table tbody tr[data-index]');
  const frame = document.querySelector('[role="region"][aria-label^="Entries of"]');
  window.__before = `${first?.textContent}|${frame?.scrollHeight}`;
  window.__clickAt = null;
  performance.clearResourceTimings();
  document.addEventListener(
    'click',
    (event) => {
      window.__clickAt = event.timeStamp;
    },
    { capture: true, once: true },
  );
}

/**
 * Polled each frame after the click: once the table shows other rows and nothing is loading, the time from
 * the click and the duration of the entries request that brought them.
 */
function shown() {
  if (window.__clickAt === null) return false;
  if (document.querySelector('[aria-label="Loading entries"]')) return false;
  const first = document.querySelector('table tbody tr[data-index]');
  const frame = document.querySelector('[role="region"][aria-label^="Entries of"]');
  if (!first || `${first.textContent}|${frame?.scrollHeight}` === window.__before) return false;
  const requests = performance
    .getEntriesByType('resource')
    .filter((entry) => /\/api\/forms\/[^/]+\/entries\?/.test(entry.name));
  const request = requests.at(-1);
  return { total: performance.now() - window.__clickAt, request: request?.duration ?? 0 };
}

/** Runs a click (in Node, through the page) and waits until its rows are shown. */
async function timedClick(page, click) {
  if (process.env.BENCH_VERBOSE) console.error(`${new Date().toISOString()} ${click}`);
  await page.evaluate(arm);
  await click();
  const handle = await page.waitForFunction(shown, null, { polling: 'raf', timeout: TIMEOUT_MS });
  return handle.jsonValue();
}

/** Scrolls the table frame to the bottom and back to the top a step a frame; frame intervals and long tasks. */
function scrollThrough({ step, slow }) {
  return new Promise((resolve) => {
    const frame = document.querySelector('[role="region"][aria-label^="Entries of"]');
    const longTasks = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const intervals = [];
    let maxRows = 0;
    let direction = 1;
    let last = performance.now();
    frame.scrollTop = 0;
    const tick = (now) => {
      intervals.push(now - last);
      last = now;
      maxRows = Math.max(maxRows, frame.querySelectorAll('tbody tr[data-index]').length);
      const bottom = frame.scrollHeight - frame.clientHeight;
      if (direction === 1 && frame.scrollTop >= bottom) direction = -1;
      else if (direction === -1 && frame.scrollTop <= 0) {
        observer.disconnect();
        intervals.shift(); // the first interval is the set-up, not a frame of the scroll
        resolve({
          intervals,
          longTasks,
          slowFrames: intervals.filter((interval) => interval > slow).length,
          maxRows,
          height: frame.scrollHeight,
        });
        return;
      }
      frame.scrollTop += direction * step;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** The renderer's main-thread counters of the Chrome DevTools Protocol (seconds), by their name. */
const COST = {
  ThreadTime: 'CPU time of the main thread',
  ScriptDuration: 'script',
  RecalcStyleDuration: 'style',
  LayoutDuration: 'layout',
};
async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map(({ name, value }) => [name, value]));
}

/** Picks an option of an MUI select by its label; the option's click is the one timed. */
async function choose(page, label, option) {
  await page.getByRole('combobox', { name: label }).click();
  return timedClick(page, () => page.getByRole('option', { name: option, exact: true }).click());
}

function summary(label, samples) {
  const totals = samples.map((sample) => sample.total);
  const requests = samples.map((sample) => sample.request);
  const p50 = percentile(totals, 50);
  const request = percentile(requests, 50);
  console.log(
    `| ${label} | ${samples.length} | ${ms(p50)} | ${ms(percentile(totals, 95))} | ${ms(Math.max(...totals))} | ${ms(request)} | ${request > 0 ? (p50 / request).toFixed(2) : '–'} |`,
  );
}

async function browserTimes(url, { admin, formId }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const firstRows = [];
  const scrolls = [];
  const next = [];
  const last = [];
  const sorts = [];
  const sizes = [];
  const selects = [];
  try {
    const context = await browser.newContext({
      baseURL: url,
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 800 },
    });
    const signedIn = await context.request.post('/api/auth/login', { data: admin });
    if (!signedIn.ok())
      throw new Error(`browser sign-in: HTTP ${signedIn.status()} ${await signedIn.text()}`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    for (let run = 0; run < RUNS + 1; run++) {
      await page.goto(`/form-management/form-data/${formId}`);
      // performance.now() counts from the navigation's start.
      const rendered = await page.waitForFunction(
        (rows) => document.querySelector(rows) && performance.now(),
        ROWS,
        { polling: 'raf', timeout: TIMEOUT_MS },
      );
      const firstMs = await rendered.jsonValue();
      await page.waitForSelector('[aria-label="Loading entries"]', {
        state: 'detached',
        timeout: TIMEOUT_MS,
      });

      const size = await choose(page, 'Rows per page:', '50');
      const before = await metrics(cdp);
      const scroll = await page.evaluate(scrollThrough, { step: SCROLL_STEP_PX, slow: SLOW_FRAME_MS });
      const after = await metrics(cdp);
      // Main-thread time a frame: CPU time (ThreadTime) holds on a loaded machine where wall time does not.
      const frames = scroll.intervals.length + 1;
      scroll.cost = Object.fromEntries(
        Object.keys(COST).map((key) => [key, ((after[key] - before[key]) * 1000) / frames]),
      );
      if (process.env.BENCH_VERBOSE)
        console.error(
          `scrolled: ${scroll.intervals.length} frames, ${scroll.maxRows} rows, ${scroll.height} px`,
        );
      const nextRun = [];
      for (let i = 0; i < PAGES; i++)
        nextRun.push(
          await timedClick(page, () => page.getByRole('button', { name: 'Go to next page' }).click()),
        );
      const sortRun = [];
      for (const header of ['Amount', 'Amount', 'Name']) {
        const button = page.getByRole('columnheader', { name: header }).getByRole('button');
        sortRun.push(await timedClick(page, () => button.click()));
      }
      // The last page by its button when the table offers one, else by sorting the other way round.
      const lastButton = page.getByRole('button', { name: 'Go to last page' });
      const lastRun = await timedClick(page, async () =>
        (await lastButton.count())
          ? lastButton.click()
          : page.getByRole('columnheader', { name: 'Created At' }).getByRole('button').click(),
      );
      const selectMs = await page.evaluate(async (timeout) => {
        const row = () => document.querySelector('table tbody tr[data-index="0"]');
        const started = performance.now();
        row().querySelector('input[type="checkbox"]').click();
        while (!row()?.classList.contains('Mui-selected')) {
          if (performance.now() - started > timeout) throw new Error('the row was not selected');
          await new Promise((done) => requestAnimationFrame(done));
        }
        return performance.now() - started;
      }, TIMEOUT_MS);
      const sizeBack = await choose(page, 'Rows per page:', '10');
      if (run === 0) continue; // warm-up
      firstRows.push(firstMs);
      scrolls.push(scroll);
      next.push(...nextRun);
      sorts.push(...sortRun);
      last.push(lastRun);
      sizes.push(size, sizeBack);
      selects.push(selectMs);
    }
  } finally {
    await browser.close();
  }
  return { firstRows, scrolls, next, last, sorts, sizes, selects };
}

console.log('## Entries table in the browser (1,000,000 entries, 20 fields)\n');
console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; Chromium headless 1280×800; ${RUNS} runs after one to warm up`,
);
for (const target of targets()) {
  const state = readState()[target];
  if (!state) {
    console.log(`\n${target}: nothing generated; run bench/src/entries-generate.mjs ${target} first`);
    continue;
  }
  const server = await startServer(serverOptions(target));
  let times;
  const loadBefore = load();
  try {
    times = await browserTimes(server.url, state);
  } finally {
    await server.stop();
  }
  const name = target === 'pg' ? 'PostgreSQL server' : 'Embedded database (PGlite)';
  console.log(`\n### ${name}, ${state.entries.toLocaleString('en')} entries\n`);
  console.log(`load average before: ${loadBefore}; after: ${load()}\n`);
  console.log(
    '| click to rows shown | samples | p50 ms | p95 ms | worst ms | request p50 ms | ours / request |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  summary('change page size (10 ↔ 50)', times.sizes);
  summary(`next page (×${PAGES}, 50 rows)`, times.next);
  summary('sort by a column (Amount ↑, Amount ↓, Name ↑)', times.sorts);
  summary('last page (its button, else Created At ascending)', times.last);
  const intervals = times.scrolls.flatMap((scroll) => scroll.intervals);
  const longTasks = times.scrolls.flatMap((scroll) => scroll.longTasks);
  const slow = times.scrolls.reduce((sum, scroll) => sum + scroll.slowFrames, 0);
  console.log('\n| browser | p50 ms | p95 ms | worst ms | count |\n| --- | ---: | ---: | ---: | ---: |');
  console.log(
    `| navigation to first rows shown | ${ms(percentile(times.firstRows, 50))} | ${ms(percentile(times.firstRows, 95))} | ${ms(Math.max(...times.firstRows))} | ${times.firstRows.length} |`,
  );
  console.log(
    `| scroll 50 rows down and up, ${SCROLL_STEP_PX} px a frame: frame interval | ${ms(percentile(intervals, 50))} | ${ms(percentile(intervals, 95))} | ${ms(Math.max(...intervals))} | ${intervals.length} |`,
  );
  console.log(
    `| frames over ${SLOW_FRAME_MS} ms while scrolling | | | | ${slow} |\n| long tasks while scrolling (duration) | ${longTasks.length ? ms(percentile(longTasks, 50)) : '–'} | ${longTasks.length ? ms(percentile(longTasks, 95)) : '–'} | ${longTasks.length ? ms(Math.max(...longTasks)) : '–'} | ${longTasks.length} |`,
  );
  for (const [key, label] of Object.entries(COST)) {
    const values = times.scrolls.map((scroll) => scroll.cost[key]);
    console.log(
      `| scrolling: ${label}, ms a frame (mean of each run) | ${ms(percentile(values, 50))} | ${ms(percentile(values, 95))} | ${ms(Math.max(...values))} | ${values.length} |`,
    );
  }
  console.log(
    `| select one row: click to highlighted | ${ms(percentile(times.selects, 50))} | ${ms(percentile(times.selects, 95))} | ${ms(Math.max(...times.selects))} | ${times.selects.length} |`,
  );
  console.log(
    `\ntable rows in the DOM while scrolling 50 a page: at most ${Math.max(...times.scrolls.map((scroll) => scroll.maxRows))} (frame ${times.scrolls[0]?.height} px high)`,
  );
}
