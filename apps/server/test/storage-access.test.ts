import { storageMessages as m } from '@atrium/domain/storage/storage.messages.ts';
import type { StoredBill } from '@atrium/domain/storage/storage.schemas.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './support/sql.ts';
import {
  createdFolder,
  PDF,
  png,
  type StorageSuite,
  setUpStorageSuite,
  storageMember,
  storageOrg,
  today,
  uploadBill,
} from './support/storage-fixtures.ts';
import { zipEntries } from './support/storage-zip.ts';
import { call, errorOf } from './support/test-app.ts';

let { server, baseUrl, masterCookie, org } = {} as StorageSuite;
let picture: Buffer;

beforeAll(async () => {
  ({ server, baseUrl, masterCookie, org } = await setUpStorageSuite());
  picture = await png(400, 300);
});
afterAll(() => server?.tearDown());

const get = (cookie: string, url: string) => call(server.app, 'GET', url, { cookie });
const listed = async (cookie: string, query: string) => {
  const answer = await get(cookie, `/api/storage/files?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { files: StoredBill[] }).files;
};

/** A folder holding one image uploaded by the org admin ('theirs') and one by a member with `roles` ('mine'). */
async function folderWithFiles(roles: string[] | 'admin') {
  const folder = await createdFolder(server.app, org);
  const member =
    roles === 'admin'
      ? { id: '', cookie: org.adminCookie, name: 'Ada Admin' }
      : await storageMember(server.app, server.ctx, org.orgId, [{ folderId: folder.id, roles }]);
  const meta = (filename: string) => ({ folderId: folder.id, issuedOn: today(), filename });
  const theirs = await uploadBill(baseUrl, org.adminCookie, picture, meta('theirs.png'));
  const mine = await uploadBill(baseUrl, member.cookie, picture, meta('mine.png'));
  return { folder, member, theirs, mine };
}

const ROLES: [
  string,
  string[] | 'admin',
  { seesTheirs: boolean; deletesMine: boolean; deletesTheirs: number },
][] = [
  ['view_all', ['view_bills:view_all'], { seesTheirs: true, deletesMine: false, deletesTheirs: 403 }],
  ['view_self', ['view_bills:view_self'], { seesTheirs: false, deletesMine: false, deletesTheirs: 404 }],
  ['edit_all', ['view_bills:edit_all'], { seesTheirs: true, deletesMine: true, deletesTheirs: 200 }],
  ['edit_self', ['view_bills:edit_self'], { seesTheirs: false, deletesMine: true, deletesTheirs: 404 }],
  ['org admin', 'admin', { seesTheirs: true, deletesMine: true, deletesTheirs: 200 }],
];

describe.each(ROLES)('a member with %s', (_name, roles, expected) => {
  it('lists, opens, thumbnails and zips exactly the files the role shows', async () => {
    const { folder, member, theirs, mine } = await folderWithFiles(roles);
    const names = (await listed(member.cookie, `folderId=${folder.id}`)).map((f) => f.fileName);
    expect(names).toEqual(expected.seesTheirs ? ['mine.png', 'theirs.png'] : ['mine.png']);

    const own = await get(member.cookie, `/api/storage/files/${mine.id}/content`);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(picture)).toBe(true);
    const other = await get(member.cookie, `/api/storage/files/${theirs.id}/content`);
    expect(other.statusCode).toBe(expected.seesTheirs ? 200 : 404);
    if (!expected.seesTheirs) expect(errorOf(other).message).toBe(m.fileNotFound);

    expect((await get(member.cookie, `/api/storage/files/${mine.id}/thumbnail`)).statusCode).toBe(200);
    const thumb = await get(member.cookie, `/api/storage/files/${theirs.id}/thumbnail`);
    expect(thumb.statusCode).toBe(expected.seesTheirs ? 200 : 404);

    const zip = await get(member.cookie, `/api/storage/files/zip?ids=${mine.id},${theirs.id}`);
    expect(zip.statusCode).toBe(200);
    const entries = await zipEntries(zip.rawPayload);
    expect(entries.map((e) => e.name).sort()).toEqual(
      expected.seesTheirs ? ['mine.png', 'theirs.png'] : ['mine.png'],
    );
    const onlyTheirs = await get(member.cookie, `/api/storage/files/zip?ids=${theirs.id}`);
    expect(onlyTheirs.statusCode).toBe(expected.seesTheirs ? 200 : 404);

    const keyOf = async (id: string) =>
      (
        await rowsOf<{ k: string }>(
          server.ctx.db,
          sql`select storage_key as k from storage_files where id = ${id}`,
        )
      )[0]?.k ?? '';
    const generic = await get(member.cookie, `/api/files?key=${encodeURIComponent(await keyOf(theirs.id))}`);
    expect(generic.statusCode).toBe(expected.seesTheirs ? 200 : 404);
    const mineGeneric = await get(
      member.cookie,
      `/api/files?key=${encodeURIComponent(await keyOf(mine.id))}`,
    );
    expect(mineGeneric.statusCode).toBe(200);
  });

  it('deletes only what the role allows', async () => {
    const { folder, member, theirs, mine } = await folderWithFiles(roles);
    const delTheirs = await call(server.app, 'DELETE', `/api/storage/files/${theirs.id}`, {
      cookie: member.cookie,
    });
    expect(delTheirs.statusCode).toBe(expected.deletesTheirs);
    if (expected.deletesTheirs === 403) expect(errorOf(delTheirs).message).toBe(m.noDeletePermission);
    if (expected.deletesTheirs === 404) expect(errorOf(delTheirs).message).toBe(m.alreadyDeleted);

    const delMine = await call(server.app, 'DELETE', `/api/storage/files/${mine.id}`, {
      cookie: member.cookie,
    });
    expect(delMine.statusCode).toBe(expected.deletesMine ? 200 : 403);
    expect(delMine.json()).toEqual(
      expected.deletesMine
        ? { message: m.deleted }
        : { error: expect.objectContaining({ message: m.noDeletePermission }) },
    );
    const left = (await listed(org.adminCookie, `folderId=${folder.id}`)).map((f) => f.fileName).sort();
    expect(left).toEqual(
      [
        ...(expected.deletesMine ? [] : ['mine.png']),
        ...(expected.deletesTheirs === 200 ? [] : ['theirs.png']),
      ].sort(),
    );
    if (expected.deletesMine) {
      const again = await call(server.app, 'DELETE', `/api/storage/files/${mine.id}`, {
        cookie: member.cookie,
      });
      expect(again.statusCode).toBe(404);
      expect(errorOf(again).message).toBe(m.alreadyDeleted);
      expect((await get(member.cookie, `/api/storage/files/${mine.id}/content`)).statusCode).toBe(404);
    }
  });
});

describe('the list filters', () => {
  it('marks the files each caller may delete', async () => {
    const { folder, member } = await folderWithFiles(['view_bills:edit_self', 'view_bills:view_all']);
    const files = await listed(member.cookie, `folderId=${folder.id}`);
    expect(files.map((f) => [f.fileName, f.mayDelete, f.hasThumbnail])).toEqual([
      ['mine.png', true, true],
      ['theirs.png', false, true],
    ]);
  });

  it('lets only View All filter by uploader', async () => {
    const { folder, member, mine } = await folderWithFiles(['view_bills:view_all']);
    const byMember = await listed(member.cookie, `folderId=${folder.id}&uploadedBy=${mine.uploadedBy.id}`);
    expect(byMember.map((f) => f.fileName)).toEqual(['mine.png']);
    for (const roles of [['view_bills:view_self'], ['view_bills:edit_all']]) {
      const other = await folderWithFiles(roles);
      const refused = await get(
        other.member.cookie,
        `/api/storage/files?folderId=${other.folder.id}&uploadedBy=${other.mine.uploadedBy.id}`,
      );
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).message).toBe(m.uploaderFilterDenied);
    }
    const admin = await listed(org.adminCookie, `folderId=${folder.id}&uploadedBy=${mine.uploadedBy.id}`);
    expect(admin.map((f) => f.fileName)).toEqual(['mine.png']);
  });

  it('filters by issued and uploaded dates, both ends included', async () => {
    const folder = await createdFolder(server.app, org);
    for (const issuedOn of ['2026-01-31', '2026-02-01', '2026-02-28', '2026-03-01'])
      await uploadBill(baseUrl, org.adminCookie, PDF, {
        folderId: folder.id,
        issuedOn,
        filename: `${issuedOn}.pdf`,
      });
    const feb = await listed(
      org.adminCookie,
      `folderId=${folder.id}&issuedFrom=2026-02-01&issuedTo=2026-02-28`,
    );
    expect(feb.map((f) => f.issuedOn)).toEqual(['2026-02-28', '2026-02-01']);
    const day = today();
    expect(
      await listed(org.adminCookie, `folderId=${folder.id}&uploadedFrom=${day}&uploadedTo=${day}`),
    ).toHaveLength(4);
    expect(await listed(org.adminCookie, `folderId=${folder.id}&uploadedTo=2026-01-01`)).toHaveLength(0);
  });

  it('refuses a folder without roles, and treats another organisation and its files as not found', async () => {
    const { member, theirs } = await folderWithFiles(['view_bills:view_all']);
    const closed = await createdFolder(server.app, org);
    const noRole = await get(member.cookie, `/api/storage/files?folderId=${closed.id}`);
    expect(noRole.statusCode).toBe(403);
    expect(errorOf(noRole).message).toBe(m.noFolderAccess);

    const other = await storageOrg(server.app, masterCookie);
    const foreignFolder = await get(other.adminCookie, `/api/storage/files?folderId=${theirs.folderId}`);
    expect(foreignFolder.statusCode).toBe(404);
    expect(errorOf(foreignFolder).message).toBe(m.folderNotFound);
    expect(await listed(other.adminCookie, '')).toEqual([]);
    for (const url of [
      `/api/storage/files/${theirs.id}/content`,
      `/api/storage/files/${theirs.id}/thumbnail`,
      `/api/storage/files/zip?ids=${theirs.id}`,
    ])
      expect((await get(other.adminCookie, url)).statusCode, url).toBe(404);
    const del = await call(server.app, 'DELETE', `/api/storage/files/${theirs.id}`, {
      cookie: other.adminCookie,
    });
    expect(del.statusCode).toBe(404);
    const bulk = await call(server.app, 'POST', '/api/storage/files/delete', {
      cookie: other.adminCookie,
      body: { fileIds: [theirs.id] },
    });
    expect(bulk.statusCode).toBe(404);
    expect((await get(org.adminCookie, `/api/storage/files/${theirs.id}/content`)).statusCode).toBe(200);
  });
});
