/**
 * Storage keys of entry files: `{orgId}/data-{formId}/field-{fieldId}/{uploadId}-{name}` for a file field,
 * `{orgId}/data-{formId}/table-{fieldId}/{uploadId}-{name}` for a file column of a table field.
 * The key alone tells the server whose file it is, so a reader is checked against the form it names.
 */
export interface FileKeyParts {
  orgId: string;
  formId: string;
  /** 'field' for a file field, 'table' for a file column of a table field. */
  place: 'field' | 'table';
  fieldId: string;
  fileName: string;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ORG_ID = '[A-Za-z0-9]{1,40}';
const KEY = new RegExp(
  `^(${ORG_ID})/data-(${UUID})/(field|table)-([A-Za-z0-9]{1,64})/([A-Za-z0-9][A-Za-z0-9._-]{0,200})$`,
);

export function parseFileKey(key: string): FileKeyParts | null {
  const match = KEY.exec(key);
  if (!match || key.includes('..')) return null;
  const [, orgId, formId, place, fieldId, fileName] = match as unknown as [
    string,
    string,
    string,
    'field' | 'table',
    string,
    string,
  ];
  return { orgId, formId, place, fieldId, fileName };
}

/** The folder of a field's files: entries-server checks that submitted file ids start with it. */
export function fileKeyPrefix(orgId: string, formId: string, fieldId: string, inTable: boolean): string {
  return `${orgId}/data-${formId}/${inTable ? 'table' : 'field'}-${fieldId}/`;
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

export function fileKeyOf(parts: Omit<FileKeyParts, 'fileName'>, uploadId: string, name: string): string {
  const folder = fileKeyPrefix(parts.orgId, parts.formId, parts.fieldId, parts.place === 'table');
  return `${folder}${uploadId}-${safeFileName(name)}`;
}
