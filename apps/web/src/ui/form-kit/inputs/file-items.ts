import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import type { FileValue } from '@atrium/domain/entries/entries.schemas.ts';
import { DEFAULT_MAX_FILE_SIZE_MB } from '@atrium/domain/fields/field-types.ts';
import type { InputRules } from './field-input-props.ts';

/** A file chosen in this browser and not uploaded yet: it carries the File itself. */
export interface LocalFile extends FileValue {
  file: File;
}

let sequence = 0;

export function localFile(file: File): LocalFile {
  sequence += 1;
  return {
    id: `local-${Date.now()}-${sequence}`,
    name: file.name,
    size: file.size,
    type: file.type,
    metaData: {},
    file,
  };
}

export const isLocalFile = (item: unknown): item is LocalFile =>
  typeof item === 'object' && item !== null && 'file' in item && item.file instanceof File;

export function fileItems(value: unknown): FileValue[] {
  return Array.isArray(value) ? (value as FileValue[]) : [];
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : name.toLowerCase();
}

/** The `accept` attribute of the file chooser: every listed type unless 'any' is among them. */
export function acceptAttribute(rules: InputRules): string | undefined {
  if (rules.accept.length === 0 || rules.accept.includes('any')) return undefined;
  return rules.accept.join(',');
}

/**
 * Why the newly chosen files cannot join the field, in the spec's words (forms spec §5 'Files'), or null.
 * The accept list matches by extension or mime type; entries starting with * accept everything.
 */
export function selectionProblem(rules: InputRules, current: FileValue[], chosen: File[]): string | null {
  const total = [...current, ...chosen];
  if (!rules.multiple && total.length > 1) return m.multipleFilesNotAllowed;
  if (rules.maxFiles !== null && total.length > rules.maxFiles) return m.maxFiles(rules.maxFiles);
  const accepts = rules.accept as string[];
  const acceptsAll =
    accepts.length === 0 || accepts.some((entry) => entry === 'any' || entry.startsWith('*'));
  if (!acceptsAll) {
    const refused = chosen.find(
      (file) => !accepts.includes(extensionOf(file.name)) && !accepts.includes(file.type),
    );
    if (refused) return m.fileTypeNotAllowed(extensionOf(refused.name));
  }
  const limitMb = rules.maxFileSizeMB ?? DEFAULT_MAX_FILE_SIZE_MB;
  const bytes = total.reduce((sum, file) => sum + (file.size ?? 0), 0);
  if (bytes > limitMb * 1024 * 1024) return m.totalSizeExceeds(limitMb);
  return null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
