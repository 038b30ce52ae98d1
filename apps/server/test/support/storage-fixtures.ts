import { buffer } from 'node:stream/consumers';
import type { StorageFolder, StoredBill } from '@atrium/domain/storage/storage.schemas.ts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { Upload } from 'tus-js-client';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../src/app-context.ts';
import { listeningUrl } from './files-api.ts';
import { orgWithAdmin, signInMaster, unique } from './fixtures.ts';
import { rowsOf } from './sql.ts';
import { call, setUpServer } from './test-app.ts';
import { signInOrgUser } from './users.ts';

export interface StorageOrg {
  orgId: string;
  adminCookie: string;
}

export async function storageOrg(app: FastifyInstance, masterCookie: string): Promise<StorageOrg> {
  const { orgId, adminCookie } = await orgWithAdmin(app, masterCookie);
  return { orgId, adminCookie };
}

/** What every storage test file starts from: a server listening for tus, the master and one organisation. */
export interface StorageSuite {
  server: Awaited<ReturnType<typeof setUpServer>>;
  baseUrl: string;
  masterCookie: string;
  org: StorageOrg;
}

export async function setUpStorageSuite(): Promise<StorageSuite> {
  const server = await setUpServer();
  const baseUrl = await listeningUrl(server.app);
  const masterCookie = await signInMaster(server.app);
  return { server, baseUrl, masterCookie, org: await storageOrg(server.app, masterCookie) };
}

export interface NewFolder {
  basePath: string;
  displayName: string;
  creationConfig: string;
}

export const postFolder = (app: FastifyInstance, cookie: string, body: NewFolder) =>
  call(app, 'POST', '/api/storage/folders', { cookie, body });

/** A folder made by the org admin, under a unique path. */
export async function createdFolder(
  app: FastifyInstance,
  org: StorageOrg,
  creationConfig = 'ym',
  basePath = unique('bills_'),
): Promise<StorageFolder> {
  const response = await postFolder(app, org.adminCookie, {
    basePath,
    displayName: basePath,
    creationConfig,
  });
  if (response.statusCode !== 201) throw new Error(`folder not created: ${response.body}`);
  return (response.json() as { folder: StorageFolder }).folder;
}

export interface StorageMember {
  id: string;
  cookie: string;
  name: string;
}

/** A member of the organisation with the storage app and these roles per folder (no other app). */
export async function storageMember(
  app: FastifyInstance,
  ctx: AppContext,
  orgId: string,
  folders: { folderId: string; roles: string[] }[],
): Promise<StorageMember> {
  const tag = unique('s');
  const email = `storage-${tag}@example.com`;
  const password = 'user-password-1';
  const name = `Sam ${tag}`;
  const access = [
    {
      app: 'storage',
      role: [],
      folders: folders.map((f) => ({ folder_name: f.folderId, folder_drive_id: f.folderId, roles: f.roles })),
    },
  ];
  const passwordHash = await ctx.hasher.hash(password);
  const [row] = await rowsOf<{ id: string }>(
    ctx.db,
    sql`insert into users (org_id, email, name, username, password_hash, access)
        values (${orgId}, ${email}, ${name}, ${`user_${tag}`}, ${passwordHash}, ${JSON.stringify(access)}::jsonb)
        returning id`,
  );
  if (!row) throw new Error('the user was not inserted');
  return { id: row.id, name, cookie: await signInOrgUser(app, { orgId, email, password }) };
}

export interface BillMetadata {
  folderId: string;
  issuedOn: string;
  filename: string;
  filetype?: string;
}

/**
 * Starts a tus upload of bytes into a storage folder in 1 MiB chunks, as the browser does; no retries.
 * `uploadUrl` continues an upload begun earlier; `chunks` records the size of each chunk sent.
 */
export function startBill(
  baseUrl: string,
  cookie: string,
  data: Buffer,
  metadata: BillMetadata,
  options: { uploadUrl?: string; onChunk?: (upload: Upload, sent: number) => void } = {},
) {
  let upload!: Upload;
  const chunks: number[] = [];
  const done = new Promise<StoredBill>((resolve, reject) => {
    upload = new Upload(data, {
      endpoint: `${baseUrl}/api/uploads`,
      uploadUrl: options.uploadUrl ?? null,
      chunkSize: 1024 * 1024,
      retryDelays: [],
      headers: { cookie },
      metadata: { target: 'storage', ...metadata } as Record<string, string>,
      onChunkComplete: (size, sent) => {
        chunks.push(size);
        options.onChunk?.(upload, sent);
      },
      onSuccess: ({ lastResponse }) => resolve(JSON.parse(lastResponse.getBody()) as StoredBill),
      onError: reject,
    });
    upload.start();
  });
  return { upload, done, chunks };
}

export const uploadBill = (baseUrl: string, cookie: string, data: Buffer, metadata: BillMetadata) =>
  startBill(baseUrl, cookie, data, metadata).done;

/** The tus id of a started upload (the last part of its URL), or '' before it was created. */
export const uploadIdOf = (upload: Upload) => upload.url?.split('/').pop() ?? '';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A real PNG picture of the given size. */
export function png(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

/** A minimal OOXML package of the given kind: its content types name its main part. */
async function ooxml(mainType: string, dir: string): Promise<Buffer> {
  const zip = new ZipFile();
  const types = `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${dir}/main.xml" ContentType="${mainType}"/></Types>`;
  zip.addBuffer(Buffer.from(types), '[Content_Types].xml');
  zip.addBuffer(Buffer.from('<x/>'), `${dir}/main.xml`);
  zip.end();
  return buffer(zip.outputStream);
}

export const docx = () =>
  ooxml('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml', 'word');
export const xlsx = () =>
  ooxml('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml', 'xl');

/** Today as yyyy-mm-dd (UTC). */
export const today = () => new Date().toISOString().slice(0, 10);
