import type { APIRequestContext, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import {
  baseUrlOf,
  createCreator,
  masterApi,
  type SeededCreator,
  signInAsCreator,
  uniqueToken,
} from './api.ts';

// A creator with a template of one form, seeded through the creator API, for the template data journeys.

export interface SeededTemplateForm {
  creator: SeededCreator;
  templateId: string;
  formId: string;
  templateName: string;
  formName: string;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: HTTP ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new creator, a template saved as a draft, and one template form with the given fields. */
export async function seedTemplateForm(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
  form: { name: string; fieldConfig: Record<string, unknown>[] },
): Promise<SeededTemplateForm> {
  const baseURL = baseUrlOf(testInfo);
  const master = await masterApi(playwright, baseURL);
  const api = await playwright.request.newContext({ baseURL });
  try {
    const creator = await createCreator(master, 'Tess Templater');
    await signInAsCreator(api, creator);
    const templateName = `Village Survey ${uniqueToken()}`;
    const { template } = await json<{ template: { id: string } }>(
      await api.post('/api/templates', { data: { name: templateName, description: 'Seeded for a journey' } }),
      'Create template',
    );
    const added = await json<{ form: { id: string } }>(
      await api.post(`/api/templates/${template.id}/forms`, { data: form }),
      'Add form to template',
    );
    return { creator, templateId: template.id, formId: added.form.id, templateName, formName: form.name };
  } finally {
    await api.dispose();
    await master.dispose();
  }
}
