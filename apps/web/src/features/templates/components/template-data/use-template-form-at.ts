import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import { useSearchParams } from 'react-router';
import type { TemplateFormAt } from '../../api/template-data.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The template and form named by the query (?templateId=&formId=), or why the page cannot go on: a missing
 * id in the spec's words, an id that names nothing as 'Template form not found'.
 */
export function useTemplateFormAt(): { at: TemplateFormAt; problem: string | null } {
  const [params] = useSearchParams();
  const templateId = params.get('templateId')?.trim() ?? '';
  const formId = params.get('formId')?.trim() ?? '';
  const at = { templateId, formId };
  if (!templateId) return { at, problem: m.templateIdMissing };
  if (!formId) return { at, problem: m.formIdMissing };
  if (!UUID.test(templateId) || !UUID.test(formId)) return { at, problem: m.templateFormNotFound };
  return { at, problem: null };
}
