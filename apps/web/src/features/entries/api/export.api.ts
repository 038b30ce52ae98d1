import { fillPath } from '@atrium/domain/common/contract.ts';
import { entriesContract } from '@atrium/domain/entries/entries.contract.ts';
import { entriesExportContract, exportMessages } from '@atrium/domain/entries/entries-export.contract.ts';
import { useQuery } from '@tanstack/react-query';
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

/** Downloads an export through a stream reader, reporting bytes and (for CSV and JSON) rows as they come. */
export async function downloadExport(
  formId: string,
  request: ExportRequest,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request))
    if (value !== undefined && value !== '') params.set(key, value);
  const url = `${fillPath(entriesExportContract.download.path, { formId })}?${params}`;
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (!response.ok || !response.body) throw new ApiError(response.status, 'internal', exportMessages.failed);
  const countsRows = request.mode === 'simple' && request.format !== 'xlsx';
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const progress: ExportProgress = { bytes: 0, rows: countsRows ? 0 : null };
  const reader = response.body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks.push(value);
    progress.bytes += value.byteLength;
    if (progress.rows !== null) for (const byte of value) if (byte === NEWLINE) progress.rows += 1;
    onProgress({ ...progress });
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks, { type }), fileName: fileNameOf(response, 'export') };
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

/** How many entries the export will hold: the table's total for the same view. */
export function useExportTotal(
  formId: string,
  request: Omit<ExportRequest, 'format' | 'mode'>,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...queryKeys.entries(formId), 'export-total', request],
    queryFn: async () =>
      (
        await callApi(entriesContract.list, {
          params: { formId },
          query: { ...request, page: 0, pageSize: 1 },
        })
      ).total,
    enabled,
  });
}
