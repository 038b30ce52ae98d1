import type { EntryListQueryInput } from '@atrium/domain/entries/entries.schemas.ts';
import { exportMessages } from '@atrium/domain/entries/entries-export.contract.ts';
import { useRef, useState } from 'react';
import { downloadExport, type ExportProgress, type ExportRequest, saveFile } from '../../api/export.api.ts';

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

/** Export choices (forms spec §9: default simple CSV), the download with its progress, and its failure. */
export function useExport(formId: string, query: EntryListQueryInput, onDone: () => void) {
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
      const { blob, fileName } = await downloadExport(formId, request, setProgress, controller.signal);
      saveFile(blob, fileName);
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
