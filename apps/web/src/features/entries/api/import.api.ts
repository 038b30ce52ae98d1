import { apiErrorSchema } from '@atrium/domain/common/api-error.ts';
import { fillPath } from '@atrium/domain/common/contract.ts';
import { IDEMPOTENCY_KEY_HEADER } from '@atrium/domain/common/idempotency.ts';
import {
  entriesImportContract,
  type ImportMapping,
  type ImportProgress,
  type ImportResult,
  type ImportUpload,
  importLineSchema,
  importUploadSchema,
} from '@atrium/domain/entries/entries-import.contract.ts';
import { importMessages } from '@atrium/domain/entries/import.messages.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../app/api-client.ts';
import { newIdempotencyKey } from '../../../app/keyed-mutation.ts';
import { queryKeys } from '../../../app/query-keys.ts';

/** The server's refusal in its own words, or the spec's fallback. */
function refusalOf(status: number, text: string, fallback: string): ApiError {
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(text));
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      return new ApiError(status, code, message, fields);
    }
  } catch {
    // Not JSON: fall through.
  }
  return new ApiError(status, 'internal', fallback);
}

/**
 * Uploads a spreadsheet for import. XMLHttpRequest, because fetch reports no upload progress; `onProgress`
 * receives the share sent, from 0 to 1.
 */
export function uploadImportFile(
  formId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ImportUpload> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', fillPath(entriesImportContract.upload.path, { formId }));
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status !== 201) {
        reject(refusalOf(request.status, request.responseText, importMessages.unexpected));
        return;
      }
      try {
        resolve(importUploadSchema.parse(JSON.parse(request.responseText)));
      } catch {
        reject(new ApiError(request.status, 'internal', importMessages.unexpected));
      }
    };
    request.onerror = () => reject(new ApiError(0, 'network', importMessages.unexpected));
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}

/** Reads an NDJSON import answer line by line: progress as it comes, then the result. */
async function readImportStream(
  response: Response,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportResult> {
  if (!response.ok) throw refusalOf(response.status, await response.text(), importMessages.unexpected);
  if (!response.body) throw new ApiError(response.status, 'internal', importMessages.importFailed);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const parsed = importLineSchema.parse(JSON.parse(line));
      if ('done' in parsed) return parsed;
      onProgress(parsed);
    }
    if (done) break;
  }
  // The answer ended without a result: the connection broke mid-import.
  throw new ApiError(0, 'network', importMessages.importFailed);
}

/** One try of an import; a failure to reach the server (no answer at all) is a network error. */
async function sendImport(path: string, body: unknown, idempotencyKey: string) {
  try {
    return await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/x-ndjson',
        [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network', importMessages.importFailed);
  }
}

/**
 * Starts an import as one action with its Idempotency-Key: when the server could not be reached it is sent once
 * more with the same key, so an import whose answer was lost on the way is not run twice (decision 0035).
 */
async function postImport(path: string, body: unknown, onProgress: (progress: ImportProgress) => void) {
  const key = newIdempotencyKey();
  const response = await sendImport(path, body, key).catch(() => sendImport(path, body, key));
  return readImportStream(response, onProgress);
}

export function runFileImport(
  formId: string,
  uploadId: string,
  mapping: ImportMapping,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportResult> {
  const path = fillPath(entriesImportContract.runFile.path, { formId, uploadId });
  return postImport(path, { mapping }, onProgress);
}

export function runFormImport(
  formId: string,
  sourceFormId: string,
  mapping: ImportMapping,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportResult> {
  const path = fillPath(entriesImportContract.runForm.path, { formId });
  return postImport(path, { sourceFormId, mapping }, onProgress);
}

/** Other forms the user may import from, with the fields they may view. */
export const importSourcesQueryOptions = (formId: string) =>
  queryOptions({
    queryKey: [...queryKeys.entries(formId), 'import-sources'],
    queryFn: async () => (await callApi(entriesImportContract.sources, { params: { formId } })).forms,
  });

export const useImportSources = (formId: string, enabled: boolean) =>
  useQuery({ ...importSourcesQueryOptions(formId), enabled });
