import { loadConfig } from './config.ts';
import { stopOnSignals } from './graceful-stop.ts';
import { startServer } from './server-start.ts';

const config = loadConfig();
const { app, database, firstStart } = await startServer(config);

const lines = [
  '',
  `Atrium is running at ${config.publicUrl}`,
  `  database: ${database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server (DATABASE_URL)'}`,
  `  master admin sign-in: ${config.publicUrl}/login/admin`,
];
if (firstStart.generatedMasterAdmin) {
  const { email, password } = firstStart.generatedMasterAdmin;
  lines.push(
    `  a master admin was created: ${email} / ${password}`,
    '  (this password is shown once; change it with `npm run cli -- create-master-admin`)',
  );
} else if (config.MASTER_ADMIN_EMAIL) {
  lines.push(`  master admin: ${config.MASTER_ADMIN_EMAIL} (password from MASTER_ADMIN_PASSWORD)`);
}
lines.push('  organisation staff sign in at /login/<organisation id>', '');
process.stdout.write(`${lines.join('\n')}\n`);

stopOnSignals(app, database);
