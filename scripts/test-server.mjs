// The server suite on the embedded database, and again on the PostgreSQL server when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const run = (label, env) => {
  process.stdout.write(`\n== server suite on ${label}\n`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...extra], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
run('PGlite (embedded)', withoutServer);
if (TEST_DATABASE_URL) run('PostgreSQL server', process.env);
