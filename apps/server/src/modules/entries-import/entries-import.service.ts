import { Readable } from 'node:stream';
import { entryMessages } from '@atrium/domain/entries/entries.messages.ts';
import { IMPORT_FROM_FORM_LIMIT } from '@atrium/domain/entries/entries.schemas.ts';
import type {
  ImportMapping,
  ImportSourceForm,
  ImportUpload,
} from '@atrium/domain/entries/entries-import.contract.ts';
import { canViewField, viewScope } from '@atrium/domain/entries/entry-permissions.ts';
import { importMessages } from '@atrium/domain/entries/import.messages.ts';
import {
  IMPORT_SAMPLE_ROWS,
  type ImportTarget,
  importFileKind,
  isBlankCell,
  isImportable,
  isSkippedImportKey,
} from '@atrium/domain/entries/import.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { dataEntryRefusal } from '@atrium/domain/forms/form-permissions.ts';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { type EntriesCaller, entriesCaller, formOf, liveFields } from '../entries/entries-caller.ts';
import { editableFields } from '../entries/entry-writes.ts';
import type { FormRow } from '../forms/forms.queries.ts';
import { liveFormsOf, newestSourceEntries } from './entries-import.repo.ts';
import { formSourceRows } from './form-source.ts';
import { segmentsReadApart } from './import-reader-thread.ts';
import { type ImportJob, runImport } from './import-runner.ts';
import { readSegments } from './import-segments.ts';
import { findUpload, removeUpload, saveUpload } from './import-uploads.ts';
import { cellPreview, columnNames, openSheet } from './sheet-readers.ts';

export type ImportDeps = Pick<AppContext, 'db' | 'config'> & { log: (error: unknown) => void };

/** The caller and the form to import into: they must be allowed to enter data there. */
async function importTarget(deps: ImportDeps, auth: AuthContext, formId: string) {
  const caller = await entriesCaller(deps.db, auth);
  const form = await formOf(deps.db, caller, formId, { forWrite: true });
  const refusal = dataEntryRefusal(caller.actor, form);
  if (refusal) throw forbidden(refusal);
  const editable = editableFields(caller, form);
  return { caller, form, editable };
}

/** Reads the header and the first rows, then stops reading. */
async function headAndSamples(file: string, kind: NonNullable<ReturnType<typeof importFileKind>>) {
  let columns: string[] | null = null;
  const sampleRows: string[][] = [];
  reading: for await (const batch of (await openSheet(file, kind)).batches) {
    for (const { cells } of batch) {
      if (columns === null) {
        if (!cells.every(isBlankCell)) columns = columnNames(cells);
        continue;
      }
      if (cells.every(isBlankCell)) continue;
      sampleRows.push(columns.map((_, index) => cellPreview(cells[index])));
      if (sampleRows.length === IMPORT_SAMPLE_ROWS) break reading;
    }
  }
  return { columns: columns ?? [], sampleRows };
}

export async function uploadImportFile(
  deps: ImportDeps,
  auth: AuthContext,
  formId: string,
  upload: { fileName: string; stream: Readable; truncated: () => boolean },
): Promise<ImportUpload> {
  const { caller } = await importTarget(deps, auth, formId);
  const kind = importFileKind(upload.fileName);
  if (!kind) {
    upload.stream.resume();
    throw badRequest(importMessages.onlySpreadsheets);
  }
  const stored = await saveUpload(deps.config.dataDir, upload.stream, {
    orgId: caller.orgId,
    userId: caller.userId,
    formId,
    fileName: upload.fileName,
    kind,
  });
  try {
    if (upload.truncated()) throw badRequest(importMessages.fileTooLarge);
    const { columns, sampleRows } = await headAndSamples(stored.file, kind).catch(() => {
      throw badRequest(importMessages.unreadableFile);
    });
    if (sampleRows.length === 0) throw badRequest(importMessages.noValidRows);
    return { uploadId: stored.uploadId, fileName: upload.fileName, columns, sampleRows };
  } catch (error) {
    await removeUpload(deps.config.dataDir, stored.uploadId);
    throw error;
  }
}

/** Mapped fields must be importable fields the caller may edit: nothing else is ever written. */
function targetsOf(
  mapping: ImportMapping,
  keys: readonly string[],
  editable: readonly FieldConfig[],
): ImportTarget[] {
  const byId = new Map(editable.map((field) => [field.id, field]));
  const targets: ImportTarget[] = [];
  for (const [key, fieldId] of Object.entries(mapping)) {
    if (!fieldId) continue;
    const column = keys.indexOf(key);
    const field = byId.get(fieldId);
    if (column < 0 || isSkippedImportKey(key)) continue;
    if (!field || !isImportable(field))
      throw badRequest(importMessages.fieldNotImportable, { [key]: importMessages.fieldNotImportable });
    targets.push({ column, field });
  }
  if (targets.length === 0) throw badRequest(importMessages.noMapping);
  return targets;
}

function jobOf(deps: ImportDeps, caller: EntriesCaller, form: FormRow, editable: FieldConfig[]): ImportJob {
  return {
    db: deps.db,
    writer: { orgId: caller.orgId, formId: form.id, userId: caller.userId, userName: caller.userName },
    form,
    editable,
    log: deps.log,
  };
}

export async function runFileImport(
  deps: ImportDeps,
  auth: AuthContext,
  formId: string,
  uploadId: string,
  mapping: ImportMapping,
): Promise<Readable> {
  const { caller, form, editable } = await importTarget(deps, auth, formId);
  const upload = await findUpload(deps.config.dataDir, uploadId);
  const mine =
    upload?.meta.orgId === caller.orgId &&
    upload.meta.userId === caller.userId &&
    upload.meta.formId === formId;
  if (!upload || !mine) throw notFound(importMessages.uploadNotFound);
  try {
    const { columns } = await headAndSamples(upload.file, upload.meta.kind);
    const targets = targetsOf(mapping, columns, editable);
    const plan = { targets, editable, fields: form.fieldConfig };
    const lines = runImport(
      jobOf(deps, caller, form, editable),
      segmentsReadApart(upload.file, upload.meta.kind, plan),
    );
    return Readable.from(removingAfter(lines, () => removeUpload(deps.config.dataDir, uploadId)));
  } catch (error) {
    await removeUpload(deps.config.dataDir, uploadId);
    throw error;
  }
}

/** The temporary file goes whatever happens: finished, failed, or the client gone mid-stream. */
async function* removingAfter(lines: AsyncGenerator<string>, remove: () => Promise<void>) {
  try {
    yield* lines;
  } finally {
    await remove();
  }
}

/** Source forms offered: other live forms of the organisation whose data the caller may view. */
export async function importSources(
  deps: ImportDeps,
  auth: AuthContext,
  formId: string,
): Promise<{ forms: ImportSourceForm[] }> {
  const { caller } = await importTarget(deps, auth, formId);
  const rows = await liveFormsOf(deps.db, caller.orgId);
  const forms = rows
    .filter((row) => row.id !== formId && viewScope(caller.actor, row).kind !== 'none')
    .map((row) => ({
      id: row.id,
      name: row.name,
      fields: sourceFields(caller, row).map(({ id, label, type }) => ({ id, label, type })),
    }));
  return { forms };
}

const sourceFields = (caller: EntriesCaller, form: FormRow) =>
  liveFields(form).filter((field) => isImportable(field) && canViewField(caller.actor, form, field));

export async function runFormImport(
  deps: ImportDeps,
  auth: AuthContext,
  formId: string,
  body: { sourceFormId: string; mapping: ImportMapping },
): Promise<Readable> {
  if (body.sourceFormId === formId) throw badRequest(importMessages.sameForm);
  const { caller, form, editable } = await importTarget(deps, auth, formId);
  const source = await formOf(deps.db, caller, body.sourceFormId);
  if (source.isTrashed) throw notFound(entryMessages.selectedFormNotFound);
  const scope = viewScope(caller.actor, source);
  if (scope.kind === 'none') throw forbidden(scope.reason);
  const fields = sourceFields(caller, source);
  const keys = fields.map((field) => field.id);
  const targets = targetsOf(body.mapping, keys, editable);
  const entries = await newestSourceEntries(
    deps.db,
    { orgId: caller.orgId, formId: source.id, createdBy: scope.kind === 'self' ? caller.userId : undefined },
    IMPORT_FROM_FORM_LIMIT,
  );
  let read = 0;
  const rows = formSourceRows(fields, entries, (count) => {
    read += count;
  });
  const fraction = () => (entries.length === 0 ? 1 : read / entries.length);
  const segments = readSegments({ targets, editable, fields: form.fieldConfig }, rows, fraction);
  return Readable.from(runImport(jobOf(deps, caller, form, editable), segments));
}
