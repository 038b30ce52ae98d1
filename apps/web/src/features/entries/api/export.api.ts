import { fillPath } from '@atrium/domain/common/contract.ts';
import { entriesContract } from '@atrium/domain/entries/entries.contract.ts';
import { entriesExportContract, exportMessages } from '@atrium/domain/entries/entries-export.contract.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../app/api-client.ts';
import { queryKeys } from '../../../app/query-keys.ts';

export interface ExportRequest {
  trashed?: 'true' | 'false';
  sort?: string;
  direction?: 'asc' | 'desc';
  search?: string;
  filters?: string;
  format: 'csv' | 'xlsx' | 'json';
  mode: 'simple' | 'grouped';
  groupBy?: string;
}

export interface ExportProgress {
  bytes: number;
  /** Rows received so far: counted in CSV and JSON answers, unknown (null) in XLSX and zips. */
  rows: number | null;
}

/** The name the server gave the file in Content-Disposition (UTF-8 form first). */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8?.[1]) return decodeURIComponent(utf8[1]);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

const NEWLINE = 10;

/** Counts bytes and (for CSV and JSON) lines of a download as they pass. */
function progressCounter(countsRows: boolean, onProgress: (progress: ExportProgress) => void) {
  const progress: ExportProgress = { bytes: 0, rows: countsRows ? 0 : null };
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      progress.bytes += chunk.byteLength;
      if (progress.rows !== null) {
        let at = chunk.indexOf(NEWLINE);
        while (at !== -1) {
          progress.rows += 1;
          at = chunk.indexOf(NEWLINE, at + 1);
        }
      }
      onProgress({ ...progress });
      controller.enqueue(chunk);
    },
  });
}

async function openExport(formId: string, request: ExportRequest, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request))
    if (value !== undefined && value !== '') params.set(key, value);
  const url = `${fillPath(entriesExportContract.download.path, { formId })}?${params}`;
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (!response.ok || !response.body) throw new ApiError(response.status, 'internal', exportMessages.failed);
  const countsRows = request.mode === 'simple' && request.format !== 'xlsx';
  return { response, body: response.body, countsRows };
}

/** Downloads an export into memory through a stream reader, reporting bytes and (CSV, JSON) rows as they come. */
export async function downloadExport(
  formId: string,
  request: ExportRequest,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const { response, body, countsRows } = await openExport(formId, request, signal);
  const blob = await new Response(body.pipeThrough(progressCounter(countsRows, onProgress))).blob();
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return { blob: new Blob([blob], { type }), fileName: fileNameOf(response, 'export') };
}

/** A file the user chose to save into: written as the download arrives, never held whole in memory. */
export interface SaveTarget {
  createWritable(): Promise<WritableStream<Uint8Array>>;
  remove?(): Promise<void>;
}

type SaveFilePicker = (options: { suggestedName: string }) => Promise<SaveTarget>;

/**
 * Asks where to save the export where the browser can stream to disk (the File System Access API: Chromium
 * browsers); null elsewhere. Called first in the click, while the browser still counts it as the user's.
 */
export async function pickSaveTarget(suggestedName: string): Promise<SaveTarget | null> {
  const picker = (window as unknown as { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  return picker ? picker.call(window, { suggestedName }) : null;
}

/** Streams an export straight into the chosen file, reporting progress; the file is removed if it fails. */
export async function saveExportTo(
  target: SaveTarget,
  formId: string,
  request: ExportRequest,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<void> {
  try {
    const { body, countsRows } = await openExport(formId, request, signal);
    const file = await target.createWritable();
    // An abort stops the download and discards what was written (the file keeps its earlier content).
    await body.pipeThrough(progressCounter(countsRows, onProgress)).pipeTo(file, { signal });
  } catch (error) {
    await target.remove?.().catch(() => undefined);
    throw error;
  }
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

type TotalRequest = Omit<ExportRequest, 'format' | 'mode'>;

export const exportTotalQueryOptions = (formId: string, request: TotalRequest) =>
  queryOptions({
    queryKey: [...queryKeys.entries(formId), 'export-total', request],
    queryFn: async () =>
      (
        await callApi(entriesContract.list, {
          params: { formId },
          query: { ...request, page: 0, pageSize: 1 },
        })
      ).total,
  });

/** How many entries the export will hold: the table's total for the same view. */
export const useExportTotal = (formId: string, request: TotalRequest, enabled: boolean) =>
  useQuery({ ...exportTotalQueryOptions(formId, request), enabled });
