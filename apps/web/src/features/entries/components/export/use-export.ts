import type { EntryListQueryInput } from '@atrium/domain/entries/entries.schemas.ts';
import { exportFileName, exportMessages } from '@atrium/domain/entries/entries-export.contract.ts';
import { useRef, useState } from 'react';
import {
  downloadExport,
  type ExportProgress,
  type ExportRequest,
  pickSaveTarget,
  type SaveTarget,
  saveExportTo,
  saveFile,
} from '../../api/export.api.ts';

export type ExportMode = 'simple' | 'grouped';
export type ExportFormat = 'csv' | 'xlsx' | 'json';

/** The table's view without its page: what the export covers. */
export function viewOf(query: EntryListQueryInput): Omit<ExportRequest, 'format' | 'mode'> {
  return {
    trashed: query.trashed,
    sort: query.sort,
    direction: query.direction,
    search: query.search,
    filters: query.filters,
  };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Export choices (forms spec §9: default simple CSV), the download with its progress, and its failure. Where
 * the browser can write a chosen file as it arrives (Chromium), the export streams to disk, so a million
 * entries never sit in the tab's memory; elsewhere it is gathered in memory, then saved.
 */
export function useExport(formId: string, formName: string, query: EntryListQueryInput, onDone: () => void) {
  const [mode, setModeState] = useState<ExportMode>('simple');
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [groupBy, setGroupBy] = useState('');
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const setMode = (next: ExportMode) => {
    setModeState(next);
    setError(null);
    // JSON is a simple export only.
    if (next === 'grouped' && format === 'json') setFormat('csv');
  };

  const start = async () => {
    setError(null);
    if (mode === 'grouped' && !groupBy) return setError(exportMessages.groupFieldRequired);
    let target: SaveTarget | null;
    try {
      target = await pickSaveTarget(exportFileName(formName, { format, mode }));
    } catch (pickError) {
      // Closing the save dialog cancels the export; a picker the page may not use falls back to memory.
      if (isAbort(pickError)) return;
      target = null;
    }
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ bytes: 0, rows: null });
    try {
      const request: ExportRequest = {
        ...viewOf(query),
        format,
        mode,
        groupBy: mode === 'grouped' ? groupBy : undefined,
      };
      if (target) {
        await saveExportTo(target, formId, request, setProgress, controller.signal);
      } else {
        const { blob, fileName } = await downloadExport(formId, request, setProgress, controller.signal);
        saveFile(blob, fileName);
      }
      onDone();
    } catch {
      // A cancelled download is no failure.
      if (!controller.signal.aborted) setError(exportMessages.failed);
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  return {
    mode,
    setMode,
    format,
    setFormat,
    groupBy,
    setGroupBy: (fieldId: string) => {
      setGroupBy(fieldId);
      setError(null);
    },
    progress,
    error,
    start,
    cancel: () => abort.current?.abort(),
  };
}
export type ExportChoices = ReturnType<typeof useExport>;
