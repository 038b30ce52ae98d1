import { z } from 'zod';

// The storage app (storage and expense spec): folder configurations of an organisation, and the bills and
// documents uploaded into them. Files are reached only through the server, which checks the folder roles.

/** How an upload's path below the folder follows its issued date: year, year/month, year/month/day, or flat. */
export const CREATION_CONFIGS = ['y', 'ym', 'ymd', 'none'] as const;
export type CreationConfig = (typeof CREATION_CONFIGS)[number];

/** Upload chunk size (spec §9: 1 MB), the tus client's and the S3 store's part size. */
export const STORAGE_CHUNK_BYTES = 1024 * 1024;
/** Long press on a file card that starts multi-select (spec §9). */
export const LONG_PRESS_MS = 800;
/** Pull-to-refresh threshold in pixels (spec §9). */
export const PULL_TO_REFRESH_PX = 70;
/** Preview zoom (spec §9): from 1 to 3 in steps of 0.2; rotation in steps of 90 degrees. */
export const ZOOM = { min: 1, max: 3, step: 0.2 } as const;
export const ROTATE_STEP_DEG = 90;
/** Camera capture (spec §9). */
export const CAMERA = { jpegQuality: 0.9, idealWidth: 1280, idealHeight: 720 } as const;
/** Files of the list per page. */
export const STORAGE_PAGE_SIZE = 50;
/** A soft-deleted file is kept this long, then its bytes and row are purged (docs/decisions/0026). */
export const DELETED_FILE_RETENTION_DAYS = 30;
/** The default start of the list's date ranges: this many days before today (the spec does not give it). */
export const DEFAULT_RANGE_DAYS = 90;
/** A folder path: at most this many segments, each at most 64 characters. */
export const MAX_PATH_SEGMENTS = 8;
export const MAX_SEGMENT_LENGTH = 64;
/** File names: at most 255 bytes of UTF-8 (spec: names over 255 bytes are refused). */
export const MAX_FILE_NAME_BYTES = 255;

/** Accepted uploads (spec §5): images, pdf, doc, docx, xls, xlsx; the server checks content, not the name. */
export const ACCEPTED_EXTENSIONS = [
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.webp',
  '.heic',
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
] as const;
/** The file picker's accept attribute. */
export const ACCEPT_ATTRIBUTE = ['image/*', ...ACCEPTED_EXTENSIONS.filter((e) => !isImageExt(e))].join(',');

function isImageExt(extension: string): boolean {
  return ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.heic'].includes(extension);
}

/**
 * A new folder segment as the spec cleans it (§5): spaces become underscores, and only letters, digits,
 * underscore and hyphen are kept.
 */
export function cleanFolderSegment(name: string): string {
  return name
    .replace(/ /g, '_')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, MAX_SEGMENT_LENGTH);
}

const segmentSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** A folder path: cleaned segments joined by '/', as stored in base_path. */
export const basePathSchema = z
  .string()
  .max(MAX_PATH_SEGMENTS * (MAX_SEGMENT_LENGTH + 1))
  .refine((path) => {
    const segments = path.split('/');
    return segments.length <= MAX_PATH_SEGMENTS && segments.every((s) => segmentSchema.safeParse(s).success);
  });

/** Where, below its folder, an upload issued on this date goes: '2026', '2026/11', '2026/11/24' or ''. */
export function datePathOf(config: CreationConfig, issuedOn: string): string {
  const [year, month, day] = issuedOn.split('-');
  if (config === 'y') return `${year}`;
  if (config === 'ym') return `${year}/${month}`;
  if (config === 'ymd') return `${year}/${month}/${day}`;
  return '';
}

/** yyyy-mm-dd, a real calendar date. */
export const isoDateSchema = z.iso.date();

export const storageFolderSchema = z.object({
  /** The folder's id: `folder_drive_id` in a user's storage access. */
  id: z.string().uuid(),
  displayName: z.string(),
  basePath: z.string(),
  creationConfig: z.enum(CREATION_CONFIGS),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type StorageFolder = z.infer<typeof storageFolderSchema>;

/** A folder the caller holds roles on, with what those roles let them do there. */
export const myFolderSchema = storageFolderSchema.extend({
  /** The access line (spec §6): View All, View Self, Edit All, Edit Self or View None, joined by ' · '. */
  accessLine: z.string(),
  view: z.enum(['all', 'own', 'none']),
  delete: z.enum(['all', 'own', 'none']),
  filterByUploader: z.boolean(),
});
export type MyFolder = z.infer<typeof myFolderSchema>;

export const createFolderSchema = z.object({
  /** The full path of the new folder: an existing path and the new, cleaned segment. */
  basePath: z.string().trim().max(600),
  displayName: z.string().trim().max(100),
  creationConfig: z.enum(CREATION_CONFIGS).or(z.literal('')),
});
export type CreateFolder = z.infer<typeof createFolderSchema>;

export const storedBillSchema = z.object({
  id: z.string().uuid(),
  folderId: z.string().uuid(),
  folderName: z.string(),
  fileName: z.string(),
  extension: z.string(),
  size: z.number().int().nonnegative(),
  /** The type found in the content at upload (not the one the browser claimed). */
  contentType: z.string(),
  /** Where the file sits: the folder's base path, the date path of its creation configuration, its name. */
  path: z.string(),
  issuedOn: z.string(),
  uploadedOn: z.string(),
  uploadedBy: z.object({ id: z.string(), name: z.string() }),
  /** Whether a server-made thumbnail can be asked for (images). */
  hasThumbnail: z.boolean(),
  /** Whether the caller may delete it (edit_all, or edit_self on their own file). */
  mayDelete: z.boolean(),
});
export type StoredBill = z.infer<typeof storedBillSchema>;

/** The list's filters (spec §7: folder, uploader, issued range, uploaded range; newest upload first). */
export const listFilesQuerySchema = z.object({
  folderId: z.string().uuid().optional(),
  uploadedBy: z.string().uuid().optional(),
  issuedFrom: isoDateSchema.optional(),
  issuedTo: isoDateSchema.optional(),
  uploadedFrom: isoDateSchema.optional(),
  uploadedTo: isoDateSchema.optional(),
  /** The last file of the previous page (keyset paging: a folder of 100,000 files pages as fast as 50). */
  after: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(STORAGE_PAGE_SIZE),
});
export type ListFilesQuery = z.infer<typeof listFilesQuerySchema>;

/** The Upload-Metadata of a tus upload into a storage folder (entry-file uploads carry a formId instead). */
export const storageUploadMetadataSchema = z.object({
  target: z.literal('storage'),
  folderId: z.string().uuid(),
  issuedOn: isoDateSchema,
  filename: z.string().trim().min(1).max(1000),
  filetype: z.string().max(200).default('application/octet-stream'),
  /** The SHA-256 the browser computed before sending, hex; the server computes its own as the bytes arrive. */
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type StorageUploadMetadata = z.infer<typeof storageUploadMetadataSchema>;

export const duplicateCheckSchema = z.object({
  folderId: z.string().uuid(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export const duplicateAnswerSchema = z.object({
  /** The earlier file with the same content in the folder, if any. */
  duplicate: z
    .object({
      fileName: z.string(),
      uploadedOn: z.string(),
      /** Named only when the caller may see that file; otherwise null. */
      uploadedBy: z.string().nullable(),
    })
    .nullable(),
});

/** The zip of the list's filters, or of chosen files. */
export const zipQuerySchema = listFilesQuerySchema.omit({ after: true, pageSize: true }).extend({
  ids: z
    .string()
    .max(200 * 37)
    .regex(/^[0-9a-f-]{36}(,[0-9a-f-]{36})*$/)
    .optional(),
});
export type ZipQuery = z.infer<typeof zipQuerySchema>;

export const fileIdsSchema = z.object({ fileIds: z.array(z.string().uuid()).min(1).max(1000) });
