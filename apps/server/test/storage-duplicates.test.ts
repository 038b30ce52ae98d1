import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createdFolder,
  PDF,
  type StorageSuite,
  setUpStorageSuite,
  storageMember,
  storageOrg,
  today,
  uploadBill,
} from './support/storage-fixtures.ts';

let { server, baseUrl, masterCookie, org } = {} as StorageSuite;

beforeAll(async () => {
  ({ server, baseUrl, masterCookie, org } = await setUpStorageSuite());
});
afterAll(() => server?.tearDown());

describe('the duplicate check', () => {
  it('names the earlier file with the same content, and its uploader only to those who see it', async () => {
    const folder = await createdFolder(server.app, org);
    const uploader = await storageMember(server.app, server.ctx, org.orgId, [
      { folderId: folder.id, roles: ['view_bills:view_self'] },
    ]);
    const peer = await storageMember(server.app, server.ctx, org.orgId, [
      { folderId: folder.id, roles: ['view_bills:view_self'] },
    ]);
    const bytes = Buffer.concat([PDF, Buffer.from('unique duplicate content')]);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const ask = (cookie: string, folderId = folder.id) =>
      server.app.inject({
        method: 'POST',
        url: '/api/storage/duplicates',
        headers: { cookie },
        payload: { folderId, sha256 },
      });
    expect((await ask(uploader.cookie)).json()).toEqual({ duplicate: null });
    const stored = await uploadBill(baseUrl, uploader.cookie, bytes, {
      folderId: folder.id,
      issuedOn: today(),
      filename: 'first.pdf',
    });
    expect((await ask(uploader.cookie)).json()).toEqual({
      duplicate: { fileName: 'first.pdf', uploadedOn: stored.uploadedOn, uploadedBy: uploader.name },
    });
    expect((await ask(org.adminCookie)).json().duplicate.uploadedBy).toBe(uploader.name);
    expect((await ask(peer.cookie)).json()).toEqual({
      duplicate: { fileName: 'first.pdf', uploadedOn: stored.uploadedOn, uploadedBy: null },
    });
    const other = await createdFolder(server.app, org);
    expect((await ask(peer.cookie, other.id)).statusCode).toBe(403);
    expect((await ask(org.adminCookie, other.id)).json()).toEqual({ duplicate: null });
    const foreign = await createdFolder(server.app, await storageOrg(server.app, masterCookie));
    expect((await ask(org.adminCookie, foreign.id)).statusCode).toBe(404);
  });
});
