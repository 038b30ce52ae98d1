import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { migrationsFolder } from '../platform/db/migrate.ts';

/** What an archive holds: its manifest (written last) names every table and file in it. */
export const FORMAT = 'atrium-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const tableEntry = (table: string) => `tables/${table}.jsonl`;
export const fileEntry = (key: string) => `files/${key}`;

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int(),
  productVersion: z.string(),
  /** The last migration applied to the database the rows came from: a restore needs the same one. */
  schema: z.string(),
  createdAt: z.string(),
  source: z.object({ engine: z.enum(['pglite', 'postgres']), fileStore: z.enum(['disk', 's3']) }),
  /** In load order. */
  tables: z.array(z.object({ name: z.string(), rows: z.number().int(), checksum: z.string() })),
  files: z.array(z.object({ key: z.string(), size: z.number().int(), sha256: z.string() })),
  /** False when the files stayed in their store (migrate-to): the archive then holds rows only. */
  filesIncluded: z.boolean(),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** The manifest's text as read from an archive, checked for a format and version this build can restore. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('The archive manifest is not valid JSON.');
  }
  const head = z.object({ format: z.string(), formatVersion: z.number() }).safeParse(json);
  if (!head.success || head.data.format !== FORMAT)
    throw new Error('The archive is not an Atrium backup (its manifest names no Atrium backup format).');
  if (head.data.formatVersion !== FORMAT_VERSION)
    throw new Error(
      `The archive has backup format version ${head.data.formatVersion}; this Atrium reads version ${FORMAT_VERSION}.`,
    );
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(`The archive manifest is incomplete: ${parsed.error.issues[0]?.message}`);
  const manifest = parsed.data;
  const schema = latestMigration();
  if (manifest.schema !== schema)
    throw new Error(
      `The archive was made by Atrium ${manifest.productVersion} with database schema ${manifest.schema}; ` +
        `this Atrium is at ${schema}. Restore it with the version that made it, then upgrade.`,
    );
  return manifest;
}

/** The tag of the newest migration this build carries. */
export function latestMigration(): string {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)?.tag ?? '';
}

/** The server package's version, beside the migrations in the source tree and the built one alike. */
export function productVersion(): string {
  const file = path.join(path.dirname(migrationsFolder()), 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
