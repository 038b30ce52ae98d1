import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { storageMessages as m } from '@atrium/domain/storage/storage.messages.ts';
import { datePathOf, type StorageFolder } from '@atrium/domain/storage/storage.schemas.ts';
import { fileKeyOf } from '@atrium/domain/uploads/file-keys.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadDatastore } from '../src/platform/storage/upload-datastore.ts';
import { createUpload, listeningUrl, messageOf, patternedBytes, refusalOf } from './support/files-api.ts';
import { countOf, rowsOf } from './support/sql.ts';
import {
  type BillMetadata,
  createdFolder,
  docx,
  PDF,
  png,
  type StorageSuite,
  setUpStorageSuite,
  startBill,
  storageMember,
  storageOrg,
  today,
  uploadBill,
  uploadIdOf,
  xlsx,
} from './support/storage-fixtures.ts';
import { signInCreator } from './support/templates-fixtures.ts';
import { startTestApp } from './support/test-app.ts';

let { server, baseUrl, masterCookie, org } = {} as StorageSuite;

beforeAll(async () => {
  ({ server, baseUrl, masterCookie, org } = await setUpStorageSuite());
});
afterAll(() => server?.tearDown());

async function storedBytes(key: string): Promise<Buffer | null> {
  const file = await server.ctx.storage.get(key);
  return file ? buffer(file.stream) : null;
}

const filesIn = (folderId: string) =>
  countOf(server.ctx.db, sql`select count(*)::int as n from storage_files where folder_id = ${folderId}`);

/** What a refused upload answers; it must be refused. */
async function refused(cookie: string, data: Buffer, metadata: BillMetadata) {
  const error = await uploadBill(baseUrl, cookie, data, metadata).then(
    () => null,
    (e: unknown) => e,
  );
  if (!error) throw new Error('the upload was accepted');
  return refusalOf(error);
}

/**
 * What an upload left: its bytes in the file store under the key it would have had, and its partial copy
 * in the upload store. Read through the store interfaces only, so this holds on disk and on S3 alike.
 */
async function leftBehind(uploadId: string, folder: StorageFolder, issuedOn: string, filename: string) {
  expect(uploadId).toMatch(/^[0-9a-f]{32}$/);
  const datePath = datePathOf(folder.creationConfig, issuedOn);
  const owner = { kind: 'storage-folder', orgId: org.orgId, folderId: folder.id, datePath } as const;
  const stored = (await server.ctx.storage.get(fileKeyOf(owner, uploadId, filename))) !== null;
  const unfinished = await (await createUploadDatastore(server.config)).getUpload(uploadId).then(
    () => true,
    () => false,
  );
  return { stored, unfinished };
}

/** Starts an upload that must be refused; answers the refusal and what the upload left. */
async function refusedLeaving(
  cookie: string,
  data: Buffer,
  folder: StorageFolder,
  issuedOn: string,
  filename: string,
) {
  const { upload, done } = startBill(baseUrl, cookie, data, { folderId: folder.id, issuedOn, filename });
  const error = await done.then(
    () => null,
    (e: unknown) => e,
  );
  if (!error) throw new Error('the upload was accepted');
  return { ...refusalOf(error), left: await leftBehind(uploadIdOf(upload), folder, issuedOn, filename) };
}

describe('uploading into a storage folder', () => {
  it('stores a PDF, a PNG and a docx under the date path of the folder, with their SHA-256', async () => {
    const folder = await createdFolder(server.app, org, 'ym', 'bills');
    const picture = await png();
    const word = await docx();
    const uploads: [Buffer, string, string][] = [
      [PDF, 'March bill.pdf', 'application/pdf'],
      [picture, 'receipt.PNG', 'image/png'],
      [word, 'letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ];
    for (const [bytes, filename, type] of uploads) {
      const stored = await uploadBill(baseUrl, org.adminCookie, bytes, {
        folderId: folder.id,
        issuedOn: '2026-11-03',
        filename,
        filetype: 'application/octet-stream',
      });
      expect(stored).toMatchObject({
        folderId: folder.id,
        folderName: 'bills',
        fileName: filename,
        path: `bills/2026/11/${filename}`,
        issuedOn: '2026-11-03',
        size: bytes.length,
        contentType: type,
        mayDelete: true,
        hasThumbnail: type === 'image/png',
      });
      const [row] = await rowsOf<{ storage_key: string; sha256: string }>(
        server.ctx.db,
        sql`select storage_key, sha256 from storage_files where id = ${stored.id}`,
      );
      expect(row?.storage_key).toMatch(new RegExp(`^${org.orgId}/folder-${folder.id}/2026/11/[0-9a-f]{32}-`));
      const uploadId = row?.storage_key.split('/').pop()?.slice(0, 32) ?? '';
      expect(await leftBehind(uploadId, folder, '2026-11-03', filename)).toEqual({
        stored: true,
        unfinished: false,
      });
      expect(row?.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect((await storedBytes(row?.storage_key ?? ''))?.equals(bytes)).toBe(true);
    }
  });

  it('follows each creation configuration', async () => {
    for (const [config, path] of [
      ['y', '2026/'],
      ['ymd', '2026/11/03/'],
      ['none', ''],
    ] as const) {
      const folder = await createdFolder(server.app, org, config);
      const stored = await uploadBill(baseUrl, org.adminCookie, PDF, {
        folderId: folder.id,
        issuedOn: '2026-11-03',
        filename: 'a.pdf',
      });
      expect(stored.path).toBe(`${folder.basePath}/${path}a.pdf`);
    }
  });

  it('stores an xlsx and a two-megabyte PDF sent in chunks', async () => {
    const folder = await createdFolder(server.app, org);
    const sheet = await uploadBill(baseUrl, org.adminCookie, await xlsx(), {
      folderId: folder.id,
      issuedOn: today(),
      filename: 'sheet.xlsx',
    });
    expect(sheet.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const big = Buffer.concat([PDF, patternedBytes(2 * 1024 * 1024 + 5)]);
    const stored = await uploadBill(baseUrl, org.adminCookie, big, {
      folderId: folder.id,
      issuedOn: today(),
      filename: 'big.pdf',
    });
    expect(stored.size).toBe(big.length);
    const [row] = await rowsOf<{ storage_key: string; sha256: string }>(
      server.ctx.db,
      sql`select storage_key, sha256 from storage_files where id = ${stored.id}`,
    );
    expect(row?.sha256).toBe(createHash('sha256').update(big).digest('hex'));
    expect((await storedBytes(row?.storage_key ?? ''))?.equals(big)).toBe(true);
  });

  it('refuses content its extension lies about, and leaves nothing behind', async () => {
    const folder = await createdFolder(server.app, org);
    const nothing = { stored: false, unfinished: false };
    const asPdf = await refusedLeaving(org.adminCookie, await png(), folder, today(), 'photo.pdf');
    expect(asPdf).toEqual({ status: 400, message: m.typeMismatch('.pdf'), left: nothing });
    const text = Buffer.from('name,amount\nrent,100\n');
    const asSheet = await refusedLeaving(org.adminCookie, text, folder, today(), 'sheet.xlsx');
    expect(asSheet).toEqual({ status: 400, message: m.typeMismatch('.xlsx'), left: nothing });
    expect(await filesIn(folder.id)).toBe(0);
  });

  // On disk only: a file where the organisation's folder must go makes the store refuse the upload.
  it.skipIf(process.env.TEST_FILE_STORE === 's3')(
    'names a store that cannot take the file at its path, and records nothing',
    async () => {
      const other = await storageOrg(server.app, masterCookie);
      const folder = await createdFolder(server.app, other);
      writeFileSync(path.join(server.dataDir, 'files', other.orgId), 'in the way');
      const answer = await refusedLeaving(other.adminCookie, PDF, folder, today(), 'bill.pdf');
      expect(answer).toEqual({
        status: 503,
        message: m.resolveFolderFailed,
        left: { stored: false, unfinished: false },
      });
      expect(await filesIn(folder.id)).toBe(0);
    },
  );

  // On disk: the upload store lives in the shared data folder (on S3, file-storage.test.ts shows the same).
  it.skipIf(process.env.TEST_FILE_STORE === 's3')(
    'resumes an upload cut after two chunks on a new server process sharing the data folder',
    async () => {
      const MiB = 1024 * 1024;
      const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(5 * MiB)]);
      const shared = mkdtempSync(path.join(tmpdir(), 'atrium-shared-'));
      const first = await startTestApp(server.testDb.database, { DATA_DIR: shared });
      try {
        const folder = await createdFolder(first.app, org);
        const metadata = { folderId: folder.id, issuedOn: today(), filename: 'long-bill.pdf' };
        const firstUrl = await listeningUrl(first.app);
        // The first session stops after its second chunk, as a closed tab would; then its server goes.
        const uploadUrl = await new Promise<string>((resolve, reject) => {
          startBill(firstUrl, org.adminCookie, bytes, metadata, {
            onChunk: (upload, sent) => {
              if (sent === 2 * MiB) void upload.abort().then(() => resolve(upload.url ?? ''));
            },
          }).done.then(() => reject(new Error('the upload was not cut')), reject);
        });
        await first.close();
        const second = await startTestApp(server.testDb.database, { DATA_DIR: shared });
        try {
          const secondUrl = await listeningUrl(second.app);
          const resumed = startBill(secondUrl, org.adminCookie, bytes, metadata, {
            uploadUrl: secondUrl + new URL(uploadUrl).pathname,
          });
          const stored = await resumed.done;
          expect(resumed.chunks.reduce((sum, size) => sum + size, 0)).toBe(bytes.length - 2 * MiB);
          const [row] = await rowsOf<{ sha256: string }>(
            server.ctx.db,
            sql`select sha256 from storage_files where id = ${stored.id}`,
          );
          expect(row?.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
        } finally {
          await second.close();
        }
      } finally {
        await first.close().catch(() => undefined);
        rmSync(shared, { recursive: true, force: true });
      }
    },
  );

  it('refuses an issued date later than today anywhere on Earth', async () => {
    const folder = await createdFolder(server.app, org);
    const tomorrowPlus = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const answer = await refused(org.adminCookie, PDF, {
      folderId: folder.id,
      issuedOn: tomorrowPlus,
      filename: 'a.pdf',
    });
    expect(answer).toEqual({ status: 400, message: m.issuedInFuture });
    expect(await filesIn(folder.id)).toBe(0);
  });

  it("refuses another organisation's folder as not found, and a folder without roles", async () => {
    const other = await storageOrg(server.app, masterCookie);
    const foreign = await createdFolder(server.app, other);
    const forged = await refused(org.adminCookie, PDF, {
      folderId: foreign.id,
      issuedOn: today(),
      filename: 'a.pdf',
    });
    expect(forged).toEqual({ status: 404, message: m.folderNotFound });

    const mine = await createdFolder(server.app, org);
    const closed = await createdFolder(server.app, org);
    const member = await storageMember(server.app, server.ctx, org.orgId, [
      { folderId: mine.id, roles: ['view_bills:view_self'] },
    ]);
    const noRole = await refused(member.cookie, PDF, {
      folderId: closed.id,
      issuedOn: today(),
      filename: 'a.pdf',
    });
    expect(noRole).toEqual({ status: 403, message: m.noFolderAccess });
    const stored = await uploadBill(baseUrl, member.cookie, PDF, {
      folderId: mine.id,
      issuedOn: today(),
      filename: 'a.pdf',
    });
    expect(stored.uploadedBy.id).toBe(member.id);
    expect(await filesIn(foreign.id)).toBe(0);
    expect(await filesIn(closed.id)).toBe(0);
  });

  it('refuses creators and the master admin, who have no organisation folders', async () => {
    const folder = await createdFolder(server.app, org);
    const creator = await signInCreator(server.app, masterCookie);
    for (const cookie of [creator.cookie, masterCookie]) {
      const answer = await refused(cookie, PDF, {
        folderId: folder.id,
        issuedOn: today(),
        filename: 'a.pdf',
      });
      expect(answer).toEqual({ status: 403, message: m.noStorageAccess });
    }
    expect(await filesIn(folder.id)).toBe(0);
  });

  it('refuses bad names, types that are not accepted and files over the limit before any byte is sent', async () => {
    const folder = await createdFolder(server.app, org);
    const base = { target: 'storage', folderId: folder.id, issuedOn: today() };
    const cases: [string, number, number, string][] = [
      ['a/b.pdf', 10, 400, m.badFileName],
      ['a\\b.pdf', 10, 400, m.badFileName],
      ['bill\u0007.pdf', 10, 400, m.badFileName],
      ['..pdf', 10, 400, m.badFileName],
      [`${'é'.repeat(126)}.pdf`, 10, 400, m.badFileName],
      ['notes.txt', 10, 400, m.typeNotAccepted],
      ['page.svg', 10, 400, m.typeNotAccepted],
      ['huge.pdf', 6 * 1024 ** 3, 413, m.fileTooLarge(5)],
    ];
    for (const [filename, size, status, message] of cases) {
      const answer = await createUpload(
        baseUrl,
        org.adminCookie,
        { ...base, filename } as unknown as Parameters<typeof createUpload>[2],
        size,
      );
      expect(answer.status, filename).toBe(status);
      expect(await messageOf(answer)).toBe(message);
    }
    const ok = await createUpload(
      baseUrl,
      org.adminCookie,
      { ...base, filename: `${'é'.repeat(100)}.pdf` } as unknown as Parameters<typeof createUpload>[2],
      10,
    );
    expect(ok.status).toBe(201);
  });

  it('keeps entry-file metadata apart: an upload without the storage target is not a storage upload', async () => {
    const folder = await createdFolder(server.app, org);
    const answer = await createUpload(
      baseUrl,
      org.adminCookie,
      { folderId: folder.id, issuedOn: today(), filename: 'a.pdf' } as unknown as Parameters<
        typeof createUpload
      >[2],
      10,
    );
    expect(answer.status).toBe(400);
  });
});

describe('an upload whose rights change before its last byte', () => {
  it('is checked again at the end: refused, nothing stored, and its partial copy gone', async () => {
    const folder = await createdFolder(server.app, org);
    const member = await storageMember(server.app, server.ctx, org.orgId, [
      { folderId: folder.id, roles: ['view_bills:edit_self'] },
    ]);
    const bytes = Buffer.concat([PDF, patternedBytes(100_000)]);
    const created = await createUpload(
      baseUrl,
      member.cookie,
      {
        target: 'storage',
        folderId: folder.id,
        issuedOn: today(),
        filename: 'late.pdf',
      } as unknown as Parameters<typeof createUpload>[2],
      bytes.length,
    );
    expect(created.status).toBe(201);
    const url = `${baseUrl}${created.headers.get('location')}`;
    const patch = (offset: number, part: Buffer) =>
      fetch(url, {
        method: 'PATCH',
        headers: {
          cookie: member.cookie,
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: part,
      });
    expect((await patch(0, bytes.subarray(0, 50_000))).status).toBe(204);
    await server.ctx.db.execute(
      sql`update users set access = ${JSON.stringify([{ app: 'storage', role: [], folders: [] }])}::jsonb where id = ${member.id}`,
    );
    const last = await patch(50_000, bytes.subarray(50_000));
    expect(last.status).toBe(403);
    expect(await messageOf(last)).toBe(m.noFolderAccess);
    expect(await filesIn(folder.id)).toBe(0);
    const uploadId = created.headers.get('location')?.split('/').pop() ?? '';
    expect(await leftBehind(uploadId, folder, today(), 'late.pdf')).toEqual({
      stored: false,
      unfinished: false,
    });
  });
});
