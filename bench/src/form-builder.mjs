// Benchmark: a form with 200 fields of mixed types. Server round-trips (POST /api/forms, GET /api/forms/:id)
// and, in Chromium, the builder: navigation to the rendered Field Configurations list, opening the field
// dialog, and the slowest keystroke while typing with 200 fields on screen.
// Usage: npm run build && node bench/src/form-builder.mjs
//   BENCH_RUNS          runs per server measurement (default 20); browser runs are a quarter of it
//   BENCH_SERVER_ENTRY  a private server build; WEB_DIST_DIR the web build it serves
//   CHROMIUM_PATH       the browser (default /usr/bin/chromium)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { createOrganisation, json, signIn } from './org-api.mjs';
import { startServer } from './server-process.mjs';

const FIELDS = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const BROWSER_RUNS = Math.max(3, Math.round(RUNS / 4));
const TYPES = [
  'text',
  'number',
  'select',
  'textarea',
  'date',
  'multiselect',
  'radio',
  'checkbox',
  'file',
  'table',
];

/** Field i of the benchmark form; every tenth is a table with two columns, option fields carry 5 values. */
function field(i) {
  const type = TYPES[i % TYPES.length];
  const base = {
    id: `F${String(i).padStart(7, '0')}`,
    label: `Field ${i + 1} (${type})`,
    type,
    required: i % 3 === 0,
  };
  if (['select', 'multiselect', 'radio'].includes(type))
    return { ...base, options: { kind: 'custom', values: ['North', 'South', 'East', 'West', 'Centre'] } };
  if (type === 'table') {
    const column = (n, dataType) => ({
      id: `C${String(i).padStart(5, '0')}${n}0`,
      header: `Column ${n}`,
      dataType,
    });
    return { ...base, columns: [column(1, 'text'), column(2, 'number')] };
  }
  if (type === 'text')
    return { ...base, inputValidation: true, regex: '^[A-Za-z ]+$', invalidInputMessage: 'Letters only' };
  return base;
}
const fieldConfig = Array.from({ length: FIELDS }, (_, i) => field(i));

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const row = (label, values) =>
  console.log(
    `| ${label} | ${values.length} | ${percentile(values, 50).toFixed(1)} | ${percentile(values, 95).toFixed(1)} |`,
  );

async function timed(action) {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

async function serverRoundTrips(url, cookie) {
  const headers = { cookie, 'content-type': 'application/json' };
  const posts = [];
  let formId = '';
  for (let i = 0; i < RUNS + 2; i++) {
    const body = JSON.stringify({ name: `Two hundred fields ${i}`, fieldConfig });
    const ms = await timed(async () => {
      formId = (await json(await fetch(`${url}/api/forms`, { method: 'POST', headers, body }), 'create')).form
        .id;
    });
    if (i >= 2) posts.push(ms); // two to warm up
  }
  const gets = [];
  for (let i = 0; i < RUNS + 2; i++) {
    const ms = await timed(async () => json(await fetch(`${url}/api/forms/${formId}`, { headers }), 'get'));
    if (i >= 2) gets.push(ms);
  }
  row('POST /api/forms (create, 200 fields)', posts);
  row('GET /api/forms/:id (200 fields)', gets);
  return formId;
}

/** Longest keydown-to-paint while typing ten characters into the labelled box (Event Timing API). */
async function slowestKeystroke(page, label) {
  await page.evaluate(() => {
    window.__keyDurations = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'keydown') window.__keyDurations.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 });
  });
  await page.getByLabel(label, { exact: false }).first().focus();
  await page.keyboard.type('abcdefghij', { delay: 60 });
  await page.waitForTimeout(300);
  const durations = await page.evaluate(() => window.__keyDurations);
  return durations.length === 0 ? 0 : Math.max(...durations);
}

async function browserTimes(url, admin, formId) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const list = [];
  const dialog = [];
  const preview = [];
  const nameKeys = [];
  const labelKeys = [];
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
    for (let run = 0; run < BROWSER_RUNS + 1; run++) {
      await page.goto(`/form-management/manage-all-forms/${formId}/field-config`);
      // performance.now() counts from the navigation's start.
      const rendered = await page.waitForFunction(
        (count) =>
          document.querySelectorAll('[data-testid="field-card"]').length === count && performance.now(),
        FIELDS,
        { polling: 'raf', timeout: 60_000 },
      );
      const [opened, filled] = await page.evaluate(async (count) => {
        const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
        const started = performance.now();
        document.querySelector('button[aria-label="Edit Field 101 (text)"]').click();
        const heading = () => document.querySelector('[role="dialog"] #form-preview-heading');
        while (!heading()) await frame();
        const shown = performance.now() - started;
        while (heading().nextElementSibling?.childElementCount !== count) await frame();
        return [shown, performance.now() - started];
      }, FIELDS);
      if (run > 0) {
        list.push(await rendered.jsonValue());
        dialog.push(opened);
        preview.push(filled);
        labelKeys.push(await slowestKeystroke(page, 'Label'));
      }
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      if (run > 0) nameKeys.push(await slowestKeystroke(page, 'Form Name'));
    }
  } finally {
    await browser.close();
  }
  row('navigation to 200 field cards rendered', list);
  row('open Edit Field: dialog shown', dialog);
  row('open Edit Field: 200-field preview filled in', preview);
  row('slowest keystroke, Form Name (0 = every one under 16 ms)', nameKeys);
  row('slowest keystroke, field Label in the dialog', labelKeys);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-builder-'));
const server = await startServer({ dataDir });
try {
  const admin = await createOrganisation(server.url);
  const cookie = await signIn(server.url, admin);
  console.log(`## Form builder (${FIELDS} fields)\n`);
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; embedded database (PGlite)\n`,
  );
  console.log('| measurement | runs | p50 ms | p95 ms |\n| --- | ---: | ---: | ---: |');
  const formId = await serverRoundTrips(server.url, cookie);
  await browserTimes(server.url, admin, formId);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
