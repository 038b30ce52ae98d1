import type { ImportResult } from '@atrium/domain/entries/entries-import.contract.ts';
import {
  sheetRowOf,
  templateImportTargets,
  templateRowCells,
} from '@atrium/domain/templates/template-data-import.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { runImport } from '../entries-import/import-runner.ts';
import { ROWS_A_TURN, readSegments, type SourceRow } from '../entries-import/import-segments.ts';
import { templateFormCaller } from './template-data.caller.ts';
import {
  type TemplateDataDeps,
  type TemplateFormAt,
  templateEntriesChanged,
} from './template-data.service.ts';
import { editableFields } from './template-data.view.ts';

type Failure = { row: number; message: string };

/**
 * Imports rows into a template form through the entries' import runner: fully empty rows are ignored, each
 * row is parsed by its fields' types and checked as data entry checks it, rows with errors are skipped and
 * reported by their sheet row number, and the rest are committed 499 at a time (a later failing batch
 * leaves earlier ones imported).
 */
export async function importTemplateRows(
  deps: TemplateDataDeps,
  auth: AuthContext,
  at: TemplateFormAt,
  rows: readonly Record<string, unknown>[],
  log: (error: unknown) => void,
) {
  const { caller, form } = await templateFormCaller(deps.db, auth, at);
  const editable = editableFields(caller.actor, form);
  const targets = templateImportTargets(editable);
  const refused: Failure[] = [];
  // Rows the runner never sees (a value of the wrong shape), kept to merge with its failures in row order.
  async function* sourceRows(): AsyncGenerator<SourceRow[]> {
    let batch: SourceRow[] = [];
    for (const [index, row] of rows.entries()) {
      const cells = templateRowCells(targets, row);
      if (cells.ok) batch.push({ row: sheetRowOf(index), cells: cells.cells });
      else refused.push({ row: sheetRowOf(index), message: cells.reason });
      if (batch.length === ROWS_A_TURN) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }
  const writer = { orgId: caller.orgId, formId: form.id, userId: caller.userId, userName: caller.userName };
  let last = '';
  const segments = readSegments({ targets, editable, fields: form.fieldConfig }, sourceRows(), () => 1);
  for await (const line of runImport({ db: deps.db, writer, form, editable, log }, segments)) last = line;
  const result = JSON.parse(last) as ImportResult;
  const failed = [...refused, ...result.failed.map(({ row, reason }) => ({ row, message: reason }))].sort(
    (a, b) => a.row - b.row,
  );
  const failedCount = refused.length + result.failedCount;
  if (result.imported > 0) templateEntriesChanged(deps.db, { orgId: caller.orgId, formId: form.id });
  if (result.imported === 0 && failedCount === 0) throw badRequest(result.error ?? m.noValidRows);
  const stopped = result.error && result.error !== m.noValidRows ? result.error : null;
  return {
    imported: result.imported,
    failed,
    failedCount,
    message: stopped ?? (result.imported > 0 ? m.recordsImported(result.imported) : m.noValidRows),
  };
}
