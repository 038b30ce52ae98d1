import { parseArgs } from 'node:util';
import { createCreatorSchema } from '@atrium/domain/creators/creators.schemas.ts';
import { loadConfig } from './config.ts';
import { upsertMasterAdmin } from './first-start.ts';
import { findUserByEmail, insertUser } from './modules/people/accounts.repo.ts';
import { backupCommand, migrateToCommand, restoreCommand } from './operations/operations.ts';
import { PasswordHasher } from './platform/auth/passwords.ts';
import { openDatabase } from './platform/db/database.ts';
import { runMigrations } from './platform/db/migrate.ts';

const HELP = `Atrium operator commands (npm run cli -- <command> [options])

  migrate                                   apply database migrations
  create-master-admin --email --password [--name]
                                            add a master admin (or make an account one, with this password)
  create-creator --email --password --name  add a creator account
  backup <file>                             write the database and the stored files to a new .zip archive
  restore <file>                            restore an archive into an EMPTY database and file store,
                                            then verify every table and file against its manifest
  migrate-to <DATABASE_URL>                 copy the database into an EMPTY PostgreSQL database (the files
                                            stay in their store) and verify it
  help                                      show this text

Uses the same settings as the server (DATABASE_URL or DATA_DIR).`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    process.stdout.write(`${HELP}\n`);
    return 0;
  }
  const { values, positionals } = parseArgs({
    args: rest,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const config = loadConfig();
  const print = (line: string) => process.stdout.write(`${line}\n`);
  const operations = { backup: backupCommand, restore: restoreCommand, 'migrate-to': migrateToCommand };
  if (command in operations) {
    const [argument] = positionals;
    if (!argument || positionals.length > 1)
      throw new Error(
        `${command} needs one argument: ${command === 'migrate-to' ? '<DATABASE_URL>' : '<file>'}`,
      );
    await operations[command as keyof typeof operations](config, argument, print);
    return 0;
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const hasher = new PasswordHasher(1);
    switch (command) {
      case 'migrate':
        process.stdout.write('Migrations applied.\n');
        return 0;
      case 'create-master-admin': {
        if (!values.email || !values.password)
          throw new Error('create-master-admin needs --email and --password');
        if (values.password.length < 8) throw new Error('The password must be at least 8 characters.');
        await upsertMasterAdmin(database.db, hasher, {
          email: values.email,
          password: values.password,
          name: values.name ?? 'Master Admin',
        });
        process.stdout.write(`Master admin ${values.email} is ready. Sign in at /login/admin.\n`);
        return 0;
      }
      case 'create-creator': {
        const input = createCreatorSchema.parse(values);
        if (await findUserByEmail(database.db, input.email))
          throw new Error('A user with this email already exists.');
        await insertUser(database.db, {
          email: input.email,
          name: input.name,
          username: input.email.split('@')[0] ?? input.name,
          passwordHash: await hasher.hash(input.password),
          isCreator: true,
        });
        process.stdout.write(`Creator ${input.email} is ready. Sign in at /login/creator-login.\n`);
        return 0;
      }
      default:
        process.stderr.write(`Unknown command: ${command}\n\n${HELP}\n`);
        return 2;
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message =
      error && typeof error === 'object' && 'issues' in error
        ? (error as { issues: Array<{ message: string }> }).issues.map((i) => i.message).join('; ')
        : error instanceof Error
          ? error.message
          : String(error);
    process.stderr.write(`Error: ${message}\n`);
    process.exit(1);
  },
);
