import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { Upload } from 'tus-js-client';
import { baseUrlOf, type SeededOrg, seedOrganization, signInAsOrgAdmin, uniqueToken } from './api.ts';
import { squarePng } from './png.ts';

/**
 * Storage set-up through the HTTP API: folders made by the org admin, members holding folder roles, and
 * uploads sent from Node through tus, the way the browser sends them (1 MiB chunks, storage metadata).
 */

export interface SeededFolder {
  id: string;
  displayName: string;
  basePath: string;
}

export interface SeededMember {
  id: string;
  name: string;
  email: string;
  password: string;
}

/** A stored bill as the list and the last tus answer describe it (the fields the journeys read). */
export interface SeededFile {
  id: string;
  fileName: string;
  folderId: string;
  issuedOn: string;
  uploadedBy: { id: string; name: string };
}

export type StorageRole =
  | 'view_bills:view_all'
  | 'view_bills:view_self'
  | 'view_bills:edit_all'
  | 'view_bills:edit_self';

async function expectOk<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: HTTP ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A folder of the organisation, made by its admin (the client must be signed in as the org admin). */
export async function createFolder(
  admin: APIRequestContext,
  displayName: string,
  creationConfig: 'y' | 'ym' | 'ymd' | 'none' = 'ym',
): Promise<SeededFolder> {
  const basePath = `${displayName.replace(/[^A-Za-z0-9]+/g, '_')}_${uniqueToken()}`;
  const created = await expectOk<{ folder: SeededFolder }>(
    await admin.post('/api/storage/folders', { data: { basePath, displayName, creationConfig } }),
    `Create folder ${displayName}`,
  );
  return created.folder;
}

/** A member of the organisation holding the given roles on each given folder (users API, org admin). */
export async function createStorageMember(
  admin: APIRequestContext,
  name: string,
  folders: { folder: SeededFolder; roles: StorageRole[] }[],
): Promise<SeededMember> {
  const token = uniqueToken();
  const first = name.split(' ')[0]?.toLowerCase() ?? 'user';
  const input = { name, email: `${first}.${token}@org.example.test`, password: 'member-password-1' };
  const access = [
    {
      app: 'storage',
      role: [],
      folders: folders.map(({ folder, roles }) => ({
        folder_name: folder.displayName,
        folder_drive_id: folder.id,
        roles,
      })),
    },
  ];
  const created = await expectOk<{ user: { id: string } }>(
    await admin.post('/api/users', {
      data: {
        ...input,
        username: `${first}_${token}`,
        phoneNumber: `7${String(Date.now()).slice(-9)}`,
        confirmPassword: input.password,
        access,
      },
    }),
    `Create user ${name}`,
  );
  return { id: created.user.id, ...input };
}

/** Signs the client (e.g. `page.request`, sharing the browser's cookies) in as an organisation member. */
export async function signInAsMember(request: APIRequestContext, org: SeededOrg, member: SeededMember) {
  await expectOk(
    await request.post('/api/auth/login', {
      data: { orgId: org.id, email: member.email, password: member.password },
    }),
    `Sign-in of ${member.name}`,
  );
}

/** The session cookies of a signed-in client, as a Cookie header for requests made outside it. */
async function cookieHeaderOf(request: APIRequestContext): Promise<string> {
  const { cookies } = await request.storageState();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

export interface UploadInput {
  folderId: string;
  issuedOn: string;
  filename: string;
  filetype: string;
  bytes: Buffer;
}

/** Uploads a file into a storage folder through tus as the signed-in client; resolves with the stored bill. */
export async function uploadStorageFile(
  request: APIRequestContext,
  baseURL: string,
  input: UploadInput,
): Promise<SeededFile> {
  const cookie = await cookieHeaderOf(request);
  const { folderId, issuedOn, filename, filetype, bytes } = input;
  return new Promise<SeededFile>((resolve, reject) => {
    const upload = new Upload(bytes, {
      endpoint: new URL('/api/uploads', baseURL).toString(),
      chunkSize: 1024 * 1024,
      uploadSize: bytes.length,
      headers: { Cookie: cookie },
      metadata: { target: 'storage', folderId, issuedOn, filename, filetype },
      // Every seeded upload is a new one: no fingerprint store, nothing to resume.
      storeFingerprintForResuming: false,
      onSuccess: ({ lastResponse }) => {
        try {
          resolve(JSON.parse(lastResponse.getBody()) as SeededFile);
        } catch {
          reject(new Error(`Upload of ${filename}: the last answer is not a stored file`));
        }
      },
      onError: (error) => reject(new Error(`Upload of ${filename}: ${error.message}`)),
    });
    upload.start();
  });
}

/** A small, real PDF (one empty page), accepted by a server that checks the type by content. */
export function tinyPdf(text = 'Atrium bill'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << >> >>',
  ];
  const stream = `BT /F1 12 Tf 20 100 Td (${text}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A minimal Word document (an OOXML package whose content types name its main part). */
export function tinyDocx(): Buffer {
  const mainType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
  const types = `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${mainType}"/></Types>`;
  return Buffer.from(
    zipSync({ '[Content_Types].xml': strToU8(types), 'word/document.xml': strToU8('<w:document/>') }),
  );
}

/** A day counted from today on this machine (the browser's too): stored, typed into a date field, shown. */
export function dayFromToday(offset: number) {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const yyyy = String(date.getFullYear());
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return { iso: `${yyyy}-${mm}-${dd}`, typed: `${dd}${mm}${yyyy}`, shown: `${dd}/${mm}/${yyyy}` };
}

export interface StorageViewSeed {
  org: SeededOrg;
  folder: SeededFolder;
  /** view_self and edit_self: sees and deletes only their own uploads. */
  viewer: SeededMember;
  /** view_all only: sees every file, deletes none. */
  watcher: SeededMember;
  /** The admin's PDF (issued 40 days ago) and PNG (5 days ago); the viewer's PNG (2 days ago). */
  pdf: SeededFile;
  png: SeededFile;
  own: SeededFile;
  bytes: { pdf: Buffer; png: Buffer; own: Buffer };
}

/** An organisation with a ym folder, two members with folder roles, and three uploads of two people. */
export async function seedStorageView(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
): Promise<StorageViewSeed> {
  const baseURL = baseUrlOf(testInfo);
  const bytes = {
    pdf: tinyPdf('Electricity bill'),
    png: squarePng(64, [200, 60, 30]),
    own: squarePng(48, [20, 160, 60]),
  };
  const org = await seedOrganization(playwright, testInfo, {
    label: 'Storage View Org',
    adminName: 'Ana Admin',
  });
  const admin = await playwright.request.newContext({ baseURL });
  await signInAsOrgAdmin(admin, org);
  const folder = await createFolder(admin, 'Utility Bills', 'ym');
  const viewer = await createStorageMember(admin, 'Vera Viewer', [
    { folder, roles: ['view_bills:view_self', 'view_bills:edit_self'] },
  ]);
  const watcher = await createStorageMember(admin, 'Walt Watcher', [
    { folder, roles: ['view_bills:view_all'] },
  ]);
  const file = (filename: string, filetype: string, days: number, content: Buffer) => ({
    folderId: folder.id,
    issuedOn: dayFromToday(days).iso,
    filename,
    filetype,
    bytes: content,
  });
  const pdf = await uploadStorageFile(
    admin,
    baseURL,
    file('electricity.pdf', 'application/pdf', -40, bytes.pdf),
  );
  const png = await uploadStorageFile(admin, baseURL, file('receipt.png', 'image/png', -5, bytes.png));
  await admin.dispose();
  const member = await playwright.request.newContext({ baseURL });
  await signInAsMember(member, org, viewer);
  const own = await uploadStorageFile(member, baseURL, file('taxi.png', 'image/png', -2, bytes.own));
  await member.dispose();
  return { org, folder, viewer, watcher, pdf, png, own, bytes };
}
