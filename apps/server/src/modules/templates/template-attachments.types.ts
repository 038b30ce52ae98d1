import { Readable } from 'node:stream';

// What an uploaded attachment really is, told by its first bytes: a name can say anything, so the name only
// picks between formats that share a container (doc/xls share OLE, docx/xlsx share zip, text has no magic).

/** Enough bytes for every signature below, and a fair sample of a text file. */
export const SNIFF_BYTES = 4096;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const bytesAt = (head: Buffer, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
const textAt = (head: Buffer, text: string, offset = 0) =>
  head.subarray(offset, offset + text.length).toString('latin1') === text;

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** Plain text: no NUL byte and almost no control characters other than tabs, line breaks and form feeds. */
function looksLikeText(head: Buffer): boolean {
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++;
  }
  return control <= head.length / 100;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** The accepted type of a file with these first bytes and this name, or null when it is not accepted. */
export function attachmentTypeOf(head: Buffer, fileName: string): string | null {
  const extension = extensionOf(fileName);
  if (bytesAt(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytesAt(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (textAt(head, 'GIF87a') || textAt(head, 'GIF89a')) return 'image/gif';
  if (textAt(head, 'RIFF') && textAt(head, 'WEBP', 8)) return 'image/webp';
  if (textAt(head, '%PDF-')) return 'application/pdf';
  if (bytesAt(head, OLE)) {
    if (extension === '.doc') return 'application/msword';
    return extension === '.xls' ? 'application/vnd.ms-excel' : null;
  }
  if (bytesAt(head, ZIP)) {
    if (extension === '.docx') return DOCX;
    return extension === '.xlsx' ? XLSX : null;
  }
  if (extension === '.txt' && looksLikeText(head)) return 'text/plain';
  return null;
}

/**
 * Reads the first `size` bytes of a stream and gives them back with a stream of the whole content, so a file
 * is checked before it is stored without holding more than its head in memory.
 */
export async function splitHead(
  stream: Readable,
  size: number,
): Promise<{ head: Buffer; whole: Readable; bytes: () => number }> {
  const chunks = stream[Symbol.asyncIterator]();
  const taken: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < size) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    taken.push(next.value as Buffer);
    length += (next.value as Buffer).length;
  }
  const head = Buffer.concat(taken);
  async function* all() {
    yield head;
    if (ended) return;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      length += (next.value as Buffer).length;
      yield next.value as Buffer;
    }
  }
  return { head: head.subarray(0, size), whole: Readable.from(all()), bytes: () => length };
}
