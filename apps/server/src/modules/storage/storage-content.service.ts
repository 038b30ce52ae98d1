import { Readable } from 'node:stream';
import { storageMessages as m } from '@atrium/domain/storage/storage.messages.ts';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { notFound } from '../../platform/http/errors.ts';
import { storageCaller } from './storage.caller.ts';
import { visibleFiles } from './storage-files.filter.ts';
import { type FileRow, fileById, setThumbnailKey } from './storage-files.repo.ts';
import { THUMBNAIL_TYPES } from './storage-list.ts';

type Deps = Pick<AppContext, 'db' | 'storage'>;

/** Longest side of a thumbnail, in pixels. */
export const THUMBNAIL_PX = 320;

export interface OpenedFile {
  file: FileRow;
  stream: Readable;
  size: number;
}

async function visibleFile(ctx: Deps, auth: AuthContext, fileId: string): Promise<FileRow> {
  const caller = storageCaller(auth);
  const file = await fileById(ctx.db, visibleFiles(caller), fileId);
  if (!file) throw notFound(m.fileNotFound);
  return file;
}

/** The bytes of a file the caller may see; a row whose bytes are gone from the store is a 404. */
export async function openFile(ctx: Deps, auth: AuthContext, fileId: string): Promise<OpenedFile> {
  const file = await visibleFile(ctx, auth, fileId);
  const stored = await ctx.storage.get(file.storageKey);
  if (!stored) throw notFound(m.notInStorage);
  return { file, ...stored };
}

/**
 * A small JPEG of an image file: made on the first request (turned upright by its EXIF orientation) and
 * stored beside the file, so later requests, from any process, read the stored one.
 */
export async function openThumbnail(ctx: Deps, auth: AuthContext, fileId: string): Promise<OpenedFile> {
  const file = await visibleFile(ctx, auth, fileId);
  if (!THUMBNAIL_TYPES.has(file.contentType)) throw notFound(m.fileNotFound);
  if (file.thumbnailKey) {
    const cached = await ctx.storage.get(file.thumbnailKey);
    if (cached) return { file, ...cached };
  }
  const original = await ctx.storage.get(file.storageKey);
  if (!original) throw notFound(m.notInStorage);
  // sharp (an image library of its own) is loaded with the first thumbnail, not at start-up.
  const { default: sharp } = await import('sharp');
  const resize = sharp({ failOn: 'none' })
    .rotate()
    .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 });
  // A read failing half-way must end the resize too, or it would wait for bytes forever.
  original.stream.on('error', (error) => resize.destroy(error));
  let bytes: Buffer;
  try {
    bytes = await original.stream.pipe(resize).toBuffer();
  } catch {
    // Content sharp cannot read: the card shows its icon instead.
    throw notFound(m.fileNotFound);
  }
  const key = `${file.storageKey}.thumb.jpg`;
  await ctx.storage.put(key, bytes);
  await setThumbnailKey(ctx.db, file.id, key);
  return { file, stream: Readable.from([bytes]), size: bytes.length };
}
