import { templateLibraryContract as contract } from '@atrium/domain/templates/template-library.contract.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import {
  LIBRARY_REFRESH_MS,
  type LibraryImport,
  TEMPLATE_CACHE_MS,
  TEMPLATE_PAGE_SIZE,
} from '@atrium/domain/templates/templates.schemas.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, errorMessage } from '../../../app/api-client.ts';
import { useRefreshingMutation } from '../../../app/query-factories.ts';
import { queryKeys } from '../../../app/query-keys.ts';

// The Templates Library: its cards (refreshed every 30 s, cached 5 minutes, three retries at 2, 4 and 6 s),
// a template's structure, What's New, and the import, update and restore writes.

/** Up to 3 retries, waiting 2 s, 4 s, then 6 s (library fetch retry, spec §9). */
const libraryRetry = { retry: 3, retryDelay: (attempt: number) => 2000 * (attempt + 1) } as const;

/** 'Failed to fetch templates: {reason}. …' with the server's or the browser's reason. */
export const libraryFailure = (error: unknown) =>
  m.libraryFetchFailed(errorMessage(error, error instanceof Error ? error.message : 'Network error'));

export const getLibrary = (limit: number) => callApi(contract.list, { query: { offset: 0, limit } });

export const libraryQueryOptions = (limit: number = TEMPLATE_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...queryKeys.templateLibrary, 'list', limit] as const,
    queryFn: () => getLibrary(limit),
    placeholderData: keepPreviousData,
    staleTime: TEMPLATE_CACHE_MS,
    gcTime: TEMPLATE_CACHE_MS,
    refetchInterval: LIBRARY_REFRESH_MS,
    // Back on a tab whose cards are older than the cache: they are read again (TanStack's focus refetch).
    refetchOnWindowFocus: true,
    ...libraryRetry,
  });

/** The library's first `limit` cards; kept live by 'templates.changed' and 'template-imports.changed'. */
export const useLibrary = (limit: number) => useQuery(libraryQueryOptions(limit));

export const templateStructureQueryOptions = (templateId: string) =>
  queryOptions({
    queryKey: [...queryKeys.templateLibrary, 'structure', templateId] as const,
    queryFn: async () => (await callApi(contract.structure, { params: { templateId } })).structure,
    ...libraryRetry,
  });

export const useTemplateStructure = (templateId: string | null) =>
  useQuery({ ...templateStructureQueryOptions(templateId ?? ''), enabled: Boolean(templateId) });

export const whatsNewQueryOptions = (templateId: string) =>
  queryOptions({
    queryKey: [...queryKeys.templateLibrary, 'whats-new', templateId] as const,
    queryFn: () => callApi(contract.whatsNew, { params: { templateId } }),
    retry: 1,
  });

export const useWhatsNew = (templateId: string | null) =>
  useQuery({ ...whatsNewQueryOptions(templateId ?? ''), enabled: Boolean(templateId) });

const refreshed = [queryKeys.templateLibrary, queryKeys.formGroups, queryKeys.forms];

export const useImportTemplate = () =>
  useRefreshingMutation(refreshed, (input: { templateId: string; body: LibraryImport }) =>
    callApi(contract.import, { params: { templateId: input.templateId }, body: input.body }),
  );

export const useUpdateImport = () =>
  useRefreshingMutation(refreshed, (templateId: string) =>
    callApi(contract.update, { params: { templateId } }),
  );

export const useRestoreImport = () =>
  useRefreshingMutation(refreshed, (templateId: string) =>
    callApi(contract.restore, { params: { templateId } }),
  );
