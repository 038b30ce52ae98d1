import { templatesContract as contract } from '@atrium/domain/templates/templates.contract.ts';
import type {
  EditTemplate,
  ImportFormGroup,
  ReleaseDraft,
  ReleaseVersion,
  SaveTemplateFields,
  TemplateTab,
} from '@atrium/domain/templates/templates.schemas.ts';
import { TEMPLATE_PAGE_SIZE } from '@atrium/domain/templates/templates.schemas.ts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { queryKeys } from '../../../app/query-keys.ts';
import { useTemplatesMutation } from './templates-mutation.ts';

// Manage Templates: the tabbed list (20 at a time), one template's dialogs, releases and the writes.

export interface TemplateListFilter {
  tab: TemplateTab;
  search: string;
  sort: 'name' | 'updated' | 'created' | 'version';
  order: 'asc' | 'desc';
  filter: 'all' | 'published' | 'draft' | 'inactive';
}

export const getManageTemplates = (filter: TemplateListFilter, offset: number) =>
  callApi(contract.manage, { query: { ...filter, offset, limit: TEMPLATE_PAGE_SIZE } });

export const manageTemplatesQueryOptions = (filter: TemplateListFilter) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.templates, 'manage', filter] as const,
    queryFn: ({ pageParam }) => getManageTemplates(filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length * TEMPLATE_PAGE_SIZE : undefined),
    // The list cache lasts 5 minutes; live events and the background refresh keep it current.
    staleTime: 5 * 60_000,
    refetchInterval: 30_000,
  });

/** One tab of templates, Load More Templates adding the next 20. */
export const useManageTemplates = (filter: TemplateListFilter) =>
  useInfiniteQuery(manageTemplatesQueryOptions(filter));

export const getTemplateDetail = (templateId: string) =>
  callApi(contract.manageDetail, { params: { templateId } });

export const templateDetailQueryOptions = (templateId: string) =>
  queryOptions({
    queryKey: [...queryKeys.templates, 'detail', templateId] as const,
    queryFn: () => getTemplateDetail(templateId),
  });

/** A template's version history and its working forms with every field, for the dialogs. */
export const useTemplateDetail = (templateId: string | null) =>
  useQuery({ ...templateDetailQueryOptions(templateId ?? ''), enabled: Boolean(templateId) });

export const getWorkspaceForms = async () => (await callApi(contract.workspaceForms)).forms;

export const workspaceFormsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.templates, 'workspace-forms'] as const,
    queryFn: getWorkspaceForms,
  });

/** The workspace's live template forms, for Manage Forms & Fields to add to a draft. */
export const useWorkspaceForms = (enabled: boolean) => useQuery({ ...workspaceFormsQueryOptions(), enabled });

export const getVersionDiff = (templateId: string, version: number) =>
  callApi(contract.versionDiff, { params: { templateId, version } });

export const versionDiffQueryOptions = (templateId: string, version: number) =>
  queryOptions({
    queryKey: [...queryKeys.templates, 'diff', templateId, version] as const,
    queryFn: () => getVersionDiff(templateId, version),
  });

export const useVersionDiff = (target: { templateId: string; version: number } | null) =>
  useQuery({ ...versionDiffQueryOptions(target?.templateId ?? '', target?.version ?? 1), enabled: !!target });

export const getSampleCandidates = (templateId: string) =>
  callApi(contract.sampleCandidates, { params: { templateId } });

export const sampleCandidatesQueryOptions = (templateId: string) =>
  queryOptions({
    queryKey: [...queryKeys.templates, 'samples', templateId] as const,
    queryFn: () => getSampleCandidates(templateId),
  });

export const useSampleCandidates = (templateId: string | null) =>
  useQuery({ ...sampleCandidatesQueryOptions(templateId ?? ''), enabled: Boolean(templateId) });

export const getFormGroupPreview = (formGroupId: string) =>
  callApi(contract.formGroupPreview, { params: { formGroupId } });

export const formGroupPreviewQueryOptions = (formGroupId: string) =>
  queryOptions({
    queryKey: [...queryKeys.templates, 'group-preview', formGroupId] as const,
    queryFn: () => getFormGroupPreview(formGroupId),
    retry: false,
  });

export const useFormGroupPreview = (formGroupId: string | null) =>
  useQuery({ ...formGroupPreviewQueryOptions(formGroupId ?? ''), enabled: Boolean(formGroupId) });

const byId = (templateId: string) => ({ params: { templateId } });

/** The one-click changes of a card and its Quick Actions menu. */
export type TemplateCommand = 'createDraft' | 'trash' | 'restore' | 'remove' | 'duplicate';

export const useTemplateCommand = () =>
  useTemplatesMutation(({ command, templateId }: { command: TemplateCommand; templateId: string }) =>
    callApi(contract[command], byId(templateId)),
  );

export const useEditTemplate = () =>
  useTemplatesMutation(({ templateId, body }: { templateId: string; body: EditTemplate }) =>
    callApi(contract.edit, { ...byId(templateId), body }),
  );

export const useTemplateSettings = () =>
  useTemplatesMutation(
    ({ templateId, body }: { templateId: string; body: { isPublished?: boolean; hasDraft?: boolean } }) =>
      callApi(contract.settings, { ...byId(templateId), body }),
  );

export const useReleaseDraft = () =>
  useTemplatesMutation(({ templateId, body }: { templateId: string; body: ReleaseDraft }) =>
    callApi(contract.release, { ...byId(templateId), body }),
  );

export const useReleaseVersion = () =>
  useTemplatesMutation(
    ({ templateId, version, body }: { templateId: string; version: number; body: ReleaseVersion }) =>
      callApi(contract.releaseVersion, { params: { templateId, version }, body }),
  );

export const useSetTemplateForms = () =>
  useTemplatesMutation(({ templateId, formIds }: { templateId: string; formIds: string[] }) =>
    callApi(contract.setForms, { ...byId(templateId), body: { formIds } }),
  );

export const useSaveTemplateFields = () =>
  useTemplatesMutation(
    ({ templateId, formId, body }: { templateId: string; formId: string; body: SaveTemplateFields }) =>
      callApi(contract.saveFields, { params: { templateId, formId }, body }),
  );

export const useEditTemplateField = () =>
  useTemplatesMutation(
    (input: {
      templateId: string;
      formId: string;
      fieldId: string;
      body: { label?: string; required?: boolean };
    }) => callApi(contract.editField, { params: input, body: input.body }),
  );

export const useImportFormGroup = () =>
  useTemplatesMutation((body: ImportFormGroup) => callApi(contract.importFormGroup, { body }));
