import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import type { Form } from '@atrium/domain/forms/forms.schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdEntry, entriesApi } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, fieldId, formsApi, formsOrg } from './support/forms-api.ts';
import { errorOf, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

describe('an email field', () => {
  it('is saved by the builder, refuses a bad address and stores a good one', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const forms = formsApi(server.app, org.adminCookie);
    const form = await createdForm(forms);
    const email = { id: fieldId(), label: 'Email', type: 'email', required: true, uniqueWithoutCase: true };
    const response = await forms.updateFields(form.id, {
      name: form.name,
      fieldConfig: [...form.fieldConfig, email],
      expectedVersion: form.version,
    });
    expect(response.statusCode).toBe(200);
    const saved = (response.json() as { form: Form }).form;
    expect(saved.fieldConfig.find((field) => field.id === email.id)?.type).toBe('email');

    const api = entriesApi(server.app, org.adminCookie, form.id);
    const refused = await api.create({ [email.id]: 'ada.example.com' });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toEqual({ [email.id]: m.invalidEmail });
    expect(m.invalidEmail).toBe('Please enter a valid email address');

    const entry = await createdEntry(api, { [email.id]: ' ada@example.com ' });
    expect(entry.data[email.id]).toBe('ada@example.com');
    // Unique without case, as a text field.
    const again = await api.create({ [email.id]: 'ADA@example.com' });
    expect(errorOf(again).fields).toEqual({ [email.id]: m.notUnique });
  });
});
