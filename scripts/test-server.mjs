// The server suite on the embedded database, and again on the PostgreSQL server when TEST_DATABASE_URL is set;
// then the tests that store files once more, on an S3 server the tests start (TEST_FILE_STORE=s3).
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const run = (label, env, args = extra) => {
  process.stdout.write(`\n== server suite on ${label}\n`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...args], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
run('PGlite (embedded)', withoutServer);
if (TEST_DATABASE_URL) run('PostgreSQL server', process.env);

// Test files whose names start so store files; a run narrowed to other files skips this pass.
const FILE_TESTS = [
  'files-',
  'storage-',
  'templates-uploads',
  'templates-setup-attachments',
  'file-storage',
  'expense-attachments',
];
const named = extra.filter((arg) => !arg.startsWith('-'));
const options = extra.filter((arg) => arg.startsWith('-'));
const onS3 = named.length ? named.filter((name) => FILE_TESTS.some((f) => name.includes(f))) : FILE_TESTS;
if (onS3.length)
  run('PGlite, files on S3 (s3rver)', { ...withoutServer, TEST_FILE_STORE: 's3' }, [...onS3, ...options]);
