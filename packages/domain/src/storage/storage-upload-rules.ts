import { storageMessages as m } from './storage.messages.ts';
import { ACCEPTED_EXTENSIONS, MAX_FILE_NAME_BYTES } from './storage.schemas.ts';

/** The largest file a storage folder takes (docs/decisions/0026). */
export const MAX_STORAGE_FILE_GIB = 5;
export const MAX_STORAGE_FILE_BYTES = MAX_STORAGE_FILE_GIB * 1024 ** 3;

/** '.pdf' for 'Bill.PDF'; '' without an extension. */
export function storageExtensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Bytes of the text in UTF-8 (the domain package runs in the browser and on the server alike). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Why a file name may not be stored as given, or null: too long, path parts or control characters. */
export function storageFileNameRefusal(fileName: string): string | null {
  const bad =
    !fileName.trim() ||
    utf8Length(fileName) > MAX_FILE_NAME_BYTES ||
    /[/\\]/.test(fileName) ||
    CONTROL.test(fileName) ||
    fileName.includes('..');
  return bad ? m.badFileName : null;
}

export function isAcceptedExtension(extension: string): boolean {
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(extension);
}

/** What the first bytes of a file of each accepted extension must be (file-type's names). */
const CONTENT_OF: Record<(typeof ACCEPTED_EXTENSIONS)[number], string> = {
  '.jpg': 'jpg',
  '.jpeg': 'jpg',
  '.png': 'png',
  '.gif': 'gif',
  '.webp': 'webp',
  '.heic': 'heic',
  '.pdf': 'pdf',
  // Word and Excel before 2007 are both OLE compound files.
  '.doc': 'cfb',
  '.xls': 'cfb',
  '.docx': 'docx',
  '.xlsx': 'xlsx',
};

const OLE_TYPES: Record<string, string> = {
  '.doc': 'application/msword',
  '.xls': 'application/vnd.ms-excel',
};

/**
 * The type a file is stored and served with, when its content (`found`, as sniffed from its first bytes)
 * agrees with its extension; null when it does not (a PNG named .pdf, a text file named .xlsx).
 */
export function agreedContentType(
  extension: string,
  found: { ext: string; mime: string } | undefined,
): string | null {
  if (!found || !isAcceptedExtension(extension)) return null;
  if (CONTENT_OF[extension as keyof typeof CONTENT_OF] !== found.ext) return null;
  return OLE_TYPES[extension] ?? found.mime;
}

/**
 * The latest issued date the server accepts: today at UTC+14, the first place on Earth where a day starts,
 * so nobody's own today is ever refused.
 */
export function latestIssuedOn(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}
