import { importMessages } from '@atrium/domain/entries/import.messages.ts';
import { TEMPLATE_IMPORT_BATCH } from '@atrium/domain/templates/templates.schemas.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../../app/api-client.ts';
import { queryKeys } from '../../../../app/query-keys.ts';
import { importTemplateRows, type TemplateFormAt } from '../../api/template-data.ts';
import type { SheetRows } from './read-sheet-rows.ts';

export interface RowFailure {
  row: number;
  message: string;
}

export interface ImportReport {
  imported: number;
  failed: RowFailure[];
  failedCount: number;
  /** Set when the import stopped early (rows sent before stay imported). */
  error: string | null;
}

/**
 * Sends the rows one batch (499) per request, so the bar moves as batches commit; failures come back with
 * their row in the sheet's own numbering (the header is row 1).
 */
export function useRowImport(at: TemplateFormAt) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);

  const run = async (rows: SheetRows): Promise<ImportReport> => {
    const report: ImportReport = { imported: 0, failed: [], failedCount: 0, error: null };
    setProgress(0);
    try {
      for (let start = 0; start < rows.length; start += TEMPLATE_IMPORT_BATCH) {
        const chunk = rows.slice(start, start + TEMPLATE_IMPORT_BATCH);
        try {
          const result = await importTemplateRows(at, chunk);
          report.imported += result.imported;
          report.failed.push(...result.failed.map((f) => ({ ...f, row: f.row + start })));
          report.failedCount += result.failedCount ?? result.failed.length;
        } catch (error) {
          // A batch of blank rows has nothing to import; anything else stops the import here.
          if (!(isApiError(error) && error.message === importMessages.noValidRows)) {
            report.error =
              isApiError(error) && error.status < 500 ? error.message : importMessages.importFailed;
            break;
          }
        }
        setProgress(Math.round((Math.min(start + chunk.length, rows.length) / rows.length) * 100));
      }
    } finally {
      setProgress(null);
      if (report.imported > 0)
        await queryClient.invalidateQueries({ queryKey: queryKeys.templateData(at.formId) });
    }
    return report;
  };

  return { run, progress, running: progress !== null };
}
