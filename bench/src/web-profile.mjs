// Diagnosis: where a page load of the web app spends the browser's main thread. Opens the dashboard or the
// entries table (the Lighthouse bench's data) in Debian's Chromium at a phone's width, records a CPU profile of
// the load with the CPU slowed as Lighthouse's phone is, and prints the functions and files with the most self
// time and each React commit (when, how many components rendered, how many were new, which rendered most).
// Function names are readable on a build made without minifying:
//   cd apps/web && npx vite build --outDir /tmp/web-plain --minify false && node scripts/compress-dist.mjs /tmp/web-plain
//   WEB_DIST_DIR=/tmp/web-plain node bench/src/web-profile.mjs
//   BENCH_PAGE  table (default) or dashboard; BENCH_THROTTLE  CPU slow-down (default 4, 1 for none)
//   BENCH_PROFILE_FILE  where to write the .cpuprofile (default: not written)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { startServer } from './server-process.mjs';
import { ENTRIES, seed } from './web-seed.mjs';

const PAGE = process.env.BENCH_PAGE ?? 'table';
const THROTTLE = Number(process.env.BENCH_THROTTLE ?? 4);
const PROFILE_FILE = process.env.BENCH_PROFILE_FILE;

/** Stands in for React's developer tools: counts what each commit rendered (props or state changed). */
function countCommits() {
  const seen = new WeakMap();
  const nameOf = (type) =>
    typeof type === 'function'
      ? type.displayName || type.name
      : type && typeof type === 'object'
        ? type.displayName || type.render?.displayName || type.render?.name || type.type?.name || ''
        : '';
  window.__commits = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
    onCommitFiberRoot(_id, root) {
      let rendered = 0;
      let mounted = 0;
      const names = new Map();
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop();
        const name = nameOf(fiber.type);
        const before = seen.get(fiber) ?? (fiber.alternate && seen.get(fiber.alternate));
        const changed =
          !before || before.props !== fiber.memoizedProps || before.state !== fiber.memoizedState;
        seen.set(fiber, { props: fiber.memoizedProps, state: fiber.memoizedState });
        if (name && changed) {
          rendered++;
          if (!before) mounted++;
          names.set(name, (names.get(name) ?? 0) + 1);
        }
        if (fiber.child) stack.push(fiber.child);
        if (fiber.sibling) stack.push(fiber.sibling);
      }
      const most = [...names]
        .filter(([name]) => !/^(Insertion|Styled)/.test(name))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ');
      window.__commits.push({ at: Math.round(performance.now()), rendered, mounted, most });
    },
  };
}

/** Self time (ms) by function and by file, from a CPU profile. */
function selfTimes(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map();
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  const byFile = new Map();
  for (const [key, ms] of byFunction) {
    const file = key.split(' ').pop().split(':')[0] || key.split(' ')[0];
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return { byFunction: sorted(byFunction), byFile: sorted(byFile) };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-profile-'));
const server = await startServer({ dataDir });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const { cookie, formId } = await seed(server.url);
  const [name, value] = cookie.split(';')[0].split('=');
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  });
  await context.addCookies([{ name, value, url: server.url }]);
  const page = await context.newPage();
  await page.addInitScript(countCommits);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  if (THROTTLE > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await cdp.send('Profiler.start');
  const table = PAGE === 'table';
  await page.goto(`${server.url}${table ? `/form-management/form-data/${formId}` : '/'}`);
  if (table) await page.getByText(`Customer ${ENTRIES}`).first().waitFor({ timeout: 60_000 });
  // The app's heading, not the first frame's (decision 0047), which is not in a main landmark.
  else await page.locator('main h1', { hasText: 'Welcome back' }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const { profile } = await cdp.send('Profiler.stop');
  if (PROFILE_FILE) writeFileSync(PROFILE_FILE, JSON.stringify(profile));

  console.log(`${PAGE}, CPU slowed ${THROTTLE}x, load average ${os.loadavg()[0].toFixed(2)}`);
  console.log('React commits: at ms, components rendered (new), the most rendered');
  for (const commit of await page.evaluate(() => window.__commits)) {
    console.log(
      `${String(commit.at).padStart(7)} ${String(commit.rendered).padStart(6)} (${commit.mounted})  ${commit.most}`,
    );
  }
  const { byFunction, byFile } = selfTimes(profile);
  console.log('self time, ms, by file');
  for (const [file, ms] of byFile.slice(0, 12)) console.log(`${ms.toFixed(0).padStart(8)}  ${file}`);
  console.log('self time, ms, by function');
  for (const [fn, ms] of byFunction.slice(0, 25)) console.log(`${ms.toFixed(0).padStart(8)}  ${fn}`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
