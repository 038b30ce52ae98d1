import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import {
  templatesContract as contract,
  templateAttachmentPath,
} from '@atrium/domain/templates/templates.contract.ts';
import type { SaveTemplateDraft } from '@atrium/domain/templates/templates.schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { queryKeys } from '../../../app/query-keys.ts';
import { useTemplatesMutation } from './templates-mutation.ts';

// The Creator Portal and Template Groups: reads, and writes that refresh every template query.

export const getTemplateGroups = async () => (await callApi(contract.groups)).templates;

export const templateGroupsQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeys.templates, 'groups'] as const, queryFn: getTemplateGroups });

/** Template Groups: every group for creators, the organisation's for others; live through 'templates.changed'. */
export const useTemplateGroups = () => useQuery(templateGroupsQueryOptions());

export const getTemplate = (templateId: string) => callApi(contract.get, { params: { templateId } });

export const templateQueryOptions = (templateId: string) =>
  queryOptions({
    queryKey: [...queryKeys.templates, 'one', templateId] as const,
    queryFn: () => getTemplate(templateId),
  });

/** One template with its forms' field lists; nothing is asked before the template exists. */
export const useTemplate = (templateId: string | null) =>
  useQuery({ ...templateQueryOptions(templateId ?? ''), enabled: Boolean(templateId) });

export const getTemplateForm = async (templateId: string, formId: string) =>
  (await callApi(contract.getForm, { params: { templateId, formId } })).form;

export const templateFormQueryOptions = (templateId: string, formId: string) =>
  queryOptions({
    queryKey: [...queryKeys.templates, 'one', templateId, 'form', formId] as const,
    queryFn: () => getTemplateForm(templateId, formId),
  });

export const useTemplateForm = (templateId: string | null, formId: string | null) =>
  useQuery({
    ...templateFormQueryOptions(templateId ?? '', formId ?? ''),
    enabled: Boolean(templateId && formId),
  });

/** View (inline) or Download of an attachment. */
export const attachmentHref = (templateId: string, attachmentId: string, download = false) =>
  `${templateAttachmentPath(templateId, attachmentId)}${download ? '?download=1' : ''}`;

export const useCreateTemplate = () =>
  useTemplatesMutation((body: SaveTemplateDraft) => callApi(contract.create, { body }));

export const useSaveTemplateDraft = () =>
  useTemplatesMutation(({ templateId, body }: { templateId: string; body: SaveTemplateDraft }) =>
    callApi(contract.saveDraft, { params: { templateId }, body }),
  );

export const usePublishTemplate = () =>
  useTemplatesMutation((templateId: string) => callApi(contract.publish, { params: { templateId } }));

export interface TemplateFormInput {
  templateId: string;
  name: string;
  fieldConfig: FieldConfig[];
}

export const useAddTemplateForm = () =>
  useTemplatesMutation(({ templateId, ...body }: TemplateFormInput) =>
    callApi(contract.addForm, { params: { templateId }, body }),
  );

export const useUpdateTemplateForm = () =>
  useTemplatesMutation(({ templateId, formId, ...body }: TemplateFormInput & { formId: string }) =>
    callApi(contract.updateForm, { params: { templateId, formId }, body }),
  );

export const useRemoveTemplateForm = () =>
  useTemplatesMutation(({ templateId, formId }: { templateId: string; formId: string }) =>
    callApi(contract.removeForm, { params: { templateId, formId } }),
  );

/** Attachments of the creator portal and of Manage Attachments. */
export const useUploadAttachments = () =>
  useTemplatesMutation(({ templateId, files }: { templateId: string; files: readonly File[] }) => {
    const body = new FormData();
    for (const file of files) body.append('files', file, file.name);
    return callApi(contract.addAttachments, { params: { templateId }, body });
  });

export const useRemoveAttachment = () =>
  useTemplatesMutation(({ templateId, attachmentId }: { templateId: string; attachmentId: string }) =>
    callApi(contract.removeAttachment, { params: { templateId, attachmentId } }),
  );
