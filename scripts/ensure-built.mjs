// Builds the web app and the server when their output is missing or older than their sources.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestSource(dirs) {
  let newest = 0;
  const walk = (target) => {
    if (!existsSync(target)) return;
    if (!statSync(target).isDirectory()) {
      newest = Math.max(newest, statSync(target).mtimeMs);
      return;
    }
    for (const entry of readdirSync(target, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      walk(path.join(target, entry.name));
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  return newest;
}

function outdated(output, sources) {
  const file = path.join(root, output);
  return !existsSync(file) || statSync(file).mtimeMs < newestSource(sources);
}

const targets = [
  {
    workspace: '@atrium/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/domain/src'],
  },
  {
    workspace: '@atrium/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'packages/domain/src'],
  },
];

export function ensureBuilt({ only } = {}) {
  for (const target of targets) {
    if (only && !only.includes(target.workspace)) continue;
    if (!outdated(target.output, target.sources)) continue;
    process.stdout.write(`Building ${target.workspace}...\n`);
    execFileSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  }
}
