import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './common-columns.ts';
import { orgIdColumn } from './orgs.schema.ts';

// The storage app: folder configurations of an organisation and the files uploaded into them. A folder's id
// is the `folder_drive_id` of a user's storage access; its roles are held per folder in the user's access.

export const storageFolders = pgTable(
  'storage_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    displayName: text('display_name').notNull(),
    /** Cleaned segments joined by '/': 'bills/2026_receipts'. */
    basePath: text('base_path').notNull(),
    /** y, ym, ymd or none: how an upload's path follows its issued date. */
    creationConfig: text('creation_config').notNull(),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('storage_folders_path_idx').on(t.orgId, sql`lower(${t.basePath})`)],
);

export const storageFiles = pgTable(
  'storage_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    folderId: uuid('folder_id')
      .notNull()
      .references(() => storageFolders.id, { onDelete: 'cascade' }),
    /** The file store's key: {orgId}/folder-{folderId}/{datePath}/{uploadId}-{safe name}. */
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    extension: text('extension').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Found in the content at upload. */
    contentType: text('content_type').notNull(),
    /** SHA-256 of the content, hex, computed by the server as the bytes arrived. */
    sha256: text('sha256').notNull(),
    /** Base path / date path / file name, as the user reads it. */
    path: text('path').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    uploadedOn: timestamp('uploaded_on', { withTimezone: true }).notNull().defaultNow(),
    uploadedBy: uuid('uploaded_by').notNull(),
    uploadedByName: text('uploaded_by_name').notNull(),
    /** The thumbnail's key once made (images only). */
    thumbnailKey: text('thumbnail_key'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedOn: timestamp('deleted_on', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
  },
  (t) => [
    // The list: a folder's live files, newest upload first (keyset on uploaded_on, id).
    index('storage_files_folder_list_idx')
      .on(t.orgId, t.folderId, t.uploadedOn.desc(), t.id.desc())
      .where(sql`NOT ${t.isDeleted}`),
    // The list without a folder chosen (an org admin, or a member of several folders): newest first.
    index('storage_files_org_list_idx')
      .on(t.orgId, t.uploadedOn.desc(), t.id.desc())
      .where(sql`NOT ${t.isDeleted}`),
    // The self variants: one's own uploads in a folder.
    index('storage_files_uploader_list_idx')
      .on(t.orgId, t.folderId, t.uploadedBy, t.uploadedOn.desc(), t.id.desc())
      .where(sql`NOT ${t.isDeleted}`),
    // The duplicate check before an upload.
    index('storage_files_sha_idx').on(t.orgId, t.folderId, t.sha256).where(sql`NOT ${t.isDeleted}`),
    // The purge of files deleted long enough ago.
    index('storage_files_deleted_idx').on(t.deletedOn).where(sql`${t.isDeleted}`),
  ],
);
