import { fillPath } from '@atrium/domain/common/contract.ts';
import { storageContract as contract } from '@atrium/domain/storage/storage.contract.ts';
import { storageMessages as m } from '@atrium/domain/storage/storage.messages.ts';
import type { ListFilesQuery, StoredBill } from '@atrium/domain/storage/storage.schemas.ts';
import { usersContract } from '@atrium/domain/users/users.contract.ts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../app/api-client.ts';
import { useRefreshingMutation } from '../../../app/query-factories.ts';
import { queryKeys } from '../../../app/query-keys.ts';

// The files of View Uploaded Files: the paged list, the addresses of a file's bytes, and deletes.

/** The list's filters as the URL and the server carry them (no paging). */
export type FileFilters = Omit<ListFilesQuery, 'after' | 'pageSize'>;

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * The filters as the server is asked them. The server counts upload days in UTC; "uploaded up to today" on
 * this device means "up to now" (nothing is uploaded later), so that bound is left out and a file uploaded
 * this evening west of Greenwich, already tomorrow in UTC, is listed.
 */
function askedOf(filters: FileFilters): FileFilters {
  if (!filters.uploadedTo || filters.uploadedTo < today()) return filters;
  const { uploadedTo: _upToNow, ...rest } = filters;
  return rest;
}

const filesKey = (filters: FileFilters) => [...queryKeys.storageFiles, 'list', filters] as const;

/**
 * The files of the filters, a page at a time (keyset: each page's `next` is the following page's `after`).
 * Uploads and deletes made elsewhere arrive as the live event 'storage.changed', which refetches every
 * storage query (features/events).
 */
export const useStorageFiles = (filters: FileFilters) =>
  useInfiniteQuery({
    queryKey: filesKey(filters),
    queryFn: ({ pageParam, signal }) =>
      callApi(contract.files, { query: { ...askedOf(filters), after: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });

/** Who may be chosen as the uploader: the organisation's active members (any member may read them). */
export const useUploaderChoices = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.pickableUsers,
    queryFn: async () => (await callApi(usersContract.pickable)).users,
    enabled,
  });

/** The address of a file's bytes: an attachment, or shown in the page when `inline`. */
export function contentUrl(fileId: string, inline = false): string {
  const path = fillPath(contract.content.path, { fileId });
  return inline ? `${path}?inline=1` : path;
}

export const thumbnailUrl = (fileId: string) => fillPath(contract.thumbnail.path, { fileId });

/** The zip of the chosen files, or of every file the filters give when none is chosen. */
export function zipUrl(filters: FileFilters, ids: readonly string[]): string {
  const query = new URLSearchParams();
  if (ids.length > 0) query.set('ids', ids.join(','));
  else {
    for (const [key, value] of Object.entries(askedOf(filters))) if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `${contract.zip.path}?${text}` : contract.zip.path;
}

/**
 * Why fetching a file's bytes failed, in the spec's words: a 404 is 'not in the storage', a lost connection
 * 'Error during downloading file', any other refusal 'Failed to download file.'.
 */
export class FileFetchError extends Error {}

/** The bytes of a file, for a download made by the page or a share. */
export async function fetchFileBlob(file: StoredBill): Promise<File> {
  let response: Response;
  try {
    response = await fetch(contentUrl(file.id), { credentials: 'same-origin' });
  } catch {
    // The connection failed before or while the answer came: 'Error during downloading file'.
    throw new FileFetchError(m.downloadError);
  }
  if (response.status === 404) throw new FileFetchError(m.notInStorage);
  if (!response.ok) throw new FileFetchError(m.downloadFailed);
  const blob = await response.blob().catch(() => {
    throw new FileFetchError(m.downloadError);
  });
  return new File([blob], file.fileName, { type: file.contentType || blob.type });
}

/** A refusal the server words (no right, already gone) is shown as it is; anything else is a failure. */
export function deleteFailure(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return m.deleteFailed;
}

export const useDeleteFile = () =>
  useRefreshingMutation([queryKeys.storageFiles], (fileId: string) =>
    callApi(contract.remove, { params: { fileId } }),
  );

export const useDeleteFiles = () =>
  useRefreshingMutation([queryKeys.storageFiles], (fileIds: string[]) =>
    callApi(contract.removeMany, { body: { fileIds } }),
  );
