import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { MASTER_ADMIN } from './accounts.ts';
import { squarePng } from './png.ts';

/**
 * Set-up through the HTTP API: each spec seeds its own organisation or creator under unique names, so the
 * journeys never depend on each other or on the order they run in.
 */

export interface SeededOrg {
  id: string;
  name: string;
  signInPath: string;
  admin: { email: string; name: string; username: string; password: string };
}

export interface SeededCreator {
  id: string;
  name: string;
  email: string;
  password: string;
}

let sequence = 0;

/** A short token no other run or spec will produce: time, a counter and a little randomness. */
export function uniqueToken(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`;
}

export function baseUrlOf(testInfo: TestInfo): string {
  const url = testInfo.project.use.baseURL;
  if (!url) throw new Error('The Playwright project has no baseURL.');
  return url;
}

async function expectOk<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: HTTP ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** An API client signed in as the master admin; dispose it when done. */
export async function masterApi(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string) {
  const api = await playwright.request.newContext({ baseURL });
  await expectOk(
    await api.post('/api/auth/admin-login', {
      data: { email: MASTER_ADMIN.email, password: MASTER_ADMIN.password },
    }),
    'Master admin sign-in',
  );
  return api;
}

export interface OrgOptions {
  /** Words in the organisation's name, e.g. the journey it serves. */
  label: string;
  adminName?: string;
  withLogo?: boolean;
}

export async function createOrganization(master: APIRequestContext, options: OrgOptions): Promise<SeededOrg> {
  const token = uniqueToken();
  const name = `${options.label} ${token}`;
  const admin = {
    email: `admin.${token}@org.example.test`,
    name: options.adminName ?? 'Ada Admin',
    username: `admin_${token}`,
    password: 'admin-password-1',
  };
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    name,
    contactName: 'Casey Contact',
    contactEmail: `contact.${token}@org.example.test`,
    contactPhone: '5551234567',
    adminEmail: admin.email,
    adminName: admin.name,
    adminUsername: admin.username,
    password: admin.password,
    confirmPassword: admin.password,
  };
  if (options.withLogo) multipart.logo = { name: 'logo.png', mimeType: 'image/png', buffer: squarePng() };
  const created = await expectOk<{ organization: { id: string }; signInPath: string }>(
    await master.post('/api/orgs', { multipart }),
    'Create organization',
  );
  return { id: created.organization.id, name, signInPath: created.signInPath, admin };
}

/** Opens a master admin client, creates one organisation and closes the client again. */
export async function seedOrganization(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
  options: OrgOptions,
): Promise<SeededOrg> {
  const master = await masterApi(playwright, baseUrlOf(testInfo));
  try {
    return await createOrganization(master, options);
  } finally {
    await master.dispose();
  }
}

export async function createCreator(master: APIRequestContext, name: string): Promise<SeededCreator> {
  const token = uniqueToken();
  const input = { name, email: `creator.${token}@creators.example.test`, password: 'creator-password-1' };
  const creator = await expectOk<{ id: string }>(
    await master.post('/api/creators', { data: input }),
    'Create creator',
  );
  return { id: creator.id, ...input };
}

export async function setCreatorBlocked(master: APIRequestContext, creatorId: string, isBlocked: boolean) {
  await expectOk(await master.patch(`/api/creators/${creatorId}`, { data: { isBlocked } }), 'Block creator');
}

/** Signs the given client (e.g. `page.request`, which shares the browser context's cookies) in as the org admin. */
export async function signInAsOrgAdmin(request: APIRequestContext, org: SeededOrg): Promise<void> {
  await expectOk(
    await request.post('/api/auth/login', {
      data: { orgId: org.id, email: org.admin.email, password: org.admin.password },
    }),
    'Organisation sign-in',
  );
}

/** Signs the client (e.g. `page.request`, sharing the browser's cookies) in as the creator. */
export async function signInAsCreator(request: APIRequestContext, creator: SeededCreator): Promise<void> {
  await expectOk(
    await request.post('/api/auth/creator-login', {
      data: { email: creator.email, password: creator.password },
    }),
    'Creator sign-in',
  );
}

export async function signInAsMasterAdmin(request: APIRequestContext): Promise<void> {
  await expectOk(
    await request.post('/api/auth/admin-login', {
      data: { email: MASTER_ADMIN.email, password: MASTER_ADMIN.password },
    }),
    'Master admin sign-in',
  );
}
