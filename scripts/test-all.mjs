// `npm test`: the domain rules first, then the server suites, then the browser journeys. Each side's lines
// carry its name; a failure of either fails the run. TEST_PARALLEL=1 runs the two sides at once: on two cores
// that has not yet been shown to finish sooner (one run took 50 minutes against 35 one after the other), so it
// is not the default.
import { spawn, spawnSync } from 'node:child_process';

const started = Date.now();
const minutes = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;

const unit = spawnSync('npm', ['run', 'test:unit'], { stdio: 'inherit' });
if (unit.status !== 0) process.exit(unit.status ?? 1);

function run(name, script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `[${name}] `;
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => partial && process.stdout.write(`${prefix}${partial}\n`));
    }
    child.on('close', (code) => {
      process.stdout.write(`${prefix}finished with ${code} after ${minutes()}\n`);
      resolve({ name, code: code ?? 1 });
    });
  });
}

const sides = [
  ['server', 'test:server'],
  ['journeys', 'test:e2e'],
];
const results = [];
if (!process.env.TEST_PARALLEL) {
  for (const [name, script] of sides) results.push(await run(name, script));
} else {
  results.push(...(await Promise.all(sides.map(([name, script]) => run(name, script)))));
}

const failed = results.filter((result) => result.code !== 0);
process.stdout.write(
  `\n== ${failed.length ? `failed: ${failed.map((f) => f.name).join(', ')}` : 'all passed'} in ${minutes()}\n`,
);
process.exit(failed.length ? 1 : 0);
