import { createReadStream, createWriteStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { Inflate, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { drained } from '../modules/entries-export/export-writers.ts';

/**
 * The backup archive is a plain .zip, written as a stream with fflate (one entry after another, nothing whole
 * in memory). It is read through its central directory rather than fflate's streaming Unzip: entries written
 * as a stream end in a data descriptor, and the streaming reader finds their end by scanning for its
 * signature, which the bytes of a stored file may hold by chance. The directory gives exact sizes, and each
 * entry's CRC-32 is checked while it is read.
 */
export interface ArchiveWriter {
  /** Adds one entry; `compress` false for bytes that are compressed already (uploads mostly are). */
  add(
    name: string,
    source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
    compress: boolean,
  ): Promise<void>;
  /** Writes the directory and closes the file. */
  finish(): Promise<void>;
  /** Stops and closes the file after a failure (the caller removes it). */
  abort(): Promise<void>;
}

const encoder = new TextEncoder();

export function writeArchive(file: string): ArchiveWriter {
  const out = createWriteStream(file, { flags: 'wx' });
  let failure: Error | null = null;
  out.on('error', (error) => {
    failure = error;
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const check = () => {
    if (failure) throw failure;
  };
  return {
    async add(name, source, compress) {
      const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(entry);
      for await (const chunk of source) {
        check();
        entry.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
        await drained(out);
      }
      entry.push(new Uint8Array(0), true);
      check();
    },
    async finish() {
      const closed = new Promise<void>((resolve, reject) => {
        out.once('close', resolve);
        out.once('error', reject);
      });
      zip.end();
      await closed;
      check();
    },
    async abort() {
      zip.terminate();
      await new Promise<void>((resolve) => out.destroy().once('close', () => resolve()));
    },
  };
}

export interface ArchiveEntry {
  name: string;
  size: number;
  /** The entry's bytes, inflated; the stream errors if they do not match the entry's CRC-32. */
  open(): AsyncIterable<Uint8Array>;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export class ArchiveError extends Error {}

const corrupt = (file: string, why: string) =>
  new ArchiveError(`${file} is not a readable backup archive (${why}).`);

/** The entries of an archive, from its central directory, in the order they were written. */
export async function readArchive(file: string): Promise<ArchiveEntry[]> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ArchiveError(code === 'ENOENT' ? `No archive at ${file}.` : `Cannot read ${file}: ${code}.`);
  }
  try {
    const { size } = await handle.stat();
    const tailSize = Math.min(size, 22 + 65_535);
    const tail = Buffer.alloc(tailSize);
    await handle.read(tail, 0, tailSize, size - tailSize);
    let at = tailSize - 22;
    while (at >= 0 && tail.readUInt32LE(at) !== EOCD) at--;
    if (at < 0) throw corrupt(file, 'no zip directory at its end; cut short or not a zip');
    const directorySize = tail.readUInt32LE(at + 12);
    const directoryAt = tail.readUInt32LE(at + 16);
    if (directoryAt + directorySize > size) throw corrupt(file, 'its directory points past its end');
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryAt);
    const entries: ArchiveEntry[] = [];
    let p = 0;
    // The directory is read to its end rather than to its entry count, which the zip format keeps in 16 bits
    // (more than 65,535 files wrap around).
    while (p < directorySize) {
      if (p + 46 > directorySize || directory.readUInt32LE(p) !== CENTRAL)
        throw corrupt(file, 'a damaged directory');
      const method = directory.readUInt16LE(p + 10);
      const crc = directory.readUInt32LE(p + 16);
      const packed = directory.readUInt32LE(p + 20);
      const unpacked = directory.readUInt32LE(p + 24);
      const nameLength = directory.readUInt16LE(p + 28);
      const extraLength = directory.readUInt16LE(p + 30);
      const commentLength = directory.readUInt16LE(p + 32);
      const localAt = directory.readUInt32LE(p + 42);
      const name = directory.toString('utf8', p + 46, p + 46 + nameLength);
      p += 46 + nameLength + extraLength + commentLength;
      const local = Buffer.alloc(30);
      await handle.read(local, 0, 30, localAt);
      if (local.readUInt32LE(0) !== LOCAL) throw corrupt(file, `a damaged entry ${name}`);
      const dataAt = localAt + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
      if (dataAt + packed > size) throw corrupt(file, `entry ${name} runs past its end`);
      if (method !== 0 && method !== 8) throw corrupt(file, `entry ${name} uses compression ${method}`);
      entries.push({
        name,
        size: unpacked,
        open: () => entryBytes(file, { name, method, crc, dataAt, packed, unpacked }),
      });
    }
    return entries;
  } finally {
    await handle.close();
  }
}

interface EntryPlace {
  name: string;
  method: number;
  crc: number;
  dataAt: number;
  packed: number;
  unpacked: number;
}

async function* entryBytes(file: string, entry: EntryPlace): AsyncGenerator<Uint8Array> {
  const raw: Readable = createReadStream(file, {
    start: entry.dataAt,
    end: entry.dataAt + entry.packed - 1,
  });
  let crc = 0;
  let length = 0;
  const pending: Uint8Array[] = [];
  const inflate = entry.method === 8 ? new Inflate((chunk) => pending.push(chunk)) : null;
  try {
    if (entry.packed > 0) {
      for await (const chunk of raw as AsyncIterable<Buffer>) {
        if (inflate) inflate.push(chunk);
        else pending.push(chunk);
        for (const out of pending.splice(0)) {
          crc = crc32(out, crc);
          length += out.length;
          yield out;
        }
      }
    }
    if (inflate) inflate.push(new Uint8Array(0), true);
    for (const out of pending.splice(0)) {
      crc = crc32(out, crc);
      length += out.length;
      yield out;
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw corrupt(file, `entry ${entry.name} does not inflate: ${(error as Error).message}`);
  } finally {
    raw.destroy();
  }
  if (length !== entry.unpacked || crc >>> 0 !== entry.crc)
    throw corrupt(file, `entry ${entry.name} fails its checksum`);
}
