import type { Config } from './config.ts';
import type { FirstStartResult } from './first-start.ts';
import type { Database } from './platform/db/database.ts';

/** What `npm start` prints once the server answers: where to sign in, and a generated password once. */
export function startBanner(config: Config, kind: Database['kind'], firstStart: FirstStartResult): string {
  const lines = [
    '',
    `Atrium is running at ${config.publicUrl}`,
    `  database: ${kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server (DATABASE_URL)'}`,
  ];
  if (config.workers > 1) lines.push(`  server processes: ${config.workers}`);
  lines.push(`  master admin sign-in: ${config.publicUrl}/login/admin`);
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
  return `${lines.join('\n')}\n`;
}
