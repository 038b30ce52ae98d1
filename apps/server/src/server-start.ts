import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type FirstStartResult, prepareDatabase } from './first-start.ts';
import { PasswordHasher } from './platform/auth/passwords.ts';
import { type Database, openDatabase } from './platform/db/database.ts';
import { runMigrations } from './platform/db/migrate.ts';

export interface OpenedDatabase {
  database: Database;
  firstStart: FirstStartResult;
}

/** Opens the configured database, migrates it and makes sure the catalogue and a master admin exist. */
export async function openMigratedDatabase(config: Config): Promise<OpenedDatabase> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await runMigrations(database);
  const firstStart = await prepareDatabase(database.db, new PasswordHasher(1), {
    email: config.MASTER_ADMIN_EMAIL,
    password: config.MASTER_ADMIN_PASSWORD,
    name: config.MASTER_ADMIN_NAME,
  });
  return { database, firstStart };
}

export async function startServer(config: Config) {
  const { database, firstStart } = await openMigratedDatabase(config);
  const { app } = await buildApp(config, database);
  await app.listen({ port: config.PORT, host: config.HOST });
  return { app, database, firstStart };
}
