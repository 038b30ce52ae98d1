import type { FastifyInstance } from 'fastify';
import { call, MASTER, type Response, sessionCookie } from './test-app.ts';

let counter = 0;
/** Unique per call, so tests never collide on emails or usernames. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function signInMaster(app: FastifyInstance): Promise<string> {
  const response = await call(app, 'POST', '/api/auth/admin-login', {
    body: { email: MASTER.email, password: MASTER.password },
  });
  return sessionCookie(response);
}

export function organizationFields(overrides: Record<string, string> = {}): Record<string, string> {
  const tag = unique('o');
  return {
    name: `Org ${tag}`,
    contactName: 'Casey Contact',
    contactEmail: `contact-${tag}@example.com`,
    contactPhone: '9876543210',
    adminEmail: `admin-${tag}@example.com`,
    adminName: 'Ada Admin',
    adminUsername: `admin_${tag}`,
    password: 'admin-password-1',
    confirmPassword: 'admin-password-1',
    ...overrides,
  };
}

/** A multipart body as a browser would send it. */
export async function multipart(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; data: Buffer },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(file.field, new Blob([file.data], { type: file.type }), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

export async function createOrganization(
  app: FastifyInstance,
  masterCookie: string,
  overrides: Record<string, string> = {},
  logo?: { name: string; type: string; data: Buffer },
): Promise<{ response: Response; fields: Record<string, string> }> {
  const fields = organizationFields(overrides);
  const body = await multipart(fields, logo ? { field: 'logo', ...logo } : undefined);
  const response = await app.inject({
    method: 'POST',
    url: '/api/orgs',
    payload: body.payload,
    headers: { ...body.headers, cookie: masterCookie },
  });
  return { response, fields };
}

/** Creates an organisation and signs its first admin in. */
export async function orgWithAdmin(app: FastifyInstance, masterCookie: string) {
  const { response, fields } = await createOrganization(app, masterCookie);
  if (response.statusCode !== 201) throw new Error(`organisation not created: ${response.body}`);
  const orgId = (response.json() as { organization: { id: string } }).organization.id;
  const signIn = await call(app, 'POST', '/api/auth/login', {
    body: { orgId, email: fields.adminEmail, password: fields.password },
  });
  return { orgId, fields, adminCookie: sessionCookie(signIn) };
}
