import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { createFormSchema, type FormDataAccess } from '@atrium/domain/forms/forms.schemas.ts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../src/app-context.ts';
import { addForm } from '../../src/modules/forms/forms.commands.ts';
import { insertTemplate, updateTemplate } from '../../src/modules/templates/templates.repo.ts';
import { forms } from '../../src/platform/db/schema.ts';
import { unique } from './fixtures.ts';
import { call } from './test-app.ts';

// The template data operations for tests, and a template form of a real organisation (organisations author
// none through the product today; the locked-field rules for non-creators are tested on one).

export function templateDataApi(
  app: FastifyInstance,
  cookie: string | undefined,
  at: { templateId: string; formId: string },
) {
  const base = `/api/template-data/${at.templateId}/${at.formId}`;
  const options = (body?: unknown) => ({
    ...(cookie ? { cookie } : {}),
    ...(body === undefined ? {} : { body }),
  });
  return {
    form: () => call(app, 'GET', base, options()),
    list: (query = '') => call(app, 'GET', `${base}/entries${query}`, options()),
    create: (data: Record<string, unknown>) => call(app, 'POST', `${base}/entries`, options({ data })),
    import: (rows: Record<string, unknown>[]) =>
      call(app, 'POST', `${base}/entries/import`, options({ rows })),
    update: (entryId: string, fieldId: string, value: unknown) =>
      call(app, 'PATCH', `${base}/entries/${entryId}`, options({ fieldId, value })),
    remove: (entryId: string) => call(app, 'DELETE', `${base}/entries/${entryId}`, options()),
    removeMany: (ids: string[]) => call(app, 'POST', `${base}/entries/delete`, options({ ids })),
    fieldOptions: (fieldId: string, query = '') =>
      call(app, 'GET', `${base}/field-options/${fieldId}${query}`, options()),
  };
}
export type TemplateDataApi = ReturnType<typeof templateDataApi>;

/** A template owned by a real organisation with one template form, owned by `owner`, with the given access. */
export async function orgTemplateForm(
  ctx: AppContext,
  org: { orgId: string; owner: { id: string; name: string } },
  fields: FieldConfig[],
  formDataAccess: Partial<FormDataAccess> = {},
) {
  const author = { orgId: org.orgId, userId: org.owner.id, userName: org.owner.name };
  return ctx.db.transaction(async (tx) => {
    const template = await insertTemplate(tx, {
      orgId: org.orgId,
      name: unique('Org template '),
      createdBy: org.owner.id,
      updatedBy: org.owner.id,
    });
    const form = await addForm(
      tx,
      author,
      createFormSchema.parse({ name: unique('Org form '), fieldConfig: fields, formDataAccess }),
    );
    await tx
      .update(forms)
      .set({ templateId: template.id, isTemplateForm: true })
      .where(eq(forms.id, form.id));
    await updateTemplate(tx, template.id, { formIds: [form.id] });
    return { templateId: template.id, formId: form.id };
  });
}
