/**
 * Storage keys of stored files. A key says which organisation holds the file and who owns it inside it, so
 * the server checks a reader against that owner (one read check per kind of owner):
 *   entry-field          {orgId}/data-{formId}/field-{fieldId}/{uploadId}-{name}   a file field of a form
 *                        {orgId}/data-{formId}/table-{fieldId}/{uploadId}-{name}   a file column of a table field
 *   storage-folder       {orgId}/folder-{folderId}[/{yyyy}[/{mm}[/{dd}]]]/{uploadId}-{name}   the date
 *                        path follows the folder's creation configuration and the file's issued date
 *   template-attachment  {orgId}/template-{templateId}/{uploadId}-{name}
 *   transfer-request     {orgId}/transfer-{requestId}/{uploadId}-{name}
 */
export interface EntryFieldOwner {
  kind: 'entry-field';
  orgId: string;
  formId: string;
  /** 'field' for a file field, 'table' for a file column of a table field. */
  place: 'field' | 'table';
  fieldId: string;
}
export interface StorageFolderOwner {
  kind: 'storage-folder';
  orgId: string;
  folderId: string;
  /** '2026', '2026/11', '2026/11/24' or '' (storage.schemas.ts datePathOf). */
  datePath: string;
}
export interface TemplateAttachmentOwner {
  kind: 'template-attachment';
  orgId: string;
  templateId: string;
}
export interface TransferRequestOwner {
  kind: 'transfer-request';
  orgId: string;
  requestId: string;
}
export type FileOwner = EntryFieldOwner | StorageFolderOwner | TemplateAttachmentOwner | TransferRequestOwner;
export type FileOwnerKind = FileOwner['kind'];
export type FileOwnerOf<K extends FileOwnerKind> = Extract<FileOwner, { kind: K }>;

/** How one kind of owner names its folder under the organisation, and reads it back. */
export interface OwnerFolderFormat<K extends FileOwnerKind> {
  folder(owner: FileOwnerOf<K>): string;
  parse(orgId: string, folder: string): FileOwnerOf<K> | null;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ENTRY_FOLDER = new RegExp(`^data-(${UUID})/(field|table)-([A-Za-z0-9]{1,64})$`);
const STORAGE_FOLDER = new RegExp(`^folder-(${UUID})(?:/(\\d{4}(?:/\\d{2}(?:/\\d{2})?)?))?$`);
const KEY = /^([A-Za-z0-9]{1,40})\/(.+)\/([A-Za-z0-9][A-Za-z0-9._-]{0,200})$/;

/** The format of owners named by one id: `{prefix}-{id}`. */
function oneIdFolder<K extends FileOwnerKind>(
  prefix: string,
  idOf: (owner: FileOwnerOf<K>) => string,
  ownerOf: (orgId: string, id: string) => FileOwnerOf<K>,
): OwnerFolderFormat<K> {
  const pattern = new RegExp(`^${prefix}-(${UUID})$`);
  return {
    folder: (owner) => `${prefix}-${idOf(owner)}`,
    parse(orgId, folder) {
      const id = pattern.exec(folder)?.[1];
      return id ? ownerOf(orgId, id) : null;
    },
  };
}

/** Every kind of owner; a new kind must give its format here (and its read check on the server). */
export const fileOwnerFormats: { readonly [K in FileOwnerKind]: OwnerFolderFormat<K> } = {
  'entry-field': {
    folder: (owner) => `data-${owner.formId}/${owner.place}-${owner.fieldId}`,
    parse(orgId, folder) {
      const match = ENTRY_FOLDER.exec(folder);
      if (!match) return null;
      const [, formId, place, fieldId] = match as unknown as [string, string, 'field' | 'table', string];
      return { kind: 'entry-field', orgId, formId, place, fieldId };
    },
  },
  'storage-folder': {
    folder: (owner) => `folder-${owner.folderId}${owner.datePath ? `/${owner.datePath}` : ''}`,
    parse(orgId, folder) {
      const match = STORAGE_FOLDER.exec(folder);
      if (!match) return null;
      return { kind: 'storage-folder', orgId, folderId: match[1] as string, datePath: match[2] ?? '' };
    },
  },
  'template-attachment': oneIdFolder(
    'template',
    (owner) => owner.templateId,
    (orgId, templateId) => ({ kind: 'template-attachment', orgId, templateId }),
  ),
  'transfer-request': oneIdFolder(
    'transfer',
    (owner) => owner.requestId,
    (orgId, requestId) => ({ kind: 'transfer-request', orgId, requestId }),
  ),
};

export const FILE_OWNER_KINDS = Object.keys(fileOwnerFormats) as FileOwnerKind[];

const formatOf = <K extends FileOwnerKind>(kind: K) => fileOwnerFormats[kind] as OwnerFolderFormat<K>;

/** The folder of an owner's files, ending in '/': every key of that owner starts with it. */
export function ownerFolder<K extends FileOwnerKind>(owner: FileOwnerOf<K>): string {
  return `${owner.orgId}/${formatOf<K>(owner.kind as K).folder(owner)}/`;
}

export function fileKeyOf(owner: FileOwner, uploadId: string, name: string): string {
  return `${ownerFolder(owner)}${uploadId}-${safeFileName(name)}`;
}

export interface OwnedFileKey {
  owner: FileOwner;
  fileName: string;
}

/** The owner and file name a key names, or null for anything else (a key may never climb out of its folder). */
export function parseFileKey(key: string): OwnedFileKey | null {
  const match = KEY.exec(key);
  if (!match || key.includes('..')) return null;
  const [, orgId, folder, fileName] = match as unknown as [string, string, string, string];
  for (const kind of FILE_OWNER_KINDS) {
    const owner = formatOf(kind).parse(orgId, folder);
    if (owner) return { owner, fileName };
  }
  return null;
}

/** What an entry-file key names: its form and field, and the file's name. */
export type EntryFileKeyParts = Omit<EntryFieldOwner, 'kind'> & { fileName: string };

/** An entry-file key read back; null for any other key. */
export function parseEntryFileKey(key: string): EntryFileKeyParts | null {
  const parsed = parseFileKey(key);
  if (parsed?.owner.kind !== 'entry-field') return null;
  const { kind: _kind, ...owner } = parsed.owner;
  return { ...owner, fileName: parsed.fileName };
}

/** The folder of a field's files: entries check that submitted file ids start with it. */
export function entryFileFolder(orgId: string, formId: string, fieldId: string, inTable: boolean): string {
  return ownerFolder({ kind: 'entry-field', orgId, formId, place: inTable ? 'table' : 'field', fieldId });
}

/** A file name that is safe in a storage key and still recognisable: other characters become '_'. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    // Accents come apart under NFKD: dropping the marks keeps 'été' readable as 'ete'.
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[^A-Za-z0-9]+/, '');
  const trimmed = cleaned.length > 120 ? cleaned.slice(cleaned.length - 120) : cleaned;
  return trimmed.replace(/^[^A-Za-z0-9]+/, '') || 'file';
}
