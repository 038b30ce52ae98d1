import { dashboardMessages } from '@atrium/domain/dashboard/quick-actions.ts';
import { storageMessages as m } from '@atrium/domain/storage/storage.messages.ts';
import type { MyFolder, StorageFolder } from '@atrium/domain/storage/storage.schemas.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMaster, unique } from './support/fixtures.ts';
import { countOf, rowsOf } from './support/sql.ts';
import {
  createdFolder,
  type NewFolder,
  postFolder,
  type StorageOrg,
  storageMember,
  storageOrg,
} from './support/storage-fixtures.ts';
import { signInCreator } from './support/templates-fixtures.ts';
import { call, errorOf, setUpServer } from './support/test-app.ts';
import { insertOrgUser, signInOrgUser } from './support/users.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;
let org: StorageOrg;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
  org = await storageOrg(server.app, masterCookie);
});
afterAll(() => server?.tearDown());

const foldersOf = (orgId: string) =>
  countOf(server.ctx.db, sql`select count(*)::int as n from storage_folders where org_id = ${orgId}`);

describe('creating a folder', () => {
  it('stores the path, display name and creation configuration, and lists it', async () => {
    const basePath = `${unique('bills_')}/2026_receipts`;
    const created = await postFolder(server.app, org.adminCookie, {
      basePath,
      displayName: ' Receipts ',
      creationConfig: 'ym',
    });
    expect(created.statusCode).toBe(201);
    const { folder, message } = created.json() as { folder: StorageFolder; message: string };
    expect(message).toBe(m.folderCreated);
    expect(folder).toMatchObject({ basePath, displayName: 'Receipts', creationConfig: 'ym' });
    expect(folder.createdBy?.name).toBe('Ada Admin');
    const listed = await call(server.app, 'GET', '/api/storage/folders', { cookie: org.adminCookie });
    expect((listed.json() as { folders: StorageFolder[] }).folders.map((f) => f.id)).toContain(folder.id);
  });

  it('refuses each missing or malformed part with its message, and writes nothing', async () => {
    const good: NewFolder = { basePath: unique('ok_'), displayName: 'Fine', creationConfig: 'y' };
    const cases: [Partial<NewFolder>, string][] = [
      [{ basePath: '' }, m.selectPath],
      [{ basePath: '   ' }, m.selectPath],
      [{ basePath: 'bills/' }, m.enterFolderName],
      [{ basePath: 'bills/new folder' }, m.enterFolderName],
      [{ basePath: 'bills/émigré' }, m.enterFolderName],
      [{ basePath: '/bills' }, m.enterFolderName],
      [{ basePath: 'a/b/c/d/e/f/g/h/i' }, m.pathTooDeep],
      [{ displayName: '  ' }, m.enterDisplayName],
      [{ creationConfig: '' }, m.selectCreationConfig],
    ];
    const before = await foldersOf(org.orgId);
    for (const [change, message] of cases) {
      const refused = await postFolder(server.app, org.adminCookie, { ...good, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(errorOf(refused).message).toBe(message);
    }
    expect(await foldersOf(org.orgId)).toBe(before);
  });

  it('refuses a path that exists in any letter case, also when two admins add it at once', async () => {
    const basePath = unique('Dup_');
    await createdFolder(server.app, org, 'y', basePath);
    const again = await postFolder(server.app, org.adminCookie, {
      basePath: basePath.toLowerCase(),
      displayName: 'Again',
      creationConfig: 'y',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(m.pathExists);

    const raced = unique('race_');
    const body = { basePath: raced, displayName: 'Race', creationConfig: 'none' };
    const answers = await Promise.all([1, 2, 3].map(() => postFolder(server.app, org.adminCookie, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(
      await countOf(
        server.ctx.db,
        sql`select count(*)::int as n from storage_folders where base_path = ${raced}`,
      ),
    ).toBe(1);
  });

  it('lets the same path live in two organisations', async () => {
    const basePath = unique('shared_');
    await createdFolder(server.app, org, 'y', basePath);
    const other = await storageOrg(server.app, masterCookie);
    await createdFolder(server.app, other, 'y', basePath);
  });

  it('is for org admins only', async () => {
    const folder = await createdFolder(server.app, org);
    const member = await storageMember(server.app, server.ctx, org.orgId, [
      { folderId: folder.id, roles: ['view_bills:edit_all', 'view_bills:view_all'] },
    ]);
    const refused = await postFolder(server.app, member.cookie, {
      basePath: unique('mine_'),
      displayName: 'Mine',
      creationConfig: 'y',
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(m.onlyAdminsCreateFolders);
  });
});

describe('who reaches the storage app', () => {
  it('refuses creators, the master admin, anonymous callers and members without the app', async () => {
    const creator = await signInCreator(server.app, masterCookie);
    for (const cookie of [creator.cookie, masterCookie]) {
      const refused = await call(server.app, 'GET', '/api/storage/folders', { cookie });
      expect(refused.statusCode).toBe(403);
    }
    expect((await call(server.app, 'GET', '/api/storage/folders')).statusCode).toBe(401);
    const plain = await insertOrgUser(server.ctx, org.orgId);
    const refused = await call(server.app, 'GET', '/api/storage/my-folders', {
      cookie: await signInOrgUser(server.app, plain),
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(m.noStorageAccess);
  });

  it('lists the folders to those who assign access, without giving them the files', async () => {
    await createdFolder(server.app, org);
    const assigner = await insertOrgUser(server.ctx, org.orgId);
    await server.ctx.db.execute(
      sql`update users set access = ${JSON.stringify([{ app: 'access-management', role: ['manage-user:assign_app_access'] }])}::jsonb
          where id = ${assigner.id}`,
    );
    const cookie = await signInOrgUser(server.app, assigner);
    const listed = await call(server.app, 'GET', '/api/storage/folders', { cookie });
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { folders: StorageFolder[] }).folders.length).toBeGreaterThan(0);
    const files = await call(server.app, 'GET', '/api/storage/files', { cookie });
    expect(files.statusCode).toBe(403);
    expect(errorOf(files).message).toBe(m.noStorageAccess);
    const plain = await signInOrgUser(server.app, await insertOrgUser(server.ctx, org.orgId));
    expect((await call(server.app, 'GET', '/api/storage/folders', { cookie: plain })).statusCode).toBe(403);
  });

  it('gives users only folders of their organisation, named as the folder is', async () => {
    const folder = await createdFolder(server.app, org);
    const elsewhere = await createdFolder(server.app, await storageOrg(server.app, masterCookie));
    const member = await insertOrgUser(server.ctx, org.orgId);
    const assign = (folderId: string) =>
      call(server.app, 'PUT', `/api/users/${member.id}/access`, {
        cookie: org.adminCookie,
        body: {
          access: [
            {
              app: 'storage',
              role: [],
              folders: [{ folder_name: 'Forged', folder_drive_id: folderId, roles: ['view_bills:view_all'] }],
            },
          ],
        },
      });
    for (const folderId of [elsewhere.id, 'not-a-folder']) {
      const refused = await assign(folderId);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).message).toBe('A chosen storage folder does not exist in this organization.');
    }
    const accessOf = () =>
      rowsOf<{ access: { folders?: { folder_name: string }[] }[] }>(
        server.ctx.db,
        sql`select access from users where id = ${member.id}`,
      );
    const [unchanged] = await accessOf();
    expect(unchanged?.access).toEqual([]);
    expect((await assign(folder.id)).statusCode).toBe(200);
    const mine = await call(server.app, 'GET', '/api/storage/my-folders', {
      cookie: await signInOrgUser(server.app, member),
    });
    expect((mine.json() as { folders: MyFolder[] }).folders.map((f) => f.displayName)).toEqual([
      folder.displayName,
    ]);
    const [saved] = await accessOf();
    expect(saved?.access[0]?.folders?.[0]?.folder_name).toBe(folder.displayName);
  });

  it('closes a blocked storage app to members but not to org admins', async () => {
    const folder = await createdFolder(server.app, org);
    const member = await storageMember(server.app, server.ctx, org.orgId, [
      { folderId: folder.id, roles: ['view_bills:view_self'] },
    ]);
    const block = (isBlocked: boolean) =>
      call(server.app, 'PATCH', '/api/apps/storage', { cookie: masterCookie, body: { isBlocked } });
    expect((await block(true)).statusCode).toBe(200);
    try {
      const refused = await call(server.app, 'GET', '/api/storage/my-folders', { cookie: member.cookie });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).message).toBe(dashboardMessages.appBlockedBody);
      const admin = await call(server.app, 'GET', '/api/storage/my-folders', { cookie: org.adminCookie });
      expect(admin.statusCode).toBe(200);
    } finally {
      await block(false);
    }
    expect(
      (await call(server.app, 'GET', '/api/storage/my-folders', { cookie: member.cookie })).statusCode,
    ).toBe(200);
  });
});

describe('my folders', () => {
  it('lists the folders a member holds roles on, with the access line and rights of each', async () => {
    const own = await createdFolder(server.app, org);
    const all = await createdFolder(server.app, org);
    const none = await createdFolder(server.app, org);
    const member = await storageMember(server.app, server.ctx, org.orgId, [
      { folderId: own.id, roles: ['view_bills:view_self', 'view_bills:edit_self'] },
      { folderId: all.id, roles: ['view_bills:view_all'] },
    ]);
    const answer = await call(server.app, 'GET', '/api/storage/my-folders', { cookie: member.cookie });
    const folders = (answer.json() as { folders: MyFolder[] }).folders;
    expect(folders.map((f) => f.id).sort()).toEqual([own.id, all.id].sort());
    expect(folders.find((f) => f.id === own.id)).toMatchObject({
      accessLine: 'View Self · Edit Self',
      view: 'own',
      delete: 'own',
      filterByUploader: false,
    });
    expect(folders.find((f) => f.id === all.id)).toMatchObject({
      accessLine: 'View All',
      view: 'all',
      delete: 'none',
      filterByUploader: true,
    });
    const admin = await call(server.app, 'GET', '/api/storage/my-folders', { cookie: org.adminCookie });
    const adminFolders = (admin.json() as { folders: MyFolder[] }).folders;
    expect(adminFolders.map((f) => f.id)).toEqual(expect.arrayContaining([own.id, all.id, none.id]));
    expect(adminFolders.every((f) => f.view === 'all' && f.delete === 'all' && f.filterByUploader)).toBe(
      true,
    );
  });

  it('reads the roles afresh on every request', async () => {
    const folder = await createdFolder(server.app, org);
    const member = await storageMember(server.app, server.ctx, org.orgId, [
      { folderId: folder.id, roles: ['view_bills:view_all'] },
    ]);
    await server.ctx.db.execute(
      sql`update users set access = ${JSON.stringify([{ app: 'storage', role: [], folders: [] }])}::jsonb where id = ${member.id}`,
    );
    const answer = await call(server.app, 'GET', '/api/storage/my-folders', { cookie: member.cookie });
    expect((answer.json() as { folders: MyFolder[] }).folders).toEqual([]);
  });
});
