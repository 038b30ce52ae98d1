import type { Config } from './config.ts';
import type { EntryIndexBuilder } from './modules/entries/entry-index-builder.ts';
import type { PasswordHasher } from './platform/auth/passwords.ts';
import type { Database, Db } from './platform/db/database.ts';
import type { EventHub } from './platform/events/event-bus.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { Metrics } from './platform/metrics/metrics.ts';
import type { FileStorage } from './platform/storage/file-storage.ts';

/** The parts a running server is made of, built once at start and handed to each module's routes. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  hasher: PasswordHasher;
  mailer: Mailer;
  storage: FileStorage;
  hub: EventHub;
  entryIndexes: EntryIndexBuilder;
  metrics: Metrics;
}
