import { type APIRequestContext, expect } from '@playwright/test';
import { uniqueToken } from './api.ts';

/** Set-up of the forms journeys through the HTTP API, signed in as the org admin. */

export interface SeededUser {
  id: string;
  name: string;
  email: string;
  password: string;
}

type Principals = { users?: string[]; groups?: string[] };

export interface FormSeed {
  name: string;
  owner?: string | null;
  formDataAccess?: Record<string, Principals>;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A member of the organisation holding the given form-management roles. */
export async function createMember(
  api: APIRequestContext,
  name: string,
  roles: string[],
): Promise<SeededUser> {
  const token = uniqueToken();
  const first = name.split(' ')[0]?.toLowerCase() ?? 'user';
  const input = { name, email: `${first}.${token}@org.example.test`, password: 'member-password-1' };
  const created = await json<{ user: { id: string } }>(
    await api.post('/api/users', {
      data: {
        ...input,
        username: `${first}_${token}`,
        phoneNumber: String(Date.now() + Math.floor(Math.random() * 1000)).slice(-10),
        confirmPassword: input.password,
        access: roles.length > 0 ? [{ app: 'form-management', role: roles }] : [],
      },
    }),
    `Create user ${name}`,
  );
  return { id: created.user.id, ...input };
}

export async function createUserGroup(
  api: APIRequestContext,
  name: string,
  users: string[],
): Promise<string> {
  const created = await json<{ group: { id: string } }>(
    await api.post('/api/user-groups', { data: { name, description: `The ${name} team`, users } }),
    `Create user group ${name}`,
  );
  return created.group.id;
}

let fieldSequence = 0;

/** An 8-character field id, as the builder generates them. */
function fieldId(): string {
  fieldSequence += 1;
  return `f${String(fieldSequence).padStart(3, '0')}${Math.random().toString(36).slice(2, 6)}`
    .slice(0, 8)
    .padEnd(8, 'x');
}

/** A form with one text field, placed in the Default group. */
export async function createForm(api: APIRequestContext, seed: FormSeed): Promise<string> {
  const created = await json<{ form: { id: string } }>(
    await api.post('/api/forms', {
      data: {
        name: seed.name,
        fieldConfig: [{ id: fieldId(), label: 'Full name', type: 'text' }],
        owner: seed.owner ?? null,
        formDataAccess: seed.formDataAccess ?? {},
      },
    }),
    `Create form ${seed.name}`,
  );
  return created.form.id;
}
