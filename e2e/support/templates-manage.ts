import type { APIRequestContext, APIResponse } from '@playwright/test';
import { createFormGroup, createSimpleForm } from './form-groups.ts';

/** Set-up of the Manage Templates journey through the HTTP API: templates made from form groups. */

async function expectOk<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: HTTP ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A template made the way a creator makes one from an organisation's work: the org admin builds a form in a
 * group, the creator imports the group as a template (a draft), and publishes it when asked.
 */
export async function seedTemplateFromGroup(
  admin: APIRequestContext,
  adminId: string,
  creator: APIRequestContext,
  options: { name: string; formName: string; publish: boolean },
): Promise<string> {
  const form = await createSimpleForm(admin, options.formName);
  const groupId = await createFormGroup(admin, `${options.formName} group`, [
    { formId: form.id, users: [adminId] },
  ]);
  const { template } = await expectOk<{ template: { id: string } }>(
    await creator.post('/api/templates/import-form-group', {
      data: { formGroupId: groupId, name: options.name, description: `The ${options.formName} template` },
    }),
    'Import form group as template',
  );
  if (options.publish) {
    await expectOk(
      await creator.post(`/api/templates/${template.id}/release`, { data: { mode: 'publish-existing' } }),
      'Publish template',
    );
  }
  return template.id;
}
