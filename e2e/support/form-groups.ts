import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { baseUrlOf, type SeededOrg, signInAsOrgAdmin, uniqueToken } from './api.ts';

/** Set-up of the form-group and data-management journeys through the HTTP API, as the org admin. */

export interface OrgMember {
  id: string;
  name: string;
  email: string;
  password: string;
}

type Principals = { users?: string[]; groups?: string[] };

async function expectOk<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: HTTP ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A request client signed in as the organisation's admin; dispose it when done. */
export async function orgAdminApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
  org: SeededOrg,
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
  await signInAsOrgAdmin(api, org);
  return api;
}

/** A member of the organisation with the given app access, e.g. data management and one forms role. */
export async function createOrgMember(
  api: APIRequestContext,
  name: string,
  access: Array<{ app: string; role: string[] }>,
): Promise<OrgMember> {
  const token = uniqueToken();
  const first = name.split(' ')[0]?.toLowerCase() ?? 'member';
  const member = { name, email: `${first}.${token}@org.example.test`, password: 'member-password-1' };
  const created = await expectOk<{ user: { id: string } }>(
    await api.post('/api/users', {
      data: {
        ...member,
        username: `${first}_${token}`,
        phoneNumber: `8${String(Date.now()).slice(-9)}`,
        confirmPassword: member.password,
        access,
      },
    }),
    `Create user ${name}`,
  );
  return { id: created.user.id, ...member };
}

let fieldSequence = 0;

/** A form with one text field and the given data rights; like every new form it lands in the Default group. */
export async function createSimpleForm(
  api: APIRequestContext,
  name: string,
  formDataAccess: Record<string, Principals> = {},
): Promise<{ id: string; name: string }> {
  fieldSequence += 1;
  const created = await expectOk<{ form: { id: string } }>(
    await api.post('/api/forms', {
      data: {
        name,
        fieldConfig: [{ id: `g${String(fieldSequence).padStart(7, '0')}`, label: 'Notes', type: 'text' }],
        formDataAccess,
      },
    }),
    `Create form ${name}`,
  );
  return { id: created.form.id, name };
}

/** A form group showing each form to the given users, made through the API. */
export async function createFormGroup(
  api: APIRequestContext,
  name: string,
  forms: Array<{ formId: string; users: string[] }>,
): Promise<string> {
  const created = await expectOk<{ group: { id: string } }>(
    await api.post('/api/form-groups', { data: { name, forms } }),
    `Create form group ${name}`,
  );
  return created.group.id;
}

export async function trashFormGroup(api: APIRequestContext, groupId: string): Promise<void> {
  await expectOk(await api.post(`/api/form-groups/${groupId}/trash`), 'Trash form group');
}

/** Signs the given client in as an organisation member. */
export async function signInAsMember(request: APIRequestContext, org: SeededOrg, member: OrgMember) {
  await expectOk(
    await request.post('/api/auth/login', {
      data: { orgId: org.id, email: member.email, password: member.password },
    }),
    `Sign-in of ${member.name}`,
  );
}
