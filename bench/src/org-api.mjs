// Set-up through the HTTP API for benchmarks: one organisation with its first admin, and the admin's cookie.
import { MASTER } from './server-process.mjs';

export async function json(response, what) {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

const cookieOf = (response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';

/** Creates an organisation as the master admin; returns what signing its admin in needs. */
/** `tag` tells apart several organisations of one run (their admins' emails and usernames are unique). */
export async function createOrganisation(url, name = 'Bench Org', tag = '') {
  const master = await fetch(`${url}/api/auth/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MASTER),
  });
  await json(master, 'master sign-in');
  const admin = { email: `admin${tag}@bench.example`, password: 'admin-password-1' };
  const form = new FormData();
  const fields = {
    name,
    contactName: 'Casey Contact',
    contactEmail: `contact${tag}@bench.example`,
    contactPhone: '9876543210',
    adminEmail: admin.email,
    adminName: 'Ada Admin',
    adminUsername: `ada_admin${tag}`,
    password: admin.password,
    confirmPassword: admin.password,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const created = await json(
    await fetch(`${url}/api/orgs`, { method: 'POST', body: form, headers: { cookie: cookieOf(master) } }),
    'create organisation',
  );
  return { orgId: created.organization.id, ...admin };
}

/** Signs the organisation admin in; returns the session cookie ('name=value'). */
export async function signIn(url, admin) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orgId: admin.orgId, email: admin.email, password: admin.password }),
  });
  await json(response, 'admin sign-in');
  return cookieOf(response);
}

/** Creates a user of the caller's organisation with this access (POST /api/users); returns their id. */
export async function createUser(url, cookie, { tag, name, password = 'user-password-1', access }) {
  const body = {
    name,
    username: `user_${tag}`,
    email: `user${tag}@bench.example`,
    phoneNumber: `98765${String(tag).padStart(5, '0').slice(-5)}`,
    password,
    confirmPassword: password,
    access,
  };
  const created = await json(
    await fetch(`${url}/api/users`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    'create user',
  );
  return { id: created.user.id, email: body.email, password, name };
}

/**
 * Uploads a CSV into a form and starts its import with the columns mapped by label to `fields`, as the Import
 * Data dialog maps them; answers the import's streamed NDJSON response for the caller to read.
 */
export async function startCsvImport(url, cookie, formId, csv, fields) {
  const body = new FormData();
  body.append('file', csv, 'import.csv');
  const upload = await json(
    await fetch(`${url}/api/forms/${formId}/import/uploads`, { method: 'POST', headers: { cookie }, body }),
    'upload',
  );
  const mapping = Object.fromEntries(
    upload.columns.map((column) => [column, fields.find((field) => field.label === column).id]),
  );
  return fetch(`${url}/api/forms/${formId}/import/uploads/${upload.uploadId}/run`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', accept: 'application/x-ndjson' },
    body: JSON.stringify({ mapping }),
  });
}

/**
 * BENCH_KEY_COLUMNS=1: a filtered page of the fresh form, as the entries table sends it, asks for the key
 * columns of its filters (decision 0060), so the writes measured after also write the form's key rows. The
 * builder makes them on the empty form within a moment.
 */
export async function askForKeyColumns(url, headers, formId, filters) {
  if (process.env.BENCH_KEY_COLUMNS !== '1') return;
  const query = encodeURIComponent(JSON.stringify(filters));
  await json(
    await fetch(`${url}/api/forms/${formId}/entries?filters=${query}`, { headers }),
    'filtered page',
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
}
