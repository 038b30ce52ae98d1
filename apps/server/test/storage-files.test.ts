import { storageMessages as m } from '@atrium/domain/storage/storage.messages.ts';
import type { StoredBill } from '@atrium/domain/storage/storage.schemas.ts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeDeletedFiles } from '../src/modules/storage/storage-purge.job.ts';
import { openEventStream } from './support/event-stream.ts';
import { countOf, rowsOf } from './support/sql.ts';
import {
  createdFolder,
  docx,
  PDF,
  png,
  type StorageSuite,
  setUpStorageSuite,
  storageMember,
  today,
  uploadBill,
} from './support/storage-fixtures.ts';
import { zipEntries } from './support/storage-zip.ts';
import { call, errorOf } from './support/test-app.ts';

let { server, baseUrl, org } = {} as StorageSuite;

beforeAll(async () => {
  ({ server, baseUrl, org } = await setUpStorageSuite());
});
afterAll(() => server?.tearDown());

const get = (cookie: string, url: string) => call(server.app, 'GET', url, { cookie });
const upload = (folderId: string, filename: string, data: Buffer = PDF, cookie = org.adminCookie) =>
  uploadBill(baseUrl, cookie, data, { folderId, issuedOn: today(), filename });
const row = async (id: string) =>
  (
    await rowsOf<{ storage_key: string; thumbnail_key: string | null }>(
      server.ctx.db,
      sql`select storage_key, thumbnail_key from storage_files where id = ${id}`,
    )
  )[0];

describe('paging', () => {
  it('returns every file once, newest first, also when uploads share the same instant', async () => {
    const folder = await createdFolder(server.app, org);
    const ids: string[] = [];
    for (let i = 0; i < 13; i++) ids.push((await upload(folder.id, `bill-${i}.pdf`)).id);
    // Five files uploaded in the same microsecond: the id breaks the tie.
    await server.ctx.db.execute(
      sql`update storage_files set uploaded_on = '2026-11-20T10:00:00.123456Z' where id in ${sql.raw(
        `(${ids
          .slice(3, 8)
          .map((id) => `'${id}'`)
          .join(',')})`,
      )}`,
    );
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const query: string = `folderId=${folder.id}&pageSize=4${after ? `&after=${after}` : ''}`;
      const answer = await get(org.adminCookie, `/api/storage/files?${query}`);
      const body = answer.json() as { files: StoredBill[]; next: string | null };
      seen.push(...body.files.map((f) => f.id));
      after = body.next;
      pages++;
    } while (after);
    expect(pages).toBe(4);
    expect(seen.sort()).toEqual([...ids].sort());
    const february31 = Buffer.from(
      JSON.stringify(['2026-02-31T10:00:00.000000Z', '0b5e3f4a-1c2d-4e5f-8a9b-0c1d2e3f4a5b']),
    ).toString('base64url');
    for (const cursor of ['nonsense', february31]) {
      const bad = await get(org.adminCookie, `/api/storage/files?folderId=${folder.id}&after=${cursor}`);
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).message).toBe(m.badCursor);
    }
  });
});

describe('serving a file', () => {
  it('sends an attachment with the stored type, and previews images and PDF inline', async () => {
    const folder = await createdFolder(server.app, org);
    const pdf = await upload(folder.id, 'bill of März.pdf');
    const download = await get(org.adminCookie, `/api/storage/files/${pdf.id}/content`);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('bill of März.pdf')}`,
    );
    expect(download.headers['content-length']).toBe(String(PDF.length));
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    // Chrome's PDF viewer needs a policy without object-src 'none' or a sandbox; framing stays refused.
    expect(download.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    const preview = await get(org.adminCookie, `/api/storage/files/${pdf.id}/content?inline=1`);
    expect(preview.headers['content-disposition']).toMatch(/^inline;/);

    const word = await upload(folder.id, 'letter.docx', await docx());
    const asked = await get(org.adminCookie, `/api/storage/files/${word.id}/content?inline=1`);
    expect(asked.headers['content-disposition']).toMatch(/^attachment;/);
    expect(asked.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect((await get(org.adminCookie, `/api/storage/files/${word.id}/thumbnail`)).statusCode).toBe(404);
  });

  it('says the file is not in the storage when its bytes are gone', async () => {
    const folder = await createdFolder(server.app, org);
    const pdf = await upload(folder.id, 'gone.pdf');
    await server.ctx.storage.delete((await row(pdf.id))?.storage_key ?? '');
    const answer = await get(org.adminCookie, `/api/storage/files/${pdf.id}/content`);
    expect(answer.statusCode).toBe(404);
    expect(errorOf(answer).message).toBe(m.notInStorage);
  });
});

describe('thumbnails', () => {
  it('are made once, upright, at most 320 px, and read from the store afterwards', async () => {
    const folder = await createdFolder(server.app, org);
    // A tall photo stored sideways with EXIF orientation 6: upright it is 600 wide and 1200 tall.
    const sideways = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#884422' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const photo = await upload(folder.id, 'photo.jpg', sideways);
    expect((await row(photo.id))?.thumbnail_key).toBeNull();
    const first = await get(org.adminCookie, `/api/storage/files/${photo.id}/thumbnail`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toMatch(/^private/);
    const size = await sharp(first.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([160, 320]);
    const key = (await row(photo.id))?.thumbnail_key;
    expect(key).toBeTruthy();
    const second = await get(org.adminCookie, `/api/storage/files/${photo.id}/thumbnail`);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await row(photo.id))?.thumbnail_key).toBe(key);
  });
});

describe('download all', () => {
  it('zips the filtered files as stored, with names made unique', async () => {
    const folder = await createdFolder(server.app, org);
    const picture = await png(300, 200);
    const contents: Buffer[] = [
      Buffer.concat([PDF, Buffer.from('1')]),
      picture,
      Buffer.concat([PDF, Buffer.from('3')]),
    ];
    await upload(folder.id, 'a.pdf', contents[0]);
    await upload(folder.id, 'b.png', contents[1]);
    await upload(folder.id, 'A.pdf', contents[2]);
    const answer = await get(org.adminCookie, `/api/storage/files/zip?folderId=${folder.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="files-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const entries = await zipEntries(answer.rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['A.pdf', 'b.png', 'a (2).pdf']);
    expect(entries.map((e) => e.data)).toEqual([contents[2], contents[1], contents[0]]);
    expect(entries.every((e) => !e.compressed)).toBe(true);
  });

  it('answers No files found for an empty selection', async () => {
    const folder = await createdFolder(server.app, org);
    const answer = await get(org.adminCookie, `/api/storage/files/zip?folderId=${folder.id}`);
    expect(answer.statusCode).toBe(404);
    expect(errorOf(answer).message).toBe(m.noFiles);
    const file = await upload(folder.id, 'kept.pdf');
    const forged = await get(
      org.adminCookie,
      `/api/storage/files/zip?ids=${'-'.repeat(36)},${'a'.repeat(36)}`,
    );
    expect(forged.statusCode).toBe(404);
    expect(errorOf(forged).message).toBe(m.noFiles);
    const mixed = await get(org.adminCookie, `/api/storage/files/zip?ids=${'-'.repeat(36)},${file.id}`);
    expect((await zipEntries(mixed.rawPayload)).map((e) => e.name)).toEqual(['kept.pdf']);
  });
});

describe('deleting many', () => {
  it('deletes all chosen files, or none when one may not be deleted', async () => {
    const folder = await createdFolder(server.app, org);
    const member = await storageMember(server.app, server.ctx, org.orgId, [
      { folderId: folder.id, roles: ['view_bills:view_all', 'view_bills:edit_self'] },
    ]);
    const mine = [
      await upload(folder.id, 'm1.pdf', PDF, member.cookie),
      await upload(folder.id, 'm2.pdf', PDF, member.cookie),
    ];
    const theirs = await upload(folder.id, 't.pdf');
    const live = () =>
      countOf(
        server.ctx.db,
        sql`select count(*)::int as n from storage_files where folder_id = ${folder.id} and not is_deleted`,
      );
    const bulk = (fileIds: string[]) =>
      call(server.app, 'POST', '/api/storage/files/delete', { cookie: member.cookie, body: { fileIds } });
    const refused = await bulk([...mine.map((f) => f.id), theirs.id]);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(m.noDeletePermission);
    expect(await live()).toBe(3);
    const never = await call(
      server.app,
      'DELETE',
      '/api/storage/files/00000000-0000-4000-8000-000000000000',
      {
        cookie: member.cookie,
      },
    );
    expect(never.statusCode).toBe(404);
    expect(errorOf(never).message).toBe(m.noDocument);
    const missing = await bulk([mine[0]?.id ?? '', '00000000-0000-4000-8000-000000000000']);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(m.alreadyDeleted);
    expect(await live()).toBe(3);
    const done = await bulk(mine.map((f) => f.id));
    expect(done.json()).toEqual({ message: m.filesDeleted(2) });
    expect(await live()).toBe(1);
    const [deleted] = await rowsOf<{ deleted_by: string; deleted_on: string | null }>(
      server.ctx.db,
      sql`select deleted_by, deleted_on from storage_files where id = ${mine[0]?.id}`,
    );
    expect(deleted?.deleted_by).toBe(member.id);
    expect(deleted?.deleted_on).not.toBeNull();
  });
});

describe('the purge', () => {
  it('removes rows, bytes and thumbnails of files deleted over 30 days ago, and keeps the rest', async () => {
    const folder = await createdFolder(server.app, org);
    const old = await upload(folder.id, 'old.png', await png(100, 100));
    const recent = await upload(folder.id, 'recent.pdf');
    const live = await upload(folder.id, 'live.pdf');
    expect((await get(org.adminCookie, `/api/storage/files/${old.id}/thumbnail`)).statusCode).toBe(200);
    const oldRow = await row(old.id);
    for (const file of [old, recent])
      expect(
        (await call(server.app, 'DELETE', `/api/storage/files/${file.id}`, { cookie: org.adminCookie }))
          .statusCode,
      ).toBe(200);
    await server.ctx.db.execute(
      sql`update storage_files set deleted_on = now() - interval '31 days' where id = ${old.id}`,
    );
    await server.ctx.db.execute(
      sql`update storage_files set deleted_on = now() - interval '29 days' where id = ${recent.id}`,
    );
    expect(await purgeDeletedFiles(server.ctx)).toBe(1);
    expect(await row(old.id)).toBeUndefined();
    expect(await server.ctx.storage.get(oldRow?.storage_key ?? '')).toBeNull();
    expect(await server.ctx.storage.get(oldRow?.thumbnail_key ?? '')).toBeNull();
    expect(await row(recent.id)).toBeDefined();
    expect(await server.ctx.storage.get((await row(recent.id))?.storage_key ?? '')).not.toBeNull();
    expect(await row(live.id)).toBeDefined();
    // Again: nothing left to do. Two days later the recent one goes too.
    expect(await purgeDeletedFiles(server.ctx)).toBe(0);
    expect(await purgeDeletedFiles(server.ctx, new Date(Date.now() + 2 * 86_400_000))).toBe(1);
    expect(await row(recent.id)).toBeUndefined();
  });
});

describe('the purge in several processes', () => {
  it('removes each expired file once when two processes purge at the same time', async () => {
    const folder = await createdFolder(server.app, org);
    const files = [];
    for (let i = 0; i < 6; i++) files.push(await upload(folder.id, `p${i}.pdf`));
    const ids = files.map((f) => f.id);
    const deleted = await call(server.app, 'POST', '/api/storage/files/delete', {
      cookie: org.adminCookie,
      body: { fileIds: ids },
    });
    expect(deleted.statusCode).toBe(200);
    const later = new Date(Date.now() + 31 * 86_400_000);
    const due = await countOf(
      server.ctx.db,
      sql`select count(*)::int as n from storage_files where is_deleted`,
    );
    const second = await server.testDb.reopen();
    const counts = await Promise.all([
      purgeDeletedFiles(server.ctx, later),
      purgeDeletedFiles({ db: second.db, storage: server.ctx.storage }, later),
    ]);
    expect(counts[0] + counts[1]).toBe(due);
    for (const id of ids) expect(await row(id)).toBeUndefined();
  });
});

describe('live updates', () => {
  it('tells open storage screens of the organisation about uploads, deletes and new folders', async () => {
    const stream = await openEventStream(baseUrl, org.adminCookie);
    try {
      const folder = await createdFolder(server.app, org);
      await stream.next('storage.changed');
      const file = await upload(folder.id, 'x.pdf');
      await stream.next('storage.changed');
      await call(server.app, 'DELETE', `/api/storage/files/${file.id}`, { cookie: org.adminCookie });
      await stream.next('storage.changed');
    } finally {
      stream.close();
    }
  });
});
