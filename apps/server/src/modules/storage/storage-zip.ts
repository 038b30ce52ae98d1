import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { storageMessages as m } from '@atrium/domain/storage/storage.messages.ts';
import type { ZipQuery } from '@atrium/domain/storage/storage.schemas.ts';
import { and, inArray, type SQL } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { storageFiles } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { storageCaller } from './storage.caller.ts';
import { type FileRow, filesPage, type Position } from './storage-files.repo.ts';
import { filteredFiles } from './storage-list.ts';

type Deps = Pick<AppContext, 'db' | 'storage'>;

const PAGE = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Names unique inside the zip, whatever their letter case: 'a.pdf', 'a (2).pdf', 'a (3).pdf'. */
export function zipNamer(): (name: string) => string {
  const taken = new Set<string>();
  return (name) => {
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}

/** Every file of the query, a page at a time, newest first. */
async function* pages(db: DbOrTx, where: SQL, first: FileRow[]): AsyncGenerator<FileRow> {
  let page = first;
  for (;;) {
    yield* page;
    const last = page.at(-1);
    if (page.length < PAGE || !last) return;
    const after: Position = { uploadedOn: last.position, id: last.id };
    page = await filesPage(db, where, after, PAGE);
  }
}

/**
 * The files of the list's filters (or the chosen ids) that the caller may see, as one zip stream. Files are
 * stored, not compressed again (bills are JPEG and PDF already), and read from the store one at a time, so
 * the first bytes leave at once and memory stays flat whatever the number of files.
 */
export async function zipFiles(ctx: Deps, auth: AuthContext, query: ZipQuery): Promise<Readable> {
  const caller = storageCaller(auth);
  const { ids, ...filters } = query;
  const filtered = await filteredFiles(ctx.db, caller, filters);
  // Ids that are not UUIDs name no file (and must not reach the database as a type error).
  const chosen = ids?.split(',').filter((id) => UUID.test(id));
  if (chosen?.length === 0) throw notFound(m.noFiles);
  const where = chosen ? (and(filtered, inArray(storageFiles.id, chosen)) as SQL) : filtered;
  const first = await filesPage(ctx.db, where, null, PAGE);
  if (first.length === 0) throw notFound(m.noFiles);
  const zip = new ZipFile();
  const output = new PassThrough();
  zip.outputStream.pipe(output);
  let current: Readable | null = null;
  let gone = false;
  // The browser went away: stop reading files.
  output.on('close', () => {
    gone = true;
    current?.destroy();
  });
  const nameOf = zipNamer();
  void (async () => {
    for await (const file of pages(ctx.db, where, first)) {
      if (gone) return;
      const stored = await ctx.storage.get(file.storageKey);
      if (!stored) continue;
      current = stored.stream;
      zip.addReadStream(stored.stream, nameOf(file.fileName), {
        compress: false,
        size: stored.size,
        mtime: file.uploadedOn,
      });
      // The next file is opened only once this one has gone into the zip.
      await finished(stored.stream);
    }
    zip.end();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
