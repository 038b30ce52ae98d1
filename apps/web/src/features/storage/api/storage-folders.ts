import { storageContract as contract } from '@atrium/domain/storage/storage.contract.ts';
import type { CreateFolder } from '@atrium/domain/storage/storage.schemas.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { useRefreshingMutation } from '../../../app/query-factories.ts';
import { queryKeys } from '../../../app/query-keys.ts';

// The organisation's folders (the Create Folder Path tree) and the caller's own, with their rights.

/** Every folder of the organisation. */
export const useAllFolders = () =>
  useQuery({
    queryKey: [...queryKeys.storageFolders, 'all'] as const,
    queryFn: async () => (await callApi(contract.folders)).folders,
  });

/** The folders the caller holds roles on (upload, list filters, access line). */
export const useMyFolders = () =>
  useQuery({
    queryKey: [...queryKeys.storageFolders, 'mine'] as const,
    queryFn: async () => (await callApi(contract.myFolders)).folders,
  });

export const useCreateFolder = () =>
  useRefreshingMutation([queryKeys.storageFolders], (body: CreateFolder) =>
    callApi(contract.createFolder, { body }),
  );
